/*
 * The chess family's noisy-move generator (quiescence's moves) is exactly
 * the full move list filtered to the moves that capture or promote, in the
 * same order, so quiescence searches the same tree as when it filtered.
 * Checked on random games of Chess, Hammer and Half-Court (biased toward
 * captures so that promotions come) and on positions built for the corner
 * cases: e.p. that uncovers a check, promotions that block or capture a
 * checker, Hammer's two-square pawn captures and pawn pins.
 */
#include <string.h>

#include "movegen/chess/moves.h"
#include "tests/test_support.h"

#define RANDOM_GAMES 60
#define MAX_PLIES 300

/* What the positions checked contained, so the test can fail when the
 * random games stop reaching a case. */
typedef struct {
    int positions, en_passant, quiet_promotions, capture_promotions, hammer_long_captures, in_check;
} Coverage;

/* Pieces on the board (letters in the text's first field), and the mover's pawns. */
static void count_material(const TestPosition *p, int mover, int *pieces, int *pawns)
{
    char text[GAME_TEXT_MAX];
    p->game->get_text(p->bytes, text);
    *pieces = *pawns = 0;
    for (const char *c = text; *c && *c != ' '; c++) {
        if ((*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z'))
            (*pieces)++;
        if (*c == (mover == SIDE_FIRST ? 'P' : 'p'))
            (*pawns)++;
    }
}

/* Noisy by its effect alone: after the move a piece is gone (a capture)
 * or the mover has a pawn fewer with nothing gone (a promotion). */
static bool changes_material(const TestPosition *p, Move m)
{
    int mover = p->game->side_to_move(p->bytes), pieces, pawns, pieces_after, pawns_after;
    count_material(p, mover, &pieces, &pawns);
    TestPosition next = {.game = p->game};
    p->game->make(p->bytes, m, next.bytes);
    count_material(&next, mover, &pieces_after, &pawns_after);
    return pieces_after < pieces || pawns_after < pawns;
}

static void note_coverage(const TestPosition *p, const Move *noisy, int n, Coverage *seen)
{
    const ChessPosition *cp = (const ChessPosition *)p->bytes;
    seen->positions++;
    seen->in_check += p->game->in_check(p->bytes);
    for (int i = 0; i < n; i++) {
        Move m = noisy[i];
        int distance = move_to(m) - move_from(m);
        bool is_pawn = piece_type(cp->board[move_from(m)]) == PAWN;
        seen->en_passant += move_kind(m) == MOVE_EN_PASSANT;
        seen->quiet_promotions += move_is_promotion(m) && !cp->board[move_to(m)];
        seen->capture_promotions += move_is_promotion(m) && cp->board[move_to(m)];
        seen->hammer_long_captures += is_pawn && (distance == 18 || distance == -18 || distance == 14 || distance == -14);
    }
}

/* The noisy list equals the full list filtered by material change, in
 * order, and is what the ordering hint calls noisy. */
static void check_position(const TestPosition *p, Coverage *seen)
{
    Move all[GAME_MAX_MOVES], noisy[GAME_MAX_MOVES], filtered[GAME_MAX_MOVES];
    int n = p->game->generate(p->bytes, all), kept = 0;
    for (int i = 0; i < n; i++) {
        bool by_effect = changes_material(p, all[i]);
        ck_assert_msg(by_effect == (p->game->move_order_hint(p->bytes, all[i]) > 0),
                      "%s: hint and effect disagree on a move", test_text(p));
        if (by_effect)
            filtered[kept++] = all[i];
    }
    int noisy_count = p->game->generate_noisy(p->bytes, noisy);
    ck_assert_msg(noisy_count == kept, "%s %s: %d noisy moves generated, %d among all moves", p->game->name,
                  test_text(p), noisy_count, kept);
    for (int i = 0; i < kept; i++) {
        char want[GAME_TEXT_MAX], got[GAME_TEXT_MAX];
        p->game->move_to_text(p->bytes, filtered[i], want);
        p->game->move_to_text(p->bytes, noisy[i], got);
        ck_assert_msg(noisy[i] == filtered[i], "%s %s: noisy move %d is %s, expected %s", p->game->name,
                      test_text(p), i, got, want);
    }
    note_coverage(p, noisy, noisy_count, seen);
}

/* Random games from the start (Half-Court's drawn from the seed); a noisy
 * move is chosen half the time when there is one, so games reach
 * promotions and endings. */
static Coverage check_random_games(const char *game_name)
{
    Coverage seen = {0};
    uint64_t random = 0x5eedULL;
    for (int game = 0; game < RANDOM_GAMES; game++) {
        TestPosition p = test_start(game_name);
        GameOptions opts;
        char error[GAME_ERROR_MAX] = "";
        game_default_options(p.game, &opts);
        opts.seed = (uint64_t)game + 1;
        ck_assert_msg(p.game->set_start(p.bytes, &opts, error), "%s", error);
        for (int ply = 0; ply < MAX_PLIES; ply++) {
            check_position(&p, &seen);
            Move moves[GAME_MAX_MOVES];
            int n = p.game->generate(p.bytes, moves);
            if (n == 0)
                break;
            if (test_next_random(&random) % 2) {
                int noisy = p.game->generate_noisy(p.bytes, moves);
                n = noisy > 0 ? noisy : p.game->generate(p.bytes, moves);
            }
            TestPosition next = {.game = p.game};
            p.game->make(p.bytes, moves[test_next_random(&random) % (uint64_t)n], next.bytes);
            p = next;
        }
    }
    return seen;
}

static const char *const family[] = {"chess", "hammer", "halfcourt"};

/* Every case comes up in each game's random games; the two-square pawn
 * captures in Hammer's only. */
START_TEST(random_games)
{
    Coverage seen = check_random_games(family[_i]);
    ck_assert_int_gt(seen.en_passant, 0);
    ck_assert_int_gt(seen.quiet_promotions, 0);
    ck_assert_int_gt(seen.capture_promotions, 0);
    ck_assert_int_gt(seen.in_check, 0);
    ck_assert_int_eq(seen.hammer_long_captures > 0, strcmp(family[_i], "hammer") == 0);
}
END_TEST

/* Positions built for one case each; every one must also generate at
 * least one noisy move, or it tests nothing. */
static const struct {
    const char *game, *text;
} corner_cases[] = {
    /* e.p., e.p. that would uncover a rook's check along the rank, e.p.
     * that removes the checking pawn. */
    {"chess", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2"},
    {"chess", "8/8/n7/K2pP2r/8/8/8/6k1 w - d6 0 2"},
    {"chess", "8/8/8/3pP3/4K3/8/8/6k1 w - d6 0 2"},
    /* In check: a promotion that blocks, a promotion that takes the checker. */
    {"chess", "r6K/1PP5/8/8/8/8/8/4k3 w - - 0 1"},
    {"chess", "1r2k3/P7/8/8/8/8/8/1K6 w - - 0 1"},
    /* A pinned pawn captures along the pin only; a pinned knight not at all. */
    {"chess", "4k3/8/8/8/1b6/2P5/3K4/8 w - - 0 1"},
    {"chess", "4k3/4r3/8/3p4/8/4N3/4Kn2/8 w - - 0 1"},
    /* Double check: only the king's capture, not the rook's. */
    {"chess", "4k3/8/8/8/8/3n4/R3q3/4K3 w - - 0 1"},
    /* Castling beside captures is never noisy. */
    {"chess", "r3k2r/8/8/8/8/p6p/8/R3K2R w KQkq - 0 1"},
    /* Hammer: a pawn capture two squares away, a knight held by a pawn
     * "pin", e.p. by the short and by the long capture, a long capture
     * that promotes. */
    {"hammer", "4k3/8/8/3n4/8/1P6/8/4K3 w - - 0 1"},
    {"hammer", "8/8/8/8/4kP2/3n4/2P5/1KR5 b - - 0 1"},
    {"hammer", "4k3/8/8/2pP4/8/8/8/4K3 w - c6 0 2"},
    {"hammer", "4k3/8/8/2p5/4P3/8/8/4K3 w - c6 0 2"},
    {"hammer", "2r1k3/8/P7/8/8/8/8/4K3 w - - 0 1"},
    /* Half-Court: promotions on the fifth rank and the first. */
    {"halfcourt", "1r2k/P4/5/5/K4 w - - 0 1"},
    {"halfcourt", "k4/5/5/4p/1KRN1 b - - 0 1"},
};

START_TEST(corner_case_positions)
{
    Coverage seen = {0};
    for (size_t i = 0; i < sizeof corner_cases / sizeof corner_cases[0]; i++) {
        TestPosition p = test_position(corner_cases[i].game, corner_cases[i].text);
        Move noisy[GAME_MAX_MOVES];
        ck_assert_msg(p.game->generate_noisy(p.bytes, noisy) > 0, "%s has no noisy move", corner_cases[i].text);
        check_position(&p, &seen);
    }
    ck_assert_int_gt(seen.en_passant, 0);
    ck_assert_int_gt(seen.hammer_long_captures, 0);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("noisy_moves");
    TCase *tc = tcase_create("noisy_moves");
    tcase_set_timeout(tc, 120);
    tcase_add_loop_test(tc, random_games, 0, (int)(sizeof family / sizeof family[0]));
    tcase_add_test(tc, corner_case_positions);
    suite_add_tcase(s, tc);
    return test_run_suite(s);
}
