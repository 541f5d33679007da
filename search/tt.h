/*
 * The transposition table: one entry per bucket slot, replaced by depth
 * and age. Scores near mate are stored relative to the node (see search.c).
 */
#ifndef FACEOFF_TT_H
#define FACEOFF_TT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "../engine/game.h"

typedef enum { BOUND_NONE = 0, BOUND_UPPER = 1, BOUND_LOWER = 2, BOUND_EXACT = 3 } Bound;

typedef struct {
    uint64_t key;
    Move move;
    int32_t score;
    int16_t depth;
    uint8_t bound;
    uint8_t age;
} TTEntry;

typedef struct {
    TTEntry *entries;
    size_t count; /* a power of two */
    uint8_t age;
} TransTable;

/* Allocates about megabytes MB (at least one entry); false if out of memory. */
bool tt_resize(TransTable *tt, size_t megabytes);
void tt_free(TransTable *tt);
void tt_clear(TransTable *tt);
/* A new search begins: older entries become cheaper to replace. */
void tt_new_search(TransTable *tt);
/* The entry for key, or NULL. */
const TTEntry *tt_probe(const TransTable *tt, uint64_t key);
/* Permille of a sample of entries written by the current search (UCI hashfull). */
int tt_hashfull(const TransTable *tt);
void tt_store(TransTable *tt, uint64_t key, Move move, int score, int depth, Bound bound);

#endif
