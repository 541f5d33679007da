#define _POSIX_C_SOURCE 200809L /* clock_gettime */
/*
 * Trains a net (the layout and file of engine/nnue.h) for the chess family
 * (chess, hammer, halfcourt: the inputs of movegen/chess/nnue.h), for
 * Joust Chess (movegen/joust/nnue.h) or for Ice Hockey Chess
 * (movegen/icehockey/nnue.h) on self-play positions "<position> ;
 * <result> ; <score>": the position in the game's text form (FEN for the
 * chess family), the result (1, 0.5, 0) and the search's score in centipawns
 * both from White's view. The net predicts the side to move's expected
 * result sigmoid(o); its target mixes the score, turned into an expected
 * result by the scale S (centipawns per output unit, fitted to the results
 * unless given), with the game's result:
 * lambda * sigmoid(score / S) + (1 - lambda) * result. Ice Hockey's net
 * leaves the goals to the engine (the game's settled_score): its score is
 * the search's less the goal difference's worth, and its result, where
 * the line ends in " ; <the goals' worth at the game's end>", that of the
 * rest of the game: won, drawn or lost by the goals still to come (lines
 * without it keep the game's result, which the goals already scored
 * decide: train on those with lambda 1 and a scale given). The loss is the mean
 * squared error, minimised with Adam over shuffled mini-batches, each batch
 * split over the threads; the learning rate drops x0.3 at 70% and at 90% of
 * the training. One run of consecutive positions in 50 is held out for
 * validation. The float net is then quantized (its output bias taking back
 * the mean effect of rounding the output weights) and written, and the
 * centipawns the quantization costs are measured on the held-out positions.
 * The output has a weight set per bucket (--buckets): of piece counts (see
 * net_bucket), for Ice Hockey of plies left in the period; with one bucket
 * the parameters start, and so end, as those of the first nets, which had
 * no buckets. The chess family's rules are the same with the board's files
 * turned over (a <-> h): chess's and Hammer's once no castling right is
 * left, Half-Court's always (its king castles toward its rook, whichever
 * side that is). --flip-files adds each such position's twin so turned,
 * which doubles those positions for free. --hidden sets the hidden units
 * (128 unless given; a multiple of NET_HIDDEN_STEP up to NET_MAX_HIDDEN).
 * --king-buckets 2 or 4 gives a chess family net that many sets of inputs,
 * each side's chosen by its own king's square (movegen/chess/nnue.h),
 * trained factorised (see layout).
 * --activation squared squares each hidden unit's clipped value
 * (engine/nnue.h's NET_SQUARED, a FONNUE04 file); clipped, the default,
 * leaves it as it is.
 * --init NET starts from that net's weights instead of random ones (to go on
 * training a net on new positions): its layout (hidden units, buckets,
 * king buckets and activation) is kept, options that name another are
 * refused, and so is its scale unless --scale is given.
 * usage: nnue_train <game> <data file> <out.nnue> [--epochs N] [--lr X]
 *        [--batch N] [--lambda X] [--scale S] [--seed N] [--threads N]
 *        [--max-positions N] [--buckets N] [--hidden N] [--flip-files]
 *        [--king-buckets N] [--activation clipped|squared] [--init NET]
 * game: chess, hammer, halfcourt, joust or icehockey
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
#include "engine/nnue.h"
#include "movegen/chess/nnue.h" /* CHESS_NET_INPUTS, chess_net_input: the rest is engine/nnue.h's */
#include "movegen/icehockey/nnue.h"
#include "movegen/joust/nnue.h"

#define MAX_BUCKETS NET_MAX_BUCKETS

/* What a family adds to the net: its inputs, its output buckets and the
 * part of the score it leaves to the hand. */
typedef struct {
    int inputs;
    /* How many inputs the position has (one per piece, and Ice Hockey's
     * puck). */
    int (*count)(const void *pos);
    /* White's inputs of the position, into out[0 .. count). */
    void (*white_inputs)(const void *pos, uint16_t *out);
    /* black_input[White's input] = Black's input of the same piece; pos is
     * any position of the game (a chess variant's ranks turn the board over). */
    void (*mirror)(const void *pos, uint16_t *black_input);
    int (*bucket)(const void *pos, int buckets);
    /* For --flip-files and king buckets (NULL: the family has neither):
     * turned[input] = the input of the same piece, seen from either side,
     * with the files turned over (a <-> h), and whether pos's twin so
     * turned is worth the same. */
    void (*flip_table)(const void *pos, uint16_t *turned);
    bool (*flippable)(const void *pos);
    /* The king view (chess_net_king_view) of perspective's side in pos, or
     * with turned in its twin with the files turned over. */
    int (*king_view)(const void *pos, int perspective, bool turned, int king_buckets);
} Family;

/* Where each parameter lives in one flat array, so that Adam, the clipping
 * and the gradient sums are single loops. Set in main, from the family's
 * count of inputs. With king buckets the input layer is factorised: an
 * input's weights are its bucket's row plus a row every bucket shares,
 * which learns from all the positions what the buckets have in common
 * (each bucket alone sees a part of them); the file holds their sums. */
static struct {
    int inputs;     /* rows of w1: the family's inputs x king buckets */
    int set_inputs; /* the family's inputs */
    int hidden;
    int activation; /* NET_CLIPPED or NET_SQUARED */
    int w1;     /* [inputs][hidden] */
    int shared; /* [set_inputs][hidden] with king buckets, else none */
    int b1;     /* [hidden] */
    int w2;     /* [MAX_BUCKETS][2][hidden], [b][0] the side to move's */
    int b2;     /* [MAX_BUCKETS] */
    int count;  /* of all the parameters */
} layout;

static void set_layout(int set_inputs, int king_buckets, int hidden, int activation)
{
    layout.inputs = set_inputs * king_buckets;
    layout.set_inputs = set_inputs;
    layout.hidden = hidden;
    layout.activation = activation;
    layout.w1 = 0;
    layout.shared = layout.w1 + layout.inputs * hidden;
    layout.b1 = layout.shared + (king_buckets > 1 ? set_inputs * hidden : 0);
    layout.w2 = layout.b1 + layout.hidden;
    layout.b2 = layout.w2 + MAX_BUCKETS * 2 * layout.hidden;
    layout.count = layout.b2 + MAX_BUCKETS;
}

/* Whether the input layer has a shared row (king buckets, factorised). */
static bool layout_factorised(void) { return layout.shared < layout.b1; }
static float limit_of(int param);

/* The quantized net's accumulator must stay inside int16 with 32 pieces:
 * 33 * 1.98 * 255 < 32767. */
#define INPUT_LAYER_LIMIT 1.98f
/* And the output weights inside int16 once quantized (125 for QB 256). */
#define OUTPUT_LAYER_LIMIT (32000.0f / NET_QB)
#define MATE_SCORE_LIMIT 10000
#define VALIDATION_EVERY 50
#define MAX_THREADS 64
#define DEFAULT_HIDDEN 128

typedef struct {
    int epochs, batch, threads;
    int buckets, hidden, king_buckets, activation; /* 0 until given: the defaults, or --init's net's */
    double lr, lambda, scale;          /* scale 0: fit it (or --init's net's) */
    const char *init;                  /* --init's net file, or NULL */
    uint64_t seed;
    long max_positions; /* 0: all */
    bool flip_files;    /* each flippable position also turned over (files a <-> h) */
} Options;

/* One position: its inputs are inputs[first .. first + count) of the pool,
 * as White's inputs without king buckets (Black's come from the mirror
 * table, each side's king bucket and turn from king_view). */
typedef struct {
    uint32_t first;
    int16_t score; /* White's view, centipawns, less the settled score */
    uint8_t count;
    uint8_t side;
    uint8_t bucket;
    uint8_t king_view[2]; /* per side, chess_net_king_view's */
    float result;         /* White's view */
} Sample;

typedef struct {
    const Family *family;
    Sample *samples;
    size_t sample_count, sample_capacity;
    uint16_t *inputs;
    size_t input_count, input_capacity;
    uint16_t *black_input; /* [family->inputs]: White's input of a piece -> Black's */
    uint16_t *turned;      /* [family->inputs] for --flip-files and king buckets (Family's flip_table), else NULL */
    bool flip_twins;       /* --flip-files */
    float *target;         /* per sample, the side to move's view */
    int buckets;           /* of the output */
    int king_buckets;
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
    float *grad; /* layout.count, summed over its samples */
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
                    "                  [--buckets N (1-%d, default %d)] [--hidden N (a multiple of %d up to %d, "
                    "default %d)]\n"
                    "                  [--flip-files] [--king-buckets N (1, 2 or 4)] [--activation clipped|squared]\n"
                    "                  [--init NET]\n"
                    "game: chess, hammer, halfcourt, joust or icehockey (--flip-files, --king-buckets: not joust, "
                    "icehockey)\n",
            MAX_BUCKETS, MAX_BUCKETS, NET_HIDDEN_STEP, NET_MAX_HIDDEN, DEFAULT_HIDDEN);
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
    else if (!strcmp(name, "--king-buckets") && parse_int(value, 1, NET_MAX_KING_BUCKETS, &n) && n != 3)
        o->king_buckets = (int)n;
    else if (!strcmp(name, "--hidden") && parse_int(value, NET_HIDDEN_STEP, NET_MAX_HIDDEN, &n) &&
             n % NET_HIDDEN_STEP == 0)
        o->hidden = (int)n;
    else if (!strcmp(name, "--activation") && (!strcmp(value, "clipped") || !strcmp(value, "squared")))
        o->activation = !strcmp(value, "squared") ? NET_SQUARED : NET_CLIPPED;
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
    *o = (Options){.epochs = 10, .batch = 16384, .threads = 2, .lr = 0.001, .lambda = 0.75, .seed = 1};
    int positional = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--flip-files"))
            o->flip_files = true;
        else if (!strcmp(argv[i], "--init") && i + 1 < argc)
            o->init = argv[++i];
        else if (!strncmp(argv[i], "--", 2)) {
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

/* ---- the families ---- */

static int chess_pieces(const void *pos) { return bb_count(occupied(pos)); }
static int chess_bucket(const void *pos, int buckets) { return net_bucket(chess_pieces(pos), buckets); }

static void chess_white_inputs(const void *pos, uint16_t *out)
{
    const ChessPosition *p = pos;
    for (Bitboard b = occupied(p); b; b &= b - 1) {
        int sq = bb_first(b);
        uint8_t piece = p->board[sq];
        *out++ = (uint16_t)chess_net_input(p->variant, WHITE, 0, piece_colour(piece), piece_type(piece), sq);
    }
}

/* table[White's input of a piece] = the input of the same piece seen from
 * perspective with the king view view (0, or 1: the files turned over). */
static void chess_input_table(const void *pos, int perspective, int view, uint16_t *table)
{
    const ChessVariant *v = ((const ChessPosition *)pos)->variant;
    for (int colour = 0; colour < 2; colour++)
        for (int type = PAWN; type <= KING; type++)
            for (int sq = 0; sq < 64; sq++)
                table[chess_net_input(v, WHITE, 0, colour, type, sq)] =
                    (uint16_t)chess_net_input(v, perspective, view, colour, type, sq);
}

static void chess_mirror(const void *pos, uint16_t *black_input) { chess_input_table(pos, BLACK, 0, black_input); }
static void chess_flip_table(const void *pos, uint16_t *turned) { chess_input_table(pos, WHITE, 1, turned); }

/* Castling is the one rule that tells the wings apart, and Half-Court's
 * is the same on either. */
static bool chess_flippable(const void *pos)
{
    const ChessPosition *p = pos;
    return p->castling == 0 || p->variant->castling == CASTLING_HALFCOURT;
}

static int chess_king_view(const void *pos, int perspective, bool turned, int king_buckets)
{
    const ChessPosition *p = pos;
    Bitboard king = pieces_of(p, perspective, KING);
    int sq = king ? bb_first(king) : -1;
    if (sq >= 0 && turned)
        sq = chess_turn_file(p->variant, sq);
    return chess_net_king_view(p->variant, perspective, sq, king_buckets);
}

static int joust_pieces(const void *pos) { return __builtin_popcountll(joust_occupied(pos)); }
static int joust_bucket(const void *pos, int buckets) { return net_bucket(joust_pieces(pos), buckets); }

static void joust_white_inputs(const void *pos, uint16_t *out)
{
    const JoustPosition *p = pos;
    for (uint64_t b = joust_occupied(p); b; b &= b - 1) {
        int sq = __builtin_ctzll(b);
        *out++ = (uint16_t)joust_net_input(JOUST_WHITE, p->board[sq], sq);
    }
}

static void joust_mirror(const void *pos, uint16_t *black_input)
{
    (void)pos;
    for (int colour = 0; colour < 2; colour++)
        for (int type = JOUST_PAWN; type <= JOUST_KING; type++)
            for (int orient = 0; orient < JOUST_ORIENT_COUNT[type]; orient++)
                for (int sq = 0; sq < 64; sq++) {
                    JoustPiece piece = joust_piece(colour, type, orient);
                    black_input[joust_net_input(JOUST_WHITE, piece, sq)] =
                        (uint16_t)joust_net_input(JOUST_BLACK, piece, sq);
                }
}

static int icehockey_count(const void *pos)
{
    int inputs[IH_NET_POSITION_INPUTS];
    return ih_net_inputs(IH_WHITE, pos, inputs);
}

static void icehockey_white_inputs(const void *pos, uint16_t *out)
{
    int inputs[IH_NET_POSITION_INPUTS];
    int count = ih_net_inputs(IH_WHITE, pos, inputs);
    for (int i = 0; i < count; i++)
        out[i] = (uint16_t)inputs[i];
}

static void icehockey_mirror(const void *pos, uint16_t *black_input)
{
    (void)pos;
    for (int input = 0; input < IH_NET_INPUTS; input++)
        black_input[input] = (uint16_t)ih_net_black_input(input);
}

static int icehockey_bucket(const void *pos, int buckets) { return ih_net_bucket(pos, buckets); }

static const Family CHESS_FAMILY = {.inputs = CHESS_NET_INPUTS,
                                    .count = chess_pieces,
                                    .white_inputs = chess_white_inputs,
                                    .mirror = chess_mirror,
                                    .bucket = chess_bucket,
                                    .flip_table = chess_flip_table,
                                    .flippable = chess_flippable,
                                    .king_view = chess_king_view};
static const Family JOUST_FAMILY = {.inputs = JOUST_NET_INPUTS,
                                    .count = joust_pieces,
                                    .white_inputs = joust_white_inputs,
                                    .mirror = joust_mirror,
                                    .bucket = joust_bucket};
static const Family ICEHOCKEY_FAMILY = {.inputs = IH_NET_INPUTS,
                                        .count = icehockey_count,
                                        .white_inputs = icehockey_white_inputs,
                                        .mirror = icehockey_mirror,
                                        .bucket = icehockey_bucket};

/* The family of the game, NULL for a game without a net. */
static const Family *family_of(const Game *game)
{
    if (!strcmp(game->name, "chess") || !strcmp(game->name, "hammer") || !strcmp(game->name, "halfcourt"))
        return &CHESS_FAMILY;
    if (!strcmp(game->name, "joust"))
        return &JOUST_FAMILY;
    if (!strcmp(game->name, "icehockey"))
        return &ICEHOCKEY_FAMILY;
    return NULL;
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

/* Adds pos, or with turned its twin with the files turned over. */
static bool add_sample(Data *d, const void *pos, int side, float result, int score, bool turned)
{
    int count = d->family->count(pos);
    if (d->input_count + (size_t)count > UINT32_MAX)
        return false;
    if (!reserve((void **)&d->samples, &d->sample_capacity, d->sample_count + 1, sizeof *d->samples) ||
        !reserve((void **)&d->inputs, &d->input_capacity, d->input_count + (size_t)count, sizeof *d->inputs))
        return false;
    d->samples[d->sample_count++] = (Sample){.first = (uint32_t)d->input_count,
                                             .score = (int16_t)score,
                                             .count = (uint8_t)count,
                                             .side = (uint8_t)side,
                                             .bucket = (uint8_t)d->family->bucket(pos, d->buckets),
                                             .result = result};
    for (int perspective = 0; perspective < 2 && d->king_buckets > 1; perspective++)
        d->samples[d->sample_count - 1].king_view[perspective] =
            (uint8_t)d->family->king_view(pos, perspective, turned, d->king_buckets);
    uint16_t *inputs = d->inputs + d->input_count;
    d->family->white_inputs(pos, inputs);
    for (int i = 0; turned && i < count; i++)
        inputs[i] = d->turned[inputs[i]];
    /* In ascending order, so that a twin made here and the same position
     * read from a file sum their weights in the same order: the same net
     * to the last bit. */
    for (int i = 1; i < count; i++)
        for (int k = i; k > 0 && inputs[k - 1] > inputs[k]; k--) {
            uint16_t swap = inputs[k];
            inputs[k] = inputs[k - 1];
            inputs[k - 1] = swap;
        }
    d->input_count += (size_t)count;
    return true;
}

/* Splits "<FEN> ; <result> ; <score>[ ; <settled score at the end>]" in
 * place; false for a line without a score, or with a result or score that
 * does not read. *has_final: whether the last part is there. */
static bool split_line(char *line, float *result, long *score, long *final, bool *has_final)
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
    char *third = strchr(end, ';');
    *has_final = third != NULL;
    if (third) {
        *final = strtol(third + 1, &end, 10);
        if (end == third + 1)
            return false;
    }
    *result = (float)r;
    while (first > line && (first[-1] == ' ' || first[-1] == '\t'))
        first--;
    *first = '\0';
    return true;
}

typedef struct {
    long lines, no_score, mates, unreadable; /* no_score: no result and score that read */
    long flipped;                            /* twins added by --flip-files */
    long rest_results;                       /* positions given the result of the rest of the game */
} LoadCounts;

/* White's result of the game still to be played from a position whose
 * settled score is settled, if the game settles final by its end. */
static float rest_of_game_result(long settled, long final)
{
    return final > settled ? 1.0f : final < settled ? 0.0f : 0.5f;
}

static bool load(const Game *game, const char *path, const Options *o, Data *d)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        fprintf(stderr, "nnue_train: cannot read %s\n", path);
        return false;
    }
    char line[1024], error[GAME_ERROR_MAX];
    _Alignas(16) unsigned char pos[4096];
    LoadCounts n = {0};
    d->black_input = malloc((size_t)d->family->inputs * sizeof *d->black_input);
    d->flip_twins = o->flip_files;
    bool turns = o->flip_files || o->king_buckets > 1;
    if (turns)
        d->turned = malloc((size_t)d->family->inputs * sizeof *d->turned);
    if (!d->black_input || (turns && !d->turned)) {
        fprintf(stderr, "nnue_train: out of memory\n");
        fclose(f);
        return false;
    }
    double start = now_seconds();
    while ((!o->max_positions || (long)d->sample_count < o->max_positions) && fgets(line, sizeof line, f)) {
        if (++n.lines % 1000000 == 0)
            fprintf(stderr, "nnue_train: %ld lines read, %zu positions kept (%.0f s)\n", n.lines, d->sample_count,
                    now_seconds() - start);
        float result;
        long score, final = 0;
        bool has_final;
        if (!split_line(line, &result, &score, &final, &has_final)) {
            n.no_score++;
            continue;
        }
        if (!game->set_text(pos, line, error)) {
            if (n.unreadable++ < 5)
                fprintf(stderr, "nnue_train: skipped '%s': %s\n", line, error);
            continue;
        }
        bool rest = game->settled_score && has_final;
        if (game->settled_score) {
            int settled = game->settled_score(pos);
            score -= settled;
            if (rest)
                result = rest_of_game_result(settled, final);
        }
        if (labs(score) > MATE_SCORE_LIMIT) {
            n.mates++;
            continue;
        }
        n.rest_results += rest;
        if (d->sample_count == 0) {
            d->family->mirror(pos, d->black_input);
            if (d->turned)
                d->family->flip_table(pos, d->turned);
        }
        int side = game->side_to_move(pos);
        bool flip = d->flip_twins && d->family->flippable(pos);
        if (!add_sample(d, pos, side, result, (int)score, false) ||
            (flip && !add_sample(d, pos, side, result, (int)score, true))) {
            fprintf(stderr, "nnue_train: out of memory after %zu positions\n", d->sample_count);
            fclose(f);
            return false;
        }
        n.flipped += flip;
    }
    bool read_error = ferror(f);
    fclose(f);
    fprintf(stderr,
            "nnue_train: %ld lines, %zu positions (%ld of them turned over, %.1f MB); skipped %ld without a score, "
            "%ld mate scores, %ld unreadable; %.1f s\n",
            n.lines, d->sample_count, n.flipped,
            (double)(d->sample_count * sizeof *d->samples + d->input_count * sizeof *d->inputs) / 1e6,
            n.no_score, n.mates, n.unreadable, now_seconds() - start);
    if (game->settled_score)
        fprintf(stderr, "nnue_train: %ld positions with the result of the rest of their game, %zu with its result\n",
                n.rest_results, d->sample_count - (size_t)n.rest_results);
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
    for (int i = 0; i < layout.inputs * layout.hidden; i++)
        params[layout.w1 + i] = random_uniform(&state, 0.17f);
    for (int i = layout.shared; i < layout.b1; i++)
        params[i] = 0;
    for (int j = 0; j < layout.hidden; j++)
        params[layout.b1 + j] = 0;
    /* Bucket 0 first: one bucket draws what the first nets drew. */
    for (int j = 0; j < MAX_BUCKETS * 2 * layout.hidden; j++)
        params[layout.w2 + j] = random_uniform(&state, 0.0625f);
    for (int b = 0; b < MAX_BUCKETS; b++)
        params[layout.b2 + b] = 0;
}

/* A layout option's value as the command line gives it. */
static void layout_value_text(const char *option, int value, char text[16])
{
    if (!strcmp(option, "--activation"))
        snprintf(text, 16, "%s", value == NET_SQUARED ? "squared" : "clipped");
    else
        snprintf(text, 16, "%d", value);
}

/* The layout of the net --init names: its own, and options that name
 * another are refused; the net is read into net. */
static bool read_init_net(const Family *family, Options *o, Net *net)
{
    net->inputs = family->inputs;
    net->king_bucket_room = family->king_view ? NET_MAX_KING_BUCKETS : 1;
    net->input_weights =
        malloc((size_t)net->king_bucket_room * family->inputs * NET_MAX_HIDDEN * sizeof *net->input_weights);
    char error[200] = "out of memory";
    if (!net->input_weights || !net_read(o->init, net, error, sizeof error)) {
        fprintf(stderr, "nnue_train: --init %s: %s\n", o->init, error);
        return false;
    }
    const struct {
        const char *option;
        int *given, net;
    } kept[] = {{"--hidden", &o->hidden, net->hidden},
                {"--buckets", &o->buckets, net->buckets},
                {"--king-buckets", &o->king_buckets, net->king_buckets},
                {"--activation", &o->activation, net->activation}};
    for (size_t k = 0; k < sizeof kept / sizeof kept[0]; k++) {
        if (*kept[k].given && *kept[k].given != kept[k].net) {
            char has[16], not_given[16];
            layout_value_text(kept[k].option, kept[k].net, has);
            layout_value_text(kept[k].option, *kept[k].given, not_given);
            fprintf(stderr, "nnue_train: --init %s has %s %s, not %s: a net goes on with its own layout\n", o->init,
                    kept[k].option, has, not_given);
            return false;
        }
        *kept[k].given = kept[k].net;
    }
    return true;
}

/* The float parameters of a quantized net (quantize's inverse). Factorised,
 * an input's shared row takes its mean over the king buckets and each
 * bucket's row the rest; a half beyond its limit is clipped (adam_step's
 * limits), which moves the net a little. */
static void params_from_net(const Net *net, float *params)
{
    memset(params, 0, layout.count * sizeof *params);
    int h = layout.hidden;
    for (int i = 0; i < layout.inputs; i++)
        for (int j = 0; j < h; j++)
            params[layout.w1 + i * h + j] = (float)net->input_weights[(size_t)i * h + j] / NET_QA;
    if (layout_factorised()) {
        int king_buckets = layout.inputs / layout.set_inputs;
        for (int i = 0; i < layout.set_inputs; i++)
            for (int j = 0; j < h; j++) {
                float sum = 0;
                for (int k = 0; k < king_buckets; k++)
                    sum += params[layout.w1 + (k * layout.set_inputs + i) * h + j];
                params[layout.shared + i * h + j] = sum / (float)king_buckets;
                for (int k = 0; k < king_buckets; k++)
                    params[layout.w1 + (k * layout.set_inputs + i) * h + j] -= sum / (float)king_buckets;
            }
        for (int i = layout.w1; i < layout.b1; i++) {
            float limit = limit_of(i);
            params[i] = params[i] < -limit ? -limit : params[i] > limit ? limit : params[i];
        }
    }
    for (int j = 0; j < h; j++)
        params[layout.b1 + j] = (float)net->input_bias[j] / NET_QA;
    for (int b = 0; b < net->buckets; b++) {
        for (int half = 0; half < 2; half++)
            for (int j = 0; j < h; j++)
                params[layout.w2 + (b * 2 + half) * h + j] = (float)net->output_weights[b][half][j] / NET_QB;
        params[layout.b2 + b] = (float)((double)net->output_bias[b] / (NET_QA * NET_QB));
    }
}

/* A sample's i-th input (its row) seen from perspective's side: as
 * chess_net_input gives it, the board turned over for Black, then the files
 * for a king view that turns them, in the king bucket's set of rows. */
static int sample_input(const Data *d, const Sample *s, int i, int perspective)
{
    int input = d->inputs[s->first + i];
    if (perspective == BLACK)
        input = d->black_input[input];
    int view = s->king_view[perspective];
    if (view & 1)
        input = d->turned[input];
    return (view >> 1) * d->family->inputs + input;
}

/* The accumulator of one side: the bias plus its inputs' rows. */
static void accumulate(const float *params, const Data *d, const Sample *s, int perspective, float *acc)
{
    memcpy(acc, params + layout.b1, (size_t)layout.hidden * sizeof *acc);
    bool factorised = layout_factorised();
    for (int i = 0; i < s->count; i++) {
        int input = sample_input(d, s, i, perspective);
        const float *row = params + layout.w1 + input * layout.hidden;
        for (int j = 0; j < layout.hidden; j++)
            acc[j] += row[j];
        const float *shared = params + layout.shared + input % layout.set_inputs * layout.hidden;
        for (int j = 0; factorised && j < layout.hidden; j++)
            acc[j] += shared[j];
    }
}

static float clipped(float x) { return x < 0 ? 0 : x > 1 ? 1 : x; }

/* A hidden unit's activation, and its derivative (0 where clipped). */
static float activated(float x)
{
    float c = clipped(x);
    return layout.activation == NET_SQUARED ? c * c : c;
}

static float activation_slope(float x)
{
    if (x <= 0 || x >= 1)
        return 0;
    return layout.activation == NET_SQUARED ? 2 * x : 1;
}

/* The output o for a sample; acc[0] is the side to move's accumulator. */
static float forward(const float *params, const Data *d, const Sample *s, float acc[2][NET_MAX_HIDDEN])
{
    int bucket = s->bucket;
    accumulate(params, d, s, s->side, acc[0]);
    accumulate(params, d, s, s->side ^ 1, acc[1]);
    /* Eight running sums, not one: a float sum in one order does not vectorize. */
    float sums[8] = {0};
    for (int half = 0; half < 2; half++) {
        const float *w2 = params + layout.w2 + (bucket * 2 + half) * layout.hidden;
        for (int j = 0; j < layout.hidden; j += 8)
            for (int lane = 0; lane < 8; lane++)
                sums[lane] += activated(acc[half][j + lane]) * w2[j + lane];
    }
    float o = params[layout.b2 + bucket];
    for (int lane = 0; lane < 8; lane++)
        o += sums[lane];
    return o;
}

/* Adds d(loss)/d(params) for one sample to grad, given d(loss)/d(o). */
static void backward(const float *params, const Data *d, const Sample *s, float acc[2][NET_MAX_HIDDEN], float d_out,
                     float *grad)
{
    int bucket = s->bucket;
    grad[layout.b2 + bucket] += d_out;
    for (int half = 0; half < 2; half++) {
        const float *w2 = params + layout.w2 + (bucket * 2 + half) * layout.hidden;
        float *g2 = grad + layout.w2 + (bucket * 2 + half) * layout.hidden;
        float d_acc[NET_MAX_HIDDEN];
        for (int j = 0; j < layout.hidden; j++) {
            float a = acc[half][j];
            g2[j] += d_out * activated(a);
            d_acc[j] = d_out * w2[j] * activation_slope(a);
            grad[layout.b1 + j] += d_acc[j];
        }
        int perspective = half == 0 ? s->side : s->side ^ 1;
        bool factorised = layout_factorised();
        for (int i = 0; i < s->count; i++) {
            int input = sample_input(d, s, i, perspective);
            float *row = grad + layout.w1 + input * layout.hidden;
            for (int j = 0; j < layout.hidden; j++)
                row[j] += d_acc[j];
            float *shared = grad + layout.shared + input % layout.set_inputs * layout.hidden;
            for (int j = 0; factorised && j < layout.hidden; j++)
                shared[j] += d_acc[j];
        }
    }
}

static void *train_share(void *arg)
{
    Worker *w = arg;
    const Trainer *t = w->trainer;
    float acc[2][NET_MAX_HIDDEN];
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
    float acc[2][NET_MAX_HIDDEN];
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
    if (param >= layout.w2 && param < layout.b2 && layout.activation == NET_SQUARED)
        return (float)NET_SQUARED_WEIGHT_LIMIT / NET_QB;
    if (param >= layout.w2)
        return OUTPUT_LAYER_LIMIT;
    /* Factorised, a bucket's row and the shared row each within half the
     * limit, so that their sum, the weight in the file, is within it. */
    return layout_factorised() && param < layout.b1 ? INPUT_LAYER_LIMIT / 2 : INPUT_LAYER_LIMIT;
}

/* Sums the threads' gradients into the first, takes one Adam step with it
 * and clears them all. */
static void adam_step(Trainer *t, double lr, long step)
{
    const double beta1 = 0.9, beta2 = 0.999, eps = 1e-8;
    float *grad = t->workers[0].grad;
    for (int k = 1; k < t->threads; k++) {
        float *other = t->workers[k].grad;
        for (int i = 0; i < layout.count; i++)
            grad[i] += other[i];
        memset(other, 0, layout.count * sizeof *other);
    }
    float step_size = (float)(lr * sqrt(1 - pow(beta2, (double)step)) / (1 - pow(beta1, (double)step)));
    float b1 = (float)beta1, b2 = (float)beta2;
    for (int i = 0; i < layout.count; i++) {
        float g = grad[i];
        t->adam_m[i] = b1 * t->adam_m[i] + (1 - b1) * g;
        t->adam_v[i] = b2 * t->adam_v[i] + (1 - b2) * g * g;
        float p = t->params[i] - step_size * t->adam_m[i] / (sqrtf(t->adam_v[i]) + (float)eps);
        float limit = limit_of(i);
        t->params[i] = p < -limit ? -limit : p > limit ? limit : p;
    }
    memset(grad, 0, layout.count * sizeof *grad);
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

/* ---- the quantized net (engine/nnue.h's Net) and its file ---- */

static int32_t to_int32(double x) { return (int32_t)(x < INT32_MIN ? INT32_MIN : x > INT32_MAX ? INT32_MAX : x); }

static int16_t to_int16(double x)
{
    long v = lround(x);
    return (int16_t)(v < INT16_MIN ? INT16_MIN : v > INT16_MAX ? INT16_MAX : v);
}

static bool quantize(const float *params, double scale, int buckets, int king_buckets, Net *q)
{
    q->input_weights = malloc((size_t)layout.inputs * layout.hidden * sizeof *q->input_weights);
    if (!q->input_weights)
        return false;
    bool factorised = layout_factorised();
    for (int i = 0; i < layout.inputs; i++)
        for (int j = 0; j < layout.hidden; j++) {
            float w = params[layout.w1 + i * layout.hidden + j];
            if (factorised)
                w += params[layout.shared + i % layout.set_inputs * layout.hidden + j];
            q->input_weights[(size_t)i * layout.hidden + j] = to_int16(w * NET_QA);
        }
    for (int j = 0; j < layout.hidden; j++)
        q->input_bias[j] = to_int16(params[layout.b1 + j] * NET_QA);
    for (int b = 0; b < buckets; b++) {
        for (int half = 0; half < 2; half++)
            for (int j = 0; j < layout.hidden; j++)
                q->output_weights[b][half][j] =
                    to_int16(params[layout.w2 + (b * 2 + half) * layout.hidden + j] * NET_QB);
        q->output_bias[b] = to_int32(round((double)params[layout.b2 + b] * NET_QA * NET_QB));
    }
    q->inputs = layout.set_inputs;
    q->king_buckets = king_buckets;
    q->activation = layout.activation;
    q->hidden = layout.hidden;
    q->scale = (int32_t)lround(scale);
    q->buckets = buckets;
    return true;
}

static bool write_net(const Net *q, const char *path)
{
    const size_t size = NET_FILE_SIZE(q->inputs, q->hidden, q->buckets, q->king_buckets, q->activation);
    unsigned char *bytes = malloc(size);
    if (!bytes) {
        fprintf(stderr, "nnue_train: out of memory\n");
        return false;
    }
    net_serialize(q, bytes);
    FILE *f = fopen(path, "wb");
    bool ok = f && fwrite(bytes, 1, size, f) == size;
    if (f && fclose(f) != 0)
        ok = false;
    if (!ok)
        fprintf(stderr, "nnue_train: cannot write %s\n", path);
    free(bytes);
    return ok;
}

/* The quantized net's output before the scaling: o x QA x QB. */
static int64_t quantized_output(const Net *q, const Data *d, const Sample *s)
{
    int16_t acc[2][NET_MAX_HIDDEN];
    for (int half = 0; half < 2; half++) {
        int perspective = half == 0 ? s->side : s->side ^ 1;
        net_accumulate(q, NULL, 0, acc[half]);
        for (int i = 0; i < s->count; i++)
            net_add_input(q, sample_input(d, s, i, perspective), acc[half]);
    }
    return net_output_sum(q, acc[0], acc[1], s->bucket);
}

/* The score the engine computes from the quantized net (net_output), in
 * centipawns from the side to move's view. */
static long quantized_score(const Net *q, const Data *d, const Sample *s)
{
    return (long)(quantized_output(q, d, s) * q->scale / (NET_QA * NET_QB));
}

#define BIAS_CORRECTION_SAMPLES 200000

/* Rounding the output weights to steps of 1/QB shifts the output by the sum
 * of each step's error times its unit's mean activation: with QB 64 and
 * some 200 units active, a constant of 10-20 cp, far more than the
 * position-to-position part. Each bucket's output bias, in much finer
 * steps, takes that constant back, measured on (a sample of) the training
 * positions of the bucket. */
static void correct_output_bias(const float *params, const Data *d, const Split *split, Net *q)
{
    size_t stride = split->train_count / BIAS_CORRECTION_SAMPLES + 1, n[MAX_BUCKETS] = {0};
    double sum[MAX_BUCKETS] = {0};
    float acc[2][NET_MAX_HIDDEN];
    for (size_t k = 0; k < split->train_count; k += stride) {
        const Sample *s = &d->samples[split->train[k]];
        int b = s->bucket;
        sum[b] += (double)forward(params, d, s, acc) * NET_QA * NET_QB - (double)quantized_output(q, d, s);
        n[b]++;
    }
    for (int b = 0; b < q->buckets; b++) {
        double shift = n[b] ? round(sum[b] / (double)n[b]) : 0;
        q->output_bias[b] = to_int32((double)q->output_bias[b] + shift);
        fprintf(stderr, "quantization: bucket %d's output bias moved by %.1f cp (%zu samples)\n", b,
                shift * q->scale / (NET_QA * NET_QB), n[b]);
    }
}

static void report_quantization_error(const float *params, double scale, const Net *q, const Data *d,
                                      const uint32_t *valid_set, size_t valid_count)
{
    double sum = 0, worst = 0;
    float acc[2][NET_MAX_HIDDEN];
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
    const Family *family = game ? family_of(game) : NULL;
    if (!family) {
        fprintf(stderr, "nnue_train: %s is not a game with a net (chess, hammer, halfcourt, joust, icehockey)\n", paths[0]);
        return 2;
    }
    if (family == &JOUST_FAMILY)
        joust_init(); /* joust_net_input's tables: not left to set_text */
    static Net init_net;
    if (o.init && !read_init_net(family, &o, &init_net))
        return 2;
    o.hidden = o.hidden ? o.hidden : DEFAULT_HIDDEN;
    o.buckets = o.buckets ? o.buckets : MAX_BUCKETS;
    o.king_buckets = o.king_buckets ? o.king_buckets : 1;
    o.activation = o.activation ? o.activation : NET_CLIPPED;
    set_layout(family->inputs, o.king_buckets, o.hidden, o.activation);
    if (!can_write(paths[2])) {
        fprintf(stderr, "nnue_train: cannot write %s\n", paths[2]);
        return 2;
    }
    static Data data;
    data.family = family;
    data.buckets = o.buckets;
    data.king_buckets = o.king_buckets;
    if (o.flip_files && !family->flip_table) {
        fprintf(stderr, "nnue_train: --flip-files is for the chess family (chess, hammer, halfcourt) only: %s's rules "
                        "are not the same with the files turned over\n",
                game->name);
        return 2;
    }
    if (o.king_buckets > 1 && !family->king_view) {
        fprintf(stderr, "nnue_train: --king-buckets is for the chess family (chess, hammer, halfcourt) only\n");
        return 2;
    }
    if (!load(game, paths[1], &o, &data))
        return 2;
    double scale = o.scale;
    if (scale == 0 && o.init) {
        scale = init_net.scale;
        fprintf(stderr, "scale: %.0f cp per output unit, --init's net's\n", scale);
    } else if (scale == 0) {
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
    t.params = calloc(layout.count, sizeof *t.params);
    t.adam_m = calloc(layout.count, sizeof *t.adam_m);
    t.adam_v = calloc(layout.count, sizeof *t.adam_v);
    bool allocated = t.params && t.adam_m && t.adam_v;
    for (int k = 0; k < t.threads; k++) {
        t.workers[k].trainer = &t;
        t.workers[k].grad = calloc(layout.count, sizeof *t.workers[k].grad);
        allocated = allocated && t.workers[k].grad;
    }
    if (!allocated) {
        fprintf(stderr, "nnue_train: out of memory\n");
        return 1;
    }
    if (o.init)
        params_from_net(&init_net, t.params);
    else
        init_params(t.params, o.seed);
    char king_note[32] = "";
    if (o.king_buckets > 1)
        snprintf(king_note, sizeof king_note, " (%d king buckets)", o.king_buckets);
    const char *activation_note = o.activation == NET_SQUARED ? " (squared)" : "";
    fprintf(stderr,
            "training %d hidden units%s%s on %zu positions, validating on %zu: %d epochs, batch %d, lr %g, lambda %g, "
            "%d threads%s%s\n",
            o.hidden, king_note, activation_note, split.train_count, split.valid_count, o.epochs, o.batch, o.lr,
            o.lambda, o.threads, o.init ? ", from " : "", o.init ? o.init : "");
    train(&t, &o, &split);

    static Net q;
    if (!quantize(t.params, scale, o.buckets, o.king_buckets, &q)) {
        fprintf(stderr, "nnue_train: out of memory\n");
        return 1;
    }
    correct_output_bias(t.params, &data, &split, &q);
    if (!write_net(&q, paths[2]))
        return 1;
    fprintf(stderr, "wrote %s (%zu bytes, scale %d, %d buckets%s%s)\n", paths[2],
            NET_FILE_SIZE(q.inputs, q.hidden, q.buckets, q.king_buckets, q.activation), q.scale, q.buckets, king_note,
            activation_note);
    report_quantization_error(t.params, scale, &q, &data, split.valid, split.valid_count);
    return 0;
}
