/*
 * Move-ordering statistics of the search (history, continuation history):
 * bounded scores that each cutoff moves toward a bound, the faster the
 * further away they are ("gravity"), so old lessons fade and no score
 * ever overflows or needs rescaling.
 */
#ifndef FACEOFF_HISTORY_H
#define FACEOFF_HISTORY_H

#include <stdint.h>

/* The bound of every history score. */
#define HISTORY_MAX 16384

/* The reward of a quiet move that refuted a search of depth plies (the
 * penalty of the quiet moves tried before it); in (0, HISTORY_MAX]. */
int history_bonus(int depth);

/* Moves *entry toward +HISTORY_MAX by bonus (toward -HISTORY_MAX if
 * negative), in proportion to the distance left: for |bonus| <=
 * HISTORY_MAX the entry stays within [-HISTORY_MAX, HISTORY_MAX]. */
void history_update(int16_t *entry, int bonus);

#endif
