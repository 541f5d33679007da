/*
 * Card Hockey rules (seeds/card-hockey.txt, RULINGS.md): what one card does
 * to the ice (breakaways, goals, blocks) under each variation, and the
 * public course of a game (deals, periods, overtime, score). Everything
 * here is public: both players and any onlooker know it.
 */
#ifndef FACEOFF_CARDHOCKEY_RULES_H
#define FACEOFF_CARDHOCKEY_RULES_H

#include <stdbool.h>
#include <stdint.h>

#include "cards.h"

typedef enum {
    CH_MAIN,           /* the seed's main rules */
    CH_ORIGINAL,       /* 1960s: Jacks ordinary, a goal is also a breakaway */
    CH_THIRD_CANCELS,  /* a third matching card cancels, without a breakaway */
    CH_GOAL_BREAKAWAY, /* a goal is also a breakaway */
    CH_STOCKHAM,       /* 4-card deals, shots, blocks, Jacks automatic shots */
    CH_VARIANT_COUNT
} ChVariant;

/* The variation as independent switches; see ch_rules_of. */
typedef struct {
    bool jacks_special;         /* a Jack always makes a breakaway and never scores */
    bool goal_is_breakaway;     /* the scorer stays on breakaway */
    bool defender_match_blocks; /* matching the breakaway card cancels without a new breakaway */
    bool defender_jack_blocks;  /* a Jack played against a breakaway cancels without a new one */
    int deal_size;              /* cards each before the final 6 of a period (3 periods) */
} ChRules;

const char *ch_variant_name(ChVariant variant);
/* The variant called name, or -1. */
int ch_variant_from_name(const char *name);
ChRules ch_rules_of(ChVariant variant);

typedef enum { CH_EVENT_NONE, CH_EVENT_BREAKAWAY, CH_EVENT_GOAL, CH_EVENT_BLOCK } ChEvent;
/* The record's word for the event ("" for none). */
const char *ch_event_name(ChEvent event);

/* The ice: the top card of the pile and who is on breakaway. */
typedef struct {
    int8_t top;       /* rank of the top card; -1 at the start of a period */
    int8_t breakaway; /* seat on breakaway, -1 for none */
} ChIce;

/* Seat plays a card of rank onto the ice; returns what it did. */
ChEvent ch_ice_play(const ChRules *rules, ChIce *ice, int seat, int rank);

enum {
    CH_SEATS = 2,
    CH_PERIODS = 3,
    CH_OVERTIME = 4, /* the overtime period's number */
    CH_FINAL_DEAL = 6,
    CH_OVERTIME_DEAL = 4,
    CH_HAND_MAX = 6,
};

typedef enum { CH_NEED_DEAL, CH_PLAYING, CH_OVER } ChPhase;

/* The public state of a game. Seats are 0 ("A") and 1 ("B"). */
typedef struct {
    ChVariant variant;
    ChRules rules;
    ChPhase phase;
    int period; /* 1..3, CH_OVERTIME */
    int deal;   /* deals so far in this period */
    int dealer;
    int turn;
    int hand_count[CH_SEATS];
    int dealt; /* cards dealt so far this period */
    uint8_t played[CH_DECK]; /* this period in order; the non-dealer plays the even ones */
    int played_count;
    ChIce ice;
    int score[CH_SEATS];
    int period_score[CH_OVERTIME][CH_SEATS]; /* the score after each finished period */
    int winner; /* once over: the winning seat, -1 for a tie */
    bool by_forfeit; /* over because the loser forfeited (a match's referee says so) */
} ChTable;

/* "A" or "B". */
const char *ch_seat_name(int seat);
/* A new game; the first deal is still to be made. */
void ch_table_start(ChTable *table, ChVariant variant, int first_dealer);
/* The cards each player gets in every deal of the period but its last. */
int ch_period_deal_size(const ChTable *table);
/* The number of cards each player gets in the next deal. */
int ch_next_deal_size(const ChTable *table);
/* The next deal is made: hands are full, the non-dealer leads. */
void ch_table_deal(ChTable *table);
/* True if card was played in this period. */
bool ch_table_was_played(const ChTable *table, int card);
/* The player to move plays card (the caller has checked it is hers and
 * unplayed). Ends the deal, the period and the game as the rules say. */
ChEvent ch_table_play(ChTable *table, int card);

#endif
