/* Card Hockey games between players, timed, and duels over duplicate deals. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include "match.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

/* The thread's CPU time: on a busy shared machine, wall time would measure
 * the other processes too. */
static double seconds_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

bool ch_play_game(ChGame *game, ChVariant variant, uint64_t seed, ChPlayer *players[2], ChRecordSink sink,
                  void *sink_context, ChTiming *timing, char *error)
{
    ch_game_start(game, variant, seed, sink, sink_context);
    while (game->table.phase != CH_OVER) {
        int seat = game->table.turn;
        CardView view;
        ch_game_view(game, seat, &view);
        double start = seconds_now();
        int card = ch_player_choose(players[seat], &view);
        double spent = seconds_now() - start;
        if (timing) {
            timing->seconds[seat] += spent;
            timing->decisions[seat]++;
            if (spent > timing->slowest[seat])
                timing->slowest[seat] = spent;
        }
        char reason[CH_ERROR_MAX];
        if (!ch_game_play(game, card, reason)) {
            snprintf(error, CH_ERROR_MAX, "%s player chose a refused card: %.150s", ch_player_name(players[seat]->kind),
                     reason);
            return false;
        }
    }
    return true;
}

/* Adds a game's timing, seen from its seats, to the duel's (per player). */
static void add_timing(ChTiming *total, const ChTiming *game, int first_seat)
{
    for (int seat = 0; seat < 2; seat++) {
        int who = seat == first_seat ? 0 : 1;
        total->seconds[who] += game->seconds[seat];
        total->decisions[who] += game->decisions[seat];
        if (game->slowest[seat] > total->slowest[who])
            total->slowest[who] = game->slowest[seat];
    }
}

bool ch_duel(ChVariant variant, ChPlayer *first, ChPlayer *second, int pairs, uint64_t seed, ChDuelStats *stats,
             char *error)
{
    memset(stats, 0, sizeof *stats);
    for (int pair = 0; pair < pairs; pair++) {
        double pair_difference = 0;
        for (int first_seat = 0; first_seat < 2; first_seat++) {
            ChPlayer *seats[2] = {first_seat == 0 ? first : second, first_seat == 0 ? second : first};
            ChGame game;
            ChTiming timing = {0};
            if (!ch_play_game(&game, variant, seed + (uint64_t)pair, seats, NULL, NULL, &timing, error))
                return false;
            add_timing(&stats->timing, &timing, first_seat);
            int difference = game.table.score[first_seat] - game.table.score[1 - first_seat];
            pair_difference += difference;
            stats->goal_difference += difference;
            stats->games++;
            if (game.table.winner < 0)
                stats->draws++;
            else if (game.table.winner == first_seat)
                stats->wins++;
            else
                stats->losses++;
        }
        stats->pair_sum += pair_difference / 2;
        stats->pair_squares += pair_difference * pair_difference / 4;
        stats->pairs++;
    }
    return true;
}
