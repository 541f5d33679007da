#include "stats.h"

#include <math.h>
#include <stdio.h>

int tally_games(const MatchTally *t) { return t->wins + t->draws + t->losses; }

double tally_score(const MatchTally *t)
{
    int n = tally_games(t);
    return n ? (t->wins + 0.5 * t->draws) / n : 0.5;
}

double elo_from_score(double s)
{
    if (s <= 0)
        return -INFINITY;
    if (s >= 1)
        return INFINITY;
    return -400.0 * log10(1.0 / s - 1.0);
}

double score_from_elo(double elo) { return 1.0 / (1.0 + pow(10.0, -elo / 400.0)); }

/* Variance of one game's points around the mean score. */
static double score_variance(const MatchTally *t)
{
    int n = tally_games(t);
    if (!n)
        return 0;
    double s = tally_score(t);
    return (t->wins * (1 - s) * (1 - s) + t->draws * (0.5 - s) * (0.5 - s) + t->losses * s * s) / n;
}

#define Z_95 1.959963984540054 /* two-sided 95% quantile of the normal distribution */

/* The Elo difference of a mean score s over n samples whose points vary
 * by variance around it, and the half-width of its 95% interval: NaN while
 * the samples show no spread (one sample, or all alike), where the normal
 * approximation would give a width of 0 whatever the engines. */
static void elo_interval(double s, double variance, int n, double *elo, double *margin)
{
    *elo = elo_from_score(s);
    if (!n) {
        *margin = 0;
        return;
    }
    if (variance <= 0) {
        *margin = isfinite(*elo) ? NAN : INFINITY;
        return;
    }
    double spread = Z_95 * sqrt(variance / n);
    double high = elo_from_score(s + spread), low = elo_from_score(s - spread);
    *margin = isfinite(high) && isfinite(low) ? (high - low) / 2 : INFINITY;
}

void tally_elo(const MatchTally *t, double *elo, double *margin)
{
    elo_interval(tally_score(t), score_variance(t), tally_games(t), elo, margin);
}

int tally_pair_count(const MatchTally *t)
{
    int n = 0;
    for (int k = 0; k < 5; k++)
        n += t->pairs[k];
    return n;
}

/* Points a game over the finished pairs (0.5 for none). */
static double pair_score(const MatchTally *t)
{
    int n = tally_pair_count(t), points = 0;
    for (int k = 0; k < 5; k++)
        points += k * t->pairs[k];
    return n ? points / (4.0 * n) : 0.5;
}

/* Variance of a pair's points a game (k/4 for k half-points) around the
 * mean. */
static double pair_variance(const MatchTally *t)
{
    int n = tally_pair_count(t);
    double s = pair_score(t), sum = 0;
    for (int k = 0; k < 5; k++)
        sum += t->pairs[k] * (k / 4.0 - s) * (k / 4.0 - s);
    return n ? sum / n : 0;
}

void tally_pair_elo(const MatchTally *t, double *elo, double *margin)
{
    elo_interval(pair_score(t), pair_variance(t), tally_pair_count(t), elo, margin);
}

static void elo_text(double elo, double margin, int n, const char *samples, char *out, size_t size)
{
    if (!n)
        snprintf(out, size, "none (no %s yet)", samples);
    else if (isinf(elo))
        snprintf(out, size, "%s (all games %s: no finite estimate or interval)", elo > 0 ? "+inf" : "-inf",
                 elo > 0 ? "won" : "lost");
    else if (isnan(margin))
        snprintf(out, size, "%.1f (no spread among the %s yet: no interval)", elo + 0.0 /* not -0.0 */, samples);
    else if (isinf(margin))
        snprintf(out, size, "%.1f (too few %s for a finite 95%% interval)", elo + 0.0, samples);
    else
        snprintf(out, size, "%.1f +/- %.1f", elo + 0.0, margin);
}

void tally_elo_text(const MatchTally *t, char *out, size_t size)
{
    double elo, margin;
    tally_elo(t, &elo, &margin);
    elo_text(elo, margin, tally_games(t), "games", out, size);
}

void tally_pair_elo_text(const MatchTally *t, char *out, size_t size)
{
    double elo, margin;
    tally_pair_elo(t, &elo, &margin);
    elo_text(elo, margin, tally_pair_count(t), "pairs", out, size);
}

double tally_los(const MatchTally *t)
{
    int decisive = t->wins + t->losses;
    if (!decisive)
        return 0.5;
    return 0.5 * (1 + erf((t->wins - t->losses) / sqrt(2.0 * decisive)));
}

double sprt_llr(const MatchTally *t, double elo0, double elo1)
{
    int n = tally_pair_count(t);
    double variance = pair_variance(t);
    if (!n || variance <= 0)
        return 0;
    double s0 = score_from_elo(elo0), s1 = score_from_elo(elo1);
    return n * (s1 - s0) * (2 * pair_score(t) - s0 - s1) / (2 * variance);
}

void sprt_bounds(const SprtSettings *s, double *lower, double *upper)
{
    *lower = log(s->beta / (1 - s->alpha));
    *upper = log((1 - s->beta) / s->alpha);
}

SprtDecision sprt_decide(const SprtSettings *s, double llr)
{
    double lower, upper;
    sprt_bounds(s, &lower, &upper);
    return llr >= upper ? SPRT_ACCEPT_H1 : llr <= lower ? SPRT_ACCEPT_H0 : SPRT_CONTINUE;
}
