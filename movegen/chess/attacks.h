/*
 * Attack tables for the chess family: leapers by lookup, sliders by
 * PEXT or by magic multiplication, as engine/build.h says: fixed by the
 * build, or chosen at start-up in a portable one. Both index one shared
 * table; attacks_init() fills it for the way this run indexes.
 */
#ifndef FACEOFF_ATTACKS_H
#define FACEOFF_ATTACKS_H

#include "engine/build.h"
#include "bitboard.h"

#include <stdbool.h>

#if FACEOFF_SLIDERS == SLIDERS_PEXT
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

#if FACEOFF_SLIDERS == SLIDERS_CHOSEN_AT_START
/* Set by attacks_init() from build_sliders_use_pext(). */
extern bool sliders_by_pext;

/* PEXT without compiling for BMI2, so the rest of the build runs on any
 * x86-64 CPU; only reached where the CPU has it. */
static inline Bitboard pext_instruction(Bitboard source, Bitboard mask)
{
    Bitboard result;
    __asm__("pextq %2, %1, %0" : "=r"(result) : "r"(source), "rm"(mask));
    return result;
}
#endif

static inline unsigned slider_index(const SliderEntry *e, Bitboard occupied)
{
#if FACEOFF_SLIDERS == SLIDERS_PEXT
    return (unsigned)_pext_u64(occupied, e->mask);
#else
#if FACEOFF_SLIDERS == SLIDERS_CHOSEN_AT_START
    if (sliders_by_pext)
        return (unsigned)pext_instruction(occupied, e->mask);
#endif
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
