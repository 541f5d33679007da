/*
 * The bench signature is reproducible: the same node count twice in one
 * process (the table is cleared before every position), and for one game
 * alone the same count as its share of the whole run.
 */
#include <stdio.h>
#include <string.h>

#include "../protocol/bench.h"
#include "test_support.h"

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
    tcase_add_test(tc, every_bench_position_is_accepted);
    suite_add_tcase(s, tc);
    return test_run_suite(s);
}
