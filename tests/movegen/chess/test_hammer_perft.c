/*
 * Hammer Chess regression counts: every line of tests/perft/hammer_perft.txt
 * ("<fen> ; <depth> <count>") is a perft count the engine and the reference
 * generator agreed on when it was frozen (see the file's header).
 */
#include <inttypes.h>
#include <stdio.h>

#include "tests/test_support.h"

#define COUNTS_FILE "perft/hammer_perft.txt"
#define MAX_LINES 128

START_TEST(frozen_counts)
{
    static TestDataLine lines[MAX_LINES];
    int count = test_read_data(COUNTS_FILE, lines, MAX_LINES);
    ck_assert_int_ge(count, 23); /* hammer_positions.txt and the start position */
    for (int i = 0; i < count; i++) {
        int depth;
        uint64_t expected;
        char extra;
        ck_assert_msg(sscanf(lines[i].note, "%d %" SCNu64 " %c", &depth, &expected, &extra) == 2 && depth >= 1,
                      "%s: bad line '%s ; %s'", COUNTS_FILE, lines[i].text, lines[i].note);
        TestPosition p = test_position("hammer", lines[i].text);
        uint64_t got = test_perft(&p, depth);
        ck_assert_msg(got == expected, "perft %d of %s: %" PRIu64 ", frozen count %" PRIu64, depth, lines[i].text, got,
                      expected);
    }
}
END_TEST

int main(void)
{
    Suite *s = suite_create("hammer perft");
    TCase *tc = tcase_create("hammer");
    tcase_set_timeout(tc, 600); /* a second in Release; CI also runs it under ASan and UBSan */
    tcase_add_test(tc, frozen_counts);
    suite_add_tcase(s, tc);
    return test_run_suite(s);
}
