/*
 * Match statistics from the first engine's wins, draws and losses, and
 * from its points in each pair of games played from one opening with the
 * sides swapped: score, Elo difference with a 95% interval (by game and by
 * pair), likelihood of superiority, and the sequential probability ratio
 * test (by pair). The formulas are in docs/match.md.
 */
#ifndef FACEOFF_MATCH_STATS_H
#define FACEOFF_MATCH_STATS_H

#include <stddef.h>

typedef struct {
    int wins, draws, losses;
    /* The finished pairs of games (one opening or deal, the engines'
     * sides swapped) by the first engine's points over the two: pairs[k]
     * counts those where it scored k/2 (0, 1/2, 1, 3/2 or 2). */
    int pairs[5];
} MatchTally;

typedef struct {
    double elo0, elo1, alpha, beta;
} SprtSettings;

typedef enum { SPRT_CONTINUE, SPRT_ACCEPT_H0, SPRT_ACCEPT_H1 } SprtDecision;

int tally_games(const MatchTally *t);
/* Points per game, 0..1 (0.5 for no games). */
double tally_score(const MatchTally *t);
/* Elo difference that gives expected score s: -400 log10(1/s - 1);
 * +-infinity at 1 and 0. */
double elo_from_score(double s);
/* Expected score at an Elo difference. */
double score_from_elo(double elo);
/* Elo difference and the half-width of its 95% interval (the normal
 * approximation of the mean score, mapped to Elo); infinite when an end
 * of the interval reaches a score of 0 or 1, NaN while the games show no
 * spread (one game, or all alike: ten draws say little about the width). */
void tally_elo(const MatchTally *t, double *elo, double *margin);
/* The Elo difference and its interval as a person reads them: "38.8 +/- 54.0",
 * or what stands in their way: no games, a score of 0% or 100% (an
 * infinite difference), no spread among the games yet, too few games for
 * a finite interval. */
void tally_elo_text(const MatchTally *t, char *out, size_t size);
int tally_pair_count(const MatchTally *t);
/* The Elo difference over the finished pairs and its 95% interval, from
 * the spread of a pair's points: the two games of a pair are not
 * independent (an opening that favours one side gives each engine that
 * side once), so this interval is the true one, and mostly narrower. */
void tally_pair_elo(const MatchTally *t, double *elo, double *margin);
/* As tally_elo_text, for the pairs ("none (no pairs yet)"). */
void tally_pair_elo_text(const MatchTally *t, char *out, size_t size);
/* Likelihood of superiority: chance that the first engine is the stronger,
 * from wins and losses (draws carry no information). */
double tally_los(const MatchTally *t);
/* Log-likelihood ratio of H1 (elo1) against H0 (elo0) over the finished
 * pairs, the pentanomial normal approximation; 0 while their points have
 * no spread. */
double sprt_llr(const MatchTally *t, double elo0, double elo1);
void sprt_bounds(const SprtSettings *s, double *lower, double *upper);
SprtDecision sprt_decide(const SprtSettings *s, double llr);

#endif
