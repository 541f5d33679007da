/* The pawn structure terms of the chess-family evaluator. */
#ifndef FACEOFF_CHESS_EVAL_PAWNS_H
#define FACEOFF_CHESS_EVAL_PAWNS_H

#include "eval_terms.h"

/* Adds the terms of colour's pawns to sum. */
void chess_eval_pawns(const ChessPosition *p, int colour, EvalSum *sum);

#endif
