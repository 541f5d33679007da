/*
 * What every Card Hockey player implements. A player sees only a CardView
 * (its own hand, the cards played this period, the public table), so it
 * cannot read a hidden card: the referee never hands it one. players.c
 * lists the players; each one is a file of its own.
 */
#ifndef FACEOFF_CARDHOCKEY_PLAYER_H
#define FACEOFF_CARDHOCKEY_PLAYER_H

#include <stdint.h>

#include "movegen/cardhockey/referee.h"

/* How hard a player thinks, for the players that take it. */
typedef struct {
    int samples;    /* deals sampled per decision */
    int iterations; /* tree search iterations per decision */
} ChEffort;

typedef struct {
    const char *name;
    ChEffort default_effort; /* what it uses unless told otherwise */
    /* The player's memory across decisions (NULL if memory runs out);
     * new_state NULL for a player without one. */
    void *(*new_state)(void);
    void (*free_state)(void *state);
    /* The card to play: one of view->hand; the view's seat must be to move.
     * random is the player's own generator, so a seed makes every decision
     * reproducible. */
    int (*choose)(void *state, const CardView *view, const ChEffort *effort, uint64_t *random);
} ChPlayerType;

#endif
