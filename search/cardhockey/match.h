/* Card Hockey games between players: one game, or a duel over duplicate deals. */
#ifndef FACEOFF_CARDHOCKEY_MATCH_H
#define FACEOFF_CARDHOCKEY_MATCH_H

#include "players.h"

/* CPU time spent choosing, per seat of a game or per player of a duel. */
typedef struct {
    double seconds[2];
    long decisions[2];
    double slowest[2]; /* the longest single decision, seconds */
} ChTiming;

/* Plays a whole game: seat 0 ("A") is players[0]. The record goes to sink
 * (may be NULL); time spent is added to timing (may be NULL). False, with
 * the reason, if a player chose a card the referee refused (a bug). */
bool ch_play_game(ChGame *game, ChVariant variant, uint64_t seed, ChPlayer *players[2], ChRecordSink sink,
                  void *sink_context, ChTiming *timing, char *error);

/* The duel's result from the first player's side. */
typedef struct {
    int games, wins, draws, losses;
    double goal_difference; /* summed over the games */
    double pair_sum, pair_squares; /* per deal pair: the mean difference of its two games */
    int pairs;
    ChTiming timing; /* index 0: first player, 1: second */
} ChDuelStats;

/* Plays pairs of games: game 2k with seed+k, first player in seat A, then
 * the same deals with the seats swapped. */
bool ch_duel(ChVariant variant, ChPlayer *first, ChPlayer *second, int pairs, uint64_t seed, ChDuelStats *stats,
             char *error);

#endif
