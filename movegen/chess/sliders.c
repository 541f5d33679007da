#include "sliders.h"

#include <string.h>

static const int directions[2][4][2] = {
    [SLIDER_ROOK] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}},
    [SLIDER_BISHOP] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}},
};

static bool on_board(int file, int rank) { return file >= 0 && file < 8 && rank >= 0 && rank < 8; }

Bitboard slider_reach(SliderKind kind, int sq, Bitboard occupied)
{
    Bitboard result = 0;
    for (int d = 0; d < 4; d++) {
        int df = directions[kind][d][0], dr = directions[kind][d][1];
        for (int f = square_file(sq) + df, r = square_rank(sq) + dr; on_board(f, r); f += df, r += dr) {
            result |= bb_square(make_square(f, r));
            if (occupied & bb_square(make_square(f, r)))
                break;
        }
    }
    return result;
}

Bitboard slider_mask(SliderKind kind, int sq)
{
    Bitboard result = 0;
    for (int d = 0; d < 4; d++) {
        int df = directions[kind][d][0], dr = directions[kind][d][1];
        for (int f = square_file(sq) + df, r = square_rank(sq) + dr; on_board(f + df, r + dr); f += df, r += dr)
            result |= bb_square(make_square(f, r));
    }
    return result;
}

int slider_subsets(SliderKind kind, int sq, Bitboard *occupancy, Bitboard *reach)
{
    Bitboard mask = slider_mask(kind, sq), subset = 0;
    int count = 0;
    do { /* Carry-Rippler: the next subset of the mask in counting order */
        occupancy[count] = subset;
        reach[count] = slider_reach(kind, sq, subset);
        count++;
        subset = (subset - mask) & mask;
    } while (subset);
    return count;
}

bool magic_fits(const Bitboard *occupancy, const Bitboard *reach, int count, int bits, Bitboard magic)
{
    Bitboard table[1 << SLIDER_MAX_BITS];
    bool filled[1 << SLIDER_MAX_BITS];
    if (bits < 1 || bits > SLIDER_MAX_BITS)
        return false;
    memset(filled, 0, sizeof filled[0] << bits);
    for (int i = 0; i < count; i++) {
        unsigned index = (unsigned)((occupancy[i] * magic) >> (64 - bits));
        if (filled[index] && table[index] != reach[i])
            return false;
        filled[index] = true;
        table[index] = reach[i];
    }
    return true;
}
