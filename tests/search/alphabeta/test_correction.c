/*
 * Correction history: an entry learns the evaluation's error at the rate
 * the search's depth gives, stays within its bound, and is shared by
 * exactly the positions with the same structure key (in the chess family,
 * the same pawns of each side, whatever the pieces and the move number).
 */
#include <string.h>

#include "search/alphabeta/correction.h"
#include "tests/test_support.h"

static CorrectionHistory table;

START_TEST(learns_toward_the_error)
{
    memset(&table, 0, sizeof table);
    uint64_t key = 0x123456789abcdefu;
    ck_assert_int_eq(correction_of(&table, 0, key), 0);
    int previous = 0;
    for (int i = 0; i < 400; i++) {
        correction_learn(&table, 0, key, 40, 8);
        int now = correction_of(&table, 0, key);
        ck_assert_int_ge(now, previous);
        ck_assert_int_le(now, 40);
        previous = now;
    }
    ck_assert_int_ge(previous, 38);
    /* The other side and other keys are untouched. */
    ck_assert_int_eq(correction_of(&table, 1, key), 0);
    ck_assert_int_eq(correction_of(&table, 0, key + 1), 0);
    /* An error of the other sign brings it back down. */
    for (int i = 0; i < 400; i++)
        correction_learn(&table, 0, key, -20, 8);
    ck_assert_int_le(correction_of(&table, 0, key), -18);
}
END_TEST

START_TEST(deeper_searches_weigh_more)
{
    memset(&table, 0, sizeof table);
    for (int i = 0; i < 10; i++) {
        correction_learn(&table, 0, 1, 90, 1);
        correction_learn(&table, 0, 2, 90, 12);
    }
    ck_assert_int_lt(correction_of(&table, 0, 1), correction_of(&table, 0, 2));
    ck_assert_int_gt(correction_of(&table, 0, 1), 0);
}
END_TEST

START_TEST(bounded)
{
    memset(&table, 0, sizeof table);
    for (int i = 0; i < 2000; i++) {
        correction_learn(&table, 1, 7, 30000, 60);
        ck_assert_int_le(correction_of(&table, 1, 7), CORRECTION_MAX);
    }
    ck_assert_int_ge(correction_of(&table, 1, 7), CORRECTION_MAX - 1);
    for (int i = 0; i < 2000; i++) {
        correction_learn(&table, 1, 7, -30000, 60);
        ck_assert_int_ge(correction_of(&table, 1, 7), -CORRECTION_MAX);
    }
    ck_assert_int_le(correction_of(&table, 1, 7), -CORRECTION_MAX + 1);
}
END_TEST

static uint64_t structure_of(const char *game, const char *text)
{
    TestPosition p = test_position(game, text);
    ck_assert_ptr_nonnull(p.game->structure_key);
    return p.game->structure_key(p.bytes);
}

START_TEST(chess_family_key_is_the_pawns)
{
    const char *games[] = {"chess", "hammer"};
    for (int i = 0; i < 2; i++) {
        const char *g = games[i];
        uint64_t start = structure_of(g, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        /* Pieces, side to move, castling and counters do not count. */
        ck_assert_uint_eq(start, structure_of(g, "r1bqkb1r/pppppppp/2n2n2/8/8/2N2N2/PPPPPPPP/R1BQKB1R b KQkq - 4 3"));
        ck_assert_uint_eq(start, structure_of(g, "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 40"));
        /* One pawn moved, or of the other colour, is another structure. */
        ck_assert_uint_ne(start, structure_of(g, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"));
        ck_assert_uint_ne(structure_of(g, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"),
                          structure_of(g, "4k3/8/8/8/8/8/4p3/4K3 w - - 0 1"));
        ck_assert_uint_ne(structure_of(g, "4k3/8/8/8/8/8/8/4K3 w - - 0 1"),
                          structure_of(g, "4k3/4p3/8/8/8/8/4P3/4K3 w - - 0 1"));
    }
    ck_assert_uint_eq(structure_of("halfcourt", "bqrnk/ppppp/5/PPPPP/BRQNK w Bc - 0 1"),
                      structure_of("halfcourt", "bqr1k/ppppp/3n1/PPPPP/BRQ1K w - - 2 2"));
}
END_TEST

int main(void)
{
    Suite *s = suite_create("correction");
    TCase *tc = tcase_create("correction");
    tcase_add_test(tc, learns_toward_the_error);
    tcase_add_test(tc, deeper_searches_weigh_more);
    tcase_add_test(tc, bounded);
    tcase_add_test(tc, chess_family_key_is_the_pawns);
    suite_add_tcase(s, tc);
    return test_run_suite(s);
}
