/*
 * Playing a game's move texts as read from a file (PGN, an openings line).
 * A text that may mean more than one legal move (XBoard writes a Hammer
 * pawn's f7-f5 as "f5" though a pawn on e5 may step to f5 as well) is read
 * as the one move under which all later texts read and play legally; if
 * several do, the game's usual reading among them (for the chess family a
 * pawn move written without a file is the pawn on its end square's file,
 * as in SAN). Each such choice is reported as a warning.
 */
#ifndef FACEOFF_MATCH_MOVE_TEXTS_H
#define FACEOFF_MATCH_MOVE_TEXTS_H

#include "engine/game_history.h"

/* Plays texts[0..count) from the history's current position. False with a
 * reason in error (GAME_ERROR_MAX bytes) if a text cannot be read as a
 * legal move; the history then holds the moves before it. warning
 * (GAME_ERROR_MAX bytes) receives the first ambiguous text's reading and
 * how many there were, or "". */
bool play_move_texts(GameHistory *h, char *const *texts, int count, char *warning, char *error);

#endif
