/*
 * Ice Hockey Chess's net built into the engine:
 * movegen/icehockey/nets/icehockey.nnue, turned into a C array at build
 * time (movegen/CMakeLists.txt, movegen/net.c.in) and read at start-up.
 */
#ifndef FACEOFF_ICEHOCKEY_NETS_H
#define FACEOFF_ICEHOCKEY_NETS_H

#include "engine/nnue.h"

extern NetSlot icehockey_net;

#endif
