#include "selfplay.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "engine/game_history.h"
#include "engine/game_result.h"

typedef struct {
    int first_wins, second_wins, draws, unfinished;
    long plies;
} Tally;

/* The referee's checks on one move: legal, and its canonical text reads
 * back as the same move. False after writing what went wrong. */
static bool move_is_sound(const Game *game, const void *pos, Move m, FILE *out)
{
    Move legal[GAME_MAX_MOVES];
    int count = game->generate(pos, legal);
    bool found = false;
    for (int i = 0; i < count && !found; i++)
        found = legal[i] == m;
    char text[GAME_TEXT_MAX], position[GAME_TEXT_MAX], error[GAME_ERROR_MAX] = "";
    game->get_text(pos, position);
    if (!found) {
        fprintf(out, "illegal move %#" PRIx64 " by the search in %s\n", m, position);
        return false;
    }
    game->move_to_text(pos, m, text);
    Move parsed;
    if (!game->text_to_move(pos, text, &parsed, error) || parsed != m) {
        fprintf(out, "notation fault: '%s' does not read back in %s (%s)\n", text, position, error);
        return false;
    }
    return true;
}

/* One game from start; false on a referee fault. */
static bool play_one(const Game *game, const void *start, const SelfplaySettings *settings, Searcher *searcher,
                     Tally *tally, FILE *out)
{
    GameHistory history;
    if (!history_start(&history, game, start))
        return false;
    searcher_clear(searcher);
    bool sound = true;
    GameResult result = history_result(&history);
    while (result.outcome == OUTCOME_NONE && history.plies < settings->max_plies) {
        const void *pos = history_current(&history);
        searcher_arm(searcher);
        Move ponder;
        Move m = searcher_run(searcher, &history, &settings->limits, NULL, NULL, &ponder);
        if (m == MOVE_NONE || !move_is_sound(game, pos, m, out)) {
            if (m == MOVE_NONE)
                fprintf(out, "the search found no move in an unfinished game\n");
            sound = false;
            break;
        }
        if (!settings->quiet) {
            char text[GAME_TEXT_MAX];
            game->move_to_text(pos, m, text);
            if (history.plies % 2 == 0)
                fprintf(out, "%d. ", history.plies / 2 + 1);
            fprintf(out, "%s%s", text, history.plies % 2 ? "\n" : " ");
        }
        if (!history_play(&history, m)) {
            sound = false;
            break;
        }
        result = history_result(&history);
    }
    if (!settings->quiet && history.plies % 2)
        fprintf(out, "\n");
    tally->plies += history.plies;
    if (!sound)
        fprintf(out, "result * {referee fault}\n");
    else if (result.outcome == OUTCOME_NONE) {
        tally->unfinished++;
        fprintf(out, "result * {unfinished after %d plies}\n", history.plies);
    } else {
        tally->first_wins += result.outcome == OUTCOME_FIRST_WINS;
        tally->second_wins += result.outcome == OUTCOME_SECOND_WINS;
        tally->draws += result.outcome == OUTCOME_DRAW;
        fprintf(out, "result %s {%s} after %d plies\n", result_score_text(result.outcome), result_reason_text(result),
                history.plies);
    }
    history_free(&history);
    return sound;
}

int selfplay_run(const Game *game, const SelfplaySettings *settings, FILE *out, char *error)
{
    unsigned char *start = malloc(game->position_size);
    Searcher *searcher = searcher_new(16);
    if (!start || !searcher) {
        free(start);
        searcher_free(searcher);
        strcpy(error, "out of memory");
        return 2;
    }
    Tally tally = {0};
    int status = 0;
    for (int g = 0; g < settings->games && status != 2; g++) {
        GameOptions options = settings->options;
        options.seed += (uint64_t)g;
        bool ok = settings->start_text ? game->set_text(start, settings->start_text, error)
                                       : game->set_start(start, &options, error);
        if (!ok) {
            status = 2;
            break;
        }
        char text[GAME_TEXT_MAX];
        game->get_text(start, text);
        fprintf(out, "game %d of %s from %s\n", g + 1, game->name, text);
        if (!play_one(game, start, settings, searcher, &tally, out))
            status = 1;
        fflush(out);
    }
    int played = tally.first_wins + tally.second_wins + tally.draws + tally.unfinished;
    if (status != 2)
        fprintf(out, "games %d first-wins %d second-wins %d draws %d unfinished %d average-plies %.1f faults %s\n",
                played, tally.first_wins, tally.second_wins, tally.draws, tally.unfinished,
                played ? (double)tally.plies / played : 0.0, status ? "yes" : "none");
    free(start);
    searcher_free(searcher);
    return status;
}
