/*
 * The Card Hockey players by name: random, seed-heuristic, strong
 * (rollouts of the Basic Strategy), ismcts and pimc (determinization with
 * an exact solver), each implementing player.h. A player
 * sees only a CardView, never a hidden card.
 */
#ifndef FACEOFF_CARDHOCKEY_PLAYERS_H
#define FACEOFF_CARDHOCKEY_PLAYERS_H

#include <stdbool.h>

#include "player.h"

typedef enum {
    CH_PLAYER_RANDOM,    /* any card of the hand, uniformly */
    CH_PLAYER_HEURISTIC, /* the seed's "Basic Strategy" */
    CH_PLAYER_STRONG,    /* the Basic Strategy improved by one step of rollouts to the end of the period */
    CH_PLAYER_ISMCTS,    /* information-set Monte Carlo tree search to the end of the period */
    CH_PLAYER_PIMC,      /* perfect-information Monte Carlo: the baseline of sampling players */
    CH_PLAYER_KIND_COUNT
} ChPlayerKind;

typedef struct {
    ChPlayerKind kind;
    uint64_t random;  /* the player's own random numbers */
    int samples;      /* strong, pimc: deals sampled per decision (its type's default at first) */
    int iterations;   /* ismcts: iterations per decision (likewise) */
    void *state;      /* the player's memory (its type's new_state), or NULL */
} ChPlayer;

enum { CH_MAX_SAMPLES = 10000, CH_MAX_ITERATIONS = 100000 };

const char *ch_player_name(ChPlayerKind kind);
/* The kind called name ("random", "seed-heuristic", "strong", "ismcts", "pimc"), or -1. */
int ch_player_from_name(const char *name);
/* False if memory runs out. */
bool ch_player_init(ChPlayer *player, ChPlayerKind kind, uint64_t seed);
void ch_player_free(ChPlayer *player);
/* The card to play: one of view->hand. The view's seat must be to move. */
int ch_player_choose(ChPlayer *player, const CardView *view);

#endif
