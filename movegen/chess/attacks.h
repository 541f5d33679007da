/*
 * Attack tables for the chess family: leapers by lookup, sliders by
 * PEXT (when the build targets a CPU with BMI2) or by magic multiplication
 * (everywhere else). Both index one shared table; attacks_init() fills it.
 */
#ifndef FACEOFF_ATTACKS_H
#define FACEOFF_ATTACKS_H

#include "engine/build.h"
#include "bitboard.h"

#if FACEOFF_USE_PEXT
#include <immintrin.h>
#endif

typedef struct {
    Bitboard mask;     /* relevant occupancy: the ray squares minus the edge */
    Bitboard magic;    /* unused with PEXT */
    Bitboard *table;   /* attack sets indexed by the occupancy index */
    unsigned shift;    /* 64 - bits in mask; unused with PEXT */
} SliderEntry;

extern SliderEntry rook_entries[64];
extern SliderEntry bishop_entries[64];
extern Bitboard king_attacks[64];
extern Bitboard knight_attacks[64];
extern Bitboard long_leaper_attacks[64]; /* the (1,3) leap of the Hammer knight */
extern Bitboard pawn_attacks[2][64];     /* one-square diagonal captures */
extern Bitboard between_squares[64][64]; /* strictly between, if aligned */
extern Bitboard line_through[64][64];    /* whole line through both, if aligned */

/* Idempotent; call before any other function here. */
void attacks_init(void);

static inline unsigned slider_index(const SliderEntry *e, Bitboard occupied)
{
#if FACEOFF_USE_PEXT
    return (unsigned)_pext_u64(occupied, e->mask);
#else
    return (unsigned)(((occupied & e->mask) * e->magic) >> e->shift);
#endif
}

static inline Bitboard rook_attacks(int sq, Bitboard occupied)
{
    const SliderEntry *e = &rook_entries[sq];
    return e->table[slider_index(e, occupied)];
}

static inline Bitboard bishop_attacks(int sq, Bitboard occupied)
{
    const SliderEntry *e = &bishop_entries[sq];
    return e->table[slider_index(e, occupied)];
}

static inline Bitboard queen_attacks(int sq, Bitboard occupied)
{
    return rook_attacks(sq, occupied) | bishop_attacks(sq, occupied);
}

#endif
