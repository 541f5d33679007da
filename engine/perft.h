/* Perft for any game: the number of move sequences of a given length. */
#ifndef FACEOFF_PERFT_H
#define FACEOFF_PERFT_H

#include "game.h"

/* The deepest perft the command line and UCI's go perft take. */
#define PERFT_MAX_DEPTH 30

/* Leaf count 'depth' plies below pos (1 at depth 0). A branch ends only
 * where the rules leave no move (mate, stalemate, a captured king, the end
 * of the last period); draws (dead material, the 50-move rule, repetition)
 * end none, as in every published perft table (RULINGS). */
uint64_t perft(const Game *game, const void *pos, int depth);

/* Called once per root move by perft_divide, in generation order. */
typedef void (*PerftDivideFn)(const char *move_text, uint64_t count, void *context);

/* perft(depth) split by root move; returns the total. depth >= 1. */
uint64_t perft_divide(const Game *game, const void *pos, int depth, PerftDivideFn report, void *context);

#endif
