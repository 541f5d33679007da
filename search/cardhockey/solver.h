/* The strong Card Hockey player: determinization with an exact solver. */
#ifndef FACEOFF_CARDHOCKEY_SOLVER_H
#define FACEOFF_CARDHOCKEY_SOLVER_H

#include "player.h"

extern const ChPlayerType ch_solver_player;

#endif
