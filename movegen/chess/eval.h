/*
 * The chess family's evaluator, as weights and features. Every term is a
 * feature count (White's minus Black's) times a weight pair: one weight for
 * the middlegame, one for the endgame, blended by the phase (the non-pawn
 * material left). The score is linear in the weights, so a tuner can fit
 * them from the feature counts alone (tools/texel_tune.c).
 */
#ifndef FACEOFF_CHESS_EVAL_H
#define FACEOFF_CHESS_EVAL_H

#include "eval_terms.h"

typedef struct ChessEvalWeights {
    int phase_total; /* the phase of a full set of pieces: knight, bishop 1, rook 2, queen 4 */
    EvalPair term[EVAL_TERM_COUNT];
} ChessEvalWeights;

extern const ChessEvalWeights chess_eval_weights_chess;
extern const ChessEvalWeights chess_eval_weights_hammer;
extern const ChessEvalWeights chess_eval_weights_halfcourt;

/* A group of terms, for printing weight tables. */
typedef struct {
    const char *name;
    int start, count;
} EvalTermGroup;
extern const EvalTermGroup chess_eval_groups[];
extern const int chess_eval_group_count;

/* Fills trace with p's features (trace is cleared first). */
void chess_eval_trace(const ChessPosition *p, EvalTrace *trace);

#endif
