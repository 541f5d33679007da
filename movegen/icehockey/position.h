/*
 * Ice Hockey Chess: the position, its geometry and its counters.
 *
 * Squares are 0..63 (a1 = 0, h1 = 7, a8 = 56). The four net squares lie off
 * the 8x8 board; they appear only as where a launched puck ends (a goal).
 * The puck is a square: a piece standing on it holds it, otherwise it lies
 * loose there. See docs/rules/icehockey.md.
 */
#ifndef FACEOFF_ICEHOCKEY_POSITION_H
#define FACEOFF_ICEHOCKEY_POSITION_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/game.h"
#include "engine/nnue.h"

enum { IH_WHITE = 0, IH_BLACK = 1 };
enum { IH_EMPTY = 0, IH_KING = 1, IH_QUEEN = 2, IH_ROOK = 3, IH_BISHOP = 4 };
#define IH_BLACK_BIT 8 /* piece code = type | colour * IH_BLACK_BIT */
#define IH_TYPE(piece) ((piece) & 7)
#define IH_COLOUR(piece) ((piece) >> 3)

#define IH_PERIODS 3
#define IH_PERIOD_TURNS 20
#define IH_MAX_SCORE 99
/* A side's pieces besides the king: its queen, two rooks, two bishops. No
 * piece is ever captured or added, so a position never holds more. */
#define IH_MAX_SKATERS 5

/* Where a launched puck can end beyond a square: the four nets. */
enum { IH_NONE = 64, IH_NET_D0 = 65, IH_NET_E0 = 66, IH_NET_D9 = 67, IH_NET_E9 = 68 };

typedef struct {
    uint8_t board[64];
    uint64_t occupied[2]; /* by colour */
    uint8_t king[2];      /* each side's king square */
    uint8_t puck;         /* square of the puck */
    uint8_t side;         /* to move */
    uint8_t half;         /* 0: first half of the turn, 1: second */
    uint8_t turns_left;   /* in this period; 0 only once the game is over */
    uint8_t faceoff_turns_left; /* turns_left at the last faceoff (or when set from text) */
    uint8_t period;       /* 1..3 */
    uint8_t score[2];
    /* The king held the puck at the start of this side's last turn. */
    uint8_t king_held[2];
    uint8_t queen_range; /* 7, or 3 with the short-queen option */
    uint64_t key;
    /* The net's accumulators (nnue.h), [perspective]; they hold something
     * only when acc_net is the net in use, and stay last: ih_make() leaves
     * them out. */
    const Net *acc_net;
    NetAccumulator accumulator[2];
} IhPosition;

static inline int ih_file(int sq) { return sq & 7; }
static inline int ih_rank(int sq) { return sq >> 3; }
static inline bool ih_holds(const IhPosition *p, int side)
{
    return p->board[p->puck] != IH_EMPTY && IH_COLOUR(p->board[p->puck]) == side;
}
static inline bool ih_game_over(const IhPosition *p) { return p->turns_left == 0; }

/* Whether a piece of this type and colour may end a move on sq (creases). */
bool ih_may_stand(int type, int colour, int sq);
/* The net a launch from sq toward (df, dr) enters on its next step, or
 * IH_NONE; only steps off rank 1 or rank 8 at files d and e reach one. */
int ih_net_beyond(int sq, int df, int dr);
/* The side credited with a goal in this net (the net's opponent). */
int ih_net_scorer(int net);

/* A faceoff: both deployments, offence's queen with the puck, offence to
 * move, kings' counters cleared. Score, period and turns are kept. */
void ih_faceoff(IhPosition *p, int offence);
/* The side on offence at a period start: the one behind, White if level. */
int ih_period_offence(const IhPosition *p);
/* Start of a game: period 1, 20 turns, White on offence. */
void ih_start(IhPosition *p, int queen_range);

void ih_put(IhPosition *p, int sq, int piece);
void ih_remove(IhPosition *p, int sq);
uint64_t ih_compute_key(const IhPosition *p);

/* The counters after a turn with no goal: half, turn, period (a period's
 * end brings the next period's faceoff). */
void ih_end_turn(IhPosition *p);
/* A goal for scorer: score, the turn counted as played, then a faceoff. */
void ih_goal(IhPosition *p, int scorer);

bool ih_from_text(IhPosition *p, const char *text, char *error);
void ih_to_text(const IhPosition *p, char *out);
/* The piece on a square as the text writes it, '*' added where the puck
 * lies (Game.square_text). */
void ih_square_text(const IhPosition *p, int file, int rank, char *out);
/* Score, period, turns left, half of the turn and the puck as "Key: value"
 * lines (Game.describe). */
void ih_describe(const IhPosition *p, char *out, size_t size);

/* Square name ("d3"), or a net ("e9"); out needs 3 bytes. */
void ih_square_name(int code, char *out);
/* Reads a square or net name at s; returns its code or -1. */
int ih_parse_square(const char *s);

#endif
