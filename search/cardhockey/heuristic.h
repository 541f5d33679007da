/* The seed's "Basic Strategy" as a Card Hockey player (seed-heuristic). */
#ifndef FACEOFF_CARDHOCKEY_HEURISTIC_H
#define FACEOFF_CARDHOCKEY_HEURISTIC_H

#include "player.h"

extern const ChPlayerType ch_heuristic_player;

/* The Basic Strategy over rank counts (held: seat's hand, unseen: what seat
 * has not seen; declined: ranks the opponent passed over this deal, NULL if
 * unknown). Returns a held rank:
 * - on breakaway, score when it can;
 * - against a breakaway, re-match the top card, else end it with a Jack,
 *   else play a safety (a rank with no unseen copy, or one the opponent
 *   declined to match this deal), else the card with the fewest unseen
 *   copies ("play cards that are harder to score on");
 * - otherwise take a breakaway by matching; else lead one of a pair early,
 *   else the live card the opponent is least likely to match; keep the
 *   safeties for its breakaways and the Jacks for the end of the deal (the
 *   non-dealer's last card, a safety when defending).
 * The searchers' rollouts use it too. */
int ch_heuristic_rank(const ChRules *rules, ChIce ice, int seat, const int *held, const int *unseen,
                      const bool *declined);

#endif
