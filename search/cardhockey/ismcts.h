/*
 * The ISMCTS Card Hockey player: single-observer information-set Monte
 * Carlo tree search over what one player knows (its CardView).
 */
#ifndef FACEOFF_CARDHOCKEY_ISMCTS_H
#define FACEOFF_CARDHOCKEY_ISMCTS_H

#include "player.h"

extern const ChPlayerType ch_ismcts_player;

#endif
