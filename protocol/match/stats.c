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

void tally_elo(const MatchTally *t, double *elo, double *margin)
{
    int n = tally_games(t);
    double s = tally_score(t);
    *elo = elo_from_score(s);
    double spread = n ? Z_95 * sqrt(score_variance(t) / n) : 0;
    double high = elo_from_score(s + spread), low = elo_from_score(s - spread);
    *margin = isfinite(high) && isfinite(low) ? (high - low) / 2 : INFINITY;
}

void tally_elo_text(const MatchTally *t, char *out, size_t size)
{
    double elo, margin;
    tally_elo(t, &elo, &margin);
    if (!tally_games(t))
        snprintf(out, size, "none (no games yet)");
    else if (isinf(elo))
        snprintf(out, size, "%s (all games %s: no finite estimate or interval)", elo > 0 ? "+inf" : "-inf",
                 elo > 0 ? "won" : "lost");
    else if (isinf(margin))
        snprintf(out, size, "%.1f (too few games for a finite 95%% interval)", elo + 0.0 /* not -0.0 */);
    else
        snprintf(out, size, "%.1f +/- %.1f", elo + 0.0, margin);
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
    int n = tally_games(t);
    double variance = score_variance(t);
    if (!n || variance <= 0)
        return 0;
    double s0 = score_from_elo(elo0), s1 = score_from_elo(elo1);
    return n * (s1 - s0) * (2 * tally_score(t) - s0 - s1) / (2 * variance);
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
