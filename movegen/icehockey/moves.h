/*
 * Ice Hockey Chess turns: how a whole turn is packed into a Move, the move
 * generator and making a turn. A Move holds one action sequence that
 * reaches its result (the canonical one for generated moves):
 *
 *   bits  0-5  from       the moving piece's square
 *   bits  6-11 to         where it ends (after a check's jump)
 *   bits 12-13 kind       plain move, check, null turn, or launches only
 *   bits 14-19 checked    the square of the checked puck holder
 *   bits 20-26 drop       where a skating holder left the puck (IH_NONE: carried)
 *   bits 27-40 passes     two pass targets (IH_NONE: no pass)
 *   bits 41-47 shot       end of the last launch: a square or a net (IH_NONE)
 *   bits 48-54 king_to    the defending side's extra king step (IH_NONE)
 *   bit  62               always set, so no turn is 0
 */
#ifndef FACEOFF_ICEHOCKEY_MOVES_H
#define FACEOFF_ICEHOCKEY_MOVES_H

#include "position.h"

/* Bound on the distinct results of one turn. A team (K, Q, 2 R, 2 B) has
 * at most 8 + 27 + 2 * 14 + 2 * 13 = 89 piece moves, and after each the
 * puck ends on one of 64 squares, plus one goal for each side (every
 * goal turn has the same result): 5,698 at most. Play reaches ~2,000 (random games); hill-climbing over
 * placements found 3,836. */
#define IH_MAX_MOVES 5760

typedef enum { IH_PLAIN = 0, IH_CHECK = 1, IH_NULL = 2, IH_LAUNCH_ONLY = 3 } IhKind;

typedef struct {
    int from, to, kind, checked, drop, pass[2], shot, king_to;
} IhTurn;

Move ih_encode(const IhTurn *t);
void ih_decode(Move m, IhTurn *t);
/* Two fields read straight off a packed turn, for the questions asked of
 * every turn of every searched node (a whole decode cost more). */
static inline int ih_turn_kind(Move m) { return (int)(m >> 12 & 3); }
static inline int ih_turn_shot(Move m) { return (int)(m >> 41 & 127); }
/* A turn with no action yet: every square field IH_NONE. */
IhTurn ih_turn(int kind, int from, int to);

/* Where the puck is after the turn's actions: a square or a net. */
int ih_puck_after(const IhPosition *p, const IhTurn *t);

int ih_generate(const IhPosition *p, Move *moves);
int ih_count_moves(const IhPosition *p);
void ih_make(const IhPosition *p, Move m, IhPosition *next);

/* Movement lines of a piece type: count and (file, rank) steps. */
int ih_directions(int type, const int (**steps)[2]);
/* How far a piece of this type slides in this position. */
int ih_range(const IhPosition *p, int type);
/* The square one step from sq, or -1 off the board. */
int ih_step(int sq, int df, int dr);
/* Squares a checker from `from` may end on after checking the holder on
 * `checked`: the sideways jumps, else the fallback placements. */
uint64_t ih_check_landings(const IhPosition *p, int from, int checked);
/* A launch from own half leaving the puck loose in the opponent's half. */
bool ih_is_icing(int side, int from, int loose_square);

#endif
