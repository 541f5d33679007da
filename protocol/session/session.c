#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include "session.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

const SessionConfig SESSION_DEFAULTS = {SESSION_DEFAULT_HASH_MB, 0, 0, false, NULL, false};

static void *search_thread(void *arg);

bool session_init(Session *s, const Game *game, const SessionConfig *config)
{
    memset(s, 0, sizeof *s);
    uint64_t seed_state = config->seed_state;
    s->node_cap = config->node_cap;
    s->synchronous = config->synchronous;
    s->tiny_hash = config->tiny_hash;
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
    s->skill_level = SEARCH_FULL_SKILL;
    s->elo = SESSION_ELO_DEFAULT;
    s->searcher_borrowed = config->searcher != NULL;
    if (s->searcher_borrowed)
        s->searcher = searcher_reset(config->searcher, config->hash_megabytes) ? config->searcher : NULL;
    else
        s->searcher = searcher_new(config->hash_megabytes);
    pthread_mutex_init(&s->lock, NULL);
    pthread_cond_init(&s->wake, NULL);
    pthread_cond_init(&s->changed, NULL);
    char error[GAME_ERROR_MAX];
    if (s->searcher && session_new_game(s, game, error) &&
        (s->synchronous || pthread_create(&s->thread, NULL, search_thread, s) == 0))
        return true;
    history_free(&s->history);
    if (!s->searcher_borrowed)
        searcher_free(s->searcher);
    return false;
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

uint64_t session_fresh_seed(Session *s) { return next_seed(s); }

int session_skill(const Session *s)
{
    if (!s->limit_strength)
        return s->skill_level;
    int level = (s->elo - SESSION_ELO_MIN) / 100;
    return level < 0 ? 0 : level > SEARCH_FULL_SKILL ? SEARCH_FULL_SKILL : level;
}

void session_apply_skill(Session *s)
{
    session_stop(s);
    searcher_set_skill(s->searcher, session_skill(s), next_seed(s));
}

void session_free(Session *s)
{
    session_stop(s);
    if (!s->synchronous) {
        pthread_mutex_lock(&s->lock);
        s->quit = true;
        pthread_cond_signal(&s->wake);
        pthread_mutex_unlock(&s->lock);
        pthread_join(s->thread, NULL);
    }
    pthread_mutex_destroy(&s->lock);
    pthread_cond_destroy(&s->wake);
    pthread_cond_destroy(&s->changed);
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

/* Runs the search queued and its done callback; called with the lock
 * held, returns with it held. */
static void run_queued(Session *s)
{
    s->queued = false;
    s->searching = true;
    pthread_cond_broadcast(&s->changed);
    pthread_mutex_unlock(&s->lock);
    Move ponder;
    Move best = searcher_run(s->searcher, &s->search_history, &s->limits, s->report, s->context, &ponder);
    /* Not searching from here on, before the answer goes out: a GUI
     * replies at once, and its next command must not find the search
     * still running (session_activity() waits for the answer). */
    pthread_mutex_lock(&s->lock);
    s->searching = s->pondering = false;
    s->answering = true;
    pthread_mutex_unlock(&s->lock);
    s->done(best, ponder, s->context);
    pthread_mutex_lock(&s->lock);
    s->answering = false;
    pthread_cond_broadcast(&s->changed);
}

/* Runs the searches queued, one at a time, until told to quit. */
static void *search_thread(void *arg)
{
    Session *s = arg;
    pthread_mutex_lock(&s->lock);
    for (;;) {
        while (!s->queued && !s->quit)
            pthread_cond_wait(&s->wake, &s->lock);
        if (s->quit)
            break;
        run_queued(s);
    }
    pthread_mutex_unlock(&s->lock);
    return NULL;
}

bool session_search_ends(const SearchLimits *limits)
{
    return !limits->infinite && !limits->ponder &&
           (limits->depth > 0 || limits->nodes > 0 || limits->move_time > 0 || limits->time_left > 0 ||
            limits->increment > 0);
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

/* Queues a search of the game, with 'expected' played first unless it is
 * MOVE_NONE. Called from a done callback, it runs on the search thread:
 * the search that called it has ended, and a waiting session_stop()
 * forbids a new one. */
static bool queue_search(Session *s, Move expected, const SearchLimits *limits, SearchReportFn report,
                         SessionDoneFn done, void *context)
{
    if (s->synchronous && (s->answering || !session_search_ends(limits)))
        return false;
    bool from_callback = !s->synchronous && pthread_equal(pthread_self(), s->thread);
    if (!from_callback)
        session_stop(s);
    pthread_mutex_lock(&s->lock);
    bool ok = !(from_callback && s->stopping);
    if (ok) {
        history_free(&s->search_history);
        ok = session_copy_history(&s->search_history, &s->history) &&
             (expected == MOVE_NONE || history_play(&s->search_history, expected));
    }
    if (ok) {
        mark_played(s);
        s->limits = *limits;
        s->limits.node_cap = s->node_cap;
        s->report = report;
        s->done = done;
        s->context = context;
        searcher_arm(s->searcher);
        s->queued = true;
        s->pondering = limits->ponder;
        if (s->synchronous)
            run_queued(s);
        else
            pthread_cond_signal(&s->wake);
    }
    pthread_mutex_unlock(&s->lock);
    return ok;
}

bool session_go(Session *s, const SearchLimits *limits, SearchReportFn report, SessionDoneFn done, void *context)
{
    return queue_search(s, MOVE_NONE, limits, report, done, context);
}

bool session_ponder(Session *s, Move expected, const SearchLimits *limits, SearchReportFn report, SessionDoneFn done,
                    void *context)
{
    SearchLimits ponder = *limits;
    ponder.ponder = true;
    return queue_search(s, expected, &ponder, report, done, context);
}

bool session_ponderhit(Session *s, const SearchLimits *clock)
{
    pthread_mutex_lock(&s->lock);
    bool pondering = s->pondering;
    if (pondering) {
        /* The search reads the clock fields only once it sees the hit. */
        if (clock) {
            s->limits.move_time = clock->move_time;
            s->limits.time_left = clock->time_left;
            s->limits.increment = clock->increment;
            s->limits.moves_to_go = clock->moves_to_go;
        }
        s->pondering = false;
        searcher_ponderhit(s->searcher);
    }
    pthread_mutex_unlock(&s->lock);
    return pondering;
}

void session_wait(Session *s)
{
    pthread_mutex_lock(&s->lock);
    while ((s->queued || s->searching || s->answering) && !s->pondering)
        pthread_cond_wait(&s->changed, &s->lock);
    pthread_mutex_unlock(&s->lock);
}

void session_stop(Session *s)
{
    pthread_mutex_lock(&s->lock);
    s->stopping = true;
    searcher_stop(s->searcher);
    while (s->queued || s->searching || s->answering)
        pthread_cond_wait(&s->changed, &s->lock);
    s->stopping = false;
    pthread_mutex_unlock(&s->lock);
}

SessionActivity session_activity(Session *s)
{
    pthread_mutex_lock(&s->lock);
    while (s->queued || s->answering)
        pthread_cond_wait(&s->changed, &s->lock);
    SessionActivity activity = !s->searching ? SESSION_IDLE : s->pondering ? SESSION_PONDERING : SESSION_SEARCHING;
    pthread_mutex_unlock(&s->lock);
    return activity;
}

bool session_busy(Session *s) { return session_activity(s) != SESSION_IDLE; }

void session_line_text(const Game *game, const void *pos, const Move *moves, int count, bool chess960, char *out,
                       size_t size)
{
    unsigned char *a = malloc(game->position_size), *b = malloc(game->position_size);
    size_t used = 0;
    out[0] = '\0';
    if (a && b) {
        memcpy(a, pos, game->position_size);
        for (int i = 0; i < count && used + GAME_TEXT_MAX + 2 < size; i++) {
            char text[GAME_TEXT_MAX];
            game_move_text(game, a, moves[i], chess960, text);
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
