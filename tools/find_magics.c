/*
 * Finds the slider magic numbers and prints them as the C source of
 * movegen/chess/magics.c:
 *
 *     cmake --build build --target find_magics
 *     ./build/find_magics > movegen/chess/magics.c
 *
 * For each square (rooks, then bishops) it tries sparse random numbers
 * from a fixed seed until one maps every occupancy of the square without a
 * harmful collision (magic_fits in movegen/chess/sliders.c), so every run
 * prints the same file; the test cli_find_magics_reproduces checks that the
 * committed file is that output. Runs in about a quarter of a second.
 */
#include <inttypes.h>
#include <stdio.h>

#include "movegen/chess/sliders.h"

static uint64_t rng_state = 0x9E3779B97F4A7C15ULL;

/* xorshift64*: deterministic, so every run finds the same magics. */
static uint64_t rng_next(void)
{
    rng_state ^= rng_state >> 12;
    rng_state ^= rng_state << 25;
    rng_state ^= rng_state >> 27;
    return rng_state * 2685821657736338717ULL;
}

static Bitboard find_magic(SliderKind kind, int sq)
{
    static Bitboard occupancy[1 << SLIDER_MAX_BITS], reach[1 << SLIDER_MAX_BITS];
    Bitboard mask = slider_mask(kind, sq), magic;
    int count = slider_subsets(kind, sq, occupancy, reach);
    do {
        /* few bits set, and at least six of them in the top byte of the
         * product: the candidates that most often work */
        do
            magic = rng_next() & rng_next() & rng_next();
        while (bb_count((mask * magic) >> 56) < 6);
    } while (!magic_fits(occupancy, reach, count, bb_count(mask), magic));
    return magic;
}

static void print_table(SliderKind kind, const char *name)
{
    printf("\nconst Bitboard %s[64] = {\n", name);
    for (int sq = 0; sq < 64; sq++)
        printf("%s0x%016" PRIX64 "ULL,%s", sq % 4 ? " " : "    ", find_magic(kind, sq), sq % 4 == 3 ? "\n" : "");
    printf("};\n");
}

int main(void)
{
    printf("/* Written by tools/find_magics.c (see there how to run it): do not edit. */\n"
           "#include \"magics.h\"\n");
    print_table(SLIDER_ROOK, "rook_magics");
    print_table(SLIDER_BISHOP, "bishop_magics");
    return 0;
}
