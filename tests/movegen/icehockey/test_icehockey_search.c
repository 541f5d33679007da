/*
 * Ice Hockey Chess through the searcher: it takes a goal that is on, wins
 * on the game's last ply, never shoots into its own net for nothing (after
 * an own goal the same side moves again, which the search must not negate),
 * the evaluation is the same for both colours in mirrored positions, and
 * the ordering hint (read off the packed turn) marks exactly the turns
 * that score for the mover and the hockey checks.
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "movegen/icehockey/position.h"
#include "movegen/icehockey/eval.h"
#include "search/alphabeta/search.h"
#include "tests/test_support.h"

#define GAME "icehockey"

/* The position text after the move the search picks at this depth. */
static const char *searched(const char *position, int depth, SearchReport *last)
{
    Move best = test_search(GAME, position, depth, last);
    TestPosition p = test_position(GAME, position), next = p;
    p.game->make(p.bytes, best, next.bytes);
    return test_text(&next);
}

START_TEST(takes_the_goal)
{
    SearchReport last;
    ck_assert(strstr(searched("k7/8/8/3Q4/8/8/8/4K3 w d5 0-0 1 10 1 -", 2, &last), " b d6 1-0 1 9 1 -"));
    /* On the game's last ply the goal wins it. */
    ck_assert(strstr(searched("k7/8/8/3Q4/8/8/8/4K3 w d5 0-0 3 1 2 -", 2, &last), " 1-0 3 0 1 -"));
    ck_assert_int_gt(last.score, SCORE_MATE_BOUND);
}
END_TEST

START_TEST(no_own_goals)
{
    SearchReport last;
    /* From the start an own goal is one move among a thousand; at every depth it is refused. */
    for (int depth = 1; depth <= 3; depth++)
        ck_assert(strstr(searched("4k3/1r4r1/8/2bq1b2/8/2BQ1B2/1R4R1/4K3 w d3 0-0 1 20 1 -", depth, &last), " 0-0 "));
}
END_TEST

static int by_hand(const TestPosition *t) { return ih_evaluate_by_hand((const IhPosition *)t->bytes); }

/* The hand-written evaluator is colour-blind; the net is not, as the
 * rules are not: a period that starts level is White's faceoff, so the
 * same start is worth more to White than, mirrored, to Black. */
START_TEST(evaluation_knows_whose_faceoff_a_level_period_is)
{
    TestPosition white = test_position(GAME, "4k3/1r4r1/8/2bq1b2/8/2BQ1B2/1R4R1/4K3 w d3 0-0 1 20 1 -");
    TestPosition black = test_position(GAME, "4k3/1r4r1/2bq1b2/8/2BQ1B2/8/1R4R1/4K3 b d6 0-0 1 20 1 -");
    ck_assert_int_eq(by_hand(&white), by_hand(&black));
    ck_assert_int_gt(white.game->evaluate(white.bytes), black.game->evaluate(black.bytes));
    TestPosition ahead = test_position(GAME, "4k3/1r4r1/8/2bq1b2/8/2BQ1B2/1R4R1/4K3 w d3 1-0 1 20 1 -");
    ck_assert_int_gt(ahead.game->evaluate(ahead.bytes), white.game->evaluate(white.bytes) + 500);
}
END_TEST

/* The same position with the colours swapped: ranks flipped, White's
 * pieces Black's, score and kings' counters swapped. */
static void mirror(const char *text, char *out)
{
    char board[80], side[4], puck[4], kings[4], extra[8] = "";
    int w, b, period, turns, half;
    sscanf(text, "%79s %3s %3s %d-%d %d %d %d %3s %7s", board, side, puck, &w, &b, &period, &turns, &half, kings,
           extra);
    char flipped[80] = "";
    for (int rank = 0; rank < 8; rank++) {
        const char *start = board;
        for (int i = 0; i < 7 - rank; i++)
            start = strchr(start, '/') + 1;
        size_t len = strcspn(start, "/");
        if (rank)
            strcat(flipped, "/");
        for (size_t i = 0; i < len; i++) {
            char c = start[i];
            c = isupper((unsigned char)c) ? (char)tolower(c) : (char)toupper(c);
            strncat(flipped, &c, 1);
        }
    }
    const char *swapped = strcmp(kings, "K") == 0 ? "k" : strcmp(kings, "k") == 0 ? "K" : kings;
    sprintf(out, "%s %s %c%c %d-%d %d %d %d %s %s", flipped, side[0] == 'w' ? "b" : "w", puck[0], '9' - puck[1] + '0',
            b, w, period, turns, half, swapped, extra);
}

/* Along seeded random games: the mirrored position has as many moves and
 * the same hand-written evaluation (the net knows who is White). */
START_TEST(colour_symmetry)
{
    uint64_t seed = 99;
    static Move moves[GAME_MAX_MOVES];
    for (int game = 0; game < 2; game++) {
        TestPosition p = test_start(GAME);
        for (int ply = 0; ply < 120; ply++) {
            char text[GAME_TEXT_MAX];
            mirror(test_text(&p), text);
            TestPosition m = test_position(GAME, text);
            int n = p.game->generate(p.bytes, moves);
            ck_assert_int_eq(m.game->count_moves(m.bytes), n);
            ck_assert_msg(by_hand(&p) == by_hand(&m), "evaluation differs: '%s' '%s'",
                          test_text(&p), text);
            if (n == 0)
                break;
            TestPosition next = p;
            p.game->make(p.bytes, moves[test_next_random(&seed) % (uint64_t)n], next.bytes);
            p = next;
        }
    }
}
END_TEST

/* Along seeded random games, every turn's hint against what making it
 * does: 1000 when the mover's goals go up (an own goal is no goal for
 * the mover), 100 when the puck passes from the opponent's holder to the
 * mover's piece (only a hockey check does that: a side without the puck
 * neither passes nor shoots), else 0. */
START_TEST(order_hint_marks_goals_and_checks)
{
    uint64_t seed = 7;
    static Move moves[GAME_MAX_MOVES];
    int goals = 0, checks = 0;
    for (int game = 0; game < 6; game++) {
        TestPosition p = test_start(GAME);
        for (int ply = 0; ply < 120; ply++) {
            const IhPosition *before = (const IhPosition *)p.bytes;
            int n = p.game->generate(p.bytes, moves), us = before->side;
            for (int i = 0; i < n; i++) {
                TestPosition next = p;
                p.game->make(p.bytes, moves[i], next.bytes);
                const IhPosition *after = (const IhPosition *)next.bytes;
                bool goal = after->score[us] > before->score[us];
                bool check = !goal && ih_holds(before, !us) && ih_holds(after, us);
                int hint = p.game->move_order_hint(p.bytes, moves[i]);
                ck_assert_msg(hint == (goal ? 1000 : check ? 100 : 0), "hint %d in '%s'", hint, test_text(&p));
                goals += goal;
                checks += check;
            }
            if (n == 0)
                break;
            TestPosition next = p;
            p.game->make(p.bytes, moves[test_next_random(&seed) % (uint64_t)n], next.bytes);
            p = next;
        }
    }
    ck_assert_int_gt(goals, 0);
    ck_assert_int_gt(checks, 0);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("icehockey_search");
    TCase *tc = tcase_create("search");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, takes_the_goal);
    tcase_add_test(tc, no_own_goals);
    tcase_add_test(tc, evaluation_knows_whose_faceoff_a_level_period_is);
    tcase_add_test(tc, colour_symmetry);
    tcase_add_test(tc, order_hint_marks_goals_and_checks);
    suite_add_tcase(s, tc);
    return test_run_suite(s);
}
