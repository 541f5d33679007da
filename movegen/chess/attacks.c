/*
 * Fills the attack tables of attacks.h. Magic numbers are found at start-up
 * by a seeded search (a few milliseconds), so no table of constants needs to
 * be carried or trusted.
 */
#include "attacks.h"

#include <stdlib.h>

SliderEntry rook_entries[64];
SliderEntry bishop_entries[64];
Bitboard king_attacks[64];
Bitboard knight_attacks[64];
Bitboard long_leaper_attacks[64];
Bitboard pawn_attacks[2][64];
Bitboard between_squares[64][64];
Bitboard line_through[64][64];

/* Fancy indexing: every square's block in one table. */
static Bitboard rook_table[0x19000];
static Bitboard bishop_table[0x1480];

static const int rook_dirs[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
static const int bishop_dirs[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

static bool on_board(int file, int rank) { return file >= 0 && file < 8 && rank >= 0 && rank < 8; }

static Bitboard slide(int sq, Bitboard occupied, const int dirs[4][2])
{
    Bitboard result = 0;
    for (int d = 0; d < 4; d++) {
        int f = square_file(sq) + dirs[d][0], r = square_rank(sq) + dirs[d][1];
        while (on_board(f, r)) {
            result |= bb_square(make_square(f, r));
            if (occupied & bb_square(make_square(f, r)))
                break;
            f += dirs[d][0];
            r += dirs[d][1];
        }
    }
    return result;
}

static Bitboard leaps(int sq, const int (*deltas)[2], int count)
{
    Bitboard result = 0;
    for (int i = 0; i < count; i++) {
        int f = square_file(sq) + deltas[i][0], r = square_rank(sq) + deltas[i][1];
        if (on_board(f, r))
            result |= bb_square(make_square(f, r));
    }
    return result;
}

/* The squares a slider's attack depends on: its rays without the last square. */
static Bitboard relevant_mask(int sq, const int dirs[4][2])
{
    Bitboard result = 0;
    for (int d = 0; d < 4; d++) {
        int f = square_file(sq) + dirs[d][0], r = square_rank(sq) + dirs[d][1];
        while (on_board(f + dirs[d][0], r + dirs[d][1])) {
            result |= bb_square(make_square(f, r));
            f += dirs[d][0];
            r += dirs[d][1];
        }
    }
    return result;
}

#if !FACEOFF_USE_PEXT
static uint64_t rng_state = 0x9E3779B97F4A7C15ULL;
static uint64_t rng_next(void)
{
    /* xorshift64*: deterministic, so every run finds the same magics. */
    rng_state ^= rng_state >> 12;
    rng_state ^= rng_state << 25;
    rng_state ^= rng_state >> 27;
    return rng_state * 2685821657736338717ULL;
}
#endif

static void init_slider(SliderEntry *entries, Bitboard *table, const int dirs[4][2])
{
    static Bitboard occupancy[4096], reference[4096];
    Bitboard *next = table;
    for (int sq = 0; sq < 64; sq++) {
        SliderEntry *e = &entries[sq];
        e->mask = relevant_mask(sq, dirs);
        int bits = bb_count(e->mask);
        e->shift = 64u - (unsigned)bits;
        e->table = next;
        int size = 0;
        Bitboard subset = 0;
        do { /* Carry-Rippler enumeration of all subsets of the mask */
            occupancy[size] = subset;
            reference[size] = slide(sq, subset, dirs);
            size++;
            subset = (subset - e->mask) & e->mask;
        } while (subset);
        next += size;
#if FACEOFF_USE_PEXT
        e->magic = 0;
        for (int i = 0; i < size; i++)
            e->table[slider_index(e, occupancy[i])] = reference[i];
#else
        static int epoch[4096];
        static int attempt = 0;
        for (;;) {
            do
                e->magic = rng_next() & rng_next() & rng_next();
            while (bb_count((e->mask * e->magic) >> 56) < 6);
            attempt++;
            int i;
            for (i = 0; i < size; i++) {
                unsigned idx = slider_index(e, occupancy[i]);
                if (epoch[idx] < attempt) {
                    epoch[idx] = attempt;
                    e->table[idx] = reference[i];
                } else if (e->table[idx] != reference[i]) {
                    break;
                }
            }
            if (i == size)
                break;
        }
#endif
    }
}

void attacks_init(void)
{
    static bool done = false;
    if (done)
        return;
    static const int king_d[8][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    static const int knight_d[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    static const int long_d[8][2] = {{1, 3}, {3, 1}, {3, -1}, {1, -3}, {-1, -3}, {-3, -1}, {-3, 1}, {-1, 3}};
    static const int white_pawn_d[2][2] = {{1, 1}, {-1, 1}};
    static const int black_pawn_d[2][2] = {{1, -1}, {-1, -1}};
    for (int sq = 0; sq < 64; sq++) {
        king_attacks[sq] = leaps(sq, king_d, 8);
        knight_attacks[sq] = leaps(sq, knight_d, 8);
        long_leaper_attacks[sq] = leaps(sq, long_d, 8);
        pawn_attacks[0][sq] = leaps(sq, white_pawn_d, 2);
        pawn_attacks[1][sq] = leaps(sq, black_pawn_d, 2);
    }
    init_slider(rook_entries, rook_table, rook_dirs);
    init_slider(bishop_entries, bishop_table, bishop_dirs);
    for (int a = 0; a < 64; a++) {
        for (int b = 0; b < 64; b++) {
            Bitboard bb = bb_square(b);
            if (a == b)
                continue;
            if (slide(a, 0, rook_dirs) & bb) {
                line_through[a][b] = (slide(a, 0, rook_dirs) & slide(b, 0, rook_dirs)) | bb_square(a) | bb;
                between_squares[a][b] = slide(a, bb, rook_dirs) & slide(b, bb_square(a), rook_dirs);
            } else if (slide(a, 0, bishop_dirs) & bb) {
                line_through[a][b] = (slide(a, 0, bishop_dirs) & slide(b, 0, bishop_dirs)) | bb_square(a) | bb;
                between_squares[a][b] = slide(a, bb, bishop_dirs) & slide(b, bb_square(a), bishop_dirs);
            }
        }
    }
    done = true;
}

const char *attacks_slider_method(void) { return FACEOFF_USE_PEXT ? "pext" : "magic"; }
