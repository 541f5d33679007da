/* Perft for any game: the number of move sequences of a given length. */
#ifndef FACEOFF_PERFT_H
#define FACEOFF_PERFT_H

#include "game.h"

/* Leaf count 'depth' plies below pos (1 at depth 0). A game that has ended
 * has no moves, so its branch stops there. */
uint64_t perft(const Game *game, const void *pos, int depth);

/* Called once per root move by perft_divide, in generation order. */
typedef void (*PerftDivideFn)(const char *move_text, uint64_t count, void *context);

/* perft(depth) split by root move; returns the total. depth >= 1. */
uint64_t perft_divide(const Game *game, const void *pos, int depth, PerftDivideFn report, void *context);

#endif
