/* What a Card Hockey player knows from its view, shared by the players. */
#ifndef FACEOFF_CARDHOCKEY_KNOWLEDGE_H
#define FACEOFF_CARDHOCKEY_KNOWLEDGE_H

#include <stdbool.h>

#include "movegen/cardhockey/referee.h"

/* How many cards of each rank the view's seat holds, and how many it has
 * not seen (neither held nor played this period). */
void ch_rank_counts(const CardView *view, int *held, int *unseen);
/* Seat, to play rank with the ice as it is, passes over the top card: it
 * could have matched it for a goal, a breakaway or a block and plays
 * another rank. A Jack on top never counts where Jacks are special: any
 * Jack does what matching it would, so holding one back is a choice. */
bool ch_passes_over(const ChRules *rules, ChIce ice, int seat, int rank);
/* The index in table->played of the current deal's first card. */
int ch_deal_start(const ChTable *table);
/* The seat that played table->played[i] (the non-dealer leads every deal
 * and the hands are even, so it plays the even ones). */
int ch_player_of(const ChTable *table, int i);
/* The ranks seat passed over in this deal, from the public table. */
void ch_seat_declined(const ChTable *table, int seat, bool declined[CH_RANKS]);
/* The ranks the opponent declined to match in this deal: matching the top
 * card would have given it a goal, a breakaway or a block, and it played
 * another card. The seed's Basic Strategy reads this as "it holds none"
 * (a safety); a careful player may decline on purpose, so searchers weigh
 * it rather than trust it. A missed goal is one of them. */
void ch_opponent_declined(const CardView *view, bool declined[CH_RANKS]);
/* How many of the unseen cards the opponent may hold (not of a rank in
 * lacks); when that is fewer than its hand, the inference is dropped
 * (lacks all false) and every unseen card counts. */
int ch_opponent_may_hold(const CardView *view, const int *unseen, bool lacks[CH_RANKS]);
/* The rank of every held card when they are all of one rank, else -1. */
int ch_only_rank(const int *held);
/* The lowest card of rank in the hand (the rank must be held). */
int ch_card_of_rank(const CardView *view, int rank);

#endif
