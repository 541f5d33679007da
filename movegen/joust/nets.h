/*
 * Joust Chess's net built into the engine: movegen/joust/nets/joust.nnue,
 * turned into a C array at build time (movegen/CMakeLists.txt,
 * movegen/net.c.in) and read at start-up.
 */
#ifndef FACEOFF_JOUST_NETS_H
#define FACEOFF_JOUST_NETS_H

#include "engine/nnue.h"

extern NetSlot joust_net;

#endif
