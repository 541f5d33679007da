/*
 * The Card Hockey player behind a protocol: its options, the public table
 * as the engine sees it, its hand, and the player that chooses its cards.
 * The line protocol (protocol.c) and UCI's Card Hockey mode
 * (protocol/uci/cardhockey.c) both drive one of these and only format its answers.
 */
#ifndef FACEOFF_CARDHOCKEY_ENGINE_H
#define FACEOFF_CARDHOCKEY_ENGINE_H

#include <stddef.h>

#include "search/cardhockey/players.h"

enum { CARD_ANSWER_MAX = 256 };

/* Skill Level (UCI's, set by the front end): below CARD_FULL_SKILL each
 * card the engine plays is, with chance (CARD_FULL_SKILL - skill) /
 * CARD_FULL_SKILL, a random one of its hand instead of its player's. */
#define CARD_FULL_SKILL 20

typedef struct {
    ChVariant variant; /* options: they take effect at the next new game */
    ChPlayerKind kind;
    int samples;
    uint64_t seed;
    ChPlayer player;
    int skill;              /* CARD_FULL_SKILL, or weaker */
    uint64_t skill_random;  /* the weakening's random numbers */
    bool in_game;
    CardView view; /* seat 0 is the engine, seat 1 its opponent */
} CardEngine;

typedef enum {
    CARD_SILENT,  /* done; nothing to say */
    CARD_PLAYED,  /* text: the card the engine played */
    CARD_STATE,   /* text: the state line */
    CARD_REFUSED, /* text: the reason; nothing changed */
    CARD_UNKNOWN  /* not one of the game commands */
} CardAnswerKind;

typedef struct {
    CardAnswerKind kind;
    char text[CARD_ANSWER_MAX];
} CardAnswer;

/* The card the player chooses at this skill (above); random: the
 * weakening's random numbers. */
int card_engine_choose(ChPlayer *player, int skill, uint64_t *random, const CardView *view);

/* The default options, no game. */
void card_engine_init(CardEngine *e);
void card_engine_free(CardEngine *e);

/* The options, each as "option name PREFIXNAME type ..." (UCI's form). */
int card_engine_option_count(void);
void card_engine_option_line(int i, const char *prefix, char *out, size_t size);
/* True if name (plain, without prefix) is one of the options. */
bool card_engine_has_option(const char *name);
/* Sets an option by its plain name; false with the reason in answer->text. */
bool card_engine_set_option(CardEngine *e, const char *name, const char *value, CardAnswer *answer);

/* Runs a game command: "newgame dealer me|you", "hand C1 C2 ...",
 * "opponent C", "go", "state". args may be changed. */
void card_engine_command(CardEngine *e, const char *command, char *args, CardAnswer *answer);
/* No game any more (until the next newgame). */
void card_engine_end_game(CardEngine *e);

#endif
