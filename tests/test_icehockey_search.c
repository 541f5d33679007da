/*
 * Ice Hockey Chess through the searcher: it takes a goal that is on, wins
 * on the game's last ply, never shoots into its own net for nothing (after
 * an own goal the same side moves again, which the search must not negate),
 * and the evaluation is the same for both colours in mirrored positions.
 */
#include <string.h>

#include "../search/search.h"
#include "test_support.h"

#define GAME "icehockey"

static void keep_report(const SearchReport *r, void *context) { *(SearchReport *)context = *r; }

/* The position text after the move the search picks at this depth. */
static const char *searched(const char *position, int depth, SearchReport *last)
{
    TestPosition p = test_position(GAME, position);
    GameHistory h;
    ck_assert(history_start(&h, p.game, p.bytes));
    Searcher *s = searcher_new(4);
    ck_assert(s != NULL);
    SearchLimits limits = {.depth = depth};
    Move ponder;
    Move best = searcher_run(s, &h, &limits, keep_report, last, &ponder);
    searcher_free(s);
    history_free(&h);
    TestPosition next = p;
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

START_TEST(evaluation_is_colour_blind)
{
    TestPosition white = test_position(GAME, "4k3/1r4r1/8/2bq1b2/8/2BQ1B2/1R4R1/4K3 w d3 0-0 1 20 1 -");
    TestPosition black = test_position(GAME, "4k3/1r4r1/2bq1b2/8/2BQ1B2/8/1R4R1/4K3 b d6 0-0 1 20 1 -");
    ck_assert_int_eq(white.game->evaluate(white.bytes), black.game->evaluate(black.bytes));
    TestPosition ahead = test_position(GAME, "4k3/1r4r1/8/2bq1b2/8/2BQ1B2/1R4R1/4K3 w d3 1-0 1 20 1 -");
    ck_assert_int_gt(ahead.game->evaluate(ahead.bytes), white.game->evaluate(white.bytes) + 500);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("icehockey_search");
    TCase *tc = tcase_create("search");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, takes_the_goal);
    tcase_add_test(tc, no_own_goals);
    tcase_add_test(tc, evaluation_is_colour_blind);
    suite_add_tcase(s, tc);
    return test_run_suite(s);
}
