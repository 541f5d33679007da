/*
 * What the opponent's plays of this deal say about the rest of its hand,
 * read as the plays of the seed's Basic Strategy: a sampled hand that
 * would have led that strategy to the cards it did play is more likely
 * than one that would not. Samples are weighed, not filtered, so a player
 * that plays otherwise is still sampled from every hand it may hold.
 */
#ifndef FACEOFF_CARDHOCKEY_BELIEF_H
#define FACEOFF_CARDHOCKEY_BELIEF_H

#include <stdint.h>

#include "world.h"

/* How many of the opponent's plays this deal the Basic Strategy would have
 * made otherwise, had it held opponent_hand (rank counts) at the decision
 * and the cards it has played since the deal began. */
int ch_opponent_surprises(const ChWorldStart *start, const int *opponent_hand);

/* As ch_world_deal, but the opponent's hand is drawn from the hands it may
 * hold weighed by how well the Basic Strategy explains its plays this deal:
 * each surprising play makes a hand CH_SURPRISE_ODDS times less likely. */
void ch_world_deal_believed(ChWorld *w, const ChWorldStart *start, uint64_t *random);

#endif
