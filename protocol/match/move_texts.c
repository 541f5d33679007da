#include "move_texts.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Readings tried in all: a file full of ambiguous texts could otherwise
 * take time exponential in their number. */
#define READINGS_BUDGET 1000

typedef struct {
    GameHistory *h;
    char *const *texts;
    int count, ambiguous, budget;
    char *warning, *error;
} Reader;

static bool read_failed(Reader *r, int i, const char *reason)
{
    snprintf(r->error, GAME_ERROR_MAX, "illegal move '%.40s': %.100s", r->texts[i], reason);
    return false;
}

static bool play_from(Reader *r, int i, bool quiet);

/* Whether the rest of the game plays on after move m for text i; the
 * history is as before afterwards. */
static bool plays_on(Reader *r, int i, Move m)
{
    int plies = r->h->plies;
    bool ok = history_play(r->h, m) && play_from(r, i + 1, true);
    while (r->h->plies > plies)
        history_undo(r->h);
    return ok;
}

/* Text i means more than one move: the one under which the game plays on. */
static bool settle(Reader *r, int i, Move *moves, int n, bool quiet)
{
    int chosen = -1, fitting = 0;
    for (int k = 0; k < n && r->budget > 0; k++, r->budget--)
        if (plays_on(r, i, moves[k])) {
            fitting++;
            if (chosen < 0)
                chosen = k;
        }
    if (r->budget <= 0)
        return read_failed(r, i, "too many ambiguous moves to settle");
    if (chosen < 0)
        return read_failed(r, i, "ambiguous move, and no reading lets the game go on legally");
    if (!quiet) {
        char text[GAME_TEXT_MAX], others[GAME_TEXT_MAX] = "";
        const Game *g = r->h->game;
        g->move_to_text(history_current(r->h), moves[chosen], text);
        for (int k = 0; k < n; k++)
            if (k != chosen) {
                size_t used = strlen(others);
                g->move_to_text(history_current(r->h), moves[k], others + used + (used ? 1 : 0));
                if (used)
                    others[used] = ' ';
            }
        if (r->ambiguous++ == 0)
            snprintf(r->warning, GAME_ERROR_MAX, "ply %d '%.12s' is ambiguous (also %.24s): read as %.12s, %s", i + 1,
                     r->texts[i], others, text,
                     fitting == 1 ? "the one reading that plays on legally" : "the usual one (others play on too)");
    }
    return history_play(r->h, moves[chosen]) || read_failed(r, i, "out of memory");
}

static bool play_from(Reader *r, int i, bool quiet)
{
    const Game *g = r->h->game;
    for (; i < r->count; i++) {
        Move m;
        char reason[GAME_ERROR_MAX];
        if (g->text_to_move(history_current(r->h), r->texts[i], &m, reason)) {
            if (!history_play(r->h, m))
                return read_failed(r, i, "out of memory");
            continue;
        }
        Move *moves = g->text_to_moves ? malloc((size_t)g->max_moves * sizeof *moves) : NULL;
        int n = moves ? g->text_to_moves(history_current(r->h), r->texts[i], moves, reason) : 0;
        bool ok = n >= 2 ? settle(r, i, moves, n, quiet) : read_failed(r, i, reason);
        free(moves);
        return ok && play_from(r, i + 1, quiet);
    }
    return true;
}

bool play_move_texts(GameHistory *h, char *const *texts, int count, char *warning, char *error)
{
    Reader r = {.h = h, .texts = texts, .count = count, .budget = READINGS_BUDGET, .warning = warning, .error = error};
    warning[0] = '\0';
    bool ok = play_from(&r, 0, false);
    if (r.ambiguous > 1) {
        size_t used = strlen(warning);
        snprintf(warning + used, GAME_ERROR_MAX - used, " (and %d more ambiguous moves)", r.ambiguous - 1);
    }
    return ok;
}
