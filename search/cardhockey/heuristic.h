/* The seed's "Basic Strategy" as a Card Hockey player (seed-heuristic). */
#ifndef FACEOFF_CARDHOCKEY_HEURISTIC_H
#define FACEOFF_CARDHOCKEY_HEURISTIC_H

#include "player.h"

extern const ChPlayerType ch_heuristic_player;

/* The Basic Strategy over rank counts (held: seat's hand, unseen: what seat
 * has not seen): score when on breakaway; against a breakaway re-match it,
 * else end it with a Jack, else play a safety; otherwise take a breakaway
 * by matching, play one of a pair early, keep Jacks (the non-dealer's last
 * card, a safety when defending), and play the cards the opponent is least
 * likely to match. Returns a held rank. Also the searchers' rollouts. */
int ch_heuristic_rank(const ChRules *rules, ChIce ice, int seat, const int *held, const int *unseen);

#endif
