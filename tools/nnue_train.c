#define _POSIX_C_SOURCE 200809L /* clock_gettime */
/*
 * Trains a chess-family net (the layout and file of movegen/chess/nnue.h)
 * on self-play positions "<FEN> ; <result> ; <score>", the result (1, 0.5,
 * 0) and the search's score in centipawns both from White's view. The net
 * predicts the side to move's expected result sigmoid(o); its target mixes
 * the score, turned into an expected result by the scale S (centipawns per
 * output unit, fitted to the results unless given), with the game's result:
 * lambda * sigmoid(score / S) + (1 - lambda) * result. The loss is the mean
 * squared error, minimised with Adam over shuffled mini-batches, each batch
 * split over the threads; the learning rate drops x0.3 at 70% and at 90% of
 * the training. One run of consecutive positions in 50 is held out for
 * validation. The float net is then quantized (its output bias taking back
 * the mean effect of rounding the output weights) and written, and the
 * centipawns the quantization costs are measured on the held-out positions.
 * The output has a weight set per bucket of piece counts (--buckets, see
 * chess_net_bucket); with one bucket the parameters start, and so end, as
 * those of the first nets, which had no buckets.
 * usage: nnue_train <game> <data file> <out.nnue> [--epochs N] [--lr X]
 *        [--batch N] [--lambda X] [--scale S] [--seed N] [--threads N]
 *        [--max-positions N] [--buckets N]
 */
#include <limits.h>
#include <math.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "engine/game.h"
#include "movegen/chess/nnue.h"

#define HIDDEN CHESS_NET_HIDDEN
#define INPUTS CHESS_NET_INPUTS
#define MAX_BUCKETS CHESS_NET_MAX_BUCKETS

/* Where each parameter lives in one flat array, so that Adam, the clipping
 * and the gradient sums are single loops. */
enum {
    W1_AT = 0,                                /* [INPUTS][HIDDEN] */
    B1_AT = W1_AT + INPUTS * HIDDEN,          /* [HIDDEN] */
    W2_AT = B1_AT + HIDDEN,                   /* [MAX_BUCKETS][2][HIDDEN], [b][0] the side to move's */
    B2_AT = W2_AT + MAX_BUCKETS * 2 * HIDDEN, /* [MAX_BUCKETS] */
    PARAM_COUNT = B2_AT + MAX_BUCKETS
};

/* The quantized net's accumulator must stay inside int16 with 32 pieces:
 * 33 * 1.98 * 255 < 32767. */
#define INPUT_LAYER_LIMIT 1.98f
/* And the output weights inside int16 once quantized (125 for QB 256). */
#define OUTPUT_LAYER_LIMIT (32000.0f / CHESS_NET_QB)
#define MATE_SCORE_LIMIT 10000
#define VALIDATION_EVERY 50
#define MAX_THREADS 64

typedef struct {
    int epochs, batch, threads, buckets;
    double lr, lambda, scale; /* scale 0: fit it */
    uint64_t seed;
    long max_positions; /* 0: all */
} Options;

/* One position: its pieces are inputs[first .. first + count) of the pool,
 * as White's inputs (Black's come from the mirror table). */
typedef struct {
    uint32_t first;
    int16_t score; /* White's view, centipawns */
    uint8_t count;
    uint8_t side;
    float result; /* White's view */
} Sample;

typedef struct {
    Sample *samples;
    size_t sample_count, sample_capacity;
    uint16_t *inputs;
    size_t input_count, input_capacity;
    uint16_t black_input[INPUTS]; /* White's input of a piece -> Black's */
    float *target;                /* per sample, the side to move's view */
    int buckets;                  /* of the output */
} Data;

/* Indices of the training and the validation samples. */
typedef struct {
    uint32_t *train, *valid;
    size_t train_count, valid_count;
} Split;

typedef struct Trainer Trainer;

/* One thread's share of a batch (or of an evaluation pass). */
typedef struct {
    const Trainer *trainer;
    const uint32_t *order;
    size_t count;
    float *grad; /* PARAM_COUNT, summed over its samples */
    double loss; /* the sum of its samples' squared errors */
} Worker;

struct Trainer {
    const Data *data;
    float *params, *adam_m, *adam_v;
    Worker workers[MAX_THREADS];
    int threads;
    float grad_scale; /* 1 / the batch's size */
};

static void usage(void)
{
    fprintf(stderr, "usage: nnue_train <game> <data file> <out.nnue> [--epochs N] [--lr X] [--batch N]\n"
                    "                  [--lambda X] [--scale S] [--seed N] [--threads N] [--max-positions N]\n"
                    "                  [--buckets N (1-%d, default %d)]\n",
            MAX_BUCKETS, MAX_BUCKETS);
}

static double now_seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static float sigmoid(double x) { return (float)(1 / (1 + exp(-x))); }

/* ---- random numbers (splitmix64) ---- */

static uint64_t next_random(uint64_t *state)
{
    uint64_t z = (*state += 0x9e3779b97f4a7c15u);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

/* Uniform in [-limit, limit). */
static float random_uniform(uint64_t *state, float limit)
{
    return ((float)(next_random(state) >> 40) * (1.0f / 16777216.0f) * 2 - 1) * limit;
}

static uint32_t random_below(uint64_t *state, uint32_t n)
{
    return (uint32_t)(((next_random(state) >> 32) * n) >> 32);
}

static void shuffle(uint32_t *items, size_t count, uint64_t *state)
{
    for (size_t i = count; i > 1; i--) {
        size_t j = random_below(state, (uint32_t)i);
        uint32_t t = items[i - 1];
        items[i - 1] = items[j];
        items[j] = t;
    }
}

/* ---- arguments ---- */

static bool parse_int(const char *text, long min, long max, long *out)
{
    char *end;
    long v = strtol(text, &end, 10);
    if (end == text || *end || v < min || v > max)
        return false;
    *out = v;
    return true;
}

static bool parse_double(const char *text, double min, double max, double *out)
{
    char *end;
    double v = strtod(text, &end);
    if (end == text || *end || !(v >= min && v <= max))
        return false;
    *out = v;
    return true;
}

static bool parse_option(const char *name, const char *value, Options *o)
{
    long n;
    if (!strcmp(name, "--epochs") && parse_int(value, 1, 1000000, &n))
        o->epochs = (int)n;
    else if (!strcmp(name, "--batch") && parse_int(value, 1, 1 << 24, &n))
        o->batch = (int)n;
    else if (!strcmp(name, "--threads") && parse_int(value, 1, MAX_THREADS, &n))
        o->threads = (int)n;
    else if (!strcmp(name, "--seed") && parse_int(value, 0, LONG_MAX, &n))
        o->seed = (uint64_t)n;
    else if (!strcmp(name, "--max-positions") && parse_int(value, 1, LONG_MAX, &n))
        o->max_positions = n;
    else if (!strcmp(name, "--buckets") && parse_int(value, 1, MAX_BUCKETS, &n))
        o->buckets = (int)n;
    else if (!strcmp(name, "--lr") && parse_double(value, 1e-9, 10, &o->lr))
        ;
    else if (!strcmp(name, "--lambda") && parse_double(value, 0, 1, &o->lambda))
        ;
    else if (!strcmp(name, "--scale") && parse_double(value, 1, 100000, &o->scale))
        ;
    else
        return false;
    return true;
}

/* The three positional arguments into paths[], the options into o. */
static bool parse_arguments(int argc, char **argv, const char *paths[3], Options *o)
{
    *o = (Options){.epochs = 10, .batch = 16384, .threads = 2, .buckets = MAX_BUCKETS, .lr = 0.001, .lambda = 0.75,
                   .seed = 1};
    int positional = 0;
    for (int i = 1; i < argc; i++) {
        if (!strncmp(argv[i], "--", 2)) {
            if (i + 1 == argc || !parse_option(argv[i], argv[i + 1], o)) {
                fprintf(stderr, "nnue_train: bad option %s %s\n", argv[i], i + 1 < argc ? argv[i + 1] : "");
                return false;
            }
            i++;
        } else if (positional < 3) {
            paths[positional++] = argv[i];
        } else {
            fprintf(stderr, "nnue_train: unexpected argument %s\n", argv[i]);
            return false;
        }
    }
    return positional == 3;
}

static bool is_chess_family(const Game *game)
{
    return !strcmp(game->name, "chess") || !strcmp(game->name, "hammer") || !strcmp(game->name, "halfcourt");
}

/* Checked before the training, not to lose it to a bad path; an existing
 * net is left as it is until the new one is written. */
static bool can_write(const char *path)
{
    FILE *existing = fopen(path, "rb");
    if (existing)
        fclose(existing);
    FILE *f = fopen(path, "ab");
    if (!f)
        return false;
    fclose(f);
    if (!existing)
        remove(path);
    return true;
}

/* ---- loading ---- */

static bool reserve(void **items, size_t *capacity, size_t needed, size_t size)
{
    if (needed <= *capacity)
        return true;
    size_t wanted = *capacity ? *capacity * 2 : 1 << 16;
    while (wanted < needed)
        wanted *= 2;
    void *bigger = realloc(*items, wanted * size);
    if (!bigger)
        return false;
    *items = bigger;
    *capacity = wanted;
    return true;
}

static void build_mirror_table(Data *d, const ChessVariant *v)
{
    for (int colour = 0; colour < 2; colour++)
        for (int type = PAWN; type <= KING; type++)
            for (int sq = 0; sq < 64; sq++)
                d->black_input[chess_net_input(v, WHITE, colour, type, sq)] =
                    (uint16_t)chess_net_input(v, BLACK, colour, type, sq);
}

static bool add_sample(Data *d, const ChessPosition *p, float result, int score)
{
    int count = 0;
    for (Bitboard b = occupied(p); b; b &= b - 1)
        count++;
    if (d->input_count + (size_t)count > UINT32_MAX)
        return false;
    if (!reserve((void **)&d->samples, &d->sample_capacity, d->sample_count + 1, sizeof *d->samples) ||
        !reserve((void **)&d->inputs, &d->input_capacity, d->input_count + (size_t)count, sizeof *d->inputs))
        return false;
    d->samples[d->sample_count++] = (Sample){.first = (uint32_t)d->input_count,
                                             .score = (int16_t)score,
                                             .count = (uint8_t)count,
                                             .side = p->side,
                                             .result = result};
    for (Bitboard b = occupied(p); b; b &= b - 1) {
        int sq = bb_first(b);
        uint8_t piece = p->board[sq];
        d->inputs[d->input_count++] =
            (uint16_t)chess_net_input(p->variant, WHITE, piece_colour(piece), piece_type(piece), sq);
    }
    return true;
}

/* Splits "<FEN> ; <result> ; <score>" in place; false for a line without a
 * score, or with a result or score that does not read. */
static bool split_line(char *line, float *result, long *score)
{
    char *first = strchr(line, ';');
    char *second = first ? strchr(first + 1, ';') : NULL;
    if (!second)
        return false;
    char *end;
    double r = strtod(first + 1, &end);
    if (end == first + 1 || (r != 0 && r != 0.5 && r != 1))
        return false;
    *score = strtol(second + 1, &end, 10);
    if (end == second + 1)
        return false;
    *result = (float)r;
    while (first > line && (first[-1] == ' ' || first[-1] == '\t'))
        first--;
    *first = '\0';
    return true;
}

typedef struct {
    long lines, no_score, mates, unreadable; /* no_score: no result and score that read */
} LoadCounts;

static bool load(const Game *game, const char *path, long max_positions, Data *d)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        fprintf(stderr, "nnue_train: cannot read %s\n", path);
        return false;
    }
    char line[1024], error[GAME_ERROR_MAX];
    _Alignas(16) unsigned char pos[4096];
    LoadCounts n = {0};
    const ChessVariant *variant = NULL;
    double start = now_seconds();
    while ((!max_positions || (long)d->sample_count < max_positions) && fgets(line, sizeof line, f)) {
        if (++n.lines % 1000000 == 0)
            fprintf(stderr, "nnue_train: %ld lines read, %zu positions kept (%.0f s)\n", n.lines, d->sample_count,
                    now_seconds() - start);
        float result;
        long score;
        if (!split_line(line, &result, &score)) {
            n.no_score++;
            continue;
        }
        if (labs(score) > MATE_SCORE_LIMIT) {
            n.mates++;
            continue;
        }
        if (!game->set_text(pos, line, error)) {
            if (n.unreadable++ < 5)
                fprintf(stderr, "nnue_train: skipped '%s': %s\n", line, error);
            continue;
        }
        const ChessPosition *p = (const ChessPosition *)pos;
        if (!variant) {
            variant = p->variant;
            build_mirror_table(d, variant);
        }
        if (!add_sample(d, p, result, (int)score)) {
            fprintf(stderr, "nnue_train: out of memory after %zu positions\n", d->sample_count);
            fclose(f);
            return false;
        }
    }
    bool read_error = ferror(f);
    fclose(f);
    fprintf(stderr,
            "nnue_train: %ld lines, %zu positions (%.1f MB); skipped %ld without a score, %ld mate scores, %ld "
            "unreadable; %.1f s\n",
            n.lines, d->sample_count,
            (double)(d->sample_count * sizeof *d->samples + d->input_count * sizeof *d->inputs) / 1e6,
            n.no_score, n.mates, n.unreadable, now_seconds() - start);
    if (read_error || d->sample_count < VALIDATION_EVERY) {
        fprintf(stderr, "nnue_train: %s\n", read_error ? "read error" : "too few positions to train on");
        return false;
    }
    return true;
}

/* ---- the scale ---- */

static double result_error_at_scale(const Data *d, double scale)
{
    double sum = 0;
    for (size_t i = 0; i < d->sample_count; i++) {
        double e = sigmoid(d->samples[i].score / scale) - d->samples[i].result;
        sum += e * e;
    }
    return sum / (double)d->sample_count;
}

/* The scale that maps the scores to the results best (golden section). */
static double fit_scale(const Data *d)
{
    const double g = (sqrt(5) - 1) / 2;
    double lo = 50, hi = 1000;
    double a = hi - g * (hi - lo), b = lo + g * (hi - lo);
    double ea = result_error_at_scale(d, a), eb = result_error_at_scale(d, b);
    while (hi - lo > 0.1) {
        if (ea < eb) {
            hi = b, b = a, eb = ea;
            a = hi - g * (hi - lo);
            ea = result_error_at_scale(d, a);
        } else {
            lo = a, a = b, ea = eb;
            b = lo + g * (hi - lo);
            eb = result_error_at_scale(d, b);
        }
    }
    return (lo + hi) / 2;
}

static bool compute_targets(Data *d, double scale, double lambda)
{
    d->target = malloc(d->sample_count * sizeof *d->target);
    if (!d->target)
        return false;
    for (size_t i = 0; i < d->sample_count; i++) {
        const Sample *s = &d->samples[i];
        float t = (float)(lambda * sigmoid(s->score / scale) + (1 - lambda) * s->result);
        d->target[i] = s->side == WHITE ? t : 1 - t;
    }
    return true;
}

/* ---- the float net ---- */

static void init_params(float *params, uint64_t seed)
{
    uint64_t state = seed;
    for (int i = 0; i < INPUTS * HIDDEN; i++)
        params[W1_AT + i] = random_uniform(&state, 0.17f);
    for (int j = 0; j < HIDDEN; j++)
        params[B1_AT + j] = 0;
    /* Bucket 0 first: one bucket draws what the first nets drew. */
    for (int j = 0; j < MAX_BUCKETS * 2 * HIDDEN; j++)
        params[W2_AT + j] = random_uniform(&state, 0.0625f);
    for (int b = 0; b < MAX_BUCKETS; b++)
        params[B2_AT + b] = 0;
}

/* The accumulator of one side: the bias plus its inputs' rows. */
static void accumulate(const float *params, const Data *d, const Sample *s, int perspective, float *acc)
{
    memcpy(acc, params + B1_AT, HIDDEN * sizeof *acc);
    for (int i = 0; i < s->count; i++) {
        int input = d->inputs[s->first + i];
        if (perspective == BLACK)
            input = d->black_input[input];
        const float *row = params + W1_AT + input * HIDDEN;
        for (int j = 0; j < HIDDEN; j++)
            acc[j] += row[j];
    }
}

static float clipped(float x) { return x < 0 ? 0 : x > 1 ? 1 : x; }

static int bucket_of(const Data *d, const Sample *s) { return chess_net_bucket(s->count, d->buckets); }

/* The output o for a sample; acc[0] is the side to move's accumulator. */
static float forward(const float *params, const Data *d, const Sample *s, float acc[2][HIDDEN])
{
    int bucket = bucket_of(d, s);
    accumulate(params, d, s, s->side, acc[0]);
    accumulate(params, d, s, s->side ^ 1, acc[1]);
    /* Eight running sums, not one: a float sum in one order does not vectorize. */
    float sums[8] = {0};
    for (int half = 0; half < 2; half++) {
        const float *w2 = params + W2_AT + (bucket * 2 + half) * HIDDEN;
        for (int j = 0; j < HIDDEN; j += 8)
            for (int lane = 0; lane < 8; lane++)
                sums[lane] += clipped(acc[half][j + lane]) * w2[j + lane];
    }
    float o = params[B2_AT + bucket];
    for (int lane = 0; lane < 8; lane++)
        o += sums[lane];
    return o;
}

/* Adds d(loss)/d(params) for one sample to grad, given d(loss)/d(o). */
static void backward(const float *params, const Data *d, const Sample *s, float acc[2][HIDDEN], float d_out,
                     float *grad)
{
    int bucket = bucket_of(d, s);
    grad[B2_AT + bucket] += d_out;
    for (int half = 0; half < 2; half++) {
        const float *w2 = params + W2_AT + (bucket * 2 + half) * HIDDEN;
        float *g2 = grad + W2_AT + (bucket * 2 + half) * HIDDEN;
        float d_acc[HIDDEN];
        for (int j = 0; j < HIDDEN; j++) {
            float a = acc[half][j];
            g2[j] += d_out * clipped(a);
            d_acc[j] = a > 0 && a < 1 ? d_out * w2[j] : 0;
            grad[B1_AT + j] += d_acc[j];
        }
        int perspective = half == 0 ? s->side : s->side ^ 1;
        for (int i = 0; i < s->count; i++) {
            int input = d->inputs[s->first + i];
            if (perspective == BLACK)
                input = d->black_input[input];
            float *row = grad + W1_AT + input * HIDDEN;
            for (int j = 0; j < HIDDEN; j++)
                row[j] += d_acc[j];
        }
    }
}

static void *train_share(void *arg)
{
    Worker *w = arg;
    const Trainer *t = w->trainer;
    float acc[2][HIDDEN];
    double loss = 0; /* summed here: the workers' own fields share a cache line */
    for (size_t k = 0; k < w->count; k++) {
        uint32_t i = w->order[k];
        const Sample *s = &t->data->samples[i];
        float p = sigmoid(forward(t->params, t->data, s, acc));
        float e = p - t->data->target[i];
        loss += (double)e * e;
        backward(t->params, t->data, s, acc, 2 * e * p * (1 - p) * t->grad_scale, w->grad);
    }
    w->loss = loss;
    return NULL;
}

static void *loss_share(void *arg)
{
    Worker *w = arg;
    const Trainer *t = w->trainer;
    float acc[2][HIDDEN];
    double loss = 0;
    for (size_t k = 0; k < w->count; k++) {
        uint32_t i = w->order[k];
        float e = sigmoid(forward(t->params, t->data, &t->data->samples[i], acc)) - t->data->target[i];
        loss += (double)e * e;
    }
    w->loss = loss;
    return NULL;
}

/* Runs work over order[0 .. count) split in contiguous shares, the first on
 * this thread; returns the sum of the shares' losses. */
static double run_shared(Trainer *t, void *(*work)(void *), const uint32_t *order, size_t count)
{
    pthread_t ids[MAX_THREADS];
    size_t done = 0;
    for (int k = 0; k < t->threads; k++) {
        Worker *w = &t->workers[k];
        size_t share = count / (size_t)t->threads + ((size_t)k < count % (size_t)t->threads);
        w->order = order + done;
        w->count = share;
        done += share;
        if (k > 0 && pthread_create(&ids[k], NULL, work, w) != 0) {
            fprintf(stderr, "nnue_train: cannot start a thread\n");
            exit(1);
        }
    }
    work(&t->workers[0]);
    double loss = t->workers[0].loss;
    for (int k = 1; k < t->threads; k++) {
        pthread_join(ids[k], NULL);
        loss += t->workers[k].loss;
    }
    return loss;
}

static float limit_of(int param)
{
    return param < W2_AT ? INPUT_LAYER_LIMIT : OUTPUT_LAYER_LIMIT;
}

/* Sums the threads' gradients into the first, takes one Adam step with it
 * and clears them all. */
static void adam_step(Trainer *t, double lr, long step)
{
    const double beta1 = 0.9, beta2 = 0.999, eps = 1e-8;
    float *grad = t->workers[0].grad;
    for (int k = 1; k < t->threads; k++) {
        float *other = t->workers[k].grad;
        for (int i = 0; i < PARAM_COUNT; i++)
            grad[i] += other[i];
        memset(other, 0, PARAM_COUNT * sizeof *other);
    }
    float step_size = (float)(lr * sqrt(1 - pow(beta2, (double)step)) / (1 - pow(beta1, (double)step)));
    float b1 = (float)beta1, b2 = (float)beta2;
    for (int i = 0; i < PARAM_COUNT; i++) {
        float g = grad[i];
        t->adam_m[i] = b1 * t->adam_m[i] + (1 - b1) * g;
        t->adam_v[i] = b2 * t->adam_v[i] + (1 - b2) * g * g;
        float p = t->params[i] - step_size * t->adam_m[i] / (sqrtf(t->adam_v[i]) + (float)eps);
        float limit = limit_of(i);
        t->params[i] = p < -limit ? -limit : p > limit ? limit : p;
    }
    memset(grad, 0, PARAM_COUNT * sizeof *grad);
}

/* Step decay: x0.3 from 70% of the training, x0.09 from 90%. */
static double learning_rate(double base, double progress)
{
    return progress < 0.7 ? base : progress < 0.9 ? base * 0.3 : base * 0.09;
}

/* Neighbouring positions come from the same game, with the same result and
 * nearly the same score: a held-out position whose neighbours are trained
 * on measures memory. So whole runs of positions (several games each) are
 * held out, every VALIDATION_EVERY-th run; a short file gets shorter runs. */
static size_t validation_run_length(size_t count)
{
    size_t run = 1024;
    while (run > 1 && count / run < 4 * VALIDATION_EVERY)
        run /= 2;
    return run;
}

static void split_validation(size_t count, Split *split)
{
    size_t run = validation_run_length(count);
    split->valid_count = 0;
    for (size_t i = 0; i < count; i++)
        split->valid_count += i / run % VALIDATION_EVERY == VALIDATION_EVERY - 1;
    split->train_count = count - split->valid_count;
    split->train = malloc(split->train_count * sizeof *split->train);
    split->valid = malloc(split->valid_count * sizeof *split->valid);
    if (!split->train || !split->valid) {
        fprintf(stderr, "nnue_train: out of memory\n");
        exit(1);
    }
    size_t nt = 0, nv = 0;
    for (size_t i = 0; i < count; i++) {
        if (i / run % VALIDATION_EVERY == VALIDATION_EVERY - 1)
            split->valid[nv++] = (uint32_t)i;
        else
            split->train[nt++] = (uint32_t)i;
    }
}

static void train(Trainer *t, const Options *o, Split *split)
{
    uint32_t *train_set = split->train;
    const uint32_t *valid_set = split->valid;
    size_t train_count = split->train_count, valid_count = split->valid_count;
    uint64_t shuffle_state = o->seed ^ 0x5851f42d4c957f2du;
    size_t batches = (train_count + (size_t)o->batch - 1) / (size_t)o->batch;
    long step = 0;
    double start = now_seconds();
    double initial_loss = run_shared(t, loss_share, valid_set, valid_count) / (double)valid_count;
    fprintf(stderr, "epoch 0: validation loss %.6f\n", initial_loss);
    for (int epoch = 0; epoch < o->epochs; epoch++) {
        double epoch_start = now_seconds(), train_loss = 0, lr = 0;
        shuffle(train_set, train_count, &shuffle_state);
        for (size_t b = 0; b < batches; b++) {
            size_t first = b * (size_t)o->batch;
            size_t count = first + (size_t)o->batch <= train_count ? (size_t)o->batch : train_count - first;
            lr = learning_rate(o->lr, (epoch + (double)b / (double)batches) / o->epochs);
            t->grad_scale = 1.0f / (float)count;
            train_loss += run_shared(t, train_share, train_set + first, count);
            adam_step(t, lr, ++step);
        }
        double train_seconds = now_seconds() - epoch_start;
        double valid_loss = run_shared(t, loss_share, valid_set, valid_count) / (double)valid_count;
        fprintf(stderr, "epoch %d: lr %.2g, train loss %.6f, validation loss %.6f, %.0f positions/s, %.0f s\n",
                epoch + 1, lr, train_loss / (double)train_count, valid_loss, (double)train_count / train_seconds,
                now_seconds() - start);
    }
}

/* ---- the quantized net and its file ---- */

typedef struct {
    int16_t w1[INPUTS][HIDDEN], b1[HIDDEN], w2[MAX_BUCKETS][2][HIDDEN];
    int32_t b2[MAX_BUCKETS], scale, buckets;
} QuantizedNet;

static int32_t to_int32(double x) { return (int32_t)(x < INT32_MIN ? INT32_MIN : x > INT32_MAX ? INT32_MAX : x); }

static int16_t to_int16(double x)
{
    long v = lround(x);
    return (int16_t)(v < INT16_MIN ? INT16_MIN : v > INT16_MAX ? INT16_MAX : v);
}

static void quantize(const float *params, double scale, int buckets, QuantizedNet *q)
{
    for (int i = 0; i < INPUTS; i++)
        for (int j = 0; j < HIDDEN; j++)
            q->w1[i][j] = to_int16(params[W1_AT + i * HIDDEN + j] * CHESS_NET_QA);
    for (int j = 0; j < HIDDEN; j++)
        q->b1[j] = to_int16(params[B1_AT + j] * CHESS_NET_QA);
    for (int b = 0; b < buckets; b++) {
        for (int half = 0; half < 2; half++)
            for (int j = 0; j < HIDDEN; j++)
                q->w2[b][half][j] = to_int16(params[W2_AT + (b * 2 + half) * HIDDEN + j] * CHESS_NET_QB);
        q->b2[b] = to_int32(round((double)params[B2_AT + b] * CHESS_NET_QA * CHESS_NET_QB));
    }
    q->scale = (int32_t)lround(scale);
    q->buckets = buckets;
}

static unsigned char *put_int16(unsigned char *at, int16_t v)
{
    uint16_t u = (uint16_t)v;
    *at++ = (unsigned char)(u & 0xff);
    *at++ = (unsigned char)(u >> 8);
    return at;
}

static unsigned char *put_int32(unsigned char *at, int32_t v)
{
    uint32_t u = (uint32_t)v;
    for (int shift = 0; shift < 32; shift += 8)
        *at++ = (unsigned char)(u >> shift & 0xff);
    return at;
}

static bool write_net(const QuantizedNet *q, const char *path)
{
    static unsigned char bytes[CHESS_NET_MAX_FILE_SIZE];
    const long size = CHESS_NET_FILE_SIZE(q->buckets);
    unsigned char *at = bytes;
    memcpy(at, CHESS_NET_MAGIC, 8);
    at = put_int32(at + 8, HIDDEN);
    at = put_int32(at, q->scale);
    at = put_int32(at, q->buckets);
    for (int i = 0; i < INPUTS; i++)
        for (int j = 0; j < HIDDEN; j++)
            at = put_int16(at, q->w1[i][j]);
    for (int j = 0; j < HIDDEN; j++)
        at = put_int16(at, q->b1[j]);
    for (int b = 0; b < q->buckets; b++)
        for (int half = 0; half < 2; half++)
            for (int j = 0; j < HIDDEN; j++)
                at = put_int16(at, q->w2[b][half][j]);
    for (int b = 0; b < q->buckets; b++)
        at = put_int32(at, q->b2[b]);
    if (at - bytes != size) {
        fprintf(stderr, "nnue_train: wrote %ld bytes, %ld expected\n", (long)(at - bytes), size);
        return false;
    }
    FILE *f = fopen(path, "wb");
    bool ok = f && fwrite(bytes, 1, (size_t)size, f) == (size_t)size;
    if (f && fclose(f) != 0)
        ok = false;
    if (!ok)
        fprintf(stderr, "nnue_train: cannot write %s\n", path);
    return ok;
}

/* The quantized net's output before the scaling: o x QA x QB. */
static int64_t quantized_output(const QuantizedNet *q, const Data *d, const Sample *s)
{
    int bucket = bucket_of(d, s);
    int64_t sum = q->b2[bucket];
    for (int half = 0; half < 2; half++) {
        int perspective = half == 0 ? s->side : s->side ^ 1;
        int16_t acc[HIDDEN]; /* int16 as in the engine: the clipping keeps it from wrapping */
        memcpy(acc, q->b1, sizeof acc);
        for (int i = 0; i < s->count; i++) {
            int input = d->inputs[s->first + i];
            if (perspective == BLACK)
                input = d->black_input[input];
            for (int j = 0; j < HIDDEN; j++)
                acc[j] = (int16_t)(acc[j] + q->w1[input][j]);
        }
        for (int j = 0; j < HIDDEN; j++)
            sum += (int64_t)(acc[j] < 0 ? 0 : acc[j] > CHESS_NET_QA ? CHESS_NET_QA : acc[j]) * q->w2[bucket][half][j];
    }
    return sum;
}

/* The score the engine computes from the quantized net (nnue.c), in
 * centipawns from the side to move's view. */
static long quantized_score(const QuantizedNet *q, const Data *d, const Sample *s)
{
    return (long)(quantized_output(q, d, s) * q->scale / (CHESS_NET_QA * CHESS_NET_QB));
}

#define BIAS_CORRECTION_SAMPLES 200000

/* Rounding the output weights to steps of 1/QB shifts the output by the sum
 * of each step's error times its unit's mean activation: with QB 64 and
 * some 200 units active, a constant of 10-20 cp, far more than the
 * position-to-position part. Each bucket's output bias, in much finer
 * steps, takes that constant back, measured on (a sample of) the training
 * positions of the bucket. */
static void correct_output_bias(const float *params, const Data *d, const Split *split, QuantizedNet *q)
{
    size_t stride = split->train_count / BIAS_CORRECTION_SAMPLES + 1, n[MAX_BUCKETS] = {0};
    double sum[MAX_BUCKETS] = {0};
    float acc[2][HIDDEN];
    for (size_t k = 0; k < split->train_count; k += stride) {
        const Sample *s = &d->samples[split->train[k]];
        int b = bucket_of(d, s);
        sum[b] += (double)forward(params, d, s, acc) * CHESS_NET_QA * CHESS_NET_QB - (double)quantized_output(q, d, s);
        n[b]++;
    }
    for (int b = 0; b < q->buckets; b++) {
        double shift = n[b] ? round(sum[b] / (double)n[b]) : 0;
        q->b2[b] = to_int32((double)q->b2[b] + shift);
        fprintf(stderr, "quantization: bucket %d's output bias moved by %.1f cp (%zu samples)\n", b,
                shift * q->scale / (CHESS_NET_QA * CHESS_NET_QB), n[b]);
    }
}

static void report_quantization_error(const float *params, double scale, const QuantizedNet *q, const Data *d,
                                      const uint32_t *valid_set, size_t valid_count)
{
    double sum = 0, worst = 0;
    float acc[2][HIDDEN];
    for (size_t k = 0; k < valid_count; k++) {
        const Sample *s = &d->samples[valid_set[k]];
        double diff = fabs(forward(params, d, s, acc) * scale - (double)quantized_score(q, d, s));
        sum += diff;
        worst = diff > worst ? diff : worst;
    }
    fprintf(stderr, "quantization: float v integer score differ by %.2f cp on average, %.1f at most (%zu positions)\n",
            sum / (double)valid_count, worst, valid_count);
}

int main(int argc, char **argv)
{
    const char *paths[3];
    Options o;
    if (!parse_arguments(argc, argv, paths, &o)) {
        usage();
        return 2;
    }
    const Game *game = game_find(paths[0]);
    if (!game || !is_chess_family(game)) {
        fprintf(stderr, "nnue_train: %s is not a chess-family game (chess, hammer, halfcourt)\n", paths[0]);
        return 2;
    }
    if (!can_write(paths[2])) {
        fprintf(stderr, "nnue_train: cannot write %s\n", paths[2]);
        return 2;
    }
    static Data data;
    data.buckets = o.buckets;
    if (!load(game, paths[1], o.max_positions, &data))
        return 2;
    double scale = o.scale;
    if (scale == 0) {
        scale = fit_scale(&data);
        fprintf(stderr, "scale: %.1f cp per output unit fits the results best (error %.6f)\n", scale,
                result_error_at_scale(&data, scale));
    }
    if (!compute_targets(&data, scale, o.lambda)) {
        fprintf(stderr, "nnue_train: out of memory\n");
        return 1;
    }
    /* Like the data and the trainer, kept until the process ends. */
    static Split split;
    split_validation(data.sample_count, &split);

    static Trainer t;
    t.data = &data;
    t.threads = o.threads;
    t.params = calloc(PARAM_COUNT, sizeof *t.params);
    t.adam_m = calloc(PARAM_COUNT, sizeof *t.adam_m);
    t.adam_v = calloc(PARAM_COUNT, sizeof *t.adam_v);
    bool allocated = t.params && t.adam_m && t.adam_v;
    for (int k = 0; k < t.threads; k++) {
        t.workers[k].trainer = &t;
        t.workers[k].grad = calloc(PARAM_COUNT, sizeof *t.workers[k].grad);
        allocated = allocated && t.workers[k].grad;
    }
    if (!allocated) {
        fprintf(stderr, "nnue_train: out of memory\n");
        return 1;
    }
    init_params(t.params, o.seed);
    fprintf(stderr, "training on %zu positions, validating on %zu: %d epochs, batch %d, lr %g, lambda %g, %d threads\n",
            split.train_count, split.valid_count, o.epochs, o.batch, o.lr, o.lambda, o.threads);
    train(&t, &o, &split);

    static QuantizedNet q;
    quantize(t.params, scale, o.buckets, &q);
    correct_output_bias(t.params, &data, &split, &q);
    if (!write_net(&q, paths[2]))
        return 1;
    fprintf(stderr, "wrote %s (%d bytes, scale %d, %d buckets)\n", paths[2], CHESS_NET_FILE_SIZE(q.buckets), q.scale,
            q.buckets);
    report_quantization_error(t.params, scale, &q, &data, split.valid, split.valid_count);
    return 0;
}
