/* Card Hockey players that determinize and solve each sample exactly:
 * strong, and pimc (the plain perfect-information Monte Carlo baseline). */
#ifndef FACEOFF_CARDHOCKEY_SOLVER_H
#define FACEOFF_CARDHOCKEY_SOLVER_H

#include "player.h"

extern const ChPlayerType ch_solver_player;
extern const ChPlayerType ch_pimc_player;

#endif
