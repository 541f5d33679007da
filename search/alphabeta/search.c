/*
 * Iterative deepening over a principal variation search with aspiration
 * windows, a transposition table, quiescence search with static exchange
 * pruning, reverse futility, razoring, null-move pruning, ProbCut, internal
 * iterative reduction, late move pruning, futility and exchange pruning,
 * late move reductions by history, ordering by killers, counter-moves,
 * history and continuation history, and check and singular extensions
 * (with multi-cut); static scores corrected by what the search learns of
 * each structure (correction.h), and the evaluator's incremental state (a
 * net's accumulators) carried from move to move; Lazy SMP helpers share
 * the table. Every game-specific question goes through the game interface;
 * a game switches off what is unsound for it (no generate_noisy: no
 * quiescence, no razoring; no make_null: no null move; no exchange_value:
 * no SEE; no structure_key: no correction).
 */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include "search.h"

#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "correction.h"
#include "history.h"
#include "large_memory.h"
#include "params.h"
#include "timeman.h"

#define HISTORY_SIZE 4096
#define CONTINUATION_SIZE 1024 /* buckets of the move before, in continuation history */
#define REPETITION_KEYS 1024

/* One thread's learned move-ordering and correction tables: pointer-free
 * and large (continuation history alone is 8 MB, read at random), so they
 * live on huge pages (large_memory.h) apart from the Worker, whose heap
 * pointers the leak sanitizer must see (it does not scan mapped memory). */
typedef struct {
    int16_t history[2][HISTORY_SIZE];
    Move counter_moves[HISTORY_SIZE]; /* the quiet refutation of each move before */
    /* How well a quiet move did after a given move one or two plies
     * before: the follow-ups and answers that work. */
    int16_t continuation[CONTINUATION_SIZE][HISTORY_SIZE];
    /* How often each noisy move (by side, squares and victim) refuted a
     * node: an eighth of it is added to the noisy moves' ordering hint. */
    int16_t capture_history[2][HISTORY_SIZE];
    CorrectionHistory correction;
} WorkerTables;

/* One thread's search state. */
typedef struct {
    Searcher *shared;
    int id;                   /* 0: the main thread, which reports and decides */
    unsigned char *positions; /* a slot per ply */
    size_t positions_size;
    Move *move_lists;         /* max_moves per ply */
    int *order_keys;          /* the moves' ordering keys, max_moves per ply */
    size_t move_lists_size;   /* slots in each of the two */
    uint64_t keys[REPETITION_KEYS + SEARCH_MAX_PLY + 1]; /* reversible history, then the search path */
    int root_key_index;       /* index of the root's key in keys */
    Move killers[SEARCH_MAX_PLY + 1][2];
    WorkerTables *tables;
    LargeMemory tables_memory;
    Move played[SEARCH_MAX_PLY + 1]; /* the move made at each ply, MOVE_NONE for a pass */
    int static_evals[SEARCH_MAX_PLY + 1]; /* -SCORE_INFINITE where in check */
    /* The move a singular-extension search at each ply leaves out (the
     * TT move it tests), else MOVE_NONE. */
    Move skipped[SEARCH_MAX_PLY + 1];
    int root_depth; /* of the iteration under way */
    Move pv[SEARCH_MAX_PLY + 1][SEARCH_MAX_PLY + 1];
    int pv_length[SEARCH_MAX_PLY + 1];
    _Atomic uint64_t nodes;   /* written by this thread only, read by the main one */
    bool aborted;             /* out of time or nodes, or the main thread finished */
    Move excluded[SEARCH_MAX_MULTI_PV]; /* root moves of this iteration's better lines (MultiPV) */
    int excluded_count;
    int seldepth;
    pthread_t thread;
} Worker;

struct Searcher {
    TransTable tt;
    double move_overhead;
    int game_moves_left; /* the root side's moves left in a game of fixed length; 0: not such a game */
    int time_weight;     /* the root move's share of the clock against an average move's, in percent */
    atomic_bool stop;     /* asked to stop from outside */
    atomic_bool finished; /* the main thread is done: helpers stop */
    int thread_count;
    Worker *workers;
    int multi_pv;         /* lines the main thread reports */
    int skill;            /* SEARCH_FULL_SKILL, or a weaker level */
    uint64_t skill_random; /* the weakened choices' random numbers */

    /* One search's settings, read by every thread. */
    const Game *game;
    const GameHistory *history;
    const SearchLimits *limits;
    uint64_t node_limit;
    double start;
    /* Absolute times (0: none); set again by a ponderhit from another thread. */
    _Atomic double soft_deadline, hard_deadline;
    _Atomic double clock_start; /* when the clock limits began to apply */
    atomic_bool pondering; /* a ponder search not yet hit: no time limits, wait for the GUI */
    atomic_bool ponderhit; /* a ponderhit came since searcher_arm(), perhaps before the search began */
    /* Signalled on a stop or ponderhit, for a finished infinite or ponder
     * search waiting to answer. */
    pthread_mutex_t wake_lock;
    pthread_cond_t wake;
};

static double now_seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

int score_mate_moves(int score)
{
    return score > 0 ? (SCORE_MATE - score + 1) / 2 : -(SCORE_MATE + score) / 2;
}

/* Late move reductions by depth and move number: LmrBase + ln d * ln i /
 * LmrDivisor (both hundredths; by default 0.75 + ln d * ln i / 2.25). */
static int lmr_table[64][64];

static void init_lmr_table(void)
{
    for (int d = 1; d < 64; d++)
        for (int i = 1; i < 64; i++)
            lmr_table[d][i] = (int)(PARAM(LmrBase) / 100.0 + log(d) * log(i) / (PARAM(LmrDivisor) / 100.0));
}

#ifdef FACEOFF_TUNING
void search_param_set(int i, int value)
{
    search_param_values[i] = value;
    init_lmr_table();
}
#endif

static void free_workers(Searcher *s)
{
    for (int i = 0; i < s->thread_count; i++) {
        large_memory_free(&s->workers[i].tables_memory);
        free(s->workers[i].positions);
        free(s->workers[i].move_lists);
        free(s->workers[i].order_keys);
    }
    free(s->workers);
    s->workers = NULL;
    s->thread_count = 0;
}

bool searcher_set_threads(Searcher *s, int threads)
{
    if (threads < 1 || threads > SEARCH_MAX_THREADS)
        return false;
    /* From calloc, not large_memory: a worker holds pointers to the heap,
     * which the leak sanitizer does not look for in mapped memory. */
    Worker *workers = calloc((size_t)threads, sizeof *workers);
    if (!workers)
        return false;
    for (int i = 0; i < threads; i++) {
        workers[i].shared = s;
        workers[i].id = i;
        workers[i].tables = large_memory_alloc(sizeof(WorkerTables), 64, &workers[i].tables_memory);
        if (!workers[i].tables) {
            while (i-- > 0)
                large_memory_free(&workers[i].tables_memory);
            free(workers);
            return false;
        }
    }
    free_workers(s);
    s->workers = workers;
    s->thread_count = threads;
    return true;
}

/* The settings searcher_new() gives, with a cleared table of hash_megabytes. */
static bool set_defaults(Searcher *s, size_t hash_megabytes)
{
    if (!tt_resize(&s->tt, hash_megabytes) || (s->thread_count != 1 && !searcher_set_threads(s, 1)))
        return false;
    searcher_clear(s);
    s->move_overhead = 0.03;
    s->multi_pv = 1;
    s->skill = SEARCH_FULL_SKILL;
    return true;
}

Searcher *searcher_new(size_t hash_megabytes)
{
    static pthread_once_t tables_once = PTHREAD_ONCE_INIT;
    pthread_once(&tables_once, init_lmr_table);
    Searcher *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    if (!set_defaults(s, hash_megabytes)) {
        tt_free(&s->tt);
        free_workers(s);
        free(s);
        return NULL;
    }
    pthread_mutex_init(&s->wake_lock, NULL);
    pthread_cond_init(&s->wake, NULL);
    atomic_init(&s->stop, false);
    atomic_init(&s->finished, false);
    atomic_init(&s->pondering, false);
    atomic_init(&s->ponderhit, false);
    return s;
}

bool searcher_reset(Searcher *s, size_t hash_megabytes) { return set_defaults(s, hash_megabytes); }

void searcher_free(Searcher *s)
{
    if (!s)
        return;
    tt_free(&s->tt);
    free_workers(s);
    pthread_mutex_destroy(&s->wake_lock);
    pthread_cond_destroy(&s->wake);
    free(s);
}

bool searcher_set_hash(Searcher *s, size_t megabytes) { return tt_resize(&s->tt, megabytes); }

void searcher_clear(Searcher *s)
{
    tt_clear(&s->tt);
    for (int i = 0; i < s->thread_count; i++) {
        memset(s->workers[i].tables, 0, sizeof *s->workers[i].tables);
        memset(s->workers[i].killers, 0, sizeof s->workers[i].killers);
    }
}

void searcher_set_move_overhead(Searcher *s, double seconds) { s->move_overhead = seconds; }

bool searcher_set_skill(Searcher *s, int level, uint64_t seed)
{
    if (level < 0 || level > SEARCH_FULL_SKILL)
        return false;
    s->skill = level;
    s->skill_random = seed;
    return true;
}

bool searcher_set_multi_pv(Searcher *s, int lines)
{
    if (lines < 1 || lines > SEARCH_MAX_MULTI_PV)
        return false;
    s->multi_pv = lines;
    return true;
}

static bool is_excluded(const Worker *w, Move m)
{
    for (int i = 0; i < w->excluded_count; i++)
        if (w->excluded[i] == m)
            return true;
    return false;
}

bool search_root_allowed(const SearchLimits *limits, Move m)
{
    bool listed = false;
    for (int i = 0; i < limits->root_filter_count && !listed; i++)
        listed = limits->root_filter[i] == m;
    return listed == limits->root_filter_includes;
}

uint64_t searcher_nodes(const Searcher *s)
{
    uint64_t total = 0;
    for (int i = 0; i < s->thread_count; i++)
        total += atomic_load_explicit(&s->workers[i].nodes, memory_order_relaxed);
    return total;
}

/* Wakes a search waiting for a stop or a ponderhit. */
static void wake(Searcher *s)
{
    pthread_mutex_lock(&s->wake_lock);
    pthread_cond_broadcast(&s->wake);
    pthread_mutex_unlock(&s->wake_lock);
}

void searcher_stop(Searcher *s)
{
    atomic_store(&s->stop, true);
    wake(s);
}

/* The clock limits apply from now on. */
static void apply_ponderhit(Searcher *s)
{
    double now = now_seconds();
    Deadlines d = time_plan(s->limits, now, s->move_overhead, s->game_moves_left, s->time_weight);
    atomic_store(&s->clock_start, now);
    atomic_store(&s->hard_deadline, d.hard);
    atomic_store(&s->soft_deadline, d.soft);
    atomic_store(&s->pondering, false);
}

void searcher_ponderhit(Searcher *s)
{
    atomic_store(&s->ponderhit, true);
    if (atomic_load(&s->pondering))
        apply_ponderhit(s);
    wake(s);
}

void searcher_arm(Searcher *s)
{
    atomic_store(&s->stop, false);
    atomic_store(&s->ponderhit, false);
    /* A ponder search that ended by a stop must not take the ponderhit
     * meant for the next one (its limits may be gone). */
    atomic_store(&s->pondering, false);
}

static void *position_at(Worker *w, int ply) { return w->positions + (size_t)ply * w->shared->game->position_size; }

/* Counts a node; only this thread writes its counter. */
static void count_node(Worker *w)
{
    atomic_store_explicit(&w->nodes, atomic_load_explicit(&w->nodes, memory_order_relaxed) + 1,
                          memory_order_relaxed);
}

static bool stopped(const Worker *w)
{
    const Searcher *s = w->shared;
    return w->aborted || atomic_load_explicit(&s->stop, memory_order_relaxed) ||
           (w->id > 0 && atomic_load_explicit(&s->finished, memory_order_relaxed));
}

/* True once the search must end: told to stop, or out of time or nodes. */
static bool time_is_up(Worker *w)
{
    if (stopped(w))
        return true;
    const Searcher *s = w->shared;
    uint64_t nodes = atomic_load_explicit(&w->nodes, memory_order_relaxed);
    if (s->node_limit && (s->thread_count == 1 ? nodes : searcher_nodes(s)) >= s->node_limit)
        w->aborted = true;
    if ((nodes & 1023) == 0) {
        double hard = atomic_load_explicit(&s->hard_deadline, memory_order_relaxed);
        if (hard > 0 && now_seconds() >= hard)
            w->aborted = true;
    }
    return w->aborted;
}

/* The search may end on its own: not infinite, not pondering. */
static bool may_finish(const Searcher *s)
{
    return !s->limits->infinite && !atomic_load(&s->pondering);
}

/* A draw by repetition: a position seen before on the path below the root
 * (repeating it is always available to the defender), or twice before in
 * the game, the root being the game's (a third time, as the rules count).
 * One earlier sight in the game is no draw: a side that has shuffled once
 * may still win from there. */
static bool is_repetition(const Worker *w, int ply, const void *pos)
{
    int index = w->root_key_index + ply;
    int back = w->shared->game->reversible_plies(pos);
    int seen_in_game = 0;
    for (int d = 4; d <= back && index - d >= 0; d += 2)
        if (w->keys[index - d] == w->keys[index] && (index - d > w->root_key_index || ++seen_in_game == 2))
            return true;
    return false;
}

/* The moves the search goes on with: none in a dead position, where the
 * game is drawn although the rules still give moves (perft counts them). */
static int moves_in_play(const Game *g, const void *pos, Move *moves, bool noisy_only)
{
    if (g->dead_position && g->dead_position(pos))
        return 0;
    return noisy_only ? g->generate_noisy(pos, moves) : g->generate(pos, moves);
}

/* Score of a position with no moves in play (the game has ended). */
static int terminal_score(const Game *g, const void *pos, int ply)
{
    GameResult r = g->result(pos);
    int mover = g->side_to_move(pos);
    if (r.outcome == OUTCOME_DRAW || r.outcome == OUTCOME_NONE)
        return 0;
    bool mover_wins = (r.outcome == OUTCOME_FIRST_WINS) == (mover == SIDE_FIRST);
    return mover_wins ? SCORE_MATE - ply : -SCORE_MATE + ply;
}

static int history_index(Move m) { return (int)((m ^ (m >> 12) ^ (m >> 24)) & (HISTORY_SIZE - 1)); }

/* A noisy move's capture-history slot: its squares mixed with its hint
 * (which tells the victim). */
static int16_t *capture_slot(Worker *w, int side, Move m, int hint)
{
    return &w->tables->capture_history[side][(history_index(m) ^ (hint * 0x9e5)) & (HISTORY_SIZE - 1)];
}

/* The continuation-history row of the move played plies before ply, NULL
 * if there is none (the root's past, a pass). */
static int16_t *continuation_row(Worker *w, int ply, int plies)
{
    if (ply < plies || w->played[ply - plies] == MOVE_NONE)
        return NULL;
    uint64_t mixed = (uint64_t)history_index(w->played[ply - plies]) * 0x9e3779b97f4a7c15u;
    return w->tables->continuation[mixed >> 54];
}

/* The counter-move slot of the move before ply, NULL if there is none. */
static Move *counter_slot(Worker *w, int ply)
{
    if (ply == 0 || w->played[ply - 1] == MOVE_NONE)
        return NULL;
    return &w->tables->counter_moves[history_index(w->played[ply - 1])];
}

/* Where a node's quiet moves find their history: the mover's own table,
 * and the continuation rows of the move before (answers) and of the
 * mover's previous move (follow-ups), NULL where there is none. Looked up
 * once a node, not once a move (Ice Hockey scores a thousand). */
typedef struct {
    const int16_t *own, *rows[2];
} HistoryTables;

static HistoryTables history_tables(Worker *w, int ply, int side)
{
    return (HistoryTables){w->tables->history[side], {continuation_row(w, ply, 1), continuation_row(w, ply, 2)}};
}

/* A quiet move's history: its own, as the answer to the move before and
 * as the follow-up to the mover's previous move. */
static int quiet_history(const HistoryTables *t, Move m)
{
    int index = history_index(m), score = t->own[index];
    for (int i = 0; i < 2; i++)
        if (t->rows[i])
            score += t->rows[i][index];
    return score;
}

/* A noisy move that loses material is ordered at LOSING_CAPTURE_KEY plus
 * its hint, below QUIET_KEY_FLOOR, which is below every quiet move's key
 * (histories are far smaller). */
#define LOSING_CAPTURE_KEY (-(1 << 28))
#define QUIET_KEY_FLOOR (-(1 << 27))

/* Whether the moves after index i, not yet tried, are all quiet (picking
 * puts noisy moves first, except those that lose material). */
static bool only_quiet_left(const int *keys, int n, int i)
{
    for (int j = i + 1; j < n; j++)
        if (keys[j] <= QUIET_KEY_FLOOR)
            return false;
    return true;
}

/* A noisy move that loses material by static exchange. */
static bool loses_exchange(const Game *g, const void *pos, Move m)
{
    return g->exchange_value && g->exchange_value(pos, m) < 0;
}

/* The static score with what the correction history has learned of
 * positions of the same structure; kept clear of mate scores. */
static int corrected_eval(const Worker *w, const void *pos, int raw)
{
    const Game *g = w->shared->game;
    if (!g->structure_key)
        return raw;
    int score = raw + correction_of(&w->tables->correction, g->side_to_move(pos), g->structure_key(pos));
    return score >= SCORE_MATE_BOUND ? SCORE_MATE_BOUND - 1 : score <= -SCORE_MATE_BOUND ? -SCORE_MATE_BOUND + 1 : score;
}

/* Ordering keys: TT move, then captures that do not lose material by
 * hint, killers, the counter-move, history, and last the losing captures. */
static void score_moves(Worker *w, const void *pos, const Move *moves, int n, int *keys, Move tt_move, int ply)
{
    const Game *g = w->shared->game;
    int side = g->side_to_move(pos);
    Move *counter = counter_slot(w, ply);
    Move counter_move = counter ? *counter : MOVE_NONE, killer0 = w->killers[ply][0], killer1 = w->killers[ply][1];
    HistoryTables tables = history_tables(w, ply, side);
    for (int i = 0; i < n; i++) {
        Move m = moves[i];
        int hint = g->move_order_hint(pos, m);
        if (m == tt_move)
            keys[i] = 1 << 30;
        else if (hint > 0)
            keys[i] = loses_exchange(g, pos, m) ? LOSING_CAPTURE_KEY + hint
                                                : (1 << 28) + hint + *capture_slot(w, side, m, hint) / 8;
        else if (m == killer0)
            keys[i] = (1 << 27) + 1;
        else if (m == killer1)
            keys[i] = 1 << 27;
        else if (m == counter_move)
            keys[i] = (1 << 27) - 1;
        else
            keys[i] = quiet_history(&tables, m);
    }
}

/* Selection sort step: brings the best remaining move (the first of
 * equals) to index i. The highest key is found first, in a loop the
 * compiler vectorizes, then where it is: a tenth of a chess search went to
 * one loop doing both. */
static void pick_next(Move *moves, int *keys, int n, int i)
{
    int top = keys[i];
    for (int j = i + 1; j < n; j++)
        top = keys[j] > top ? keys[j] : top;
    int best = i;
    while (keys[best] != top)
        best++;
    Move m = moves[i];
    moves[i] = moves[best];
    moves[best] = m;
    int k = keys[i];
    keys[i] = keys[best];
    keys[best] = k;
}

static void update_pv(Worker *w, int ply, Move m)
{
    w->pv[ply][0] = m;
    memcpy(&w->pv[ply][1], w->pv[ply + 1], sizeof(Move) * (size_t)w->pv_length[ply + 1]);
    w->pv_length[ply] = w->pv_length[ply + 1] + 1;
}

static int score_to_tt(int score, int ply)
{
    return score > SCORE_MATE_BOUND ? score + ply : score < -SCORE_MATE_BOUND ? score - ply : score;
}

static int score_from_tt(int score, int ply)
{
    return score > SCORE_MATE_BOUND ? score - ply : score < -SCORE_MATE_BOUND ? score + ply : score;
}

/* A quiet move's history scores, each moved by bonus. */
static void update_quiet_history(Worker *w, int ply, int side, Move m, int bonus)
{
    int index = history_index(m);
    history_update(&w->tables->history[side][index], bonus);
    for (int plies = 1; plies <= 2; plies++) {
        int16_t *row = continuation_row(w, ply, plies);
        if (row)
            history_update(&row[index], bonus);
    }
}

/* A quiet move that refuted the position becomes a killer and the
 * counter-move, and gains history; the quiet moves tried before it, which
 * failed, lose half as much (a full penalty grew the trees of games with
 * hundreds of quiet moves a turn, Joust's most). */
static void reward_quiet(Worker *w, int ply, int side, Move m, int depth, const Move *failed, int failed_count)
{
    if (w->killers[ply][0] != m) {
        w->killers[ply][1] = w->killers[ply][0];
        w->killers[ply][0] = m;
    }
    Move *counter = counter_slot(w, ply);
    if (counter)
        *counter = m;
    int bonus = history_bonus(depth);
    update_quiet_history(w, ply, side, m, bonus);
    for (int i = 0; i < failed_count; i++)
        update_quiet_history(w, ply, side, failed[i], -bonus / 2);
}

/* A move of the search: the position after it, with the evaluator's
 * incremental state brought along (while the table's slot for it loads:
 * the probe that follows would otherwise wait for memory). */
static void make_move(const TransTable *tt, const Game *g, const void *pos, Move m, void *next)
{
    g->make(pos, m, next);
    tt_prefetch(tt, g->key(next));
    if (g->update_evaluation)
        g->update_evaluation(pos, next);
}

/* Captures until quiet. Checks are answered with every evasion only on the
 * first quiescence ply: deeper, chains of checking captures (common with
 * Hammer's pieces) would make the tree explode. The table's entries (of
 * any depth) answer null-window nodes, and its move is tried first. */
static int quiescence(Worker *w, int ply, int alpha, int beta, bool first)
{
    Searcher *s = w->shared;
    const Game *g = s->game;
    const void *pos = position_at(w, ply);
    count_node(w);
    w->pv_length[ply] = 0;
    if (ply > w->seldepth)
        w->seldepth = ply;
    if (time_is_up(w))
        return 0;
    bool in_check = first && g->in_check(pos);
    if (!in_check && !g->generate_noisy) {
        /* Nothing to resolve: the game's result says whether it is over
         * (cheaper than generating every move to find none). */
        GameResult r = g->result(pos);
        return r.automatic && r.outcome != OUTCOME_NONE ? terminal_score(g, pos, ply) : g->evaluate(pos);
    }
    /* The static score first: the table's slot, prefetched as the move
     * was made, goes on loading meanwhile (the probe waited for it). */
    int raw_eval = in_check ? 0 : g->evaluate(pos);
    uint64_t key = g->key(pos);
    TTEntry entry = {0};
    bool found = tt_probe(&s->tt, key, &entry);
    if (found && beta - alpha == 1) {
        int tt_score = score_from_tt(entry.score, ply);
        if (entry.bound == BOUND_EXACT || (entry.bound == BOUND_LOWER && tt_score >= beta) ||
            (entry.bound == BOUND_UPPER && tt_score <= alpha))
            return tt_score;
    }
    int original_alpha = alpha;
    Move *moves = w->move_lists + (size_t)ply * (size_t)g->max_moves;
    int n;
    if (in_check) {
        n = moves_in_play(g, pos, moves, false);
        if (n == 0)
            return terminal_score(g, pos, ply);
    } else {
        int stand_pat = corrected_eval(w, pos, raw_eval);
        if (stand_pat >= beta || ply >= SEARCH_MAX_PLY)
            return stand_pat;
        if (stand_pat > alpha)
            alpha = stand_pat;
        n = moves_in_play(g, pos, moves, true);
    }
    if (ply >= SEARCH_MAX_PLY)
        return g->evaluate(pos);
    int *keys = w->order_keys + (size_t)ply * (size_t)g->max_moves;
    score_moves(w, pos, moves, n, keys, found ? entry.move : MOVE_NONE, ply);
    int best = in_check ? -SCORE_MATE + ply : alpha;
    Move best_move = MOVE_NONE;
    for (int i = 0; i < n; i++) {
        pick_next(moves, keys, n, i);
        /* Captures that lose material cannot raise the stand-pat score. */
        if (!in_check && keys[i] < 0)
            break;
        void *next = position_at(w, ply + 1);
        make_move(&s->tt, g, pos, moves[i], next);
        w->played[ply] = moves[i];
        int score = g->side_to_move(next) == g->side_to_move(pos) ? quiescence(w, ply + 1, alpha, beta, false)
                                                                  : -quiescence(w, ply + 1, -beta, -alpha, false);
        if (stopped(w))
            return 0;
        if (score > best) {
            best = score;
            if (score > alpha) {
                alpha = score;
                best_move = moves[i];
                if (score >= beta)
                    break;
            }
        }
    }
    Bound bound = best >= beta ? BOUND_LOWER : best > original_alpha ? BOUND_EXACT : BOUND_UPPER;
    tt_store(&s->tt, key, best_move, score_to_tt(best, ply), 0, bound);
    return best;
}

static int search(Worker *w, int ply, int depth, int alpha, int beta, bool null_allowed);

/* The score of the position at ply + 1 from the mover's view: negated when
 * the turn passes, not when the same side moves again (in Ice Hockey a side
 * scored upon, or starting a period, may be the side that just moved). */
static int child_score(Worker *w, int ply, int depth, int alpha, int beta, bool same_side)
{
    return same_side ? search(w, ply + 1, depth, alpha, beta, true) : -search(w, ply + 1, depth, -beta, -alpha, true);
}

static int search(Worker *w, int ply, int depth, int alpha, int beta, bool null_allowed)
{
    Searcher *s = w->shared;
    const Game *g = s->game;
    const void *pos = position_at(w, ply);
    bool pv_node = beta - alpha > 1;
    w->pv_length[ply] = 0;
    w->keys[w->root_key_index + ply] = g->key(pos);

    /* Step 1. Draws by the history and the game's counters. */
    if (ply > 0 && (is_repetition(w, ply, pos) || g->reversible_plies(pos) >= 100))
        return 0;
    /* Step 2. Check extension; at the horizon, quiescence answers checks */
    if (depth <= 0 || ply >= SEARCH_MAX_PLY)
        return quiescence(w, ply, alpha, beta, true);
    bool in_check = g->in_check(pos);
    if (in_check)
        depth++;
    count_node(w);
    if (time_is_up(w))
        return 0;

    /* Step 3. Mate distance pruning */
    if (ply > 0) {
        alpha = alpha > -SCORE_MATE + ply ? alpha : -SCORE_MATE + ply;
        beta = beta < SCORE_MATE - ply - 1 ? beta : SCORE_MATE - ply - 1;
        if (alpha >= beta)
            return alpha;
    }

    /* Step 4. Transposition table (not for a search leaving a move out:
     * the entry is the whole node's). The static score is computed first,
     * even where the entry then cuts the node off: the slot, prefetched as
     * the move was made, loads meanwhile, and the probe waited for it
     * longer than the score takes (the bench is 3% faster). */
    int raw_eval = in_check ? -SCORE_INFINITE : g->evaluate(pos);
    uint64_t key = g->key(pos);
    Move skipped = w->skipped[ply];
    TTEntry entry = {0};
    bool found = tt_probe(&s->tt, key, &entry);
    Move tt_move = found ? entry.move : MOVE_NONE;
    int tt_score = found ? score_from_tt(entry.score, ply) : 0;
    if (found && !pv_node && ply > 0 && skipped == MOVE_NONE && entry.depth >= depth &&
        (entry.bound == BOUND_EXACT || (entry.bound == BOUND_LOWER && tt_score >= beta) ||
         (entry.bound == BOUND_UPPER && tt_score <= alpha)))
        return tt_score;

    /* Step 5. Static evaluation, and whether it improved on the mover's
     * turn two plies up (false where that ply was the other side's, as
     * after an Ice Hockey turn that gives a side two moves, or in check):
     * a position getting better is pruned less */
    int side = g->side_to_move(pos);
    int static_eval = in_check ? -SCORE_INFINITE : corrected_eval(w, pos, raw_eval);
    w->static_evals[ply] = static_eval;
    bool improving = !in_check && ply >= 2 && w->static_evals[ply - 2] != -SCORE_INFINITE &&
                     static_eval > w->static_evals[ply - 2] && g->side_to_move(position_at(w, ply - 2)) == side;
    /* The table's score, where its bound says the node is worth more (or
     * less) than the static score, is the better guess to prune by */
    int eval = static_eval;
    if (found && !in_check && abs(tt_score) < SCORE_MATE_BOUND &&
        (entry.bound & (tt_score > static_eval ? BOUND_LOWER : BOUND_UPPER)))
        eval = tt_score;

    /* Step 6. Reverse futility: near the horizon, a static score far above
     * beta is trusted to hold */
    bool may_prune = !pv_node && !in_check && skipped == MOVE_NONE;
    if (may_prune && depth <= 6 && eval - PARAM(RfpMargin) * (depth - improving) >= beta &&
        abs(beta) < SCORE_MATE_BOUND)
        return eval;

    /* Step 7. Razoring: far below alpha near the horizon, only captures
     * could save the position, and quiescence says whether they do (not
     * in games without it, where it would be the static score alone) */
    if (may_prune && g->generate_noisy && depth <= 3 && eval + PARAM(RazorBase) + PARAM(RazorDepth) * depth <= alpha) {
        int score = quiescence(w, ply, alpha, alpha + 1, true);
        if (score <= alpha || stopped(w))
            return score;
    }

    /* Step 8. Null-move pruning, where the game allows a pass as a probe */
    if (may_prune && null_allowed && g->make_null && depth >= 3 && ply > 0 && eval >= beta &&
        beta > -SCORE_MATE_BOUND && g->make_null(pos, position_at(w, ply + 1))) {
        w->played[ply] = MOVE_NONE;
        int reduction = PARAM(NullBase) + depth / PARAM(NullDivisor);
        int score = -search(w, ply + 1, depth - 1 - reduction, -beta, -beta + 1, false);
        if (stopped(w))
            return 0;
        if (score >= beta)
            return score > SCORE_MATE_BOUND ? beta : score;
    }

    /* Step 9. ProbCut: a noisy move whose search, four plies shallower,
     * beats beta by a margin would almost surely refute the node at full
     * depth; only moves whose static exchange could reach the margin are
     * tried, and not when the table says they will not */
    int probcut_beta = beta + PARAM(ProbcutMargin);
    if (may_prune && g->generate_noisy && depth >= 5 && abs(beta) < SCORE_MATE_BOUND &&
        !(found && entry.depth >= depth - 3 && tt_score < probcut_beta)) {
        Move *noisy = w->move_lists + (size_t)ply * (size_t)g->max_moves;
        int *noisy_keys = w->order_keys + (size_t)ply * (size_t)g->max_moves;
        int count = moves_in_play(g, pos, noisy, true);
        score_moves(w, pos, noisy, count, noisy_keys, tt_move, ply);
        for (int i = 0; i < count; i++) {
            pick_next(noisy, noisy_keys, count, i);
            if (g->exchange_value && g->exchange_value(pos, noisy[i]) < probcut_beta - eval)
                continue;
            void *next = position_at(w, ply + 1);
            make_move(&s->tt, g, pos, noisy[i], next);
            w->played[ply] = noisy[i];
            int score = child_score(w, ply, depth - 4, probcut_beta - 1, probcut_beta,
                                    g->side_to_move(next) == side);
            if (stopped(w))
                return 0;
            if (score >= probcut_beta) {
                tt_store(&s->tt, key, noisy[i], score_to_tt(score, ply), depth - 3, BOUND_LOWER);
                return score;
            }
        }
    }

    /* Step 10. Internal iterative reduction: a node the table has no move
     * for is searched a ply shallower, cheaply finding one for next time
     * (not the root, whose depth is the one reported) */
    if (ply > 0 && depth >= 4 && tt_move == MOVE_NONE)
        depth--;

    /* Step 11. Singular extension: when the TT move is the only good one
     * (the others, searched to half depth, all fail below its score less
     * a margin) it is searched a ply deeper; when even without it the node
     * fails high, several moves refute the position and it is cut
     * (multi-cut); when another move comes near it and it is expected to
     * fail high anyway, it is searched a ply shallower. Extensions stop
     * at twice the root depth. */
    int extension = 0;
    if (ply > 0 && ply < 2 * w->root_depth && depth >= 7 && tt_move != MOVE_NONE && skipped == MOVE_NONE &&
        entry.depth >= depth - 3 && (entry.bound & BOUND_LOWER) && abs(tt_score) < SCORE_MATE_BOUND) {
        int singular_beta = tt_score - PARAM(SingularMargin) * depth;
        w->skipped[ply] = tt_move;
        int score = search(w, ply, (depth - 1) / 2, singular_beta - 1, singular_beta, false);
        w->skipped[ply] = MOVE_NONE;
        if (stopped(w))
            return 0;
        if (score < singular_beta)
            extension = 1;
        else if (singular_beta >= beta)
            return singular_beta;
        else if (tt_score >= beta)
            extension = -1;
    }

    /* Step 12. The moves */
    Move *moves = w->move_lists + (size_t)ply * (size_t)g->max_moves;
    int n = moves_in_play(g, pos, moves, false);
    if (n == 0)
        return terminal_score(g, pos, ply);
    int *keys = w->order_keys + (size_t)ply * (size_t)g->max_moves;
    score_moves(w, pos, moves, n, keys, tt_move, ply);
    HistoryTables tables = history_tables(w, ply, side);
    Move *counter = counter_slot(w, ply);
    Move counter_move = counter ? *counter : MOVE_NONE;
    int best = -SCORE_INFINITE, original_alpha = alpha;
    Move best_move = MOVE_NONE;
    int searched = 0;
    Move failed_quiets[64];
    int16_t *failed_noisy[32]; /* the capture-history slots of the noisy moves tried */
    int failed_quiet_count = 0, failed_noisy_count = 0;
    for (int i = 0; i < n; i++) {
        pick_next(moves, keys, n, i);
        Move m = moves[i];
        if (m == skipped || (ply == 0 && (is_excluded(w, m) || !search_root_allowed(s->limits, m))))
            continue;
        int hint = g->move_order_hint(pos, m);
        bool quiet = hint == 0;
        int history = quiet ? quiet_history(&tables, m) : 0;
        int new_depth = depth - 1 + (m == tt_move ? extension : 0);
        /* Step 13. Pruning near the horizon, once a move has kept the
         * node from being mated: late move pruning (quiet moves that
         * ordering put far back, half as many again if improving), futility (quiet
         * moves where the static score is far below alpha, unless their
         * history is good), and moves that lose material by static
         * exchange */
        if (!pv_node && !in_check && best > -SCORE_MATE_BOUND) {
            if (quiet && depth <= 3 && i >= PARAM(LmpCount) * (1 + depth * depth) * (2 + improving) / 2) {
                /* Picking brought a quiet move: the rest are quiet too and
                 * pruned as it is, unless a losing capture waits among
                 * them (Ice Hockey's thousand turns were each picked, by a
                 * scan, only to be pruned: a third of its search time). */
                if (only_quiet_left(keys, n, i))
                    break;
                continue;
            }
            if (quiet && depth <= 5 && eval + PARAM(FutilityBase) + PARAM(FutilityDepth) * depth <= alpha &&
                history < HISTORY_MAX / 2)
                continue;
            if (g->exchange_value && depth <= 6 &&
                g->exchange_value(pos, m) < (quiet ? -PARAM(SeeQuiet) * depth : -PARAM(SeeNoisy) * depth * depth))
                continue;
        }
        void *next = position_at(w, ply + 1);
        make_move(&s->tt, g, pos, m, next);
        w->played[ply] = m;
        bool same = g->side_to_move(next) == side;
        int score;
        if (searched++ == 0) {
            score = child_score(w, ply, new_depth, alpha, beta, same);
        } else {
            /* Step 14. Late move reductions for quiet moves, growing with
             * depth and move number; less in PV nodes, for killers and
             * the counter-move, where the position improves, and the
             * better the move's history (more the worse) */
            int reduction = 0;
            if (depth >= 3 && i >= 3 && quiet && !in_check) {
                bool refutation = m == w->killers[ply][0] || m == w->killers[ply][1] || m == counter_move;
                reduction = lmr_table[depth < 64 ? depth : 63][i < 64 ? i : 63] - pv_node - refutation +
                            !improving - history / PARAM(LmrHistory);
                if (reduction > depth - 2)
                    reduction = depth - 2;
                if (reduction < 0)
                    reduction = 0;
            }
            /* Step 15. Principal variation search: null window first */
            score = child_score(w, ply, new_depth - reduction, alpha, alpha + 1, same);
            if (score > alpha && reduction > 0)
                score = child_score(w, ply, new_depth, alpha, alpha + 1, same);
            if (score > alpha && score < beta)
                score = child_score(w, ply, new_depth, alpha, beta, same);
        }
        if (stopped(w))
            return 0;
        if (score > best) {
            best = score;
            best_move = m;
            if (score > alpha) {
                alpha = score;
                update_pv(w, ply, m);
                if (score >= beta) {
                    /* Step 16. A quiet refutation teaches killers and
                     * history, a noisy one capture history; the noisy
                     * moves tried before it lose capture history either way */
                    if (quiet)
                        reward_quiet(w, ply, side, m, depth, failed_quiets, failed_quiet_count);
                    else
                        history_update(capture_slot(w, side, m, hint), history_bonus(depth));
                    for (int k = 0; k < failed_noisy_count; k++)
                        history_update(failed_noisy[k], -history_bonus(depth));
                    break;
                }
            }
        }
        if (quiet && failed_quiet_count < 64)
            failed_quiets[failed_quiet_count++] = m;
        else if (!quiet && failed_noisy_count < 32)
            failed_noisy[failed_noisy_count++] = capture_slot(w, side, m, hint);
    }
    Bound bound = best >= beta ? BOUND_LOWER : alpha > original_alpha ? BOUND_EXACT : BOUND_UPPER;
    if (skipped == MOVE_NONE)
        tt_store(&s->tt, key, best_move, score_to_tt(best, ply), depth, bound);
    /* Step 17. Correction history learns how far the static score erred,
     * where the search's score says which way (a fail high above it, a
     * fail low below it, or exact) and a quiet move or none decided it
     * (a capture's gain is no error of the evaluation) */
    if (g->structure_key && !in_check && skipped == MOVE_NONE && abs(best) < SCORE_MATE_BOUND &&
        (best_move == MOVE_NONE || g->move_order_hint(pos, best_move) == 0) &&
        !(bound == BOUND_LOWER && best <= static_eval) && !(bound == BOUND_UPPER && best >= static_eval))
        correction_learn(&w->tables->correction, side, g->structure_key(pos), best - raw_eval, depth);
    return best;
}

/* Sizes the worker's per-ply buffers for the game and loads the root and
 * the keys of the reversible part of the game (for repetitions). */
static bool prepare(Worker *w)
{
    const Game *g = w->shared->game;
    const GameHistory *history = w->shared->history;
    size_t positions_size = g->position_size * (SEARCH_MAX_PLY + 2);
    size_t move_lists_size = (size_t)g->max_moves * (SEARCH_MAX_PLY + 2);
    if (w->positions_size < positions_size) {
        free(w->positions);
        w->positions = malloc(positions_size);
        w->positions_size = w->positions ? positions_size : 0;
    }
    if (w->move_lists_size < move_lists_size) {
        free(w->move_lists);
        free(w->order_keys);
        w->move_lists = malloc(sizeof(Move) * move_lists_size);
        w->order_keys = malloc(sizeof(int) * move_lists_size);
        w->move_lists_size = w->move_lists && w->order_keys ? move_lists_size : 0;
    }
    if (!w->positions || !w->move_lists_size)
        return false;
    memcpy(w->positions, history_current(history), g->position_size);
    int back = g->reversible_plies(history_current(history));
    if (back > history->plies)
        back = history->plies;
    if (back > REPETITION_KEYS)
        back = REPETITION_KEYS;
    for (int i = 0; i <= back; i++)
        w->keys[i] = g->key(history->positions + (size_t)(history->plies - back + i) * g->position_size);
    w->root_key_index = back;
    memset(w->killers, 0, sizeof w->killers);
    atomic_store_explicit(&w->nodes, 0, memory_order_relaxed);
    w->aborted = false;
    return true;
}

/* One aspiration-window search of the root at depth, widened on failure. */
static int search_root(Worker *w, int depth, int previous)
{
    int delta = PARAM(AspirationDelta), alpha = -SCORE_INFINITE, beta = SCORE_INFINITE;
    w->root_depth = depth;
    if (depth >= 5) {
        alpha = previous - delta;
        beta = previous + delta;
    }
    for (;;) {
        int result = search(w, 0, depth, alpha, beta, false);
        if (stopped(w))
            return result;
        if (result <= alpha)
            alpha = alpha - delta < -SCORE_INFINITE ? -SCORE_INFINITE : alpha - delta;
        else if (result >= beta)
            beta = beta + delta > SCORE_INFINITE ? SCORE_INFINITE : beta + delta;
        else
            return result;
        delta *= 2;
    }
}

/* A helper thread: iterative deepening into the shared table, half of them
 * one ply ahead so the threads spread over different depths. */
static void *helper_main(void *arg)
{
    Worker *w = arg;
    int score = 0;
    for (int depth = 1 + w->id % 2; depth < SEARCH_MAX_PLY && !stopped(w); depth++)
        score = search_root(w, depth, score);
    return NULL;
}

/* A ponder search stops deepening at the depth limit too (as the real
 * search would), then waits for the ponderhit or stop; infinite analysis
 * has no depth limit. */
static int max_depth_of(const Searcher *s)
{
    const SearchLimits *limits = s->limits;
    int max_depth = limits->depth > 0 && !limits->infinite ? limits->depth : SEARCH_MAX_PLY - 1;
    if (s->skill < SEARCH_FULL_SKILL && max_depth > 1 + s->skill)
        max_depth = 1 + s->skill;
    return max_depth > SEARCH_MAX_PLY - 1 ? SEARCH_MAX_PLY - 1 : max_depth;
}

/* splitmix64 */
static uint64_t next_random(uint64_t *state)
{
    uint64_t z = (*state += 0x9e3779b97f4a7c15u);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

/* The weakened choice among the lines searched (Stockfish's way): each
 * line's score is pulled toward the best one by the weakness and given a
 * random push of up to the spread of the lines (at most two pawns, where
 * Stockfish allows one: a beginner should see a piece go now and then)
 * times the weakness; the highest wins. At level 0 the lines are nearly
 * level and the push decides; from level 10 up a line a piece worse is
 * never chosen. */
static int skill_pick(Searcher *s, const int *scores, int lines)
{
    int weakness = 120 - 2 * s->skill, top = scores[0];
    int spread = top - scores[lines - 1] < 200 ? top - scores[lines - 1] : 200;
    int best = 0, best_value = -SCORE_INFINITE;
    for (int i = 0; i < lines; i++) {
        int noise = (int)(next_random(&s->skill_random) % (uint64_t)weakness);
        int value = scores[i] + (weakness * (top - scores[i]) + spread * noise) / 128;
        if (value > best_value) {
            best_value = value;
            best = i;
        }
    }
    return best;
}

/* How the iterations have gone, for the time they get. */
typedef struct {
    Move best;  /* the last iteration's best move */
    int stable; /* iterations in a row that kept it */
    int score;  /* the last iteration's score */
} Stability;

/* After an iteration: whether no new one should start. On a clock (a soft
 * limit before the hard one) the soft limit's time is scaled by how
 * steady the best move and the score are; a fixed move time is used whole. */
static bool past_soft_deadline(Searcher *s, int depth, Move best, int score, Stability *t)
{
    int drop = depth > 1 ? t->score - score : 0;
    t->stable = best == t->best ? t->stable + 1 : 0;
    t->best = best;
    t->score = score;
    double soft = atomic_load_explicit(&s->soft_deadline, memory_order_relaxed);
    double hard = atomic_load_explicit(&s->hard_deadline, memory_order_relaxed);
    if (soft <= 0)
        return false;
    if (soft < hard && abs(score) < SCORE_MATE_BOUND) {
        double start = atomic_load_explicit(&s->clock_start, memory_order_relaxed);
        soft = start + (soft - start) * time_soft_scale(t->stable, drop);
    }
    return now_seconds() >= soft;
}

/* The main thread's iterative deepening: each iteration searches the
 * MultiPV lines in turn (each without the root moves of the lines before
 * it), reports them, and decides when to stop. */
static Move main_search(Worker *w, Move first_move, int root_move_count, SearchReportFn report, void *context,
                        Move *ponder)
{
    Searcher *s = w->shared;
    const SearchLimits *limits = s->limits;
    /* A weakened search needs a few lines to choose from, but reports
     * only those asked for. */
    int wanted = s->skill < SEARCH_FULL_SKILL && s->multi_pv < SEARCH_SKILL_LINES ? SEARCH_SKILL_LINES : s->multi_pv;
    int lines = wanted < root_move_count ? wanted : root_move_count;
    int scores[SEARCH_MAX_MULTI_PV] = {0}, searched = 0;
    Move line_moves[SEARCH_MAX_MULTI_PV];
    Move best = first_move;
    Stability timing = {.best = MOVE_NONE};
    for (int depth = 1; depth <= max_depth_of(s); depth++) {
        w->excluded_count = 0;
        for (int line = 0; line < lines; line++) {
            w->seldepth = 0;
            int result = search_root(w, depth, scores[line]);
            /* The first line's PV gives the move, even of an unfinished
             * iteration: it holds only root moves searched to the end
             * inside the window that beat those before them (a doubled
             * clock's iteration often ends so: Ice Hockey's cost many
             * times the one before). */
            if (line == 0 && w->pv_length[0] > 0) {
                best = w->pv[0][0];
                *ponder = w->pv_length[0] > 1 ? w->pv[0][1] : MOVE_NONE;
            }
            if (stopped(w) && (depth > 1 || line > 0))
                break;
            if (w->pv_length[0] > 0) {
                w->excluded[w->excluded_count++] = w->pv[0][0];
                line_moves[line] = w->pv[0][0];
                searched = line + 1 > searched ? line + 1 : searched;
            }
            scores[line] = result;
            if (report && line < s->multi_pv) {
                SearchReport r = {.depth = depth, .seldepth = w->seldepth, .score = result, .line = line + 1,
                                  .nodes = searcher_nodes(s), .seconds = now_seconds() - s->start,
                                  .hashfull = tt_hashfull(&s->tt), .pv_length = w->pv_length[0]};
                memcpy(r.pv, w->pv[0], sizeof(Move) * (size_t)r.pv_length);
                report(&r, context);
            }
        }
        w->excluded_count = 0;
        if (stopped(w) || past_soft_deadline(s, depth, best, scores[0], &timing))
            break;
        /* A forced mate found within half the depth searched will not
         * improve (within the whole depth it could: pruning hides a shorter
         * mate for a depth or two). */
        if (may_finish(s) && abs(scores[0]) > SCORE_MATE_BOUND && 2 * (SCORE_MATE - abs(scores[0])) <= depth)
            break;
        if (limits->mate > 0 && scores[0] > SCORE_MATE_BOUND && score_mate_moves(scores[0]) <= limits->mate)
            break;
    }
    if (s->skill < SEARCH_FULL_SKILL && searched > 1) {
        int pick = skill_pick(s, scores, searched);
        if (pick > 0) {
            best = line_moves[pick];
            *ponder = MOVE_NONE;
        }
    }
    return best;
}

Move searcher_run(Searcher *s, const GameHistory *history, const SearchLimits *limits, SearchReportFn report,
                  void *context, Move *ponder)
{
    const Game *g = history->game;
    Move root_moves[GAME_MAX_MOVES];
    *ponder = MOVE_NONE;
    int generated = moves_in_play(g, history_current(history), root_moves, false), n = 0;
    for (int i = 0; i < generated; i++)
        if (search_root_allowed(limits, root_moves[i]))
            root_moves[n++] = root_moves[i];
    s->game = g;
    s->history = history;
    s->limits = limits;
    s->game_moves_left = g->moves_left ? g->moves_left(history_current(history)) : 0;
    s->time_weight = g->time_weight ? g->time_weight(history_current(history)) : 100;
    s->node_limit = limits->infinite ? 0 : limits->nodes;
    if (limits->node_cap && (s->node_limit == 0 || s->node_limit > limits->node_cap))
        s->node_limit = limits->node_cap;
    for (int i = 0; i < s->thread_count; i++) {
        atomic_store_explicit(&s->workers[i].nodes, 0, memory_order_relaxed);
        if (n > 0 && !prepare(&s->workers[i]))
            n = 0;
    }
    if (n == 0)
        return MOVE_NONE;
    s->start = now_seconds();
    atomic_store(&s->pondering, limits->ponder);
    Deadlines deadlines = {0, 0};
    if (!limits->ponder)
        deadlines = time_plan(limits, s->start, s->move_overhead, s->game_moves_left, s->time_weight);
    atomic_store(&s->clock_start, s->start);
    atomic_store(&s->hard_deadline, deadlines.hard);
    atomic_store(&s->soft_deadline, deadlines.soft);
    /* A ponderhit that came before the search began. */
    if (limits->ponder && atomic_load(&s->ponderhit))
        apply_ponderhit(s);
    atomic_store(&s->finished, false);
    tt_new_search(&s->tt);

    int started = 1;
    while (started < s->thread_count &&
           pthread_create(&s->workers[started].thread, NULL, helper_main, &s->workers[started]) == 0)
        started++;
    Move best = main_search(&s->workers[0], root_moves[0], n, report, context, ponder);
    /* Infinite or still pondering: wait for stop (or a ponderhit) before
     * answering, as GUIs expect. */
    pthread_mutex_lock(&s->wake_lock);
    while (!may_finish(s) && !atomic_load(&s->stop))
        pthread_cond_wait(&s->wake, &s->wake_lock);
    pthread_mutex_unlock(&s->wake_lock);
    atomic_store(&s->finished, true);
    for (int i = 1; i < started; i++)
        pthread_join(s->workers[i].thread, NULL);
    return best;
}
