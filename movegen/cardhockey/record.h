/*
 * Replaying a Card Hockey record: the referee plays the record's cards
 * again from its seed and every line it writes must match the record's.
 * Notes between the header and the first period are skipped; a forfeit
 * line ends the game where it stands.
 */
#ifndef FACEOFF_CARDHOCKEY_RECORD_H
#define FACEOFF_CARDHOCKEY_RECORD_H

#include "referee.h"

/* Checks the whole record (text, lines separated by newlines). True if it
 * is a complete game the referee would have written, with the final table
 * in *final (may be NULL); else false with "line N: reason" in error
 * (CH_ERROR_MAX bytes). */
bool ch_record_replay(const char *text, ChTable *final, char *error);
/* The same for a record that starts at line first_line of a file (the
 * error's line number counts from there). */
bool ch_record_replay_from(const char *text, int first_line, ChTable *final, char *error);

#endif
