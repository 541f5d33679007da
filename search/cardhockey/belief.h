/*
 * What the opponent's plays of this deal say about the rest of its hand,
 * read as the plays of the seed's Basic Strategy: a sampled hand that
 * would have led that strategy to the cards it did play is more likely
 * than one that would not, by odds learnt from how often the opponent's
 * plays in the period's finished deals (whose hands are all known by then)
 * were the Basic Strategy's. Samples are weighed, never ruled out, so an
 * opponent that plays otherwise is read almost as plainly as without this.
 */
#ifndef FACEOFF_CARDHOCKEY_BELIEF_H
#define FACEOFF_CARDHOCKEY_BELIEF_H

#include <stdint.h>

#include "world.h"

/* The period replayed up to a play: the ice and the ranks played before it. */
typedef struct {
    ChIce ice;
    int played[CH_RANKS];
    int next; /* the index in the table's plays of that play */
} ChPeriodReplay;

typedef struct {
    const ChWorldStart *start;
    double surprise_odds; /* how much less likely a hand is for each play it leaves unexplained */
    ChPeriodReplay deal_opening; /* the period up to the current deal, replayed once for every draw */
} ChBelief;

/* How many of the opponent's plays this deal the Basic Strategy would have
 * made otherwise, had it held opponent_hand (rank counts) at the decision
 * and the cards it has played since the deal began. */
int ch_opponent_surprises(const ChBelief *belief, const int *opponent_hand);

/* The odds that the opponent makes the Basic Strategy's play rather than
 * another, from its choices in this period's finished deals and a prior
 * of nine to one; between 1 and 1000. */
double ch_surprise_odds(const ChTable *table, int opponent);

/* The belief for the decision start is made for. */
void ch_belief_start(ChBelief *belief, const ChWorldStart *start);

/* As ch_world_deal, but the opponent's hand is drawn from the hands it may
 * hold weighed by how well the Basic Strategy explains its plays this deal:
 * each play it leaves unexplained makes a hand surprise_odds times less
 * likely. */
void ch_world_deal_believed(ChWorld *w, const ChBelief *belief, uint64_t *random);

#endif
