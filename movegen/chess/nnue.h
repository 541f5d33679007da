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
 *
 * A net with king buckets (engine/nnue.h) has 768 inputs per bucket. A
 * side whose king stands on the right half of the board (files e-h of
 * eight, d-e of five) sees the files turned over (file f becomes
 * files - 1 - f), so that its king is always on the left half; then its
 * king's square, from its own side, chooses the bucket: with 2, the back
 * rank or not; with 4, files a-b of the back rank, the rest of the back
 * rank, the second and third ranks, the ranks beyond.
 */
#ifndef FACEOFF_CHESS_NNUE_H
#define FACEOFF_CHESS_NNUE_H

#include <stdbool.h>

#include "engine/nnue.h"
#include "position.h"

#define CHESS_NET_INPUTS 768

/* sq with the files turned over (file f becomes files - 1 - f). */
static inline int chess_turn_file(const ChessVariant *v, int sq)
{
    return make_square(v->files - 1 - square_file(sq), square_rank(sq));
}

/* How perspective's side sees the board when its king is on king_sq (-1:
 * no king) under a net of king_buckets: its bucket x 2, plus 1 if it sees
 * the files turned over; 0 for a net without king buckets. */
static inline int chess_net_king_view(const ChessVariant *v, int perspective, int king_sq, int king_buckets)
{
    if (king_buckets == 1 || king_sq < 0)
        return 0;
    int file = square_file(king_sq), rank = square_rank(king_sq);
    if (perspective == BLACK)
        rank = v->ranks - 1 - rank;
    bool turned = 2 * file >= v->files;
    if (turned)
        file = v->files - 1 - file;
    int bucket = rank > 0;
    if (king_buckets == 4)
        bucket = rank == 0 ? file >= 2 : rank <= 2 ? 2 : 3;
    return bucket * 2 + turned;
}

/* The input (its row: engine/nnue.h) for a piece, seen from perspective's
 * side with the king view view (chess_net_king_view). */
static inline int chess_net_input(const ChessVariant *v, int perspective, int view, int colour, int type, int sq)
{
    if (perspective == BLACK)
        sq = make_square(square_file(sq), v->ranks - 1 - square_rank(sq));
    if (view & 1)
        sq = chess_turn_file(v, sq);
    return (view >> 1) * CHESS_NET_INPUTS + ((colour == perspective ? 0 : 6) + type - 1) * 64 + sq;
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
