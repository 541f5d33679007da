/* Helpers for the chess family's net tests: accumulators from scratch and
 * move by move, and nets written out as files. */
#ifndef FACEOFF_CHESS_NNUE_TEST_SUPPORT_H
#define FACEOFF_CHESS_NNUE_TEST_SUPPORT_H

#include <stddef.h>
#include <stdint.h>

#include "engine/game.h"
#include "movegen/chess/nnue.h"

/* pos's accumulators as chess_net_update() builds them from scratch. */
void chess_test_accumulators_from_scratch(const Net *net, const ChessPosition *pos, ChessPosition *out);
/* Every legal move of p, made and updated, keeps the accumulators exact. */
void chess_test_check_every_move(const Game *game, const Net *net, const ChessPosition *p);
/* games random games of game_name from its start, seeded with seed, each
 * position's accumulators carried move by move from the start under net
 * and every move of each checked as chess_test_check_every_move does. */
void chess_test_random_games(const char *game_name, const Net *net, int games, uint64_t seed);
/* net as a net file (net_serialize), malloc'ed; *size its size. */
unsigned char *chess_test_serialized(const Net *net, size_t *size);

#endif
