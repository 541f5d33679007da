/*
 * The magic multipliers of builds without PEXT (attacks.h): one a square
 * for rooks and for bishops. magics.c is written by tools/find_magics.c;
 * tests/movegen/chess/test_magics.c checks every number against every
 * occupancy of its square.
 */
#ifndef FACEOFF_MAGICS_H
#define FACEOFF_MAGICS_H

#include "bitboard.h"

extern const Bitboard rook_magics[64];
extern const Bitboard bishop_magics[64];

#endif
