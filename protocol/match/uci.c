/*
 * The referee's side of UCI: uci/uciok, options, UCI_Chess960 where
 * castling goes in its form, UCI_Variant for games other than chess (or as
 * the user set it) before every game, then "position ... moves ..." and
 * "go" for every move.
 */
#define _POSIX_C_SOURCE 200809L /* strtok_r */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "player.h"

/* First words an engine may send in UCI; anything else during a game is garbled. */
static const char *const uci_words[] = {"info",   "id", "option", "readyok", "uciok", "copyprotection",
                                        "registration", NULL};

static bool sync_ready(Player *p, char *error)
{
    return process_send(&p->process, "isready") &&
           player_wait_for(p, "readyok", process_clock() + PLAYER_SETUP_SECONDS, error);
}

/* The UCI_Variant value the engine plays the game under: the user's
 * option.UCI_Variant (e.g. a Fairy-Stockfish section "halfcourt-s0"), else
 * the game's name; NULL for chess without one (nothing to set). */
static const char *variant_wanted(const Player *p)
{
    const char *user = player_option(p->spec, "UCI_Variant");
    return user ? user : strcmp(p->game->name, "chess") != 0 ? p->game->name : NULL;
}

/* Whether an option line offers the variant: its UCI_Variant combo lists
 * it as a "var" (a UCI_Variant of another type cannot tell: yes). */
static bool variant_offered(const char *option, const char *variant)
{
    const char *type = strstr(option, " type ");
    if (!type || strncmp(type, " type combo", 11) != 0)
        return true;
    size_t length = strlen(variant);
    for (const char *at = strstr(type, " var "); at; at = strstr(at + 1, " var ")) {
        const char *name = at + 5;
        if (strncmp(name, variant, length) == 0 && (name[length] == '\0' || name[length] == ' '))
            return true;
    }
    return false;
}

/* Whether an option line is the option called name (UCI's names are not
 * case-sensitive). */
static bool option_named(const char *line, const char *name)
{
    const char *at = strstr(line, " name ");
    if (!at)
        return false;
    at += 6;
    size_t length = strlen(name);
    return !strncasecmp(at, name, length) && !strncmp(at + length, " type ", 6);
}

/* The error an engine reports as "info string error..." (faceoff's form,
 * e.g. a net file that does not read), or NULL. */
static const char *reported_error(const char *line)
{
    static const char prefix[] = "info string error";
    if (strncasecmp(line, prefix, sizeof prefix - 1))
        return NULL;
    line += sizeof prefix - 1;
    return line + strspn(line, ": ");
}

/* Notes from the option list whether the engine offers the variant (only
 * in its UCI_Variant option), whether it has UCI_Chess960 and which of the
 * user's options it has; and the first error the engine reports (to the
 * options set before the list was asked for again). */
static void note_option(Player *p, const char *line)
{
    const char *error = reported_error(line);
    if (error && !p->option_refusal[0])
        snprintf(p->option_refusal, sizeof p->option_refusal, "%s", error);
    if (!player_first_word_is(line, "option"))
        return;
    for (int i = 0; i < p->spec->option_count; i++)
        if (option_named(line, p->spec->options[i].name))
            p->listed_options |= (uint64_t)1 << i;
    const char *variant = variant_wanted(p);
    if (variant && option_named(line, "UCI_Variant"))
        p->plays_game = variant_offered(line, variant);
    if (option_named(line, "UCI_Chess960"))
        p->lists_chess960 = true;
}

/* Asks for the option list ("uci"), noting what the engine offers. */
static bool read_options(Player *p, char *error)
{
    p->plays_game = !p->game || !variant_wanted(p); /* no game: Card Hockey's referee asks */
    p->lists_chess960 = false;
    return process_send(&p->process, "uci") &&
           player_wait_noting(p, "uciok", process_clock() + PLAYER_SETUP_SECONDS, p->game ? note_option : NULL,
                              error);
}

/* Castling in Chess960's form (see CastlingText); UCI_Chess960 is set where
 * the engine has it and the user did not set it. */
static void choose_castling_text(Player *p)
{
    const char *user = player_option(p->spec, "UCI_Chess960");
    if (p->spec->castling != CASTLING_TEXT_AUTO)
        p->chess960 = p->spec->castling == CASTLING_TEXT_KING_TAKES_ROOK;
    else
        p->chess960 = user ? !strcmp(user, "true") : p->lists_chess960 && p->game && p->game->move_to_text_960;
    if (p->chess960 && p->lists_chess960 && !user)
        process_send(&p->process, "setoption name UCI_Chess960 value true");
}

/* False with a reason if the user set an option the engine does not have
 * (a misspelt name would otherwise go unnoticed). */
static bool user_options_listed(const Player *p, char *error)
{
    for (int i = 0; i < p->spec->option_count; i++) {
        const char *name = p->spec->options[i].name;
        if (strcmp(name, "UCI_Variant") && !(p->listed_options >> i & 1)) {
            snprintf(error, GAME_ERROR_MAX, "the engine has no option '%.60s'", name);
            return false;
        }
    }
    return true;
}

static bool uci_handshake(Player *p, char *error)
{
    p->listed_options = 0;
    if (!read_options(p, error))
        return false;
    p->option_refusal[0] = '\0'; /* what the engine said before the options were set is not about them */
    bool set_any = false;
    for (int i = 0; i < p->spec->option_count; i++) {
        const EngineOption *o = &p->spec->options[i];
        if (strcmp(o->name, "UCI_Variant") == 0)
            continue; /* set before every game */
        process_send(&p->process, "setoption name %s value %s", o->name, o->value);
        set_any = true;
    }
    /* An option may change the list (Fairy-Stockfish's VariantPath adds
     * variants): ask again before the variant is checked. */
    if ((set_any && !read_options(p, error)) || !user_options_listed(p, error))
        return false;
    /* A value the engine refused (a net file that does not read, say) would
     * leave it playing with another: it does not start. */
    if (p->option_refusal[0]) {
        snprintf(error, GAME_ERROR_MAX, "the engine reports an error to its options: %.100s", p->option_refusal);
        return false;
    }
    choose_castling_text(p);
    return sync_ready(p, error);
}

static StartStatus uci_new_game(Player *p, const GameHistory *history, char *error)
{
    (void)history;
    const char *variant = variant_wanted(p);
    if (variant)
        process_send(&p->process, "setoption name UCI_Variant value %s", variant);
    process_send(&p->process, "ucinewgame");
    return sync_ready(p, error) ? START_READY : START_FAULT;
}

/* "position startpos|fen TEXT moves ...": the whole game, however long
 * (a Hammer game without captures may run to thousands of plies). */
static bool send_position(Player *p, const GameHistory *h)
{
    char text[GAME_TEXT_MAX];
    size_t capacity = 2 * GAME_TEXT_MAX + (size_t)h->plies * 8, used;
    char *line = malloc(capacity);
    if (!line)
        return false;
    if (p->standard_start) {
        used = (size_t)snprintf(line, capacity, "position startpos");
    } else {
        player_start_text(p, h, text);
        used = (size_t)snprintf(line, capacity, "position fen %s", text);
    }
    for (int ply = 0; ply < h->plies; ply++) {
        player_move_text(p, h, ply, text);
        size_t needed = used + strlen(text) + 8;
        if (needed > capacity) {
            capacity = 2 * needed;
            char *bigger = realloc(line, capacity);
            if (!bigger) {
                free(line);
                return false;
            }
            line = bigger;
        }
        used += (size_t)snprintf(line + used, capacity - used, "%s %s", ply ? "" : " moves", text);
    }
    bool sent = process_send(&p->process, "%s", line);
    free(line);
    return sent;
}

/* The mover's limits; each side's clock and increment its own (time odds). */
static void send_go(Player *p, const GameHistory *h, const Clocks *clocks)
{
    const TimeControl *tc = p->tc;
    char line[256] = "go";
    size_t used = 2;
    if (tc->move_time > 0)
        used += (size_t)snprintf(line + used, sizeof line - used, " movetime %.0f", tc->move_time * 1000);
    else if (tc->base > 0) {
        used += (size_t)snprintf(line + used, sizeof line - used, " wtime %.0f btime %.0f winc %.0f binc %.0f",
                                 clocks->left[0] * 1000, clocks->left[1] * 1000, clocks->tc[0]->increment * 1000,
                                 clocks->tc[1]->increment * 1000);
        if (tc->moves_per_session > 0) {
            int moves_made = h->plies / 2;
            used += (size_t)snprintf(line + used, sizeof line - used, " movestogo %d",
                                     tc->moves_per_session - moves_made % tc->moves_per_session);
        }
    }
    if (player_depth(p) > 0)
        used += (size_t)snprintf(line + used, sizeof line - used, " depth %d", player_depth(p));
    if (player_nodes(p) > 0)
        used += (size_t)snprintf(line + used, sizeof line - used, " nodes %d", player_nodes(p));
    process_send(&p->process, "%s", line);
}

/* "info ... score cp N" or "score mate N"; mate as a large score. */
static void read_score(const char *line, Reply *reply)
{
    const char *score = strstr(line, " score ");
    if (!score)
        return;
    int value;
    if (sscanf(score, " score cp %d", &value) == 1) {
        reply->score = value;
        reply->has_score = true;
    } else if (sscanf(score, " score mate %d", &value) == 1) {
        reply->score = value > 0 ? 100000 - value : -100000 - value;
        reply->has_score = true;
    }
}

static void uci_play(Player *p, const GameHistory *history, const Clocks *clocks, double deadline, Reply *reply)
{
    if (!send_position(p, history)) {
        /* The engine has gone (or memory ran out): it forfeits. */
        reply->kind = REPLY_EXITED;
        return;
    }
    send_go(p, history, clocks);
    char line[PROCESS_LINE_MAX];
    while (player_read(p, deadline, line, sizeof line, reply)) {
        const char *start = line + strspn(line, " \t");
        if (player_first_word_is(start, "bestmove")) {
            char move[GAME_TEXT_MAX] = "";
            sscanf(start + 8, "%255s", move);
            reply->kind = REPLY_MOVE;
            snprintf(reply->text, sizeof reply->text, "%s", move);
            return;
        }
        if (player_first_word_is(start, "info"))
            read_score(start, reply);
        bool known = *start == '\0';
        for (int i = 0; uci_words[i] && !known; i++)
            known = player_first_word_is(start, uci_words[i]);
        if (!known) {
            reply->kind = REPLY_GARBLED;
            snprintf(reply->text, sizeof reply->text, "%.200s", start);
            return;
        }
    }
}

static void uci_game_over(Player *p, Outcome outcome, const char *reason)
{
    (void)p, (void)outcome, (void)reason; /* UCI has no word for it */
}

const PlayerProtocol PROTOCOL_UCI_CLIENT = {
    .quit_line = "quit",
    .handshake = uci_handshake,
    .new_game = uci_new_game,
    .play = uci_play,
    .game_over = uci_game_over,
};
