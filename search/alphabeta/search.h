/*
 * The alpha-beta searcher for every perfect-information game, reached only
 * through the game interface. It never prints: it reports each finished
 * iteration through a callback, and the protocol formats that.
 */
#ifndef FACEOFF_SEARCH_H
#define FACEOFF_SEARCH_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

#include "engine/game_history.h"
#include "tt.h"

#define SEARCH_MAX_PLY 96
#define SEARCH_MAX_THREADS 256
#define SEARCH_MAX_MULTI_PV 64
#define SCORE_MATE 30000
#define SCORE_INFINITE 32000
/* Scores beyond this are mates: SCORE_MATE - plies to mate. */
#define SCORE_MATE_BOUND (SCORE_MATE - 1000)

/* What limits a search; 0 (or false) means "no such limit". Clock times in
 * seconds. With none set, the search runs until stopped. */
typedef struct {
    int depth;
    uint64_t nodes;
    double move_time;  /* exactly this long per move */
    double time_left;  /* the clock of the side to move */
    double increment;
    int moves_to_go;   /* moves until the next time control, 0 if none */
    bool infinite;     /* until stopped, whatever else is set */
    int mate;          /* stop once a mate in this many moves is found */
    bool ponder;       /* on the opponent's time: as infinite until searcher_ponderhit(),
                          then the clock limits above apply from that moment */
    uint64_t node_cap; /* a test's cap, kept even when infinite or pondering (which then
                          still wait for searcher_stop() or searcher_ponderhit() to answer) */
    /* A root move filter (XBoard's exclude and include): the root moves
     * listed are not searched or, with root_filter_includes, the only ones
     * searched. The list must outlive the search. */
    const Move *root_filter;
    int root_filter_count;
    bool root_filter_includes;
} SearchLimits;

typedef struct {
    int depth, seldepth;
    int score;         /* centipawns, or mate as SCORE_MATE - plies */
    int line;          /* 1 for the best line; 2, 3, ... for the next MultiPV lines */
    uint64_t nodes;
    double seconds;
    int hashfull;      /* permille of the table in use */
    int pv_length;
    Move pv[SEARCH_MAX_PLY];
} SearchReport;

typedef void (*SearchReportFn)(const SearchReport *report, void *context);

typedef struct Searcher Searcher;

Searcher *searcher_new(size_t hash_megabytes);
/* Back to what searcher_new(hash_megabytes) gives, keeping the memory it
 * can (the fuzzer runs many sessions on one searcher); false if memory
 * runs out. */
bool searcher_reset(Searcher *s, size_t hash_megabytes);
void searcher_free(Searcher *s);
/* False (and the old table kept) if memory runs out. */
bool searcher_set_hash(Searcher *s, size_t megabytes);
/* Forgets everything learnt: a new game. */
void searcher_clear(Searcher *s);
/* Lazy SMP: threads search the same position and share the table; the
 * first reports and decides. False (and the old count kept) for a count
 * outside 1..SEARCH_MAX_THREADS or if memory runs out. */
bool searcher_set_threads(Searcher *s, int threads);
/* How many best lines to search and report (MultiPV); false outside
 * 1..SEARCH_MAX_MULTI_PV. */
bool searcher_set_multi_pv(Searcher *s, int lines);
/* Weakened play for people (UCI's Skill Level): below SEARCH_FULL_SKILL
 * the search stops at depth 1 + level and the move played is drawn among
 * the best SEARCH_SKILL_LINES lines, a worse line the likelier the lower
 * the level; seed makes the draws reproducible. SEARCH_FULL_SKILL (the
 * default) searches and plays as ever. False outside 0..SEARCH_FULL_SKILL. */
#define SEARCH_FULL_SKILL 20
#define SEARCH_SKILL_LINES 4
bool searcher_set_skill(Searcher *s, int level, uint64_t seed);
/* Time kept back on every move for the protocol's own lag. */
void searcher_set_move_overhead(Searcher *s, double seconds);

/* Searches the history's current position and returns the best move found
 * (MOVE_NONE only if there is no legal move the root filter lets through).
 * Blocks; searcher_stop() from another thread ends it early. The report
 * callback may be NULL. */
Move searcher_run(Searcher *s, const GameHistory *history, const SearchLimits *limits, SearchReportFn report,
                  void *context, Move *ponder);
/* Nodes the last search visited, every thread counted. */
uint64_t searcher_nodes(const Searcher *s);
/* Asks a running search to finish as soon as possible; safe from any
 * thread. The request stands until searcher_arm(), so a stop that comes
 * before the search thread starts is not lost. */
void searcher_stop(Searcher *s);
/* The opponent played the move pondered on: the search goes on as a
 * normal timed search from now. Safe from any thread, and not lost if it
 * comes between searcher_arm() and the start of the search. */
void searcher_ponderhit(Searcher *s);
/* Clears a stop request (and a ponderhit, and what is left of an old ponder
 * search); call before starting a search. */
void searcher_arm(Searcher *s);

/* The limits' root filter lets m be searched. */
bool search_root_allowed(const SearchLimits *limits, Move m);

/* Mate distance in moves (positive: the side to move mates), for a score
 * beyond SCORE_MATE_BOUND. */
int score_mate_moves(int score);

#endif
