/*
 * Perft over the game interface. Positions are made by copy into one
 * buffer a ply apart; at the last ply the game counts its moves without
 * writing them (bulk counting).
 */
#include "perft.h"

#include <stdlib.h>
#include <string.h>

typedef struct {
    const Game *game;
    unsigned char *positions; /* one slot per ply */
    Move *moves;              /* max_moves per ply */
} PerftStack;

static uint64_t perft_from(const PerftStack *s, int ply, int depth)
{
    const Game *g = s->game;
    const unsigned char *pos = s->positions + (size_t)ply * g->position_size;
    if (depth == 0)
        return 1;
    if (depth == 1)
        return (uint64_t)g->count_moves(pos);
    Move *moves = s->moves + (size_t)ply * (size_t)g->max_moves;
    unsigned char *next = s->positions + (size_t)(ply + 1) * g->position_size;
    int n = g->generate(pos, moves);
    uint64_t total = 0;
    for (int i = 0; i < n; i++) {
        g->make(pos, moves[i], next);
        total += perft_from(s, ply + 1, depth - 1);
    }
    return total;
}

static bool stack_open(PerftStack *s, const Game *game, const void *pos, int depth)
{
    s->game = game;
    s->positions = malloc(game->position_size * (size_t)(depth + 1));
    s->moves = malloc(sizeof(Move) * (size_t)game->max_moves * (size_t)(depth + 1));
    if (!s->positions || !s->moves) {
        free(s->positions);
        free(s->moves);
        return false;
    }
    memcpy(s->positions, pos, game->position_size);
    return true;
}

static void stack_close(PerftStack *s)
{
    free(s->positions);
    free(s->moves);
}

uint64_t perft(const Game *game, const void *pos, int depth)
{
    PerftStack s;
    if (!stack_open(&s, game, pos, depth))
        abort();
    uint64_t total = perft_from(&s, 0, depth);
    stack_close(&s);
    return total;
}

uint64_t perft_divide(const Game *game, const void *pos, int depth, PerftDivideFn report, void *context)
{
    PerftStack s;
    if (!stack_open(&s, game, pos, depth))
        abort();
    Move *moves = s.moves;
    unsigned char *next = s.positions + game->position_size;
    int n = game->generate(pos, moves);
    uint64_t total = 0;
    for (int i = 0; i < n; i++) {
        char text[GAME_TEXT_MAX];
        game->move_to_text(pos, moves[i], text);
        game->make(pos, moves[i], next);
        uint64_t count = perft_from(&s, 1, depth - 1);
        report(text, count, context);
        total += count;
    }
    stack_close(&s);
    return total;
}
