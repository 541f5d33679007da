/*
 * The published chess perft suite (tests/perft/chess_perftsuite.epd, 126
 * positions): every published count to depth 5, and depth 6 where it is
 * quick. These counts follow the perft convention (RULINGS.md): positions
 * with dead material (K vs K, K+B vs K, K+N vs K) end no branch.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/test_support.h"

#define SUITE_FILE "perft/chess_perftsuite.epd"
#define SUITE_POSITIONS 126
#define MAX_DEPTH 5
/* Depth 6 too where its count is at most this: 96 of the positions, about
 * 100 million leaves in all, seconds in Release and well under a minute
 * under ASan and UBSan. */
#define QUICK_DEPTH6_LEAVES 10000000

START_TEST(published_counts)
{
    static TestDataLine lines[SUITE_POSITIONS + 1];
    int count = test_read_data(SUITE_FILE, lines, SUITE_POSITIONS + 1);
    ck_assert_int_eq(count, SUITE_POSITIONS);
    char *fen = lines[_i].text, *counts = strstr(fen, " ;D");
    ck_assert_msg(counts != NULL, "%s: no counts in '%s'", SUITE_FILE, fen);
    *counts++ = '\0';
    TestPosition p = test_position("chess", fen);
    int depth, checked = 0, used;
    uint64_t expected;
    for (; sscanf(counts, " ;D%d %" SCNu64 "%n", &depth, &expected, &used) == 2; counts += used) {
        if (depth > MAX_DEPTH + 1 || (depth == MAX_DEPTH + 1 && expected > QUICK_DEPTH6_LEAVES))
            continue;
        uint64_t got = test_perft(&p, depth);
        ck_assert_msg(got == expected, "perft %d of %s: %" PRIu64 ", published %" PRIu64, depth, fen, got, expected);
        checked++;
    }
    ck_assert_msg(*counts == '\0', "%s: unread text '%s' after %s", SUITE_FILE, counts, fen);
    ck_assert_int_ge(checked, MAX_DEPTH);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("chess perft suite");
    TCase *tc = tcase_create("perftsuite");
    tcase_set_timeout(tc, 300); /* the longest position takes about a second in Release */
    tcase_add_loop_test(tc, published_counts, 0, SUITE_POSITIONS);
    suite_add_tcase(s, tc);
    return test_run_suite(s);
}
