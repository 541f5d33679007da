/*
 * One engine session, shared by the UCI and XBoard front ends: the game
 * being played, its history, and a searcher running on its own thread so
 * the protocol can keep reading commands (stop, ?, isready) meanwhile.
 */
#ifndef FACEOFF_SESSION_H
#define FACEOFF_SESSION_H

#include <pthread.h>
#include <stdbool.h>

#include "engine/game_history.h"
#include "search/alphabeta/search.h"

/* Called on the search thread when a search ends. */
typedef void (*SessionDoneFn)(Move best, Move ponder, void *context);

#define SESSION_DEFAULT_HASH_MB 64
#define SESSION_MAX_GAMES 16

/* How a front end sets up its session. */
typedef struct {
    size_t hash_megabytes;
    uint64_t seed_state; /* for random starts; 0 draws one from the clock */
    /* Caps that keep the fuzzer's runs short; 0 for none. */
    uint64_t node_cap; /* no search goes beyond this many nodes */
    bool tiny_hash;    /* every Hash setting gets a one-entry table */
    /* The fuzzer's: run on this searcher, reset to searcher_new()'s state,
     * instead of a new one (session_free() leaves it); NULL for a new one. */
    Searcher *searcher;
    /* No search thread: session_go() runs the search to its end on the
     * caller's thread, done callback included, before it returns (a
     * WebAssembly worker, which has no threads and no blocking input, so
     * nothing could stop a search: it needs limits, session_search_ends()). */
    bool synchronous;
} SessionConfig;

/* The defaults: SESSION_DEFAULT_HASH_MB, seed from the clock, no cap. */
extern const SessionConfig SESSION_DEFAULTS;

typedef struct {
    const Game *game;
    /* Each game's option values, in game_list() order, kept across variant
     * changes; the seed is drawn afresh for every new game. */
    GameOptions options[SESSION_MAX_GAMES];
    /* A game was played (a move, or a search) from the game's start drawn
     * with its current seed; until then a new game keeps that start. */
    bool start_played[SESSION_MAX_GAMES];
    bool from_start;     /* the current game began at its start position */
    uint64_t seed_state; /* where fresh seeds come from */
    GameHistory history;
    Searcher *searcher;
    bool searcher_borrowed; /* config's searcher: not freed with the session */
    uint64_t node_cap;
    bool tiny_hash;
    bool ponder;         /* the GUI lets the engine think on the opponent's time */
    bool analyse_mode;   /* UCI_AnalyseMode */
    bool chess960;       /* UCI_Chess960: Chess960's castling and FEN text */
    bool synchronous;    /* SessionConfig.synchronous */
    /* Weakened play for people: Skill Level, or UCI_Elo when
     * UCI_LimitStrength is set (session_skill() is the level in force). */
    int skill_level;
    bool limit_strength;
    int elo;

    /* The search thread, started with the session, runs one search at a
     * time; a done callback may queue the next (XBoard's ponder search).
     * The flags are guarded by lock. */
    pthread_t thread;
    pthread_mutex_t lock;
    pthread_cond_t wake;    /* to the thread: a search is queued, or quit */
    pthread_cond_t changed; /* from it: a search began, or ended with its callback */
    bool queued;            /* a search waits for the thread */
    bool searching;         /* the thread is in the search */
    bool answering;         /* ... or in the done callback after it */
    bool pondering;         /* the search queued or running is a ponder search not hit */
    bool stopping;          /* session_stop() waits: a done callback queues nothing */
    bool quit;
    SearchLimits limits;
    SearchReportFn report;
    SessionDoneFn done;
    void *context;
    GameHistory search_history; /* the search's own copy: moves may arrive meanwhile */
} Session;

bool session_init(Session *s, const Game *game, const SessionConfig *config);
void session_free(Session *s);

/* A fresh seed from the session's seed source (SessionConfig.seed_state,
 * or the clock): for whatever a front end draws at random. */
uint64_t session_fresh_seed(Session *s);

/* The option values of a game (one of game_list()'s). */
GameOptions *session_options(Session *s, const Game *game);
/* A new game of 'game' from its start position, with a fresh seed for
 * whatever the start draws at random (Half-Court's start -1) unless the
 * last start drawn was never played: GUIs reset several times before a
 * game (XBoard sends new and variant twice), and the start announced
 * first must be the one played. */
bool session_new_game(Session *s, const Game *game, char *error);
/* The current game back at its start position, same seed: the same start
 * again (UCI's "position startpos" within one game). */
bool session_restart(Session *s, char *error);
/* The current game restarted from a position text. */
bool session_set_text(Session *s, const char *text, char *error);
/* Plays a move given as text; false with a reason if it is not legal. */
bool session_play_text(Session *s, const char *text, char *error);
const void *session_position(const Session *s);

/* Starts searching the current position on the search thread (a ponder
 * search if limits->ponder). From a done callback it queues the next
 * search instead, unless session_stop() is waiting (then false). A
 * synchronous session searches here and now, and only with limits that
 * end the search (false otherwise, and from a done callback). */
bool session_go(Session *s, const SearchLimits *limits, SearchReportFn report, SessionDoneFn done, void *context);
/* As session_go(), but a ponder search of the position after the move
 * 'expected' (the opponent's reply the engine expects). */
bool session_ponder(Session *s, Move expected, const SearchLimits *limits, SearchReportFn report, SessionDoneFn done,
                    void *context);
/* The opponent played the move pondered on: the ponder search goes on as
 * a normal search, under the clock fields of 'clock' (the clock now) if
 * not NULL. False if no ponder search is under way. */
bool session_ponderhit(Session *s, const SearchLimits *clock);
/* Stops a running search and waits for its thread (its done callback has
 * run when this returns). Harmless when none runs. */
void session_stop(Session *s);
/* Waits for a running search to end by itself (its done callback has
 * run), or to be a ponder search, which never ends by itself. */
void session_wait(Session *s);

typedef enum { SESSION_IDLE, SESSION_SEARCHING, SESSION_PONDERING } SessionActivity;
/* What the search thread does; a search that has ended is waited for to
 * the end of its done callback, so the caller sees its effects. */
SessionActivity session_activity(Session *s);
/* A search is under way (a ponder search too): session_activity() is not idle. */
bool session_busy(Session *s);

#define SESSION_ELO_MIN 800
#define SESSION_ELO_MAX 2800
#define SESSION_ELO_DEFAULT 1800
/* The skill level in force, 0..SEARCH_FULL_SKILL: UCI_Elo's (100 Elo a
 * level from SESSION_ELO_MIN; nominal, not measured) with
 * UCI_LimitStrength, else Skill Level. */
int session_skill(const Session *s);
/* Gives the searcher the level in force, with a fresh seed for its choices. */
void session_apply_skill(Session *s);

/* The search ends by itself under these limits: not infinite, not a
 * ponder search, and with a depth, nodes, a time or a clock. */
bool session_search_ends(const SearchLimits *limits);

/* A deep copy of a history (false if memory runs out). */
bool session_copy_history(GameHistory *to, const GameHistory *from);

/* The text of a line of moves played from pos, space-separated, in
 * Chess960's conventions if chess960 (see game_move_text()). */
void session_line_text(const Game *game, const void *pos, const Move *moves, int count, bool chess960, char *out,
                       size_t size);

#endif
