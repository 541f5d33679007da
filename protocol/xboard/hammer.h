/*
 * Hammer Chess as XBoard 4.9.1 (legality testing on) can follow it: the
 * pawn moves XBoard's own board would get wrong in their plain form are
 * sent as two legs (docs/protocol.md, "Hammer"). Works on position and
 * move texts only (engine/game.h), like the rest of protocol/.
 */
#ifndef FACEOFF_XBOARD_HAMMER_H
#define FACEOFF_XBOARD_HAMMER_H

#include "variants.h"

extern const XBoardTranslation xboard_hammer;

#endif
