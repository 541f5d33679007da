/*
 * The chess family's neural evaluator (NNUE): one hidden layer seen from
 * each side, an accumulator per side that the search keeps up to date
 * move by move (chess_net_update; make() leaves it out), and a linear
 * output. Nets are trained by tools/nnue_train.c on self-play
 * positions and shipped in movegen/chess/nets/ (README there says how each
 * was made); a variant without a net, or with its net switched off, uses
 * the hand-written evaluator (eval.c).
 *
 * Inputs: 768 = (own, other) x 6 piece types x 64 squares, seen from one
 * side: from Black's side the board is turned over (rank r becomes
 * ranks - 1 - r), so "own" pieces always move up the board.
 *
 * Hidden: acc[side] = bias + the sum of the weights of side's inputs,
 * clipped to [0, 1] (to [0, QA] once quantized).
 * Output: o = bias[b] + the side to move's clipped half times weights[b][0]
 * + the other half times weights[b][1], where b, the output bucket, grows
 * with the pieces on the board (chess_net_bucket: a net learns the opening,
 * the middlegame and the ending apart); the score is o * scale centipawns
 * (truncated toward zero, within +-20000) and 1 / (1 + e^-o) the side to
 * move's expected result. Quantized, the accumulators are int16: the
 * trainer keeps input weights and biases within +-1.98, so that 32 pieces
 * and the bias stay inside that range once multiplied by QA.
 *
 * The net file, little-endian:
 *     char    magic[8]        "FONNUE02"
 *     int32   hidden          CHESS_NET_HIDDEN
 *     int32   scale           centipawns per output unit
 *     int32   buckets         1 .. CHESS_NET_MAX_BUCKETS
 *     int16   input_weights[768][hidden]   float x QA
 *     int16   input_bias[hidden]           float x QA
 *     int16   output_weights[buckets][2][hidden]   float x QB; [b][0]: the side to move's
 *     int32   output_bias[buckets]                 float x QA x QB
 * The first nets' files ("FONNUE01") have one bucket and no buckets field.
 */
#ifndef FACEOFF_CHESS_NNUE_H
#define FACEOFF_CHESS_NNUE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "position.h"

#define CHESS_NET_INPUTS 768
#define CHESS_NET_QA 255
#define CHESS_NET_QB 256
#define CHESS_NET_MAX_BUCKETS 8
#define CHESS_NET_MAGIC "FONNUE02"
#define CHESS_NET_MAGIC_ONE_BUCKET "FONNUE01"
/* The exact size of a net file of so many buckets (FONNUE01's header is 4
 * bytes shorter). */
#define CHESS_NET_FILE_SIZE(buckets)                                                                                   \
    (20 + 2 * (CHESS_NET_INPUTS * CHESS_NET_HIDDEN + CHESS_NET_HIDDEN + (buckets) * 2 * CHESS_NET_HIDDEN) +          \
     4 * (buckets))
#define CHESS_NET_MAX_FILE_SIZE CHESS_NET_FILE_SIZE(CHESS_NET_MAX_BUCKETS)

/* The output bucket of a position with so many pieces (kings included):
 * one per four pieces, the last taking the rest. */
static inline int chess_net_bucket(int pieces, int buckets)
{
    int b = (pieces - 2) / 4;
    return b < 0 ? 0 : b < buckets ? b : buckets - 1;
}

typedef struct ChessNet {
    int16_t input_weights[CHESS_NET_INPUTS][CHESS_NET_HIDDEN];
    int16_t input_bias[CHESS_NET_HIDDEN];
    int16_t output_weights[CHESS_NET_MAX_BUCKETS][2][CHESS_NET_HIDDEN];
    int32_t output_bias[CHESS_NET_MAX_BUCKETS];
    int32_t scale, buckets;
} ChessNet;

/* A variant's net: the file built into the engine, where it is read to,
 * and whether it is in use. */
typedef struct ChessNetSlot {
    const unsigned char *file;
    size_t file_size;
    ChessNet *storage;
    bool readable;          /* the file read into storage */
    const ChessNet *in_use; /* storage, or NULL when switched off */
} ChessNetSlot;

/* The input for a piece, seen from perspective's side. */
static inline int chess_net_input(const ChessVariant *v, int perspective, int colour, int type, int sq)
{
    if (perspective == BLACK)
        sq = make_square(square_file(sq), v->ranks - 1 - square_rank(sq));
    return ((colour == perspective ? 0 : 6) + type - 1) * 64 + sq;
}

/* Reads a net file's bytes; false with a reason if they are not one. */
bool chess_net_parse(const unsigned char *data, size_t size, ChessNet *net, char *error, size_t error_size);

/* The variant's net if it has one and it is switched on, else NULL. */
static inline const ChessNet *chess_net_in_use(const ChessVariant *v) { return v->net ? v->net->in_use : NULL; }
/* Reads the built-in nets (once) and switches them on. */
void chess_nets_init(void);
/* Switches every variant's net on or off. */
void chess_nets_enable(bool on);
/* Reads the net file at path into slot, or its built-in net back (path
 * NULL); false with a reason, slot unchanged, if the file is not a net. */
bool chess_net_load(ChessNetSlot *slot, const char *path, char *error, size_t error_size);

/* n's accumulators from p's and the pieces that differ between them (n is
 * p after one move, or a null move), or from scratch if p's are not for
 * this net. */
void chess_net_update(const ChessNet *net, const ChessPosition *p, ChessPosition *n);
/* The score in centipawns from the side to move's view. */
int chess_net_evaluate(const ChessNet *net, const ChessPosition *p);

#endif
