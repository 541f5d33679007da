#include "game_history.h"

#include <stdlib.h>
#include <string.h>

static bool reserve(GameHistory *h, int slots)
{
    if (slots <= h->capacity)
        return true;
    int capacity = h->capacity ? h->capacity : 64;
    while (capacity < slots)
        capacity *= 2;
    unsigned char *positions = realloc(h->positions, (size_t)capacity * h->game->position_size);
    if (!positions)
        return false;
    h->positions = positions;
    Move *moves = realloc(h->moves, (size_t)capacity * sizeof(Move));
    if (!moves)
        return false;
    h->moves = moves;
    h->capacity = capacity;
    return true;
}

bool history_start(GameHistory *h, const Game *game, const void *start)
{
    *h = (GameHistory){.game = game};
    if (!reserve(h, 1))
        return false;
    memcpy(h->positions, start, game->position_size);
    return true;
}

void history_free(GameHistory *h)
{
    free(h->positions);
    free(h->moves);
    *h = (GameHistory){0};
}

static const void *position_at(const GameHistory *h, int ply)
{
    return h->positions + (size_t)ply * h->game->position_size;
}

const void *history_current(const GameHistory *h) { return position_at(h, h->plies); }

bool history_play(GameHistory *h, Move m)
{
    if (!reserve(h, h->plies + 2))
        return false;
    h->moves[h->plies] = m;
    h->game->make(position_at(h, h->plies), m, h->positions + (size_t)(h->plies + 1) * h->game->position_size);
    h->plies++;
    return true;
}

bool history_undo(GameHistory *h)
{
    if (h->plies == 0)
        return false;
    h->plies--;
    return true;
}

int history_occurrences(const GameHistory *h)
{
    const Game *g = h->game;
    const void *now = history_current(h);
    uint64_t key = g->key(now);
    int back = g->reversible_plies(now);
    if (back > h->plies)
        back = h->plies;
    int count = 1;
    /* Only positions with the same side to move can repeat: step by two. */
    for (int d = 2; d <= back; d += 2)
        if (g->key(position_at(h, h->plies - d)) == key)
            count++;
    return count;
}

GameResult history_result(const GameHistory *h)
{
    GameResult own = h->game->result(history_current(h));
    if (own.outcome != OUTCOME_NONE && own.automatic)
        return own;
    if (history_occurrences(h) >= 3)
        return (GameResult){OUTCOME_DRAW, REASON_REPETITION, false};
    return own;
}
