/*
 * Half-Court Chess: the engine's generator against the independent
 * reference (tests/reference/refhalfcourt.c) on numbered start positions
 * and on positions reached by seeded random play, plus the frozen perft
 * counts of tests/perft/halfcourt_perft.txt. A disagreement is narrowed
 * down to one position and reported with its FEN and the differing moves.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "movegen/chess/halfcourt_start.h"
#include "tests/reference/refhalfcourt.h"
#include "tests/test_support.h"

#define GAME "halfcourt"
#define MSG_MAX 4096

typedef char MoveText[8];

static uint64_t next_random(uint64_t *state)
{
    uint64_t z = (*state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static int compare_text(const void *a, const void *b) { return strcmp(a, b); }

static int engine_texts(const TestPosition *p, Move *moves, MoveText *texts)
{
    int n = p->game->generate(p->bytes, moves);
    for (int i = 0; i < n; i++) {
        char buf[GAME_TEXT_MAX];
        p->game->move_to_text(p->bytes, moves[i], buf);
        ck_assert_msg(strlen(buf) < sizeof texts[i], "move text too long: %s", buf);
        memcpy(texts[i], buf, strlen(buf) + 1);
    }
    return n;
}

static int reference_texts(const RhcPos *r, RhcMove *moves, MoveText *texts)
{
    int n = rhc_legal_moves(r, moves);
    for (int i = 0; i < n; i++)
        rhc_move_text(moves[i], texts[i]);
    return n;
}

/* Appends to msg the texts in a but not in b (both sorted). */
static void append_missing(char *msg, const char *label, MoveText *a, int na, MoveText *b, int nb)
{
    size_t len = strlen(msg);
    len += (size_t)snprintf(msg + len, MSG_MAX - len, " %s:", label);
    for (int i = 0, j = 0; i < na && len < MSG_MAX - 16; i++) {
        while (j < nb && strcmp(b[j], a[i]) < 0)
            j++;
        if (j >= nb || strcmp(b[j], a[i]) != 0)
            len += (size_t)snprintf(msg + len, MSG_MAX - len, " %s", a[i]);
    }
}

/* True if both generators give the same move texts; else describes the
 * difference in msg. */
static bool same_moves(const TestPosition *p, const RhcPos *r, char *msg)
{
    Move em[GAME_MAX_MOVES];
    RhcMove rm[RHC_MAX_MOVES];
    static MoveText et[GAME_MAX_MOVES], rt[RHC_MAX_MOVES];
    int ne = engine_texts(p, em, et), nr = reference_texts(r, rm, rt);
    qsort(et, (size_t)ne, sizeof et[0], compare_text);
    qsort(rt, (size_t)nr, sizeof rt[0], compare_text);
    bool same = ne == nr;
    for (int i = 0; same && i < ne; i++)
        same = strcmp(et[i], rt[i]) == 0;
    if (!same) {
        snprintf(msg, MSG_MAX, "moves differ in '%s' (engine %d, reference %d);", test_text(p), ne, nr);
        append_missing(msg, "engine only", et, ne, rt, nr);
        append_missing(msg, "reference only", rt, nr, et, ne);
    }
    return same;
}

/* The reference move written as text, or false. */
static bool reference_move(const RhcPos *r, const char *text, RhcMove *out)
{
    RhcMove moves[RHC_MAX_MOVES];
    int n = rhc_legal_moves(r, moves);
    for (int i = 0; i < n; i++) {
        MoveText t;
        rhc_move_text(moves[i], t);
        if (strcmp(t, text) == 0) {
            *out = moves[i];
            return true;
        }
    }
    return false;
}

/* Perft counts differ below p, reached by the moves in path: walks down to
 * the first position whose move lists differ and describes it. */
static void explain(const TestPosition *p, const RhcPos *r, int depth, char *path, char *msg)
{
    if (!same_moves(p, r, msg) || depth <= 1) {
        size_t len = strlen(msg);
        snprintf(msg + len, MSG_MAX - len, " [reached by:%s]", path);
        return;
    }
    Move moves[GAME_MAX_MOVES];
    int n = p->game->generate(p->bytes, moves);
    for (int i = 0; i < n; i++) {
        char text[GAME_TEXT_MAX];
        p->game->move_to_text(p->bytes, moves[i], text);
        TestPosition child = {.game = p->game};
        p->game->make(p->bytes, moves[i], child.bytes);
        RhcMove rm;
        RhcPos rchild = *r;
        if (!reference_move(r, text, &rm))
            continue;
        rhc_make(&rchild, rm);
        if (test_perft(&child, depth - 1) != rhc_perft(&rchild, depth - 1)) {
            size_t len = strlen(path);
            snprintf(path + len, 256 - len, " %s", text);
            explain(&child, &rchild, depth - 1, path, msg);
            return;
        }
    }
    snprintf(msg, MSG_MAX, "counts differ in '%s' but no child explains it", test_text(p));
}

/* Engine and reference agree on perft(depth) of fen; returns the count. */
static uint64_t check_agreement(const char *fen, int depth)
{
    TestPosition p = test_position(GAME, fen);
    RhcPos r;
    ck_assert_msg(rhc_from_fen(&r, fen), "reference refused '%s'", fen);
    static char msg[MSG_MAX];
    ck_assert_msg(same_moves(&p, &r, msg), "%s", msg);
    uint64_t engine = test_perft(&p, depth), reference = rhc_perft(&r, depth);
    if (engine != reference) {
        char path[256] = "";
        explain(&p, &r, depth, path, msg);
        ck_abort_msg("perft %d of '%s': engine %" PRIu64 ", reference %" PRIu64 "; %s", depth, fen, engine,
                     reference, msg);
    }
    return engine;
}

/* 50 start numbers: the corners, the documented example, and a spread. */
#define START_SAMPLES 50
static int sample_start(int i)
{
    static const int fixed[] = {0, 14399, 7291, 119, 14280};
    if (i < 5)
        return fixed[i];
    uint64_t state = (uint64_t)i;
    return (int)(next_random(&state) % HALFCOURT_START_COUNT);
}

START_TEST(start_positions_agree)
{
    char fen[64];
    halfcourt_start_fen(sample_start(_i), true, fen);
    check_agreement(fen, 5);
    halfcourt_start_fen(sample_start(_i), false, fen);
    check_agreement(fen, 4);
}
END_TEST

/* Keeps the reference position in step with the engine's by its own make,
 * and checks the two describe the same position afterwards. */
static void assert_same_position(const TestPosition *p, const RhcPos *walked)
{
    RhcPos parsed;
    ck_assert_msg(rhc_from_fen(&parsed, test_text(p)), "reference refused '%s'", test_text(p));
    bool same = memcmp(parsed.board, walked->board, sizeof parsed.board) == 0 && parsed.side == walked->side &&
                parsed.castle[0] == walked->castle[0] && parsed.castle[1] == walked->castle[1] &&
                parsed.halfmove == walked->halfmove && parsed.fullmove == walked->fullmove &&
                (parsed.ep == -1 || parsed.ep == walked->ep);
    ck_assert_msg(same, "engine's '%s' differs from the reference's own play (castling %d/%d, ep %d)", test_text(p),
                  walked->castle[0], walked->castle[1], walked->ep);
}

#define RANDOM_GAMES 40
#define RANDOM_PLIES 25

START_TEST(random_play_agrees)
{
    int positions = 0, castles = 0, en_passants = 0, promotions = 0;
    for (int game = 0; game < RANDOM_GAMES; game++) {
        uint64_t state = 0xC0FFEE + (uint64_t)game;
        char fen[64];
        halfcourt_start_fen(halfcourt_random_start((uint64_t)game), true, fen);
        TestPosition p = test_position(GAME, fen);
        RhcPos r;
        ck_assert(rhc_from_fen(&r, fen));
        for (int ply = 0; ply < RANDOM_PLIES; ply++) {
            char here[GAME_TEXT_MAX];
            snprintf(here, sizeof here, "%s", test_text(&p));
            check_agreement(here, 1 + ply % 3);
            positions++;
            RhcMove moves[RHC_MAX_MOVES];
            int n = rhc_legal_moves(&r, moves);
            if (n == 0)
                break;
            /* Uniform, but a castling, e.p. or promotion move is taken a
             * third of the time it is there, so those get played. */
            int special = -1;
            for (int i = 0; i < n; i++) {
                bool ep = moves[i].to == r.ep && r.board[moves[i].from] % RHC_BLACK == RHC_P &&
                          moves[i].from % RHC_SIZE != moves[i].to % RHC_SIZE;
                if (moves[i].castle_rook >= 0 || moves[i].promo || ep)
                    special = i;
            }
            int pick = special >= 0 && next_random(&state) % 3 == 0 ? special : (int)(next_random(&state) % (uint64_t)n);
            RhcMove m = moves[pick];
            castles += m.castle_rook >= 0;
            promotions += m.promo != 0;
            en_passants += m.to == r.ep && r.board[m.from] % RHC_BLACK == RHC_P && m.from % RHC_SIZE != m.to % RHC_SIZE;
            MoveText text;
            rhc_move_text(m, text);
            test_play(&p, text);
            rhc_make(&r, m);
            assert_same_position(&p, &r);
        }
    }
    ck_assert_int_ge(positions, 900);
    ck_assert_int_gt(castles, 10);
    ck_assert_int_gt(en_passants, 3);
    ck_assert_int_gt(promotions, 3);
}
END_TEST

/* Lines "<fen> ; <depth> <count>"; '#' starts a comment line. */
START_TEST(frozen_perft_counts)
{
    const char *dir = getenv("FACEOFF_TEST_DATA");
    ck_assert_msg(dir != NULL, "FACEOFF_TEST_DATA is not set");
    char path[1024];
    snprintf(path, sizeof path, "%s/perft/halfcourt_perft.txt", dir);
    FILE *f = fopen(path, "r");
    ck_assert_msg(f != NULL, "cannot open %s", path);
    char line[512];
    int checked = 0;
    while (fgets(line, sizeof line, f)) {
        if (line[0] == '#' || line[0] == '\n')
            continue;
        char *semicolon = strchr(line, ';');
        ck_assert_msg(semicolon != NULL, "bad line: %s", line);
        *semicolon = '\0';
        int depth;
        uint64_t expected;
        ck_assert_msg(sscanf(semicolon + 1, "%d %" SCNu64, &depth, &expected) == 2, "bad line: %s", line);
        TestPosition p = test_position(GAME, line);
        uint64_t got = test_perft(&p, depth);
        ck_assert_msg(got == expected, "perft %d of '%s': %" PRIu64 ", frozen %" PRIu64, depth, line, got, expected);
        checked++;
    }
    fclose(f);
    ck_assert_int_ge(checked, 20);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("halfcourt crosscheck");
    TCase *tc = tcase_create("halfcourt");
    /* Generous: CI also runs this under ASan and UBSan, several times slower. */
    tcase_set_timeout(tc, 300);
    tcase_add_loop_test(tc, start_positions_agree, 0, START_SAMPLES);
    tcase_add_test(tc, random_play_agrees);
    tcase_add_test(tc, frozen_perft_counts);
    suite_add_tcase(s, tc);
    return test_run_suite(s);
}
