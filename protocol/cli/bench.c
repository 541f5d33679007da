#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include "bench.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "engine/game_history.h"
#include "search/alphabeta/search.h"

#define BENCH_HASH_MB 16

static double seconds_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* One position from a cleared searcher, as if it began a new game. */
static bool bench_position(const Game *game, const char *text, int depth, Searcher *searcher, uint64_t *nodes,
                           char *error)
{
    unsigned char *pos = malloc(game->position_size);
    GameHistory history;
    if (!pos) {
        strcpy(error, "out of memory");
        return false;
    }
    bool ok = game->set_text(pos, text, error) && history_start(&history, game, pos);
    free(pos);
    if (!ok)
        return false;
    searcher_clear(searcher);
    searcher_arm(searcher);
    SearchLimits limits = {.depth = depth};
    Move ponder;
    searcher_run(searcher, &history, &limits, NULL, NULL, &ponder);
    *nodes += searcher_nodes(searcher);
    history_free(&history);
    return true;
}

static bool bench_game(const Game *game, int depth, Searcher *searcher, FILE *out, BenchCount *total, char *error)
{
    BenchCount count = {0};
    int game_depth = depth - game->bench_depth_reduction > 1 ? depth - game->bench_depth_reduction : 1;
    double start = seconds_now();
    for (const char *const *text = game->bench_positions; *text; text++)
        if (!bench_position(game, *text, game_depth, searcher, &count.nodes, error))
            return false;
    count.seconds = seconds_now() - start;
    if (out)
        fprintf(out, "%-10s nodes %" PRIu64 " nps %" PRIu64 "\n", game->name, count.nodes,
                count.seconds > 0 ? (uint64_t)((double)count.nodes / count.seconds) : 0);
    total->nodes += count.nodes;
    total->seconds += count.seconds;
    return true;
}

bool bench_run(const Game *game, int depth, FILE *out, BenchCount *total, char *error)
{
    Searcher *searcher = searcher_new(BENCH_HASH_MB);
    if (!searcher) {
        strcpy(error, "out of memory");
        return false;
    }
    *total = (BenchCount){0};
    int count;
    const Game *const *games = game_list(&count);
    bool ok = true;
    for (int i = 0; i < count && ok; i++)
        if (games[i]->bench_positions && (!game || games[i] == game))
            ok = bench_game(games[i], depth, searcher, out, total, error);
    searcher_free(searcher);
    return ok;
}
