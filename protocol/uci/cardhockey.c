/* UCI's Card Hockey mode: the card engine's answers in UCI's form. */
#include "cardhockey.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "protocol/common/output.h"

#define OPTION_PREFIX UCI_CARDS_VARIANT " "

void uci_cards_init(UciCards *c, uint64_t seeds)
{
    card_engine_init(&c->engine);
    card_table_init(&c->table, seeds);
    c->active = false;
}

void uci_cards_free(UciCards *c)
{
    card_engine_free(&c->engine);
    card_table_free(&c->table);
}

/* The table's lines in UCI's forms. */
static void send_table_line(void *context, TableLineKind kind, const char *line)
{
    (void)context;
    switch (kind) {
    case TABLE_EVENT: send_line("info string table %s", line); break;
    case TABLE_SHOW: send_line("%s", line); break;
    case TABLE_RECORD: send_line("record %s", line); break;
    case TABLE_PLAYED: send_line("bestmove %s", line); break;
    case TABLE_REFUSED: send_line("info string error: %s", line); break;
    }
}

/* The table commands: "table ...", and d and go while a table game is on;
 * the two kinds of game exclude each other. */
static bool table_handle(UciCards *c, const char *command, char *args)
{
    char show[16], go[] = "go";
    snprintf(show, sizeof show, "show %.8s", args); /* d A, d B: that seat's view */
    if (strcmp(command, "table") == 0) {
        if (strncmp(args, "new", 3) == 0)
            card_engine_end_game(&c->engine);
        card_table_command(&c->table, &c->engine, args, send_table_line, NULL);
    } else if (strcmp(command, "d") == 0) {
        card_table_command(&c->table, &c->engine, show, send_table_line, NULL);
    } else if (strcmp(command, "go") == 0 && c->table.in_game) {
        card_table_command(&c->table, &c->engine, go, send_table_line, NULL);
    } else {
        if (strcmp(command, "newgame") == 0)
            card_table_free(&c->table);
        return false;
    }
    return true;
}

void uci_cards_send_options(void)
{
    for (int i = 0; i < card_engine_option_count(); i++) {
        char line[CARD_ANSWER_MAX * 2];
        card_engine_option_line(i, OPTION_PREFIX, line, sizeof line);
        send_line("%s", line);
    }
}

bool uci_cards_owns_option(const char *name, const char *value)
{
    return strncasecmp(name, OPTION_PREFIX, strlen(OPTION_PREFIX)) == 0 ||
           (strcasecmp(name, "UCI_Variant") == 0 && strcmp(value, UCI_CARDS_VARIANT) == 0);
}

bool uci_cards_set_option(UciCards *c, const char *name, const char *value, char *error)
{
    if (strcasecmp(name, "UCI_Variant") == 0) {
        c->active = true;
        card_engine_end_game(&c->engine);
        send_line("info string variant " UCI_CARDS_VARIANT);
        return true;
    }
    const char *plain = name + strlen(OPTION_PREFIX);
    if (!card_engine_has_option(plain)) {
        snprintf(error, CARD_ANSWER_MAX, "unknown option '%.60s'", name);
        return false;
    }
    CardAnswer answer;
    if (card_engine_set_option(&c->engine, plain, value, &answer))
        return true;
    snprintf(error, CARD_ANSWER_MAX, "%s", answer.text);
    return false;
}

void uci_cards_leave(UciCards *c)
{
    c->active = false;
    card_engine_end_game(&c->engine);
    card_table_free(&c->table);
}

bool uci_go_asks_perft(const char *args)
{
    return strncmp(args, "perft", 5) == 0 && (args[5] == '\0' || args[5] == ' ' || args[5] == '\t');
}

bool uci_cards_handle(UciCards *c, const char *command, char *args)
{
    if (!c->active)
        return false;
    if (strcmp(command, "uci") == 0 || strcmp(command, "isready") == 0 || strcmp(command, "setoption") == 0)
        return false;
    if (strcmp(command, "ucinewgame") == 0) {
        card_engine_end_game(&c->engine);
        card_table_free(&c->table);
        return true;
    }
    if (strcmp(command, "stop") == 0)
        return true; /* the card player answers go at once: nothing runs */
    bool perft = strcmp(command, "go") == 0 && uci_go_asks_perft(args);
    if (strcmp(command, "position") == 0 || strcmp(command, "ponderhit") == 0 || perft) {
        send_line("info string error: %s is for board games; Card Hockey takes newgame, hand, opponent and go",
                  perft ? "go perft" : command);
        return true;
    }
    if (table_handle(c, command, args))
        return true;
    CardAnswer answer;
    char no_args[] = "";
    /* go's time parameters are accepted and not used: the card player's
     * time is its samples' */
    card_engine_command(&c->engine, command, strcmp(command, "go") == 0 ? no_args : args, &answer);
    switch (answer.kind) {
    case CARD_SILENT: break;
    case CARD_PLAYED: send_line("bestmove %s", answer.text); break;
    case CARD_STATE: send_line("info string %s", answer.text); break;
    case CARD_REFUSED: send_line("info string error: %s", answer.text); break;
    case CARD_UNKNOWN: send_line("info string error: unknown command: %s", command); break;
    }
    return true;
}
