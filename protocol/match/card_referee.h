/*
 * The Card Hockey referee of a match: one game between two engines. It
 * deals from the seed (movegen/cardhockey/referee.c holds the cards), gives
 * each engine only its own hand, relays every card to the other engine,
 * checks each card, keeps the clocks, and writes the game record.
 */
#ifndef FACEOFF_MATCH_CARD_REFEREE_H
#define FACEOFF_MATCH_CARD_REFEREE_H

#include "movegen/cardhockey/rules.h"
#include "referee.h"

/* Plays the game dealt from seed with seats[0] in seat A; notes go into
 * the record after its header; each seat plays under its player's time
 * control. record->card_record gets the record, the
 * rest of record the result. A record that comes with a result (an engine
 * did not start) only gets its card record: the deal and the forfeit.
 * False if the match was stopped meanwhile (the game then has no result
 * and no record). */
bool card_referee_play(Player *seats[2], ChVariant variant, uint64_t seed, const char *notes, GameRecord *record);

#endif
