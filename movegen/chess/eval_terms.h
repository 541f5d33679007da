/*
 * The terms of the chess-family evaluator and how a term is added: shared
 * by the evaluator (eval.c) and its pawn structure (eval_pawns.c), so
 * neither includes the other's header.
 */
#ifndef FACEOFF_CHESS_EVAL_TERMS_H
#define FACEOFF_CHESS_EVAL_TERMS_H

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
    EVAL_THREAT_BY_PAWN,                     /* [type - KNIGHT]: an enemy piece a pawn attacks */
    EVAL_THREAT_BY_MINOR = EVAL_THREAT_BY_PAWN + 4, /* [type - KNIGHT]: one a knight or bishop attacks */
    EVAL_THREAT_BY_ROOK = EVAL_THREAT_BY_MINOR + 4, /* an enemy queen a rook attacks */
    EVAL_HANGING,                            /* an enemy piece attacked and not defended */
    EVAL_TERM_COUNT
};

typedef struct {
    int mg, eg;
} EvalPair;

/* The features of a position, White's view. */
typedef struct {
    int16_t count[EVAL_TERM_COUNT];
    int phase; /* 0 (bare kings and pawns) .. phase_total */
} EvalTrace;

/* A score being summed: count times a term's weights (and the count into
 * the trace) for each term added. */
typedef struct {
    const EvalPair *weights;
    int mg, eg;
    EvalTrace *trace; /* NULL when only the score is wanted */
} EvalSum;

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
