/*
 * The nets built into the engine: each movegen/chess/nets/<name>.nnue is
 * turned into a C array at build time (movegen/CMakeLists.txt,
 * chess/nets/net.c.in) and read at start-up.
 */
#ifndef FACEOFF_CHESS_NETS_H
#define FACEOFF_CHESS_NETS_H

#include "nnue.h"

extern ChessNetSlot chess_net_hammer;
extern ChessNetSlot chess_net_halfcourt;

extern ChessNetSlot *const chess_net_slots[];
extern const int chess_net_slot_count;

#endif
