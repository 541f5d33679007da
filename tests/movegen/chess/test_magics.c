/*
 * The slider tables: every magic number of movegen/chess/magics.c maps
 * every occupancy of its square without a harmful collision, and the
 * tables this build uses (PEXT or magics) give, for every occupancy, the
 * squares the rays reach.
 */
#include "movegen/chess/attacks.h"
#include "movegen/chess/magics.h"
#include "movegen/chess/sliders.h"
#include "tests/test_support.h"

static Bitboard occupancy[1 << SLIDER_MAX_BITS], reach[1 << SLIDER_MAX_BITS];

static const Bitboard *magics_of(SliderKind kind) { return kind == SLIDER_ROOK ? rook_magics : bishop_magics; }

START_TEST(every_magic_fits_its_square)
{
    for (SliderKind kind = SLIDER_ROOK; kind <= SLIDER_BISHOP; kind++)
        for (int sq = 0; sq < 64; sq++) {
            int count = slider_subsets(kind, sq, occupancy, reach), bits = bb_count(slider_mask(kind, sq));
            ck_assert_int_eq(count, 1 << bits);
            ck_assert_msg(magic_fits(occupancy, reach, count, bits, magics_of(kind)[sq]), "%s magic of square %d",
                          kind == SLIDER_ROOK ? "rook" : "bishop", sq);
        }
}
END_TEST

/* The check can fail: a magic that sends different attacks to one index,
 * or another square's magic, is refused. */
START_TEST(a_wrong_magic_is_refused)
{
    int count = slider_subsets(SLIDER_ROOK, 0, occupancy, reach), bits = bb_count(slider_mask(SLIDER_ROOK, 0));
    ck_assert(!magic_fits(occupancy, reach, count, bits, 0));
    ck_assert(!magic_fits(occupancy, reach, count, bits, 1));
    ck_assert(!magic_fits(occupancy, reach, count, bits, rook_magics[27]));
    ck_assert(magic_fits(occupancy, reach, count, bits, rook_magics[0]));
}
END_TEST

/* Pieces outside the mask (the edges, squares off the rays) change nothing. */
START_TEST(tables_give_the_rays)
{
    attacks_init();
    Bitboard noise = 0x9E3779B97F4A7C15ULL;
    for (SliderKind kind = SLIDER_ROOK; kind <= SLIDER_BISHOP; kind++)
        for (int sq = 0; sq < 64; sq++) {
            Bitboard outside = ~slider_mask(kind, sq);
            int count = slider_subsets(kind, sq, occupancy, reach);
            for (int i = 0; i < count; i++) {
                noise = noise * 6364136223846793005ULL + 1442695040888963407ULL;
                Bitboard occupied = occupancy[i] | (noise & outside);
                Bitboard got = kind == SLIDER_ROOK ? rook_attacks(sq, occupied) : bishop_attacks(sq, occupied);
                ck_assert_uint_eq(got, reach[i]);
            }
        }
}
END_TEST

int main(void)
{
    Suite *s = suite_create("magics");
    TCase *tc = tcase_create("magics");
    tcase_add_test(tc, every_magic_fits_its_square);
    tcase_add_test(tc, a_wrong_magic_is_refused);
    tcase_add_test(tc, tables_give_the_rays);
    suite_add_tcase(s, tc);
    return test_run_suite(s);
}
