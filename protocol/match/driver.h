/*
 * The match: N games between two engines, several at once if asked, each
 * refereed, written to the PGN file and reported as it ends, with running
 * statistics and an optional SPRT that ends the match when it decides.
 * Ctrl-C stops the games in progress (they are not counted) and still
 * writes the summary; the PGN file holds every finished game. Card Hockey
 * games take the same path with their own referee and records.
 */
#ifndef FACEOFF_MATCH_DRIVER_H
#define FACEOFF_MATCH_DRIVER_H

#include <stdio.h>

#include "movegen/cardhockey/rules.h"
#include "openings.h"
#include "referee.h"
#include "stats.h"

#define MATCH_CONCURRENCY_MAX 64

typedef struct {
    const Game *game; /* NULL for Card Hockey */
    bool cards;       /* Card Hockey: deals instead of openings, card records instead of PGN */
    ChVariant card_variant;
    uint64_t deal_seed; /* deal pair k (games 2k+1, 2k+2) is dealt from deal_seed + k */
    EngineSpec engines[2];
    TimeControl tc; /* the match's; each engine's own is in engines[i].tc */
    Adjudication adjudication;
    Openings openings;
    int games;
    int concurrency;
    const char *pgn_path; /* NULL: no PGN (Card Hockey: no record file) */
    bool sprt_on;
    SprtSettings sprt;
} MatchSettings;

/* Plays the match, reporting to out. Returns 0 when it ran to its end (or
 * the SPRT decided), 1 if stopped by Ctrl-C, 2 if it could not start
 * (error says why). tally gets the first engine's results. */
int match_run(const MatchSettings *s, FILE *out, MatchTally *tally, char *error);

#endif
