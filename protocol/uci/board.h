/*
 * UCI's commands for GUIs' boards (docs/protocol.md, "Commands for
 * boards"): d shows the position, legalmoves lists every legal move with
 * its text, SAN, the steps a board enters, the result and the position
 * after it.
 */
#ifndef FACEOFF_UCI_BOARD_H
#define FACEOFF_UCI_BOARD_H

#include "protocol/session/session.h"

/* d: the game, a drawing, the position text, side, check, the game's own
 * state lines, plies, the legal moves' count and the result. */
void uci_board_show(const Session *s);
/* legalmoves: one "move ..." line per legal move, then "legalmoves N". */
void uci_board_moves(Session *s);

#endif
