/* Helpers for the Card Hockey tests: playing ranks onto a public table. */
#ifndef FACEOFF_CARDHOCKEY_TEST_SUPPORT_H
#define FACEOFF_CARDHOCKEY_TEST_SUPPORT_H

#include "movegen/cardhockey/rules.h"

/* The rank written as text ("A", "2".."10", "J", "Q", "K"); fails the test otherwise. */
int ch_test_rank(const char *text);
/* An unplayed card of rank in this period; fails the test if none is left. */
int ch_test_unplayed_card(const ChTable *table, int rank);

/*
 * Plays a sequence of cards onto the table, dealing whenever a deal is due,
 * and checks what each card does. Tokens are separated by spaces: a rank,
 * then what the card must do: 'b' breakaway for its player, 'g' goal
 * (no one on breakaway after it), 'G' goal and the scorer stays on
 * breakaway, 'x' block (no one on breakaway), '-' nothing and no one on
 * breakaway, no suffix: nothing and the breakaway unchanged.
 */
void ch_test_play(ChTable *table, const char *tokens);

/* Plays count cards (-1: until the period or game ends), each of a rank
 * other than the top card's (so no goal can be scored) and spare_rank
 * (-1: none). */
void ch_test_play_quietly(ChTable *table, int count, int spare_rank);

#endif
