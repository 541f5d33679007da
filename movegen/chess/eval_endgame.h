/*
 * Endings the evaluators cannot steer: FIDE chess with one king alone
 * against pieces that can mate it.
 */
#ifndef FACEOFF_CHESS_EVAL_ENDGAME_H
#define FACEOFF_CHESS_EVAL_ENDGAME_H

#include <stdbool.h>

#include "position.h"

/* The score the stronger side of a bare-king ending starts from: above
 * anything the net or the hand-written evaluator gives a position with
 * more material, so the search trades down into it, and far below mate. */
#define BARE_KING_WIN 3000

/* If p is FIDE chess with one side's king alone and the other side, with
 * no pawns, holding a queen, a rook, bishops of both colours or bishop and
 * knight: *score (for the side to move) is BARE_KING_WIN plus that side's
 * material plus how far the lone king is driven to the edge (to a corner
 * of the bishop's colour with bishop and knight) and how close the kings
 * stand, negated when the lone king is to move; returns true. Otherwise
 * false and *score is untouched. */
bool chess_bare_king_score(const ChessPosition *p, int *score);

#endif
