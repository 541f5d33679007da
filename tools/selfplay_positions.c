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
 * and, for a game that settles part of the score as it goes (Ice Hockey's
 * goals), " ; <the settled score at the game's end>" after it (centipawns,
 * White's view), from which the net trainer takes the result of the rest
 * of the game. The evaluation tuner reads the result; the net trainer
 * reads them all.
 * After the opening, so many moves in a thousand (the last argument,
 * default 0) are played at random instead of the engine's, to keep games
 * apart where the engine would play the same again, as Ice Hockey's after
 * every faceoff; the position before such a move is kept all the same,
 * with its search's score.
 * Arguments NAME=VALUE, anywhere after the game, set the game's options
 * (e.g. Half-Court's start=2777: every game from that setup).
 * usage: selfplay_positions <game> <games> [nodes per move] [random plies] [seed]
 *        [random moves per thousand] [NAME=VALUE]...
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
 * it did not finish. Quiet positions go to kept, and the settled score of
 * the last position to *settled (where the game has one). */
static int play(const Game *game, GameOptions options, Searcher *searcher, uint64_t seed, uint64_t nodes,
                int random_plies, int random_per_thousand, Positions *kept, int *settled)
{
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
    if (game->settled_score)
        *settled = game->settled_score(history_current(&history));
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

/* Sets the option named in text (NAME=VALUE); false if the game has no
 * such option or the value is out of its range. */
static bool set_option(const Game *game, const char *text, GameOptions *options)
{
    char name[32];
    const char *equals = strchr(text, '=');
    if ((size_t)(equals - text) >= sizeof name)
        return false;
    memcpy(name, text, (size_t)(equals - text));
    name[equals - text] = '\0';
    int index = game_option_index(game, name);
    char *end;
    long value = strtol(equals + 1, &end, 10);
    if (index < 0 || *end != '\0' || end == equals + 1 || value < game->options[index].min ||
        value > game->options[index].max)
        return false;
    options->values[index] = (int)value;
    return true;
}

int main(int argc, char **argv)
{
    const Game *game = argc > 1 ? game_find(argv[1]) : NULL;
    if (argc > 1 && !game) {
        fprintf(stderr, "selfplay_positions: unknown game %s\n", argv[1]);
        return 2;
    }
    GameOptions options;
    const char *positional[6] = {NULL};
    int positional_count = 0;
    if (game)
        game_default_options(game, &options);
    for (int i = 1; game && i < argc; i++) {
        if (strchr(argv[i], '=')) {
            if (!set_option(game, argv[i], &options)) {
                fprintf(stderr, "selfplay_positions: %s is not an option of %s\n", argv[i], game->name);
                return 2;
            }
        } else if (positional_count < 6) {
            positional[positional_count++] = argv[i];
        } else {
            positional_count = 0; /* too many: the usage below */
            break;
        }
    }
    if (positional_count < 2) {
        fprintf(stderr, "usage: selfplay_positions <game> <games> [nodes per move] [random plies] [seed]\n"
                        "                          [random moves per thousand] [NAME=VALUE]...\n");
        return 2;
    }
    int games = atoi(positional[1]);
    uint64_t nodes = positional[2] ? strtoull(positional[2], NULL, 10) : 2000;
    int random_plies = positional[3] ? atoi(positional[3]) : 8;
    uint64_t seed = positional[4] ? strtoull(positional[4], NULL, 10) : 1;
    int random_per_thousand = positional[5] ? atoi(positional[5]) : 0;
    if (games < 1 || nodes < 1 || random_per_thousand < 0 || random_per_thousand > 1000) {
        fprintf(stderr, "selfplay_positions: bad count\n");
        return 2;
    }
    Searcher *searcher = searcher_new(16);
    Positions kept = {malloc(sizeof *kept.texts * MAX_PLIES), malloc(sizeof *kept.scores * MAX_PLIES), 0};
    if (!searcher || !kept.texts || !kept.scores)
        return 1;
    static const char *const score_text[] = {"0", "0.5", "1"};
    for (int g = 0; g < games; g++) {
        kept.count = 0;
        int settled = 0;
        int score = play(game, options, searcher, seed + (uint64_t)g, nodes, random_plies, random_per_thousand, &kept,
                         &settled);
        if (score < 0)
            continue;
        for (int i = 0; i < kept.count; i++) {
            printf("%s ; %s ; %d", kept.texts[i], score_text[score], kept.scores[i]);
            if (game->settled_score)
                printf(" ; %d", settled);
            putchar('\n');
        }
        fflush(stdout);
    }
    free(kept.texts);
    free(kept.scores);
    searcher_free(searcher);
    return 0;
}
