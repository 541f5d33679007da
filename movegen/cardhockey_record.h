/*
 * Replaying a Card Hockey record: the referee plays the record's cards
 * again from its seed and every line it writes must match the record's.
 */
#ifndef FACEOFF_CARDHOCKEY_RECORD_H
#define FACEOFF_CARDHOCKEY_RECORD_H

#include "cardhockey_referee.h"

/* Checks the whole record (text, lines separated by newlines). True if it
 * is a complete game the referee would have written, with the final table
 * in *final (may be NULL); else false with "line N: reason" in error
 * (CH_ERROR_MAX bytes). */
bool ch_record_replay(const char *text, ChTable *final, char *error);

#endif
