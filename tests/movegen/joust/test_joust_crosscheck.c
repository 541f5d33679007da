/*
 * Joust Chess: the engine's generator against the independent reference
 * (tests/reference/refjoust.c). The two must produce the same set of move
 * texts (every distinct result once, in its canonical form) and, after each
 * move, the same position text; every action sequence of a legal turn
 * must be read as that turn; then the frozen perft counts of
 * tests/perft/joust_perft.txt, which both agreed on when frozen.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/reference/refjoust.h"
#include "tests/test_support.h"

#define GAME "joust"
#define MSG_MAX 4096

static uint64_t next_random(uint64_t *state)
{
    uint64_t z = (*state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

typedef char MoveText[RJ_TEXT];
static int compare_text(const void *a, const void *b) { return strcmp(a, b); }

/* The engine's and the reference's moves of the same position, sorted by text. */
typedef struct {
    MoveText engine[GAME_MAX_MOVES], reference[RJ_MAX_MOVES];
    int engine_count, reference_count;
} MoveLists;

static void list_moves(const TestPosition *p, const RjPos *r, RjMove *reference_moves, MoveLists *lists)
{
    Move moves[GAME_MAX_MOVES];
    lists->engine_count = p->game->generate(p->bytes, moves);
    for (int i = 0; i < lists->engine_count; i++) {
        char buf[GAME_TEXT_MAX];
        p->game->move_to_text(p->bytes, moves[i], buf);
        ck_assert_msg(strlen(buf) < sizeof(MoveText), "move text too long: %s", buf);
        strcpy(lists->engine[i], buf);
    }
    lists->reference_count = rj_legal_moves(r, reference_moves);
    for (int i = 0; i < lists->reference_count; i++)
        strcpy(lists->reference[i], reference_moves[i].text);
    qsort(lists->engine, (size_t)lists->engine_count, sizeof(MoveText), compare_text);
    qsort(lists->reference, (size_t)lists->reference_count, sizeof(MoveText), compare_text);
}

/* Appends to msg the texts of a that b lacks (both sorted). */
static void append_missing(char *msg, const char *label, MoveText *a, int na, MoveText *b, int nb)
{
    size_t len = strlen(msg);
    len += (size_t)snprintf(msg + len, MSG_MAX - len, " %s:", label);
    for (int i = 0, j = 0; i < na && len < MSG_MAX - 32; i++) {
        while (j < nb && strcmp(b[j], a[i]) < 0)
            j++;
        if (j >= nb || strcmp(b[j], a[i]) != 0)
            len += (size_t)snprintf(msg + len, MSG_MAX - len, " %s", a[i]);
    }
}

/* Both generators give the same move texts in the position p (and r). */
static void assert_same_moves(const TestPosition *p, const RjPos *r, RjMove *reference_moves)
{
    static MoveLists lists;
    list_moves(p, r, reference_moves, &lists);
    bool same = lists.engine_count == lists.reference_count;
    for (int i = 0; same && i < lists.engine_count; i++)
        same = strcmp(lists.engine[i], lists.reference[i]) == 0;
    if (!same) {
        static char msg[MSG_MAX];
        snprintf(msg, MSG_MAX, "moves differ in '%s' (engine %d, reference %d);", test_text(p), lists.engine_count,
                 lists.reference_count);
        append_missing(msg, "engine only", lists.engine, lists.engine_count, lists.reference, lists.reference_count);
        append_missing(msg, "reference only", lists.reference, lists.reference_count, lists.engine,
                       lists.engine_count);
        ck_abort_msg("%s", msg);
    }
}

static RjPos reference_position(const char *text)
{
    RjPos r;
    ck_assert_msg(rj_from_text(&r, text), "reference refused '%s'", text);
    return r;
}

START_TEST(start_position_agrees)
{
    TestPosition p = test_start(GAME);
    RjPos r = reference_position(test_text(&p));
    static RjMove moves[RJ_MAX_MOVES];
    assert_same_moves(&p, &r, moves);
    ck_assert_uint_eq(test_perft(&p, 2), rj_perft(&r, 2));
}
END_TEST

/* Every position of a seeded random game agrees, and the two sides' own
 * make functions lead to the same text. A capture is chosen three times in
 * four when there is one, so games reach thin, tactical positions and end. */
#define RANDOM_GAMES 12
#define RANDOM_PLIES 150

START_TEST(random_play_agrees)
{
    static RjMove moves[RJ_MAX_MOVES];
    int positions = 0, checks = 0, captures = 0, ended = 0;
    for (int game = 0; game < RANDOM_GAMES; game++) {
        uint64_t state = 0x105757ULL + (uint64_t)game;
        TestPosition p = test_start(GAME);
        RjPos r = reference_position(test_text(&p));
        for (int ply = 0; ply < RANDOM_PLIES; ply++) {
            assert_same_moves(&p, &r, moves);
            positions++;
            checks += rj_in_check(&r);
            ck_assert_int_eq(p.game->in_check(p.bytes), rj_in_check(&r));
            int n = rj_legal_moves(&r, moves);
            if (n == 0) {
                ended++;
                break;
            }
            int pick = (int)(next_random(&state) % (uint64_t)n);
            if (next_random(&state) % 4)
                for (int i = 0; i < n; i++)
                    if (moves[(pick + i) % n].after.quiet == 0) {
                        pick = (pick + i) % n;
                        break;
                    }
            captures += moves[pick].after.quiet == 0;
            test_play(&p, moves[pick].text);
            r = moves[pick].after;
            char reference_text[256];
            rj_to_text(&r, reference_text);
            ck_assert_str_eq(test_text(&p), reference_text);
        }
    }
    ck_assert_int_ge(positions, 300);
    ck_assert_int_ge(checks, 10);
    ck_assert_int_ge(captures, 100);
    ck_assert_int_ge(ended, 1);
}
END_TEST

/* Every action sequence the reference finds for a legal turn is accepted by
 * the engine's parser as the move the reference prints for it. */
#define WRITING_GAMES 4
#define WRITING_PLIES 40
#define MAX_WRITINGS 65536

START_TEST(every_way_of_writing_a_turn_is_accepted)
{
    static RjWriting writings[MAX_WRITINGS];
    static RjMove moves[RJ_MAX_MOVES];
    int checked = 0, alternatives = 0;
    for (int game = 0; game < WRITING_GAMES; game++) {
        uint64_t state = 0x3A17ULL + (uint64_t)game;
        TestPosition p = test_start(GAME);
        RjPos r = reference_position(test_text(&p));
        for (int ply = 0; ply < WRITING_PLIES; ply++) {
            int n = rj_writings(&r, writings, MAX_WRITINGS);
            ck_assert_int_lt(n, MAX_WRITINGS);
            for (int i = 0; i < n; i++) {
                Move m;
                char error[GAME_ERROR_MAX], text[GAME_TEXT_MAX];
                ck_assert_msg(p.game->text_to_move(p.bytes, writings[i].text, &m, error), "'%s' refused in '%s': %s",
                              writings[i].text, test_text(&p), error);
                p.game->move_to_text(p.bytes, m, text);
                ck_assert_msg(strcmp(text, writings[i].canonical) == 0, "'%s' read as %s, not %s in '%s'",
                              writings[i].text, text, writings[i].canonical, test_text(&p));
                alternatives += strcmp(writings[i].text, writings[i].canonical) != 0;
                checked++;
            }
            int count = rj_legal_moves(&r, moves);
            if (count == 0)
                break;
            RjMove pick = moves[next_random(&state) % (uint64_t)count];
            test_play(&p, pick.text);
            r = pick.after;
        }
    }
    ck_assert_int_gt(checked, 10000);
    ck_assert_int_gt(alternatives, 100);
}
END_TEST

/* Lines "<position> ; <depth> <count>" of tests/perft/joust_perft.txt. */
START_TEST(frozen_perft_counts)
{
    static TestDataLine lines[32];
    int n = test_read_data("perft/joust_perft.txt", lines, 32);
    ck_assert_int_ge(n, 6);
    for (int i = 0; i < n; i++) {
        int depth;
        uint64_t expected;
        ck_assert_msg(sscanf(lines[i].note, "%d %" SCNu64, &depth, &expected) == 2, "bad line: %s", lines[i].note);
        TestPosition p = test_position(GAME, lines[i].text);
        uint64_t got = test_perft(&p, depth);
        ck_assert_msg(got == expected, "perft %d of '%s': %" PRIu64 ", frozen %" PRIu64, depth, lines[i].text, got,
                      expected);
    }
}
END_TEST

static Suite *suite(void)
{
    Suite *s = suite_create("joust_crosscheck");
    TCase *tc = tcase_create("agreement");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, start_position_agrees);
    tcase_add_test(tc, random_play_agrees);
    tcase_add_test(tc, every_way_of_writing_a_turn_is_accepted);
    tcase_add_test(tc, frozen_perft_counts);
    suite_add_tcase(s, tc);
    return s;
}

int main(void) { return test_run_suite(suite()); }
