/* Ice Hockey Chess evaluation and search hooks. */
#ifndef FACEOFF_ICEHOCKEY_EVAL_H
#define FACEOFF_ICEHOCKEY_EVAL_H

#include "icehockey_moves.h"

/* One goal in centipawns; everything else is worth much less. */
#define IH_GOAL_VALUE 1000

int ih_evaluate(const IhPosition *p);
/* The turns that score for the side to move (0 or 1 of them). */
int ih_generate_goals(const IhPosition *p, Move *moves);
int ih_move_order_hint(const IhPosition *p, Move m);

#endif
