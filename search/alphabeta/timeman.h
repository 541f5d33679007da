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

/* Deadlines (absolute, seconds) for a search begun at start. */
Deadlines time_plan(const SearchLimits *limits, double start, double move_overhead);

#endif
