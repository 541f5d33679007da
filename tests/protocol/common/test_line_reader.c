/*
 * The protocols' line reader on inputs with a small limit (8 bytes): line
 * ends, the limit exactly, lines over it, NUL bytes and inner carriage
 * returns, a last line without its newline, and the excerpt quoted in
 * replies.
 */
#define _POSIX_C_SOURCE 200809L /* fmemopen */
#include <stdio.h>
#include <string.h>

#include "protocol/common/line_reader.h"
#include "tests/test_support.h"

enum { SMALL_LIMIT = 8 };

/* Reads every line of input (size bytes, NULs allowed) and writes each as
 * a status letter (R read, L too long, C control) and, for R, its text in
 * brackets: "R[abc]L". */
static void read_all(const char *input, size_t size, char *out)
{
    FILE *in = fmemopen((void *)input, size, "r");
    ck_assert_ptr_nonnull(in);
    LineReader r;
    line_reader_init(&r, SMALL_LIMIT);
    out[0] = '\0';
    for (LineStatus status; (status = line_read(&r, in)) != LINE_END;) {
        if (status == LINE_READ)
            sprintf(out + strlen(out), "R[%s]", r.text);
        else
            strcat(out, status == LINE_TOO_LONG ? "L" : "C");
    }
    line_reader_free(&r);
    fclose(in);
}

#define CHECK_LINES(input, expected)                                                                               \
    do {                                                                                                           \
        char got[256];                                                                                             \
        read_all(input, sizeof input - 1, got);                                                                    \
        ck_assert_str_eq(got, expected);                                                                           \
    } while (0)

START_TEST(line_ends)
{
    CHECK_LINES("go\nstop\n", "R[go]R[stop]");
    CHECK_LINES("go\r\nstop\r\n", "R[go]R[stop]");
    CHECK_LINES("go\r\r\n", "R[go]");
    CHECK_LINES("\n\r\n", "R[]R[]");
    /* the last line without its newline */
    CHECK_LINES("go\nstop", "R[go]R[stop]");
    CHECK_LINES("stop\r", "R[stop]");
    CHECK_LINES("", "");
}
END_TEST

START_TEST(the_limit)
{
    CHECK_LINES("12345678\n", "R[12345678]");
    CHECK_LINES("12345678\r\n", "R[12345678]"); /* a line's end does not count */
    CHECK_LINES("123456789\nnext\n", "LR[next]");
    /* a long line is one line: nothing of it comes back as another */
    CHECK_LINES("123456789 123456789 go\ngo\n", "LR[go]");
    CHECK_LINES("123456789 123456789 go", "L");
}
END_TEST

START_TEST(control_bytes)
{
    CHECK_LINES("go\0 3D\nisready\n", "CR[isready]");
    CHECK_LINES("\0\n", "C");
    CHECK_LINES("go\rjunk\nstop\n", "CR[stop]");
    CHECK_LINES("go\r\rjunk\r\n", "C");
    /* too long wins over a NUL */
    CHECK_LINES("1234\0 6789\n", "L");
}
END_TEST

START_TEST(refusal_and_excerpt)
{
    const char input[] = "usermove\0 e2e4 and then forty more bytes, which are cut off here\n";
    FILE *in = fmemopen((void *)input, sizeof input - 1, "r");
    LineReader r;
    line_reader_init(&r, PROTOCOL_LINE_LIMIT);
    char text[128];
    LineStatus status = line_read(&r, in);
    ck_assert_int_eq(status, LINE_CONTROL);
    ck_assert_str_eq(line_refusal(&r, status, text, sizeof text), "the line holds a NUL byte or a carriage return");
    ck_assert_str_eq(line_excerpt(&r, text, sizeof text), "usermove? e2e4 and then forty more bytes...");
    ck_assert_str_eq(line_refusal(&r, LINE_TOO_LONG, text, sizeof text), "the line is longer than 4194304 bytes");
    /* a small buffer gets as much as fits */
    ck_assert_str_eq(line_excerpt(&r, text, 8), "user...");
    ck_assert_int_eq(line_read(&r, in), LINE_END);
    line_reader_free(&r);
    fclose(in);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("line_reader");
    TCase *tc = tcase_create("line_reader");
    tcase_add_test(tc, line_ends);
    tcase_add_test(tc, the_limit);
    tcase_add_test(tc, control_bytes);
    tcase_add_test(tc, refusal_and_excerpt);
    suite_add_tcase(s, tc);
    return test_run_suite(s);
}
