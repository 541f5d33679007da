/*
 * Joust Chess as XBoard 4.9 can show it (docs/protocol.md, "Joust"):
 * every piece type in every orientation is its own XBoard piece type, and
 * a turn is at most two legs "FROM K,K TO" with the new type after the
 * last leg when the piece rotated. Works only through the game interface
 * and Joust's documented position and move texts, like the rest of
 * protocol/.
 */
#ifndef FACEOFF_XBOARD_JOUST_H
#define FACEOFF_XBOARD_JOUST_H

#include "variants.h"

/* The letters by XBoard piece type (White, then Black): XBoard's pawn,
 * lion and king are left unused ('.'), as XBoard gives them moves of
 * their own (e.p., promotion, castling, lion moves) even with legality
 * testing off. The zebra's letter is K: XBoard reads an x after a move as
 * a capture sign, not a piece. */
#define XBOARD_JOUST_PIECE_TO_CHAR ".NBRQFEACWMOHIJGDVLSU.ZKTY..nbrqfeacwmohijgdvlsu.zkty."

extern const XBoardTranslation xboard_joust;

/* What a move looks like on XBoard's board, for tests: the Joust position
 * text XBoard's own board would show after the XBoard move text (a board
 * field only). False if the text is not in XBoard's leg form. */
bool xboard_joust_apply(const char *position_text, const char *xboard_move, char *out);

#endif
