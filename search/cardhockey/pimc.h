/* The pimc Card Hockey player: perfect-information Monte Carlo. */
#ifndef FACEOFF_CARDHOCKEY_PIMC_H
#define FACEOFF_CARDHOCKEY_PIMC_H

#include "player.h"

extern const ChPlayerType ch_pimc_player;

#endif
