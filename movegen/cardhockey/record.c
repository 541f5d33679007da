/* Replays a Card Hockey record through the referee and compares every line. */
#include "record.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "record_reading.h"

enum { PENDING_MAX = 8 };

/* The lines the referee has written and the record has not yet matched. */
typedef struct {
    char lines[PENDING_MAX][CH_LINE_MAX];
    int first, count;
} Pending;

static void pending_push(void *context, const char *line)
{
    Pending *p = context;
    snprintf(p->lines[(p->first + p->count++) % PENDING_MAX], CH_LINE_MAX, "%s", line);
}

static const char *pending_pop(Pending *p)
{
    const char *line = p->lines[p->first];
    p->first = (p->first + 1) % PENDING_MAX;
    p->count--;
    return line;
}

/* Added to the line numbers of error messages: the record's place in its file. */
static _Thread_local int line_offset;

static bool fail(char *error, int number, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static bool fail(char *error, int number, const char *fmt, ...)
{
    int used = number > 0 ? snprintf(error, CH_ERROR_MAX, "line %d: ", number + line_offset) : 0;
    va_list args;
    va_start(args, fmt);
    vsnprintf(error + used, CH_ERROR_MAX - (size_t)used, fmt, args);
    va_end(args);
    return false;
}

/* Copies line number 'number' (from 1) of text into line; false past the end. */
static bool line_at(const char *text, int number, char *line)
{
    for (int i = 1; i < number && text; i++) {
        text = strchr(text, '\n');
        text = text ? text + 1 : NULL;
    }
    if (!text || *text == '\0')
        return false;
    size_t length = strcspn(text, "\r\n");
    if (length >= CH_LINE_MAX)
        length = CH_LINE_MAX - 1;
    memcpy(line, text, length);
    line[length] = '\0';
    return true;
}

/* Reads the variant and seed from lines 2 and 3; *dealt is true for
 * "seed -", a record whose deals are written out, not made from a seed. */
static bool read_header(const char *text, ChVariant *variant, uint64_t *seed, bool *dealt, char *error)
{
    char line[CH_LINE_MAX], word[CH_LINE_MAX];
    if (!line_at(text, 2, line) || sscanf(line, "variant %159s", word) != 1)
        return fail(error, 2, "expected 'variant NAME'");
    int v = ch_variant_from_name(word);
    if (v < 0)
        return fail(error, 2, "unknown variant '%s'", word);
    *variant = (ChVariant)v;
    if (!line_at(text, 3, line) || sscanf(line, "seed %159s", word) != 1)
        return fail(error, 3, "expected 'seed N' or 'seed -'");
    *dealt = strcmp(word, "-") == 0;
    if (*dealt)
        return true;
    char *end;
    errno = 0;
    *seed = strtoull(word, &end, 10);
    if (*end != '\0' || errno || word[0] == '-')
        return fail(error, 3, "bad seed '%s'", word);
    return true;
}

/* Plays the card of a line "SEAT CARD [event]". */
static bool play_line(ChGame *game, const char *line, int number, char *error)
{
    char seat[CH_LINE_MAX], card_text[CH_LINE_MAX];
    if (sscanf(line, "%159s %159s", seat, card_text) != 2 || (strcmp(seat, "A") && strcmp(seat, "B")))
        return fail(error, number, "expected a play like 'A 7H', found '%s'", line);
    const char *turn = ch_seat_name(game->table.turn);
    if (strcmp(seat, turn) != 0)
        return fail(error, number, "it is %s's turn, not %s's", turn, seat);
    int card = ch_card_from_text(card_text);
    if (card < 0)
        return fail(error, number, "'%s' is not a card", card_text);
    char reason[CH_ERROR_MAX];
    if (!ch_game_play(game, card, reason))
        return fail(error, number, "%s", reason);
    return true;
}

/* A line "forfeit SEAT: REASON" ends the game; false if line is not one. */
static bool forfeit_line(ChGame *game, const char *line)
{
    for (int seat = 0; seat < CH_SEATS; seat++) {
        char prefix[16];
        snprintf(prefix, sizeof prefix, "forfeit %s: ", ch_seat_name(seat));
        if (strncmp(line, prefix, strlen(prefix)) == 0) {
            ch_game_forfeit(game, seat, line + strlen(prefix));
            return true;
        }
    }
    return false;
}

bool ch_record_replay(const char *text, ChTable *final, char *error)
{
    return ch_record_replay_from(text, 1, final, error);
}

static bool replay(const char *text, ChTable *final, char *error);

bool ch_record_replay_from(const char *text, int first_line, ChTable *final, char *error)
{
    line_offset = first_line - 1;
    bool ok = replay(text, final, error);
    line_offset = 0;
    return ok;
}

static bool replay(const char *text, ChTable *final, char *error)
{
    char line[CH_LINE_MAX];
    if (!line_at(text, 1, line) || strcmp(line, "cardhockey-record 1") != 0)
        return fail(error, 1, "expected 'cardhockey-record 1'");
    ChVariant variant = CH_MAIN;
    uint64_t seed = 0;
    bool dealt = false;
    if (!read_header(text, &variant, &seed, &dealt, error))
        return false;
    Pending pending = {0};
    ChGame game;
    ChDecks decks;
    if (dealt) {
        int first_dealer, bad_line;
        char reason[CH_ERROR_MAX];
        if (!ch_record_read_deals(text, variant, &first_dealer, &decks, &bad_line, reason))
            return fail(error, bad_line, "%s", reason);
        ch_game_start_dealt(&game, variant, first_dealer, &decks, pending_push, &pending);
    } else {
        ch_game_start(&game, variant, seed, pending_push, &pending);
    }
    int number = 1;
    bool in_notes = true;
    for (; line_at(text, number, line); number++) {
        if (line[0] == '\0' && pending.count == 0 && game.table.phase == CH_OVER)
            continue; /* blank lines after the result */
        if (number > 3 && in_notes) {
            if (strncmp(line, "period ", 7) != 0)
                continue; /* a note before the first period */
            in_notes = false;
        }
        if (pending.count == 0) {
            if (game.table.phase == CH_OVER)
                return fail(error, number, "the game is already over: '%s'", line);
            if (!forfeit_line(&game, line) && !play_line(&game, line, number, error))
                return false;
        }
        const char *expected = pending_pop(&pending);
        char normal[CH_LINE_MAX];
        ch_record_normalise_line(line, normal);
        if (strcmp(expected, normal) != 0)
            return fail(error, number, "expected '%s', found '%s'", expected, line);
    }
    if (pending.count > 0)
        return fail(error, number, "the record ends early: expected '%s'", pending_pop(&pending));
    if (game.table.phase != CH_OVER)
        return fail(error, number, "the record ends before the game does (%s to play)",
                    ch_seat_name(game.table.turn));
    if (final)
        *final = game.table;
    return true;
}
