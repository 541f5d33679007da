/*
 * One determinization of a Card Hockey view, played forward: the public
 * table, and every hand as rank counts with the cards its seat has not
 * seen dealt at random. The searchers roll it out with the Basic Strategy
 * for both sides, each side knowing what the other declined to match.
 */
#ifndef FACEOFF_CARDHOCKEY_WORLD_H
#define FACEOFF_CARDHOCKEY_WORLD_H

#include <stdbool.h>
#include <stdint.h>

#include "movegen/cardhockey/referee.h"

typedef struct {
    ChTable table; /* cards in its pile carry rank only (suit 0) */
    int held[CH_SEATS][CH_RANKS];
    int played[CH_RANKS];             /* this period */
    bool declined[CH_SEATS][CH_RANKS]; /* ranks a seat passed over this deal (ch_seat_declined) */
    uint8_t deck[CH_DECK];            /* ranks still to be dealt, in order */
    int deck_next;
} ChWorld;

/* What winning the game is worth on top of its goals, in goals. */
#define CH_WIN_VALUE 1.0f

/* What every world of one view shares, worked out once per decision: the
 * view's own facts and the cards it has not seen. */
typedef struct {
    ChWorld known;             /* the table, the seat's hand, the played ranks, both seats' declines */
    uint8_t hidden[CH_DECK];   /* the ranks of the cards not seen */
    int hidden_count;
    bool excluded[CH_RANKS];   /* ranks the opponent's hand leaves out */
    int seat;
} ChWorldStart;

void ch_world_start(ChWorldStart *start, const CardView *view);
/* The view, with the cards it has not seen dealt uniformly at random; the
 * opponent's hand holds no rank it declined to match this deal (the Basic
 * Strategy always takes a match), unless too few cards are left for that. */
void ch_world_deal(ChWorld *w, const ChWorldStart *start, uint64_t *random);
/* The player to move plays a card of rank; the next deal of the period is
 * made from the world's deck when one is due. */
void ch_world_play(ChWorld *w, int rank);
/* The period is over (a new one would start) or the game is. */
bool ch_world_period_over(const ChTable *t);
/* Both sides follow the Basic Strategy to the end of the period. */
void ch_world_roll_out(ChWorld *w);
/* The outcome for seat: goals since the decision (lead_before: seat's lead
 * then), and CH_WIN_VALUE either way if the game is over. */
float ch_world_outcome(const ChTable *t, int seat, int lead_before);

#endif
