/*
 * The search's history scores: bounded whatever the run of rewards and
 * penalties, and moved the further the further they are from the bound.
 */
#include "search/alphabeta/history.h"
#include "tests/test_support.h"

START_TEST(bonus_in_range)
{
    for (int depth = 1; depth < 128; depth++) {
        ck_assert_int_gt(history_bonus(depth), 0);
        ck_assert_int_le(history_bonus(depth), HISTORY_MAX);
        ck_assert_int_ge(history_bonus(depth), history_bonus(depth - 1 > 0 ? depth - 1 : 1));
    }
}
END_TEST

START_TEST(scores_stay_bounded)
{
    /* Long runs of the largest rewards, then penalties, then a mix. */
    int16_t entry = 0;
    for (int i = 0; i < 1000; i++) {
        history_update(&entry, HISTORY_MAX);
        ck_assert_int_le(entry, HISTORY_MAX);
    }
    ck_assert_int_eq(entry, HISTORY_MAX);
    for (int i = 0; i < 1000; i++) {
        history_update(&entry, -history_bonus(i % 20 + 1));
        ck_assert_int_ge(entry, -HISTORY_MAX);
    }
    uint32_t random = 12345;
    for (int i = 0; i < 100000; i++) {
        random = random * 1103515245u + 12345u;
        int bonus = history_bonus((int)(random >> 16) % 30 + 1);
        history_update(&entry, (random >> 8) & 1 ? bonus : -bonus);
        ck_assert_int_le(entry, HISTORY_MAX);
        ck_assert_int_ge(entry, -HISTORY_MAX);
    }
}
END_TEST

START_TEST(gravity)
{
    /* The same reward moves a low score more than a high one. */
    int16_t low = 0, high = HISTORY_MAX / 2;
    history_update(&low, 1000);
    history_update(&high, 1000);
    ck_assert_int_eq(low, 1000);
    ck_assert_int_lt(high - HISTORY_MAX / 2, 1000);
    ck_assert_int_gt(high, HISTORY_MAX / 2);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("history");
    TCase *tc = tcase_create("history");
    tcase_add_test(tc, bonus_in_range);
    tcase_add_test(tc, scores_stay_bounded);
    tcase_add_test(tc, gravity);
    /* check's default 4 s is too tight for scores_stay_bounded under ASan
     * on a loaded machine. */
    tcase_set_timeout(tc, 60);
    suite_add_tcase(s, tc);
    return test_run_suite(s);
}
