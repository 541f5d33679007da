/*
 * The neural evaluator (NNUE) every family with a net shares: one hidden
 * layer seen from each side, an accumulator per side that the search keeps
 * up to date move by move, and a linear output. What a family adds is its
 * inputs (which piece on which square, seen from each side) and where its
 * positions keep the accumulators; the net's arithmetic, its file and the
 * built-in nets' slots live here. Nets are trained by tools/nnue_train.c
 * on self-play positions.
 *
 * Hidden: acc[side] = bias + the sum of the weights of side's inputs,
 * clipped to [0, 1] (to [0, NET_QA] once quantized), and with the squared
 * activation (NET_SQUARED, "FONNUE04" files) that clipped value squared:
 * the same weights then draw a curve, not a ramp, from each unit.
 * Output: o = bias[b] + the side to move's activated half times weights[b][0]
 * + the other half times weights[b][1], where b, the output bucket, grows
 * with the pieces on the board (net_bucket: a net learns the opening, the
 * middlegame and the ending apart); the score is o * scale centipawns
 * (truncated toward zero, within +-NET_SCORE_LIMIT) and 1 / (1 + e^-o) the
 * side to move's expected result. Quantized, the accumulators are int16:
 * every family has one input per piece, and the trainer keeps input
 * weights and biases within +-1.98, so that 32 pieces and the bias stay
 * inside that range once multiplied by NET_QA.
 *
 * King buckets: a net may have king_buckets (2 or 4) sets of input
 * weights, each side's accumulator drawing on the set its own king's
 * square chooses (a family that has them says how: chess's nnue.h); a
 * side whose king crosses into another set has its accumulator refreshed.
 *
 * The net file, little-endian (the count of inputs is the family's; the
 * file's size tells a net of another family):
 *     char    magic[8]        "FONNUE02", "FONNUE03" with king buckets, "FONNUE04"
 *                             with an activation field
 *     int32   hidden          a multiple of NET_HIDDEN_STEP up to NET_MAX_HIDDEN
 *     int32   scale           centipawns per output unit
 *     int32   buckets         1 .. NET_MAX_BUCKETS
 *     int32   king_buckets    FONNUE03: 2 or NET_MAX_KING_BUCKETS; FONNUE04: 1 too
 *                             (FONNUE02: none, 1)
 *     int32   activation      FONNUE04 only: NET_CLIPPED or NET_SQUARED (others: NET_CLIPPED)
 *     int16   input_weights[king_buckets][inputs][hidden]   float x QA
 *     int16   input_bias[hidden]              float x QA
 *     int16   output_weights[buckets][2][hidden]   float x QB; [b][0]: the side to move's
 *     int32   output_bias[buckets]                 float x QA x QB
 * The first nets' files ("FONNUE01") have one bucket and no buckets field.
 */
#ifndef FACEOFF_NNUE_H
#define FACEOFF_NNUE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* A net's hidden units: its file says how many (nnue_train --hidden; every
 * built-in net has 128); the accumulators have room for the most. */
#define NET_MAX_HIDDEN 256
#define NET_HIDDEN_STEP 32
#define NET_QA 255
#define NET_QB 256
#define NET_MAX_BUCKETS 8
#define NET_MAX_KING_BUCKETS 4
#define NET_MAGIC "FONNUE02"
#define NET_MAGIC_KING_BUCKETS "FONNUE03"
#define NET_MAGIC_ONE_BUCKET "FONNUE01"
#define NET_MAGIC_ACTIVATION "FONNUE04"
/* The hidden units' activation. A net with NET_CLIPPED is written as
 * FONNUE02 or FONNUE03, as before the activation field existed. */
enum { NET_CLIPPED = 1, NET_SQUARED = 2 };
/* A squared net's output weights stay within +-this (float +-127/NET_QB):
 * a clipped value times its weight then fits an int16, and the output is
 * summed in int16 lanes as the clipped activation's (engine/nnue.c). */
#define NET_SQUARED_WEIGHT_LIMIT 127
/* Net scores stay well inside the search's mate bounds. */
#define NET_SCORE_LIMIT 20000
/* The header net_serialize writes for a net of so many king buckets and
 * that activation, and the size of what follows it in the file, of so
 * many inputs, hidden units, buckets and king buckets. */
#define NET_HEADER_SIZE(king_buckets, activation) ((activation) == NET_SQUARED ? 28 : (king_buckets) > 1 ? 24 : 20)
#define NET_BODY_SIZE(inputs, hidden, buckets, king_buckets)                                                           \
    (2 * ((size_t)(inputs) * (king_buckets) * (hidden) + (hidden) + (size_t)(buckets)*2 * (hidden)) +                  \
     4 * (size_t)(buckets))
/* The exact size of such a net's file as net_serialize writes it. */
#define NET_FILE_SIZE(inputs, hidden, buckets, king_buckets, activation)                                               \
    (NET_HEADER_SIZE(king_buckets, activation) + NET_BODY_SIZE(inputs, hidden, buckets, king_buckets))

/* The output bucket of a position with so many pieces (kings included):
 * one per four pieces, the last taking the rest. */
static inline int net_bucket(int pieces, int buckets)
{
    int b = (pieces - 2) / 4;
    return b < 0 ? 0 : b < buckets ? b : buckets - 1;
}

typedef struct Net {
    int32_t inputs, hidden, scale, buckets;
    int32_t king_buckets;     /* 1: none */
    int32_t activation;       /* NET_CLIPPED or NET_SQUARED */
    int32_t king_bucket_room; /* the most input_weights has room for: 1 for a family without them */
    int16_t *input_weights;   /* [king_buckets][inputs][hidden], room for [king_bucket_room][inputs][NET_MAX_HIDDEN] */
    int16_t input_bias[NET_MAX_HIDDEN];
    int16_t output_weights[NET_MAX_BUCKETS][2][NET_MAX_HIDDEN];
    int32_t output_bias[NET_MAX_BUCKETS];
} Net;

/* One side's accumulator (its first net->hidden entries). */
typedef int16_t NetAccumulator[NET_MAX_HIDDEN];

/* A game's built-in net: its file, where it is read to, and whether it is
 * in use. */
typedef struct NetSlot {
    const unsigned char *file;
    size_t file_size;
    Net *storage;           /* its input_weights has room for its king_bucket_room x inputs rows of NET_MAX_HIDDEN */
    bool readable;          /* the file read into storage */
    bool enabled;           /* the Use NNUE switch */
    const Net *in_use;      /* storage, or NULL when switched off or unreadable */
} NetSlot;

/* Reads a net file's bytes into net, whose inputs, king_bucket_room and
 * input_weights say what it expects; false with a reason, net unchanged,
 * if they are not such a net. */
bool net_parse(const unsigned char *data, size_t size, Net *net, char *error, size_t error_size);

/* Reads the net file at path into net, as net_parse does its bytes; false
 * with a reason (the file unreadable, or not such a net), net unchanged. */
bool net_read(const char *path, Net *net, char *error, size_t error_size);

/* Writes net as a net file ("FONNUE02", "FONNUE03" with king buckets,
 * "FONNUE04" with the squared activation) to out, which has room for
 * NET_FILE_SIZE(net->inputs, net->hidden, net->buckets, net->king_buckets,
 * net->activation) bytes; returns that size. net_parse reads it back as
 * net. */
size_t net_serialize(const Net *net, unsigned char *out);
/* Reads the slot's built-in net (the first time only). */
void net_slot_init(NetSlot *slot);
/* Switches the slot's net on or off. */
void net_slot_enable(NetSlot *slot, bool on);
/* Reads the net file at path into the slot, or its built-in net back (path
 * NULL); false with a reason, slot unchanged, if the file is not a net of
 * the slot's inputs. Positions keep accumulators for slot->storage:
 * callers load between searches, when no position the search made is
 * alive. */
bool net_slot_load(NetSlot *slot, const char *path, char *error, size_t error_size);

/* acc = the bias plus the weights of the inputs. An input of a net with
 * king buckets is its row: king bucket x net->inputs + the input. */
void net_accumulate(const Net *net, const int *inputs, int count, int16_t *acc);
void net_add_input(const Net *net, int input, int16_t *acc);

/* The inputs one side's accumulator gains and loses between a position
 * and the next. A move that changes more than NET_MAX_CHANGES either way
 * (an Ice Hockey faceoff) is cheaper to accumulate afresh. */
#define NET_MAX_CHANGES 8
typedef struct NetChanges {
    int added[NET_MAX_CHANGES], removed[NET_MAX_CHANGES];
    int add_count, remove_count;
} NetChanges;

/* Records input as gained (net_gain) or lost (net_lose); false if that
 * makes more than NET_MAX_CHANGES. */
static inline bool net_gain(NetChanges *c, int input)
{
    if (c->add_count == NET_MAX_CHANGES)
        return false;
    c->added[c->add_count++] = input;
    return true;
}
static inline bool net_lose(NetChanges *c, int input)
{
    if (c->remove_count == NET_MAX_CHANGES)
        return false;
    c->removed[c->remove_count++] = input;
    return true;
}
/* to = from plus the weights of the gained inputs less those of the lost
 * ones, in one pass over the accumulator (to and from distinct). */
void net_apply_changes(const Net *net, const int16_t *from, int16_t *to, const NetChanges *changes);
/* The output before scaling, in units of 1/(NET_QA * NET_QB), from the side
 * to move's view, given its accumulator (us) and the other side's. */
int64_t net_output_sum(const Net *net, const int16_t *us, const int16_t *them, int bucket);
/* The same in centipawns, within NET_SCORE_LIMIT. */
int net_output(const Net *net, const int16_t *us, const int16_t *them, int bucket);

#endif
