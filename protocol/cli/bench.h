/*
 * `faceoff bench`: every game's bench positions searched to a fixed depth
 * from a cleared searcher, one thread, so the total node count is a
 * signature of the search and evaluation that any machine reproduces.
 */
#ifndef FACEOFF_BENCH_H
#define FACEOFF_BENCH_H

#include <stdint.h>
#include <stdio.h>

#include "engine/game.h"

#define BENCH_DEFAULT_DEPTH 9

typedef struct {
    uint64_t nodes;
    double seconds;
} BenchCount;

/* Searches the bench positions of game (every game with some, if NULL) to
 * depth, writing a line per game to out (NULL: silent). False with a
 * reason in error if a position is refused or memory runs out. */
bool bench_run(const Game *game, int depth, FILE *out, BenchCount *total, char *error);

#endif
