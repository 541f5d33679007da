/*
 * The referee's side of a Card Hockey engine, in either of the two ways
 * faceoff offers: the card line protocol (docs/protocol-cardhockey.md), or
 * UCI with UCI_Variant cardhockey. The engine is told only its own hands
 * and the cards its opponent plays.
 */
#ifndef FACEOFF_MATCH_CARDHOCKEY_H
#define FACEOFF_MATCH_CARDHOCKEY_H

#include "movegen/cardhockey/rules.h"
#include "player.h"

/* A new game of variant, with the engine as the first dealer or not;
 * false with a reason if the engine refuses it or does not answer. */
bool cards_new_game(Player *p, ChVariant variant, bool dealer, char *error);
/* The engine's cards for the next deal ("C1 C2 ..."). */
void cards_send_hand(Player *p, const char *cards);
/* The opponent played card (its text). */
void cards_send_opponent(Player *p, const char *card);
/* Asks for a card; a REPLY_MOVE reply holds the card as written. */
void cards_play(Player *p, double deadline, Reply *reply);

#endif
