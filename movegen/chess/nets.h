/*
 * The chess family's nets built into the engine: each
 * movegen/chess/nets/<name>.nnue is turned into a C array at build time
 * (movegen/CMakeLists.txt, movegen/net.c.in) and read at start-up.
 */
#ifndef FACEOFF_CHESS_NETS_H
#define FACEOFF_CHESS_NETS_H

#include "engine/nnue.h"

extern NetSlot chess_net_chess;
extern NetSlot chess_net_hammer;
extern NetSlot chess_net_halfcourt;

#endif
