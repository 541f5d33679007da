#define _POSIX_C_SOURCE 200809L /* strdup, strtok_r */
#include "openings.h"

#include "protocol/common/line_reader.h"
#include "move_texts.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The game's 'start' option if it can draw a start from the seed (-1). */
static int random_start_option(const Game *game)
{
    for (int i = 0; i < game->option_count; i++)
        if (strcmp(game->options[i].name, "start") == 0 && game->options[i].min <= -1)
            return i;
    return -1;
}

bool openings_has_random_starts(const Game *game) { return random_start_option(game) >= 0; }

/* Moves written like "1. e2e4 e7e5 2. g1f3": move numbers are skipped;
 * an ambiguous move is read as move_texts.h says (warning: how). */
static bool play_move_list(GameHistory *h, const char *text, char *warning, char *error)
{
    /* As long as the line is: an opening may hold thousands of plies. */
    size_t words_max = strlen(text) / 2 + 1;
    char *copy = strdup(text), *save = NULL, **words = malloc(words_max * sizeof *words);
    if (!copy || !words) {
        free(copy);
        free(words);
        snprintf(error, GAME_ERROR_MAX, "out of memory");
        return false;
    }
    int count = 0;
    for (char *word = strtok_r(copy, " \t", &save); word; word = strtok_r(NULL, " \t", &save))
        if (word[strspn(word, "0123456789")] != '.' && word[strspn(word, "0123456789.")] != '\0')
            words[count++] = word;
    bool played = play_move_texts(h, words, count, warning, error);
    free(words);
    free(copy);
    return played;
}

/* An opening line: a position text if the game reads it as one, optionally
 * followed by "moves" and moves from it (as in UCI's position command), else
 * moves from the game's default start (warning: how an ambiguous move was
 * read). */
static bool start_from_line(const Game *game, const char *line, GameHistory *h, char *warning, char *error)
{
    void *pos = malloc(game->position_size);
    char position_error[GAME_ERROR_MAX] = "", text[GAME_TEXT_MAX];
    if (!pos) {
        snprintf(error, GAME_ERROR_MAX, "out of memory");
        return false;
    }
    const char *moves = strstr(line, " moves ");
    snprintf(text, sizeof text, "%.*s", moves ? (int)(moves - line) : (int)strlen(line), line);
    bool is_position = game->set_text(pos, text, position_error);
    if (!is_position) {
        GameOptions opts;
        game_default_options(game, &opts);
        moves = NULL;
        if (!game->set_start(pos, &opts, error)) {
            free(pos);
            return false;
        }
    }
    bool ok = history_start(h, game, pos);
    free(pos);
    if (!ok) {
        snprintf(error, GAME_ERROR_MAX, "out of memory");
        return false;
    }
    warning[0] = '\0';
    if (is_position ? !moves || play_move_list(h, moves + 7, warning, error) : play_move_list(h, line, warning, error))
        return true;
    char moves_error[GAME_ERROR_MAX];
    snprintf(moves_error, sizeof moves_error, "%s", error);
    if (is_position)
        snprintf(error, GAME_ERROR_MAX, "after the position: %.100s", moves_error);
    else
        snprintf(error, GAME_ERROR_MAX, "neither a position (%.60s) nor moves (%.60s)", position_error, moves_error);
    history_free(h);
    return false;
}

bool openings_load(Openings *o, const Game *game, const char *path, char *error)
{
    *o = (Openings){0};
    FILE *f = fopen(path, "r");
    if (!f) {
        snprintf(error, GAME_ERROR_MAX, "cannot read openings file '%.100s'", path);
        return false;
    }
    LineReader reader;
    line_reader_init(&reader, PROTOCOL_LINE_LIMIT);
    int number = 0;
    bool ok = true;
    LineStatus status;
    while (ok && (status = line_read(&reader, f)) != LINE_END) {
        number++;
        if (status != LINE_READ) {
            char reason[GAME_ERROR_MAX];
            snprintf(error, GAME_ERROR_MAX, "%.40s line %d: %s", path, number,
                     line_refusal(&reader, status, reason, sizeof reason));
            ok = false;
            break;
        }
        char *text = reader.text + strspn(reader.text, " \t");
        if (*text == '\0' || *text == '#')
            continue;
        GameHistory h;
        char reason[GAME_ERROR_MAX], warning[GAME_ERROR_MAX];
        char **grown = realloc(o->lines, (size_t)(o->count + 1) * sizeof *grown);
        if (!grown || !start_from_line(game, text, &h, warning, reason)) {
            snprintf(error, GAME_ERROR_MAX, "%.40s line %d: %.80s", path, number, grown ? reason : "out of memory");
            if (grown)
                o->lines = grown;
            ok = false;
            break;
        }
        history_free(&h);
        if (*warning)
            fprintf(stderr, "warning: %.100s line %d: %s\n", path, number, warning);
        o->lines = grown;
        o->lines[o->count++] = strdup(text);
    }
    line_reader_free(&reader);
    fclose(f);
    if (ok && o->count == 0) {
        snprintf(error, GAME_ERROR_MAX, "openings file '%.100s' has no openings", path);
        ok = false;
    }
    if (!ok)
        openings_free(o);
    return ok;
}

bool openings_random(Openings *o, const Game *game, uint64_t seed, char *error)
{
    *o = (Openings){.random_starts = true, .seed = seed};
    if (openings_has_random_starts(game))
        return true;
    snprintf(error, GAME_ERROR_MAX, "%s has no random start positions", game->name);
    return false;
}

void openings_free(Openings *o)
{
    for (int i = 0; i < o->count; i++)
        free(o->lines[i]);
    free(o->lines);
    *o = (Openings){0};
}

bool openings_start(const Openings *o, const Game *game, int game_index, GameHistory *h, char *error)
{
    int opening = game_index / 2;
    char warning[GAME_ERROR_MAX]; /* given when the file was loaded */
    if (o->lines)
        return start_from_line(game, o->lines[opening % o->count], h, warning, error);
    GameOptions opts;
    game_default_options(game, &opts);
    if (o->random_starts) {
        opts.values[random_start_option(game)] = -1;
        opts.seed = o->seed + (uint64_t)opening;
    }
    void *pos = malloc(game->position_size);
    bool ok = pos && game->set_start(pos, &opts, error) && history_start(h, game, pos);
    if (!pos)
        snprintf(error, GAME_ERROR_MAX, "out of memory");
    free(pos);
    return ok;
}

bool openings_is_standard_start(const Game *game, const void *pos)
{
    if (openings_has_random_starts(game))
        return false; /* an engine's own start may be another draw */
    GameOptions opts;
    game_default_options(game, &opts);
    void *standard = malloc(game->position_size);
    char error[GAME_ERROR_MAX], a[GAME_TEXT_MAX], b[GAME_TEXT_MAX];
    bool same = false;
    if (standard && game->set_start(standard, &opts, error)) {
        game->get_text(standard, a);
        game->get_text(pos, b);
        same = strcmp(a, b) == 0;
    }
    free(standard);
    return same;
}
