/*
 * The transposition table: one entry per slot, replaced by depth and age.
 * Scores near mate are stored relative to the node (see search.c). Lazy SMP
 * threads share it without locks: an entry is three words written and read
 * with relaxed atomics, the first being the key XORed with the other two,
 * so an entry torn by two writers fails the key check and reads as absent.
 */
#ifndef FACEOFF_TT_H
#define FACEOFF_TT_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "engine/game.h"
#include "large_memory.h"

typedef enum { BOUND_NONE = 0, BOUND_UPPER = 1, BOUND_LOWER = 2, BOUND_EXACT = 3 } Bound;

/* What a probe finds. */
typedef struct {
    Move move;
    int score;
    int depth;
    Bound bound;
} TTEntry;

/* 32 bytes, aligned: a slot never straddles two cache lines (a table of a
 * power of two MB has as many slots as with 24: a power of two that fits). */
typedef struct {
    _Alignas(32) _Atomic uint64_t check; /* key ^ move ^ data */
    _Atomic uint64_t move;
    _Atomic uint64_t data;  /* score, depth, bound, age */
} TTSlot;

typedef struct {
    TTSlot *slots;  /* within memory, aligned to a slot */
    LargeMemory memory;
    size_t count; /* a power of two */
    uint8_t age;
    /* A search may have stored entries since the table was last zeroed.
     * Clearing a table no search has used touches none of its pages, so
     * a new process (its table fresh from calloc) starts in milliseconds. */
    bool used;
} TransTable;

/* Allocates about megabytes MB (at least one slot), empty; false if out of
 * memory. */
bool tt_resize(TransTable *tt, size_t megabytes);
void tt_free(TransTable *tt);
void tt_clear(TransTable *tt);
/* A new search begins: older entries become cheaper to replace. */
void tt_new_search(TransTable *tt);
/* True and *entry filled if the table holds key. */
bool tt_probe(const TransTable *tt, uint64_t key, TTEntry *entry);
/* The slot key's entry goes to. */
static inline TTSlot *tt_slot(const TransTable *tt, uint64_t key) { return &tt->slots[key & (tt->count - 1)]; }
/* Starts loading key's slot into the cache, for a probe soon after. */
static inline void tt_prefetch(const TransTable *tt, uint64_t key) { __builtin_prefetch(tt_slot(tt, key)); }
/* Permille of a sample of slots written by the current search (UCI hashfull). */
int tt_hashfull(const TransTable *tt);
void tt_store(TransTable *tt, uint64_t key, Move move, int score, int depth, Bound bound);

#endif
