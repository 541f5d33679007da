/*
 * The positions `faceoff bench` searches for Joust: the start, middlegames
 * with either side to move, and a thinned-out ending with both kings
 * rotated, taken from engine games after random openings.
 */
#include "game.h"

#include <stddef.h>

const char *const joust_bench_positions[] = {
    "w3h1w2q+k+w2h3w1/p8p8p8p8p8p8p8p8/8/8/8/8/P8P8P8P8P8P8P8P8/W9H7W8Q+K+W8H9W7 w 0 1",
    "w31w21k+w2h3w1/p8p8p8q+2p8p8/3p34/3P32p6h1/P62QxP93/5P82/1P84P8P8/W9H72K+W8H9W7 w 0 9",
    "w3kxq+p33Q+/p8w2p81W7h62/4h93/4H81p61/4P83/7P8/P8P8P82P8P81/1H7W81K+2W7 w 3 17",
    "w33k+w2h3w1/p8p81p8p81p8p8/3h1q+3/5p82/2H82P62/8/P6P8P8P8P81P8P8/W91W8Q+K+W8H91 b 0 7",
    "w32k+w33/p8p83p8p8p8/8/2P8P81h12/8/6P91/P8P85P8/W9H74K+1 b 0 20",
    "6w11/p8p8P62kx2/8/4w23/7p8/4Kx3/P6P85P8/W92p84 w 0 27",
    NULL,
};
