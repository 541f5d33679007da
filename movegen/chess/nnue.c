/*
 * The chess family's neural evaluator (see nnue.h for the net and its
 * file). The loops are plain C over int16 lanes, written so that the
 * compiler vectorizes them for the build's CPU (AVX2 or AVX-512 in the
 * native build, SSE4 in the portable one).
 */
#include "nnue.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "nets.h"

ChessNetSlot *const chess_net_slots[] = {&chess_net_hammer, &chess_net_halfcourt};
const int chess_net_slot_count = (int)(sizeof chess_net_slots / sizeof chess_net_slots[0]);

static int32_t read_int32(const unsigned char *at)
{
    return (int32_t)((uint32_t)at[0] | (uint32_t)at[1] << 8 | (uint32_t)at[2] << 16 | (uint32_t)at[3] << 24);
}

static const unsigned char *read_int16s(const unsigned char *at, int16_t *out, int count)
{
    for (int i = 0; i < count; i++, at += 2)
        out[i] = (int16_t)(uint16_t)(at[0] | at[1] << 8);
    return at;
}

bool chess_net_parse(const unsigned char *data, size_t size, ChessNet *net, char *error, size_t error_size)
{
    bool one_bucket = size >= 8 && memcmp(data, CHESS_NET_MAGIC_ONE_BUCKET, 8) == 0;
    if (size < 20 || (!one_bucket && memcmp(data, CHESS_NET_MAGIC, 8) != 0)) {
        snprintf(error, error_size, "not a net: no %s or %s header (%zu bytes)", CHESS_NET_MAGIC,
                 CHESS_NET_MAGIC_ONE_BUCKET, size);
        return false;
    }
    int hidden = (int)read_int32(data + 8), scale = (int)read_int32(data + 12);
    int buckets = one_bucket ? 1 : (int)read_int32(data + 16);
    if (hidden != CHESS_NET_HIDDEN || scale <= 0 || buckets < 1 || buckets > CHESS_NET_MAX_BUCKETS) {
        snprintf(error, error_size,
                 "the net has %d hidden units, scale %d and %d buckets; %d units, a positive scale and 1 to %d "
                 "buckets expected",
                 hidden, scale, buckets, CHESS_NET_HIDDEN, CHESS_NET_MAX_BUCKETS);
        return false;
    }
    size_t expected = (size_t)CHESS_NET_FILE_SIZE(buckets) - (one_bucket ? 4 : 0);
    if (size != expected) {
        snprintf(error, error_size, "a net of %d buckets has %zu bytes, not %zu", buckets, expected, size);
        return false;
    }
    net->scale = scale;
    net->buckets = buckets;
    const unsigned char *at = data + (one_bucket ? 16 : 20);
    at = read_int16s(at, &net->input_weights[0][0], CHESS_NET_INPUTS * CHESS_NET_HIDDEN);
    at = read_int16s(at, net->input_bias, CHESS_NET_HIDDEN);
    at = read_int16s(at, &net->output_weights[0][0][0], buckets * 2 * CHESS_NET_HIDDEN);
    for (int b = 0; b < buckets; b++, at += 4)
        net->output_bias[b] = read_int32(at);
    return true;
}

void chess_nets_init(void)
{
    static bool done = false;
    if (done)
        return;
    done = true;
    for (int i = 0; i < chess_net_slot_count; i++) {
        ChessNetSlot *slot = chess_net_slots[i];
        char error[160];
        /* A net that does not read stays off: a build error, which
         * test_chess_nnue catches. */
        slot->readable = chess_net_parse(slot->file, slot->file_size, slot->storage, error, sizeof error);
    }
    chess_nets_enable(true);
}

/* The nets' switch (the Use NNUE option), for nets loaded after it. */
static bool nets_on = true;

static void set_in_use(ChessNetSlot *slot) { slot->in_use = nets_on && slot->readable ? slot->storage : NULL; }

void chess_nets_enable(bool on)
{
    chess_nets_init();
    nets_on = on;
    for (int i = 0; i < chess_net_slot_count; i++)
        set_in_use(chess_net_slots[i]);
}

/* The bytes of the file at path, up to one more than a net has (so that a
 * longer file is seen to be one); false with a reason. */
static bool read_net_file(const char *path, unsigned char *bytes, size_t *size, char *error, size_t error_size)
{
    FILE *file = fopen(path, "rb");
    if (!file) {
        snprintf(error, error_size, "cannot open '%.60s': %s", path, strerror(errno));
        return false;
    }
    *size = fread(bytes, 1, CHESS_NET_MAX_FILE_SIZE + 1, file);
    bool ok = !ferror(file);
    if (!ok)
        snprintf(error, error_size, "cannot read '%.60s'", path);
    fclose(file);
    return ok;
}

bool chess_net_load(ChessNetSlot *slot, const char *path, char *error, size_t error_size)
{
    chess_nets_init();
    ChessNet *net = malloc(sizeof *net);
    unsigned char *bytes = path ? malloc(CHESS_NET_MAX_FILE_SIZE + 1) : NULL;
    bool ok = net && (bytes || !path);
    if (!ok)
        snprintf(error, error_size, "not enough memory for a net");
    else if (path) {
        size_t size = 0;
        ok = read_net_file(path, bytes, &size, error, error_size) &&
             chess_net_parse(bytes, size, net, error, error_size);
    } else
        ok = chess_net_parse(slot->file, slot->file_size, net, error, error_size);
    if (ok) {
        /* Positions keep accumulators for slot->storage: callers load
         * between searches, when no position the search made is alive. */
        *slot->storage = *net;
        slot->readable = true;
        set_in_use(slot);
    }
    free(bytes);
    free(net);
    return ok;
}

static void add_input(int16_t *acc, const ChessNet *net, int input)
{
    const int16_t *w = net->input_weights[input];
    for (int j = 0; j < CHESS_NET_HIDDEN; j++)
        acc[j] = (int16_t)(acc[j] + w[j]);
}

static void sub_input(int16_t *acc, const ChessNet *net, int input)
{
    const int16_t *w = net->input_weights[input];
    for (int j = 0; j < CHESS_NET_HIDDEN; j++)
        acc[j] = (int16_t)(acc[j] - w[j]);
}

static void refresh(const ChessNet *net, const ChessPosition *p, int16_t acc[2][CHESS_NET_HIDDEN])
{
    for (int side = 0; side < 2; side++) {
        memcpy(acc[side], net->input_bias, sizeof net->input_bias);
        for (Bitboard b = occupied(p); b; b &= b - 1) {
            int sq = bb_first(b);
            uint8_t piece = p->board[sq];
            add_input(acc[side], net, chess_net_input(p->variant, side, piece_colour(piece), piece_type(piece), sq));
        }
    }
}

/* A move changes at most two pieces' squares and removes at most one
 * other (castling, a capture, en passant, a promotion). */
#define MAX_CHANGES 4

/* Appends the inputs of colour's pieces of type on squares, from both
 * sides' view, to inputs; false if they do not fit. */
static bool append_inputs(const ChessVariant *v, Bitboard squares, int colour, int type, int inputs[][2],
                          int *count)
{
    for (; squares; squares &= squares - 1) {
        if (*count == MAX_CHANGES)
            return false;
        for (int side = 0; side < 2; side++)
            inputs[*count][side] = chess_net_input(v, side, colour, type, bb_first(squares));
        ++*count;
    }
    return true;
}

void chess_net_update(const ChessNet *net, const ChessPosition *p, ChessPosition *n)
{
    n->acc_net = net;
    int added[MAX_CHANGES][2], removed[MAX_CHANGES][2], add_count = 0, remove_count = 0;
    bool incremental = p->acc_net == net;
    for (int type = PAWN; type <= KING && incremental; type++)
        for (int colour = 0; colour < 2 && incremental; colour++) {
            Bitboard before = pieces_of(p, colour, type), after = pieces_of(n, colour, type);
            incremental = append_inputs(p->variant, before & ~after, colour, type, removed, &remove_count) &&
                          append_inputs(p->variant, after & ~before, colour, type, added, &add_count);
        }
    if (!incremental) {
        refresh(net, n, n->accumulator);
        return;
    }
    for (int side = 0; side < 2; side++) {
        memcpy(n->accumulator[side], p->accumulator[side], sizeof p->accumulator[side]);
        for (int i = 0; i < add_count; i++)
            add_input(n->accumulator[side], net, added[i][side]);
        for (int i = 0; i < remove_count; i++)
            sub_input(n->accumulator[side], net, removed[i][side]);
    }
}

void chess_update_evaluation(const void *pos, void *next)
{
    const ChessPosition *p = pos;
    const ChessNet *net = chess_net_in_use(p->variant);
    if (net)
        chess_net_update(net, p, next);
}

/* One half of the output: the clipped accumulator times its weights. */
static int32_t output_half(const int16_t *acc, const int16_t *weights)
{
    int32_t sum = 0;
    for (int j = 0; j < CHESS_NET_HIDDEN; j++) {
        int v = acc[j] < 0 ? 0 : acc[j] > CHESS_NET_QA ? CHESS_NET_QA : acc[j];
        sum += v * weights[j];
    }
    return sum;
}

/* Net scores stay well inside the search's mate bounds. */
#define NET_SCORE_LIMIT 20000

int chess_net_evaluate(const ChessNet *net, const ChessPosition *p)
{
    int16_t fresh[2][CHESS_NET_HIDDEN];
    const int16_t(*acc)[CHESS_NET_HIDDEN] = p->accumulator;
    if (p->acc_net != net) {
        refresh(net, p, fresh);
        acc = (const int16_t(*)[CHESS_NET_HIDDEN])fresh;
    }
    int us = p->side, bucket = chess_net_bucket(bb_count(occupied(p)), net->buckets);
    int64_t sum = (int64_t)net->output_bias[bucket] + output_half(acc[us], net->output_weights[bucket][0]) +
                  output_half(acc[us ^ 1], net->output_weights[bucket][1]);
    int64_t score = sum * net->scale / (CHESS_NET_QA * CHESS_NET_QB);
    return (int)(score > NET_SCORE_LIMIT ? NET_SCORE_LIMIT : score < -NET_SCORE_LIMIT ? -NET_SCORE_LIMIT : score);
}
