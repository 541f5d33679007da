/*
 * Match statistics against numbers worked out by hand (and checked with a
 * calculator) for fixed results: 30 wins, 40 draws, 20 losses unless said,
 * and for pairs 2, 5, 10, 6 and 3 pairs scoring 0, 1/2, 1, 3/2 and 2.
 */
#include <math.h>

#include "protocol/match/stats.h"
#include "tests/test_support.h"

#define CLOSE(a, b, tolerance) ck_assert_double_eq_tol(a, b, tolerance)

static const MatchTally sample = {.wins = 30, .draws = 40, .losses = 20};
static const MatchTally paired = {.pairs = {2, 5, 10, 6, 3}};

START_TEST(score_and_elo)
{
    /* (30 + 40/2) / 90 = 5/9 */
    CLOSE(tally_score(&sample), 5.0 / 9.0, 1e-12);
    ck_assert_int_eq(tally_games(&sample), 90);
    /* 3:1 odds are 400 log10(3) Elo */
    CLOSE(elo_from_score(0.75), 190.848501887865, 1e-9);
    CLOSE(elo_from_score(0.25), -190.848501887865, 1e-9);
    CLOSE(elo_from_score(0.5), 0, 1e-12);
    CLOSE(score_from_elo(100), 0.6400649998028851, 1e-12);
    CLOSE(score_from_elo(elo_from_score(0.3)), 0.3, 1e-12);
    ck_assert(isinf(elo_from_score(1)) && elo_from_score(1) > 0);
    ck_assert(isinf(elo_from_score(0)) && elo_from_score(0) < 0);
    /* No games: an even score */
    MatchTally none = {0};
    CLOSE(tally_score(&none), 0.5, 1e-12);
}
END_TEST

START_TEST(elo_interval)
{
    /* Per-game variance (30(4/9)^2 + 40(1/18)^2 + 20(5/9)^2)/90 = 0.135802...;
     * 95% of the mean score: 1.96 sqrt(var/90); mapped through the Elo curve
     * and halved: 54.01 */
    double elo, margin;
    tally_elo(&sample, &elo, &margin);
    CLOSE(elo, 38.76400520322261, 1e-9);
    CLOSE(margin, 54.01191291156197, 1e-6);
    /* All wins: no finite difference, no finite margin */
    MatchTally wins = {.wins = 4};
    tally_elo(&wins, &elo, &margin);
    ck_assert(isinf(elo) && elo > 0);
    ck_assert(isinf(margin));
    /* All draws: no spread to measure, so no width (not a width of 0) */
    MatchTally draws = {.draws = 10};
    tally_elo(&draws, &elo, &margin);
    CLOSE(elo, 0, 1e-12);
    ck_assert(isnan(margin));
    /* No games: no estimate to widen */
    tally_elo(&(MatchTally){0}, &elo, &margin);
    CLOSE(margin, 0, 1e-12);
}
END_TEST

typedef void (*TextOf)(const MatchTally *, char *, size_t);

static void assert_text(TextOf text_of, MatchTally tally, const char *expected)
{
    char text[96];
    text_of(&tally, text, sizeof text);
    ck_assert_str_eq(text, expected);
}

/* The Elo line's text: a number and margin, or in words what is missing. */
START_TEST(elo_text)
{
    assert_text(tally_elo_text, sample, "38.8 +/- 54.0");
    assert_text(tally_elo_text, (MatchTally){.wins = 2}, "+inf (all games won: no finite estimate or interval)");
    assert_text(tally_elo_text, (MatchTally){.losses = 2}, "-inf (all games lost: no finite estimate or interval)");
    /* 1.5 of 2: the score's interval (0.75 +- 0.35) passes 1 */
    assert_text(tally_elo_text, (MatchTally){.wins = 1, .draws = 1},
                "190.8 (too few games for a finite 95% interval)");
    assert_text(tally_elo_text, (MatchTally){.draws = 10}, "0.0 (no spread among the games yet: no interval)");
    assert_text(tally_elo_text, (MatchTally){.draws = 1}, "0.0 (no spread among the games yet: no interval)");
    assert_text(tally_elo_text, (MatchTally){0}, "none (no games yet)");
}
END_TEST

START_TEST(likelihood_of_superiority)
{
    /* Phi((30 - 20) / sqrt(30 + 20)) = Phi(1.41421) */
    CLOSE(tally_los(&sample), 0.9213503964748575, 1e-9);
    MatchTally even = {.wins = 7, .draws = 3, .losses = 7};
    CLOSE(tally_los(&even), 0.5, 1e-12);
    MatchTally draws = {.draws = 5};
    CLOSE(tally_los(&draws), 0.5, 1e-12);
    MatchTally behind = {.wins = 20, .losses = 30};
    CLOSE(tally_los(&behind), 1 - 0.9213503964748575, 1e-9);
}
END_TEST

START_TEST(pair_interval)
{
    /* 26 pairs, 55 half-points of 104: a score of 55/104 a game; a pair's
     * points a game k/4 vary by E[x^2] - s^2 = 9.1875/26 - (55/104)^2 =
     * 0.0736871...; 95% of the mean: 1.96 sqrt(var/26), through the Elo
     * curve and halved: 73.85 */
    double elo, margin;
    ck_assert_int_eq(tally_pair_count(&paired), 26);
    tally_pair_elo(&paired, &elo, &margin);
    CLOSE(elo, 20.06664378629208, 1e-9);
    CLOSE(margin, 73.84959924861484, 1e-6);
    /* The games' own counts play no part */
    MatchTally with_games = paired;
    with_games.wins = 50;
    tally_pair_elo(&with_games, &elo, &margin);
    CLOSE(elo, 20.06664378629208, 1e-9);
    /* Every pair split one game each: level, no spread */
    MatchTally splits = {.pairs = {0, 0, 7, 0, 0}};
    tally_pair_elo(&splits, &elo, &margin);
    CLOSE(elo, 0, 1e-12);
    ck_assert(isnan(margin));
    assert_text(tally_pair_elo_text, paired, "20.1 +/- 73.8");
    assert_text(tally_pair_elo_text, (MatchTally){.pairs = {0, 0, 0, 0, 3}},
                "+inf (all games won: no finite estimate or interval)");
    /* 0.875 +- 0.173 passes 1 */
    assert_text(tally_pair_elo_text, (MatchTally){.pairs = {0, 0, 0, 1, 1}},
                "338.0 (too few pairs for a finite 95% interval)");
    assert_text(tally_pair_elo_text, (MatchTally){.pairs = {0, 1, 0, 0, 0}},
                "-190.8 (no spread among the pairs yet: no interval)");
    /* Two pairs alike, as a match's first two often are */
    assert_text(tally_pair_elo_text, (MatchTally){.pairs = {0, 0, 0, 2, 0}},
                "190.8 (no spread among the pairs yet: no interval)");
    assert_text(tally_pair_elo_text, (MatchTally){.wins = 3}, "none (no pairs yet)");
}
END_TEST

START_TEST(sprt)
{
    /* P (s1 - s0)(2s - s0 - s1) / (2 var) over the P pairs, with s0 = 0.5,
     * s1 = 1/(1 + 10^(-10/400)) and the pairs' score and variance above */
    CLOSE(sprt_llr(&paired, 0, 10), 0.10991748787127853, 1e-9);
    /* Swapping the hypotheses flips the sign */
    CLOSE(sprt_llr(&paired, 10, 0), -0.10991748787127853, 1e-9);
    /* Pairs as independent games would make them (a third each of wins,
     * draws and losses: 1, 2, 3, 2, 1 of 9) give what 18 such games give
     * by the trinomial formula: 18 (s1 - s0)(1 - s0 - s1) / (2 / 3) */
    MatchTally independent = {.pairs = {1, 2, 3, 2, 1}};
    CLOSE(sprt_llr(&independent, 0, 10), -0.01117751768422366, 1e-12);
    /* A pair drawn and a pair half lost against elo 0..200: for H0 */
    MatchTally two = {.pairs = {0, 1, 1, 0, 0}};
    CLOSE(sprt_llr(&two, 0, 200), -8.47393264416314, 1e-9);
    /* Games but no finished pair, or pairs without spread: no evidence */
    CLOSE(sprt_llr(&sample, 0, 10), 0, 1e-12);
    MatchTally wins = {.pairs = {0, 0, 0, 0, 4}};
    CLOSE(sprt_llr(&wins, 0, 10), 0, 1e-12);
    SprtSettings settings = {.elo0 = 0, .elo1 = 10, .alpha = 0.05, .beta = 0.05};
    double lower, upper;
    sprt_bounds(&settings, &lower, &upper);
    /* ln(0.05/0.95) and ln(0.95/0.05) */
    CLOSE(lower, -2.9444389791664403, 1e-12);
    CLOSE(upper, 2.9444389791664403, 1e-12);
    ck_assert_int_eq(sprt_decide(&settings, 0.46), SPRT_CONTINUE);
    ck_assert_int_eq(sprt_decide(&settings, 2.95), SPRT_ACCEPT_H1);
    ck_assert_int_eq(sprt_decide(&settings, -2.95), SPRT_ACCEPT_H0);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("match_stats");
    TCase *tc = tcase_create("match_stats");
    tcase_add_test(tc, score_and_elo);
    tcase_add_test(tc, elo_interval);
    tcase_add_test(tc, elo_text);
    tcase_add_test(tc, likelihood_of_superiority);
    tcase_add_test(tc, pair_interval);
    tcase_add_test(tc, sprt);
    suite_add_tcase(s, tc);
    return test_run_suite(s);
}
