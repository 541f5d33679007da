/*
 * What a Card Hockey record written elsewhere (by people, or by another
 * program) may differ in from faceoff's own: deals written out instead of
 * made from a seed, and cards spelt in any of the accepted ways.
 */
#ifndef FACEOFF_CARDHOCKEY_RECORD_READING_H
#define FACEOFF_CARDHOCKEY_RECORD_READING_H

#include "referee.h"

/* Reads the dealer of period 1 and every deal line of a record, period by
 * period, into the cards of each period in dealing order. Checks that each
 * deal gives both seats the deal's number of cards and that no card is
 * dealt twice in a period. False with the record's line number (from 1) in
 * *bad_line and the reason (CH_ERROR_MAX bytes). */
bool ch_record_read_deals(const char *text, ChVariant variant, int *first_dealer, ChDecks *decks, int *bad_line,
                          char *reason);

/* The line with every card in faceoff's spelling ("th" -> "10H") and a deal
 * line's hands sorted, as the referee writes them (CH_LINE_MAX bytes). */
void ch_record_normalise_line(const char *line, char *out);

#endif
