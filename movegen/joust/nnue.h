/*
 * Joust Chess's net (the arithmetic and the file: engine/nnue.h). Its
 * inputs: 3,072 = (own, other) x 24 pieces x 64 squares, a piece being a
 * type with one of its pip sets (pawn 4, wedge 8, hook 8, queen and king
 * 2). Seen from Black's side the board is turned over, rank r becoming
 * rank 7 - r and each pip pointing north pointing south, so that "own"
 * pieces always face up the board. joust_evaluate() (nnue.c) uses the net
 * while it is on, the hand-written evaluator (eval.c) otherwise.
 */
#ifndef FACEOFF_JOUST_NNUE_H
#define FACEOFF_JOUST_NNUE_H

#include "engine/nnue.h"
#include "position.h"

enum { JOUST_NET_PIECES = 24, JOUST_NET_INPUTS = 2 * JOUST_NET_PIECES * 64 };

/* [perspective][piece]: the piece's row of 64 inputs, seen from
 * perspective's side (built by joust_tables_init). */
extern uint8_t joust_net_piece_row[2][128];

/* The input of piece on sq, seen from perspective's side. */
static inline int joust_net_input(int perspective, JoustPiece piece, int sq)
{
    return joust_net_piece_row[perspective][piece] * 64 + (perspective == JOUST_WHITE ? sq : sq ^ 56);
}

/* n's accumulators from p's and the squares whose contents differ
 * between them (n is p after one turn, or a pass), or from scratch if p's
 * are not for this net. */
void joust_net_update(const Net *net, const JoustPosition *p, JoustPosition *n);
/* The score in centipawns from the side to move's view. */
int joust_net_evaluate(const Net *net, const JoustPosition *p);

/* The game's hooks: the net's accumulators after a move
 * (Game.update_evaluation), the Use NNUE switch, and a net from a file
 * (or the built-in one back, path NULL). */
void joust_update_evaluation(const void *pos, void *next);
void joust_net_enable(bool on);
bool joust_net_load(const char *path, char *error);

#endif
