/*
 * Joust Chess: what the search asks of the game beyond the rules — the
 * hand-written evaluation's symmetry, material and king safety (the net
 * switched off; the net's own tests are test_joust_nnue.c), the capture
 * list for quiescence, the capture ordering hint and the null move.
 */
#include <string.h>

#include "tests/test_support.h"

#define GAME "joust"

static int evaluate(const char *text) { return test_evaluate(GAME, text); }

START_TEST(start_position_is_even)
{
    TestPosition p = test_start(GAME);
    ck_assert_int_eq(p.game->evaluate(p.bytes), 0);
    test_play(&p, "b1d3b1"); /* the null turn: same board, Black to move */
    ck_assert_int_eq(p.game->evaluate(p.bytes), 0);
}
END_TEST

START_TEST(material_counts_from_the_movers_view)
{
    /* White has an extra queen: good for White to move, bad for Black to move. */
    const char *white_up = "k+7/8/8/8/8/8/8/Q+6K+ w 0 1", *black_view = "k+7/8/8/8/8/8/8/Q+6K+ b 0 1";
    ck_assert_int_gt(evaluate(white_up), 400);
    ck_assert_int_lt(evaluate(black_view), -400);
    /* The measured order of values: queen > hook > wedge > pawn. */
    int queen = evaluate("k+7/8/8/8/3Q+4/8/8/7K+ w 0 1"), hook = evaluate("k+7/8/8/8/3H84/8/8/7K+ w 0 1");
    int wedge = evaluate("k+7/8/8/8/3W94/8/8/7K+ w 0 1"), pawn = evaluate("k+7/8/8/8/3P84/8/8/7K+ w 0 1");
    ck_assert(queen > hook && hook > wedge && wedge > pawn && pawn > 0);
}
END_TEST

START_TEST(king_with_escape_squares_under_fire_is_worse)
{
    /* The same material; in the second the black wedge (pips S and E)
     * can slide along rank 3 and capture on d2, e2 or f2 next to the king. */
    int safe = evaluate("w33k+3/8/8/8/8/8/8/4K+3 w 0 1");
    int exposed = evaluate("4k+3/8/8/8/8/w37/8/4K+3 w 0 1");
    ck_assert_int_lt(exposed, safe);
}
END_TEST

START_TEST(noisy_moves_are_the_unrotated_captures)
{
    TestPosition p = test_position(GAME, "k+7/8/8/3p8p83/3W94/8/8/7K+ w 0 1");
    Move noisy[GAME_MAX_MOVES];
    int n = p.game->generate_noisy(p.bytes, noisy);
    /* d4d5, d4d5e5 (whose rotations are left out) and d4e4e5 (slide, then capture). */
    ck_assert_int_eq(n, 3);
    for (int i = 0; i < n; i++) {
        char text[GAME_TEXT_MAX];
        p.game->move_to_text(p.bytes, noisy[i], text);
        ck_assert_msg(!strcmp(text, "d4d5") || !strcmp(text, "d4d5e5") || !strcmp(text, "d4e4e5"),
                      "unexpected noisy move %s", text);
        ck_assert_int_gt(p.game->move_order_hint(p.bytes, noisy[i]), 0);
    }
    /* Two pawns taken rank above one; a quiet move gets 0. */
    Move one, two, quiet;
    char error[GAME_ERROR_MAX];
    ck_assert(p.game->text_to_move(p.bytes, "d4d5", &one, error));
    ck_assert(p.game->text_to_move(p.bytes, "d4d5e5", &two, error));
    ck_assert(p.game->text_to_move(p.bytes, "d4h4", &quiet, error));
    ck_assert_int_gt(p.game->move_order_hint(p.bytes, two), p.game->move_order_hint(p.bytes, one));
    ck_assert_int_eq(p.game->move_order_hint(p.bytes, quiet), 0);
}
END_TEST

START_TEST(null_move_passes_the_turn)
{
    TestPosition p = test_start(GAME);
    TestPosition passed = {.game = p.game};
    ck_assert(p.game->make_null(p.bytes, passed.bytes));
    ck_assert_int_eq(p.game->side_to_move(passed.bytes), SIDE_SECOND);
    ck_assert(p.game->key(passed.bytes) != p.game->key(p.bytes));
    /* The same as the null turn played on the board. */
    test_play(&p, "b1d3b1");
    ck_assert(p.game->key(passed.bytes) == p.game->key(p.bytes));
}
END_TEST

/* The tests here are of the hand-written evaluator. */
static void net_off(void) { game_find(GAME)->use_trained_evaluation(false); }

static Suite *suite(void)
{
    Suite *s = suite_create("joust_eval");
    TCase *tc = tcase_create("search hooks");
    tcase_add_checked_fixture(tc, net_off, NULL);
    tcase_add_test(tc, start_position_is_even);
    tcase_add_test(tc, material_counts_from_the_movers_view);
    tcase_add_test(tc, king_with_escape_squares_under_fire_is_worse);
    tcase_add_test(tc, noisy_moves_are_the_unrotated_captures);
    tcase_add_test(tc, null_move_passes_the_turn);
    suite_add_tcase(s, tc);
    return s;
}

int main(void) { return test_run_suite(suite()); }
