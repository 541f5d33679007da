/*
 * Card Hockey cards: a card is a number 0..51, rank * 4 + suit. Ranks run
 * A, 2..10, J, Q, K (0..12); suits C, D, H, S. Only ranks matter to the
 * rules; suits keep the 52 cards apart so a record can say which one was
 * played. Also the seeded random numbers every deal comes from.
 */
#ifndef FACEOFF_CARDHOCKEY_CARDS_H
#define FACEOFF_CARDHOCKEY_CARDS_H

#include <stdbool.h>
#include <stdint.h>

enum {
    CH_DECK = 52,
    CH_RANKS = 13,
    CH_SUITS = 4,
    CH_JACK = 10, /* rank index of the Jack */
    CH_CARD_TEXT_MAX = 4,
};

static inline int ch_rank(int card) { return card / CH_SUITS; }

/* Writes "AC", "10H", "JS" ... into text (CH_CARD_TEXT_MAX bytes). */
void ch_card_to_text(int card, char *text);
/* The card written as text (rank A 2..10 J Q K, T also for 10; suit C D H S;
 * either case), or -1 if text is not a card. */
int ch_card_from_text(const char *text);
/* The rank's name: "A", "2", ..., "10", "J", "Q", "K". */
const char *ch_rank_name(int rank);

/* The index of name in names[0..count-1], in any case, or -1. */
int ch_find_name(const char *const *names, int count, const char *name);

/* splitmix64: every shuffle and every player's sampling draws from one of these. */
uint64_t ch_random_next(uint64_t *state);
/* A uniform number in [0, bound). */
int ch_random_below(uint64_t *state, int bound);
/* Shuffles count cards in place (Fisher-Yates). */
void ch_shuffle(uint8_t *cards, int count, uint64_t *state);

#endif
