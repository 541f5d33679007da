/*
 * The positions `faceoff bench` searches for each chess-family game: a
 * spread of openings, middlegames and endings, so a change anywhere in
 * search or evaluation shows in the node count.
 */
#include "game.h"

#include <stddef.h>

const char *const chess_bench_positions[] = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    "4rrk1/pp1n3p/3q2pQ/2p1pb2/2PP4/2P3N1/P2B2PP/4RRK1 b - - 7 19",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "6k1/5p2/6p1/8/7p/8/6PP/6K1 b - - 0 1",
    NULL,
};

const char *const hammer_bench_positions[] = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    "2r3k1/5pp1/p3p2p/1p6/3b4/P4N2/1P3PPP/3R2K1 w - - 0 30",
    NULL,
};

const char *const halfcourt_bench_positions[] = {
    "qrbnk/ppppp/5/PPPPP/NQBKR w Eb - 0 1",
    "nqrkb/ppppp/5/PPPPP/KQRBN w Cc - 0 1",
    "qrknb/ppppp/5/PPPPP/KQNBR w Eb - 0 1",
    "nkrbq/p1ppp/1p3/PPP1P/BNKQR w Ec - 0 3",
    "1r1k1/p2pp/b1n2/1PP1P/1QK1R w - - 0 9",
    NULL,
};
