/*
 * Slider geometry, the slow and obviously right way: the squares a rook or
 * bishop reaches by walking its rays, the occupancy its attacks depend on,
 * every subset of that occupancy, and the check of a magic multiplier.
 * attacks.c builds the fast tables from these; tools/find_magics.c and the
 * tests use them to find and to check the magic numbers of magics.c.
 */
#ifndef FACEOFF_SLIDERS_H
#define FACEOFF_SLIDERS_H

#include "bitboard.h"

typedef enum { SLIDER_ROOK, SLIDER_BISHOP } SliderKind;

/* The most relevant occupancy bits of any square (a rook in a corner). */
#define SLIDER_MAX_BITS 12

/* The squares reached from sq along the kind's rays, each ray ending at
 * the first occupied square (included) or the edge. */
Bitboard slider_reach(SliderKind kind, int sq, Bitboard occupied);

/* The squares whose occupancy the attacks from sq depend on: the rays
 * without their last square. */
Bitboard slider_mask(SliderKind kind, int sq);

/* Every subset of slider_mask(kind, sq) and the attacks it leaves, in
 * occupancy[] and reach[] (room for 1 << SLIDER_MAX_BITS each); returns
 * how many (2 to the mask's bit count). */
int slider_subsets(SliderKind kind, int sq, Bitboard *occupancy, Bitboard *reach);

/* Whether (occupancy & mask) * magic >> (64 - bits) sends the count
 * subsets to indexes below 1 << bits with no two of different attacks on
 * one index (subsets with the same attacks may share). */
bool magic_fits(const Bitboard *occupancy, const Bitboard *reach, int count, int bits, Bitboard magic);

#endif
