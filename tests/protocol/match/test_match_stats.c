/*
 * Match statistics against numbers worked out by hand (and checked with a
 * calculator) for fixed results: 30 wins, 40 draws, 20 losses unless said.
 */
#include <math.h>

#include "protocol/match/stats.h"
#include "tests/test_support.h"

#define CLOSE(a, b, tolerance) ck_assert_double_eq_tol(a, b, tolerance)

static const MatchTally sample = {.wins = 30, .draws = 40, .losses = 20};

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
    /* All draws: no spread at all */
    MatchTally draws = {.draws = 10};
    tally_elo(&draws, &elo, &margin);
    CLOSE(elo, 0, 1e-12);
    CLOSE(margin, 0, 1e-12);
}
END_TEST

/* The Elo line's text: a number and margin, or in words what is missing. */
START_TEST(elo_text)
{
    char text[96];
    tally_elo_text(&sample, text, sizeof text);
    ck_assert_str_eq(text, "38.8 +/- 54.0");
    MatchTally two_won = {.wins = 2}, two_lost = {.losses = 2};
    tally_elo_text(&two_won, text, sizeof text);
    ck_assert_str_eq(text, "+inf (all games won: no finite estimate or interval)");
    tally_elo_text(&two_lost, text, sizeof text);
    ck_assert_str_eq(text, "-inf (all games lost: no finite estimate or interval)");
    /* 1.5 of 2: the score's interval (0.75 +- 0.35) passes 1 */
    MatchTally win_draw = {.wins = 1, .draws = 1};
    tally_elo_text(&win_draw, text, sizeof text);
    ck_assert_str_eq(text, "190.8 (too few games for a finite 95% interval)");
    MatchTally draws = {.draws = 10}, none = {0};
    tally_elo_text(&draws, text, sizeof text);
    ck_assert_str_eq(text, "0.0 +/- 0.0");
    tally_elo_text(&none, text, sizeof text);
    ck_assert_str_eq(text, "none (no games yet)");
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

START_TEST(sprt)
{
    /* N (s1 - s0)(2s - s0 - s1) / (2 var) with s0 = 0.5, s1 = 1/(1 + 10^(-10/400)) */
    CLOSE(sprt_llr(&sample, 0, 10), 0.46112064941312575, 1e-9);
    /* Swapping the hypotheses flips the sign */
    CLOSE(sprt_llr(&sample, 10, 0), -0.46112064941312575, 1e-9);
    /* 0 wins, 1 draw, 1 loss against elo 0..200: strongly for H0 */
    MatchTally two = {.draws = 1, .losses = 1};
    CLOSE(sprt_llr(&two, 0, 200), -3.1574708676326164, 1e-9);
    /* No spread, no evidence */
    MatchTally wins = {.wins = 8};
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
    tcase_add_test(tc, sprt);
    suite_add_tcase(s, tc);
    return test_run_suite(s);
}
