/*
 * UCI's Card Hockey mode. After "setoption name UCI_Variant value
 * cardhockey" the UCI session takes the card protocol's game commands
 * (newgame dealer me|you, hand, opponent, go answered by bestmove, state)
 * and refuses the board's (position, ponderhit); the card engine is the
 * same one the line protocol drives (protocol/cardhockey/engine.c). Its options are
 * UCI options named "cardhockey variant", "cardhockey player", ...
 */
#ifndef FACEOFF_UCI_CARDHOCKEY_H
#define FACEOFF_UCI_CARDHOCKEY_H

#include "protocol/cardhockey/engine.h"
#include "protocol/cardhockey/table.h"

/* The UCI_Variant value that selects this mode. */
#define UCI_CARDS_VARIANT "cardhockey"

typedef struct {
    CardEngine engine;
    CardTable table; /* a game the engine referees (table new), or none */
    bool active;     /* UCI_Variant is cardhockey */
} UciCards;

/* seeds: for the deals of table games started without a seed. */
void uci_cards_init(UciCards *c, uint64_t seeds);
void uci_cards_free(UciCards *c);

/* Sends the card options as UCI option lines. */
void uci_cards_send_options(void);
/* True if the option is this mode's: UCI_Variant cardhockey, or a
 * "cardhockey ..." option. */
bool uci_cards_owns_option(const char *name, const char *value);
/* Sets one of this mode's options; false with the reason in error (of
 * CARD_ANSWER_MAX bytes). UCI_Variant cardhockey turns the mode on. */
bool uci_cards_set_option(UciCards *c, const char *name, const char *value, char *error);
/* Another UCI_Variant was chosen: the mode ends, with its game. */
void uci_cards_leave(UciCards *c);
/* In the mode, runs command and answers; false if the command is not the
 * mode's (uci, isready, setoption: the UCI front end runs those). */
bool uci_cards_handle(UciCards *c, const char *command, char *args);
/* go's arguments ask for perft ("perft N"), which only board games have:
 * uci.c runs it, the card mode refuses it. */
bool uci_go_asks_perft(const char *args);

#endif
