/*
 * Joust Chess rules, one test per statement of the seed text and of the
 * rulings (docs/rules/joust.md), each seed example included. Positions are
 * in the position text of docs/rules/joust.md.
 */
#include <string.h>

#include "engine/game_history.h"
#include "tests/test_support.h"

#define GAME "joust"

/* The move written as text is refused, and the reason mentions 'why'. */
static void assert_refused(const TestPosition *p, const char *text, const char *why)
{
    Move m;
    char error[GAME_ERROR_MAX] = "";
    ck_assert_msg(!p->game->text_to_move(p->bytes, text, &m, error), "'%s' accepted in '%s'", text, test_text(p));
    ck_assert_msg(strstr(error, why) != NULL, "'%s' refused with '%s', expected a reason with '%s'", text, error, why);
}

/* Number of legal moves whose text starts with prefix. */
static int moves_starting(const TestPosition *p, const char *prefix)
{
    Move moves[GAME_MAX_MOVES];
    int n = p->game->generate(p->bytes, moves), hits = 0;
    for (int i = 0; i < n; i++) {
        char text[GAME_TEXT_MAX];
        p->game->move_to_text(p->bytes, moves[i], text);
        hits += strncmp(text, prefix, strlen(prefix)) == 0;
    }
    return hits;
}

START_TEST(start_position)
{
    TestPosition p = test_start(GAME);
    ck_assert_str_eq(test_text(&p),
                     "w3h1w2q+k+w2h3w1/p8p8p8p8p8p8p8p8/8/8/8/8/P8P8P8P8P8P8P8P8/W9H7W8Q+K+W8H9W7 w 0 1");
    /* 8 pawns x (4 slides x 4 orientations + 3 rotations), 4 wedges x 7
     * rotations, hooks b1d3 and g1e3 (x 8) and 7 rotations each, queen and
     * king jump to d3/e3 (x 2) and 1 rotation each, one null turn. */
    ck_assert_uint_eq(test_perft(&p, 1), 8 * 19 + 4 * 7 + 2 * 15 + 2 * 3 + 1);
}
END_TEST

START_TEST(wedge_long_range_capture)
{
    /* Slide north with one pip, capture east with the other. */
    TestPosition p = test_position(GAME, "4k+3/8/1p86/8/8/8/8/W93K+3 w 0 1");
    ck_assert(test_has_move(&p, "a1a6b6"));
    test_play(&p, "a1a6b6");
    ck_assert_str_eq(test_text(&p), "4k+3/8/1W96/8/8/8/8/4K+3 b 0 1");
}
END_TEST

START_TEST(hook_double_and_triple_captures)
{
    /* Long-range double: slide east, capture north, capture west. */
    TestPosition p = test_position(GAME, "k+7/8/8/2p8p84/H87/8/8/7K+ w 0 1");
    ck_assert(test_has_move(&p, "a4d4d5c5"));
    /* Short-range triple: west, north, east. */
    p = test_position(GAME, "k+7/8/8/2p8p84/2p8H84/8/8/7K+ w 0 1");
    ck_assert(test_has_move(&p, "d4c4c5d5"));
    test_play(&p, "d4c4c5d5");
    ck_assert_str_eq(test_text(&p), "k+7/8/8/3H84/8/8/8/7K+ b 0 1");
}
END_TEST

START_TEST(pawn_captures_two_away_by_jumping_a_friend)
{
    TestPosition p = test_position(GAME, "k+7/8/8/3p84/8/3P84/3P84/7K+ w 0 1");
    ck_assert(test_has_move(&p, "d2d4d5"));
    /* Without the friend to jump, the pawn cannot capture at range. */
    p = test_position(GAME, "k+7/8/8/3p84/8/8/3P84/7K+ w 0 1");
    assert_refused(&p, "d2d4d5", "already used");
    ck_assert_int_eq(moves_starting(&p, "d2d4d5"), 0);
}
END_TEST

START_TEST(no_jump_after_a_capture)
{
    /* The queen takes d5 and cannot then jump the pawn on e5. */
    TestPosition p = test_position(GAME, "k+7/8/8/3p8P83/3Q+4/8/8/7K+ w 0 1");
    ck_assert(test_has_move(&p, "d4d5"));
    assert_refused(&p, "d4d5f5", "no jump after a capture");
    ck_assert_int_eq(moves_starting(&p, "d4d5f5"), 0);
    /* Before the capture the same jump is fine. */
    p = test_position(GAME, "k+7/8/8/3Q+P83/8/8/8/7K+ w 0 1");
    ck_assert(test_has_move(&p, "d5f5"));
}
END_TEST

START_TEST(rotation_after_capture_needs_every_pip_used)
{
    TestPosition p = test_position(GAME, "k+7/8/8/3p8p83/3W94/8/8/7K+ w 0 1");
    assert_refused(&p, "d4d5=3", "no rotation after a capture");
    ck_assert_int_eq(moves_starting(&p, "d4d5="), 0);
    /* Both pips used (north, then east): rotation allowed. */
    ck_assert(test_has_move(&p, "d4d5e5=3"));
    ck_assert_int_eq(moves_starting(&p, "d4d5e5="), 7);
    /* No capture: rotation after a move is allowed. */
    ck_assert(test_has_move(&p, "d4h4=3"));
}
END_TEST

START_TEST(rotation_must_change_the_pip_set)
{
    TestPosition p = test_start(GAME);
    /* A pawn turned 180 degrees has the same pips: not a rotation. */
    assert_refused(&p, "d2=2", "same pip set");
    assert_refused(&p, "d2=8", "same pip set");
    ck_assert_int_eq(moves_starting(&p, "d2="), 3);
    ck_assert_int_eq(moves_starting(&p, "e1="), 1);
    ck_assert(test_has_move(&p, "e1=x"));
    /* Either pip names a pawn's axis: "d2=4" is the canonical "d2=6". */
    TestPosition q = p;
    test_play(&p, "d2=4");
    test_play(&q, "d2=6");
    ck_assert_str_eq(test_text(&p), test_text(&q));
}
END_TEST

START_TEST(king_moves_one_square_but_jumps_and_captures_further)
{
    TestPosition p = test_position(GAME, "k+7/8/8/3p6p63/3K+4/8/8/8 w 0 1");
    assert_refused(&p, "d4d2", "only one square");
    ck_assert(test_has_move(&p, "d4d3"));
    ck_assert_int_eq(moves_starting(&p, "d4d2"), 0);
    /* Two captures carry the king two squares. */
    ck_assert(test_has_move(&p, "d4d5e5"));
    /* A jump over a friend carries it two squares. */
    p = test_position(GAME, "k+7/8/8/8/8/8/4P83/4K+3 w 0 1");
    ck_assert(test_has_move(&p, "e1e3"));
}
END_TEST

START_TEST(moves_only_first_and_jumps_need_a_friend)
{
    /* Jump d2-d4 over the friend on d3, then a plain move is refused. */
    TestPosition p = test_position(GAME, "k+7/8/8/8/8/3P84/3Q+4/7K+ w 0 1");
    ck_assert(test_has_move(&p, "d2d4"));
    assert_refused(&p, "d2d4d6", "only be the first action");
    assert_refused(&p, "d2d4f4", "only be the first action");
    /* An enemy cannot be jumped. */
    p = test_position(GAME, "k+7/8/8/8/8/3p84/3Q+4/7K+ w 0 1");
    assert_refused(&p, "d2d4", "friendly piece");
    /* A jump needs an empty landing square. */
    p = test_position(GAME, "k+7/8/8/8/3p84/3P84/3Q+4/7K+ w 0 1");
    assert_refused(&p, "d2d4", "occupied");
    ck_assert_int_eq(moves_starting(&p, "d2d4"), 0);
    /* A slide may not pass through a piece. */
    p = test_position(GAME, "k+7/8/8/8/3P84/8/3Q+4/7K+ w 0 1");
    assert_refused(&p, "d2d6", "blocked");
}
END_TEST

START_TEST(passing_through_check_is_allowed_ending_in_it_is_not)
{
    /* e5 is covered by the black pawn e8 jumping e7 and capturing; f5 is safe. */
    TestPosition p = test_position(GAME, "k+3p83/4p63/8/4p6p62/4K+3/8/8/8 w 0 1");
    ck_assert(!p.game->in_check(p.bytes));
    assert_refused(&p, "e4e5", "in check");
    ck_assert(test_has_move(&p, "e4e5f5"));
    test_play(&p, "e4e5f5");
    ck_assert(!p.game->in_check(p.bytes));
}
END_TEST

START_TEST(check_is_any_capture_sequence)
{
    /* Seed diagram: the white king would jump its wedge and take the black
     * king (leap with the lower-left pip, take with the upper-right). */
    TestPosition p = test_position(GAME, "8/8/5k+2/8/3W94/2Kx5/8/8 b 0 1");
    ck_assert(p.game->in_check(p.bytes));
    /* The wedge fences e6 and f5: the black king must go up or right. */
    Move moves[GAME_MAX_MOVES];
    int n = p.game->generate(p.bytes, moves);
    ck_assert_int_gt(n, 0);
    for (int i = 0; i < n; i++) {
        char text[GAME_TEXT_MAX];
        p.game->move_to_text(p.bytes, moves[i], text);
        ck_assert_msg(strncmp(text, "f6f7", 4) == 0 || strncmp(text, "f6g6", 4) == 0, "unexpected escape %s", text);
    }
    /* Whichever way it goes, the wedge follows one square. */
    test_play(&p, "f6f7");
    test_play(&p, "d4d5");
    ck_assert(!p.game->in_check(p.bytes));
    ck_assert_int_eq(moves_starting(&p, "f7e"), 0);
    ck_assert_int_eq(moves_starting(&p, "f7f6"), 0);
}
END_TEST

START_TEST(king_and_wedge_mate)
{
    /* The end of the seed's mating net: king cornered, fenced by the wedge. */
    TestPosition p = test_position(GAME, "7k+/8/5W92/4Kx3/8/8/8/8 b 0 1");
    ck_assert(p.game->in_check(p.bytes));
    ck_assert_int_eq(p.game->count_moves(p.bytes), 0);
    GameResult r = p.game->result(p.bytes);
    ck_assert_int_eq(r.outcome, OUTCOME_FIRST_WINS);
    ck_assert_int_eq(r.reason, REASON_CHECKMATE);
    /* The threat: jump the wedge with the lower-left pip, take with the upper-right. */
    p = test_position(GAME, "7k+/8/5W92/4Kx3/8/8/8/8 w 0 1");
    ck_assert(test_has_move(&p, "e5g7h8"));
}
END_TEST

START_TEST(null_turns_are_one_move)
{
    TestPosition p = test_start(GAME);
    /* Hook b1, hook g1, queen and king can each jump out and back. */
    ck_assert(test_has_move(&p, "b1d3b1"));
    ck_assert(!test_has_move(&p, "d1d3d1"));
    ck_assert(!test_has_move(&p, "e1e3e1"));
    ck_assert(!test_has_move(&p, "g1e3g1"));
    /* Any way of writing it is the same move. */
    TestPosition q = p;
    test_play(&p, "e1e3e1");
    test_play(&q, "b1d3b1");
    ck_assert_str_eq(test_text(&p), test_text(&q));
    ck_assert_str_eq(test_text(&p),
                     "w3h1w2q+k+w2h3w1/p8p8p8p8p8p8p8p8/8/8/8/8/P8P8P8P8P8P8P8P8/W9H7W8Q+K+W8H9W7 b 1 1");
}
END_TEST

START_TEST(capturing_the_king_ends_the_game)
{
    /* An illegal position: White can take the king outright. */
    TestPosition p = test_position(GAME, "8/8/8/3k+4/3Q+4/8/8/7K+ w 0 1");
    ck_assert(test_has_move(&p, "d4d5"));
    ck_assert_int_eq(moves_starting(&p, "d4d5="), 0);
    test_play(&p, "d4d5");
    ck_assert_int_eq(p.game->count_moves(p.bytes), 0);
    GameResult r = p.game->result(p.bytes);
    ck_assert_int_eq(r.outcome, OUTCOME_FIRST_WINS);
    ck_assert_int_eq(r.reason, REASON_KING_CAPTURED);
}
END_TEST

START_TEST(draws)
{
    /* Bare kings: the game ends at once, a dead position for the search;
     * perft goes on (RULINGS): Kh1 steps to g1 or h2, turning or not, or
     * turns in place. */
    TestPosition p = test_position(GAME, "k+7/8/8/8/8/8/8/7K+ w 0 1");
    GameResult r = p.game->result(p.bytes);
    ck_assert(r.outcome == OUTCOME_DRAW && r.reason == REASON_MATERIAL && r.automatic);
    ck_assert(p.game->dead_position(p.bytes));
    ck_assert_int_eq(p.game->count_moves(p.bytes), 5);
    /* 50 full moves without a capture. */
    p = test_position(GAME, "k+7/8/8/8/8/8/P87/7K+ w 99 80");
    ck_assert_int_eq(p.game->result(p.bytes).outcome, OUTCOME_NONE);
    test_play(&p, "h1=x");
    r = p.game->result(p.bytes);
    ck_assert(r.outcome == OUTCOME_DRAW && r.reason == REASON_FIFTY_MOVES);
    /* A capture resets the count. */
    p = test_position(GAME, "k+7/8/8/8/p87/P87/8/7K+ w 99 80");
    test_play(&p, "a3a4");
    ck_assert_int_eq(p.game->reversible_plies(p.bytes), 0);
    /* Threefold repetition, through the game history. */
    p = test_start(GAME);
    GameHistory h;
    ck_assert(history_start(&h, p.game, p.bytes));
    const char *cycle[] = {"e1=x", "e8=x", "e1=+", "e8=+"};
    for (int i = 0; i < 8; i++) {
        Move m;
        char error[GAME_ERROR_MAX];
        ck_assert(p.game->text_to_move(history_current(&h), cycle[i % 4], &m, error));
        ck_assert(history_play(&h, m));
    }
    r = history_result(&h);
    ck_assert(r.outcome == OUTCOME_DRAW && r.reason == REASON_REPETITION);
    history_free(&h);
}
END_TEST

START_TEST(position_text_refusals)
{
    char error[GAME_ERROR_MAX];
    static unsigned char pos[4096];
    const Game *g = game_find(GAME);
    static const struct {
        const char *text, *why;
    } bad[] = {
        {"", "rank"},
        {"k+7/8/8/8/8/8/8/7K w 0 1", "orientation"},
        {"k+7/8/8/8/8/8/8/7K5 w 0 1", "orientation"},
        {"k+7/8/8/8/8/8/8/6K+ w 0 1", "fewer than 8"},
        {"k+7/8/8/8/8/8/8/8K+ w 0 1", "more than 8"},
        {"k+7/8/8/8/8/8/8/7X+ w 0 1", "unknown piece letter"},
        {"k+7/8/8/8/8/8/7K+ w 0 1", "8 ranks"},
        {"k+7/8/8/8/8/8/8/7K+ x 0 1", "side to move"},
        {"k+7/8/8/8/8/8/8/7K+ w 0", "two numbers"},
        {"k+7/8/8/8/8/8/8/7K+ w 0 1 junk", "two numbers"},
        {"k+7/8/8/8/8/8/8/7K+ w -1 1", "out of range"},
        {"k+7/8/8/8/8/8/8/7K+ w 99999999999999999999 1", "out of range"},
        {"k+6K+/8/8/8/8/8/8/7K+ w 0 1", "more than one king"},
        {"8/8/8/8/8/8/8/7K+ w 0 1", "no king"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        error[0] = '\0';
        ck_assert_msg(!g->set_text(pos, bad[i].text, error), "'%s' accepted", bad[i].text);
        ck_assert_msg(strstr(error, bad[i].why) != NULL, "'%s' refused with '%s'", bad[i].text, error);
    }
    /* A pawn may be written with either of its pips; printed canonically. */
    TestPosition p = test_position(GAME, "k+7/8/8/8/8/8/P2P4P1P74/7K+ w 0 1");
    ck_assert_str_eq(test_text(&p), "k+7/8/8/8/8/8/P8P6P9P34/7K+ w 0 1");
    /* The counters are optional. */
    p = test_position(GAME, "k+7/8/8/8/8/8/8/7K+ b");
    ck_assert_str_eq(test_text(&p), "k+7/8/8/8/8/8/8/7K+ b 0 1");
}
END_TEST

START_TEST(move_text_refusals)
{
    TestPosition p = test_start(GAME);
    assert_refused(&p, "", "square");
    assert_refused(&p, "z9", "square");
    assert_refused(&p, "e4e5", "no piece of the side to move");
    assert_refused(&p, "e7e5", "no piece of the side to move");
    assert_refused(&p, "e2", "at least one action");
    assert_refused(&p, "e2e4x", "unexpected");
    assert_refused(&p, "e2e4=5", "no orientation");
    assert_refused(&p, "e1=9", "no orientation");
    assert_refused(&p, "e2f4", "not along a line");
    assert_refused(&p, "e2e7", "occupied");
    assert_refused(&p, "a1a2", "occupied");
    assert_refused(&p, "e2e3e4", "only be the first action");
    /* Rotation is the last action. */
    assert_refused(&p, "e2=6e4", "no orientation");
    ck_assert(test_has_move(&p, "e2e4"));
}
END_TEST

static Suite *suite(void)
{
    Suite *s = suite_create("joust_rules");
    TCase *tc = tcase_create("rules");
    tcase_add_test(tc, start_position);
    tcase_add_test(tc, wedge_long_range_capture);
    tcase_add_test(tc, hook_double_and_triple_captures);
    tcase_add_test(tc, pawn_captures_two_away_by_jumping_a_friend);
    tcase_add_test(tc, no_jump_after_a_capture);
    tcase_add_test(tc, rotation_after_capture_needs_every_pip_used);
    tcase_add_test(tc, rotation_must_change_the_pip_set);
    tcase_add_test(tc, king_moves_one_square_but_jumps_and_captures_further);
    tcase_add_test(tc, moves_only_first_and_jumps_need_a_friend);
    tcase_add_test(tc, passing_through_check_is_allowed_ending_in_it_is_not);
    tcase_add_test(tc, check_is_any_capture_sequence);
    tcase_add_test(tc, king_and_wedge_mate);
    tcase_add_test(tc, null_turns_are_one_move);
    tcase_add_test(tc, capturing_the_king_ends_the_game);
    tcase_add_test(tc, draws);
    tcase_add_test(tc, position_text_refusals);
    tcase_add_test(tc, move_text_refusals);
    suite_add_tcase(s, tc);
    return s;
}

int main(void) { return test_run_suite(suite()); }
