/*
 * The searcher through the game interface: mates found at the right depth
 * with the right score, only legal moves returned, and repetitions drawn
 * as the rules count them.
 */
#define _POSIX_C_SOURCE 200809L /* nanosleep */
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

#include "search/alphabeta/search.h"
#include "tests/test_support.h"

static void capture_report(const SearchReport *r, void *context) { *(SearchReport *)context = *r; }


/* The search finds a mate in mate_moves; move is checked unless NULL
 * (where several moves mate equally fast). */
static void assert_mate(const char *game, const char *fen, int depth, const char *move, int mate_moves)
{
    SearchReport last;
    Move best = test_search(game, fen, depth, &last);
    if (move) {
        TestPosition p = test_position(game, fen);
        char text[GAME_TEXT_MAX];
        p.game->move_to_text(p.bytes, best, text);
        ck_assert_str_eq(text, move);
    }
    ck_assert_int_gt(last.score, SCORE_MATE_BOUND);
    ck_assert_int_eq(score_mate_moves(last.score), mate_moves);
}

START_TEST(mates_in_chess)
{
    assert_mate("chess", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", 3, "a1a8", 1);
    assert_mate("chess", "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4", 3, "h5f7", 1);
    assert_mate("chess", "6k1/8/6K1/8/8/8/8/1R6 w - - 0 1", 5, "b1b8", 1);
    assert_mate("chess", "k7/8/2K5/8/8/8/8/1Q6 w - - 0 1", 5, "b1b7", 1);
    /* The rook ladder: mate in two, several first moves do it. Chess's net
     * scored it (without the pawns) so that the search pruned the mate in
     * two up to depth 7, which found a mate in four: a mate stops the
     * deepening only once the depth is twice its length, so depth 8 finds
     * the shorter one. A locked pawn each keeps it a position for the net:
     * as a bare-king ending (eval_endgame.c) the search finds a mate in
     * three at depth 6 and stops there. */
    assert_mate("chess", "7k/8/8/8/6p1/6P1/R7/1R4K1 w - - 0 1", 8, NULL, 2);
    /* White must push the h-pawn, then Qb2 mates: the score says mated in one. */
    SearchReport last;
    test_search("chess", "8/8/8/8/8/1qk5/7P/K7 w - - 0 1", 4, &last);
    ck_assert_int_eq(score_mate_moves(last.score), -1);
}
END_TEST

START_TEST(mates_in_hammer)
{
    /* Bc4-f7 checks h8 by the Hammer bishop's knight leap and covers g8
     * diagonally: mate in Hammer, a quiet move in FIDE chess. */
    const char *fen = "7k/6pp/8/8/2B5/8/8/6K1 w - - 0 1";
    assert_mate("hammer", fen, 3, "c4f7", 1);
    SearchReport last;
    test_search("chess", fen, 3, &last);
    ck_assert_int_lt(last.score, SCORE_MATE_BOUND);
}
END_TEST

/* True if the side to move mates within moves moves, by plain exhaustive
 * search over the game interface: an independent check of the searcher. */
static bool forced_mate(const Game *g, const void *pos, int moves)
{
    Move mine[GAME_MAX_MOVES], theirs[GAME_MAX_MOVES];
    unsigned char after[4096], reply[4096];
    int n = g->generate(pos, mine);
    for (int i = 0; i < n; i++) {
        g->make(pos, mine[i], after);
        int r = g->generate(after, theirs);
        if (r == 0) {
            if (g->in_check(after))
                return true;
            continue;
        }
        bool all_lose = moves > 1;
        for (int j = 0; j < r && all_lose; j++) {
            g->make(after, theirs[j], reply);
            all_lose = forced_mate(g, reply, moves - 1);
        }
        if (all_lose)
            return true;
    }
    return false;
}

/* The search's mate distance at depth agrees with exhaustive search: a
 * mate in exactly moves moves, none shorter. */
static void assert_mate_agrees_at(const char *game, const char *fen, int moves, int depth)
{
    TestPosition p = test_position(game, fen);
    ck_assert_msg(forced_mate(p.game, p.bytes, moves), "%s: no mate in %d", fen, moves);
    ck_assert_msg(moves == 1 || !forced_mate(p.game, p.bytes, moves - 1), "%s: a shorter mate", fen);
    assert_mate(game, fen, depth, NULL, moves);
}

static void assert_mate_agrees(const char *game, const char *fen, int moves)
{
    assert_mate_agrees_at(game, fen, moves, 2 * moves + 1);
}

START_TEST(mates_in_halfcourt)
{
    /* Re1-a1: the king on c4 covers b4 and b5. */
    assert_mate("halfcourt", "k4/2K2/5/5/4R w - - 0 1", 3, "e1a1", 1);
    assert_mate_agrees("halfcourt", "k4/2K2/5/5/4R w - - 0 1", 1);
    assert_mate_agrees("halfcourt", "k4/5/5/1K3/4R w - - 0 1", 2);
    assert_mate_agrees("halfcourt", "2k2/1p3/2K2/5/3Q1 w - - 0 1", 2);
    assert_mate("halfcourt", "3k1/5/3K1/5/R4 w - - 0 1", 3, "a1a5", 1);
    /* The same checks in the other games (chess's at depth 8: see
     * mates_in_chess). */
    assert_mate_agrees_at("chess", "7k/8/8/8/6p1/6P1/R7/1R4K1 w - - 0 1", 2, 8);
    assert_mate_agrees("hammer", "7k/8/8/8/8/8/R7/1R4K1 w - - 0 1", 2);
}
END_TEST

START_TEST(only_legal_moves)
{
    static const char *fens[] = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    };
    const char *games[] = {"chess", "hammer"};
    for (int g = 0; g < 2; g++) {
        for (size_t i = 0; i < sizeof fens / sizeof fens[0]; i++) {
            for (int depth = 1; depth <= 4; depth++) {
                SearchReport last;
                Move best = test_search(games[g], fens[i], depth, &last);
                TestPosition p = test_position(games[g], fens[i]);
                Move moves[GAME_MAX_MOVES];
                int n = p.game->generate(p.bytes, moves), found = 0;
                for (int k = 0; k < n; k++)
                    found |= moves[k] == best;
                ck_assert_msg(found, "%s depth %d: illegal move from %s", games[g], depth, fens[i]);
            }
        }
    }
}
END_TEST

/* Random positions of every chess-family game (random walks from the
 * start, seeded) searched to depths 1..4: the move returned is legal. */
START_TEST(legal_moves_in_random_positions)
{
    static const char *const games[] = {"chess", "hammer", "halfcourt"};
    uint64_t state = 0x9E3779B97F4A7C15ULL;
    Searcher *s = searcher_new(4);
    for (int g = 0; g < 3; g++) {
        for (int walk = 0; walk < 12; walk++) {
            TestPosition p = test_start(games[g]);
            Move moves[GAME_MAX_MOVES];
            int length = walk * 3;
            for (int ply = 0; ply < length; ply++) {
                int n = p.game->generate(p.bytes, moves);
                if (n == 0)
                    break;
                state ^= state << 13, state ^= state >> 7, state ^= state << 17;
                unsigned char next[sizeof p.bytes];
                p.game->make(p.bytes, moves[state % (uint64_t)n], next);
                memcpy(p.bytes, next, p.game->position_size);
            }
            int n = p.game->generate(p.bytes, moves);
            GameHistory h;
            ck_assert(history_start(&h, p.game, p.bytes));
            for (int depth = 1; depth <= 4; depth++) {
                searcher_clear(s);
                SearchLimits limits = {.depth = depth};
                Move ponder, best = searcher_run(s, &h, &limits, NULL, NULL, &ponder);
                int found = 0;
                for (int k = 0; k < n; k++)
                    found |= moves[k] == best;
                ck_assert_msg(found || (n == 0 && best == MOVE_NONE), "%s depth %d: illegal move in %s", games[g],
                              depth, test_text(&p));
            }
            history_free(&h);
        }
    }
    searcher_free(s);
}
END_TEST

START_TEST(no_move_when_game_over)
{
    SearchReport last;
    ck_assert_uint_eq(test_search("chess", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", 3, &last), MOVE_NONE);
    /* Dead material ends the game for the search, though perft counts the
     * kings' moves there: no move at the root. */
    ck_assert_uint_eq(test_search("chess", "8/8/4k3/8/8/4K3/8/8 w - - 0 1", 3, &last), MOVE_NONE);
    ck_assert_uint_eq(test_search("joust", "k+7/8/8/8/8/8/8/7K+ w 0 1", 2, &last), MOVE_NONE);
}
END_TEST

/* Below the root too: taking the queen leaves K+N v K, a draw (0), not a
 * knight up; every other move loses to the queen. (At depth 1 the capture
 * is scored at the horizon, by quiescence's static evaluation.) */
START_TEST(dead_material_is_a_draw_in_the_tree)
{
    const char *fen = "4k3/8/8/8/3q4/8/4N3/4K3 w - - 0 1";
    for (int depth = 2; depth <= 5; depth++) {
        SearchReport last;
        Move best = test_search("chess", fen, depth, &last);
        TestPosition p = test_position("chess", fen);
        char text[GAME_TEXT_MAX];
        p.game->move_to_text(p.bytes, best, text);
        ck_assert_str_eq(text, "e2d4");
        ck_assert_int_eq(last.score, 0);
    }
}
END_TEST

/* A third time on the board is a draw: the kings have shuffled twice, and
 * the lone black king, a queen down, goes back to e8 for the third sight
 * of the first position, scored 0. */
START_TEST(third_sight_in_the_game_is_a_draw)
{
    SearchReport last;
    char best[GAME_TEXT_MAX];
    test_search_after_moves("chess", "4k3/8/8/8/7Q/8/8/4K3 w - - 0 1", "e1f1 e8f8 f1e1 f8e8 e1f1 e8f8 f1e1", 6, &last, best);
    ck_assert_str_eq(best, "f8e8");
    ck_assert_int_eq(last.score, 0);
}
END_TEST

/* A second sight is not a draw. The white king, in check from the rook,
 * has one move, h1h2, and the game has already seen the position it leads
 * to (the rook went to a2 and back); White, three knights up, is still
 * winning there, not drawing (the score was 0 when one earlier sight in
 * the game was taken for a draw). */
START_TEST(second_sight_in_the_game_is_no_draw)
{
    SearchReport last;
    char best[GAME_TEXT_MAX];
    test_search_after_moves("chess", "k7/8/8/8/2NNN3/8/6P1/r6K w - - 0 1", "h1h2 a1a2 h2h1 a2a1", 6, &last, best);
    ck_assert_str_eq(best, "h1h2");
    ck_assert_int_gt(last.score, 300);
}
END_TEST

/* Lazy SMP: with helper threads the search still finds mates and plays
 * legal moves, and the node count includes the helpers' work. */
START_TEST(helper_threads)
{
    TestPosition p = test_position("chess", "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4");
    GameHistory h;
    ck_assert(history_start(&h, p.game, p.bytes));
    Searcher *s = searcher_new(4);
    ck_assert(searcher_set_threads(s, 3));
    ck_assert(!searcher_set_threads(s, 0));
    SearchLimits limits = {.depth = 6};
    SearchReport last = {0};
    Move ponder;
    Move best = searcher_run(s, &h, &limits, capture_report, &last, &ponder);
    char text[GAME_TEXT_MAX];
    p.game->move_to_text(p.bytes, best, text);
    ck_assert_str_eq(text, "h5f7");
    ck_assert_int_eq(score_mate_moves(last.score), 1);
    /* A middlegame searched deeper; helpers may count on after the last report. */
    TestPosition q = test_position("chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    GameHistory hq;
    ck_assert(history_start(&hq, q.game, q.bytes));
    limits.depth = 7;
    best = searcher_run(s, &hq, &limits, capture_report, &last, &ponder);
    ck_assert(test_has_move(&q, (p.game->move_to_text(q.bytes, best, text), text)));
    ck_assert_uint_gt(last.nodes, 0);
    ck_assert_uint_le(last.nodes, searcher_nodes(s));
    searcher_free(s);
    history_free(&h);
    history_free(&hq);
}
END_TEST

typedef struct {
    int count;
    SearchReport lines[8];
} LastIteration;

/* Keeps the reports of the deepest iteration. */
static void collect_lines(const SearchReport *r, void *context)
{
    LastIteration *last = context;
    if (r->line == 1)
        last->count = 0;
    if (last->count < 8)
        last->lines[last->count++] = *r;
}

/* MultiPV: distinct first moves per line, the first line's move is the
 * one played, and no more lines than legal moves. */
/* The move a searcher at this skill level (and seed) plays in the
 * position, searched to depth 6; its text. */
static void skilled_move(const char *game, const char *fen, int level, uint64_t seed, char *text)
{
    TestPosition p = test_position(game, fen);
    GameHistory h;
    ck_assert(history_start(&h, p.game, p.bytes));
    Searcher *s = searcher_new(4);
    ck_assert(searcher_set_skill(s, level, seed));
    SearchLimits limits = {.depth = 6};
    Move ponder;
    Move best = searcher_run(s, &h, &limits, NULL, NULL, &ponder);
    p.game->move_to_text(p.bytes, best, text);
    history_free(&h);
    searcher_free(s);
}

/* Full skill plays the one good move (the rook takes the queen) whatever
 * the seed; skill 0 plays worse moves for some seeds, the same move for
 * the same seed (5 of these 20 seeds); skill 10 less often (never). A
 * locked pawn each, so that the queen's capture does not leave a bare
 * king, which is scored as a sure win (eval_endgame.c). */
START_TEST(skill_weakens_play)
{
    const char *fen = "4k3/8/8/3q4/6p1/6P1/3R4/4K3 w - - 0 1";
    char text[GAME_TEXT_MAX], again[GAME_TEXT_MAX];
    Searcher *s = searcher_new(1);
    ck_assert(!searcher_set_skill(s, -1, 0));
    ck_assert(!searcher_set_skill(s, SEARCH_FULL_SKILL + 1, 0));
    searcher_free(s);
    int worse[2] = {0, 0};
    for (uint64_t seed = 1; seed <= 20; seed++) {
        skilled_move("chess", fen, SEARCH_FULL_SKILL, seed, text);
        ck_assert_str_eq(text, "d2d5");
        skilled_move("chess", fen, 0, seed, text);
        skilled_move("chess", fen, 0, seed, again);
        ck_assert_str_eq(text, again);
        worse[0] += strcmp(text, "d2d5") != 0;
        skilled_move("chess", fen, 10, seed, text);
        worse[1] += strcmp(text, "d2d5") != 0;
    }
    ck_assert_int_ge(worse[0], 4);
    ck_assert_int_lt(worse[1], worse[0]);
}
END_TEST

START_TEST(multi_pv_lines)
{
    TestPosition p = test_position("chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    GameHistory h;
    ck_assert(history_start(&h, p.game, p.bytes));
    Searcher *s = searcher_new(4);
    ck_assert(!searcher_set_multi_pv(s, 0));
    ck_assert(searcher_set_multi_pv(s, 3));
    SearchLimits limits = {.depth = 5};
    LastIteration last = {0};
    Move ponder;
    Move best = searcher_run(s, &h, &limits, collect_lines, &last, &ponder);
    ck_assert_int_eq(last.count, 3);
    ck_assert_uint_eq(last.lines[0].pv[0], best);
    for (int i = 0; i < 3; i++) {
        ck_assert_int_eq(last.lines[i].line, i + 1);
        ck_assert_int_eq(last.lines[i].depth, 5);
        for (int j = 0; j < i; j++)
            ck_assert_uint_ne(last.lines[i].pv[0], last.lines[j].pv[0]);
    }
    history_free(&h);
    /* One legal move (the king takes the rook): one line. */
    TestPosition q = test_position("chess", "7k/8/8/8/8/8/1r6/K7 w - - 0 1");
    ck_assert(history_start(&h, q.game, q.bytes));
    last.count = 0;
    searcher_run(s, &h, &limits, collect_lines, &last, &ponder);
    ck_assert_int_eq(last.count, 1);
    history_free(&h);
    searcher_free(s);
}
END_TEST

typedef struct {
    Searcher *searcher;
    GameHistory history;
    SearchLimits limits;
    Move best;
    atomic_bool done;
} PonderRun;

static void *ponder_thread(void *arg)
{
    PonderRun *run = arg;
    Move ponder;
    run->best = searcher_run(run->searcher, &run->history, &run->limits, NULL, NULL, &ponder);
    atomic_store(&run->done, true);
    return NULL;
}

static void sleep_ms(long ms)
{
    struct timespec t = {ms / 1000, (ms % 1000) * 1000000};
    nanosleep(&t, NULL);
}

/* A ponder search does not answer on its own, even when its depth is done,
 * until ponderhit; then it answers like a normal search. */
START_TEST(ponder_waits_for_ponderhit)
{
    PonderRun run = {.searcher = searcher_new(4), .limits = {.depth = 2, .move_time = 5, .ponder = true}};
    TestPosition p = test_start("chess");
    ck_assert(history_start(&run.history, p.game, p.bytes));
    atomic_init(&run.done, false);
    pthread_t thread;
    ck_assert_int_eq(pthread_create(&thread, NULL, ponder_thread, &run), 0);
    sleep_ms(300);
    ck_assert(!atomic_load(&run.done));
    searcher_ponderhit(run.searcher);
    pthread_join(thread, NULL);
    Move moves[GAME_MAX_MOVES];
    int n = p.game->generate(p.bytes, moves), found = 0;
    for (int i = 0; i < n; i++)
        found |= moves[i] == run.best;
    ck_assert(found);
    /* A ponderhit between arming and the start of the search is kept: the
     * search answers by itself instead of waiting forever. */
    searcher_arm(run.searcher);
    searcher_ponderhit(run.searcher);
    Move ponder;
    ck_assert_uint_ne(searcher_run(run.searcher, &run.history, &run.limits, NULL, NULL, &ponder), MOVE_NONE);
    searcher_free(run.searcher);
    history_free(&run.history);
}
END_TEST

/* Every report of a search, and its answer. */
typedef struct {
    int count;
    SearchReport reports[64];
    Move best, ponder;
} SearchTrace;

static void collect_all(const SearchReport *r, void *context)
{
    SearchTrace *t = context;
    if (t->count < 64) {
        t->reports[t->count] = *r;
        t->reports[t->count++].seconds = 0; /* the one thing that may differ */
    }
}

static SearchTrace trace_search(Searcher *s, const GameHistory *h, int depth)
{
    SearchTrace t = {0};
    SearchLimits limits = {.depth = depth};
    searcher_arm(s);
    t.best = searcher_run(s, h, &limits, collect_all, &t, &t.ponder);
    return t;
}

/* searcher_reset() leaves nothing of what came before (the fuzzer runs
 * every input on one reset searcher): after other settings and searches
 * that filled the table, the killers and the history, a reset searcher
 * searches exactly as a new one, node for node. */
START_TEST(reset_searcher_searches_as_new)
{
    TestPosition p = test_position("chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    GameHistory h;
    ck_assert(history_start(&h, p.game, p.bytes));
    Searcher *fresh = searcher_new(0);
    SearchTrace expected = trace_search(fresh, &h, 5);
    ck_assert_int_gt(expected.count, 0);

    Searcher *used = searcher_new(2);
    ck_assert(searcher_set_multi_pv(used, 3));
    searcher_set_move_overhead(used, 1);
    trace_search(used, &h, 6);
    ck_assert(searcher_set_threads(used, 2));
    trace_search(used, &h, 5);
    ck_assert(searcher_set_threads(used, 1)); /* its history and killers are the reset's to clear */
    trace_search(used, &h, 6);
    ck_assert(searcher_reset(used, 0));
    SearchTrace again = trace_search(used, &h, 5);
    ck_assert_int_eq(again.count, expected.count);
    ck_assert_uint_eq(again.best, expected.best);
    ck_assert_uint_eq(again.ponder, expected.ponder);
    ck_assert_mem_eq(again.reports, expected.reports, sizeof again.reports);
    /* clearing the table a search used (ucinewgame) forgets it too */
    trace_search(used, &h, 6);
    searcher_clear(used);
    ck_assert_int_eq(trace_search(used, &h, 5).count, expected.count);
    searcher_free(fresh);
    searcher_free(used);
    history_free(&h);
}
END_TEST

static long peak_resident_kilobytes(void)
{
    struct rusage usage;
    ck_assert_int_eq(getrusage(RUSAGE_SELF, &usage), 0);
    return usage.ru_maxrss;
}

/* A new searcher, and clearing it before any search (a new engine process
 * and its first ucinewgame), leave the table's pages untouched: writing
 * zeros over memory calloc gave zeroed was most of a process's start-up. */
START_TEST(new_table_is_not_touched_before_a_search)
{
    enum { TABLE_MB = 256 };
    long before = peak_resident_kilobytes();
    Searcher *s = searcher_new(TABLE_MB);
    ck_assert_ptr_nonnull(s);
    searcher_clear(s);
    ck_assert(searcher_reset(s, TABLE_MB));
    ck_assert_int_lt(peak_resident_kilobytes() - before, TABLE_MB * 1024 / 2);
    searcher_free(s);
}
END_TEST

/* A ponder search ended by a stop is forgotten: a ponderhit that comes
 * after the next searcher_arm() but before its search begins must not
 * reach back to the old search's limits (the fuzzer found them freed). */
START_TEST(stopped_ponder_search_is_forgotten)
{
    TestPosition p = test_start("chess");
    GameHistory h;
    ck_assert(history_start(&h, p.game, p.bytes));
    Searcher *s = searcher_new(0);
    SearchLimits *old = malloc(sizeof *old);
    *old = (SearchLimits){.depth = 1, .move_time = 1, .ponder = true};
    Move ponder;
    searcher_arm(s);
    searcher_stop(s);
    ck_assert_uint_ne(searcher_run(s, &h, old, NULL, NULL, &ponder), MOVE_NONE);
    free(old);
    searcher_arm(s);
    searcher_ponderhit(s); /* read the freed limits before the fix */
    SearchLimits next = {.depth = 2, .ponder = true};
    ck_assert_uint_ne(searcher_run(s, &h, &next, NULL, NULL, &ponder), MOVE_NONE);
    searcher_free(s);
    history_free(&h);
}
END_TEST

/* The root filter: an excluded move is never the answer (even the only
 * mate), an include list is all that is searched, with MultiPV too, and
 * nothing to search gives MOVE_NONE. */
START_TEST(root_filter_excludes_and_includes)
{
    TestPosition p = test_position("chess", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
    GameHistory h;
    ck_assert(history_start(&h, p.game, p.bytes));
    Move mate, quiet;
    char error[GAME_ERROR_MAX], text[GAME_TEXT_MAX];
    ck_assert(p.game->text_to_move(p.bytes, "a1a8", &mate, error));
    ck_assert(p.game->text_to_move(p.bytes, "g1f1", &quiet, error));
    Searcher *s = searcher_new(1);
    SearchLimits limits = {.depth = 3, .root_filter = &mate, .root_filter_count = 1};
    Move ponder;
    Move best = searcher_run(s, &h, &limits, NULL, NULL, &ponder);
    ck_assert_uint_ne(best, MOVE_NONE);
    ck_assert_uint_ne(best, mate);
    ck_assert(test_has_move(&p, (p.game->move_to_text(p.bytes, best, text), text)));
    limits.root_filter = &quiet;
    limits.root_filter_includes = true;
    ck_assert(searcher_set_multi_pv(s, 4));
    LastIteration last = {0};
    ck_assert_uint_eq(searcher_run(s, &h, &limits, collect_lines, &last, &ponder), quiet);
    ck_assert_int_eq(last.count, 1);
    limits.root_filter_count = 0;
    ck_assert_uint_eq(searcher_run(s, &h, &limits, NULL, NULL, &ponder), MOVE_NONE);
    searcher_free(s);
    history_free(&h);
}
END_TEST

/* A search stopped inside an iteration plays the move that iteration has
 * already found better than the one before (its PV's first move): over
 * node limits that stop some searches after the best move changed and
 * before the iteration ended, some answers are not the last report's
 * move. Every answer is legal. */
START_TEST(unfinished_iteration_counts)
{
    const char *fens[] = {"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
                          "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
                          "2r3k1/pp3ppp/2n5/3p4/3P4/2PB1N2/P4PPP/5RK1 w - - 0 20"};
    int changed = 0;
    Searcher *s = searcher_new(1);
    for (int f = 0; f < 3; f++) {
        TestPosition p = test_position("chess", fens[f]);
        GameHistory h;
        ck_assert(history_start(&h, p.game, p.bytes));
        Move legal[GAME_MAX_MOVES];
        int n = p.game->generate(p.bytes, legal);
        for (uint64_t nodes = 2000; nodes < 100000; nodes += nodes / 8) {
            ck_assert(searcher_reset(s, 1));
            SearchTrace t = {0};
            SearchLimits limits = {.nodes = nodes};
            searcher_arm(s);
            t.best = searcher_run(s, &h, &limits, collect_all, &t, &t.ponder);
            ck_assert_int_gt(t.count, 0);
            ck_assert_int_lt(t.count, 64);
            int found = 0;
            for (int i = 0; i < n; i++)
                found |= legal[i] == t.best;
            ck_assert(found);
            changed += t.best != t.reports[t.count - 1].pv[0];
        }
        history_free(&h);
    }
    ck_assert_int_gt(changed, 0);
    searcher_free(s);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("search");
    TCase *tc = tcase_create("search");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, mates_in_chess);
    tcase_add_test(tc, mates_in_hammer);
    tcase_add_test(tc, mates_in_halfcourt);
    tcase_add_test(tc, only_legal_moves);
    tcase_add_test(tc, no_move_when_game_over);
    tcase_add_test(tc, dead_material_is_a_draw_in_the_tree);
    tcase_add_test(tc, third_sight_in_the_game_is_a_draw);
    tcase_add_test(tc, second_sight_in_the_game_is_no_draw);
    tcase_add_test(tc, legal_moves_in_random_positions);
    tcase_add_test(tc, helper_threads);
    tcase_add_test(tc, multi_pv_lines);
    tcase_add_test(tc, skill_weakens_play);
    tcase_add_test(tc, ponder_waits_for_ponderhit);
    tcase_add_test(tc, reset_searcher_searches_as_new);
    tcase_add_test(tc, new_table_is_not_touched_before_a_search);
    tcase_add_test(tc, stopped_ponder_search_is_forgotten);
    tcase_add_test(tc, root_filter_excludes_and_includes);
    tcase_add_test(tc, unfinished_iteration_counts);
    suite_add_tcase(s, tc);
    return test_run_suite(s);
}
