/* The strong Card Hockey player: the Basic Strategy improved by one step of
 * rollouts. */
#ifndef FACEOFF_CARDHOCKEY_ROLLOUT_H
#define FACEOFF_CARDHOCKEY_ROLLOUT_H

#include "player.h"

extern const ChPlayerType ch_strong_player;

#endif
