/* Card names and the seeded random numbers of Card Hockey. */
#define _POSIX_C_SOURCE 200809L /* strcasecmp */
#include "cards.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

static const char *const rank_names[CH_RANKS] = {"A", "2", "3", "4", "5", "6", "7",
                                                  "8", "9", "10", "J", "Q", "K"};
static const char suit_letters[CH_SUITS + 1] = "CDHS";

const char *ch_rank_name(int rank) { return rank >= 0 && rank < CH_RANKS ? rank_names[rank] : "?"; }

void ch_card_to_text(int card, char *text)
{
    snprintf(text, CH_CARD_TEXT_MAX, "%s%c", ch_rank_name(ch_rank(card)), suit_letters[card % CH_SUITS]);
}

int ch_card_from_text(const char *text)
{
    size_t length = strlen(text);
    if (length < 2 || length > 3)
        return -1;
    const char *suit = strchr(suit_letters, toupper((unsigned char)text[length - 1]));
    if (!suit || *suit == '\0')
        return -1;
    char rank_text[3] = {0};
    for (size_t i = 0; i + 1 < length; i++)
        rank_text[i] = (char)toupper((unsigned char)text[i]);
    if (strcmp(rank_text, "T") == 0)
        strcpy(rank_text, "10");
    for (int rank = 0; rank < CH_RANKS; rank++)
        if (strcmp(rank_text, rank_names[rank]) == 0)
            return rank * CH_SUITS + (int)(suit - suit_letters);
    return -1;
}

int ch_find_name(const char *const *names, int count, const char *name)
{
    for (int i = 0; i < count; i++)
        if (strcasecmp(name, names[i]) == 0)
            return i;
    return -1;
}

uint64_t ch_random_next(uint64_t *state)
{
    uint64_t z = (*state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

int ch_random_below(uint64_t *state, int bound)
{
    /* The modulo bias is below 2^-57 for the bounds used here. */
    return (int)(ch_random_next(state) % (uint64_t)bound);
}

void ch_shuffle(uint8_t *cards, int count, uint64_t *state)
{
    for (int i = count - 1; i > 0; i--) {
        int j = ch_random_below(state, i + 1);
        uint8_t t = cards[i];
        cards[i] = cards[j];
        cards[j] = t;
    }
}
