/*
 * Ice Hockey Chess: the engine's generator against the independent
 * reference (tests/reference/reficehockey.c). Both must give the same set
 * of resulting positions (compared as position texts) from the start, from
 * every position after one turn, from hand-picked positions and from
 * positions reached by seeded random play; then the frozen perft counts of
 * tests/perft/icehockey_perft.txt, which both generators agreed on.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/reference/reficehockey.h"
#include "tests/test_support.h"

#define GAME "icehockey"
#define MSG_MAX 2048

typedef char Text[RIH_TEXT];

static int compare_text(const void *a, const void *b) { return strcmp(a, b); }

/* The texts of the positions after each engine move, sorted. */
static int engine_results(const TestPosition *p, Move *moves, Text *texts)
{
    int n = p->game->generate(p->bytes, moves);
    for (int i = 0; i < n; i++) {
        TestPosition next = *p;
        p->game->make(p->bytes, moves[i], next.bytes);
        snprintf(texts[i], sizeof texts[i], "%s", test_text(&next));
    }
    qsort(texts, (size_t)n, sizeof texts[0], compare_text);
    return n;
}

/* Appends to msg (up to a few) the texts in a but not in b, both sorted. */
static void append_missing(char *msg, const char *label, Text *a, int na, Text *b, int nb)
{
    size_t len = strlen(msg);
    int shown = 0;
    len += (size_t)snprintf(msg + len, MSG_MAX - len, "\n %s:", label);
    for (int i = 0, j = 0; i < na && shown < 4; i++) {
        while (j < nb && strcmp(b[j], a[i]) < 0)
            j++;
        if (j >= nb || strcmp(b[j], a[i]) != 0) {
            len += (size_t)snprintf(msg + len, MSG_MAX - len, "\n   %s", a[i]);
            shown++;
        }
    }
}

static Text engine_texts[GAME_MAX_MOVES], reference_texts[RIH_MAX_RESULTS];

/* Checks that both generators give the same results from this position;
 * returns the number of moves. */
static int assert_same_results(const TestPosition *p, Move *moves)
{
    RihPos r;
    ck_assert_msg(rih_from_text(&r, test_text(p)), "reference cannot read '%s'", test_text(p));
    int ne = engine_results(p, moves, engine_texts), nr = rih_results(&r, reference_texts);
    for (int i = 1; i < ne; i++)
        ck_assert_msg(strcmp(engine_texts[i - 1], engine_texts[i]) != 0, "engine repeats the result '%s' from '%s'",
                      engine_texts[i], test_text(p));
    bool same = ne == nr;
    for (int i = 0; same && i < ne; i++)
        same = strcmp(engine_texts[i], reference_texts[i]) == 0;
    if (!same) {
        static char msg[MSG_MAX];
        snprintf(msg, MSG_MAX, "results differ from '%s' (engine %d, reference %d)", test_text(p), ne, nr);
        append_missing(msg, "engine only", engine_texts, ne, reference_texts, nr);
        append_missing(msg, "reference only", reference_texts, nr, engine_texts, ne);
        ck_abort_msg("%s", msg);
    }
    return ne;
}

START_TEST(start_and_every_reply)
{
    TestPosition start = test_start(GAME);
    static Move moves[GAME_MAX_MOVES];
    int n = assert_same_results(&start, moves);
    Move first[GAME_MAX_MOVES];
    memcpy(first, moves, sizeof(Move) * (size_t)n);
    for (int i = 0; i < n; i += 7) { /* every 7th first turn: a spread, kept fast */
        TestPosition next = start;
        start.game->make(start.bytes, first[i], next.bytes);
        assert_same_results(&next, moves);
    }
}
END_TEST

/* Hand-built positions: loose puck, the other side's puck, in front of a
 * net, late in a period, the king's counter, the short queen. */
START_TEST(special_positions)
{
    TestDataLine lines[32];
    int n = test_read_data("perft/icehockey_perft.txt", lines, 32);
    static Move moves[GAME_MAX_MOVES];
    for (int i = 0; i < n; i++) {
        TestPosition p = test_position(GAME, lines[i].text);
        assert_same_results(&p, moves);
    }
}
END_TEST

/* The score field of a position text, as "W-B". */
static void score_of(const TestPosition *p, char *out)
{
    char board[80], side[4], puck[4];
    sscanf(test_text(p), "%79s %3s %3s %15s", board, side, puck, out);
}

/* A move that changes the score, or a random one: goals are rare in random
 * play, and faceoffs, period changes and the game's end must be met. */
static Move pick(const TestPosition *p, const Move *moves, int n, uint64_t *seed)
{
    char before[16], after[16];
    score_of(p, before);
    for (int i = 0; i < n && test_next_random(seed) % 2; i++) {
        TestPosition next = *p;
        p->game->make(p->bytes, moves[i], next.bytes);
        score_of(&next, after);
        if (strcmp(before, after) != 0)
            return moves[i];
    }
    return moves[test_next_random(seed) % (uint64_t)n];
}

/* Seeded random games to the end; every position met is compared. */
START_TEST(random_play)
{
    static Move moves[GAME_MAX_MOVES];
    uint64_t seed = 20261124;
    int compared = 0, games_ended = 0;
    for (int game = 0; game < 3; game++) {
        TestPosition p = test_start(GAME);
        for (;;) {
            int n = assert_same_results(&p, moves);
            compared++;
            if (n == 0)
                break;
            TestPosition next = p;
            p.game->make(p.bytes, pick(&p, moves, n, &seed), next.bytes);
            p = next;
        }
        games_ended += p.game->result(p.bytes).outcome != OUTCOME_NONE;
    }
    ck_assert_int_eq(games_ended, 3);
    ck_assert_int_ge(compared, 300);
}
END_TEST

/* The frozen counts: "<position> ; <depth>:<count> ...". */
START_TEST(frozen_perft)
{
    TestDataLine lines[32];
    int n = test_read_data("perft/icehockey_perft.txt", lines, 32);
    ck_assert_int_ge(n, 6);
    for (int i = 0; i < n; i++) {
        TestPosition p = test_position(GAME, lines[i].text);
        const char *s = lines[i].note;
        int depth, used;
        uint64_t expected;
        while (sscanf(s, "%d:%" SCNu64 "%n", &depth, &expected, &used) == 2) {
            uint64_t got = test_perft(&p, depth);
            ck_assert_msg(got == expected, "perft %d of '%s': %" PRIu64 ", expected %" PRIu64, depth, lines[i].text,
                          got, expected);
            s += used;
        }
    }
}
END_TEST

int main(void)
{
    Suite *s = suite_create("icehockey_crosscheck");
    TCase *tc = tcase_create("crosscheck");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, start_and_every_reply);
    tcase_add_test(tc, special_positions);
    tcase_add_test(tc, random_play);
    tcase_add_test(tc, frozen_perft);
    suite_add_tcase(s, tc);
    return test_run_suite(s);
}
