/* Deals written out in a record, and cards in any accepted spelling. */
#include "record_reading.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool refuse(char *reason, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static bool refuse(char *reason, const char *fmt, ...)
{
    va_list args;
    va_start(args, fmt);
    vsnprintf(reason, CH_ERROR_MAX, fmt, args);
    va_end(args);
    return false;
}

/* The next word of *text (ended in place), or NULL at the end. */
static char *next_word(char **text)
{
    char *word = *text + strspn(*text, " ");
    if (!*word)
        return NULL;
    size_t length = strcspn(word, " ");
    *text = word + length + (word[length] != '\0');
    word[length] = '\0';
    return word;
}

/* Reads "A: C1 C2 ... B: C1 C2 ..." (after "deal N "): the two hands. */
static bool read_hands(char *text, uint8_t hands[CH_SEATS][CH_DECK], int count[CH_SEATS], char *reason)
{
    int seat = -1;
    count[0] = count[1] = 0;
    for (char *word; (word = next_word(&text));) {
        if (!strcmp(word, "A:") || !strcmp(word, "B:")) {
            if (seat != (word[0] == 'A' ? -1 : 0))
                return refuse(reason, "expected 'deal N A: CARDS B: CARDS'");
            seat = word[0] - 'A';
            continue;
        }
        int card = ch_card_from_text(word);
        if (seat < 0 || card < 0)
            return refuse(reason, "'%s' is not a card", word);
        if (count[seat] == CH_DECK)
            return refuse(reason, "too many cards");
        hands[seat][count[seat]++] = (uint8_t)card;
    }
    if (seat != 1)
        return refuse(reason, "expected 'deal N A: CARDS B: CARDS'");
    return true;
}

bool ch_record_read_deals(const char *text, ChVariant variant, int *first_dealer, ChDecks *decks, int *bad_line,
                          char *reason)
{
    ChTable table; /* tracks the period, dealer and cards dealt, for the deal sizes */
    bool used[CH_OVERTIME][CH_DECK] = {{false}};
    int period = 0, dealer = -1;
    *first_dealer = -1;
    *bad_line = 0;
    for (int number = 1; *text; number++) {
        size_t length = strcspn(text, "\r\n");
        char line[CH_LINE_MAX];
        snprintf(line, sizeof line, "%.*s", (int)(length < CH_LINE_MAX ? length : CH_LINE_MAX - 1), text);
        text += length;
        text += *text == '\r';
        text += *text == '\n';
        *bad_line = number;
        char seat;
        int n;
        if (sscanf(line, "period %d dealer %c", &n, &seat) == 2 && (seat == 'A' || seat == 'B')) {
            if (n != period + 1 || n > CH_OVERTIME)
                return refuse(reason, "period %d follows period %d", n, period);
            period = n;
            dealer = seat - 'A';
            if (period == 1) {
                *first_dealer = dealer;
                ch_table_start(&table, variant, dealer);
            }
            table.period = period;
            table.dealer = dealer;
            table.dealt = 0;
        } else if (sscanf(line, "deal %d", &n) == 1 && strchr(line, ':')) {
            if (period == 0)
                return refuse(reason, "a deal before 'period 1 dealer A|B'");
            uint8_t hands[CH_SEATS][CH_DECK];
            int count[CH_SEATS], size = ch_next_deal_size(&table);
            if (!read_hands(strchr(line, 'A'), hands, count, reason))
                return false;
            if (count[0] != size || count[1] != size || table.dealt + 2 * size > CH_DECK)
                return refuse(reason, "this deal is %d cards each, not %d and %d", size, count[0], count[1]);
            for (int i = 0; i < 2 * size; i++) {
                int card = hands[i % 2 ? dealer : 1 - dealer][i / 2];
                if (used[period - 1][card]) {
                    char name[CH_CARD_TEXT_MAX];
                    ch_card_to_text(card, name);
                    return refuse(reason, "%s is dealt twice in period %d", name, period);
                }
                used[period - 1][card] = true;
                decks->cards[period - 1][table.dealt + i] = (uint8_t)card;
            }
            table.dealt += 2 * size;
        }
    }
    *bad_line = 0;
    if (*first_dealer < 0)
        return refuse(reason, "no 'period 1 dealer A|B' line");
    /* The cards never dealt (a game ended early) fill the rest of each deck. */
    for (int p = 0; p < CH_OVERTIME; p++) {
        int next = 0;
        for (int i = 0; i < CH_DECK; i++)
            next += used[p][i];
        for (int card = 0; card < CH_DECK; card++)
            if (!used[p][card])
                decks->cards[p][next++] = (uint8_t)card;
    }
    return true;
}

static int compare_cards(const void *a, const void *b) { return *(const uint8_t *)a - *(const uint8_t *)b; }

/* Appends word to out (CH_LINE_MAX bytes), a space before it unless first. */
static void append(char *out, const char *word)
{
    size_t used = strlen(out);
    snprintf(out + used, CH_LINE_MAX - used, "%s%s", used ? " " : "", word);
}

void ch_record_normalise_line(const char *line, char *out)
{
    char copy[CH_LINE_MAX], *rest = copy;
    snprintf(copy, sizeof copy, "%s", line);
    uint8_t cards[CH_DECK];
    int held = 0;
    out[0] = '\0';
    bool deal_line = strncmp(line, "deal ", 5) == 0;
    /* Cards are gathered while they run and written (sorted in a deal line) when the run ends. */
    for (;;) {
        char *word = next_word(&rest);
        int card = word ? ch_card_from_text(word) : -1;
        if (card >= 0 && held < CH_DECK) {
            cards[held++] = (uint8_t)card;
            continue;
        }
        if (deal_line)
            qsort(cards, (size_t)held, 1, compare_cards);
        for (int i = 0; i < held; i++) {
            char name[CH_CARD_TEXT_MAX];
            ch_card_to_text(cards[i], name);
            append(out, name);
        }
        held = 0;
        if (!word)
            break;
        append(out, word);
    }
}
