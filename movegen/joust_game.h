/* Joust Chess, as seen through the game interface. */
#ifndef FACEOFF_JOUST_GAME_H
#define FACEOFF_JOUST_GAME_H

#include "../engine/game.h"

extern const Game GAME_JOUST;

#endif
