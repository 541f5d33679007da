/*
 * Texel tuning of the chess-family evaluation weights. Reads training
 * positions ("<FEN> ; <White's score 1 | 0.5 | 0>", from selfplay_positions),
 * records each position's features once (the evaluation is linear in the
 * weights, see movegen/chess/eval.h), fits the scale K that best maps the
 * current weights' scores to results, then minimises the mean squared
 * error between sigmoid(K * score) and the results with Adam, and prints
 * the variant's weight table in the form of movegen/chess/eval_weights.c.
 * A small pull toward the starting weights (a Gaussian prior) keeps terms
 * that the positions barely exercise where they were, and settles the
 * directions the fit cannot tell apart (a piece's material against the
 * sum of its placement terms). Material has no such pull: the piece values
 * (Hammer's especially) are measured from the games, not guessed.
 * usage: texel_tune <game> <positions file> [epochs]
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/game.h"
#include "movegen/chess/eval.h"

typedef struct {
    uint16_t term;
    int16_t count;
} Feature;

typedef struct {
    int first, count; /* into the feature pool */
    float phase;      /* middlegame share, 0..1 */
    float result;
} Sample;

typedef struct {
    Sample *samples;
    int sample_count, sample_capacity;
    Feature *features;
    int feature_count, feature_capacity;
} Data;

static bool grow(void **items, int *capacity, int needed, size_t size)
{
    if (needed <= *capacity)
        return true;
    int wanted = *capacity ? *capacity * 2 : 1024;
    while (wanted < needed)
        wanted *= 2;
    void *bigger = realloc(*items, (size_t)wanted * size);
    if (!bigger)
        return false;
    *items = bigger;
    *capacity = wanted;
    return true;
}

static bool load(const Game *game, const char *path, Data *d, const ChessEvalWeights **weights)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return false;
    char line[512], error[GAME_ERROR_MAX];
    _Alignas(16) unsigned char pos[4096];
    while (fgets(line, sizeof line, f)) {
        char *sep = strstr(line, " ; ");
        if (!sep)
            continue;
        *sep = '\0';
        if (!game->set_text(pos, line, error)) {
            fprintf(stderr, "texel_tune: skipped '%s': %s\n", line, error);
            continue;
        }
        const ChessPosition *p = (const ChessPosition *)pos;
        *weights = p->variant->eval_weights;
        EvalTrace trace;
        chess_eval_trace(p, &trace);
        if (!grow((void **)&d->samples, &d->sample_capacity, d->sample_count + 1, sizeof *d->samples) ||
            !grow((void **)&d->features, &d->feature_capacity, d->feature_count + EVAL_TERM_COUNT,
                  sizeof *d->features))
            return false;
        Sample *s = &d->samples[d->sample_count++];
        s->first = d->feature_count;
        s->phase = (float)trace.phase / (float)(*weights)->phase_total;
        s->result = strtof(sep + 3, NULL);
        for (int i = 0; i < EVAL_TERM_COUNT; i++)
            if (trace.count[i])
                d->features[d->feature_count++] = (Feature){(uint16_t)i, trace.count[i]};
        s->count = d->feature_count - s->first;
    }
    fclose(f);
    return d->sample_count > 0;
}

/* The evaluation (White's view) of a sample under weights w[term][0 mg, 1 eg]. */
static double score(const Data *d, const Sample *s, double (*w)[2])
{
    double mg = 0, eg = 0;
    for (int i = 0; i < s->count; i++) {
        const Feature *f = &d->features[s->first + i];
        mg += f->count * w[f->term][0];
        eg += f->count * w[f->term][1];
    }
    return mg * s->phase + eg * (1 - s->phase);
}

static double sigmoid(double k, double x) { return 1 / (1 + pow(10, -k * x / 400)); }

static double mean_error(const Data *d, double (*w)[2], double k)
{
    double sum = 0;
    for (int i = 0; i < d->sample_count; i++) {
        double e = d->samples[i].result - sigmoid(k, score(d, &d->samples[i], w));
        sum += e * e;
    }
    return sum / d->sample_count;
}

/* The K that makes the given weights fit the results best (golden section). */
static double fit_k(const Data *d, double (*w)[2])
{
    double lo = 0.1, hi = 4, g = (sqrt(5) - 1) / 2;
    for (int i = 0; i < 40; i++) {
        double a = hi - g * (hi - lo), b = lo + g * (hi - lo);
        if (mean_error(d, w, a) < mean_error(d, w, b))
            hi = b;
        else
            lo = a;
    }
    return (lo + hi) / 2;
}

#define PRIOR_WEIGHT 3e-8 /* per squared centipawn away from the start */

static void adam(const Data *d, double (*w)[2], double (*start)[2], double k, int epochs)
{
    static double grad[EVAL_TERM_COUNT][2], m[EVAL_TERM_COUNT][2], v[EVAL_TERM_COUNT][2];
    const double rate = 0.5, beta1 = 0.9, beta2 = 0.999;
    for (int epoch = 1; epoch <= epochs; epoch++) {
        memset(grad, 0, sizeof grad);
        for (int i = 0; i < d->sample_count; i++) {
            const Sample *s = &d->samples[i];
            double p = sigmoid(k, score(d, s, w));
            double common = (p - s->result) * p * (1 - p) * k * log(10) / 400;
            for (int j = 0; j < s->count; j++) {
                const Feature *f = &d->features[s->first + j];
                grad[f->term][0] += common * f->count * s->phase;
                grad[f->term][1] += common * f->count * (1 - s->phase);
            }
        }
        for (int t = 0; t < EVAL_TERM_COUNT; t++)
            for (int h = 0; h < 2; h++) {
                double prior = t < EVAL_MATERIAL + 5 ? 0 : PRIOR_WEIGHT; /* material is measured, not guessed */
                double g = grad[t][h] / d->sample_count + 2 * prior * (w[t][h] - start[t][h]);
                m[t][h] = beta1 * m[t][h] + (1 - beta1) * g;
                v[t][h] = beta2 * v[t][h] + (1 - beta2) * g * g;
                double mh = m[t][h] / (1 - pow(beta1, epoch)), vh = v[t][h] / (1 - pow(beta2, epoch));
                w[t][h] -= rate * mh / (sqrt(vh) + 1e-8);
            }
        if (epoch % 100 == 0)
            fprintf(stderr, "epoch %d error %.6f\n", epoch, mean_error(d, w, k));
    }
}

static void print_weights(const char *name, int phase_total, double (*w)[2])
{
    printf("const ChessEvalWeights chess_eval_weights_%s = {\n    .phase_total = %d,\n    .term =\n        {\n", name,
           phase_total);
    for (int g = 0; g < chess_eval_group_count; g++) {
        const EvalTermGroup *group = &chess_eval_groups[g];
        printf("            /* %s */\n", group->name);
        for (int i = 0; i < group->count; i++) {
            int t = group->start + i;
            printf("%s{%d, %d},%s", i % 8 ? " " : "            ", (int)lround(w[t][0]), (int)lround(w[t][1]),
                   i % 8 == 7 || i == group->count - 1 ? "\n" : "");
        }
    }
    printf("        },\n};\n");
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: texel_tune <game> <positions file> [epochs]\n");
        return 2;
    }
    const Game *game = game_find(argv[1]);
    int epochs = argc > 3 ? atoi(argv[3]) : 1000;
    Data d = {0};
    const ChessEvalWeights *start = NULL;
    if (!game || !load(game, argv[2], &d, &start)) {
        fprintf(stderr, "texel_tune: unknown game, or no positions in %s\n", argv[2]);
        return 2;
    }
    static double w[EVAL_TERM_COUNT][2], w0[EVAL_TERM_COUNT][2];
    for (int t = 0; t < EVAL_TERM_COUNT; t++) {
        w[t][0] = w0[t][0] = start->term[t].mg;
        w[t][1] = w0[t][1] = start->term[t].eg;
    }
    double k = fit_k(&d, w);
    fprintf(stderr, "%d positions, K %.3f, error %.6f\n", d.sample_count, k, mean_error(&d, w, k));
    adam(&d, w, w0, k, epochs);
    fprintf(stderr, "tuned error %.6f\n", mean_error(&d, w, k));
    print_weights(game->name, start->phase_total, w);
    free(d.samples);
    free(d.features);
    return 0;
}
