/*
 * Fills the attack tables of attacks.h. Runs without PEXT index the
 * sliders by the constant magic numbers of magics.c (found once by
 * tools/find_magics.c, checked by tests/movegen/chess/test_magics.c), so
 * start-up does no search.
 */
#include "attacks.h"

#include "magics.h"
#include "sliders.h"

SliderEntry rook_entries[64];
SliderEntry bishop_entries[64];
Bitboard king_attacks[64];
Bitboard knight_attacks[64];
Bitboard long_leaper_attacks[64];
Bitboard pawn_attacks[2][64];
Bitboard between_squares[64][64];
Bitboard line_through[64][64];
#if FACEOFF_SLIDERS == SLIDERS_CHOSEN_AT_START
bool sliders_by_pext;
#endif

/* Fancy indexing: every square's block in one table. */
static Bitboard rook_table[0x19000];
static Bitboard bishop_table[0x1480];

static bool on_board(int file, int rank) { return file >= 0 && file < 8 && rank >= 0 && rank < 8; }

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

/* Each square's block of the table, filled with the attacks of every
 * occupancy subset at the index this build computes for it. */
static void init_slider(SliderKind kind, SliderEntry *entries, Bitboard *table, const Bitboard magics[64])
{
    static Bitboard occupancy[1 << SLIDER_MAX_BITS], reach[1 << SLIDER_MAX_BITS];
    Bitboard *next = table;
    for (int sq = 0; sq < 64; sq++) {
        SliderEntry *e = &entries[sq];
        e->mask = slider_mask(kind, sq);
        e->magic = magics[sq];
        e->shift = 64u - (unsigned)bb_count(e->mask);
        e->table = next;
        int size = slider_subsets(kind, sq, occupancy, reach);
        for (int i = 0; i < size; i++)
            e->table[slider_index(e, occupancy[i])] = reach[i];
        next += size;
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
#if FACEOFF_SLIDERS == SLIDERS_CHOSEN_AT_START
    sliders_by_pext = build_sliders_use_pext();
#endif
    init_slider(SLIDER_ROOK, rook_entries, rook_table, rook_magics);
    init_slider(SLIDER_BISHOP, bishop_entries, bishop_table, bishop_magics);
    for (int a = 0; a < 64; a++) {
        for (int b = 0; b < 64; b++) {
            Bitboard bb = bb_square(b);
            for (SliderKind kind = SLIDER_ROOK; a != b && kind <= SLIDER_BISHOP; kind++) {
                if (!(slider_reach(kind, a, 0) & bb))
                    continue;
                line_through[a][b] = (slider_reach(kind, a, 0) & slider_reach(kind, b, 0)) | bb_square(a) | bb;
                between_squares[a][b] = slider_reach(kind, a, bb) & slider_reach(kind, b, bb_square(a));
            }
        }
    }
    done = true;
}
