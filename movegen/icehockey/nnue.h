/*
 * Ice Hockey Chess's net (the arithmetic and the file: engine/nnue.h). Its
 * inputs: 1,088 = 17 rows x 64 squares, seen from one side with the board
 * turned over for Black (rank r becoming rank 7 - r, which swaps the nets
 * too): a row per piece type of one's own and of the other side (8), and
 * the puck's square as held by one of one's own types, by one of the
 * other's, or loose (9). A position has 13 inputs: 12 pieces and the puck.
 * The output bucket is the plies left in the period (ih_net_bucket): a
 * faceoff wipes out what the board says, the more so the nearer it is.
 * Goals are not the net's: the score is the goal difference times
 * IH_GOAL_VALUE plus the net's output, and the net is trained on the
 * search's scores less that term. ih_evaluate() (nnue.c) uses the net
 * while it is on, the hand-written evaluator (eval.c) otherwise.
 */
#ifndef FACEOFF_ICEHOCKEY_NNUE_H
#define FACEOFF_ICEHOCKEY_NNUE_H

#include "engine/nnue.h"
#include "eval.h"

enum {
    IH_NET_PIECE_ROWS = 8, /* own K Q R B, other K Q R B */
    IH_NET_PUCK_LOOSE = 16,
    IH_NET_INPUTS = 17 * 64,
    IH_NET_POSITION_INPUTS = 2 * (1 + IH_MAX_SKATERS) + 1,
};

/* The input of piece on sq, seen from perspective's side. */
static inline int ih_net_piece_input(int perspective, int piece, int sq)
{
    int row = (IH_COLOUR(piece) != perspective) * 4 + IH_TYPE(piece) - IH_KING;
    return row * 64 + (perspective == IH_WHITE ? sq : sq ^ 56);
}

/* The input of the puck, seen from perspective's side. */
static inline int ih_net_puck_input(int perspective, const IhPosition *p)
{
    int holder = p->board[p->puck];
    int row = holder == IH_EMPTY ? IH_NET_PUCK_LOOSE
                                 : IH_NET_PIECE_ROWS + (IH_COLOUR(holder) != perspective) * 4 + IH_TYPE(holder) - IH_KING;
    return row * 64 + (perspective == IH_WHITE ? p->puck : p->puck ^ 56);
}

/* The position's inputs seen from perspective's side, into out; returns
 * their count (at most IH_NET_POSITION_INPUTS). */
int ih_net_inputs(int perspective, const IhPosition *p, int *out);

/* The output bucket: the plies left in the period, one bucket each up to
 * the last, which takes the rest. */
static inline int ih_net_bucket(const IhPosition *p, int buckets)
{
    int plies_left = p->turns_left * 2 - p->half;
    return plies_left < 1 ? 0 : plies_left <= buckets ? plies_left - 1 : buckets - 1;
}

/* The goals' part of the score, from White's view: what the net leaves
 * out. */
static inline int ih_goal_score(const IhPosition *p)
{
    return (p->score[IH_WHITE] - p->score[IH_BLACK]) * IH_GOAL_VALUE;
}

/* n's accumulators from p's and the squares whose contents differ
 * between them, or from scratch if p's are not for this net. */
void ih_net_update(const Net *net, const IhPosition *p, IhPosition *n);
/* The score in centipawns from the side to move's view. */
int ih_net_evaluate(const Net *net, const IhPosition *p);

/* The game's hooks: the net's accumulators after a move
 * (Game.update_evaluation), the Use NNUE switch, and a net from a file
 * (or the built-in one back, path NULL). */
void ih_update_evaluation(const void *pos, void *next);
void ih_net_enable(bool on);
bool ih_net_load(const char *path, char *error);

#endif
