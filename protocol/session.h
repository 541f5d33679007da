/*
 * One engine session, shared by the UCI and XBoard front ends: the game
 * being played, its history, and a searcher running on its own thread so
 * the protocol can keep reading commands (stop, ?, isready) meanwhile.
 */
#ifndef FACEOFF_SESSION_H
#define FACEOFF_SESSION_H

#include <pthread.h>
#include <stdbool.h>

#include "../engine/game_history.h"
#include "../search/search.h"

/* Called on the search thread when a search ends. */
typedef void (*SessionDoneFn)(Move best, Move ponder, void *context);

typedef struct {
    const Game *game;
    GameOptions options;
    GameHistory history;
    Searcher *searcher;
    size_t hash_megabytes;

    pthread_t thread;
    bool searching;           /* a search thread exists that was not joined */
    SearchLimits limits;
    SearchReportFn report;
    SessionDoneFn done;
    void *context;
    GameHistory search_history; /* the search's own copy: moves may arrive meanwhile */
} Session;

bool session_init(Session *s, const Game *game);
void session_free(Session *s);

/* A new game of 'game' from its start position (with s->options). */
bool session_new_game(Session *s, const Game *game, char *error);
/* The current game restarted from a position text. */
bool session_set_text(Session *s, const char *text, char *error);
/* Plays a move given as text; false with a reason if it is not legal. */
bool session_play_text(Session *s, const char *text, char *error);
const void *session_position(const Session *s);

/* Starts searching the current position on the search thread. */
bool session_go(Session *s, const SearchLimits *limits, SearchReportFn report, SessionDoneFn done, void *context);
/* Stops a running search and waits for its thread (its done callback has
 * run when this returns). Harmless when none runs. */
void session_stop(Session *s);

/* A deep copy of a history (false if memory runs out). */
bool session_copy_history(GameHistory *to, const GameHistory *from);

/* The text of a line of moves played from pos, space-separated. */
void session_line_text(const Game *game, const void *pos, const Move *moves, int count, char *out, size_t size);

#endif
