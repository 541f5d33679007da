/*
 * Chess-family moves: legal generation (pins and check evasions worked out
 * up front, no make-and-test except for the rare en passant), bulk counting
 * for perft, and copy-make.
 *
 * A move packs from (6 bits), to (6 bits) and a kind (4 bits). A castling
 * move is written internally as king-takes-own-rook, so it stays
 * unambiguous on every board and castling style.
 */
#ifndef FACEOFF_CHESS_MOVES_H
#define FACEOFF_CHESS_MOVES_H

#include "position.h"

#include "engine/game.h"

enum {
    MOVE_NORMAL = 0,
    MOVE_DOUBLE_STEP = 1,
    MOVE_EN_PASSANT = 2,
    MOVE_CASTLING = 3,
    MOVE_PROMOTION = 4 /* + piece type - KNIGHT: 4 knight .. 7 queen */
};

static inline Move chess_move(int from, int to, int kind) { return (Move)(from | to << 6 | kind << 12); }
static inline int move_from(Move m) { return (int)(m & 63); }
static inline int move_to(Move m) { return (int)((m >> 6) & 63); }
static inline int move_kind(Move m) { return (int)(m >> 12); }
static inline bool move_is_promotion(Move m) { return move_kind(m) >= MOVE_PROMOTION; }
static inline int move_promotion_type(Move m) { return move_kind(m) - MOVE_PROMOTION + KNIGHT; }

/* Upper bound on legal moves in any chess-family position. */
#define CHESS_MAX_MOVES 320

/* All legal moves; 0 if the game has ended by itself (mate, stalemate,
 * dead material). */
int chess_generate(const ChessPosition *p, Move *moves);
/* The legal moves that capture (e.p. too) or promote, in chess_generate's
 * order: quiescence's moves without generating the quiet ones. */
int chess_generate_noisy_moves(const ChessPosition *p, Move *moves);
/* The number chess_generate would return, without writing the moves. */
int chess_count_moves(const ChessPosition *p);
/* next = p after the legal move m. */
void chess_make(const ChessPosition *p, Move m, ChessPosition *next);

#endif
