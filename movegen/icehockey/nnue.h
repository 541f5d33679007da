/*
 * Ice Hockey Chess's net (the arithmetic and the file: engine/nnue.h). Its
 * inputs: 1,280 = 20 rows x 64 squares, seen from one side with the board
 * turned over for Black (rank r becoming rank 7 - r, which swaps the nets
 * too): a row per piece type of one's own and of the other side (8), and
 * the puck's square as held by one of one's own types, by one of the
 * other's, or loose (9). Three more rows hold the state of the game, which
 * the board does not show (ih_net_state_inputs): what is one's own, what is
 * the other side's, and what both share. A position has 18 inputs: 12
 * pieces, the puck and 5 of the state.
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
    IH_NET_STATE_OWN = 17,
    IH_NET_STATE_OTHER = 18,
    IH_NET_STATE_SHARED = 19,
    IH_NET_INPUTS = 20 * 64,
    IH_NET_STATE_INPUTS = 5,
    IH_NET_POSITION_INPUTS = 2 * (1 + IH_MAX_SKATERS) + 1 + IH_NET_STATE_INPUTS,
};

/* The state rows' entries. Own and other: which side is on offence (opens
 * the turns since the last faceoff), which is White (gets the faceoff of a
 * period that starts level), and which leads, by 1, 2 or 3 goals or more.
 * Shared: a level score, the period, and the turns left in it in bands of
 * four (the output buckets have the last plies). Each is an entry of the
 * row, not a square: turning the board over swaps own and other and keeps
 * the entry. */
enum {
    IH_STATE_OFFENCE = 0,
    IH_STATE_WHITE = 1,
    IH_STATE_LEAD = 2, /* + goals ahead - 1, at most 3 */
    IH_STATE_LEVEL = 0,
    IH_STATE_PERIOD = 1,     /* + period - 1 */
    IH_STATE_TURNS_LEFT = 4, /* + (turns left - 1) / 4 */
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

/* Black's input of what is White's input (the trainer's mirror): turning
 * the board over maps each row's square sq to sq ^ 56 and swaps own and
 * other; the state's rows hold entries, not squares, and only own and
 * other swap. */
static inline int ih_net_black_input(int white_input)
{
    int row = white_input / 64, entry = white_input % 64;
    if (row >= IH_NET_STATE_OWN) {
        int swapped = row == IH_NET_STATE_SHARED ? row
                      : row == IH_NET_STATE_OWN  ? IH_NET_STATE_OTHER
                                                 : IH_NET_STATE_OWN;
        return swapped * 64 + entry;
    }
    int other_row = row == IH_NET_PUCK_LOOSE ? row : row % 8 < 4 ? row + 4 : row - 4;
    return other_row * 64 + (entry ^ 56);
}

/* The state's inputs seen from perspective's side, into out; returns
 * their count (IH_NET_STATE_INPUTS). */
int ih_net_state_inputs(int perspective, const IhPosition *p, int *out);

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

/* A mover that can score is worth about a goal less the faceoff the other
 * side then gets (~850 cp), and the net learns about that; wherever it
 * rated waiting to score above scoring, the search put off a goal it could
 * score now. The net's part of the score stays within half a goal, so a
 * goal now (less at most half a goal for the faceoff given away) never
 * ranks below a position without it (700 let the fifth net wait). */
#define IH_NET_SCORE_CAP 500

/* The goals' part of the score, from White's view: what the net's output
 * is added to (the net sees the lead too, through its state inputs, but
 * only to weigh the rest of the position by it). */
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
