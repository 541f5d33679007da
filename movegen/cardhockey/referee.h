/*
 * The Card Hockey referee: shuffles from a seed, deals, takes each card from
 * the player to move, keeps the score and writes the game record line by
 * line. It alone holds the hidden cards; a player gets a CardView, which
 * holds nothing hidden.
 */
#ifndef FACEOFF_CARDHOCKEY_REFEREE_H
#define FACEOFF_CARDHOCKEY_REFEREE_H

#include "rules.h"

enum { CH_LINE_MAX = 160, CH_ERROR_MAX = 200 };

/* What one player knows: the public table, her seat and her own hand. */
typedef struct {
    ChTable table;
    int seat;
    uint8_t hand[CH_HAND_MAX]; /* sorted */
    int hand_count;
} CardView;

/* True if the view's hand holds card. */
bool ch_view_holds(const CardView *view, int card);

/* Receives each line of the game record as the referee writes it. */
typedef void (*ChRecordSink)(void *context, const char *line);

/* The cards of each period (overtime included) in the order they are
 * dealt: the non-dealer's first card, the dealer's, and so on. */
typedef struct {
    uint8_t cards[CH_OVERTIME][CH_DECK];
} ChDecks;

typedef struct {
    ChTable table;
    const ChDecks *decks; /* the deals when they are given, not shuffled from the seed */
    uint64_t seed;
    uint64_t random; /* the shuffles; players' choices never touch it */
    uint8_t deck[CH_DECK];
    uint8_t hand[CH_SEATS][CH_HAND_MAX];
    ChRecordSink sink; /* may be NULL */
    void *sink_context;
} ChGame;

/* Starts a game: the first dealer by lot from the seed, the first deal made.
 * Writes the record's header and first deal to sink (which may be NULL). */
void ch_game_start(ChGame *game, ChVariant variant, uint64_t seed, ChRecordSink sink, void *sink_context);
/* The same, with notes (lines separated by newlines, e.g. who sits where)
 * written after the header: they are for people, the replay skips them. */
void ch_game_start_noted(ChGame *game, ChVariant variant, uint64_t seed, const char *notes, ChRecordSink sink,
                         void *sink_context);
/* Starts a game whose deals are given (a record from people or from another
 * program): first_dealer deals period 1, decks the cards (kept by the
 * caller for the whole game). The record's header says "seed -". */
void ch_game_start_dealt(ChGame *game, ChVariant variant, int first_dealer, const ChDecks *decks, ChRecordSink sink,
                         void *sink_context);
/* The player to move plays card; false (game unchanged) with the reason in
 * error (CH_ERROR_MAX bytes) if it is not allowed. */
bool ch_game_play(ChGame *game, int card, char *error);
/* Seat forfeits (reason: one line, why): the game is over, the other seat
 * wins, and the record says so. */
void ch_game_forfeit(ChGame *game, int seat, const char *reason);
/* What seat knows. */
void ch_game_view(const ChGame *game, int seat, CardView *view);

/* Writes "C1 C2 ..." for count cards into text (CH_LINE_MAX bytes). */
void ch_cards_to_text(const uint8_t *cards, int count, char *text);

#endif
