/*
 * Hammer Chess: the engine's bitboard generator against the reference
 * generator of tests/reference/ (a plain mailbox generator with
 * make-and-test legality that shares no code with the engine). The two must
 * agree on perft counts and, position by position, on the exact set of
 * legal moves.
 *
 * The positions come from random play with a fixed seed (every run checks
 * the same positions) from the start position and from the hand-made
 * positions of tests/perft/hammer_positions.txt. Only perft counts and move
 * texts are compared, never FEN: the two generators write the e.p. square
 * under different conventions (see refgen.h).
 */
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/reference/refgen.h"
#include "tests/test_support.h"

#define POSITIONS_FILE "perft/hammer_positions.txt"
#define MAX_SEEDS 64
#define MIN_SAMPLES 3000 /* positions compared by random_play_positions */
#define WALK_PLIES 40    /* length of one random game */
#define RANDOM_SEED 0x2545F4914F6CDD1DULL
#define REPORT_MAX 4096

typedef char MoveText[8];

/* The legal moves of a position as sorted texts. */
typedef struct {
    int count;
    MoveText moves[REF_MAX_MOVES];
} MoveSet;

/* How many of the compared positions show each rule in action: a guard
 * against a change of seed or walk length that quietly stops reaching them. */
typedef struct {
    int positions, in_check, en_passant, two_square_en_passant, castling, promotion, two_square_capture,
        sideways;
} Coverage;

static uint64_t next_random(uint64_t *state)
{
    /* xorshift64 (Marsaglia): small, fixed, good enough to pick moves. */
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    return *state;
}

static int compare_texts(const void *a, const void *b) { return strcmp(a, b); }

static void add_text(MoveSet *set, const char *text)
{
    ck_assert_int_lt(set->count, REF_MAX_MOVES);
    ck_assert_uint_lt(strlen(text), sizeof(MoveText));
    strcpy(set->moves[set->count++], text);
}

static void engine_move_set(const TestPosition *p, MoveSet *set)
{
    Move moves[GAME_MAX_MOVES];
    int n = p->game->generate(p->bytes, moves);
    set->count = 0;
    for (int i = 0; i < n; i++) {
        char text[GAME_TEXT_MAX];
        p->game->move_to_text(p->bytes, moves[i], text);
        add_text(set, text);
    }
    qsort(set->moves, (size_t)set->count, sizeof(MoveText), compare_texts);
}

static void ref_move_set(const RefPos *r, MoveSet *set)
{
    RefMove moves[REF_MAX_MOVES];
    int n = ref_legal_moves(r, moves);
    set->count = 0;
    for (int i = 0; i < n; i++) {
        char text[8];
        ref_move_to_uci(moves[i], text);
        add_text(set, text);
    }
    qsort(set->moves, (size_t)set->count, sizeof(MoveText), compare_texts);
}

static bool same_moves(const MoveSet *a, const MoveSet *b)
{
    if (a->count != b->count)
        return false;
    for (int i = 0; i < a->count; i++)
        if (strcmp(a->moves[i], b->moves[i]) != 0)
            return false;
    return true;
}

static TestPosition engine_position(const RefPos *r)
{
    char fen[128];
    ref_to_fen(r, fen);
    return test_position("hammer", fen);
}

/* Appends formatted text to a report, silently cut at its size. */
static void report_add(char *report, size_t size, const char *format, ...)
{
    size_t used = strlen(report);
    if (used + 1 >= size)
        return;
    va_list args;
    va_start(args, format);
    vsnprintf(report + used, size - used, format, args);
    va_end(args);
}

/* Appends the moves of 'set' that 'other' lacks. */
static void report_missing(const MoveSet *set, const MoveSet *other, const char *label, char *report, size_t size)
{
    report_add(report, size, "\n  %s:", label);
    for (int i = 0; i < set->count; i++)
        if (!bsearch(set->moves[i], other->moves, (size_t)other->count, sizeof(MoveText), compare_texts))
            report_add(report, size, " %s", set->moves[i]);
}

/*
 * Follows a disagreement down the tree to a position whose move lists
 * differ and describes it: the moves leading there, its FEN and the moves
 * only one generator has. False if no such position was found (the counts
 * then differ for some other reason).
 */
static bool explain_mismatch(const RefPos *r, int depth, char *report, size_t size)
{
    MoveSet ours, theirs;
    TestPosition p = engine_position(r);
    engine_move_set(&p, &ours);
    ref_move_set(r, &theirs);
    if (!same_moves(&ours, &theirs)) {
        char fen[128];
        ref_to_fen(r, fen);
        report_add(report, size, "\nmove lists differ in %s (engine %d moves, reference %d)", fen, ours.count,
                   theirs.count);
        report_missing(&ours, &theirs, "only the engine has", report, size);
        report_missing(&theirs, &ours, "only the reference has", report, size);
        return true;
    }
    RefMove moves[REF_MAX_MOVES];
    int n = depth > 1 ? ref_legal_moves(r, moves) : 0;
    for (int i = 0; i < n; i++) {
        RefPos child = *r;
        ref_make(&child, moves[i]);
        TestPosition c = engine_position(&child);
        if (test_perft(&c, depth - 1) != ref_perft(&child, depth - 1)) {
            char text[8];
            ref_move_to_uci(moves[i], text);
            report_add(report, size, " %s", text);
            return explain_mismatch(&child, depth - 1, report, size);
        }
    }
    return false;
}

/* Compares the depth-1 move lists and the perft count at 'depth'. */
static void check_position(const RefPos *r, int depth)
{
    MoveSet ours, theirs;
    TestPosition p = engine_position(r);
    engine_move_set(&p, &ours);
    ref_move_set(r, &theirs);
    uint64_t engine_nodes = test_perft(&p, depth), ref_nodes = ref_perft(r, depth);
    if (same_moves(&ours, &theirs) && engine_nodes == ref_nodes)
        return;
    char fen[128], report[REPORT_MAX] = "";
    ref_to_fen(r, fen);
    report_add(report, sizeof report, "%s: perft %d engine %" PRIu64 ", reference %" PRIu64 "; moves played:", fen,
               depth, engine_nodes, ref_nodes);
    if (!explain_mismatch(r, depth, report, sizeof report))
        report_add(report, sizeof report, "\nno position with differing move lists found");
    ck_abort_msg("%s", report);
}

static bool is_two_square(RefMove m) { return abs(m.to % 8 - m.from % 8) == 2 && abs(m.to / 8 - m.from / 8) == 2; }

static void tally(const RefPos *r, Coverage *c)
{
    RefMove moves[REF_MAX_MOVES];
    int n = ref_legal_moves(r, moves);
    int flags = 0;
    bool two_square_ep = false, two_square_capture = false;
    for (int i = 0; i < n; i++) {
        flags |= moves[i].flags;
        bool pawn = (r->board[moves[i].from] & 7) == REF_PAWN;
        two_square_ep |= (moves[i].flags & REF_F_EP) && is_two_square(moves[i]);
        two_square_capture |= pawn && (moves[i].flags & REF_F_CAPTURE) && is_two_square(moves[i]);
    }
    c->positions++;
    c->in_check += ref_in_check(r);
    c->en_passant += (flags & REF_F_EP) != 0;
    c->two_square_en_passant += two_square_ep;
    c->castling += (flags & REF_F_CASTLE) != 0;
    c->promotion += (flags & REF_F_PROMO) != 0;
    c->two_square_capture += two_square_capture;
    c->sideways += (flags & REF_F_SIDEWAYS) != 0;
}

/* One random game of up to WALK_PLIES plies; every position on the way is
 * checked, at perft depth 1, 2 or 3 in turn. */
static void random_walk(const char *fen, uint64_t *rng, Coverage *coverage)
{
    RefPos r;
    ck_assert_msg(ref_from_fen(&r, fen, REF_HAMMER), "reference refused %s", fen);
    for (int ply = 0; ply <= WALK_PLIES; ply++) {
        check_position(&r, 1 + coverage->positions % 3);
        tally(&r, coverage);
        RefMove moves[REF_MAX_MOVES];
        int n = ref_legal_moves(&r, moves);
        if (n == 0)
            break;
        ref_make(&r, moves[next_random(rng) % (uint64_t)n]);
    }
}

START_TEST(start_position_perft)
{
    RefPos r;
    ck_assert(ref_from_fen(&r, REF_START_FEN, REF_HAMMER));
    /* The engine's own start position, not just the same FEN read back. */
    TestPosition p = test_start("hammer");
    ck_assert_uint_eq(test_perft(&p, _i), ref_perft(&r, _i));
    check_position(&r, _i);
}
END_TEST

START_TEST(random_play_positions)
{
    static TestDataLine seeds[MAX_SEEDS];
    strcpy(seeds[0].text, REF_START_FEN);
    int count = 1 + test_read_data(POSITIONS_FILE, seeds + 1, MAX_SEEDS - 1);
    uint64_t rng = RANDOM_SEED;
    Coverage coverage = {0};
    while (coverage.positions < MIN_SAMPLES)
        for (int i = 0; i < count && coverage.positions < MIN_SAMPLES; i++)
            random_walk(seeds[i].text, &rng, &coverage);
    fprintf(stderr,
            "hammer crosscheck: %d positions; with check %d, e.p. %d (two-square %d), castling %d, "
            "promotion %d, two-square capture %d, sideways step %d\n",
            coverage.positions, coverage.in_check, coverage.en_passant, coverage.two_square_en_passant,
            coverage.castling, coverage.promotion, coverage.two_square_capture, coverage.sideways);
    ck_assert_int_ge(coverage.in_check, 20);
    ck_assert_int_ge(coverage.en_passant, 10);
    ck_assert_int_ge(coverage.two_square_en_passant, 5);
    ck_assert_int_ge(coverage.castling, 20);
    ck_assert_int_ge(coverage.promotion, 20);
    ck_assert_int_ge(coverage.two_square_capture, 100);
    ck_assert_int_ge(coverage.sideways, 500);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("hammer crosscheck");
    TCase *tc = tcase_create("hammer");
    tcase_set_timeout(tc, 600); /* generous: CI also runs this under ASan and UBSan */
    tcase_add_loop_test(tc, start_position_perft, 1, 5);
    tcase_add_test(tc, random_play_positions);
    suite_add_tcase(s, tc);
    return test_run_suite(s);
}
