/* The Card Hockey referee: deals from a seeded shuffle and writes the record. */
#include "referee.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

bool ch_view_holds(const CardView *view, int card)
{
    return memchr(view->hand, card, (size_t)view->hand_count) != NULL;
}

void ch_cards_to_text(const uint8_t *cards, int count, char *text)
{
    size_t used = 0;
    text[0] = '\0';
    for (int i = 0; i < count; i++) {
        char card[CH_CARD_TEXT_MAX];
        ch_card_to_text(cards[i], card);
        used += (size_t)snprintf(text + used, CH_LINE_MAX - used, "%s%s", i ? " " : "", card);
    }
}

static void emit(const ChGame *game, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void emit(const ChGame *game, const char *fmt, ...)
{
    if (!game->sink)
        return;
    char line[CH_LINE_MAX];
    va_list args;
    va_start(args, fmt);
    vsnprintf(line, sizeof line, fmt, args);
    va_end(args);
    game->sink(game->sink_context, line);
}

static int compare_cards(const void *a, const void *b) { return *(const uint8_t *)a - *(const uint8_t *)b; }

/* Deals the next hands, one card at a time starting with the non-dealer;
 * a new period first gets a freshly shuffled deck. */
static void deal(ChGame *game)
{
    ChTable *t = &game->table;
    if (t->deal == 0) {
        if (game->decks) {
            memcpy(game->deck, game->decks->cards[t->period - 1], CH_DECK);
        } else {
            for (int i = 0; i < CH_DECK; i++)
                game->deck[i] = (uint8_t)i;
            ch_shuffle(game->deck, CH_DECK, &game->random);
        }
        emit(game, "period %d dealer %s", t->period, ch_seat_name(t->dealer));
    }
    int size = ch_next_deal_size(t), leader = 1 - t->dealer;
    for (int i = 0; i < 2 * size; i++)
        game->hand[i % 2 ? t->dealer : leader][i / 2] = game->deck[t->dealt + i];
    ch_table_deal(t);
    char text[CH_SEATS][CH_LINE_MAX];
    for (int seat = 0; seat < CH_SEATS; seat++) {
        qsort(game->hand[seat], (size_t)size, 1, compare_cards);
        ch_cards_to_text(game->hand[seat], size, text[seat]);
    }
    emit(game, "deal %d A: %s B: %s", t->deal, text[0], text[1]);
}

void ch_game_start(ChGame *game, ChVariant variant, uint64_t seed, ChRecordSink sink, void *sink_context)
{
    ch_game_start_noted(game, variant, seed, NULL, sink, sink_context);
}

/* The header and notes, then the table and the first deal. */
static void start(ChGame *game, ChVariant variant, int first_dealer, const char *notes)
{
    emit(game, "cardhockey-record 1");
    emit(game, "variant %s", ch_variant_name(variant));
    if (game->decks)
        emit(game, "seed -");
    else
        emit(game, "seed %" PRIu64, game->seed);
    for (const char *note = notes; note && *note; note += strcspn(note, "\n"), note += *note == '\n') {
        int length = (int)strcspn(note, "\n");
        if (length > 0)
            emit(game, "%.*s", length < CH_LINE_MAX ? length : CH_LINE_MAX - 1, note);
    }
    ch_table_start(&game->table, variant, first_dealer);
    deal(game);
}

void ch_game_start_noted(ChGame *game, ChVariant variant, uint64_t seed, const char *notes, ChRecordSink sink,
                         void *sink_context)
{
    *game = (ChGame){.seed = seed, .random = seed, .sink = sink, .sink_context = sink_context};
    int first_dealer = ch_random_below(&game->random, 2); /* the cut: the seed's first number */
    start(game, variant, first_dealer, notes);
}

void ch_game_start_dealt(ChGame *game, ChVariant variant, int first_dealer, const ChDecks *decks, ChRecordSink sink,
                         void *sink_context)
{
    *game = (ChGame){.decks = decks, .sink = sink, .sink_context = sink_context};
    start(game, variant, first_dealer, NULL);
}

static void emit_score(const ChGame *game, const char *what, const int *score)
{
    emit(game, "%s A %d B %d", what, score[0], score[1]);
}

bool ch_game_play(ChGame *game, int card, char *error)
{
    ChTable *t = &game->table;
    int seat = t->turn;
    char text[CH_CARD_TEXT_MAX];
    if (card < 0 || card >= CH_DECK) {
        snprintf(error, CH_ERROR_MAX, "not a card");
        return false;
    }
    ch_card_to_text(card, text);
    if (t->phase == CH_OVER) {
        snprintf(error, CH_ERROR_MAX, "the game is over");
        return false;
    }
    if (ch_table_was_played(t, card)) {
        snprintf(error, CH_ERROR_MAX, "%s was already played this period", text);
        return false;
    }
    int count = t->hand_count[seat];
    uint8_t *hand = game->hand[seat];
    uint8_t *slot = memchr(hand, card, (size_t)count);
    if (!slot) {
        char held[CH_LINE_MAX];
        ch_cards_to_text(hand, count, held);
        snprintf(error, CH_ERROR_MAX, "%s is not in %s's hand (%s)", text, ch_seat_name(seat), held);
        return false;
    }
    memmove(slot, slot + 1, (size_t)(hand + count - slot - 1));
    int period = t->period;
    ChEvent event = ch_table_play(t, card);
    emit(game, "%s %s%s%s", ch_seat_name(seat), text, event ? " " : "", ch_event_name(event));
    if (t->period != period || t->phase == CH_OVER) {
        char what[32];
        snprintf(what, sizeof what, "score after period %d:", period);
        emit_score(game, what, t->period_score[period - 1]);
    }
    if (t->phase == CH_OVER) {
        if (t->winner < 0)
            emit_score(game, "result tie:", t->score);
        else
            emit(game, "result %s wins: A %d B %d", ch_seat_name(t->winner), t->score[0], t->score[1]);
    } else if (t->phase == CH_NEED_DEAL) {
        deal(game);
    }
    return true;
}

void ch_game_forfeit(ChGame *game, int seat, const char *reason)
{
    ChTable *t = &game->table;
    t->phase = CH_OVER;
    t->winner = 1 - seat;
    t->by_forfeit = true;
    emit(game, "forfeit %s: %s", ch_seat_name(seat), reason);
    emit(game, "result %s wins by forfeit: A %d B %d", ch_seat_name(t->winner), t->score[0], t->score[1]);
}

void ch_game_view(const ChGame *game, int seat, CardView *view)
{
    memset(view, 0, sizeof *view);
    view->table = game->table;
    view->seat = seat;
    view->hand_count = game->table.hand_count[seat];
    memcpy(view->hand, game->hand[seat], (size_t)view->hand_count);
}
