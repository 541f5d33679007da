/*
 * libFuzzer harness over every game's position and move parsers. The first
 * byte picks a game and what to parse; the rest is the text. Besides not
 * crashing, the parsers must agree with the writers:
 *  - a position text that is accepted, written back and read again gives
 *    the same text (after the first normalisation);
 *  - every legal move of an accepted position, written as text, reads back
 *    as the same move;
 *  - a move text accepted in the start position is one of its legal moves.
 * A broken promise aborts, which libFuzzer reports as a crash.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "engine/game.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void check(int ok)
{
    if (!ok)
        abort();
}

static void check_position(const Game *g, void *pos, void *again, const char *text)
{
    char error[GAME_ERROR_MAX], written[GAME_TEXT_MAX], rewritten[GAME_TEXT_MAX];
    if (!g->set_text(pos, text, error))
        return;
    g->get_text(pos, written);
    check(g->set_text(again, written, error));
    g->get_text(again, rewritten);
    check(g->set_text(pos, rewritten, error));
    g->get_text(pos, written);
    check(strcmp(written, rewritten) == 0);

    Move moves[GAME_MAX_MOVES];
    int n = g->generate(pos, moves);
    check(n >= 0 && n <= g->max_moves && n == g->count_moves(pos));
    for (int i = 0; i < n; i++) {
        char move_text[GAME_TEXT_MAX];
        Move back;
        g->move_to_text(pos, moves[i], move_text);
        check(g->text_to_move(pos, move_text, &back, error) && back == moves[i]);
    }
}

static void check_move(const Game *g, void *pos, void *next, const char *text, uint64_t seed)
{
    char error[GAME_ERROR_MAX];
    GameOptions opts;
    game_default_options(g, &opts);
    opts.seed = seed;
    check(g->set_start(pos, &opts, error));
    Move m, moves[GAME_MAX_MOVES];
    if (!g->text_to_move(pos, text, &m, error))
        return;
    int n = g->generate(pos, moves), found = 0;
    for (int i = 0; i < n; i++)
        found |= moves[i] == m;
    check(found);
    g->make(pos, m, next);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 2 || size > 4 * GAME_TEXT_MAX)
        return 0;
    int count;
    const Game *const *games = game_list(&count);
    const Game *g = games[data[0] % count];
    bool move_mode = (data[0] / count) & 1;
    char *text = malloc(size);
    void *pos = malloc(g->position_size), *other = malloc(g->position_size);
    if (text && pos && other) {
        memcpy(text, data + 1, size - 1);
        text[size - 1] = '\0';
        if (move_mode)
            check_move(g, pos, other, text, data[0]);
        else
            check_position(g, pos, other, text);
    }
    free(text);
    free(pos);
    free(other);
    return 0;
}
