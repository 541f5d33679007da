/*
 * The engine against itself, in one process, refereed move by move: every
 * move the search returns is checked against the game's own legal moves and
 * its text against the notation both ways, so self-play doubles as an
 * end-to-end test of a game's rules, notation and search.
 */
#ifndef FACEOFF_SELFPLAY_H
#define FACEOFF_SELFPLAY_H

#include <stdbool.h>
#include <stdio.h>

#include "engine/game.h"
#include "search/alphabeta/search.h"

typedef struct {
    int games;
    SearchLimits limits;    /* per move */
    GameOptions options;    /* seed advances by one per game */
    const char *start_text; /* a position text instead of the game's start */
    int max_plies;          /* a game still going after this many is unfinished */
    bool quiet;             /* only the result lines and the summary */
} SelfplaySettings;

/* Plays the games, writing each to out. Returns 0 if every game ended
 * without an illegal move or a notation fault, 1 otherwise, 2 if a start
 * position could not be set (error says why). */
int selfplay_run(const Game *game, const SelfplaySettings *settings, FILE *out, char *error);

#endif
