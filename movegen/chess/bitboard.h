/*
 * Bitboard basics shared by the chess family (chess, Hammer, Half-Court).
 * Square numbering: a1 = 0, b1 = 1, ..., h1 = 7, a2 = 8, ..., h8 = 63.
 * Smaller boards (Half-Court's 5x5) live in the low corner of the 8x8 grid
 * and are cut out with an on-board mask.
 */
#ifndef FACEOFF_BITBOARD_H
#define FACEOFF_BITBOARD_H

#include <stdbool.h>
#include <stdint.h>

typedef uint64_t Bitboard;

#define BB_FILE_A 0x0101010101010101ULL
#define BB_FILE_H (BB_FILE_A << 7)
#define BB_RANK_1 0xFFULL

static inline Bitboard bb_square(int sq) { return 1ULL << sq; }
static inline int bb_count(Bitboard b) { return __builtin_popcountll(b); }
static inline int bb_first(Bitboard b) { return __builtin_ctzll(b); }
static inline int bb_pop_first(Bitboard *b)
{
    int sq = __builtin_ctzll(*b);
    *b &= *b - 1;
    return sq;
}
static inline bool bb_more_than_one(Bitboard b) { return (b & (b - 1)) != 0; }

static inline int square_file(int sq) { return sq & 7; }
static inline int square_rank(int sq) { return sq >> 3; }
static inline int make_square(int file, int rank) { return rank * 8 + file; }
static inline Bitboard bb_rank(int rank) { return BB_RANK_1 << (8 * rank); }
static inline Bitboard bb_file(int file) { return BB_FILE_A << file; }

/* One-square shifts that never wrap around the board's edge. */
static inline Bitboard bb_north(Bitboard b) { return b << 8; }
static inline Bitboard bb_south(Bitboard b) { return b >> 8; }
static inline Bitboard bb_east(Bitboard b) { return (b & ~BB_FILE_H) << 1; }
static inline Bitboard bb_west(Bitboard b) { return (b & ~BB_FILE_A) >> 1; }
static inline Bitboard bb_north_east(Bitboard b) { return (b & ~BB_FILE_H) << 9; }
static inline Bitboard bb_north_west(Bitboard b) { return (b & ~BB_FILE_A) << 7; }
static inline Bitboard bb_south_east(Bitboard b) { return (b & ~BB_FILE_H) >> 7; }
static inline Bitboard bb_south_west(Bitboard b) { return (b & ~BB_FILE_A) >> 9; }

/* Forward for a colour: White (0) moves north, Black (1) south. */
static inline Bitboard bb_forward(Bitboard b, int colour) { return colour == 0 ? bb_north(b) : bb_south(b); }

#endif
