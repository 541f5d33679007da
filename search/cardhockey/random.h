/* The random Card Hockey player: any card of the hand, uniformly. */
#ifndef FACEOFF_CARDHOCKEY_RANDOM_H
#define FACEOFF_CARDHOCKEY_RANDOM_H

#include "player.h"

extern const ChPlayerType ch_random_player;

#endif
