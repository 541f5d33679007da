/*
 * The bench signature is reproducible: the same node count twice in one
 * process (the table is cleared before every position), and for one game
 * alone the same count as its share of the whole run.
 */
#include <stdio.h>
#include <string.h>

#include "protocol/cli/bench.h"
#include "tests/test_support.h"

#define TEST_DEPTH 6

START_TEST(same_nodes_twice)
{
    BenchCount first, second;
    char error[GAME_ERROR_MAX] = "";
    ck_assert_msg(bench_run(NULL, TEST_DEPTH, NULL, &first, error), "%s", error);
    ck_assert_msg(bench_run(NULL, TEST_DEPTH, NULL, &second, error), "%s", error);
    ck_assert_uint_gt(first.nodes, 0);
    ck_assert_uint_eq(first.nodes, second.nodes);
}
END_TEST

START_TEST(games_add_up)
{
    BenchCount all, each, sum = {0};
    char error[GAME_ERROR_MAX] = "";
    ck_assert_msg(bench_run(NULL, TEST_DEPTH, NULL, &all, error), "%s", error);
    int count;
    const Game *const *games = game_list(&count);
    for (int i = 0; i < count; i++) {
        if (!games[i]->bench_positions)
            continue;
        ck_assert_msg(bench_run(games[i], TEST_DEPTH, NULL, &each, error), "%s", error);
        ck_assert_uint_gt(each.nodes, 0);
        sum.nodes += each.nodes;
    }
    ck_assert_uint_eq(sum.nodes, all.nodes);
}
END_TEST

START_TEST(deeper_searches_more)
{
    BenchCount shallow, deep;
    char error[GAME_ERROR_MAX] = "";
    ck_assert(bench_run(game_find("chess"), 3, NULL, &shallow, error));
    ck_assert(bench_run(game_find("chess"), 5, NULL, &deep, error));
    ck_assert_uint_gt(deep.nodes, shallow.nodes);
}
END_TEST

/* Joust's positions are searched bench_depth_reduction plies shallower,
 * but at least one ply deep. */
START_TEST(depth_reduction_applies)
{
    const Game *joust = game_find("joust");
    ck_assert_int_gt(joust->bench_depth_reduction, 0);
    BenchCount one, reduced_to_one, reduced_to_two;
    char error[GAME_ERROR_MAX] = "";
    ck_assert(bench_run(joust, 1, NULL, &one, error));
    ck_assert(bench_run(joust, 1 + joust->bench_depth_reduction, NULL, &reduced_to_one, error));
    ck_assert(bench_run(joust, 2 + joust->bench_depth_reduction, NULL, &reduced_to_two, error));
    ck_assert_uint_eq(reduced_to_one.nodes, one.nodes);
    ck_assert_uint_gt(reduced_to_two.nodes, one.nodes);
}
END_TEST

START_TEST(every_bench_position_is_accepted)
{
    int count;
    const Game *const *games = game_list(&count);
    for (int i = 0; i < count; i++)
        for (const char *const *text = games[i]->bench_positions; text && *text; text++)
            test_position(games[i]->name, *text);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("bench");
    TCase *tc = tcase_create("bench");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, same_nodes_twice);
    tcase_add_test(tc, games_add_up);
    tcase_add_test(tc, deeper_searches_more);
    tcase_add_test(tc, depth_reduction_applies);
    tcase_add_test(tc, every_bench_position_is_accepted);
    suite_add_tcase(s, tc);
    return test_run_suite(s);
}
