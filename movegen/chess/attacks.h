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

/* Whether this run's sliders index by PEXT: a constant where the build
 * fixes it. */
static inline bool sliders_pext_now(void)
{
#if FACEOFF_SLIDERS == SLIDERS_CHOSEN_AT_START
    return sliders_by_pext;
#else
    return FACEOFF_SLIDERS == SLIDERS_PEXT;
#endif
}

/* The lookups with the way to index given: the move generator specialises
 * its body on it (movegen.c), so a portable build tests the choice once a
 * call, not once a lookup (perft 5-6% faster). */
static inline unsigned slider_index_by(const SliderEntry *e, Bitboard occupied, bool pext)
{
#if FACEOFF_SLIDERS == SLIDERS_PEXT
    (void)pext;
    return (unsigned)_pext_u64(occupied, e->mask);
#else
#if FACEOFF_SLIDERS == SLIDERS_CHOSEN_AT_START
    if (pext)
        return (unsigned)pext_instruction(occupied, e->mask);
#else
    (void)pext;
#endif
    return (unsigned)(((occupied & e->mask) * e->magic) >> e->shift);
#endif
}

static inline Bitboard rook_attacks_by(int sq, Bitboard occupied, bool pext)
{
    const SliderEntry *e = &rook_entries[sq];
    return e->table[slider_index_by(e, occupied, pext)];
}

static inline Bitboard bishop_attacks_by(int sq, Bitboard occupied, bool pext)
{
    const SliderEntry *e = &bishop_entries[sq];
    return e->table[slider_index_by(e, occupied, pext)];
}

static inline Bitboard queen_attacks_by(int sq, Bitboard occupied, bool pext)
{
    return rook_attacks_by(sq, occupied, pext) | bishop_attacks_by(sq, occupied, pext);
}

static inline unsigned slider_index(const SliderEntry *e, Bitboard occupied)
{
    return slider_index_by(e, occupied, sliders_pext_now());
}

static inline Bitboard rook_attacks(int sq, Bitboard occupied) { return rook_attacks_by(sq, occupied, sliders_pext_now()); }

static inline Bitboard bishop_attacks(int sq, Bitboard occupied)
{
    return bishop_attacks_by(sq, occupied, sliders_pext_now());
}

static inline Bitboard queen_attacks(int sq, Bitboard occupied)
{
    return queen_attacks_by(sq, occupied, sliders_pext_now());
}

#endif
