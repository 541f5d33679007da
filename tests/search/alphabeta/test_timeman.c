/*
 * Time management: a fixed move time is used whole (less the overhead), a
 * clock is shared out over the moves to go, never more than half of it is
 * spent on one move, and a low clock shrinks the share toward the increment;
 * a game of fixed length shares it over the moves it has left, and a
 * game's weight of the move scales its share; the soft limit stretches
 * while the best move changes or the score falls and shrinks while both
 * hold.
 */
#include "search/alphabeta/timeman.h"
#include "tests/test_support.h"

static const double overhead = 0.05;

START_TEST(fixed_move_time)
{
    SearchLimits limits = {.move_time = 2.0};
    Deadlines d = time_plan(&limits, 100.0, overhead, 0, 100);
    ck_assert_double_eq_tol(d.soft, 101.95, 1e-9);
    ck_assert_double_eq_tol(d.hard, 101.95, 1e-9);
}
END_TEST

START_TEST(no_limit_without_a_clock)
{
    SearchLimits infinite = {.infinite = true, .move_time = 1.0}, none = {.depth = 5};
    Deadlines d = time_plan(&infinite, 0, overhead, 0, 100);
    ck_assert(d.soft == 0 && d.hard == 0);
    d = time_plan(&none, 0, overhead, 0, 100);
    ck_assert(d.soft == 0 && d.hard == 0);
}
END_TEST

START_TEST(clock_shares)
{
    /* 10 s + 0.1 s: a share of about half a second (a twentieth of the
     * clock and the increment), no new iteration past 60% of it. */
    SearchLimits limits = {.time_left = 10, .increment = 0.1};
    Deadlines d = time_plan(&limits, 0, overhead, 0, 100);
    ck_assert(d.soft > 0.25 && d.soft < 0.4);
    ck_assert(d.hard > d.soft && d.hard <= 5);
    /* Moves to go: 60 s for 2 moves may take much more, but never above half. */
    SearchLimits control = {.time_left = 60, .moves_to_go = 2};
    d = time_plan(&control, 0, overhead, 0, 100);
    ck_assert(d.soft > 10);
    ck_assert(d.hard <= 30);
    /* A low clock with an increment: no new iteration after well under the
     * increment, and at most half the clock less the overhead. */
    SearchLimits low = {.time_left = 0.3, .increment = 0.1};
    d = time_plan(&low, 0, overhead, 0, 100);
    ck_assert(d.soft < 0.05);
    ck_assert(d.hard <= 0.125 + 1e-12);
    /* Less than the overhead left: move at once. */
    SearchLimits none_left = {.time_left = 0.02};
    d = time_plan(&none_left, 0, overhead, 0, 100);
    ck_assert(d.hard <= 0.001 + 1e-12);
}
END_TEST

START_TEST(a_game_of_fixed_length)
{
    /* Ice Hockey's last moves: the clock is not saved for moves that will
     * not come (3 moves left share it by 3, not by 20)... */
    SearchLimits limits = {.time_left = 6, .increment = 0.1};
    Deadlines open = time_plan(&limits, 0, overhead, 0, 100), last = time_plan(&limits, 0, overhead, 3, 100);
    ck_assert(last.soft > 2 * open.soft);
    ck_assert(last.hard <= 3 + 1e-12);
    /* ... and its first moves get no more than its last: the clock is
     * shared over all the moves it has left (50, not 20; less than half) ... */
    Deadlines many = time_plan(&limits, 0, overhead, 50, 100);
    ck_assert(many.soft < open.soft * 0.5);
    ck_assert(many.soft > 0.05);
    /* ... unless the GUI says how many moves its time control has. */
    SearchLimits control = {.time_left = 6, .moves_to_go = 2};
    ck_assert_double_eq_tol(time_plan(&control, 0, overhead, 10, 100).soft,
                            time_plan(&control, 0, overhead, 0, 100).soft, 1e-12);
}
END_TEST

START_TEST(a_move_that_matters_more)
{
    /* The game's weight scales the move's share (150%: half as much
     * again, 60%: a bit over half) ... */
    SearchLimits limits = {.time_left = 20, .increment = 0.1};
    double even = time_plan(&limits, 0, overhead, 40, 100).soft;
    ck_assert_double_eq_tol(time_plan(&limits, 0, overhead, 40, 150).soft, even * 1.5, 1e-12);
    ck_assert_double_eq_tol(time_plan(&limits, 0, overhead, 40, 60).soft, even * 0.6, 1e-12);
    /* ... but never past half the clock. */
    SearchLimits low = {.time_left = 1};
    ck_assert(time_plan(&low, 0, overhead, 1, 300).hard <= 0.5 + 1e-12);
}
END_TEST

START_TEST(soft_limit_scale)
{
    /* A best move just changed gets more than the plan, a steady one less,
     * the steadier the less, down to a floor. */
    ck_assert(time_soft_scale(0, 0) > 1.2);
    for (int stable = 1; stable < 10; stable++)
        ck_assert(time_soft_scale(stable, 0) <= time_soft_scale(stable - 1, 0));
    ck_assert(time_soft_scale(6, 0) < 0.7);
    ck_assert(time_soft_scale(6, 0) == time_soft_scale(50, 0));
    /* A falling score buys time, up to a bound; a small wobble does not. */
    ck_assert(time_soft_scale(3, 10) == time_soft_scale(3, 0));
    ck_assert(time_soft_scale(3, 60) > time_soft_scale(3, 0));
    ck_assert(time_soft_scale(3, 100) > time_soft_scale(3, 60));
    ck_assert(time_soft_scale(3, 500) == time_soft_scale(3, 100));
    ck_assert(time_soft_scale(0, 1000) <= 2.1);
    ck_assert(time_soft_scale(3, -200) == time_soft_scale(3, 0));
}
END_TEST

int main(void)
{
    Suite *s = suite_create("timeman");
    TCase *tc = tcase_create("timeman");
    tcase_add_test(tc, fixed_move_time);
    tcase_add_test(tc, no_limit_without_a_clock);
    tcase_add_test(tc, clock_shares);
    tcase_add_test(tc, a_game_of_fixed_length);
    tcase_add_test(tc, a_move_that_matters_more);
    tcase_add_test(tc, soft_limit_scale);
    suite_add_tcase(s, tc);
    return test_run_suite(s);
}
