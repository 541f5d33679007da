/*
 * UCI. Errors have no form of their own in UCI, so every refused command
 * is answered with "info string error: ..." and changes nothing. While a
 * search runs only stop, ponderhit, isready and quit are taken.
 */
#define _POSIX_C_SOURCE 200809L /* strtok_r */
#include "uci.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "engine/build.h"
#include "engine/perft.h"
#include "protocol/common/line_reader.h"
#include "protocol/common/number.h"
#include "protocol/common/output.h"
#include "protocol/session/engine_options.h"
#include "protocol/session/session.h"
#include "board.h"
#include "cardhockey.h"

struct Uci {
    Session session;
    bool pondering;
    char announced[GAME_TEXT_MAX + 64]; /* the last "variant ... startpos" sent */
    UciCards cards;                     /* Card Hockey, with UCI_Variant cardhockey */
};

static void error_line(const char *what, const char *detail)
{
    send_line("info string error: %s%s%s", what, detail && *detail ? ": " : "", detail ? detail : "");
}

static void report_info(const SearchReport *r, void *context)
{
    Uci *u = context;
    Session *s = &u->session;
    char score[32], pv[4096];
    if (abs(r->score) > SCORE_MATE_BOUND)
        snprintf(score, sizeof score, "mate %d", score_mate_moves(r->score));
    else
        snprintf(score, sizeof score, "cp %d", r->score);
    session_line_text(s->game, history_current(&s->search_history), r->pv, r->pv_length, s->chess960, pv, sizeof pv);
    uint64_t ms = (uint64_t)(r->seconds * 1000);
    uint64_t nps = r->seconds > 0 ? (uint64_t)((double)r->nodes / r->seconds) : 0;
    send_line("info depth %d seldepth %d multipv %d score %s nodes %" PRIu64 " nps %" PRIu64 " hashfull %d time %" PRIu64
              "%s%s",
              r->depth, r->seldepth, r->line, score, r->nodes, nps, r->hashfull, ms, *pv ? " pv " : "", pv);
}

static void report_best(Move best, Move ponder, void *context)
{
    Uci *u = context;
    Session *s = &u->session;
    if (best == MOVE_NONE) {
        send_line("bestmove 0000");
        return;
    }
    Move line[2] = {best, ponder};
    char text[2 * GAME_TEXT_MAX + 2];
    session_line_text(s->game, history_current(&s->search_history), line, ponder ? 2 : 1, s->chess960, text,
                      sizeof text);
    char *space = strchr(text, ' ');
    if (space) {
        *space = '\0';
        send_line("bestmove %s ponder %s", text, space + 1);
    } else {
        send_line("bestmove %s", text);
    }
}

/* Tells the GUI the board and start position of the game, as
 * Fairy-Stockfish does, whenever they differ from what it was last told
 * (a GUI that never leaves chess hears nothing: quiet starts it as told). */
static void announce_variant(Uci *u, bool quiet)
{
    const Game *g = u->session.game;
    char fen[GAME_TEXT_MAX], text[sizeof u->announced];
    game_position_text(g, u->session.history.positions, u->session.chess960, fen);
    snprintf(text, sizeof text, "variant %s files %d ranks %d startpos %s", g->name, g->files, g->ranks, fen);
    if (strcmp(text, u->announced)) {
        strcpy(u->announced, text);
        if (!quiet)
            send_line("info string %s", text);
    }
}

/* Card Hockey is a UCI_Variant too, played by the card mode. */
static void send_id(void)
{
    send_line("id name " FACEOFF_NAME_AND_VERSION);
    send_line("id author the faceoff developers");
    for (int i = 0; i < engine_option_count(); i++) {
        EngineOption o;
        engine_option_get(i, &o);
        if (o.kind == ENGINE_OPTION_CHECK) {
            send_line("option name %s type check default %s", o.name, o.default_value ? "true" : "false");
        } else if (o.kind == ENGINE_OPTION_SPIN) {
            send_line("option name %s type spin default %d min %d max %d", o.name, o.default_value, o.min, o.max);
        } else if (o.kind == ENGINE_OPTION_FILE) {
            send_line("option name %s type string default %s", o.name, o.default_text);
        } else {
            char vars[512] = "";
            size_t used = 0;
            int count;
            const char *choice;
            for (int c = 0; (choice = engine_option_choice(&o, c, &count)) != NULL; c++)
                used += (size_t)snprintf(vars + used, sizeof vars - used, " var %s", choice);
            if (!strcmp(o.name, "UCI_Variant"))
                snprintf(vars + used, sizeof vars - used, " var " UCI_CARDS_VARIANT);
            send_line("option name %s type combo default %s%s", o.name, o.default_text, vars);
        }
    }
    uci_cards_send_options();
    send_line("uciok");
}

/* setoption name <name...> [value <value...>] */
static void set_option(Uci *u, char *args)
{
    if (strncmp(args, "name ", 5)) {
        error_line("setoption needs 'name'", args);
        return;
    }
    char *name = args + 5, *value = strstr(name, " value ");
    if (!value) {
        error_line("setoption needs a value for", name);
        return;
    }
    *value = '\0';
    value += 7;
    char error[GAME_ERROR_MAX + CARD_ANSWER_MAX] = "";
    if (uci_cards_owns_option(name, value)) {
        if (!uci_cards_set_option(&u->cards, name, value, error))
            error_line("setoption refused", error);
        else if (u->cards.active)
            u->announced[0] = '\0'; /* the board game is announced again on the way back */
    } else if (!engine_option_set(&u->session, name, value, error)) {
        error_line("setoption refused", error);
    } else if (!strcasecmp(name, "UCI_Variant")) {
        uci_cards_leave(&u->cards);
        announce_variant(u, false);
    }
}

/* position (startpos | fen <text>) [moves m1 m2 ...]; all or nothing. */
static void set_position(Uci *u, char *args)
{
    Session *s = &u->session;
    GameHistory saved;
    if (!session_copy_history(&saved, &s->history)) {
        error_line("out of memory", NULL);
        return;
    }
    char error[GAME_ERROR_MAX] = "";
    char *moves = strstr(args, "moves");
    if (moves && moves != args && moves[-1] == ' ' && (moves[5] == ' ' || moves[5] == '\0')) {
        moves[-1] = '\0';
        moves += 5;
    } else {
        moves = NULL;
    }
    bool ok;
    if (strcmp(args, "startpos") == 0) {
        ok = session_restart(s, error);
    } else if (strncmp(args, "fen ", 4) == 0) {
        ok = session_set_text(s, args + 4, error);
    } else {
        snprintf(error, sizeof error, "expected startpos or fen, got '%.60s'", args);
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
        if (!strcmp(args, "startpos"))
            announce_variant(u, false);
    } else {
        history_free(&s->history);
        s->history = saved;
        error_line("position refused, previous position kept", error);
    }
}

/* The limits of a go command; false with a reason. */
static bool parse_go(Uci *u, char *args, SearchLimits *limits, bool *ponder, char *error)
{
    memset(limits, 0, sizeof *limits);
    *ponder = false;
    int mover = u->session.game->side_to_move(session_position(&u->session));
    static const char *const mine[2][2] = {{"wtime", "winc"}, {"btime", "binc"}};
    char *save = NULL;
    for (char *word = strtok_r(args, " ", &save); word; word = strtok_r(NULL, " ", &save)) {
        if (!strcmp(word, "infinite")) {
            limits->infinite = true;
            continue;
        }
        if (!strcmp(word, "ponder")) {
            *ponder = limits->ponder = true;
            continue;
        }
        static const char *const valued[] = {"wtime", "btime", "winc", "binc", "movestogo",
                                             "depth", "nodes", "movetime", "mate", NULL};
        int k = 0;
        while (valued[k] && strcmp(word, valued[k]))
            k++;
        if (!valued[k]) {
            snprintf(error, GAME_ERROR_MAX, "unknown go parameter '%.40s'", word);
            return false;
        }
        char *value = strtok_r(NULL, " ", &save);
        double number;
        if (!value || !parse_decimal(value, 0, 999999999999.0, &number)) {
            snprintf(error, GAME_ERROR_MAX, "go %s needs a number from 0 up", word);
            return false;
        }
        if (!strcmp(word, mine[mover][0]))
            limits->time_left = number / 1000;
        else if (!strcmp(word, mine[mover][1]))
            limits->increment = number / 1000;
        else if (!strcmp(word, "movestogo"))
            limits->moves_to_go = (int)number;
        else if (!strcmp(word, "depth"))
            limits->depth = number < SEARCH_MAX_PLY ? (int)number : SEARCH_MAX_PLY - 1;
        else if (!strcmp(word, "nodes"))
            limits->nodes = (uint64_t)number;
        else if (!strcmp(word, "movetime"))
            limits->move_time = number / 1000;
        else if (!strcmp(word, "mate"))
            limits->mate = number < SEARCH_MAX_PLY ? (int)number : SEARCH_MAX_PLY;
        /* the other side's clock does not change our plan */
    }
    return true;
}

static void send_divide_line(const char *move_text, uint64_t count, void *context)
{
    (void)context;
    send_line("%s: %" PRIu64, move_text, count);
}

/* go perft N: the count below each root move of the current position, a
 * blank line and the total, as Stockfish and Fairy-Stockfish print it (and,
 * like theirs, before the next command is read). */
static void go_perft(Uci *u, const char *depth_text)
{
    long long depth;
    if (!parse_number(depth_text, 1, PERFT_MAX_DEPTH, &depth)) {
        char error[GAME_ERROR_MAX];
        snprintf(error, sizeof error, "go perft needs a depth from 1 to %d, got '%.40s'", PERFT_MAX_DEPTH, depth_text);
        error_line("go refused", error);
        return;
    }
    uint64_t nodes =
        perft_divide(u->session.game, session_position(&u->session), (int)depth, send_divide_line, NULL);
    send_line("%s", "");
    send_line("Nodes searched: %" PRIu64, nodes);
    send_line("%s", "");
}

static void go(Uci *u, char *args)
{
    if (uci_go_asks_perft(args)) {
        go_perft(u, args + 5 + strspn(args + 5, " \t"));
        return;
    }
    SearchLimits limits;
    bool ponder;
    char error[GAME_ERROR_MAX];
    if (!parse_go(u, args, &limits, &ponder, error)) {
        error_line("go refused", error);
        return;
    }
    if (u->session.synchronous && !session_search_ends(&limits)) {
        error_line("go refused", "this engine runs each command to its end (WebAssembly) and cannot take stop: give "
                                 "depth, nodes, movetime or a clock, not infinite or ponder");
        return;
    }
    u->pondering = ponder;
    if (!session_go(&u->session, &limits, report_info, report_best, u))
        error_line("cannot start the search", NULL);
}

/* The opponent played the expected move: the ponder search goes on, now
 * under the clock limits its go command gave. */
static void ponder_hit(Uci *u)
{
    if (!u->pondering || !session_busy(&u->session)) {
        error_line("ponderhit without a ponder search", NULL);
        return;
    }
    u->pondering = false;
    session_ponderhit(&u->session, NULL);
}

static void new_game(Uci *u)
{
    char error[GAME_ERROR_MAX];
    if (!session_new_game(&u->session, u->session.game, error))
        error_line("new game refused", error);
    else
        announce_variant(u, false);
}

typedef struct {
    const char *name;
    void (*run)(Uci *u, char *args);
    bool while_searching; /* taken while a search runs */
} UciCommand;

static void cmd_uci(Uci *u, char *args)
{
    (void)u, (void)args;
    send_id();
}
static void cmd_isready(Uci *u, char *args)
{
    (void)u, (void)args;
    send_line("readyok");
}
static void cmd_ucinewgame(Uci *u, char *args)
{
    (void)args;
    new_game(u);
}
static void cmd_stop(Uci *u, char *args)
{
    (void)args;
    u->pondering = false;
    session_stop(&u->session);
}
static void cmd_ponderhit(Uci *u, char *args)
{
    (void)args;
    ponder_hit(u);
}

static void cmd_d(Uci *u, char *args)
{
    (void)args;
    uci_board_show(&u->session);
}
static void cmd_legalmoves(Uci *u, char *args)
{
    (void)args;
    uci_board_moves(&u->session);
}

static const UciCommand commands[] = {
    {"uci", cmd_uci, false},           {"isready", cmd_isready, true},  {"ucinewgame", cmd_ucinewgame, false},
    {"setoption", set_option, false},  {"position", set_position, false}, {"go", go, false},
    {"stop", cmd_stop, true},          {"ponderhit", cmd_ponderhit, true}, {"d", cmd_d, false},
    {"legalmoves", cmd_legalmoves, false},
};

static void handle(Uci *u, char *line)
{
    char *command = line + strspn(line, " \t");
    char *args = command + strcspn(command, " \t");
    if (*args)
        *args++ = '\0';
    args += strspn(args, " \t");
    for (size_t n = strlen(args); n > 0 && (args[n - 1] == ' ' || args[n - 1] == '\t'); n--)
        args[n - 1] = '\0';
    u->cards.engine.skill = session_skill(&u->session); /* one Skill Level for every game */
    if (!*command || uci_cards_handle(&u->cards, command, args))
        return;
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++) {
        if (strcmp(command, commands[i].name))
            continue;
        if (!commands[i].while_searching && session_busy(&u->session))
            error_line("a search is running; send stop first, refused", command);
        else
            commands[i].run(u, args);
        return;
    }
    error_line("unknown command", command);
}

Uci *uci_new(const SessionConfig *config)
{
    Uci *u = calloc(1, sizeof *u);
    if (!u || !session_init(&u->session, game_find("chess"), config)) {
        free(u);
        return NULL;
    }
    uci_cards_init(&u->cards, session_fresh_seed(&u->session));
    announce_variant(u, true);
    return u;
}

bool uci_line(Uci *u, char *line)
{
    if (!strcmp(line + strspn(line, " \t"), "quit"))
        return false;
    handle(u, line);
    return true;
}

void uci_free(Uci *u)
{
    uci_cards_free(&u->cards);
    session_free(&u->session);
    free(u);
}

int uci_loop(FILE *in, const SessionConfig *config)
{
    Uci *u = uci_new(config);
    if (!u)
        return 1;
    send_id();
    LineReader reader;
    line_reader_init(&reader, PROTOCOL_LINE_LIMIT);
    for (LineStatus status; (status = line_read(&reader, in)) != LINE_END;) {
        if (status != LINE_READ) {
            char reason[64], excerpt[64];
            error_line(line_refusal(&reader, status, reason, sizeof reason),
                       line_excerpt(&reader, excerpt, sizeof excerpt));
            continue;
        }
        if (!uci_line(u, reader.text))
            break;
    }
    line_reader_free(&reader);
    uci_free(u);
    return 0;
}
