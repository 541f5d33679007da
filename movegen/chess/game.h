/* The chess family's games, as seen through the game interface. */
#ifndef FACEOFF_CHESS_GAME_H
#define FACEOFF_CHESS_GAME_H

#include "engine/game.h"

extern const Game GAME_CHESS;
extern const Game GAME_HAMMER;
extern const Game GAME_HALFCOURT;

/* Mate, stalemate, dead material, 50-move rule: shared by the family. */
GameResult chess_family_result(const void *pos);

/* Static evaluation in centipawns from the side to move's view. */
int chess_evaluate(const void *pos);
/* The net's accumulators of next from pos's (nnue.c). */
void chess_update_evaluation(const void *pos, void *next);

/* Search hooks (search_hooks.c). */
int chess_generate_noisy(const void *pos, Move *moves);
int chess_move_order_hint(const void *pos, Move m);
bool chess_make_null(const void *pos, void *next);
uint64_t chess_pawn_key(const void *pos);
int chess_exchange_value(const void *pos, Move m);

/* What `faceoff bench` searches (bench.c). */
extern const char *const chess_bench_positions[];
extern const char *const hammer_bench_positions[];
extern const char *const halfcourt_bench_positions[];

#endif
