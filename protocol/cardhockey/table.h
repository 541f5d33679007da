/*
 * A whole Card Hockey game refereed by the engine, for a GUI whose player
 * is a person (UCI's "table" commands, docs/protocol.md): the engine
 * shuffles, deals, holds both hands, checks every card, plays its own
 * cards when asked and keeps the game record that `faceoff cardhockey
 * replay` checks. The GUI never needs a rule of the game. The player mode
 * of engine.h is the other way round: there a GUI or match runner referees.
 */
#ifndef FACEOFF_CARDHOCKEY_TABLE_H
#define FACEOFF_CARDHOCKEY_TABLE_H

#include <stddef.h>

#include "engine.h"

typedef enum {
    TABLE_EVENT,   /* a public line of the record: a card, a deal (hands hidden), a score, the result */
    TABLE_SHOW,    /* a "Key: value" line of the view (table show) */
    TABLE_RECORD,  /* a line of the record, hands and all (table record) */
    TABLE_PLAYED,  /* the card the engine played (table go) */
    TABLE_REFUSED, /* why a command was refused; nothing changed */
} TableLineKind;

typedef void (*TableSink)(void *context, TableLineKind kind, const char *line);

enum { TABLE_CARDS_MAX = CH_OVERTIME * CH_DECK }; /* every card of the longest game */

typedef struct {
    bool in_game;
    int person; /* the seat whose hand table show shows */
    ChGame game;
    ChPlayer player; /* the engine's, for whichever seat it is asked to play */
    uint64_t skill_random;
    /* The game's cards in order, and which a person played (table play)
     * rather than the engine (go): what undo takes back and replays. */
    uint8_t cards[TABLE_CARDS_MAX];
    bool by_person[TABLE_CARDS_MAX];
    int card_count;
    char *record;    /* the record so far, lines ending in '\n' */
    size_t length, capacity;
    TableSink out;
    void *out_context;
    uint64_t seeds; /* where the deal of a "new" without a seed comes from */
} CardTable;

/* No game yet; seeds: the state the deals without a seed are drawn from. */
void card_table_init(CardTable *t, uint64_t seeds);
void card_table_free(CardTable *t);

/* Runs "new [seat A|B] [seed N]", "play CARD", "go", "undo", "show [A|B]" or "record"
 * (args may be changed), with the variant, player, samples, seed and skill
 * of the engine's options; every answer goes to out. */
void card_table_command(CardTable *t, const CardEngine *options, char *args, TableSink out, void *context);

#endif
