/*
 * Card Hockey players. A player sees only a CardView (its own hand, the
 * cards played this period, the public table), so it cannot read a hidden
 * card: the referee never hands it one.
 */
#ifndef FACEOFF_CARDHOCKEY_PLAYERS_H
#define FACEOFF_CARDHOCKEY_PLAYERS_H

#include "movegen/cardhockey/referee.h"

typedef enum {
    CH_PLAYER_RANDOM,    /* any card of the hand, uniformly */
    CH_PLAYER_HEURISTIC, /* the seed's "Basic Strategy" */
    CH_PLAYER_STRONG,    /* samples the unseen cards, solves each sample to the end of the deal */
    CH_PLAYER_ISMCTS,    /* information-set Monte Carlo tree search to the end of the period */
    CH_PLAYER_KIND_COUNT
} ChPlayerKind;

typedef struct ChSolver ChSolver;
typedef struct ChIsmcts ChIsmcts;

typedef struct {
    ChPlayerKind kind;
    uint64_t random;  /* the player's own random numbers */
    int samples;      /* strong: deals sampled per decision */
    ChSolver *solver; /* strong: its memory */
    int iterations;   /* ismcts: iterations per decision */
    ChIsmcts *ismcts; /* ismcts: its tree */
} ChPlayer;

enum { CH_DEFAULT_SAMPLES = 64, CH_MAX_SAMPLES = 1000, CH_DEFAULT_ITERATIONS = 1000, CH_MAX_ITERATIONS = 100000 };

const char *ch_player_name(ChPlayerKind kind);
/* The kind called name ("random", "seed-heuristic", "strong", "ismcts"), or -1. */
int ch_player_from_name(const char *name);
/* False if memory runs out. */
bool ch_player_init(ChPlayer *player, ChPlayerKind kind, uint64_t seed);
void ch_player_free(ChPlayer *player);
/* The card to play: one of view->hand. The view's seat must be to move. */
int ch_player_choose(ChPlayer *player, const CardView *view);

/* Shared by the players: how many cards of each rank the view's seat holds,
 * and how many it has not seen (neither held nor played this period). */
void ch_rank_counts(const CardView *view, int *held, int *unseen);
/* The ranks the view's opponent cannot hold now: in this deal it was on
 * breakaway with a card on top it could have scored with, and played
 * another (a player takes a goal when it has one; a hand only shrinks
 * within a deal). */
void ch_opponent_lacks(const CardView *view, bool lacks[CH_RANKS]);
/* How many of the unseen cards the opponent may hold (not of a rank it
 * lacks); when that is fewer than its hand, the inference is dropped
 * (lacks all false) and every unseen card counts. */
int ch_opponent_may_hold(const CardView *view, const int *unseen, bool lacks[CH_RANKS]);
/* The lowest card of rank in the hand (the rank must be held). */
int ch_card_of_rank(const CardView *view, int rank);
/* The seed's Basic Strategy over rank counts (held: seat's hand, unseen:
 * what seat has not seen): score when on breakaway; against a breakaway
 * re-match it, else end it with a Jack, else play a safety; otherwise take
 * a breakaway by matching, play one of a pair early, keep Jacks (the
 * non-dealer's last card, a safety when defending), and play the cards the
 * opponent is least likely to match. Returns a held rank. */
int ch_heuristic_rank(const ChRules *rules, ChIce ice, int seat, const int *held, const int *unseen);

/* The strong player's decision: the rank to play (cardhockey_solver.c). */
int ch_solver_choose_rank(ChSolver *solver, const CardView *view, int samples, uint64_t *random);
ChSolver *ch_solver_new(void);
void ch_solver_free(ChSolver *solver);

#endif
