/* Ice Hockey Chess evaluation and search hooks. */
#ifndef FACEOFF_ICEHOCKEY_EVAL_H
#define FACEOFF_ICEHOCKEY_EVAL_H

#include "moves.h"

/* One goal in centipawns; everything else is worth much less. */
#define IH_GOAL_VALUE 1000

/* The score from the side to move's view: the net's while it is on
 * (nnue.c), else the hand-written one. */
int ih_evaluate(const void *pos);
int ih_evaluate_by_hand(const IhPosition *p);
int ih_move_order_hint(const IhPosition *p, Move m);

#endif
