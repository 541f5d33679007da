/* A Card Hockey game refereed by the engine for a person (table.h). */
#define _POSIX_C_SOURCE 200809L /* strtok_r */
#include "table.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "protocol/common/number.h"

static void say(CardTable *t, TableLineKind kind, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void say(CardTable *t, TableLineKind kind, const char *fmt, ...)
{
    char line[CH_LINE_MAX + 64];
    va_list args;
    va_start(args, fmt);
    vsnprintf(line, sizeof line, fmt, args);
    va_end(args);
    t->out(t->out_context, kind, line);
}

void card_table_init(CardTable *t, uint64_t seeds)
{
    memset(t, 0, sizeof *t);
    t->seeds = seeds;
}

void card_table_free(CardTable *t)
{
    ch_player_free(&t->player);
    free(t->record);
    card_table_init(t, t->seeds);
}

/* The referee's sink: the record kept whole, and told to the GUI without
 * the hands of a deal (the person's own hand is in table show). */
static void keep_line(void *context, const char *line)
{
    CardTable *t = context;
    size_t length = strlen(line);
    if (t->length + length + 2 > t->capacity) {
        size_t capacity = (t->capacity + length + 2) * 2;
        char *bigger = realloc(t->record, capacity);
        if (!bigger)
            return; /* the record stays short; replay will say so */
        t->record = bigger;
        t->capacity = capacity;
    }
    memcpy(t->record + t->length, line, length);
    t->length += length;
    t->record[t->length++] = '\n';
    t->record[t->length] = '\0';
    if (strncmp(line, "deal ", 5) == 0)
        say(t, TABLE_EVENT, "%.*s", (int)strcspn(line, ":") - 2, line); /* "deal N", without " A" */
    else
        say(t, TABLE_EVENT, "%s", line);
}

/* Starts the game of variant and seed afresh: no card played, the record
 * and the events from the header and first deal. */
static void deal_again(CardTable *t, ChVariant variant, uint64_t seed)
{
    t->card_count = 0;
    t->length = 0;
    ch_game_start(&t->game, variant, seed, keep_line, t);
}

/* Plays card for the seat to move, kept for undo; false (nothing changed)
 * with the referee's reason in error if it is not allowed. */
static bool play_card(CardTable *t, int card, bool by_person, char *error)
{
    if (!ch_game_play(&t->game, card, error))
        return false;
    t->cards[t->card_count] = (uint8_t)card;
    t->by_person[t->card_count++] = by_person;
    return true;
}

/* "new [seat A|B] [seed N]" */
static void new_game(CardTable *t, const CardEngine *options, char *args)
{
    int person = 0;
    uint64_t seed = ch_random_next(&t->seeds) % 2147483648u;
    char *save = NULL;
    for (char *word = strtok_r(args, " ", &save); word; word = strtok_r(NULL, " ", &save)) {
        char *value = strtok_r(NULL, " ", &save);
        long long number;
        if (strcmp(word, "seat") == 0 && value && (strcmp(value, "A") == 0 || strcmp(value, "B") == 0)) {
            person = value[0] - 'A';
        } else if (strcmp(word, "seed") == 0 && value && parse_number(value, 0, INT64_MAX, &number)) {
            seed = (uint64_t)number;
        } else {
            say(t, TABLE_REFUSED, "expected 'table new [seat A|B] [seed N]', got '%.40s%s%.40s'", word,
                value ? " " : "", value ? value : "");
            return;
        }
    }
    ChPlayer player;
    if (!ch_player_init(&player, options->kind, options->seed)) {
        say(t, TABLE_REFUSED, "out of memory");
        return;
    }
    if (options->samples)
        player.samples = options->samples;
    TableSink out = t->out;
    void *context = t->out_context;
    card_table_free(t);
    t->out = out;
    t->out_context = context;
    t->player = player;
    t->skill_random = options->seed;
    t->person = person;
    t->in_game = true;
    deal_again(t, options->variant, seed);
}

/* Refuses (saying why) unless a game is in play. */
static bool in_play(CardTable *t)
{
    if (!t->in_game)
        say(t, TABLE_REFUSED, "no table game (send table new)");
    else if (t->game.table.phase == CH_OVER)
        say(t, TABLE_REFUSED, "the game is over");
    else
        return true;
    return false;
}

/* "play CARD": the card of the seat to move, from the GUI. */
static void play(CardTable *t, const char *text)
{
    char error[CH_ERROR_MAX];
    int card = ch_card_from_text(text);
    if (!in_play(t))
        return;
    int seat = t->game.table.turn;
    CardView view;
    ch_game_view(&t->game, seat, &view);
    if (card < 0)
        say(t, TABLE_REFUSED, "'%.40s' is not a card", text);
    else if (!ch_view_holds(&view, card)) /* the referee's reason would show the hand */
        say(t, TABLE_REFUSED, "%s is not in %s's hand (%s to play)", text, ch_seat_name(seat), ch_seat_name(seat));
    else if (!play_card(t, card, true, error))
        say(t, TABLE_REFUSED, "%s", error);
}

/* "go": the engine's player plays for the seat to move. */
static void go(CardTable *t, int skill)
{
    if (!in_play(t))
        return;
    CardView view;
    ch_game_view(&t->game, t->game.table.turn, &view);
    int card = card_engine_choose(&t->player, skill, &t->skill_random, &view);
    char text[CH_CARD_TEXT_MAX], error[CH_ERROR_MAX];
    ch_card_to_text(card, text);
    if (play_card(t, card, false, error))
        say(t, TABLE_PLAYED, "%s", text);
    else
        say(t, TABLE_REFUSED, "the engine's card %s was refused: %s", text, error);
}

/* "undo": takes back the last card a person played (table play) and the
 * engine's cards after it, so that she is to play it again; a finished
 * game reopens. The game is dealt again from its seed and its cards before
 * that one replayed, which writes the record and tells the events again. */
static void undo(CardTable *t, const char *args)
{
    if (*args) {
        say(t, TABLE_REFUSED, "expected 'table undo', got 'undo %.40s'", args);
        return;
    }
    if (!t->in_game) {
        say(t, TABLE_REFUSED, "no table game (send table new)");
        return;
    }
    int keep = t->card_count;
    while (keep > 0 && !t->by_person[keep - 1])
        keep--;
    if (keep-- == 0) {
        say(t, TABLE_REFUSED, "nothing to take back: no card played with table play");
        return;
    }
    say(t, TABLE_EVENT, "undo %d", t->card_count - keep);
    deal_again(t, t->game.table.variant, t->game.seed);
    char error[CH_ERROR_MAX];
    /* Each card goes back where it was kept; the same cards from the same
     * deals are all allowed again. */
    for (int i = 0; i < keep; i++)
        play_card(t, t->cards[i], t->by_person[i], error);
}

/* The top card of the ice, with its suit (text: CH_CARD_TEXT_MAX bytes):
 * each card played goes on top, and a period starts with none. */
static const char *top_card(const ChTable *table, char *text)
{
    if (table->ice.top < 0)
        return "none";
    ch_card_to_text(table->played[table->played_count - 1], text);
    return text;
}

static const char *seat_or_none(int seat) { return seat < 0 ? "none" : ch_seat_name(seat); }

/* "show [A|B]": what the person at her seat (or at the seat named: two
 * people at one screen) sees, as "Key: value" lines. */
static void show(CardTable *t, const char *seat_name)
{
    if (!t->in_game) {
        say(t, TABLE_REFUSED, "no table game (send table new)");
        return;
    }
    int seat = t->person;
    seat_name += strspn(seat_name, " ");
    if (strcmp(seat_name, "A") == 0 || strcmp(seat_name, "B") == 0) {
        seat = seat_name[0] - 'A';
    } else if (*seat_name) {
        say(t, TABLE_REFUSED, "expected 'table show [A|B]', got '%.40s'", seat_name);
        return;
    }
    const ChTable *table = &t->game.table;
    CardView view;
    ch_game_view(&t->game, seat, &view);
    char hand[CH_LINE_MAX], played[CH_LINE_MAX * 2], top[CH_CARD_TEXT_MAX];
    ch_cards_to_text(view.hand, view.hand_count, hand);
    size_t used = 0;
    played[0] = '\0';
    for (int i = 0; i < table->played_count; i++) {
        char card[CH_CARD_TEXT_MAX];
        ch_card_to_text(table->played[i], card);
        used += (size_t)snprintf(played + used, sizeof played - used, "%s%s", i ? " " : "", card);
    }
    bool over = table->phase == CH_OVER;
    say(t, TABLE_SHOW, "Game: cardhockey");
    say(t, TABLE_SHOW, "Variant: %s", ch_variant_name(table->variant));
    say(t, TABLE_SHOW, "Seed: %" PRIu64, t->game.seed);
    say(t, TABLE_SHOW, "Seat: %s", ch_seat_name(seat));
    say(t, TABLE_SHOW, "Period: %d", table->period);
    say(t, TABLE_SHOW, "Deal: %d", table->deal);
    say(t, TABLE_SHOW, "Dealer: %s", ch_seat_name(table->dealer));
    say(t, TABLE_SHOW, "Turn: %s", over ? "none" : ch_seat_name(table->turn));
    say(t, TABLE_SHOW, "Score: %d-%d", table->score[0], table->score[1]);
    say(t, TABLE_SHOW, "Breakaway: %s", seat_or_none(table->ice.breakaway));
    say(t, TABLE_SHOW, "Top: %s", top_card(table, top));
    say(t, TABLE_SHOW, "Hand: %s", view.hand_count ? hand : "-");
    say(t, TABLE_SHOW, "Opponent cards: %d", table->hand_count[1 - seat]);
    say(t, TABLE_SHOW, "Played: %s", table->played_count ? played : "-");
    if (!over)
        say(t, TABLE_SHOW, "Result: * none");
    else
        say(t, TABLE_SHOW, "Result: %s %s final %s%s", table->winner < 0 ? "1/2-1/2" : table->winner ? "0-1" : "1-0",
            table->by_forfeit ? "forfeit" : "score",
            table->winner < 0 ? "tie" : table->winner ? "B wins" : "A wins", table->by_forfeit ? " by forfeit" : "");
}

/* "record": the record so far, hands and all. */
static void record(CardTable *t)
{
    if (!t->in_game) {
        say(t, TABLE_REFUSED, "no table game (send table new)");
        return;
    }
    for (const char *line = t->record, *end; line && (end = strchr(line, '\n')) != NULL; line = end + 1)
        say(t, TABLE_RECORD, "%.*s", (int)(end - line), line);
}

void card_table_command(CardTable *t, const CardEngine *options, char *args, TableSink out, void *context)
{
    t->out = out;
    t->out_context = context;
    char *rest = args + strcspn(args, " ");
    if (*rest)
        *rest++ = '\0';
    if (strcmp(args, "new") == 0)
        new_game(t, options, rest);
    else if (strcmp(args, "play") == 0)
        play(t, rest);
    else if (strcmp(args, "go") == 0)
        go(t, options->skill);
    else if (strcmp(args, "undo") == 0)
        undo(t, rest);
    else if (strcmp(args, "show") == 0)
        show(t, rest);
    else if (strcmp(args, "record") == 0)
        record(t);
    else
        say(t, TABLE_REFUSED, "expected table new, play, go, undo, show or record, got '%.40s'", args);
}
