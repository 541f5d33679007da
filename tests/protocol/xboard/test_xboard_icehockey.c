/*
 * Ice Hockey in XBoard's forms (protocol/xboard/icehockey.c): the setup
 * line, XBoard's FEN read back, and every legal turn along random games
 * written in XBoard's move form and read back as the same turn, or, for
 * the turns XBoard cannot carry, refused (never read as another turn);
 * the turns the engine keeps to.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "protocol/xboard/icehockey.h"
#include "protocol/xboard/line.h"
#include "tests/test_support.h"

static const XBoardTranslation *t = &xboard_icehockey;

START_TEST(setup_line_of_the_start)
{
    TestPosition p = test_start("icehockey");
    char line[GAME_TEXT_MAX];
    t->setup_line(test_text(&p), line);
    ck_assert_str_eq(line, "setup (..BRQ........CDE.....................GK..brq........cde.....................gk) "
                           "8x10+0_fairy ***2***/4k3/1r4r1/8/2bq1b2/8/2BE1B2/1R4R1/4K3/***2*** w - - 0 1");
}
END_TEST

START_TEST(xboard_fen_read_back)
{
    char text[GAME_TEXT_MAX], error[GAME_ERROR_MAX];
    ck_assert(t->board_in("***2***/4k3/1r4r1/8/2bq1b2/8/2BE1B2/1R4R1/4K3/***2*** w - - 0 1", text, error));
    TestPosition start = test_start("icehockey");
    ck_assert_str_eq(text, test_text(&start));
    /* Black's rook holds the puck on b4, Black to move (the second half) */
    ck_assert(t->board_in("***2***/4k3/6r1/8/2bq1b2/1d6/2BQ1B2/1R4R1/4K3/***2*** b - - 0 1", text, error));
    ck_assert_str_eq(text, "4k3/6r1/8/2bq1b2/1r6/2BQ1B2/1R4R1/4K3 b b4 0-0 1 20 2 -");
    /* no carrier: XBoard's FEN cannot say where a loose puck lies */
    ck_assert(!t->board_in("***2***/4k3/1r4r1/8/2bq1b2/8/2BQ1B2/1R4R1/4K3/***2*** w - - 0 1", text, error));
    /* the game's own text is not XBoard's */
    ck_assert(!t->board_in("4k3/1r4r1/8/2bq1b2/8/2BQ1B2/1R4R1/4K3 w d3 0-0 1 20 1 -", text, error));
    ck_assert_str_eq(error, "");
    /* a board too long for a position text is refused, not cut short
     * (the line itself is short enough for setboard to pass it on) */
    char board[GAME_TEXT_MAX];
    snprintf(board, sizeof board, "***2***/4k3/1r4r1/8/2bq1b2/8/2BE1B2/1R4R1/4K3%0205d w", 0);
    ck_assert_uint_lt(strlen(board), GAME_TEXT_MAX - 1);
    ck_assert(!t->board_in(board, text, error));
    ck_assert_str_eq(error, "XBoard's board is too long");
}
END_TEST

/* The move sent for a turn played from p, and the line after it. */
static void sent_for(TestPosition *p, const char *move, char *out, char *extra)
{
    char before[GAME_TEXT_MAX], stop[GAME_TEXT_MAX];
    snprintf(before, sizeof before, "%s", test_text(p));
    test_play(p, move);
    t->move_out(before, move, test_text(p), out, extra, stop);
    ck_assert_str_eq(stop, "");
}

START_TEST(engine_move_and_highlight)
{
    TestPosition p = test_start("icehockey");
    char out[GAME_TEXT_MAX], extra[GAME_TEXT_MAX];
    sent_for(&p, "d3-a6~a7", out, extra);
    ck_assert_str_eq(out, "d3a7,a7a6Q"); /* by way of the loose puck; the queen is plain again */
    ck_assert_str_eq(extra, "highlight 8/8/r7/8/8/8/8/8/8/8");
    sent_for(&p, "b7-a7", out, extra);
    ck_assert_str_eq(out, "b7b6,b6a7d"); /* Black's rook takes the loose puck: a carrier */
    ck_assert_str_eq(extra, "highlight 8/8/g7/8/8/8/8/8/8/8");
    sent_for(&p, "a6-b5", out, extra);
    ck_assert_str_eq(out, "a6b5");
}
END_TEST

/* The stop line sent after a turn played from the position text. */
static void stop_after(const char *position, const char *move, char *stop)
{
    TestPosition p = test_position("icehockey", position);
    char before[GAME_TEXT_MAX], out[GAME_TEXT_MAX], extra[GAME_TEXT_MAX];
    snprintf(before, sizeof before, "%s", test_text(&p));
    test_play(&p, move);
    t->move_out(before, move, test_text(&p), out, extra, stop);
}

START_TEST(xboard_stops_where_it_cannot_follow)
{
    char stop[GAME_TEXT_MAX];
    /* a goal: the faceoff follows, the score stands for XBoard */
    stop_after("4k3/1r4r1/8/2b2b2/3Q4/8/1R4R1/q3K3 w d4 0-0 1 12 1 -", "d4-d5~d9", stop);
    ck_assert_str_eq(stop, "1-0 {stopped at 1-0, period 1: XBoard cannot show the faceoff after the goal}");
    /* the end of period 1 */
    stop_after("4k3/1r4r1/8/2bq1b2/8/2BQ1B2/1R4R1/4K3 b d3 0-0 1 1 2 -", "c5-b4", stop);
    ck_assert_str_eq(stop, "1/2-1/2 {stopped at 0-0, period 2: XBoard cannot show the faceoff after the period's end}");
    /* a turn XBoard cannot carry: the king moves and the queen passes */
    stop_after("4k3/1r4r1/8/2bq1b2/8/2BQ1B2/1R4R1/4K3 w d3 0-0 1 20 1 -", "e1-f1>c3", stop);
    ck_assert_str_eq(stop, "1/2-1/2 {stopped at 0-0, period 1: XBoard cannot show the whole turn e1-f1>c3}");
    /* the end of the game: its own result, no stop */
    stop_after("4k3/1r4r1/8/2bq1b2/8/2BQ1B2/1R4R1/4K3 b d3 0-1 3 1 2 -", "c5-b4", stop);
    ck_assert_str_eq(stop, "");
}
END_TEST

/* Whether XBoard's form carries this turn (own text, the position after
 * it): not the goalie's step, nor a puck passed to or taken by a piece,
 * nor a puck left loose on the start square of a piece that did not hold
 * it, nor launches without a piece move. */
static bool carried(const char *own, const char *held_square, const char *after)
{
    const char *actions = own + (strncmp(own, "0000", 4) == 0 ? 4 : own[2] == 'x' ? 8 : 5);
    if (!strcmp(own, "0000") || !*actions)
        return true;
    if (!strncmp(own, "0000", 4) || strchr(actions, 'K'))
        return false;
    const char *end = strrchr(actions, '~') ? strrchr(actions, '~') : strrchr(actions, '>') ? strrchr(actions, '>')
                                                                                             : strrchr(actions, '@');
    if (end[2] == '0' || end[2] == '9')
        return true;
    char board[64];
    int square = 56;
    memset(board, '.', sizeof board);
    for (const char *c = after; *c != ' '; c++) {
        if (*c == '/')
            square -= 16;
        else if (*c >= '1' && *c <= '8')
            square += *c - '0';
        else
            board[square++] = *c;
    }
    if (board[(end[2] - '1') * 8 + end[1] - 'a'] != '.')
        return false;
    return strncmp(end + 1, own, 2) || !strncmp(held_square, own, 2);
}

/* Black's two-leg moves as XBoard 4.9.1 passes them on: "FROM TO,WAY X",
 * X next to TO, to the right if FROM is right of WAY, else to the left. */
static void garble(const char *form, char *out)
{
    snprintf(out, GAME_TEXT_MAX, "%.2s%.2s,%.2s%c%c", form, form + 7, form + 2,
             form[7] + (form[0] > form[2] ? 1 : -1), form[8]);
}

/* A line of turns (own texts, the last one may be NULL: the first legal
 * turn there) from a position, as the thinking output writes it. */
static int line_of(const XBoardTranslation *tr, TestPosition p, const char *const *turns, int count, char *out)
{
    TestPosition q = p;
    Move moves[4], all[GAME_MAX_MOVES];
    char error[GAME_ERROR_MAX];
    for (int i = 0; i < count; i++) {
        if (!turns[i]) {
            ck_assert(q.game->generate(q.bytes, all) > 0);
            moves[i] = all[0];
        } else {
            ck_assert(q.game->text_to_move(q.bytes, turns[i], &moves[i], error));
        }
        TestPosition next = q;
        q.game->make(q.bytes, moves[i], next.bytes);
        q = next;
    }
    return xboard_line_text(p.game, tr, p.bytes, moves, count, out, 4 * GAME_TEXT_MAX);
}

START_TEST(thinking_line_in_xboard_form)
{
    char pv[4 * GAME_TEXT_MAX];
    /* every turn written in the position it is played from */
    const char *const carried[] = {"d3-a6~a7", "b7-a7", "a6-b5"};
    ck_assert_int_eq(line_of(t, test_start("icehockey"), carried, 3, pv), 3);
    ck_assert_str_eq(pv, "d3a7,a7a6Q b7b6,b6a7d a6b5");
    /* a turn XBoard cannot carry ends the line before it */
    const char *const pass[] = {"e1-f1>c3", "c5-b4"};
    TestPosition p = test_position("icehockey", "4k3/1r4r1/8/2bq1b2/8/2BQ1B2/1R4R1/4K3 w d3 0-0 1 20 1 -");
    ck_assert_int_eq(line_of(t, p, pass, 2, pv), 0);
    ck_assert_str_eq(pv, "");
    /* a goal ends it after the goal: XBoard cannot show the faceoff */
    const char *const goal[] = {"e1-f1~d9", NULL};
    p = test_position("icehockey", "4k3/1r4r1/8/2b2b2/3Q4/8/1R4R1/q3K3 w d4 0-0 1 12 1 -");
    ck_assert_int_eq(line_of(t, p, goal, 2, pv), 1);
    ck_assert_str_eq(pv, "e1d9,d9f1");
    /* without a translation (the 'Game notation' option): the own texts */
    ck_assert_int_eq(line_of(NULL, test_start("icehockey"), carried, 3, pv), 3);
    ck_assert_str_eq(pv, "d3-a6~a7 b7-a7 a6-b5");
}
END_TEST

START_TEST(every_turn_reads_back_or_is_refused)
{
    const Game *g = game_find("icehockey");
    Move *moves = malloc(sizeof *moves * GAME_MAX_MOVES);
    ck_assert_ptr_nonnull(moves);
    int checked = 0, two_legs = 0, refused = 0, garbled = 0;
    srand(7);
    for (int game = 0; game < 2; game++) {
        TestPosition p = test_start("icehockey");
        for (int ply = 0; ply < 48; ply++) {
            int n = g->generate(p.bytes, moves);
            if (n == 0)
                break;
            if (ply % 8 == 7) {
                char before[GAME_TEXT_MAX], held[3];
                snprintf(before, sizeof before, "%s", test_text(&p));
                sscanf(strchr(strchr(before, ' ') + 1, ' ') + 1, "%2s", held);
                for (int i = 0; i < n; i++) {
                    TestPosition q = p;
                    char own[GAME_TEXT_MAX], after[GAME_TEXT_MAX], form[GAME_TEXT_MAX], extra[GAME_TEXT_MAX],
                        back[GAME_TEXT_MAX], error[GAME_ERROR_MAX];
                    g->move_to_text(p.bytes, moves[i], own);
                    g->make(p.bytes, moves[i], q.bytes);
                    snprintf(after, sizeof after, "%s", test_text(&q));
                    bool sent = t->move_out(before, own, after, form, extra, back);
                    bool read = t->move_in(g, p.bytes, form, back, error);
                    ck_assert_msg(sent == read, "%s: %s as %s, carried: %d", before, own, form, sent);
                    ck_assert_msg(read == carried(own, held, after), "%s: %s as %s (%s)", before, own, form,
                                  read ? back : error);
                    if (!read)
                        refused++;
                    else
                        ck_assert_msg(!strcmp(back, own), "%s: %s sent as %s read as %s", before, own, form, back);
                    checked++;
                    if (read && form[4] == ',') {
                        two_legs++;
                        if (g->side_to_move(p.bytes) == SIDE_SECOND && form[7] > 'a') {
                            garble(form, extra);
                            ck_assert(t->move_in(g, p.bytes, extra, back, error));
                            ck_assert_str_eq(back, own);
                            garbled++;
                        }
                    }
                }
            }
            TestPosition next = p;
            g->make(p.bytes, moves[rand() % n], next.bytes);
            p = next;
        }
    }
    free(moves);
    ck_assert_int_gt(two_legs, 100);
    ck_assert_int_gt(refused, 100);
    ck_assert_int_gt(garbled, 10);
    ck_assert_int_gt(checked - refused, 1000);
}
END_TEST

/* The turns the engine keeps to in XBoard's form: just those the test's
 * own judge (carried) says XBoard carries, among those the root filter
 * lets through; none listed when that would change nothing. */
START_TEST(the_turns_xboard_can_carry)
{
    TestPosition p = test_position("icehockey", "4k3/1r4r1/8/2bq1b2/8/2BQ1B2/1R4R1/4K3 w d3 0-0 1 20 1 -");
    const Game *g = p.game;
    Move *moves = malloc(sizeof *moves * GAME_MAX_MOVES), *kept = malloc(sizeof *kept * GAME_MAX_MOVES);
    ck_assert(moves && kept);
    int n = g->generate(p.bytes, moves), judged = 0;
    Move carried_move = MOVE_NONE, refused_move = MOVE_NONE;
    SearchLimits all = {0};
    int count = xboard_carried_moves(g, t, p.bytes, &all, kept);
    for (int i = 0; i < n; i++) {
        TestPosition q = p;
        char own[GAME_TEXT_MAX];
        g->move_to_text(p.bytes, moves[i], own);
        g->make(p.bytes, moves[i], q.bytes);
        bool is_carried = carried(own, "d3", test_text(&q)), listed = false;
        for (int k = 0; k < count; k++)
            listed |= kept[k] == moves[i];
        ck_assert_msg(listed == is_carried, "%s: listed %d", own, listed);
        judged += is_carried;
        *(is_carried ? &carried_move : &refused_move) = moves[i];
    }
    ck_assert_int_eq(count, judged);
    ck_assert_int_gt(count, 0);
    ck_assert_int_lt(count, n);
    /* excluded by the user: left out */
    SearchLimits filter = {.root_filter = &carried_move, .root_filter_count = 1};
    ck_assert_int_eq(xboard_carried_moves(g, t, p.bytes, &filter, kept), count - 1);
    for (int k = 0; k < count - 1; k++)
        ck_assert(kept[k] != carried_move);
    /* included by the user: only those, and only the carried ones */
    Move pair[2] = {carried_move, refused_move};
    filter = (SearchLimits){.root_filter = pair, .root_filter_count = 2, .root_filter_includes = true};
    ck_assert_int_eq(xboard_carried_moves(g, t, p.bytes, &filter, kept), 1);
    ck_assert(kept[0] == carried_move);
    /* nothing to leave out, or nothing left: no list */
    filter.root_filter_count = 1;
    ck_assert_int_eq(xboard_carried_moves(g, t, p.bytes, &filter, kept), -1);
    filter.root_filter = &refused_move;
    ck_assert_int_eq(xboard_carried_moves(g, t, p.bytes, &filter, kept), -1);
    free(moves);
    free(kept);
}
END_TEST

START_TEST(what_a_user_drags)
{
    const Game *g = game_find("icehockey");
    TestPosition p = test_start("icehockey");
    char own[GAME_TEXT_MAX], error[GAME_ERROR_MAX];
    ck_assert(t->move_in(g, p.bytes, "d3d4", own, error));
    ck_assert_str_eq(own, "d3-d4");
    ck_assert(t->move_in(g, p.bytes, "@@@@", own, error)); /* the null turn; the game refuses it here */
    ck_assert_str_eq(own, "0000");
    ck_assert(!t->move_in(g, p.bytes, "d3d8", own, error)); /* d8: Black's crease */
    ck_assert_str_eq(error, "no legal turn has this XBoard form");
    ck_assert(!t->move_in(g, p.bytes, "e1f1K", own, error)); /* a turn XBoard cannot carry */
    ck_assert(strstr(error, "cannot carry"));
    test_play(&p, "d3-d4");
    test_play(&p, "d5-e5");
    /* a goal, whichever piece moved: the canonical goal turn */
    ck_assert(t->move_in(g, p.bytes, "d4d9,d9d5", own, error));
    ck_assert_str_eq(own, "e1-f1~d9");
}
END_TEST

int main(void)
{
    Suite *s = suite_create("xboard icehockey");
    TCase *tc = tcase_create("forms");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, setup_line_of_the_start);
    tcase_add_test(tc, xboard_fen_read_back);
    tcase_add_test(tc, engine_move_and_highlight);
    tcase_add_test(tc, xboard_stops_where_it_cannot_follow);
    tcase_add_test(tc, thinking_line_in_xboard_form);
    tcase_add_test(tc, every_turn_reads_back_or_is_refused);
    tcase_add_test(tc, the_turns_xboard_can_carry);
    tcase_add_test(tc, what_a_user_drags);
    suite_add_tcase(s, tc);
    return test_run_suite(s);
}
