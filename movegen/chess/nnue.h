/*
 * The chess family's neural evaluator (NNUE; the net's arithmetic and file
 * are engine/nnue.h). The search keeps a position's accumulators up to date
 * move by move (chess_net_update; make() leaves them out). Nets are
 * trained by tools/nnue_train.c on self-play positions and shipped in
 * movegen/chess/nets/ (README there says how each was made); a variant
 * with its net switched off uses the hand-written evaluator (eval.c).
 *
 * Inputs: 768 = (own, other) x 6 piece types x 64 squares, seen from one
 * side: from Black's side the board is turned over (rank r becomes
 * ranks - 1 - r), so "own" pieces always move up the board.
 */
#ifndef FACEOFF_CHESS_NNUE_H
#define FACEOFF_CHESS_NNUE_H

#include <stdbool.h>

#include "engine/nnue.h"
#include "position.h"

#define CHESS_NET_INPUTS 768

/* The input for a piece, seen from perspective's side. */
static inline int chess_net_input(const ChessVariant *v, int perspective, int colour, int type, int sq)
{
    if (perspective == BLACK)
        sq = make_square(square_file(sq), v->ranks - 1 - square_rank(sq));
    return ((colour == perspective ? 0 : 6) + type - 1) * 64 + sq;
}

/* The variant's net if it has one and it is switched on, else NULL. */
static inline const Net *chess_net_in_use(const ChessVariant *v) { return v->net ? v->net->in_use : NULL; }
/* Reads the built-in nets (once) and switches them on. */
void chess_nets_init(void);
/* Switches every variant's net on or off. */
void chess_nets_enable(bool on);

/* n's accumulators from p's and the pieces that differ between them (n is
 * p after one move, or a null move), or from scratch if p's are not for
 * this net. */
void chess_net_update(const Net *net, const ChessPosition *p, ChessPosition *n);
/* The score in centipawns from the side to move's view. */
int chess_net_evaluate(const Net *net, const ChessPosition *p);

#endif
