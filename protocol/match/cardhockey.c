/*
 * The referee's side of Card Hockey: "cardhockey" until "cardhockeyok" (or
 * UCI's handshake), the options, then per game the variant and
 * "newgame dealer me|you", per deal "hand ...", per card "opponent C" or
 * "go". Both front ends answer the same commands; what differs is here.
 */
#include "cardhockey.h"

#include <stdio.h>
#include <string.h>

typedef struct {
    const char *select_game;    /* sent before each game (NULL: nothing) */
    const char *variant_option; /* the rule variation's option name */
    const char *new_game;       /* sent before "newgame dealer ..." (NULL: nothing) */
    const char *answer;         /* the first word of the card played */
    const char *refusal;        /* how the engine says it refused a command */
    const char *const *quiet;   /* first words that need nothing */
} CardDialect;

static const char *const card_quiet[] = {"id", "option", "readyok", "cardhockeyok", NULL};
static const char *const uci_quiet[] = {"id", "option", "readyok", "uciok", "info", NULL};

static const CardDialect card_dialect = {NULL, "variant", NULL, "play", "error", card_quiet};
static const CardDialect uci_dialect = {"setoption name UCI_Variant value cardhockey", "cardhockey variant",
                                        "ucinewgame", "bestmove", "info string error:", uci_quiet};

static const CardDialect *dialect_of(const Player *p)
{
    return p->spec->protocol == PROTOCOL_UCI ? &uci_dialect : &card_dialect;
}

/* The rest of line after prefix (and spaces), or NULL if it does not start so. */
static const char *after(const char *line, const char *prefix)
{
    size_t length = strlen(prefix);
    if (strncmp(line, prefix, length) != 0 || (line[length] != '\0' && line[length] != ' '))
        return NULL;
    return line + length + strspn(line + length, " ");
}

/* Waits for readyok; false (with a reason) on a refusal, silence or exit. */
static bool wait_ready(Player *p, char *error)
{
    const CardDialect *d = dialect_of(p);
    if (!process_send(&p->process, "isready")) {
        snprintf(error, GAME_ERROR_MAX, "it exited");
        return false;
    }
    char line[PROCESS_LINE_MAX];
    Reply reply = {.kind = REPLY_TIMEOUT};
    double deadline = process_clock() + PLAYER_SETUP_SECONDS;
    while (player_read(p, deadline, line, sizeof line, &reply)) {
        const char *start = line + strspn(line, " \t"), *reason;
        if (player_first_word_is(start, "readyok"))
            return true;
        if ((reason = after(start, d->refusal))) {
            snprintf(error, GAME_ERROR_MAX, "it refuses: %.140s", reason);
            return false;
        }
    }
    snprintf(error, GAME_ERROR_MAX, "no 'readyok': %s",
             reply.kind == REPLY_TIMEOUT ? "it did not answer in time"
             : reply.kind == REPLY_EXITED ? "it exited"
                                          : "the match was stopped");
    return false;
}

static bool card_handshake(Player *p, char *error)
{
    if (!process_send(&p->process, "cardhockey") ||
        !player_wait_for(p, "cardhockeyok", process_clock() + PLAYER_SETUP_SECONDS, error))
        return false;
    for (int i = 0; i < p->spec->option_count; i++)
        process_send(&p->process, "setoption name %s value %s", p->spec->options[i].name, p->spec->options[i].value);
    return wait_ready(p, error);
}

bool cards_new_game(Player *p, ChVariant variant, bool dealer, char *error)
{
    const CardDialect *d = dialect_of(p);
    if (d->select_game)
        process_send(&p->process, "%s", d->select_game);
    process_send(&p->process, "setoption name %s value %s", d->variant_option, ch_variant_name(variant));
    if (d->new_game)
        process_send(&p->process, "%s", d->new_game);
    process_send(&p->process, "newgame dealer %s", dealer ? "me" : "you");
    return wait_ready(p, error);
}

void cards_send_hand(Player *p, const char *cards) { process_send(&p->process, "hand %s", cards); }

void cards_send_opponent(Player *p, const char *card) { process_send(&p->process, "opponent %s", card); }

void cards_play(Player *p, double deadline, Reply *reply)
{
    const CardDialect *d = dialect_of(p);
    process_send(&p->process, "go");
    char line[PROCESS_LINE_MAX];
    while (player_read(p, deadline, line, sizeof line, reply)) {
        const char *start = line + strspn(line, " \t"), *rest;
        if ((rest = after(start, d->answer))) {
            reply->kind = REPLY_MOVE;
            snprintf(reply->text, sizeof reply->text, "%.*s", (int)strcspn(rest, " "), rest);
            return;
        }
        if ((rest = after(start, d->refusal))) {
            reply->kind = REPLY_REFUSED;
            snprintf(reply->text, sizeof reply->text, "%.200s", rest);
            return;
        }
        bool known = *start == '\0';
        for (int i = 0; d->quiet[i] && !known; i++)
            known = player_first_word_is(start, d->quiet[i]);
        if (!known) {
            reply->kind = REPLY_GARBLED;
            snprintf(reply->text, sizeof reply->text, "%.200s", start);
            return;
        }
    }
}

/* Games are set up and played by the functions above (card_referee.c). */
const PlayerProtocol PROTOCOL_CARDHOCKEY_CLIENT = {
    .quit_line = "quit",
    .handshake = card_handshake,
};
