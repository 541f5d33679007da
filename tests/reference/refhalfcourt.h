/*
 * refhalfcourt: a deliberately simple, independent reference move generator
 * for Half-Court Chess (5x5). Test-only, to cross-check the engine's bitboard
 * generator; it shares no code with engine/, movegen/ or refgen.
 *
 * Board: 25-square mailbox, square = rank * 5 + file (a1 = 0, e1 = 4,
 * a5 = 20, e5 = 24). Moves are generated pseudo-legally and kept if the
 * mover's king is not attacked after making them on a copy.
 *
 * Rules (RULINGS.md, Half-Court section): FIDE moves; White pawns
 * double-step from rank 2, Black from rank 4; promotion on the last rank to
 * Q, R, B, N; castling moves the king two squares toward its rook (one if
 * adjacent), the rook lands next to the king on the side it came from;
 * every square from the leftmost to the rightmost of the four squares
 * involved must be empty apart from king and rook; the king may not be in
 * check, cross an attacked square (judged before castling) or land on one
 * (judged after).
 *
 * Conventions: the e.p. square is set after every double step; dead
 * material, the 50-move rule and repetition are not applied (the perft
 * convention: they end no branch).
 */
#ifndef FACEOFF_REFHALFCOURT_H
#define FACEOFF_REFHALFCOURT_H

#include <stdbool.h>
#include <stdint.h>

#define RHC_SIZE 5
#define RHC_SQUARES 25
#define RHC_MAX_MOVES 128

/* Piece codes: type in the low bits, RHC_BLACK added for Black. */
enum { RHC_EMPTY = 0, RHC_P = 1, RHC_N, RHC_B, RHC_R, RHC_Q, RHC_K, RHC_BLACK = 16 };

typedef struct {
    int board[RHC_SQUARES];
    int side;      /* 0 White, 1 Black to move */
    int castle[2]; /* per colour: bit f set = may castle with the rook on file f of its first rank */
    int ep;        /* square a pawn just skipped, -1 if none */
    int halfmove, fullmove;
} RhcPos;

typedef struct {
    int from, to;   /* for castling, 'to' is the king's destination */
    int promo;      /* RHC_N..RHC_Q, 0 if none */
    int castle_rook; /* square of the castling rook, -1 if not castling */
} RhcMove;

/* Reads FEN with a Shredder castling field (file letters, '-'); the last two
 * fields are optional. False if malformed. */
bool rhc_from_fen(RhcPos *p, const char *fen);
/* Legal moves into out (room for RHC_MAX_MOVES); the count. */
int rhc_legal_moves(const RhcPos *p, RhcMove *out);
void rhc_make(RhcPos *p, RhcMove m);
/* UCI text: "c2c4", "b4a5q"; castling as the king's move, "e1c1". out: 6 bytes. */
void rhc_move_text(RhcMove m, char *out);
bool rhc_in_check(const RhcPos *p);
uint64_t rhc_perft(const RhcPos *p, int depth);

#endif
