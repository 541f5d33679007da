/*
 * refgen: a deliberately simple, independent reference move generator for
 * FIDE chess and Hammer Chess. Used only by tests, to cross-check the fast
 * bitboard generator. It shares no code with engine/ or movegen/.
 *
 * Board: plain 8x8 array, square = rank * 8 + file (a1 = 0, h1 = 7,
 * a8 = 56, h8 = 63). Generation is pseudo-legal followed by make-and-test:
 * make the move on a copy and reject it if the mover's king is attacked.
 *
 * Conventions worth knowing when comparing with other code:
 * - After every double pawn step the e.p. square is set (classic FEN), even
 *   when no enemy pawn can capture there.
 * - ref_from_fen rejects castling rights whose king or rook is not on its
 *   home square.
 * - Neither mode applies dead material, the 50-move rule or repetition
 *   (the perft convention: draws end no branch).
 */
#ifndef FACEOFF_REFGEN_H
#define FACEOFF_REFGEN_H

#include <stdbool.h>
#include <stdint.h>

typedef enum { REF_CHESS, REF_HAMMER } RefVariant;

/* Piece codes: colour in bit 3 (0 white, 8 black), type in the low bits. */
enum {
    REF_EMPTY = 0,
    REF_PAWN = 1,
    REF_KNIGHT = 2,
    REF_BISHOP = 3,
    REF_ROOK = 4,
    REF_QUEEN = 5,
    REF_KING = 6,
    REF_BLACK = 8
};

/* Castling right bits. */
enum { REF_WK = 1, REF_WQ = 2, REF_BK = 4, REF_BQ = 8 };

/* Move flags (informational; ref_make works out everything from the board). */
enum {
    REF_F_CAPTURE = 1,
    REF_F_EP = 2,
    REF_F_DOUBLE = 4,
    REF_F_CASTLE = 8,
    REF_F_PROMO = 16,
    REF_F_SIDEWAYS = 32
};

typedef struct {
    int board[64];   /* piece codes, REF_EMPTY for empty */
    int side;        /* 0 white, 1 black to move */
    int castling;    /* REF_WK | REF_WQ | REF_BK | REF_BQ */
    int ep;          /* e.p. square, -1 if none */
    int halfmove;
    int fullmove;
    RefVariant variant;
} RefPos;

typedef struct {
    int from, to;
    int promo;       /* piece type (REF_KNIGHT..REF_QUEEN), 0 if none */
    int flags;       /* REF_F_* */
} RefMove;

#define REF_MAX_MOVES 512
#define REF_START_FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

/* False on a malformed or illegal FEN (then *p is unspecified). */
bool ref_from_fen(RefPos *p, const char *fen, RefVariant v);
/* Standard 6-field FEN; out must hold at least 100 bytes. */
void ref_to_fen(const RefPos *p, char *out);
/* All legal moves into out (room for REF_MAX_MOVES); returns the count. */
int ref_legal_moves(const RefPos *p, RefMove *out);
/* Plays m, which must be legal in *p. */
void ref_make(RefPos *p, RefMove m);
/* "e2e4", "e7e8q", castling as the king's two-square move "e1g1";
 * out must hold at least 6 bytes. */
void ref_move_to_uci(RefMove m, char *out);
/* The legal move written as uci in *p; false if there is none. */
bool ref_find_move(const RefPos *p, const char *uci, RefMove *out);
/* True if the side to move is in check. */
bool ref_in_check(const RefPos *p);
/* Leaf nodes at depth plies (depth 0 counts 1). */
uint64_t ref_perft(const RefPos *p, int depth);

#endif
