/*
 * XBoard/CECP v2. Refused input is answered in the protocol's own forms,
 * "Illegal move (reason): MOVE" and "Error (reason): COMMAND", and changes
 * nothing. The engine plays the side 'engine_side' (none in force mode).
 *
 * Threads: the search runs on the session's thread and, when it ends on
 * the engine's own move, plays that move into the history from there. So
 * every command that reads or changes the game first makes sure no such
 * search runs: it is refused while the engine thinks on its move, or it
 * stops an analysis (which never touches the history) and restarts it.
 *
 * Pondering ('hard'): after its move the engine searches the position
 * after the reply it expects, on the same thread. If the opponent plays
 * that reply, the search goes on as the search for the engine's move;
 * anything else that changes the game stops it, and a ponder search that
 * was not hit never moves.
 */
#include "xboard.h"

#include <inttypes.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "engine/build.h"
#include "engine/game_result.h"
#include "protocol/common/line_reader.h"
#include "protocol/common/number.h"
#include "protocol/common/output.h"
#include "protocol/session/engine_options.h"
#include "protocol/session/session.h"
#include "line.h"
#include "variants.h"

#define NO_SIDE (-1)
#define RESULT_RECEIVED "result received"
/* A draw offer is accepted when the engine's last score is below this. */
#define DRAW_ACCEPT_SCORE (-150)

typedef struct {
    Session session;
    int engine_side;
    bool post, analyzing;
    /* 'result' came: moves and 'go' are refused until the GUI goes on
     * from a position ('force', as XBoard sends at once, 'new', 'variant',
     * 'setboard', 'undo', 'remove'). */
    bool result_received;
    atomic_bool discard_move; /* the search being stopped must not move */
    int moves_per_session;    /* 0: the whole game */
    double base_seconds, increment, fixed_seconds;
    int max_depth;
    long nodes_per_second;    /* 'nps': nodes stand for time; 0 off */
    double engine_clock;      /* seconds, from 'time'; 0 unknown */
    int last_score;           /* of the engine's last search, its own view */
    SearchReport last_report; /* for '.' during analysis */
    Move hint;                /* the reply the engine expects, for 'hint' */
    int hint_ply;             /* the history length the hint belongs to */
    atomic_bool ponder_enabled; /* 'hard' */
    Move ponder_move;         /* the reply the ponder search under way expects */
    atomic_bool ponder_hit;   /* ... and the opponent played it */
    /* 'exclude' and 'include' for the current position: the moves listed
     * are not searched or, with filter_includes, the only ones searched. */
    Move filter[GAME_MAX_MOVES];
    int filter_count;
    bool filter_includes;
    bool game_notation;       /* option: moves in the game's own text, never XBoard's form */
    /* The root filters of the engine's own move and of its ponder search
     * when XBoard's form cannot carry every turn (keep_to_carried_turns). */
    Move carried_turns[GAME_MAX_MOVES], ponder_carried_turns[GAME_MAX_MOVES];
} XBoard;

static void error_reply(const char *reason, const char *command) { send_line("Error (%s): %s", reason, command); }

static void send_features(void)
{
    int count;
    const Game *const *games = game_list(&count);
    char variants[512] = "";
    size_t used = 0;
    for (int i = 0; i < count; i++)
        if (!xboard_variant_of(games[i])->refusal)
            used += (size_t)snprintf(variants + used, sizeof variants - used, "%s%s", used ? "," : "",
                                     xboard_name_of(games[i]));
    send_line("feature done=0");
    send_line("feature myname=\"" FACEOFF_NAME_AND_VERSION "\" variants=\"%s\" setboard=1 usermove=1 ping=1 "
              "sigint=0 sigterm=0 colors=0 analyze=1 memory=1 smp=1 nps=1 draw=1 reuse=1 san=0 debug=1 exclude=1",
              variants);
    for (int i = 0; i < engine_option_count(); i++) {
        EngineOption o;
        engine_option_get(i, &o);
        if (o.uci_only)
            continue;
        if (o.kind == ENGINE_OPTION_CHECK)
            send_line("feature option=\"%s -check %d\"", o.name, o.default_value);
        else if (o.kind == ENGINE_OPTION_FILE)
            send_line("feature option=\"%s -file %s\"", o.name, o.default_text);
        else
            send_line("feature option=\"%s -spin %d %d %d\"", o.name, o.default_value, o.min, o.max);
    }
    send_line("feature option=\"" XBOARD_GAME_NOTATION_OPTION " -check 0\"");
    send_line("feature done=1");
}

/* How XBoard must be shown this game's board and moves, or NULL. */
static const XBoardTranslation *translation(const XBoard *x)
{
    return x->game_notation ? NULL : xboard_variant_of(x->session.game)->translation;
}

/* What XBoard is told of a move (own text, played from the position text
 * `before` to the current position): the move as XBoard is sent it, the
 * line to follow it and the result that stops a game XBoard cannot follow
 * any further (both "" for none). */
typedef struct {
    char text[GAME_TEXT_MAX], extra[GAME_TEXT_MAX], stop[GAME_TEXT_MAX];
} XBoardMove;

static void move_for_xboard(XBoard *x, const char *before, const char *own, XBoardMove *out)
{
    const XBoardTranslation *t = translation(x);
    snprintf(out->text, GAME_TEXT_MAX, "%s", own);
    out->extra[0] = out->stop[0] = '\0';
    if (t) {
        char after[GAME_TEXT_MAX];
        x->session.game->get_text(history_current(&x->session.history), after);
        t->move_out(before, own, after, out->text, out->extra, out->stop);
    }
}

/* The lines after a move; after a stop the engine plays neither side. */
static void send_after_move(XBoard *x, const XBoardMove *m)
{
    if (*m->extra)
        send_line("%s", m->extra);
    if (*m->stop) {
        send_line("%s", m->stop);
        x->engine_side = NO_SIDE;
    }
}

static int xboard_score(int score)
{
    if (abs(score) <= SCORE_MATE_BOUND)
        return score;
    int moves = score_mate_moves(score);
    return moves > 0 ? 100000 + moves : -100000 + moves;
}

static void send_thinking(const SearchReport *r, void *context)
{
    XBoard *x = context;
    x->last_score = r->score;
    x->last_report = *r;
    if (!x->post)
        return;
    char pv[4096];
    Session *s = &x->session;
    xboard_line_text(s->game, translation(x), history_current(&s->search_history), r->pv, r->pv_length, pv,
                     sizeof pv);
    send_line("%d %d %" PRIu64 " %" PRIu64 " %s", r->depth, xboard_score(r->score), (uint64_t)(r->seconds * 100),
              r->nodes, pv);
}

/* Announces the result if the game has ended (or a draw can be claimed);
 * returns true then. */
static bool announce_result(XBoard *x)
{
    GameResult r = history_result(&x->session.history);
    if (r.outcome == OUTCOME_NONE)
        return false;
    send_line("%s {%s}", result_score_text(r.outcome), result_reason_text(r));
    x->engine_side = NO_SIDE;
    return true;
}

/* The node budget for one move when 'nps' makes nodes stand for time. */
static uint64_t node_budget(const XBoard *x, const SearchLimits *limits)
{
    double seconds = limits->move_time;
    if (seconds <= 0) {
        int moves = limits->moves_to_go > 0 ? limits->moves_to_go : 30;
        seconds = limits->time_left / moves + limits->increment;
    }
    uint64_t nodes = (uint64_t)(seconds * (double)x->nodes_per_second);
    return nodes > 0 ? nodes : 1;
}

/* The game has a new position: every move may be searched again. */
static void clear_filter(XBoard *x)
{
    x->filter_count = 0;
    x->filter_includes = false;
}

/* In XBoard's form the engine plays only turns XBoard can carry, where it
 * has one (docs/protocol.md): a turn XBoard cannot show stops the game for
 * it, which a slightly weaker turn does not. Narrows the root filter of a
 * search from the current position, or (a ponder search) from the one
 * after the expected reply, with room for the list in turns. Analysis is
 * left alone: it shows the position's true score. */
static void keep_to_carried_turns(XBoard *x, Move expected, Move *turns, SearchLimits *limits)
{
    const XBoardTranslation *t = translation(x);
    const Game *g = x->session.game;
    if (!t || !t->carries)
        return;
    const void *root = session_position(&x->session);
    unsigned char *after = NULL;
    if (expected != MOVE_NONE) {
        if (!(after = malloc(g->position_size)))
            return;
        g->make(root, expected, after);
        root = after;
    }
    int count = xboard_carried_moves(g, t, root, limits, turns);
    free(after);
    if (count > 0) {
        limits->root_filter = turns;
        limits->root_filter_count = count;
        limits->root_filter_includes = true;
    }
}

/* The limits of a search for the engine's move at ply 'plies' of the game. */
static void move_limits(const XBoard *x, int plies, SearchLimits *limits)
{
    *limits = (SearchLimits){.depth = x->max_depth};
    if (x->fixed_seconds > 0) {
        limits->move_time = x->fixed_seconds;
    } else if (x->engine_clock > 0 || x->base_seconds > 0) {
        limits->time_left = x->engine_clock > 0 ? x->engine_clock : x->base_seconds;
        limits->increment = x->increment;
        if (x->moves_per_session > 0)
            limits->moves_to_go = x->moves_per_session - (plies / 2) % x->moves_per_session;
    }
    if (x->nodes_per_second > 0 && (limits->move_time > 0 || limits->time_left > 0)) {
        limits->nodes = node_budget(x, limits);
        limits->move_time = limits->time_left = limits->increment = 0;
    }
}

static void engine_moved(Move best, Move ponder, void *context);

/* The done callback of a ponder search: only a search that was hit moves. */
static void ponder_done(Move best, Move ponder, void *context)
{
    XBoard *x = context;
    if (atomic_load(&x->ponder_hit))
        engine_moved(best, ponder, context);
}

/* After the engine's move (on the search thread): ponders on the reply it
 * expects, with the limits of its next move. */
static void start_pondering(XBoard *x, Move expected)
{
    Session *s = &x->session;
    if (!atomic_load(&x->ponder_enabled) || expected == MOVE_NONE || x->engine_side == NO_SIDE)
        return;
    SearchLimits limits;
    move_limits(x, s->history.plies + 1, &limits);
    keep_to_carried_turns(x, expected, x->ponder_carried_turns, &limits);
    x->ponder_move = expected;
    atomic_store(&x->ponder_hit, false);
    session_ponder(s, expected, &limits, send_thinking, ponder_done, x);
}

/* The search's done callback, on the search thread. */
static void engine_moved(Move best, Move ponder, void *context)
{
    XBoard *x = context;
    Session *s = &x->session;
    if (x->analyzing || best == MOVE_NONE || x->engine_side == NO_SIDE || atomic_load(&x->discard_move))
        return;
    char own[GAME_TEXT_MAX], before[GAME_TEXT_MAX];
    XBoardMove sent;
    s->game->move_to_text(session_position(s), best, own);
    s->game->get_text(session_position(s), before);
    if (!history_play(&s->history, best)) {
        send_line("Error (out of memory): move");
        return;
    }
    clear_filter(x);
    move_for_xboard(x, before, own, &sent);
    x->hint = ponder;
    x->hint_ply = s->history.plies;
    send_line("move %s", sent.text);
    send_after_move(x, &sent);
    if (!*sent.stop && !announce_result(x))
        start_pondering(x, ponder);
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
        move_limits(x, s->history.plies, &limits);
    }
    limits.root_filter = x->filter;
    limits.root_filter_count = x->filter_count;
    limits.root_filter_includes = x->filter_includes;
    if (!x->analyzing)
        keep_to_carried_turns(x, MOVE_NONE, x->carried_turns, &limits);
    atomic_store(&x->discard_move, false);
    if (!session_go(s, &limits, send_thinking, engine_moved, x))
        send_line("Error (cannot start the search): go");
}

/* Ends any search without letting it move. */
static void halt(XBoard *x)
{
    atomic_store(&x->discard_move, true);
    session_stop(&x->session);
}

/* The engine is searching for its own move (not analysing, not pondering). */
static bool thinking(XBoard *x) { return !x->analyzing && session_activity(&x->session) == SESSION_SEARCHING; }

/* Ends a ponder search (it does not move). */
static void stop_pondering(XBoard *x)
{
    if (session_activity(&x->session) == SESSION_PONDERING)
        session_stop(&x->session);
}

#define LONGEST_TIME 1e7 /* minutes or seconds: anything longer is a mistake */

/* "5", "0.5" or "m:ss" ("m:ss" as seconds, the others as given). */
static bool parse_seconds(const char *text, double *out)
{
    char minutes[32];
    const char *colon = strchr(text, ':');
    double before, after = 0;
    if (!colon)
        return parse_decimal(text, 0, LONGEST_TIME, out);
    if ((size_t)(colon - text) >= sizeof minutes)
        return false;
    snprintf(minutes, sizeof minutes, "%.*s", (int)(colon - text), text);
    if (!parse_decimal(minutes, 0, LONGEST_TIME, &before) || !parse_decimal(colon + 1, 0, LONGEST_TIME, &after))
        return false;
    *out = before * 60 + after;
    return true;
}

/* Each command gets its arguments and the whole line (for error replies). */
typedef struct {
    const char *name;
    void (*run)(XBoard *x, char *args, const char *line);
    bool refused_while_thinking; /* changes the game: not while the engine thinks on its move */
} XBoardCommand;

static void cmd_protover(XBoard *x, char *args, const char *line)
{
    (void)x, (void)args, (void)line;
    send_features();
}

static void cmd_new(XBoard *x, char *args, const char *line)
{
    (void)args;
    char error[GAME_ERROR_MAX];
    halt(x);
    x->analyzing = false;
    if (!session_new_game(&x->session, game_find("chess"), error)) {
        error_reply(error, line);
        return;
    }
    x->engine_side = SIDE_SECOND;
    x->result_received = false;
    x->max_depth = 0;
    x->nodes_per_second = 0;
    x->engine_clock = 0;
    x->hint = MOVE_NONE;
    clear_filter(x);
}

/* The setup line (and piece lines) of an engine-defined variant, with the
 * game's current start position: a random Half-Court start goes to XBoard,
 * which passes it on to the second engine. */
static void send_setup(XBoard *x)
{
    const Game *g = x->session.game;
    const XBoardVariant *v = xboard_variant_of(g);
    char fen[GAME_TEXT_MAX], setup_fen[GAME_TEXT_MAX];
    g->get_text(x->session.history.positions, fen);
    if (v->translation && v->translation->setup_line) { /* sent with the option too: the board stays XBoard's */
        v->translation->setup_line(fen, setup_fen);
        send_line("%s", setup_fen);
        return;
    }
    if (!v->piece_to_char)
        return;
    xboard_setup_fen(v, fen, setup_fen);
    send_line("setup (%s) %dx%d+0_fairy %s", v->piece_to_char, g->files, g->ranks, setup_fen);
    for (int j = 0; v->pieces[j]; j++)
        send_line("piece %s", v->pieces[j]);
}

static void cmd_variant(XBoard *x, char *args, const char *line)
{
    const XBoardVariant *v = xboard_variant_named(args);
    if (v && v->refusal) {
        error_reply(v->refusal, line);
        return;
    }
    const Game *g = v ? game_find(v->game) : strcmp(args, "chess") ? game_find(args) : NULL;
    char error[GAME_ERROR_MAX];
    if (!g) {
        error_reply("unknown variant", line);
        return;
    }
    halt(x);
    if (!session_new_game(&x->session, g, error)) {
        error_reply(error, line);
        return;
    }
    clear_filter(x);
    x->result_received = false;
    send_setup(x);
    if (x->analyzing)
        start_search(x);
}

static void cmd_force(XBoard *x, char *args, const char *line)
{
    (void)args, (void)line;
    x->engine_side = NO_SIDE;
    x->result_received = false;
    if (!x->analyzing)
        halt(x);
}

static void cmd_go(XBoard *x, char *args, const char *line)
{
    (void)args;
    Session *s = &x->session;
    if (x->result_received) {
        error_reply("the game is over: " RESULT_RECEIVED, line);
        return;
    }
    x->engine_side = s->game->side_to_move(session_position(s));
    if (!announce_result(x))
        start_search(x);
}

static void cmd_playother(XBoard *x, char *args, const char *line)
{
    (void)args, (void)line;
    Session *s = &x->session;
    x->engine_side = 1 - s->game->side_to_move(session_position(s));
}

/* Runs a change of the game, stopping an analysis first and restarting it
 * after (on the new position, or the old one if the change was refused).
 * A move may end the game or put the engine on move. */
static void change_game(XBoard *x, bool (*change)(XBoard *x, const char *text, char *error), const char *text,
                        const char *line, bool is_move)
{
    char error[GAME_ERROR_MAX] = "";
    if (x->analyzing)
        halt(x);
    bool changed = change(x, text, error);
    if (changed)
        clear_filter(x);
    if (changed && !is_move)
        x->result_received = false; /* the game goes on from another position */
    if (!changed) {
        if (is_move)
            send_line("Illegal move (%s): %s", error, text);
        else
            error_reply(error, line);
    } else if (is_move && !x->analyzing && !announce_result(x)) {
        start_search(x);
    }
    if (x->analyzing)
        start_search(x);
}

/* Whether a move text has XBoard's coordinate form ("d3d5", "@@@@")
 * rather than a game's own notation. */
static bool in_xboard_form(const char *text)
{
    return !strcmp(text, "@@@@") || (strlen(text) >= 4 && text[2] >= 'a' && text[2] <= 'z' && text[3] >= '0' &&
                                      text[3] <= '9' && !strchr(text, '-'));
}

/* A move in the game's own text or in XBoard's form, as the game's own
 * text in own. */
static bool own_move_text(XBoard *x, const char *text, char *own, char *error)
{
    Session *s = &x->session;
    const XBoardTranslation *t = xboard_variant_of(s->game)->translation;
    snprintf(own, GAME_TEXT_MAX, "%s", text);
    return !(t && in_xboard_form(text) && !t->move_in(s->game, session_position(s), text, own, error));
}

/* A move in the game's own text or in XBoard's form; for a translated
 * game the lines after it follow. */
static bool play_move(XBoard *x, const char *text, char *error)
{
    Session *s = &x->session;
    char own[GAME_TEXT_MAX], before[GAME_TEXT_MAX];
    XBoardMove told;
    GameResult ended = history_result(&s->history);
    if (x->result_received || (ended.outcome != OUTCOME_NONE && ended.automatic)) {
        snprintf(error, GAME_ERROR_MAX, "the game is over: %s",
                 x->result_received ? RESULT_RECEIVED : result_reason_text(ended));
        return false;
    }
    s->game->get_text(session_position(s), before);
    if (!own_move_text(x, text, own, error) || !session_play_text(s, own, error))
        return false;
    move_for_xboard(x, before, own, &told);
    send_after_move(x, &told);
    return true;
}

static bool set_board(XBoard *x, const char *text, char *error)
{
    const XBoardTranslation *t = xboard_variant_of(x->session.game)->translation;
    char own[GAME_TEXT_MAX];
    x->hint = MOVE_NONE;
    if (t && t->board_in && strlen(text) < GAME_TEXT_MAX) {
        if (t->board_in(text, own, error))
            text = own;
        else if (*error)
            return false;
    }
    return session_set_text(&x->session, text, error);
}

/* Takes back the number of plies given as a digit. */
static bool take_back(XBoard *x, const char *plies_text, char *error)
{
    int plies = plies_text[0] - '0';
    if (x->session.history.plies < plies) {
        snprintf(error, GAME_ERROR_MAX, "no moves to take back");
        return false;
    }
    for (int i = 0; i < plies; i++)
        history_undo(&x->session.history);
    return true;
}

/* The opponent played the move pondered on: the ponder search goes on as
 * the search for the engine's move, under the clock as it is now. */
static bool ponder_hit(XBoard *x, const char *text)
{
    Session *s = &x->session;
    Move m;
    char own[GAME_TEXT_MAX], before[GAME_TEXT_MAX], error[GAME_ERROR_MAX];
    if (session_activity(s) != SESSION_PONDERING || !own_move_text(x, text, own, error) ||
        !s->game->text_to_move(session_position(s), own, &m, error) || m != x->ponder_move)
        return false;
    s->game->get_text(session_position(s), before);
    if (!history_play(&s->history, m))
        return false;
    clear_filter(x);
    XBoardMove told;
    move_for_xboard(x, before, own, &told);
    send_after_move(x, &told);
    if (*told.stop || announce_result(x)) {
        session_stop(s); /* not hit: it does not move */
        return true;
    }
    SearchLimits clock;
    move_limits(x, s->history.plies, &clock);
    atomic_store(&x->ponder_hit, true);
    session_ponderhit(s, &clock);
    return true;
}

static void cmd_usermove(XBoard *x, char *args, const char *line)
{
    if (!ponder_hit(x, args))
        change_game(x, play_move, args, line, true);
}

static void cmd_setboard(XBoard *x, char *args, const char *line) { change_game(x, set_board, args, line, false); }

static void cmd_undo(XBoard *x, char *args, const char *line)
{
    (void)args;
    change_game(x, take_back, "1", line, false);
}

static void cmd_remove(XBoard *x, char *args, const char *line)
{
    (void)args;
    change_game(x, take_back, "2", line, false);
}

static void cmd_move_now(XBoard *x, char *args, const char *line)
{
    (void)args, (void)line;
    if (thinking(x))
        session_stop(&x->session); /* the search plays its best move so far */
}

static void cmd_ping(XBoard *x, char *args, const char *line)
{
    (void)line;
    if (thinking(x))
        session_wait(&x->session); /* the pong must come after the move */
    send_line("pong %s", args);
}

static void cmd_result(XBoard *x, char *args, const char *line)
{
    (void)args, (void)line;
    halt(x);
    x->analyzing = false;
    x->engine_side = NO_SIDE;
    x->result_received = true;
}

static void cmd_draw(XBoard *x, char *args, const char *line)
{
    (void)args, (void)line;
    if (x->engine_side != NO_SIDE && x->last_score < DRAW_ACCEPT_SCORE)
        send_line("offer draw");
}

static void cmd_hint(XBoard *x, char *args, const char *line)
{
    (void)args, (void)line;
    Session *s = &x->session;
    if (x->hint == MOVE_NONE || x->hint_ply != s->history.plies || thinking(x))
        return;
    char text[GAME_TEXT_MAX];
    if (xboard_line_text(s->game, translation(x), session_position(s), &x->hint, 1, text, sizeof text))
        send_line("Hint: %s", text);
}

static void cmd_ponder(XBoard *x, char *args, const char *line)
{
    (void)args;
    atomic_store(&x->ponder_enabled, !strcmp(line, "hard"));
    if (!atomic_load(&x->ponder_enabled))
        stop_pondering(x);
}

/* exclude MOVE, include MOVE, exclude all, include all: which root moves
 * the searches of the current position may play. */
static void cmd_exclude(XBoard *x, char *args, const char *line)
{
    bool exclude = line[0] == 'e', all = !strcmp(args, "all");
    Session *s = &x->session;
    Move m = MOVE_NONE;
    char own[GAME_TEXT_MAX], error[GAME_ERROR_MAX] = "";
    if (!all &&
        (!own_move_text(x, args, own, error) || !s->game->text_to_move(session_position(s), own, &m, error))) {
        error_reply(error, line);
        return;
    }
    if (x->analyzing)
        halt(x);
    if (all) {
        x->filter_includes = exclude;
        x->filter_count = 0;
    } else {
        /* listed: excluded, or with filter_includes included */
        int i = 0;
        while (i < x->filter_count && x->filter[i] != m)
            i++;
        if (exclude != x->filter_includes && i == x->filter_count)
            x->filter[x->filter_count++] = m;
        else if (exclude == x->filter_includes && i < x->filter_count)
            x->filter[i] = x->filter[--x->filter_count];
    }
    if (x->analyzing)
        start_search(x);
}

static void cmd_post(XBoard *x, char *args, const char *line)
{
    (void)args;
    x->post = !strcmp(line, "post");
}

static void cmd_analyze(XBoard *x, char *args, const char *line)
{
    (void)args, (void)line;
    x->analyzing = true;
    x->post = true;
    x->engine_side = NO_SIDE;
    halt(x);
    start_search(x);
}

static void cmd_exit(XBoard *x, char *args, const char *line)
{
    (void)args;
    if (!x->analyzing) {
        error_reply("not analysing", line);
        return;
    }
    halt(x);
    x->analyzing = false;
}

/* '.': a status line for the analysis window. */
static void cmd_status(XBoard *x, char *args, const char *line)
{
    (void)args, (void)line;
    if (!x->analyzing)
        return;
    const SearchReport *r = &x->last_report;
    send_line("stat01: %" PRIu64 " %" PRIu64 " %d 0 0", (uint64_t)(r->seconds * 100), r->nodes, r->depth);
}

static void cmd_level(XBoard *x, char *args, const char *line)
{
    char mps[32], base[32], inc[32], extra[2];
    long long moves;
    double base_value, increment;
    if (sscanf(args, "%31s %31s %31s %1s", mps, base, inc, extra) != 3 || !parse_number(mps, 0, 100000, &moves) ||
        !parse_seconds(base, &base_value) || !parse_seconds(inc, &increment)) {
        error_reply("level needs MPS BASE INC", line);
        return;
    }
    base_value = strchr(base, ':') ? base_value : base_value * 60; /* BASE is minutes or m:ss */
    if (base_value <= 0 && increment <= 0) {
        error_reply("level gives no time: BASE or INC must be above 0", line);
        return;
    }
    x->moves_per_session = (int)moves;
    x->base_seconds = base_value;
    x->increment = increment;
    x->fixed_seconds = 0;
}

static void cmd_st(XBoard *x, char *args, const char *line)
{
    double seconds;
    if (!parse_seconds(args, &seconds) || seconds <= 0)
        error_reply("st needs seconds", line);
    else
        x->fixed_seconds = seconds;
}

static void cmd_sd(XBoard *x, char *args, const char *line)
{
    long long depth;
    if (!parse_number(args, 1, SEARCH_MAX_PLY - 1, &depth))
        error_reply("sd needs a depth from 1 to 95", line);
    else
        x->max_depth = (int)depth;
}

static void cmd_nps(XBoard *x, char *args, const char *line)
{
    long long rate;
    if (!parse_number(args, 0, 1000000000, &rate))
        error_reply("nps needs a node rate", line);
    else
        x->nodes_per_second = rate;
}

static void cmd_time(XBoard *x, char *args, const char *line)
{
    long long centiseconds;
    if (!parse_number(args, 0, 100000000, &centiseconds))
        error_reply("needs centiseconds from 0 to 100000000", line);
    else if (!strncmp(line, "time", 4))
        x->engine_clock = centiseconds > 0 ? (double)centiseconds / 100 : 0.01;
}

static void cmd_memory(XBoard *x, char *args, const char *line)
{
    char error[GAME_ERROR_MAX];
    if (x->analyzing)
        halt(x);
    if (!engine_option_set(&x->session, "Hash", args, error))
        error_reply(error, line);
    if (x->analyzing)
        start_search(x);
}

static void cmd_cores(XBoard *x, char *args, const char *line)
{
    char error[GAME_ERROR_MAX];
    if (x->analyzing)
        halt(x);
    if (!engine_option_set(&x->session, "Threads", args, error))
        error_reply(error, line);
    if (x->analyzing)
        start_search(x);
}

/* option NAME=VALUE */
static void cmd_option(XBoard *x, char *args, const char *line)
{
    char *eq = strchr(args, '=');
    char error[GAME_ERROR_MAX];
    EngineOption o;
    int i, count = engine_option_count();
    if (eq)
        *eq = '\0';
    if (eq && !strcmp(args, XBOARD_GAME_NOTATION_OPTION)) {
        x->game_notation = atoi(eq + 1) != 0;
        return;
    }
    for (i = 0; i < count; i++) {
        engine_option_get(i, &o);
        if (!o.uci_only && !strcmp(o.name, args))
            break;
    }
    if (i == count)
        error_reply("unknown option", line);
    else if (!eq)
        error_reply("option needs NAME=VALUE", line);
    else if (!engine_option_set(&x->session, args, eq + 1, error))
        error_reply(error, line);
}

static void cmd_ignore(XBoard *x, char *args, const char *line) { (void)x, (void)args, (void)line; }

static const XBoardCommand commands[] = {
    {"protover", cmd_protover, false},
    {"new", cmd_new, false},
    {"variant", cmd_variant, true},
    {"force", cmd_force, false},
    {"go", cmd_go, true},
    {"playother", cmd_playother, true},
    {"usermove", cmd_usermove, true},
    {"setboard", cmd_setboard, true},
    {"undo", cmd_undo, true},
    {"remove", cmd_remove, true},
    {"?", cmd_move_now, false},
    {"ping", cmd_ping, false},
    {"result", cmd_result, false},
    {"draw", cmd_draw, false},
    {"hint", cmd_hint, false},
    {"hard", cmd_ponder, false},
    {"easy", cmd_ponder, false},
    {"exclude", cmd_exclude, true},
    {"include", cmd_exclude, true},
    {"post", cmd_post, false},
    {"nopost", cmd_post, false},
    {"analyze", cmd_analyze, true},
    {"exit", cmd_exit, false},
    {".", cmd_status, false},
    {"level", cmd_level, false},
    {"st", cmd_st, false},
    {"sd", cmd_sd, false},
    {"nps", cmd_nps, false},
    {"time", cmd_time, false},
    {"otim", cmd_time, false},
    {"memory", cmd_memory, true},
    {"cores", cmd_cores, true},
    {"option", cmd_option, false},
    /* sent by XBoard, nothing for this engine to do */
    {"xboard", cmd_ignore, false},
    {"accepted", cmd_ignore, false},
    {"rejected", cmd_ignore, false},
    {"random", cmd_ignore, false},
    {"computer", cmd_ignore, false},
    {"name", cmd_ignore, false},
    {"ics", cmd_ignore, false},
};

static void handle(XBoard *x, char *line)
{
    char full[1024];
    snprintf(full, sizeof full, "%s", line);
    char *command = line, *args = line + strcspn(line, " \t");
    if (*args)
        *args++ = '\0';
    args += strspn(args, " \t");
    if (!*command)
        return;
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++) {
        if (strcmp(command, commands[i].name))
            continue;
        bool changes_game = commands[i].refused_while_thinking;
        if (changes_game && thinking(x)) {
            error_reply("the engine is thinking on its move; send force or ? first", full);
            return;
        }
        if (changes_game && commands[i].run != cmd_usermove)
            stop_pondering(x);
        commands[i].run(x, args, full);
        return;
    }
    error_reply("unknown command", full);
}

int xboard_loop(FILE *in, const SessionConfig *config)
{
    XBoard *x = calloc(1, sizeof *x);
    if (!x)
        return 1;
    x->engine_side = SIDE_SECOND;
    atomic_init(&x->discard_move, false);
    atomic_init(&x->ponder_enabled, false);
    atomic_init(&x->ponder_hit, false);
    if (!session_init(&x->session, game_find("chess"), config)) {
        free(x);
        return 1;
    }
    LineReader reader;
    line_reader_init(&reader, PROTOCOL_LINE_LIMIT);
    for (LineStatus status; (status = line_read(&reader, in)) != LINE_END;) {
        if (status != LINE_READ) {
            char reason[64], excerpt[64];
            error_reply(line_refusal(&reader, status, reason, sizeof reason),
                        line_excerpt(&reader, excerpt, sizeof excerpt));
            continue;
        }
        char *start = reader.text + strspn(reader.text, " \t");
        if (!strcmp(start, "quit"))
            break;
        handle(x, start);
    }
    line_reader_free(&reader);
    halt(x);
    session_free(&x->session);
    free(x);
    return 0;
}
