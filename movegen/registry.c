/* The list of games faceoff plays. The only place that names them all. */
#include "engine/game.h"

#include <stdio.h>
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

int game_option_index(const Game *game, const char *name)
{
    for (int i = 0; i < game->option_count; i++)
        if (strcmp(game->options[i].name, name) == 0)
            return i;
    return -1;
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

void game_move_san(const Game *game, const void *pos, Move m, char *out)
{
    if (game->move_to_san)
        game->move_to_san(pos, m, out);
    else
        game->move_to_text(pos, m, out);
}

void game_move_path(const Game *game, const void *pos, Move m, bool chess960, char *out)
{
    char text[GAME_TEXT_MAX];
    game_move_text(game, pos, m, chess960, text);
    size_t used = 0;
    for (const char *s = text; *s;) {
        char token[GAME_TEXT_MAX];
        size_t length = 0;
        if (strncmp(s, "0000", 4) == 0) {
            length = (size_t)snprintf(token, sizeof token, "0000");
            s += 4;
        } else if (*s == '=' && s[1]) {
            length = (size_t)snprintf(token, sizeof token, "=%c", s[1]);
            s += 2;
        } else if (*s >= 'a' && *s <= 'z' && !(s[1] >= '0' && s[1] <= '9') && !s[1]) {
            length = (size_t)snprintf(token, sizeof token, "=%c", *s); /* a promotion letter */
            s++;
        } else {
            /* marks, then the square they belong to */
            while (*s && !(*s >= 'a' && *s <= 'z' && s[1] >= '0' && s[1] <= '9') && length + 1 < sizeof token) {
                if (*s != '-') /* a mere separator */
                    token[length++] = *s;
                s++;
            }
            if (*s)
                token[length++] = *s++;
            while (*s >= '0' && *s <= '9' && length + 1 < sizeof token)
                token[length++] = *s++;
            token[length] = '\0';
        }
        if (length && used + length + 2 < GAME_TEXT_MAX)
            used += (size_t)sprintf(out + used, "%s%s", used ? " " : "", token);
    }
    out[used] = '\0';
}
