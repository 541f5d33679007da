/*
 * The referee's side of UCI: uci/uciok, options, UCI_Variant for games
 * other than chess, then "position ... moves ..." and "go" for every move.
 */
#define _POSIX_C_SOURCE 200809L /* strtok_r */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "player.h"

/* First words an engine may send in UCI; anything else during a game is garbled. */
static const char *const uci_words[] = {"info",   "id", "option", "readyok", "uciok", "copyprotection",
                                        "registration", NULL};

static bool sync_ready(Player *p, char *error)
{
    return process_send(&p->process, "isready") &&
           player_wait_for(p, "readyok", process_clock() + PLAYER_SETUP_SECONDS, error);
}

/* Whether an option line offers the game: its UCI_Variant combo lists the
 * name as a "var" (a UCI_Variant of another type cannot tell: yes). */
static bool variant_offered(const char *option, const char *game)
{
    const char *type = strstr(option, " type ");
    if (!type || strncmp(type, " type combo", 11) != 0)
        return true;
    size_t length = strlen(game);
    for (const char *at = strstr(type, " var "); at; at = strstr(at + 1, " var ")) {
        const char *name = at + 5;
        if (strncmp(name, game, length) == 0 && (name[length] == '\0' || name[length] == ' '))
            return true;
    }
    return false;
}

/* Notes from the options whether the engine offers a game other than
 * chess: only in its UCI_Variant option. */
static void note_option(Player *p, const char *line)
{
    if (player_first_word_is(line, "option") && strstr(line, " name UCI_Variant "))
        p->plays_game = variant_offered(line, p->game->name);
}

static bool uci_handshake(Player *p, char *error)
{
    p->plays_game = !p->game || strcmp(p->game->name, "chess") == 0; /* no game: Card Hockey's referee asks */
    if (!process_send(&p->process, "uci") ||
        !player_wait_noting(p, "uciok", process_clock() + PLAYER_SETUP_SECONDS, p->plays_game ? NULL : note_option,
                            error))
        return false;
    for (int i = 0; i < p->spec->option_count; i++)
        process_send(&p->process, "setoption name %s value %s", p->spec->options[i].name, p->spec->options[i].value);
    return sync_ready(p, error);
}

static StartStatus uci_new_game(Player *p, const GameHistory *history, char *error)
{
    (void)history;
    if (strcmp(p->game->name, "chess") != 0)
        process_send(&p->process, "setoption name UCI_Variant value %s", p->game->name);
    process_send(&p->process, "ucinewgame");
    return sync_ready(p, error) ? START_READY : START_FAULT;
}

static void send_position(Player *p, const GameHistory *h)
{
    char line[PROCESS_LINE_MAX], text[GAME_TEXT_MAX];
    size_t used;
    if (p->standard_start) {
        used = (size_t)snprintf(line, sizeof line, "position startpos");
    } else {
        h->game->get_text(player_position_at(h, 0), text);
        used = (size_t)snprintf(line, sizeof line, "position fen %s", text);
    }
    for (int ply = 0; ply < h->plies && used < sizeof line; ply++) {
        player_move_text(h, ply, text);
        used += (size_t)snprintf(line + used, sizeof line - used, "%s %s", ply ? "" : " moves", text);
    }
    process_send(&p->process, "%s", line);
}

static void send_go(Player *p, const GameHistory *h, const double clock[2])
{
    const TimeControl *tc = p->tc;
    char line[256] = "go";
    size_t used = 2;
    if (tc->move_time > 0)
        used += (size_t)snprintf(line + used, sizeof line - used, " movetime %.0f", tc->move_time * 1000);
    else if (tc->base > 0) {
        used += (size_t)snprintf(line + used, sizeof line - used, " wtime %.0f btime %.0f winc %.0f binc %.0f",
                                 clock[0] * 1000, clock[1] * 1000, tc->increment * 1000, tc->increment * 1000);
        if (tc->moves_per_session > 0) {
            int moves_made = h->plies / 2;
            used += (size_t)snprintf(line + used, sizeof line - used, " movestogo %d",
                                     tc->moves_per_session - moves_made % tc->moves_per_session);
        }
    }
    if (player_depth(p) > 0)
        used += (size_t)snprintf(line + used, sizeof line - used, " depth %d", player_depth(p));
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

static void uci_play(Player *p, const GameHistory *history, const double clock[2], double deadline, Reply *reply)
{
    send_position(p, history);
    send_go(p, history, clock);
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
