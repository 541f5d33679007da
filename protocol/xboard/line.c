#include "line.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int xboard_line_text(const Game *game, const XBoardTranslation *t, const void *pos, const Move *moves, int count,
                     char *out, size_t size)
{
    unsigned char *a = malloc(game->position_size), *b = malloc(game->position_size);
    size_t used = 0;
    int written = 0;
    out[0] = '\0';
    if (a && b) {
        memcpy(a, pos, game->position_size);
        for (; written < count; written++) {
            char own[GAME_TEXT_MAX], text[GAME_TEXT_MAX], before[GAME_TEXT_MAX], after[GAME_TEXT_MAX];
            char extra[GAME_TEXT_MAX], stop[GAME_TEXT_MAX] = "";
            game->move_to_text(a, moves[written], own);
            game->make(a, moves[written], b);
            snprintf(text, sizeof text, "%s", own);
            if (t) {
                game->get_text(a, before);
                game->get_text(b, after);
                if (!t->move_out(before, own, after, text, extra, stop))
                    break;
            }
            if (used + (written ? 1 : 0) + strlen(text) >= size)
                break;
            used += (size_t)snprintf(out + used, size - used, "%s%s", written ? " " : "", text);
            unsigned char *swap = a;
            a = b;
            b = swap;
            if (*stop) {
                written++;
                break;
            }
        }
    }
    free(a);
    free(b);
    return written;
}

int xboard_carried_moves(const Game *game, const XBoardTranslation *t, const void *pos, const SearchLimits *filter,
                         Move *out)
{
    if (!t->carries)
        return -1;
    Move *moves = malloc(sizeof *moves * GAME_MAX_MOVES);
    unsigned char *next = malloc(game->position_size);
    int count = moves && next ? game->generate(pos, moves) : 0, allowed = 0, carried_count = 0;
    char before[GAME_TEXT_MAX];
    game->get_text(pos, before);
    for (int i = 0; i < count; i++) {
        if (!search_root_allowed(filter, moves[i]))
            continue;
        allowed++;
        char own[GAME_TEXT_MAX], after[GAME_TEXT_MAX];
        game->move_to_text(pos, moves[i], own);
        game->make(pos, moves[i], next);
        game->get_text(next, after);
        if (t->carries(before, own, after))
            out[carried_count++] = moves[i];
    }
    free(moves);
    free(next);
    return carried_count > 0 && carried_count < allowed ? carried_count : -1;
}
