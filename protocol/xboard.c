/*
 * XBoard/CECP v2. Refused input is answered in the protocol's own forms,
 * "Illegal move (reason): MOVE" and "Error (reason): COMMAND", and changes
 * nothing. The engine plays the side 'engine_side' (none in force mode).
 */
#define _POSIX_C_SOURCE 200809L /* getline */
#include "xboard.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "output.h"
#include "session.h"

#define NO_SIDE (-1)

typedef struct {
    Session session;
    int engine_side;
    bool post, analyzing;
    int moves_per_session;   /* 0: the whole game */
    double base_seconds, increment, fixed_seconds;
    int max_depth;
    double engine_clock;     /* seconds, from 'time' */
} XBoard;

/* Engine-defined variants: the setup XBoard needs, and the piece moves
 * (Betza) it can check. Keyed by game name. */
typedef struct {
    const char *game;
    const char *setup;
    const char *pieces[4];
} VariantSetup;

static const VariantSetup variant_setups[] = {
    {"hammer", "(PNBRQKpnbrqk) 8x8+0_fairy rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
     {"N& NC", "B& BN", "P& fmWfcF2fceF2smWifmW2", NULL}},
};

static void send_features(void)
{
    int count;
    const Game *const *games = game_list(&count);
    char variants[512] = "";
    size_t used = 0;
    for (int i = 0; i < count; i++)
        used += (size_t)snprintf(variants + used, sizeof variants - used, "%s%s", i ? "," : "",
                                 strcmp(games[i]->name, "chess") ? games[i]->name : "normal");
    send_line("feature done=0");
    send_line("feature myname=\"faceoff 0.1\" variants=\"%s\" setboard=1 usermove=1 ping=1 sigint=0 sigterm=0 "
              "colors=0 analyze=1 memory=1 smp=1 san=0 debug=1",
              variants);
    send_line("feature option=\"Move Overhead -spin 30 0 5000\"");
    send_line("feature done=1");
}

static void send_thinking(const SearchReport *r, void *context)
{
    XBoard *x = context;
    if (!x->post)
        return;
    char pv[4096];
    Session *s = &x->session;
    session_line_text(s->game, history_current(&s->search_history), r->pv, r->pv_length, pv, sizeof pv);
    int score = r->score;
    if (abs(score) > SCORE_MATE_BOUND) {
        int moves = score_mate_moves(score);
        score = moves > 0 ? 100000 + moves : -100000 + moves;
    }
    send_line("%d %d %" PRIu64 " %" PRIu64 " %s", r->depth, score, (uint64_t)(r->seconds * 100), r->nodes, pv);
}

static const char *reason_text(GameResult r)
{
    switch (r.reason) {
    case REASON_CHECKMATE: return r.outcome == OUTCOME_FIRST_WINS ? "White mates" : "Black mates";
    case REASON_STALEMATE: return "Stalemate";
    case REASON_REPETITION: return "Draw by repetition";
    case REASON_FIFTY_MOVES: return "Draw by fifty-move rule";
    case REASON_MATERIAL: return "Insufficient material";
    case REASON_KING_CAPTURED: return "King captured";
    default: return "Game over";
    }
}

/* Announces the result if the game has ended (or a draw can be claimed);
 * returns true then. */
static bool announce_result(XBoard *x)
{
    GameResult r = history_result(&x->session.history);
    if (r.outcome == OUTCOME_NONE)
        return false;
    const char *score = r.outcome == OUTCOME_FIRST_WINS ? "1-0" : r.outcome == OUTCOME_SECOND_WINS ? "0-1" : "1/2-1/2";
    send_line("%s {%s}", score, reason_text(r));
    x->engine_side = NO_SIDE;
    return true;
}

static void engine_moved(Move best, Move ponder, void *context)
{
    (void)ponder;
    XBoard *x = context;
    Session *s = &x->session;
    if (x->analyzing || best == MOVE_NONE || x->engine_side == NO_SIDE)
        return;
    char text[GAME_TEXT_MAX];
    s->game->move_to_text(session_position(s), best, text);
    if (!history_play(&s->history, best))
        return;
    send_line("move %s", text);
    announce_result(x);
}

static void start_search(XBoard *x)
{
    Session *s = &x->session;
    SearchLimits limits = {0};
    if (x->analyzing) {
        limits.infinite = true;
    } else {
        if (x->engine_side != s->game->side_to_move(session_position(s)) ||
            history_result(&s->history).outcome != OUTCOME_NONE)
            return;
        limits.depth = x->max_depth;
        if (x->fixed_seconds > 0) {
            limits.move_time = x->fixed_seconds;
        } else if (x->engine_clock > 0 || x->base_seconds > 0) {
            limits.time_left = x->engine_clock > 0 ? x->engine_clock : x->base_seconds;
            limits.increment = x->increment;
            if (x->moves_per_session > 0)
                limits.moves_to_go = x->moves_per_session - (s->history.plies / 2) % x->moves_per_session;
        }
    }
    if (!session_go(s, &limits, send_thinking, engine_moved, x))
        send_line("Error (cannot start the search): go");
}

static void error_reply(const char *reason, const char *command)
{
    send_line("Error (%s): %s", reason, command);
}

static bool parse_seconds(const char *text, double *out)
{
    /* "5", "0.5" or "m:ss" */
    char *end;
    double minutes = strtod(text, &end);
    if (end == text || minutes < 0)
        return false;
    if (*end == ':') {
        char *end2;
        double secs = strtod(end + 1, &end2);
        if (end2 == end + 1 || *end2 || secs < 0)
            return false;
        *out = minutes * 60 + secs;
        return true;
    }
    if (*end)
        return false;
    *out = minutes;
    return true;
}

static void select_variant(XBoard *x, const char *name, const char *line)
{
    const Game *g = game_find(strcmp(name, "normal") ? name : "chess");
    char error[GAME_ERROR_MAX];
    if (!g) {
        error_reply("unknown variant", line);
        return;
    }
    if (!session_new_game(&x->session, g, error)) {
        error_reply(error, line);
        return;
    }
    for (size_t i = 0; i < sizeof variant_setups / sizeof variant_setups[0]; i++) {
        if (strcmp(variant_setups[i].game, g->name))
            continue;
        send_line("setup %s", variant_setups[i].setup);
        for (int j = 0; variant_setups[i].pieces[j]; j++)
            send_line("piece %s", variant_setups[i].pieces[j]);
    }
}

static void user_move(XBoard *x, const char *text)
{
    char error[GAME_ERROR_MAX];
    if (!session_play_text(&x->session, text, error)) {
        send_line("Illegal move (%s): %s", error, text);
        return;
    }
    if (!announce_result(x) || x->analyzing)
        start_search(x);
}

static void take_back(XBoard *x, int plies, const char *line)
{
    session_stop(&x->session);
    if (x->session.history.plies < plies) {
        error_reply("no moves to take back", line);
        return;
    }
    for (int i = 0; i < plies; i++)
        history_undo(&x->session.history);
    if (x->analyzing)
        start_search(x);
}

static bool parse_int(const char *text, long min, long max, long *out)
{
    char *end;
    *out = strtol(text, &end, 10);
    return *text && *end == '\0' && *out >= min && *out <= max;
}

/* Commands XBoard may send that need no action from this engine. */
static const char *const ignored[] = {"accepted", "rejected", "random", "computer", "name", "ics", "hard", "easy",
                                      "draw", "bk", "hint", ".", "white", "black", NULL};

static bool handle(XBoard *x, char *line)
{
    Session *s = &x->session;
    char full[1024];
    snprintf(full, sizeof full, "%s", line);
    char *command = line, *args = line + strcspn(line, " \t");
    if (*args)
        *args++ = '\0';
    args += strspn(args, " \t");
    char error[GAME_ERROR_MAX] = "";
    long number;
    double seconds;

    if (!strcmp(command, "quit"))
        return false;
    if (!*command || !strcmp(command, "xboard"))
        return true;
    for (int i = 0; ignored[i]; i++)
        if (!strcmp(command, ignored[i]))
            return true;
    if (!strcmp(command, "protover")) {
        send_features();
    } else if (!strcmp(command, "new")) {
        x->analyzing = false;
        if (session_new_game(s, game_find("chess"), error)) {
            x->engine_side = 1;
            x->max_depth = 0;
            x->engine_clock = 0;
        } else {
            error_reply(error, full);
        }
    } else if (!strcmp(command, "variant")) {
        select_variant(x, args, full);
    } else if (!strcmp(command, "force")) {
        session_stop(s);
        x->engine_side = NO_SIDE;
    } else if (!strcmp(command, "go")) {
        session_stop(s);
        x->engine_side = s->game->side_to_move(session_position(s));
        start_search(x);
    } else if (!strcmp(command, "playother")) {
        session_stop(s);
        x->engine_side = 1 - s->game->side_to_move(session_position(s));
    } else if (!strcmp(command, "usermove")) {
        user_move(x, args);
    } else if (!strcmp(command, "?")) {
        session_stop(s);
    } else if (!strcmp(command, "ping")) {
        send_line("pong %s", args);
    } else if (!strcmp(command, "result")) {
        session_stop(s);
        x->engine_side = NO_SIDE;
    } else if (!strcmp(command, "setboard")) {
        if (!session_set_text(s, args, error))
            error_reply(error, full);
        else if (x->analyzing)
            start_search(x);
    } else if (!strcmp(command, "undo")) {
        take_back(x, 1, full);
    } else if (!strcmp(command, "remove")) {
        take_back(x, 2, full);
    } else if (!strcmp(command, "post") || !strcmp(command, "nopost")) {
        x->post = !strcmp(command, "post");
    } else if (!strcmp(command, "analyze")) {
        x->analyzing = true;
        x->post = true;
        start_search(x);
    } else if (!strcmp(command, "exit")) {
        session_stop(s);
        x->analyzing = false;
    } else if (!strcmp(command, "level")) {
        char mps[32], base[32], inc[32];
        if (sscanf(args, "%31s %31s %31s", mps, base, inc) != 3 || !parse_int(mps, 0, 100000, &number) ||
            !parse_seconds(base, &seconds) || !parse_seconds(inc, &x->increment)) {
            error_reply("level needs MPS BASE INC", full);
        } else {
            x->moves_per_session = (int)number;
            x->base_seconds = seconds * 60; /* BASE is in minutes (or m:ss) */
            if (strchr(base, ':'))
                x->base_seconds = seconds;
            x->fixed_seconds = 0;
        }
    } else if (!strcmp(command, "st")) {
        if (!parse_seconds(args, &seconds) || seconds <= 0)
            error_reply("st needs seconds", full);
        else
            x->fixed_seconds = seconds;
    } else if (!strcmp(command, "sd")) {
        if (!parse_int(args, 1, SEARCH_MAX_PLY - 1, &number))
            error_reply("sd needs a depth", full);
        else
            x->max_depth = (int)number;
    } else if (!strcmp(command, "time") || !strcmp(command, "otim")) {
        if (!parse_int(args, -100000000, 100000000, &number))
            error_reply("needs centiseconds", full);
        else if (!strcmp(command, "time"))
            x->engine_clock = number > 0 ? (double)number / 100 : 0.01;
    } else if (!strcmp(command, "cores")) {
        session_stop(s);
        if (!parse_int(args, 1, SEARCH_MAX_THREADS, &number) || !searcher_set_threads(s->searcher, (int)number))
            error_reply("bad number of cores", full);
    } else if (!strcmp(command, "memory")) {
        if (!parse_int(args, 1, 65536, &number) || !searcher_set_hash(s->searcher, (size_t)number))
            error_reply("bad memory size", full);
    } else if (!strcmp(command, "option")) {
        char *eq = strchr(args, '=');
        if (eq && !strncmp(args, "Move Overhead", (size_t)(eq - args)) && parse_int(eq + 1, 0, 5000, &number))
            searcher_set_move_overhead(s->searcher, (double)number / 1000);
        else
            error_reply("unknown option or bad value", full);
    } else {
        error_reply("unknown command", full);
    }
    return true;
}

int xboard_loop(FILE *in)
{
    XBoard x = {.engine_side = 1, .post = false};
    if (!session_init(&x.session, game_find("chess")))
        return 1;
    char *line = NULL;
    size_t size = 0;
    while (getline(&line, &size, in) >= 0) {
        line[strcspn(line, "\r\n")] = '\0';
        if (!handle(&x, line + strspn(line, " \t")))
            break;
    }
    free(line);
    session_free(&x.session);
    return 0;
}
