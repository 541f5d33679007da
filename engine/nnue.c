/*
 * The nets' arithmetic, files and slots (see nnue.h). The loops are plain
 * C over int16 lanes, written so that the compiler vectorizes them for the
 * build's CPU (AVX2 or AVX-512 in the native build, SSE4 in the portable
 * one).
 */
#include "nnue.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int32_t read_int32(const unsigned char *at)
{
    return (int32_t)((uint32_t)at[0] | (uint32_t)at[1] << 8 | (uint32_t)at[2] << 16 | (uint32_t)at[3] << 24);
}

static const unsigned char *read_int16s(const unsigned char *at, int16_t *out, size_t count)
{
    for (size_t i = 0; i < count; i++, at += 2)
        out[i] = (int16_t)(uint16_t)(at[0] | at[1] << 8);
    return at;
}

static unsigned char *write_int32(unsigned char *at, int32_t v)
{
    for (int shift = 0; shift < 32; shift += 8)
        *at++ = (unsigned char)((uint32_t)v >> shift & 0xff);
    return at;
}

static unsigned char *write_int16s(unsigned char *at, const int16_t *in, size_t count)
{
    for (size_t i = 0; i < count; i++) {
        *at++ = (unsigned char)((uint16_t)in[i] & 0xff);
        *at++ = (unsigned char)((uint16_t)in[i] >> 8);
    }
    return at;
}

/* Whether a net of so many king buckets fits net's room: a header with a
 * king buckets field ("FONNUE03") says 2 or more, "FONNUE04" 1 too. */
static bool king_buckets_fit(const Net *net, bool king_field, bool activation_field, int king_buckets)
{
    bool allowed = king_buckets == 1 ? !king_field || activation_field
                                     : king_field && (king_buckets == 2 || king_buckets == NET_MAX_KING_BUCKETS);
    return allowed && king_buckets <= net->king_bucket_room;
}

/* Whether the count int16s at are within +-NET_SQUARED_WEIGHT_LIMIT. */
static bool within_squared_limit(const unsigned char *at, size_t count)
{
    for (size_t i = 0; i < count; i++, at += 2) {
        int16_t w = (int16_t)(uint16_t)(at[0] | at[1] << 8);
        if (w < -NET_SQUARED_WEIGHT_LIMIT || w > NET_SQUARED_WEIGHT_LIMIT)
            return false;
    }
    return true;
}

bool net_parse(const unsigned char *data, size_t size, Net *net, char *error, size_t error_size)
{
    bool one_bucket = size >= 8 && memcmp(data, NET_MAGIC_ONE_BUCKET, 8) == 0;
    bool activation_field = size >= 8 && memcmp(data, NET_MAGIC_ACTIVATION, 8) == 0;
    bool king_field = activation_field || (size >= 8 && memcmp(data, NET_MAGIC_KING_BUCKETS, 8) == 0);
    if (size < 28 || (!one_bucket && !king_field && memcmp(data, NET_MAGIC, 8) != 0)) {
        snprintf(error, error_size, "not a net: no %s, %s, %s or %s header (%zu bytes)", NET_MAGIC,
                 NET_MAGIC_KING_BUCKETS, NET_MAGIC_ACTIVATION, NET_MAGIC_ONE_BUCKET, size);
        return false;
    }
    int hidden = (int)read_int32(data + 8), scale = (int)read_int32(data + 12);
    int buckets = one_bucket ? 1 : (int)read_int32(data + 16);
    int king_buckets = king_field ? (int)read_int32(data + 20) : 1;
    int activation = activation_field ? (int)read_int32(data + 24) : NET_CLIPPED;
    if (hidden < NET_HIDDEN_STEP || hidden > NET_MAX_HIDDEN || hidden % NET_HIDDEN_STEP || scale <= 0 || buckets < 1 ||
        buckets > NET_MAX_BUCKETS) {
        snprintf(error, error_size,
                 "the net has %d hidden units, scale %d and %d buckets; a multiple of %d up to %d units, a positive "
                 "scale and 1 to %d buckets expected",
                 hidden, scale, buckets, NET_HIDDEN_STEP, NET_MAX_HIDDEN, NET_MAX_BUCKETS);
        return false;
    }
    if (!king_buckets_fit(net, king_field, activation_field, king_buckets)) {
        const char *allowed = "none (" NET_MAGIC "), 2 or 4 (" NET_MAGIC_KING_BUCKETS ")";
        snprintf(error, error_size, "the net has %d king buckets; this game's nets have %s", king_buckets,
                 net->king_bucket_room >= NET_MAX_KING_BUCKETS ? allowed : "none");
        return false;
    }
    if (activation != NET_CLIPPED && activation != NET_SQUARED) {
        snprintf(error, error_size, "the net's activation is %d; %d (clipped) or %d (squared) expected", activation,
                 NET_CLIPPED, NET_SQUARED);
        return false;
    }
    size_t header = one_bucket ? 16 : activation_field ? 28 : king_field ? 24 : 20;
    size_t expected = header + NET_BODY_SIZE(net->inputs, hidden, buckets, king_buckets);
    if (size != expected) {
        snprintf(error, error_size,
                 "a net of %d inputs, %d hidden units, %d buckets and %d king buckets has %zu bytes, not %zu",
                 (int)net->inputs, hidden, buckets, king_buckets, expected, size);
        return false;
    }
    size_t output_weights = header + 2 * ((size_t)king_buckets * net->inputs * hidden + hidden);
    if (activation == NET_SQUARED && !within_squared_limit(data + output_weights, (size_t)buckets * 2 * hidden)) {
        snprintf(error, error_size, "the squared net has an output weight beyond +-%d", NET_SQUARED_WEIGHT_LIMIT);
        return false;
    }
    net->hidden = hidden;
    net->scale = scale;
    net->buckets = buckets;
    net->king_buckets = king_buckets;
    net->activation = activation;
    const unsigned char *at = data + header;
    at = read_int16s(at, net->input_weights, (size_t)king_buckets * net->inputs * hidden);
    at = read_int16s(at, net->input_bias, hidden);
    for (int b = 0; b < buckets; b++)
        for (int half = 0; half < 2; half++)
            at = read_int16s(at, net->output_weights[b][half], hidden);
    for (int b = 0; b < buckets; b++, at += 4)
        net->output_bias[b] = read_int32(at);
    return true;
}

size_t net_serialize(const Net *net, unsigned char *out)
{
    bool squared = net->activation == NET_SQUARED, king = squared || net->king_buckets > 1;
    unsigned char *at = out;
    memcpy(at, squared ? NET_MAGIC_ACTIVATION : king ? NET_MAGIC_KING_BUCKETS : NET_MAGIC, 8);
    at = write_int32(at + 8, net->hidden);
    at = write_int32(at, net->scale);
    at = write_int32(at, net->buckets);
    if (king)
        at = write_int32(at, net->king_buckets);
    if (squared)
        at = write_int32(at, net->activation);
    at = write_int16s(at, net->input_weights, (size_t)net->king_buckets * net->inputs * net->hidden);
    at = write_int16s(at, net->input_bias, net->hidden);
    for (int b = 0; b < net->buckets; b++)
        for (int half = 0; half < 2; half++)
            at = write_int16s(at, net->output_weights[b][half], net->hidden);
    for (int b = 0; b < net->buckets; b++)
        at = write_int32(at, net->output_bias[b]);
    return (size_t)(at - out);
}

static void set_in_use(NetSlot *slot) { slot->in_use = slot->enabled && slot->readable ? slot->storage : NULL; }

void net_slot_init(NetSlot *slot)
{
    if (slot->readable)
        return;
    char error[160];
    /* A built-in net that does not read stays off: a build error, which
     * the families' net tests catch. */
    slot->readable = net_parse(slot->file, slot->file_size, slot->storage, error, sizeof error);
    set_in_use(slot);
}

void net_slot_enable(NetSlot *slot, bool on)
{
    net_slot_init(slot);
    slot->enabled = on;
    set_in_use(slot);
}

/* The bytes of the file at path, up to one more than the largest net
 * that fits net has (so that a longer file is seen to be one); NULL with
 * a reason. */
static unsigned char *read_net_file(const char *path, const Net *net, size_t *size, char *error, size_t error_size)
{
    size_t room = NET_FILE_SIZE(net->inputs, NET_MAX_HIDDEN, NET_MAX_BUCKETS, net->king_bucket_room, NET_SQUARED) + 1;
    unsigned char *bytes = malloc(room);
    if (!bytes) {
        snprintf(error, error_size, "not enough memory for a net");
        return NULL;
    }
    FILE *file = fopen(path, "rb");
    if (!file) {
        snprintf(error, error_size, "cannot open '%.60s': %s", path, strerror(errno));
        free(bytes);
        return NULL;
    }
    *size = fread(bytes, 1, room, file);
    bool ok = !ferror(file);
    fclose(file);
    if (!ok) {
        snprintf(error, error_size, "cannot read '%.60s'", path);
        free(bytes);
        return NULL;
    }
    return bytes;
}

bool net_read(const char *path, Net *net, char *error, size_t error_size)
{
    size_t size = 0;
    unsigned char *bytes = read_net_file(path, net, &size, error, error_size);
    bool ok = bytes && net_parse(bytes, size, net, error, error_size);
    free(bytes);
    return ok;
}

bool net_slot_load(NetSlot *slot, const char *path, char *error, size_t error_size)
{
    net_slot_init(slot);
    bool ok;
    if (path)
        ok = net_read(path, slot->storage, error, error_size);
    else
        ok = net_parse(slot->file, slot->file_size, slot->storage, error, error_size);
    if (ok) {
        slot->readable = true;
        set_in_use(slot);
    }
    return ok;
}

void net_accumulate(const Net *net, const int *inputs, int count, int16_t *acc)
{
    memcpy(acc, net->input_bias, (size_t)net->hidden * sizeof net->input_bias[0]);
    for (int i = 0; i < count; i++)
        net_add_input(net, inputs[i], acc);
}

/* The loops over the hidden units go by blocks of NET_HIDDEN_STEP (every
 * net's width is a multiple): with a fixed count the compiler needs no
 * code for units left over (a chess search's instructions fall by 3% in
 * the portable build). */
#define FOR_EACH_UNIT(j, hidden)                                                                                       \
    for (int block_ = 0; block_ < (hidden); block_ += NET_HIDDEN_STEP)                                                 \
        for (int j = block_; j < block_ + NET_HIDDEN_STEP; j++)

static const int16_t *input_row(const Net *net, int input)
{
    return net->input_weights + (size_t)input * net->hidden;
}

void net_add_input(const Net *net, int input, int16_t *acc)
{
    const int16_t *w = input_row(net, input);
    FOR_EACH_UNIT(j, net->hidden)
        acc[j] = (int16_t)(acc[j] + w[j]);
}

/* A block of units is summed in registers and written once: a copy and
 * then a pass per input cost about twice as much (with it, and the changed
 * squares found from the bitboards, a chess search's share of time in the
 * accumulators' updates fell from 19% to 10%). */
void net_apply_changes(const Net *net, const int16_t *restrict from, int16_t *restrict to,
                       const NetChanges *changes)
{
    /* The commonest changes, in loops of their own: a piece moved (and in
     * Ice Hockey the puck with it). */
    if (changes->add_count == 1 && changes->remove_count == 1) {
        const int16_t *gained = input_row(net, changes->added[0]), *lost = input_row(net, changes->removed[0]);
        FOR_EACH_UNIT(j, net->hidden)
            to[j] = (int16_t)(from[j] + gained[j] - lost[j]);
        return;
    }
    if (changes->add_count == 2 && changes->remove_count == 2) {
        const int16_t *gained0 = input_row(net, changes->added[0]), *lost0 = input_row(net, changes->removed[0]);
        const int16_t *gained1 = input_row(net, changes->added[1]), *lost1 = input_row(net, changes->removed[1]);
        FOR_EACH_UNIT(j, net->hidden)
            to[j] = (int16_t)(from[j] + gained0[j] - lost0[j] + gained1[j] - lost1[j]);
        return;
    }
    const int16_t *added[NET_MAX_CHANGES], *removed[NET_MAX_CHANGES];
    for (int i = 0; i < changes->add_count; i++)
        added[i] = input_row(net, changes->added[i]);
    for (int i = 0; i < changes->remove_count; i++)
        removed[i] = input_row(net, changes->removed[i]);
    for (int block = 0; block < net->hidden; block += NET_HIDDEN_STEP) {
        int16_t sum[NET_HIDDEN_STEP];
        for (int j = 0; j < NET_HIDDEN_STEP; j++)
            sum[j] = from[block + j];
        for (int i = 0; i < changes->add_count; i++)
            for (int j = 0; j < NET_HIDDEN_STEP; j++)
                sum[j] = (int16_t)(sum[j] + added[i][block + j]);
        for (int i = 0; i < changes->remove_count; i++)
            for (int j = 0; j < NET_HIDDEN_STEP; j++)
                sum[j] = (int16_t)(sum[j] - removed[i][block + j]);
        for (int j = 0; j < NET_HIDDEN_STEP; j++)
            to[block + j] = sum[j];
    }
}

static int clip(int16_t x) { return x < 0 ? 0 : x > NET_QA ? NET_QA : x; }

/* One half of the output: the clipped accumulator times its weights. */
static int32_t output_half(const int16_t *acc, const int16_t *weights, int hidden)
{
    int32_t sum = 0;
    FOR_EACH_UNIT(j, hidden)
        sum += clip(acc[j]) * weights[j];
    return sum;
}

/* The same with the clipped accumulator squared, in units of NET_QA x
 * NET_QA x NET_QB: v * w fits an int16 since a squared net's output weights
 * are within NET_SQUARED_WEIGHT_LIMIT, and each term (v * w) * v is then a
 * product of int16 lanes as the clipped sum's, the sum an int32 as theirs
 * (256 units x 255 x 127 x 255 < 2^31). Exact, so that the net's output is
 * the trainer's float net's to the rounding of the last division. */
static int32_t output_half_squared(const int16_t *acc, const int16_t *weights, int hidden)
{
    int32_t sum = 0;
    FOR_EACH_UNIT(j, hidden) {
        int16_t v = (int16_t)clip(acc[j]);
        int16_t scaled = (int16_t)(v * weights[j]);
        sum += scaled * v;
    }
    return sum;
}

int64_t net_output_sum(const Net *net, const int16_t *us, const int16_t *them, int bucket)
{
    const int16_t(*weights)[NET_MAX_HIDDEN] = net->output_weights[bucket];
    if (net->activation == NET_SQUARED) {
        int64_t squared = (int64_t)output_half_squared(us, weights[0], net->hidden) +
                          output_half_squared(them, weights[1], net->hidden);
        /* Back to NET_QA x NET_QB units, rounded to the nearest. */
        return net->output_bias[bucket] + (squared + (squared < 0 ? -NET_QA / 2 : NET_QA / 2)) / NET_QA;
    }
    return (int64_t)net->output_bias[bucket] + output_half(us, weights[0], net->hidden) +
           output_half(them, weights[1], net->hidden);
}

int net_output(const Net *net, const int16_t *us, const int16_t *them, int bucket)
{
    int64_t score = net_output_sum(net, us, them, bucket) * net->scale / (NET_QA * NET_QB);
    return (int)(score > NET_SCORE_LIMIT ? NET_SCORE_LIMIT : score < -NET_SCORE_LIMIT ? -NET_SCORE_LIMIT : score);
}
