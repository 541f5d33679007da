/* Joust Chess, as seen through the game interface. */
#ifndef FACEOFF_JOUST_GAME_H
#define FACEOFF_JOUST_GAME_H

#include "engine/game.h"

extern const Game GAME_JOUST;

/* What `faceoff bench` searches (bench.c), 4 plies shallower than
 * chess: a turn has ~5 times as many results, and depth 5 takes about as
 * long as chess's 9. */
extern const char *const joust_bench_positions[];
#define JOUST_BENCH_DEPTH_REDUCTION 4

#endif
