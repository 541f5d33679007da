#include "session.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

bool session_init(Session *s, const Game *game)
{
    memset(s, 0, sizeof *s);
    s->hash_megabytes = 64;
    s->searcher = searcher_new(s->hash_megabytes);
    char error[GAME_ERROR_MAX];
    return s->searcher && session_new_game(s, game, error);
}

void session_free(Session *s)
{
    session_stop(s);
    history_free(&s->history);
    history_free(&s->search_history);
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

bool session_new_game(Session *s, const Game *game, char *error)
{
    session_stop(s);
    if (game != s->game)
        game_default_options(game, &s->options);
    unsigned char *pos = malloc(game->position_size);
    bool ok = pos && game->set_start(pos, &s->options, error) && restart_from(s, game, pos);
    free(pos);
    if (ok)
        searcher_clear(s->searcher);
    return ok;
}

bool session_set_text(Session *s, const char *text, char *error)
{
    session_stop(s);
    unsigned char *pos = malloc(s->game->position_size);
    bool ok = pos && s->game->set_text(pos, text, error) && restart_from(s, s->game, pos);
    free(pos);
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
    return true;
}

static void *search_thread(void *arg)
{
    Session *s = arg;
    Move ponder;
    Move best = searcher_run(s->searcher, &s->search_history, &s->limits, s->report, s->context, &ponder);
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
    s->limits = *limits;
    s->report = report;
    s->done = done;
    s->context = context;
    searcher_arm(s->searcher);
    if (pthread_create(&s->thread, NULL, search_thread, s) != 0)
        return false;
    s->searching = true;
    return true;
}

void session_stop(Session *s)
{
    if (!s->searching)
        return;
    searcher_stop(s->searcher);
    pthread_join(s->thread, NULL);
    s->searching = false;
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
