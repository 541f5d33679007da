/*
 * Where each game of a match starts: the game's own start, a line of an
 * openings file (a position text, or moves from the start), or a start
 * position drawn from a seed (games with a 'start' option that takes -1,
 * e.g. Half-Court). Game 2k and 2k+1 share opening k with colours reversed.
 */
#ifndef FACEOFF_MATCH_OPENINGS_H
#define FACEOFF_MATCH_OPENINGS_H

#include "engine/game_history.h"

typedef struct {
    char **lines; /* NULL: no file */
    int count;
    bool random_starts;
    uint64_t seed;
} Openings;

/* Reads and checks every line of path (blank lines and lines starting with
 * '#' skipped). False with a reason naming the line. */
bool openings_load(Openings *o, const Game *game, const char *path, char *error);
/* The game draws its start from a seed (a 'start' option that takes -1). */
bool openings_has_random_starts(const Game *game);
/* Random start positions from seed; false if the game has none. */
bool openings_random(Openings *o, const Game *game, uint64_t seed, char *error);
void openings_free(Openings *o);

/* The history game 'game_index' starts from (opening moves played). */
bool openings_start(const Openings *o, const Game *game, int game_index, GameHistory *h, char *error);
/* True if pos is the game's fixed start position (never for a game whose
 * start is drawn), so engines need not be given it. */
bool openings_is_standard_start(const Game *game, const void *pos);

#endif
