/*
 * Ice Hockey Chess as XBoard 4.9 sees it: an 8x10 board whose outer ranks
 * are holes except the four net squares (XBoard numbers the ranks of a
 * 10-rank board from 0, so its d0/e9 are faceoff's nets and a1..h8 its
 * squares), a separate piece type for each piece holding the puck, and
 * the puck marked with "highlight". XBoard cannot carry a whole turn
 * (passes, shots, the goalie's step, a faceoff): see docs/protocol.md.
 * Works on position and move texts only (engine/game.h), like the rest of
 * protocol/.
 */
#ifndef FACEOFF_XBOARD_ICEHOCKEY_H
#define FACEOFF_XBOARD_ICEHOCKEY_H

#include "variants.h"

extern const XBoardTranslation xboard_icehockey;

#endif
