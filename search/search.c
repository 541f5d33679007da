/*
 * Iterative deepening over a principal variation search with aspiration
 * windows, a transposition table, quiescence search, null-move pruning,
 * late move reductions, killer and history ordering and check extensions.
 * Every game-specific question goes through the game interface; a game
 * switches off what is unsound for it (no generate_noisy: no quiescence;
 * no make_null: no null move).
 */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include "search.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

#define HISTORY_SIZE 4096
#define REPETITION_KEYS 1024

struct Searcher {
    TransTable tt;
    double move_overhead;
    atomic_bool stop;

    /* One search's state. */
    const Game *game;
    unsigned char *positions; /* a slot per ply */
    Move *move_lists;         /* max_moves per ply */
    int *key_lists;           /* the moves' ordering keys, max_moves per ply */
    uint64_t keys[REPETITION_KEYS + SEARCH_MAX_PLY + 1]; /* reversible history, then the search path */
    int root_key_index;       /* index of the root's key in keys */
    Move killers[SEARCH_MAX_PLY + 1][2];
    int history[2][HISTORY_SIZE];
    Move pv[SEARCH_MAX_PLY + 1][SEARCH_MAX_PLY + 1];
    int pv_length[SEARCH_MAX_PLY + 1];
    uint64_t nodes, node_limit;
    bool aborted; /* this search ran out of time or nodes */
    int seldepth;
    double start, soft_deadline, hard_deadline; /* 0: none */
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

Searcher *searcher_new(size_t hash_megabytes)
{
    Searcher *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    if (!tt_resize(&s->tt, hash_megabytes)) {
        free(s);
        return NULL;
    }
    s->move_overhead = 0.03;
    atomic_init(&s->stop, false);
    return s;
}

void searcher_free(Searcher *s)
{
    if (!s)
        return;
    tt_free(&s->tt);
    free(s->positions);
    free(s->move_lists);
    free(s->key_lists);
    free(s);
}

bool searcher_set_hash(Searcher *s, size_t megabytes) { return tt_resize(&s->tt, megabytes); }

void searcher_clear(Searcher *s)
{
    tt_clear(&s->tt);
    memset(s->history, 0, sizeof s->history);
    memset(s->killers, 0, sizeof s->killers);
}

void searcher_set_move_overhead(Searcher *s, double seconds) { s->move_overhead = seconds; }

void searcher_stop(Searcher *s) { atomic_store(&s->stop, true); }

void searcher_arm(Searcher *s) { atomic_store(&s->stop, false); }

static void *position_at(Searcher *s, int ply) { return s->positions + (size_t)ply * s->game->position_size; }

/* True once the search must end: told to stop, or out of time or nodes. */
static bool time_is_up(Searcher *s)
{
    if (s->aborted || atomic_load_explicit(&s->stop, memory_order_relaxed))
        return true;
    if ((s->node_limit && s->nodes >= s->node_limit) ||
        ((s->nodes & 1023) == 0 && s->hard_deadline > 0 && now_seconds() >= s->hard_deadline))
        s->aborted = true;
    return s->aborted;
}

static bool stopped(const Searcher *s)
{
    return s->aborted || atomic_load_explicit(&s->stop, memory_order_relaxed);
}

/* A position seen before on the path or in the reversible part of the game
 * is scored as a draw: repeating it is always available to the defender. */
static bool is_repetition(const Searcher *s, int ply, const void *pos)
{
    int index = s->root_key_index + ply;
    int back = s->game->reversible_plies(pos);
    for (int d = 4; d <= back && index - d >= 0; d += 2)
        if (s->keys[index - d] == s->keys[index])
            return true;
    return false;
}

/* Score of a position with no legal moves (the game has ended). */
static int terminal_score(const Searcher *s, const void *pos, int ply)
{
    GameResult r = s->game->result(pos);
    int mover = s->game->side_to_move(pos);
    if (r.outcome == OUTCOME_DRAW || r.outcome == OUTCOME_NONE)
        return 0;
    bool mover_wins = (r.outcome == OUTCOME_FIRST_WINS) == (mover == SIDE_FIRST);
    return mover_wins ? SCORE_MATE - ply : -SCORE_MATE + ply;
}

static int history_index(Move m) { return (int)((m ^ (m >> 12) ^ (m >> 24)) & (HISTORY_SIZE - 1)); }

/* Ordering keys: TT move, then captures by hint, killers, then history. */
static void score_moves(Searcher *s, const void *pos, const Move *moves, int n, int *keys, Move tt_move, int ply)
{
    int side = s->game->side_to_move(pos);
    for (int i = 0; i < n; i++) {
        Move m = moves[i];
        int hint = s->game->move_order_hint(pos, m);
        if (m == tt_move)
            keys[i] = 1 << 30;
        else if (hint > 0)
            keys[i] = (1 << 28) + hint;
        else if (m == s->killers[ply][0])
            keys[i] = (1 << 27) + 1;
        else if (m == s->killers[ply][1])
            keys[i] = 1 << 27;
        else
            keys[i] = s->history[side][history_index(m)];
    }
}

/* Selection sort step: brings the best remaining move to index i. */
static void pick_next(Move *moves, int *keys, int n, int i)
{
    int best = i;
    for (int j = i + 1; j < n; j++)
        if (keys[j] > keys[best])
            best = j;
    Move m = moves[i];
    moves[i] = moves[best];
    moves[best] = m;
    int k = keys[i];
    keys[i] = keys[best];
    keys[best] = k;
}

static void update_pv(Searcher *s, int ply, Move m)
{
    s->pv[ply][0] = m;
    memcpy(&s->pv[ply][1], s->pv[ply + 1], sizeof(Move) * (size_t)s->pv_length[ply + 1]);
    s->pv_length[ply] = s->pv_length[ply + 1] + 1;
}

static int score_to_tt(int score, int ply)
{
    return score > SCORE_MATE_BOUND ? score + ply : score < -SCORE_MATE_BOUND ? score - ply : score;
}

static int score_from_tt(int score, int ply)
{
    return score > SCORE_MATE_BOUND ? score - ply : score < -SCORE_MATE_BOUND ? score + ply : score;
}

/* Captures until quiet. Checks are answered with every evasion only on the
 * first quiescence ply: deeper, chains of checking captures (common with
 * Hammer's pieces) would make the tree explode. */
static int quiescence(Searcher *s, int ply, int alpha, int beta, bool first)
{
    const Game *g = s->game;
    const void *pos = position_at(s, ply);
    s->nodes++;
    s->pv_length[ply] = 0;
    if (ply > s->seldepth)
        s->seldepth = ply;
    if (time_is_up(s))
        return 0;
    bool in_check = first && g->in_check(pos);
    if (!in_check && !g->generate_noisy) {
        /* Nothing to resolve: the game's result says whether it is over
         * (cheaper than generating every move to find none). */
        GameResult r = g->result(pos);
        return r.automatic && r.outcome != OUTCOME_NONE ? terminal_score(s, pos, ply) : g->evaluate(pos);
    }
    Move *moves = s->move_lists + (size_t)ply * (size_t)g->max_moves;
    int n;
    if (in_check) {
        n = g->generate(pos, moves);
        if (n == 0)
            return terminal_score(s, pos, ply);
    } else {
        int stand_pat = g->evaluate(pos);
        if (stand_pat >= beta || ply >= SEARCH_MAX_PLY)
            return stand_pat;
        if (stand_pat > alpha)
            alpha = stand_pat;
        n = g->generate_noisy(pos, moves);
    }
    if (ply >= SEARCH_MAX_PLY)
        return g->evaluate(pos);
    int *keys = s->key_lists + (size_t)ply * (size_t)g->max_moves;
    score_moves(s, pos, moves, n, keys, MOVE_NONE, ply);
    int best = in_check ? -SCORE_MATE + ply : alpha;
    for (int i = 0; i < n; i++) {
        pick_next(moves, keys, n, i);
        void *next = position_at(s, ply + 1);
        g->make(pos, moves[i], next);
        int score = g->side_to_move(next) == g->side_to_move(pos) ? quiescence(s, ply + 1, alpha, beta, false)
                                                                  : -quiescence(s, ply + 1, -beta, -alpha, false);
        if (stopped(s))
            return 0;
        if (score > best) {
            best = score;
            if (score > alpha) {
                alpha = score;
                if (score >= beta)
                    break;
            }
        }
    }
    return best;
}

static int search(Searcher *s, int ply, int depth, int alpha, int beta, bool null_allowed);

/* The score of the position at ply + 1 from the mover's view: negated when
 * the turn passes, as it is when the same side moves again (in Ice Hockey
 * a side scored upon, or starting a period, may be the side that just moved). */
static int child_score(Searcher *s, int ply, int depth, int alpha, int beta, bool same_side)
{
    return same_side ? search(s, ply + 1, depth, alpha, beta, true) : -search(s, ply + 1, depth, -beta, -alpha, true);
}

static int search(Searcher *s, int ply, int depth, int alpha, int beta, bool null_allowed)
{
    const Game *g = s->game;
    const void *pos = position_at(s, ply);
    bool pv_node = beta - alpha > 1;
    s->pv_length[ply] = 0;
    s->keys[s->root_key_index + ply] = g->key(pos);

    /* Step 1. Draws by the history and the game's counters. */
    if (ply > 0 && (is_repetition(s, ply, pos) || g->reversible_plies(pos) >= 100))
        return 0;
    /* Step 2. Check extension; at the horizon, quiescence answers checks */
    if (depth <= 0 || ply >= SEARCH_MAX_PLY)
        return quiescence(s, ply, alpha, beta, true);
    bool in_check = g->in_check(pos);
    if (in_check)
        depth++;
    s->nodes++;
    if (time_is_up(s))
        return 0;

    /* Step 3. Mate distance pruning */
    if (ply > 0) {
        alpha = alpha > -SCORE_MATE + ply ? alpha : -SCORE_MATE + ply;
        beta = beta < SCORE_MATE - ply - 1 ? beta : SCORE_MATE - ply - 1;
        if (alpha >= beta)
            return alpha;
    }

    /* Step 4. Transposition table */
    uint64_t key = g->key(pos);
    const TTEntry *entry = tt_probe(&s->tt, key);
    Move tt_move = entry ? entry->move : MOVE_NONE;
    if (entry && !pv_node && ply > 0 && entry->depth >= depth) {
        int score = score_from_tt(entry->score, ply);
        if (entry->bound == BOUND_EXACT || (entry->bound == BOUND_LOWER && score >= beta) ||
            (entry->bound == BOUND_UPPER && score <= alpha))
            return score;
    }

    /* Step 5. Null-move pruning, where the game allows a pass as a probe */
    if (!pv_node && !in_check && null_allowed && g->make_null && depth >= 3 && ply > 0 &&
        g->evaluate(pos) >= beta && beta > -SCORE_MATE_BOUND && g->make_null(pos, position_at(s, ply + 1))) {
        int reduction = 3 + depth / 4;
        int score = -search(s, ply + 1, depth - 1 - reduction, -beta, -beta + 1, false);
        if (stopped(s))
            return 0;
        if (score >= beta)
            return score > SCORE_MATE_BOUND ? beta : score;
    }

    /* Step 6. The moves */
    Move *moves = s->move_lists + (size_t)ply * (size_t)g->max_moves;
    int n = g->generate(pos, moves);
    if (n == 0)
        return terminal_score(s, pos, ply);
    int *keys = s->key_lists + (size_t)ply * (size_t)g->max_moves;
    score_moves(s, pos, moves, n, keys, tt_move, ply);
    int side = g->side_to_move(pos);
    int best = -SCORE_INFINITE, original_alpha = alpha;
    Move best_move = MOVE_NONE;
    for (int i = 0; i < n; i++) {
        pick_next(moves, keys, n, i);
        Move m = moves[i];
        bool quiet = g->move_order_hint(pos, m) == 0;
        void *next = position_at(s, ply + 1);
        g->make(pos, m, next);
        bool same = g->side_to_move(next) == side;
        int score;
        if (i == 0) {
            score = child_score(s, ply, depth - 1, alpha, beta, same);
        } else {
            /* Step 7. Late move reductions for quiet moves */
            int reduction = 0;
            if (depth >= 3 && i >= 3 && quiet && !in_check && m != s->killers[ply][0] &&
                m != s->killers[ply][1]) {
                reduction = 1 + (i >= 8) + (depth >= 8);
                if (reduction > depth - 2)
                    reduction = depth - 2;
            }
            /* Step 8. Principal variation search: null window first */
            score = child_score(s, ply, depth - 1 - reduction, alpha, alpha + 1, same);
            if (score > alpha && reduction > 0)
                score = child_score(s, ply, depth - 1, alpha, alpha + 1, same);
            if (score > alpha && score < beta)
                score = child_score(s, ply, depth - 1, alpha, beta, same);
        }
        if (stopped(s))
            return 0;
        if (score > best) {
            best = score;
            best_move = m;
            if (score > alpha) {
                alpha = score;
                update_pv(s, ply, m);
                if (score >= beta) {
                    /* Step 9. A quiet refutation teaches killers and history */
                    if (quiet) {
                        if (s->killers[ply][0] != m) {
                            s->killers[ply][1] = s->killers[ply][0];
                            s->killers[ply][0] = m;
                        }
                        int *h = &s->history[side][history_index(m)];
                        *h += depth * depth;
                        if (*h > (1 << 26))
                            for (int j = 0; j < HISTORY_SIZE; j++)
                                s->history[side][j] /= 2;
                    }
                    break;
                }
            }
        }
    }
    Bound bound = best >= beta ? BOUND_LOWER : alpha > original_alpha ? BOUND_EXACT : BOUND_UPPER;
    tt_store(&s->tt, key, best_move, score_to_tt(best, ply), depth, bound);
    return best;
}

/* Deadlines from the clock: a share of the remaining time per move, with
 * room to finish an iteration; never more than half of what is left. */
static void plan_time(Searcher *s, const SearchLimits *limits)
{
    s->soft_deadline = s->hard_deadline = 0;
    if (limits->infinite)
        return;
    if (limits->move_time > 0) {
        double t = limits->move_time - s->move_overhead;
        s->soft_deadline = s->hard_deadline = s->start + (t > 0.001 ? t : 0.001);
        return;
    }
    if (limits->time_left <= 0)
        return;
    int moves = limits->moves_to_go > 0 ? limits->moves_to_go : 30;
    double left = limits->time_left - s->move_overhead;
    if (left < 0.005)
        left = 0.005;
    double share = left / moves + limits->increment * 0.8;
    double cap = left * 0.5;
    if (share > cap)
        share = cap;
    s->soft_deadline = s->start + share * 0.6;
    s->hard_deadline = s->start + (share * 3 < cap ? share * 3 : cap);
}

static bool prepare(Searcher *s, const GameHistory *history)
{
    const Game *g = history->game;
    if (s->game != g) {
        free(s->positions);
        free(s->move_lists);
        free(s->key_lists);
        s->positions = malloc(g->position_size * (SEARCH_MAX_PLY + 2));
        s->move_lists = malloc(sizeof(Move) * (size_t)g->max_moves * (SEARCH_MAX_PLY + 2));
        s->key_lists = malloc(sizeof(int) * (size_t)g->max_moves * (SEARCH_MAX_PLY + 2));
        s->game = (s->positions && s->move_lists && s->key_lists) ? g : NULL;
        if (!s->game)
            return false;
    }
    memcpy(s->positions, history_current(history), g->position_size);
    /* Keys of the reversible part of the game, for repetitions. */
    int back = g->reversible_plies(history_current(history));
    if (back > history->plies)
        back = history->plies;
    if (back > REPETITION_KEYS)
        back = REPETITION_KEYS;
    for (int i = 0; i <= back; i++)
        s->keys[i] = g->key(history->positions + (size_t)(history->plies - back + i) * g->position_size);
    s->root_key_index = back;
    memset(s->killers, 0, sizeof s->killers);
    return true;
}

Move searcher_run(Searcher *s, const GameHistory *history, const SearchLimits *limits, SearchReportFn report,
                  void *context, Move *ponder)
{
    const Game *g = history->game;
    Move root_moves[GAME_MAX_MOVES];
    *ponder = MOVE_NONE;
    int n = g->generate(history_current(history), root_moves);
    if (n == 0 || !prepare(s, history))
        return MOVE_NONE;
    s->start = now_seconds();
    s->nodes = 0;
    s->node_limit = limits->infinite ? 0 : limits->nodes;
    s->aborted = false;
    plan_time(s, limits);
    tt_new_search(&s->tt);

    Move best = root_moves[0];
    int max_depth = limits->depth > 0 && !limits->infinite ? limits->depth : SEARCH_MAX_PLY - 1;
    if (max_depth > SEARCH_MAX_PLY - 1)
        max_depth = SEARCH_MAX_PLY - 1;
    int score = 0;
    for (int depth = 1; depth <= max_depth; depth++) {
        s->seldepth = 0;
        /* Aspiration window around the last score, widened on failure. */
        int delta = 25, alpha = -SCORE_INFINITE, beta = SCORE_INFINITE;
        if (depth >= 5) {
            alpha = score - delta;
            beta = score + delta;
        }
        int result;
        for (;;) {
            result = search(s, 0, depth, alpha, beta, false);
            if (stopped(s))
                break;
            if (result <= alpha) {
                alpha = alpha - delta < -SCORE_INFINITE ? -SCORE_INFINITE : alpha - delta;
            } else if (result >= beta) {
                beta = beta + delta > SCORE_INFINITE ? SCORE_INFINITE : beta + delta;
            } else {
                break;
            }
            delta *= 2;
        }
        if (stopped(s) && depth > 1)
            break;
        if (s->pv_length[0] > 0) {
            best = s->pv[0][0];
            *ponder = s->pv_length[0] > 1 ? s->pv[0][1] : MOVE_NONE;
        }
        score = result;
        if (report) {
            SearchReport r = {.depth = depth, .seldepth = s->seldepth, .score = score, .nodes = s->nodes,
                              .seconds = now_seconds() - s->start, .pv_length = s->pv_length[0]};
            memcpy(r.pv, s->pv[0], sizeof(Move) * (size_t)r.pv_length);
            report(&r, context);
        }
        if (stopped(s))
            break;
        if (s->soft_deadline > 0 && now_seconds() >= s->soft_deadline)
            break;
        /* A forced mate found within the depth searched will not improve. */
        if (!limits->infinite && abs(score) > SCORE_MATE_BOUND && SCORE_MATE - abs(score) <= depth)
            break;
    }
    /* In infinite mode wait for stop: a GUI expects bestmove only after it. */
    while (limits->infinite && !atomic_load(&s->stop)) {
        struct timespec pause = {0, 2000000};
        nanosleep(&pause, NULL);
    }
    return best;
}
