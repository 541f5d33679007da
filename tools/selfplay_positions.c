/*
 * Training positions for the evaluation tuner, from fast self-play: each
 * game opens with a few random moves (seeded, so every run is the same),
 * then the engine plays itself at a fixed node count. Every quiet position
 * after the opening (side to move not in check, best move not a capture or
 * promotion) is written with the game's final result and the search's
 * score in centipawns, both from White's (the first player's) view; for a
 * game with no quiescence search (Ice Hockey) every position is, since the
 * evaluation itself meets them all at the search's leaves:
 *     <position text> ; <1 | 0.5 | 0> ; <score>
 * The evaluation tuner reads the result; the net trainer reads both.
 * After the opening, so many moves in a thousand (the last argument,
 * default 0) are played at random instead of the engine's, to keep games
 * apart where the engine would play the same again, as Ice Hockey's after
 * every faceoff; the position before such a move is kept all the same,
 * with its search's score.
 * usage: selfplay_positions <game> <games> [nodes per move] [random plies] [seed]
 *        [random moves per thousand]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/game_history.h"
#include "search/alphabeta/search.h"

#define MAX_PLIES 400

static uint64_t next_random(uint64_t *state)
{
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    return *state;
}

typedef struct {
    char (*texts)[GAME_TEXT_MAX];
    int *scores; /* the first player's view */
    int count;
} Positions;

/* Keeps the best line's score of the deepest iteration. */
static void keep_score(const SearchReport *report, void *context)
{
    if (report->line == 1)
        *(int *)context = report->score;
}

/* Plays one game; returns White's score (0, 1, 2 in half points) or -1 if
 * it did not finish. Quiet positions go to kept. */
static int play(const Game *game, Searcher *searcher, uint64_t seed, uint64_t nodes, int random_plies,
                int random_per_thousand, Positions *kept)
{
    GameOptions options;
    game_default_options(game, &options);
    options.seed = seed;
    unsigned char *start = malloc(game->position_size);
    char error[GAME_ERROR_MAX];
    GameHistory history;
    if (!start || !game->set_start(start, &options, error) || !history_start(&history, game, start)) {
        free(start);
        return -1;
    }
    free(start);
    searcher_clear(searcher);
    uint64_t random_state = seed * 2654435761u + 1;
    GameResult result = history_result(&history);
    while (result.outcome == OUTCOME_NONE && history.plies < MAX_PLIES) {
        const void *pos = history_current(&history);
        Move moves[GAME_MAX_MOVES], best, ponder;
        if (history.plies < random_plies) {
            int n = game->generate(pos, moves);
            best = moves[next_random(&random_state) % (uint64_t)n];
        } else {
            SearchLimits limits = {.nodes = nodes};
            searcher_arm(searcher);
            int score = 0;
            best = searcher_run(searcher, &history, &limits, keep_score, &score, &ponder);
            if (!game->generate_noisy || (!game->in_check(pos) && game->move_order_hint(pos, best) == 0)) {
                kept->scores[kept->count] = game->side_to_move(pos) == SIDE_FIRST ? score : -score;
                game->get_text(pos, kept->texts[kept->count++]);
            }
            if (random_per_thousand > 0 && (int)(next_random(&random_state) % 1000) < random_per_thousand) {
                int n = game->generate(pos, moves);
                best = moves[next_random(&random_state) % (uint64_t)n];
            }
        }
        if (!history_play(&history, best))
            break;
        result = history_result(&history);
    }
    history_free(&history);
    switch (result.outcome) {
    case OUTCOME_FIRST_WINS:
        return 2;
    case OUTCOME_SECOND_WINS:
        return 0;
    case OUTCOME_DRAW:
        return 1;
    default:
        return -1;
    }
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: selfplay_positions <game> <games> [nodes per move] [random plies] [seed]\n"
                        "                          [random moves per thousand]\n");
        return 2;
    }
    const Game *game = game_find(argv[1]);
    int games = atoi(argv[2]);
    uint64_t nodes = argc > 3 ? strtoull(argv[3], NULL, 10) : 2000;
    int random_plies = argc > 4 ? atoi(argv[4]) : 8;
    uint64_t seed = argc > 5 ? strtoull(argv[5], NULL, 10) : 1;
    int random_per_thousand = argc > 6 ? atoi(argv[6]) : 0;
    if (!game || games < 1 || nodes < 1 || random_per_thousand < 0 || random_per_thousand > 1000) {
        fprintf(stderr, "selfplay_positions: unknown game or bad count\n");
        return 2;
    }
    Searcher *searcher = searcher_new(16);
    Positions kept = {malloc(sizeof *kept.texts * MAX_PLIES), malloc(sizeof *kept.scores * MAX_PLIES), 0};
    if (!searcher || !kept.texts || !kept.scores)
        return 1;
    static const char *const score_text[] = {"0", "0.5", "1"};
    for (int g = 0; g < games; g++) {
        kept.count = 0;
        int score = play(game, searcher, seed + (uint64_t)g, nodes, random_plies, random_per_thousand, &kept);
        if (score < 0)
            continue;
        for (int i = 0; i < kept.count; i++)
            printf("%s ; %s ; %d\n", kept.texts[i], score_text[score], kept.scores[i]);
        fflush(stdout);
    }
    free(kept.texts);
    free(kept.scores);
    searcher_free(searcher);
    return 0;
}
