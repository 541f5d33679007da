/* The XBoard/CECP v2 protocol. */
#ifndef FACEOFF_XBOARD_H
#define FACEOFF_XBOARD_H

#include <stdio.h>

#include "protocol/session/session.h"

/* The check option that makes the engine send moves in the game's own
 * notation even where XBoard has another form for them (Ice Hockey): for
 * faceoff's match runner, whose referee reads the game's notation. */
#define XBOARD_GAME_NOTATION_OPTION "Game notation"

/* Runs XBoard on 'in' (the 'xboard' line already read) until quit or end
 * of input; returns the exit status. */
int xboard_loop(FILE *in, const SessionConfig *config);

#endif
