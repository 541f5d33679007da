/* Ice Hockey Chess behind the game interface. */
#ifndef FACEOFF_ICEHOCKEY_GAME_H
#define FACEOFF_ICEHOCKEY_GAME_H

#include "engine/game.h"

extern const Game GAME_ICEHOCKEY;

/* What `faceoff bench` searches (bench.c), 4 plies shallower
 * than chess: a turn has hundreds of puck outcomes, and depth 5 takes
 * about as long as chess's 9. */
extern const char *const icehockey_bench_positions[];
#define ICEHOCKEY_BENCH_DEPTH_REDUCTION 4

#endif
