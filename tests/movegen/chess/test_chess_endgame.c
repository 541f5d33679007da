/*
 * Bare-king endings of FIDE chess (movegen/chess/eval_endgame.c): scored
 * as a win that grows as the lone king nears the edge (the bishop's
 * corner with bishop and knight) and the kings close in, the same with the
 * net and without it; left to the evaluators where the stronger side
 * cannot mate alone or has pawns, and in Hammer and Half-Court; and the
 * search mates with bishop and knight from the middle of the board.
 */
#include "movegen/chess/eval_endgame.h"
#include "movegen/chess/nnue.h"
#include "tests/test_support.h"

START_TEST(lone_king_to_the_edge)
{
    /* king and rook: the lone king on e5, d6, c7, a8 (the white king on c1) */
    int centre = test_evaluate("chess", "8/8/8/4k3/8/8/8/R1K5 w - - 0 1");
    int nearer = test_evaluate("chess", "8/8/3k4/8/8/8/8/R1K5 w - - 0 1");
    int edge = test_evaluate("chess", "8/2k5/8/8/8/8/8/R1K5 w - - 0 1");
    ck_assert_int_ge(centre, BARE_KING_WIN);
    ck_assert_int_lt(centre, nearer);
    ck_assert_int_lt(nearer, edge);
    /* the lone king to move: the same score, negated */
    ck_assert_int_eq(test_evaluate("chess", "8/8/8/4k3/8/8/8/R1K5 b - - 0 1"), -centre);
    /* colours swapped */
    ck_assert_int_eq(test_evaluate("chess", "r1k5/8/8/8/4K3/8/8/8 b - - 0 1"), centre);
}
END_TEST

START_TEST(kings_close_in)
{
    int far = test_evaluate("chess", "8/8/8/4k3/8/8/8/1QK5 w - - 0 1");
    int near = test_evaluate("chess", "8/8/8/4k3/8/3K4/8/1Q6 w - - 0 1");
    ck_assert_int_lt(far, near);
    /* more material, more score: the queen's extra value over the rook */
    ck_assert_int_gt(far, test_evaluate("chess", "8/8/8/4k3/8/8/8/1RK5 w - - 0 1"));
}
END_TEST

START_TEST(bishop_and_knight_drive_to_the_bishops_corner)
{
    /* a dark-squared bishop (c1): a1 and h8 are the mating corners */
    int right = test_evaluate("chess", "7k/8/5K2/8/8/8/8/1NB5 w - - 0 1");
    int wrong = test_evaluate("chess", "k7/8/2K5/8/8/8/8/1NB5 w - - 0 1");
    ck_assert_int_gt(right, wrong);
    ck_assert_int_ge(wrong, BARE_KING_WIN);
    /* a light-squared bishop (f1): h1 and a8 */
    ck_assert_int_gt(test_evaluate("chess", "k7/8/2K5/8/8/8/8/1N3B2 w - - 0 1"),
                     test_evaluate("chess", "7k/8/5K2/8/8/8/8/1N3B2 w - - 0 1"));
}
END_TEST

START_TEST(with_the_net_and_without)
{
    static const char *const fen = "8/8/3k4/8/8/8/8/2B1KB2 w - - 0 1";
    chess_nets_enable(false);
    int by_hand = test_evaluate("chess", fen);
    chess_nets_enable(true);
    ck_assert_int_eq(test_evaluate("chess", fen), by_hand);
    ck_assert_int_ge(by_hand, BARE_KING_WIN);
}
END_TEST

START_TEST(left_to_the_evaluators)
{
    static const char *const cases[][2] = {
        {"chess", "8/8/3k4/8/8/8/8/1N2KN2 w - - 0 1"},   /* two knights cannot force mate */
        {"chess", "8/8/3k4/8/8/8/8/4KB1B w - - 0 1"},   /* bishops of one colour */
        {"chess", "8/8/3k4/8/8/8/3P4/4K3 w - - 0 1"},    /* a pawn, not a piece */
        {"chess", "8/8/3k4/8/8/8/3P4/R3K3 w - - 0 1"},   /* rook and pawn: the net's */
        {"chess", "8/8/3k4/8/8/8/8/R3K2n w - - 0 1"},    /* the other king not alone */
        {"hammer", "8/8/3k4/8/8/8/8/R3K3 w - - 0 1"},
        {"halfcourt", "2k2/5/5/5/R1K2 w - - 0 1"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        TestPosition p = test_position(cases[i][0], cases[i][1]);
        int score = 12345;
        ck_assert_msg(!chess_bare_king_score((const ChessPosition *)p.bytes, &score), "%s", cases[i][1]);
        ck_assert_int_eq(score, 12345);
        ck_assert_int_lt(p.game->evaluate(p.bytes), BARE_KING_WIN);
    }
}
END_TEST

/* Bishop and knight from the middle, the lone king also in the middle:
 * each side searches 9 plies a move, and White mates before the
 * fifty-move rule (the net alone drew this by it at 100,000 nodes a move). */
START_TEST(search_mates_with_bishop_and_knight)
{
    TestPosition p = test_position("chess", "8/8/8/3k4/8/8/8/1NB1K3 w - - 0 1");
    GameHistory h;
    ck_assert(history_start(&h, p.game, p.bytes));
    Searcher *s = searcher_new(4);
    ck_assert(s != NULL);
    GameResult result = history_result(&h);
    int plies = 0;
    for (; result.outcome == OUTCOME_NONE && plies < 200; plies++) {
        SearchLimits limits = {.depth = 9};
        Move ponder;
        ck_assert(history_play(&h, searcher_run(s, &h, &limits, NULL, NULL, &ponder)));
        result = history_result(&h);
    }
    ck_assert_msg(result.outcome == OUTCOME_FIRST_WINS && result.reason == REASON_CHECKMATE,
                  "no mate after %d plies (outcome %d, reason %d)", plies, result.outcome, result.reason);
    searcher_free(s);
    history_free(&h);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("chess_endgame");
    TCase *tc = tcase_create("bare king");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, lone_king_to_the_edge);
    tcase_add_test(tc, kings_close_in);
    tcase_add_test(tc, bishop_and_knight_drive_to_the_bishops_corner);
    tcase_add_test(tc, with_the_net_and_without);
    tcase_add_test(tc, left_to_the_evaluators);
    tcase_add_test(tc, search_mates_with_bishop_and_knight);
    suite_add_tcase(s, tc);
    return test_run_suite(s);
}
