/*
 * The positions `faceoff bench` searches for Ice Hockey: the opening
 * faceoff and positions from all three periods, either side to move, with
 * and without a piece on the puck, taken from engine games after random
 * openings.
 */
#include "game.h"

#include <stddef.h>

const char *const icehockey_bench_positions[] = {
    "4k3/1r4r1/8/2bq1b2/8/2BQ1B2/1R4R1/4K3 w d3 0-0 1 20 1 -",
    "8/8/3B4/6k1/B2r1Qrb/3R2K1/1R4b1/q7 w h5 1-0 1 4 2 k",
    "3k4/1r4r1/1B1KB1b1/4q1R1/1b6/7R/6Q1/8 w d6 0-0 1 7 1 K",
    "4k3/1r4r1/Q7/2bq1b2/8/2B2B2/1R4R1/4K3 b a6 1-1 2 20 2 -",
    "1Q6/8/2r5/3B4/r1kb4/3bB3/1RK3R1/q7 b a1 1-1 2 7 2 -",
    "4k1B1/6bQ/3B4/q2rR3/8/8/6Kr/6Rb w g8 1-0 2 1 2 -",
    "r7/1r2k3/Qb6/1R1q4/1B4b1/5BR1/8/5K2 b b4 1-1 3 14 2 -",
    NULL,
};
