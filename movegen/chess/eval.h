/*
 * The chess family's evaluator, as weights and features. Every term is a
 * feature count (White's minus Black's) times a weight pair: one weight for
 * the middlegame, one for the endgame, blended by the phase (the non-pawn
 * material left). The score is linear in the weights, so a tuner can fit
 * them from the feature counts alone (tools/texel_tune.c).
 */
#ifndef FACEOFF_CHESS_EVAL_H
#define FACEOFF_CHESS_EVAL_H

#include <stdint.h>

#include "position.h"

/* Where each group of terms starts in the weight table. */
enum {
    EVAL_MATERIAL = 0,                       /* [type - PAWN], pawn .. queen */
    EVAL_RANK = EVAL_MATERIAL + 5,           /* [type - PAWN][rank seen from the owner] */
    EVAL_FILE = EVAL_RANK + 6 * 8,           /* [type - PAWN][distance to the nearer edge, up to 3] */
    EVAL_MOBILITY = EVAL_FILE + 6 * 4,       /* [type - KNIGHT]: a square reached, not own, not pawn-guarded */
    EVAL_KING_ATTACK = EVAL_MOBILITY + 4,    /* [type - KNIGHT]: a square of the enemy king's zone reached */
    EVAL_KING_ATTACKERS = EVAL_KING_ATTACK + 4, /* [pieces reaching the enemy king's zone, up to 7] */
    EVAL_KING_SHIELD = EVAL_KING_ATTACKERS + 8, /* [0]: own pawn one rank before the king, [1]: two */
    EVAL_PASSED = EVAL_KING_SHIELD + 2,      /* [rank seen from the owner] */
    EVAL_DOUBLED = EVAL_PASSED + 8,          /* a pawn with an own pawn ahead on its file */
    EVAL_ISOLATED,                           /* a pawn with no own pawn on the next files */
    EVAL_CONNECTED,                          /* a pawn beside or guarded by an own pawn */
    EVAL_BISHOP_PAIR,
    EVAL_ROOK_OPEN,                          /* a rook on a file without pawns */
    EVAL_ROOK_HALF_OPEN,                     /* a rook on a file without own pawns */
    EVAL_TEMPO,                              /* the side to move */
    EVAL_TERM_COUNT
};

typedef struct {
    int mg, eg;
} EvalPair;

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

/* The features of a position, White's view. */
typedef struct {
    int16_t count[EVAL_TERM_COUNT];
    int phase; /* 0 (bare kings and pawns) .. phase_total */
} EvalTrace;

/* Fills trace with p's features (trace is cleared first). */
void chess_eval_trace(const ChessPosition *p, EvalTrace *trace);

/* The terms of colour's pawns, added to sum (chess_eval_pawns.c). */
typedef struct EvalSum EvalSum;
void chess_eval_pawns(const ChessPosition *p, int colour, EvalSum *sum);

/* Accumulates count times a term's weights (and the count into the trace). */
struct EvalSum {
    const EvalPair *weights;
    int mg, eg;
    EvalTrace *trace; /* NULL when only the score is wanted */
};
static inline void eval_add(EvalSum *sum, int term, int count)
{
    sum->mg += sum->weights[term].mg * count;
    sum->eg += sum->weights[term].eg * count;
    if (sum->trace)
        sum->trace->count[term] = (int16_t)(sum->trace->count[term] + count);
}

/* A square's rank as seen from colour's side of the board. */
static inline int relative_rank(const ChessPosition *p, int colour, int sq)
{
    return colour == WHITE ? square_rank(sq) : p->variant->ranks - 1 - square_rank(sq);
}

#endif
