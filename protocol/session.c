#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include "session.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

const SessionConfig SESSION_DEFAULTS = {SESSION_DEFAULT_HASH_MB, 0, 0, false, NULL};

bool session_init(Session *s, const Game *game, const SessionConfig *config)
{
    memset(s, 0, sizeof *s);
    uint64_t seed_state = config->seed_state;
    s->node_cap = config->node_cap;
    s->tiny_hash = config->tiny_hash;
    atomic_init(&s->running, false);
    int count;
    const Game *const *games = game_list(&count);
    for (int i = 0; i < count && i < SESSION_MAX_GAMES; i++) {
        game_default_options(games[i], &s->options[i]);
        s->start_played[i] = true; /* so the first game draws its start */
    }
    if (seed_state == 0) {
        struct timespec t;
        clock_gettime(CLOCK_REALTIME, &t);
        seed_state = (uint64_t)t.tv_sec * 1000000007u ^ (uint64_t)t.tv_nsec ^ ((uint64_t)getpid() << 32);
    }
    s->seed_state = seed_state;
    s->searcher_borrowed = config->searcher != NULL;
    if (s->searcher_borrowed)
        s->searcher = searcher_reset(config->searcher, config->hash_megabytes) ? config->searcher : NULL;
    else
        s->searcher = searcher_new(config->hash_megabytes);
    char error[GAME_ERROR_MAX];
    return s->searcher && session_new_game(s, game, error);
}

/* The index of a game in game_list() (0 for an unlisted one, which
 * cannot happen). */
static int game_index(const Game *game)
{
    int count;
    const Game *const *games = game_list(&count);
    for (int i = 0; i < count && i < SESSION_MAX_GAMES; i++)
        if (games[i] == game)
            return i;
    return 0;
}

GameOptions *session_options(Session *s, const Game *game) { return &s->options[game_index(game)]; }

/* The current game is being played from its start: a later new game
 * draws a new one. */
static void mark_played(Session *s)
{
    if (s->from_start)
        s->start_played[game_index(s->game)] = true;
}

/* splitmix64: a well-mixed 64-bit value per call. */
static uint64_t next_seed(Session *s)
{
    uint64_t z = (s->seed_state += 0x9e3779b97f4a7c15u);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

void session_free(Session *s)
{
    session_stop(s);
    history_free(&s->history);
    history_free(&s->search_history);
    if (!s->searcher_borrowed)
        searcher_free(s->searcher);
}

const void *session_position(const Session *s) { return history_current(&s->history); }

static bool restart_from(Session *s, const Game *game, const void *pos)
{
    GameHistory fresh;
    if (!history_start(&fresh, game, pos))
        return false;
    history_free(&s->history);
    s->history = fresh;
    s->game = game;
    return true;
}

static bool start_game(Session *s, const Game *game, uint64_t seed, char *error)
{
    session_stop(s);
    GameOptions opts = *session_options(s, game);
    opts.seed = seed;
    unsigned char *pos = malloc(game->position_size);
    bool ok = pos && game->set_start(pos, &opts, error) && restart_from(s, game, pos);
    free(pos);
    if (ok) {
        session_options(s, game)->seed = seed;
        s->from_start = true;
    }
    return ok;
}

bool session_new_game(Session *s, const Game *game, char *error)
{
    int index = game_index(game);
    uint64_t seed = s->start_played[index] ? next_seed(s) : s->options[index].seed;
    s->start_played[index] = false;
    bool ok = start_game(s, game, seed, error);
    if (ok)
        searcher_clear(s->searcher);
    return ok;
}

bool session_restart(Session *s, char *error) { return start_game(s, s->game, session_options(s, s->game)->seed, error); }

bool session_set_text(Session *s, const char *text, char *error)
{
    session_stop(s);
    unsigned char *pos = malloc(s->game->position_size);
    bool ok = pos && s->game->set_text(pos, text, error) && restart_from(s, s->game, pos);
    free(pos);
    if (ok)
        s->from_start = false;
    return ok;
}

bool session_play_text(Session *s, const char *text, char *error)
{
    session_stop(s);
    Move m;
    if (!s->game->text_to_move(session_position(s), text, &m, error))
        return false;
    if (!history_play(&s->history, m)) {
        snprintf(error, GAME_ERROR_MAX, "out of memory");
        return false;
    }
    mark_played(s);
    return true;
}

static void *search_thread(void *arg)
{
    Session *s = arg;
    Move ponder;
    Move best = searcher_run(s->searcher, &s->search_history, &s->limits, s->report, s->context, &ponder);
    /* Not busy from here on, before the answer goes out: a GUI replies at
     * once, and its next command must not find the search still running
     * (session_busy() waits for the rest of this thread). */
    atomic_store(&s->running, false);
    s->done(best, ponder, s->context);
    return NULL;
}

bool session_copy_history(GameHistory *to, const GameHistory *from)
{
    if (!history_start(to, from->game, from->positions))
        return false;
    for (int i = 0; i < from->plies; i++)
        if (!history_play(to, from->moves[i]))
            return false;
    return true;
}

bool session_go(Session *s, const SearchLimits *limits, SearchReportFn report, SessionDoneFn done, void *context)
{
    session_stop(s);
    history_free(&s->search_history);
    if (!session_copy_history(&s->search_history, &s->history))
        return false;
    mark_played(s);
    s->limits = *limits;
    s->limits.node_cap = s->node_cap;
    s->report = report;
    s->done = done;
    s->context = context;
    searcher_arm(s->searcher);
    atomic_store(&s->running, true);
    if (pthread_create(&s->thread, NULL, search_thread, s) != 0) {
        atomic_store(&s->running, false);
        return false;
    }
    s->searching = true;
    return true;
}

void session_wait(Session *s)
{
    if (!s->searching)
        return;
    pthread_join(s->thread, NULL);
    s->searching = false;
}

void session_stop(Session *s)
{
    if (s->searching)
        searcher_stop(s->searcher);
    session_wait(s);
}

bool session_busy(Session *s)
{
    if (atomic_load(&s->running))
        return true;
    session_wait(s); /* the search has ended: let its done callback finish */
    return false;
}

void session_line_text(const Game *game, const void *pos, const Move *moves, int count, char *out, size_t size)
{
    unsigned char *a = malloc(game->position_size), *b = malloc(game->position_size);
    size_t used = 0;
    out[0] = '\0';
    if (a && b) {
        memcpy(a, pos, game->position_size);
        for (int i = 0; i < count && used + GAME_TEXT_MAX + 2 < size; i++) {
            char text[GAME_TEXT_MAX];
            game->move_to_text(a, moves[i], text);
            used += (size_t)snprintf(out + used, size - used, "%s%s", i ? " " : "", text);
            game->make(a, moves[i], b);
            unsigned char *t = a;
            a = b;
            b = t;
        }
    }
    free(a);
    free(b);
}
