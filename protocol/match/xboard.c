/*
 * The referee's side of XBoard/CECP v2. The engine is kept in force mode
 * until its first move of a game; from then on the opponent's move (sent
 * after "time" and "otim") is what starts it thinking, as in GUIs. A start
 * position goes by setboard, or by edit mode to an engine without it
 * (xboard_edit.c).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/game_result.h"
#include "protocol/xboard/variants.h"
#include "protocol/xboard/xboard.h"
#include "player.h"
#include "xboard_edit.h"

/* The value of NAME=VALUE or NAME="VALUE" in a feature line, as 0/1 for
 * the boolean features read here; -1 if absent. */
static int feature_flag(const char *line, const char *name)
{
    char key[64];
    snprintf(key, sizeof key, " %s=", name);
    const char *at = strstr(line, key);
    if (!at)
        return -1;
    return atoi(at + strlen(key)) != 0;
}

/* Whether a variants feature ("variants=\"normal,hammer\"") lists name. */
static bool variants_list(const char *features, const char *name)
{
    const char *list = strstr(features, " variants=\"");
    if (!list)
        return true; /* no list: the engine takes every variant */
    list += strlen(" variants=\"");
    size_t length = strlen(name), span = strcspn(list, "\"");
    for (const char *at = list; at < list + span; at += strcspn(at, ",\"") + 1)
        if (strncmp(at, name, length) == 0 && (at[length] == ',' || at[length] == '"'))
            return true;
    return false;
}

/* Reads features until "feature done=1" (or, for an engine that never says
 * done, until the timeout: v1 engines), accepting each one. Notes whether
 * the engine offers to send moves in the game's own notation, and whether
 * it plays the game. */
static bool read_features(Player *p, bool *game_notation, char *error)
{
    char line[PROCESS_LINE_MAX];
    Reply reply = {.kind = REPLY_TIMEOUT};
    double deadline = process_clock() + PLAYER_SETUP_SECONDS;
    while (player_read(p, deadline, line, sizeof line, &reply)) {
        const char *start = line + strspn(line, " \t");
        if (!player_first_word_is(start, "feature"))
            continue;
        const char *features = start + 7;
        int flag;
        *game_notation |= strstr(features, "option=\"" XBOARD_GAME_NOTATION_OPTION " ") != NULL;
        if ((flag = feature_flag(features, "usermove")) >= 0)
            p->usermove = flag;
        if ((flag = feature_flag(features, "setboard")) >= 0)
            p->setboard = flag;
        if ((flag = feature_flag(features, "ping")) >= 0)
            p->ping = flag;
        p->plays_game &= variants_list(features, xboard_name_of(p->game));
        /* Accept every feature by name (the word before each '='). */
        for (const char *eq = strchr(features, '='); eq; eq = strchr(eq + 1, '=')) {
            const char *name = eq;
            while (name > features && name[-1] != ' ')
                name--;
            if (eq > name && !memchr(name, '"', (size_t)(eq - name)))
                process_send(&p->process, "accepted %.*s", (int)(eq - name), name);
        }
        if (feature_flag(features, "done") == 1)
            return true;
    }
    if (reply.kind == REPLY_TIMEOUT)
        return true; /* a protocol-1 engine: no features */
    snprintf(error, GAME_ERROR_MAX, "the engine %s during the handshake",
             reply.kind == REPLY_EXITED ? "exited" : "was stopped");
    return false;
}

static bool xboard_handshake(Player *p, char *error)
{
    p->usermove = false;
    p->setboard = false;
    p->ping = false;
    p->plays_game = true;
    p->chess960 = p->spec->castling == CASTLING_TEXT_KING_TAKES_ROOK;
    bool game_notation = false;
    if (!process_send(&p->process, "xboard") || !process_send(&p->process, "protover 2") ||
        !read_features(p, &game_notation, error))
        return false;
    if (game_notation) /* the referee reads the game's own notation */
        process_send(&p->process, "option %s=1", XBOARD_GAME_NOTATION_OPTION);
    for (int i = 0; i < p->spec->option_count; i++)
        process_send(&p->process, "option %s=%s", p->spec->options[i].name, p->spec->options[i].value);
    return true;
}

/* Seconds as XBoard's level wants them: "m:ss" or whole minutes. */
static void send_time_control(Player *p)
{
    const TimeControl *tc = p->tc;
    if (tc->move_time > 0) {
        process_send(&p->process, "st %g", tc->move_time);
    } else if (tc->base > 0) {
        int seconds = (int)(tc->base + 0.5);
        process_send(&p->process, "level %d %d:%02d %g", tc->moves_per_session, seconds / 60, seconds % 60,
                     tc->increment);
    }
    if (player_depth(p) > 0)
        process_send(&p->process, "sd %d", player_depth(p));
}

/* The game's start position, when it is not the engine's own: setboard, or
 * edit mode after a move that hands the turn over if need be. */
static bool send_start_position(Player *p, const GameHistory *history, char *error)
{
    const void *start = player_position_at(history, 0);
    char text[GAME_TEXT_MAX];
    if (p->setboard) {
        player_start_text(p, history, text);
        process_send(&p->process, "setboard %s", text);
        return true;
    }
    XBoardEdit edit;
    if (!xboard_edit_setup(p->game, start, &edit, text)) {
        snprintf(error, GAME_ERROR_MAX, "the engine has no 'feature setboard=1' and %.100s", text);
        return false;
    }
    if (edit.dummy_move[0])
        process_send(&p->process, "%s%s", p->usermove ? "usermove " : "", edit.dummy_move);
    for (int i = 0; i < edit.line_count; i++)
        process_send(&p->process, "%s", edit.lines[i]);
    return true;
}

static StartStatus xboard_new_game(Player *p, const GameHistory *history, char *error)
{
    const char *variant = xboard_name_of(p->game);
    process_send(&p->process, "new");
    if (strcmp(variant, "normal") != 0)
        process_send(&p->process, "variant %s", variant);
    process_send(&p->process, "force");
    if (!p->standard_start && !send_start_position(p, history, error))
        return START_IMPOSSIBLE;
    send_time_control(p);
    process_send(&p->process, "post");
    p->playing = false;
    p->plies_sent = 0;
    if (!p->ping)
        return START_READY;
    char pong[32];
    snprintf(pong, sizeof pong, "pong %d", ++p->ping_count);
    process_send(&p->process, "ping %d", p->ping_count);
    return player_wait_for(p, pong, process_clock() + PLAYER_SETUP_SECONDS, error) ? START_READY : START_FAULT;
}

static void send_moves(Player *p, const GameHistory *h)
{
    char text[GAME_TEXT_MAX];
    for (; p->plies_sent < h->plies; p->plies_sent++) {
        player_move_text(p, h, p->plies_sent, text);
        process_send(&p->process, "%s%s", p->usermove ? "usermove " : "", text);
    }
}

/* A thinking line: "depth score time nodes pv"; the score in centipawns. */
static bool read_thinking(const char *line, Reply *reply)
{
    int depth, score;
    if (sscanf(line, "%d %d", &depth, &score) != 2)
        return false;
    reply->score = score;
    reply->has_score = true;
    return true;
}

static Outcome claim_outcome(const char *line)
{
    if (player_first_word_is(line, "1-0"))
        return OUTCOME_FIRST_WINS;
    if (player_first_word_is(line, "0-1"))
        return OUTCOME_SECOND_WINS;
    if (player_first_word_is(line, "1/2-1/2"))
        return OUTCOME_DRAW;
    return OUTCOME_NONE;
}

/* First words that may come from an engine at any time and need nothing
 * from the referee. */
static const char *const quiet_words[] = {"telluser", "tellusererror", "tellopponent", "tellothers", "tellall",
                                          "tellics",  "tellicsnoalias", "askuser",     "offer",      "feature",
                                          "pong",     "Hint:",          "hint:",       "setup",      "piece",
                                          "highlight", "Error",         "#",           NULL};

static void xboard_play(Player *p, const GameHistory *history, const Clocks *clocks, double deadline, Reply *reply)
{
    int side = p->game->side_to_move(history_current(history));
    if (p->tc->base > 0) {
        process_send(&p->process, "time %.0f", clocks->left[side] * 100);
        process_send(&p->process, "otim %.0f", clocks->left[1 - side] * 100);
    }
    send_moves(p, history);
    if (!p->playing) {
        process_send(&p->process, "go");
        p->playing = true;
    }
    char line[PROCESS_LINE_MAX];
    while (player_read(p, deadline, line, sizeof line, reply)) {
        const char *start = line + strspn(line, " \t");
        Outcome claim = claim_outcome(start);
        if (player_first_word_is(start, "move")) {
            reply->kind = REPLY_MOVE;
            snprintf(reply->text, sizeof reply->text, "%.200s", start + 5 + strspn(start + 5, " "));
            reply->text[strcspn(reply->text, " ")] = '\0';
            p->plies_sent = history->plies + 1; /* the engine has made it on its board */
            return;
        }
        if (player_first_word_is(start, "resign")) {
            reply->kind = REPLY_RESIGN;
            return;
        }
        if (claim != OUTCOME_NONE) {
            reply->kind = REPLY_CLAIM;
            reply->claim = claim;
            snprintf(reply->text, sizeof reply->text, "%.200s", start);
            return;
        }
        if (player_first_word_is(start, "Illegal")) {
            reply->kind = REPLY_REFUSED;
            snprintf(reply->text, sizeof reply->text, "%.200s", start);
            return;
        }
        bool known = *start == '\0' || read_thinking(start, reply);
        for (int i = 0; quiet_words[i] && !known; i++)
            known = strncmp(start, quiet_words[i], strlen(quiet_words[i])) == 0;
        if (!known) {
            reply->kind = REPLY_GARBLED;
            snprintf(reply->text, sizeof reply->text, "%.200s", start);
            return;
        }
    }
}

static void xboard_game_over(Player *p, Outcome outcome, const char *reason)
{
    process_send(&p->process, "result %s {%s}", result_score_text(outcome), reason);
    process_send(&p->process, "force");
}

const PlayerProtocol PROTOCOL_XBOARD_CLIENT = {
    .quit_line = "quit",
    .handshake = xboard_handshake,
    .new_game = xboard_new_game,
    .play = xboard_play,
    .game_over = xboard_game_over,
};
