/*
 * UCI. Errors have no form of their own in UCI, so every refused command
 * is answered with "info string error: ..." and changes nothing.
 */
#define _POSIX_C_SOURCE 200809L /* getline, strtok_r */
#include "uci.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "output.h"
#include "session.h"

#define ENGINE_NAME "faceoff 0.1"

static void report_info(const SearchReport *r, void *context)
{
    Session *s = context;
    char score[32], pv[4096];
    if (abs(r->score) > SCORE_MATE_BOUND)
        snprintf(score, sizeof score, "mate %d", score_mate_moves(r->score));
    else
        snprintf(score, sizeof score, "cp %d", r->score);
    session_line_text(s->game, history_current(&s->search_history), r->pv, r->pv_length, pv, sizeof pv);
    uint64_t ms = (uint64_t)(r->seconds * 1000);
    uint64_t nps = r->seconds > 0 ? (uint64_t)((double)r->nodes / r->seconds) : 0;
    send_line("info depth %d seldepth %d multipv %d score %s nodes %" PRIu64 " nps %" PRIu64 " time %" PRIu64
              " pv %s",
              r->depth, r->seldepth, r->line, score, r->nodes, nps, ms, pv);
}

static void report_best(Move best, Move ponder, void *context)
{
    Session *s = context;
    const void *pos = history_current(&s->search_history);
    if (best == MOVE_NONE) {
        send_line("bestmove 0000");
        return;
    }
    Move line[2] = {best, ponder};
    char text[2 * GAME_TEXT_MAX + 16], best_text[GAME_TEXT_MAX], ponder_text[GAME_TEXT_MAX];
    s->game->move_to_text(pos, best, best_text);
    if (ponder != MOVE_NONE) {
        session_line_text(s->game, pos, line, 2, text, sizeof text);
        const char *second = strchr(text, ' ');
        snprintf(ponder_text, sizeof ponder_text, "%s", second ? second + 1 : "");
        send_line("bestmove %s ponder %s", best_text, ponder_text);
    } else {
        send_line("bestmove %s", best_text);
    }
}

static void send_id(void)
{
    send_line("id name " ENGINE_NAME);
    send_line("id author the faceoff developers");
    send_line("option name Hash type spin default 64 min 1 max 65536");
    send_line("option name Move Overhead type spin default 30 min 0 max 5000");
    send_line("option name Threads type spin default 1 min 1 max %d", SEARCH_MAX_THREADS);
    send_line("option name MultiPV type spin default 1 min 1 max %d", SEARCH_MAX_MULTI_PV);
    int count;
    const Game *const *games = game_list(&count);
    char vars[512] = "";
    size_t used = 0;
    for (int i = 0; i < count; i++)
        used += (size_t)snprintf(vars + used, sizeof vars - used, " var %s", games[i]->name);
    send_line("option name UCI_Variant type combo default chess%s", vars);
    for (int i = 0; i < count; i++)
        for (int j = 0; j < games[i]->option_count; j++) {
            const GameOptionSpec *o = &games[i]->options[j];
            if (o->kind == OPTION_CHECK)
                send_line("option name %s type check default %s", o->name, o->default_value ? "true" : "false");
            else
                send_line("option name %s type spin default %d min %d max %d", o->name, o->default_value, o->min,
                          o->max);
        }
    send_line("uciok");
}

static void error_line(const char *what, const char *detail)
{
    send_line("info string error: %s%s%s", what, detail && *detail ? ": " : "", detail ? detail : "");
}

/* setoption name <name...> value <value...> */
static void set_option(Session *s, char *args)
{
    char *name = strstr(args, "name ");
    if (!name) {
        error_line("setoption needs 'name'", NULL);
        return;
    }
    name += 5;
    char *value = strstr(name, " value ");
    if (value) {
        *value = '\0';
        value += 7;
    }
    char error[GAME_ERROR_MAX] = "";
    if (strcmp(name, "UCI_Variant") == 0) {
        const Game *g = value ? game_find(value) : NULL;
        if (!g)
            error_line("unknown variant", value);
        else if (!session_new_game(s, g, error))
            error_line("cannot start the variant", error);
        return;
    }
    if (!value) {
        error_line("setoption needs a value for", name);
        return;
    }
    char *end;
    long number = strtol(value, &end, 10);
    bool numeric = *value && *end == '\0';
    if (strcmp(name, "Hash") == 0) {
        if (!numeric || number < 1 || number > 65536 || !searcher_set_hash(s->searcher, (size_t)number))
            error_line("bad Hash value", value);
        return;
    }
    if (strcmp(name, "MultiPV") == 0) {
        session_stop(s);
        if (!numeric || !searcher_set_multi_pv(s->searcher, (int)number))
            error_line("bad MultiPV value", value);
        return;
    }
    if (strcmp(name, "Threads") == 0) {
        session_stop(s);
        if (!numeric || number < 1 || number > SEARCH_MAX_THREADS || !searcher_set_threads(s->searcher, (int)number))
            error_line("bad Threads value", value);
        return;
    }
    if (strcmp(name, "Move Overhead") == 0) {
        if (!numeric || number < 0 || number > 5000)
            error_line("bad Move Overhead value", value);
        else
            searcher_set_move_overhead(s->searcher, (double)number / 1000);
        return;
    }
    for (int j = 0; j < s->game->option_count; j++) {
        const GameOptionSpec *o = &s->game->options[j];
        if (strcmp(name, o->name) != 0)
            continue;
        if (o->kind == OPTION_CHECK && (!strcmp(value, "true") || !strcmp(value, "false")))
            s->options.values[j] = !strcmp(value, "true");
        else if (o->kind == OPTION_SPIN && numeric && number >= o->min && number <= o->max)
            s->options.values[j] = (int)number;
        else
            error_line("bad value for option", name);
        return;
    }
    error_line("unknown option", name);
}

/* position (startpos | fen <text>) [moves m1 m2 ...]; all or nothing. */
static void set_position(Session *s, char *args)
{
    GameHistory saved;
    if (!session_copy_history(&saved, &s->history)) {
        error_line("out of memory", NULL);
        return;
    }
    char error[GAME_ERROR_MAX] = "";
    char *moves = strstr(args, " moves");
    if (moves && (moves[6] == ' ' || moves[6] == '\0')) {
        *moves = '\0';
        moves += 6;
    } else if (strncmp(args, "moves", 5) == 0) {
        error_line("position needs startpos or fen before moves", NULL);
        history_free(&saved);
        return;
    } else {
        moves = NULL;
    }
    bool ok;
    if (strcmp(args, "startpos") == 0) {
        ok = session_new_game(s, s->game, error);
    } else if (strncmp(args, "fen ", 4) == 0) {
        ok = session_set_text(s, args + 4, error);
    } else {
        snprintf(error, sizeof error, "expected startpos or fen");
        ok = false;
    }
    char *save = NULL;
    for (char *m = moves ? strtok_r(moves, " ", &save) : NULL; ok && m; m = strtok_r(NULL, " ", &save)) {
        char reason[GAME_ERROR_MAX];
        if (!session_play_text(s, m, reason)) {
            snprintf(error, sizeof error, "illegal move %.40s (%.100s)", m, reason);
            ok = false;
        }
    }
    if (ok) {
        history_free(&saved);
    } else {
        history_free(&s->history);
        s->history = saved;
        error_line("position refused, previous position kept", error);
    }
}

static bool parse_number(const char *text, double *out)
{
    char *end;
    *out = strtod(text, &end);
    return text && *text && *end == '\0' && *out >= 0;
}

static void go(Session *s, char *args)
{
    SearchLimits limits = {0};
    int mover = s->game->side_to_move(session_position(s));
    char *save = NULL;
    for (char *word = strtok_r(args, " ", &save); word; word = strtok_r(NULL, " ", &save)) {
        if (!strcmp(word, "infinite") || !strcmp(word, "ponder")) {
            limits.infinite |= !strcmp(word, "infinite");
            limits.ponder |= !strcmp(word, "ponder");
            continue;
        }
        char *value = strtok_r(NULL, " ", &save);
        double number;
        if (!value || !parse_number(value, &number)) {
            error_line("go: bad or missing value for", word);
            return;
        }
        if ((!strcmp(word, "wtime") && mover == 0) || (!strcmp(word, "btime") && mover == 1))
            limits.time_left = number / 1000;
        else if ((!strcmp(word, "winc") && mover == 0) || (!strcmp(word, "binc") && mover == 1))
            limits.increment = number / 1000;
        else if (!strcmp(word, "movestogo"))
            limits.moves_to_go = (int)number;
        else if (!strcmp(word, "depth"))
            limits.depth = (int)number;
        else if (!strcmp(word, "nodes"))
            limits.nodes = (uint64_t)number;
        else if (!strcmp(word, "movetime"))
            limits.move_time = number / 1000;
        else if (strcmp(word, "wtime") && strcmp(word, "btime") && strcmp(word, "winc") && strcmp(word, "binc"))
            error_line("go: ignored unknown parameter", word);
    }
    if (!session_go(s, &limits, report_info, report_best, s))
        error_line("cannot start the search", NULL);
}

int uci_loop(FILE *in)
{
    Session session;
    if (!session_init(&session, game_find("chess")))
        return 1;
    send_id();
    char *line = NULL;
    size_t size = 0;
    while (getline(&line, &size, in) >= 0) {
        line[strcspn(line, "\r\n")] = '\0';
        char *command = line + strspn(line, " \t");
        char *args = command + strcspn(command, " \t");
        if (*args)
            *args++ = '\0';
        args += strspn(args, " \t");
        if (!strcmp(command, "quit"))
            break;
        if (!strcmp(command, "uci"))
            send_id();
        else if (!strcmp(command, "isready"))
            send_line("readyok");
        else if (!strcmp(command, "ucinewgame")) {
            char error[GAME_ERROR_MAX];
            if (!session_new_game(&session, session.game, error))
                error_line("new game refused", error);
        } else if (!strcmp(command, "setoption"))
            set_option(&session, args);
        else if (!strcmp(command, "position"))
            set_position(&session, args);
        else if (!strcmp(command, "go"))
            go(&session, args);
        else if (!strcmp(command, "stop"))
            session_stop(&session);
        else if (!strcmp(command, "ponderhit"))
            searcher_ponderhit(session.searcher);
        else if (*command)
            error_line("unknown command", command);
    }
    free(line);
    session_free(&session);
    return 0;
}
