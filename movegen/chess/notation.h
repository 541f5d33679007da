/*
 * Move text for the chess family. Canonical form: UCI long algebraic
 * ("e2e4", "e7e8q"), castling as the king's own move ("e1g1"), or with
 * king_takes_rook as the king taking its own rook ("e1h1": Chess960's
 * form, UCI_Chess960). Accepted either way, as
 * well: king-takes-rook castling ("e1h1"), O-O / O-O-O (or with zeros),
 * separators and decorations ("e2-e4", "e7e8=Q", "Nf3+"), and SAN
 * ("Nbd7", "exd5", "e8=Q#"), and XBoard's SAN of a Hammer pawn's two-leg
 * moves ("h4xf5-f6", "de3-e3").
 */
#ifndef FACEOFF_CHESS_NOTATION_H
#define FACEOFF_CHESS_NOTATION_H

#include "moves.h"

void chess_move_to_text(const ChessPosition *p, Move m, bool king_takes_rook, char *out);
/* Standard algebraic notation ("Nf3", "exd5", "e8=Q+", "O-O"), as short as
 * this file's reader still takes for the move; GAME_TEXT_MAX bytes. */
void chess_move_to_san(const ChessPosition *p, Move m, char *out);
bool chess_text_to_move(const ChessPosition *p, const char *text, Move *m, char *error);
/* Every legal move a text may mean (SAN's reading first), 0 with a reason
 * if none. Also reads XBoard's SAN of two-leg moves ("h4xf5-f6"). */
int chess_text_to_moves(const ChessPosition *p, const char *text, Move *moves, char *error);

#endif
