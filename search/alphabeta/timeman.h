/*
 * Time management: how long one move may take, from the limits a GUI
 * sends (a fixed time per move, or the clock, increment and moves to go).
 */
#ifndef FACEOFF_TIMEMAN_H
#define FACEOFF_TIMEMAN_H

#include "search.h"

typedef struct {
    double soft; /* start no new iteration after this; 0: no limit */
    double hard; /* stop searching at this; 0: no limit */
} Deadlines;

/* Deadlines (absolute, seconds) for a search begun at start; game_moves_left:
 * the moves the side to move has left in a game of fixed length (0: no
 * such bound), which the clock is shared over; weight_percent: the move's
 * share against an even one (Game.time_weight, 100 for most games). */
Deadlines time_plan(const SearchLimits *limits, double start, double move_overhead, int game_moves_left,
                    int weight_percent);

/* What the soft limit's time is multiplied by on a clock, from how the
 * search has gone: less the more iterations in a row kept the best move
 * (0: it has just changed), more when the score fell (centipawns since
 * the iteration before). In [0.65, 2.1]. */
double time_soft_scale(int stable_iterations, int score_drop);

#endif
