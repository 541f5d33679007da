/*
 * A line of moves (a principal variation, a hint) as XBoard is shown it:
 * every move in the form the 'move' command sends it in.
 */
#ifndef FACEOFF_XBOARD_LINE_H
#define FACEOFF_XBOARD_LINE_H

#include <stddef.h>

#include "engine/game.h"
#include "search/alphabeta/search.h"
#include "variants.h"

/* The moves played from pos, space-separated. With a translation (NULL:
 * the game's own texts) each move is written in the position it is played
 * from; the line ends before a move XBoard's form cannot carry and after a
 * move that stops the game for XBoard. Gives how many moves were written. */
int xboard_line_text(const Game *game, const XBoardTranslation *t, const void *pos, const Move *moves, int count,
                     char *out, size_t size);

/* Of the moves of pos that filter's root filter lets through, the ones
 * XBoard's form (t) can carry, written to out (GAME_MAX_MOVES). Gives
 * their count, or -1 when leaving out the others would change nothing or
 * leave nothing: every move let through is carried, or none is. */
int xboard_carried_moves(const Game *game, const XBoardTranslation *t, const void *pos, const SearchLimits *filter,
                         Move *out);

#endif
