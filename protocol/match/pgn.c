#define _POSIX_C_SOURCE 200809L /* strdup, gmtime_r */
#include "pgn.h"

#include "move_texts.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "engine/game_result.h"
#include "openings.h"

static const char *termination_text(EndingKind ending)
{
    switch (ending) {
    case ENDING_ADJUDICATION: return "adjudication";
    case ENDING_FORFEIT: return "rules infraction";
    case ENDING_TIME_FORFEIT: return "time forfeit";
    default: return "normal";
    }
}

/* A tag value with '"' and '\' escaped as PGN wants. */
static void write_tag(FILE *out, const char *name, const char *value)
{
    fprintf(out, "[%s \"", name);
    for (const char *c = value; *c; c++)
        fprintf(out, "%s%c", *c == '"' || *c == '\\' ? "\\" : "", *c);
    fprintf(out, "\"]\n");
}

#define PGN_LINE_WIDTH 79

void pgn_write(FILE *out, const PgnHeader *header, const GameRecord *record)
{
    const GameHistory *h = &record->history;
    const Game *game = h->game;
    const void *start = h->positions;
    char text[GAME_TEXT_MAX], date[16] = "????.??.??", round[16];
    time_t now = time(NULL);
    struct tm utc;
    if (gmtime_r(&now, &utc))
        strftime(date, sizeof date, "%Y.%m.%d", &utc);
    snprintf(round, sizeof round, "%d", header->round);
    write_tag(out, "Event", header->event);
    write_tag(out, "Site", "?");
    write_tag(out, "Date", date);
    write_tag(out, "Round", round);
    write_tag(out, "White", header->white);
    write_tag(out, "Black", header->black);
    write_tag(out, "Result", result_score_text(record->outcome));
    if (strcmp(game->name, "chess") != 0)
        write_tag(out, "Variant", game->name);
    if (!openings_is_standard_start(game, start)) {
        game->get_text(start, text);
        write_tag(out, "SetUp", "1");
        write_tag(out, "FEN", text);
    }
    write_tag(out, "Termination", termination_text(record->ending));
    snprintf(round, sizeof round, "%d", h->plies);
    write_tag(out, "PlyCount", round);
    fprintf(out, "\n");

    int column = 0;
    bool second_first = game->side_to_move(start) == SIDE_SECOND;
    for (int ply = 0; ply <= h->plies; ply++) {
        char word[GAME_TEXT_MAX + REASON_TEXT_MAX + 32];
        int full = (ply + second_first) / 2 + 1;
        if (ply == h->plies) {
            snprintf(word, sizeof word, "{%s} %s", record->reason, result_score_text(record->outcome));
        } else {
            char move[GAME_TEXT_MAX];
            game->move_to_text((const unsigned char *)start + (size_t)ply * game->position_size, h->moves[ply], move);
            if ((ply + second_first) % 2 == 0)
                snprintf(word, sizeof word, "%d. %s", full, move);
            else if (ply == 0)
                snprintf(word, sizeof word, "%d... %s", full, move);
            else
                snprintf(word, sizeof word, "%s", move);
        }
        int length = (int)strlen(word);
        if (column > 0 && column + 1 + length > PGN_LINE_WIDTH) {
            fprintf(out, "\n");
            column = 0;
        }
        fprintf(out, "%s%s", column ? " " : "", word);
        column += length + (column ? 1 : 0);
    }
    fprintf(out, "\n\n");
}

const char *pgn_tag(const PgnGame *g, const char *name)
{
    for (int i = 0; i < g->tag_count; i++)
        if (strcmp(g->names[i], name) == 0)
            return g->values[i];
    return NULL;
}

void pgn_free(PgnGame *g)
{
    for (int i = 0; i < g->move_count; i++)
        free(g->moves[i]);
    free(g->moves);
    memset(g, 0, sizeof *g);
}

static int skip_space(FILE *in)
{
    int c;
    while ((c = fgetc(in)) != EOF && isspace(c))
        ;
    return c;
}

static int read_failed(char *error, const char *reason)
{
    snprintf(error, GAME_ERROR_MAX, "%s", reason);
    return -1;
}

/* [Name "Value"], the '[' already read. */
static int read_tag(FILE *in, PgnGame *g, char *error)
{
    if (g->tag_count == PGN_TAGS_MAX)
        return read_failed(error, "too many tags");
    char *name = g->names[g->tag_count], *value = g->values[g->tag_count];
    int c = skip_space(in);
    size_t n = 0;
    while (c != EOF && (isalnum(c) || c == '_') && n < sizeof g->names[0] - 1)
        name[n++] = (char)c, c = fgetc(in);
    name[n] = '\0';
    if (isspace(c))
        c = skip_space(in);
    if (n == 0 || c != '"')
        return read_failed(error, "malformed tag");
    n = 0;
    while ((c = fgetc(in)) != EOF && c != '"' && c != '\n') {
        if (c == '\\')
            c = fgetc(in);
        if (c == EOF || n == sizeof g->values[0] - 1)
            return read_failed(error, "tag value too long or cut off");
        value[n++] = (char)c;
    }
    value[n] = '\0';
    if (c != '"' || skip_space(in) != ']')
        return read_failed(error, "tag not closed");
    g->tag_count++;
    return 1;
}

static bool is_result(const char *word)
{
    return !strcmp(word, "1-0") || !strcmp(word, "0-1") || !strcmp(word, "1/2-1/2") || !strcmp(word, "*");
}

static int add_move(PgnGame *g, const char *word, char *error)
{
    char **grown = realloc(g->moves, (size_t)(g->move_count + 1) * sizeof *grown);
    if (!grown)
        return read_failed(error, "out of memory");
    g->moves = grown;
    if (!(g->moves[g->move_count] = strdup(word)))
        return read_failed(error, "out of memory");
    g->move_count++;
    return 1;
}

/* One movetext token; c is its first character. 1: go on, 0: result read. */
static int read_token(FILE *in, PgnGame *g, int c, char *error)
{
    if (c == '{') {
        size_t n = 0;
        while ((c = fgetc(in)) != EOF && c != '}')
            if (n < sizeof g->comment - 1)
                g->comment[n++] = (char)c;
        g->comment[n] = '\0';
        return c == '}' ? 1 : read_failed(error, "comment not closed");
    }
    if (c == ';') {
        while ((c = fgetc(in)) != EOF && c != '\n')
            ;
        return 1;
    }
    if (c == '(' || c == ')')
        return read_failed(error, "variations are not supported");
    char word[GAME_TEXT_MAX];
    size_t n = 0;
    while (c != EOF && !isspace(c) && c != '{' && c != ';') {
        if (n == sizeof word - 1)
            return read_failed(error, "word too long in movetext");
        word[n++] = (char)c;
        c = fgetc(in);
    }
    word[n] = '\0';
    if (c != EOF)
        ungetc(c, in);
    if (is_result(word)) {
        snprintf(g->result, sizeof g->result, "%.8s", word); /* one of the four results */
        return 0;
    }
    if (word[0] == '$')
        return 1;
    /* "12." and "12...", alone or glued to the move ("12.e2e4") */
    const char *move = word + strspn(word, "0123456789");
    if (move != word && *move == '.')
        move += strspn(move, ".");
    else
        move = word;
    return *move ? add_move(g, move, error) : 1;
}

int pgn_read(FILE *in, PgnGame *g, char *error)
{
    memset(g, 0, sizeof *g);
    int c = skip_space(in);
    if (c == EOF)
        return 0;
    int status = 1; /* read_token's: 1 while the movetext goes on, 0 at its result, -1 on an error */
    for (; c == '['; c = skip_space(in))
        if ((status = read_tag(in, g, error)) < 0)
            return -1;
    for (; c != EOF; c = skip_space(in))
        if ((status = read_token(in, g, c, error)) <= 0)
            break;
    if (c == EOF || status < 0) {
        if (c == EOF)
            read_failed(error, "game has no result at its end");
        pgn_free(g);
        return -1;
    }
    const char *tag = pgn_tag(g, "Result");
    if (!tag || strcmp(tag, g->result) != 0) {
        read_failed(error, "the Result tag is missing or differs from the movetext's result");
        pgn_free(g);
        return -1;
    }
    return 1;
}

static bool replay_failed(char *error, const char *format, const char *a, const char *b)
{
    snprintf(error, GAME_ERROR_MAX, format, a, b);
    return false;
}

bool pgn_replay(const PgnGame *g, GameHistory *history, char *warning, char *error)
{
    const char *variant = pgn_tag(g, "Variant");
    const Game *game = game_find(variant ? variant : "chess");
    if (!game)
        return replay_failed(error, "unknown variant '%.40s'%s", variant, "");
    void *start = malloc(game->position_size);
    if (!start)
        return replay_failed(error, "out of memory%s%s", "", "");
    const char *fen = pgn_tag(g, "FEN");
    char reason[GAME_ERROR_MAX] = "";
    GameOptions opts;
    game_default_options(game, &opts);
    bool ok = fen ? game->set_text(start, fen, reason) : game->set_start(start, &opts, reason);
    ok = ok && history_start(history, game, start);
    free(start);
    if (!ok)
        return replay_failed(error, "bad start position: %.100s%s", reason, "");
    if (!play_move_texts(history, g->moves, g->move_count, warning, error)) {
        history_free(history);
        return false;
    }
    GameResult result = history_result(history);
    if (result.outcome != OUTCOME_NONE && strcmp(result_score_text(result.outcome), g->result) != 0) {
        history_free(history);
        return replay_failed(error, "the position is %.20s but the game says %.20s",
                             result_score_text(result.outcome), g->result);
    }
    return true;
}
