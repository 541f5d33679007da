/* The list of games faceoff plays. The only place that names them all. */
#include "engine/game.h"

#include <string.h>

#include "movegen/chess/game.h"
#include "movegen/icehockey/game.h"
#include "movegen/joust/game.h"

static const Game *const games[] = {&GAME_CHESS, &GAME_HAMMER, &GAME_HALFCOURT, &GAME_JOUST, &GAME_ICEHOCKEY};

const Game *const *game_list(int *count)
{
    *count = (int)(sizeof games / sizeof games[0]);
    return games;
}

const Game *game_find(const char *name)
{
    for (size_t i = 0; i < sizeof games / sizeof games[0]; i++)
        if (strcmp(games[i]->name, name) == 0)
            return games[i];
    return NULL;
}

void game_default_options(const Game *game, GameOptions *opts)
{
    memset(opts, 0, sizeof *opts);
    for (int i = 0; i < game->option_count; i++)
        opts->values[i] = game->options[i].default_value;
}

void game_move_text(const Game *game, const void *pos, Move m, bool chess960, char *out)
{
    if (chess960 && game->move_to_text_960)
        game->move_to_text_960(pos, m, out);
    else
        game->move_to_text(pos, m, out);
}

void game_position_text(const Game *game, const void *pos, bool chess960, char *out)
{
    if (chess960 && game->get_text_960)
        game->get_text_960(pos, out);
    else
        game->get_text(pos, out);
}
