/* Ice Hockey Chess behind the game interface. */
#ifndef FACEOFF_ICEHOCKEY_GAME_H
#define FACEOFF_ICEHOCKEY_GAME_H

#include "../engine/game.h"

extern const Game GAME_ICEHOCKEY;

#endif
