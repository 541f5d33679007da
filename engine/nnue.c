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

/* Whether a net of so many king buckets fits net's room (a header with a
 * king buckets field, "FONNUE03", says 2 or more). */
static bool king_buckets_fit(const Net *net, bool king_header, int king_buckets)
{
    return (king_header ? king_buckets == 2 || king_buckets == NET_MAX_KING_BUCKETS : king_buckets == 1) &&
           king_buckets <= net->king_bucket_room;
}

bool net_parse(const unsigned char *data, size_t size, Net *net, char *error, size_t error_size)
{
    bool one_bucket = size >= 8 && memcmp(data, NET_MAGIC_ONE_BUCKET, 8) == 0;
    bool king = size >= 8 && memcmp(data, NET_MAGIC_KING_BUCKETS, 8) == 0;
    if (size < 24 || (!one_bucket && !king && memcmp(data, NET_MAGIC, 8) != 0)) {
        snprintf(error, error_size, "not a net: no %s, %s or %s header (%zu bytes)", NET_MAGIC, NET_MAGIC_KING_BUCKETS,
                 NET_MAGIC_ONE_BUCKET, size);
        return false;
    }
    int hidden = (int)read_int32(data + 8), scale = (int)read_int32(data + 12);
    int buckets = one_bucket ? 1 : (int)read_int32(data + 16);
    int king_buckets = king ? (int)read_int32(data + 20) : 1;
    if (hidden < NET_HIDDEN_STEP || hidden > NET_MAX_HIDDEN || hidden % NET_HIDDEN_STEP || scale <= 0 || buckets < 1 ||
        buckets > NET_MAX_BUCKETS) {
        snprintf(error, error_size,
                 "the net has %d hidden units, scale %d and %d buckets; a multiple of %d up to %d units, a positive "
                 "scale and 1 to %d buckets expected",
                 hidden, scale, buckets, NET_HIDDEN_STEP, NET_MAX_HIDDEN, NET_MAX_BUCKETS);
        return false;
    }
    if (!king_buckets_fit(net, king, king_buckets)) {
        const char *allowed = "none (" NET_MAGIC "), 2 or 4 (" NET_MAGIC_KING_BUCKETS ")";
        snprintf(error, error_size, "the net has %d king buckets; this game's nets have %s", king_buckets,
                 net->king_bucket_room >= NET_MAX_KING_BUCKETS ? allowed : "none");
        return false;
    }
    size_t expected = NET_FILE_SIZE(net->inputs, hidden, buckets, king_buckets) - (one_bucket ? 4 : 0);
    if (size != expected) {
        snprintf(error, error_size,
                 "a net of %d inputs, %d hidden units, %d buckets and %d king buckets has %zu bytes, not %zu",
                 (int)net->inputs, hidden, buckets, king_buckets, expected, size);
        return false;
    }
    net->hidden = hidden;
    net->scale = scale;
    net->buckets = buckets;
    net->king_buckets = king_buckets;
    const unsigned char *at = data + (one_bucket ? 16 : king ? 24 : 20);
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
    bool king = net->king_buckets > 1;
    unsigned char *at = out;
    memcpy(at, king ? NET_MAGIC_KING_BUCKETS : NET_MAGIC, 8);
    at = write_int32(at + 8, net->hidden);
    at = write_int32(at, net->scale);
    at = write_int32(at, net->buckets);
    if (king)
        at = write_int32(at, net->king_buckets);
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
    size_t room = NET_FILE_SIZE(net->inputs, NET_MAX_HIDDEN, NET_MAX_BUCKETS, net->king_bucket_room) + 1;
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

void net_copy_accumulators(const Net *net, const NetAccumulator from[2], NetAccumulator to[2])
{
    for (int side = 0; side < 2; side++)
        memcpy(to[side], from[side], (size_t)net->hidden * sizeof from[side][0]);
}

void net_accumulate(const Net *net, const int *inputs, int count, int16_t *acc)
{
    memcpy(acc, net->input_bias, (size_t)net->hidden * sizeof net->input_bias[0]);
    for (int i = 0; i < count; i++)
        net_add_input(net, inputs[i], acc);
}

void net_add_input(const Net *net, int input, int16_t *acc)
{
    const int16_t *w = net->input_weights + (size_t)input * net->hidden;
    for (int j = 0; j < net->hidden; j++)
        acc[j] = (int16_t)(acc[j] + w[j]);
}

void net_sub_input(const Net *net, int input, int16_t *acc)
{
    const int16_t *w = net->input_weights + (size_t)input * net->hidden;
    for (int j = 0; j < net->hidden; j++)
        acc[j] = (int16_t)(acc[j] - w[j]);
}

/* One half of the output: the clipped accumulator times its weights. */
static int32_t output_half(const int16_t *acc, const int16_t *weights, int hidden)
{
    int32_t sum = 0;
    for (int j = 0; j < hidden; j++) {
        int v = acc[j] < 0 ? 0 : acc[j] > NET_QA ? NET_QA : acc[j];
        sum += v * weights[j];
    }
    return sum;
}

int64_t net_output_sum(const Net *net, const int16_t *us, const int16_t *them, int bucket)
{
    return (int64_t)net->output_bias[bucket] + output_half(us, net->output_weights[bucket][0], net->hidden) +
           output_half(them, net->output_weights[bucket][1], net->hidden);
}

int net_output(const Net *net, const int16_t *us, const int16_t *them, int bucket)
{
    int64_t score = net_output_sum(net, us, them, bucket) * net->scale / (NET_QA * NET_QB);
    return (int)(score > NET_SCORE_LIMIT ? NET_SCORE_LIMIT : score < -NET_SCORE_LIMIT ? -NET_SCORE_LIMIT : score);
}
