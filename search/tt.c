#include "tt.h"

#include <stdlib.h>
#include <string.h>

bool tt_resize(TransTable *tt, size_t megabytes)
{
    size_t wanted = megabytes * 1024 * 1024 / sizeof(TTEntry), count = 1;
    while (count * 2 <= wanted)
        count *= 2;
    TTEntry *entries = calloc(count, sizeof *entries);
    if (!entries)
        return false;
    free(tt->entries);
    tt->entries = entries;
    tt->count = count;
    tt->age = 0;
    return true;
}

void tt_free(TransTable *tt)
{
    free(tt->entries);
    memset(tt, 0, sizeof *tt);
}

void tt_clear(TransTable *tt)
{
    memset(tt->entries, 0, tt->count * sizeof *tt->entries);
    tt->age = 0;
}

void tt_new_search(TransTable *tt) { tt->age++; }

const TTEntry *tt_probe(const TransTable *tt, uint64_t key)
{
    const TTEntry *e = &tt->entries[key & (tt->count - 1)];
    return e->key == key && e->bound != BOUND_NONE ? e : NULL;
}

void tt_store(TransTable *tt, uint64_t key, Move move, int score, int depth, Bound bound)
{
    TTEntry *e = &tt->entries[key & (tt->count - 1)];
    /* Keep a deeper entry of this search for another position. */
    if (e->key != key && e->age == tt->age && e->depth > depth && e->bound != BOUND_NONE)
        return;
    if (e->key == key && move == MOVE_NONE)
        move = e->move;
    *e = (TTEntry){.key = key, .move = move, .score = score, .depth = (int16_t)depth, .bound = (uint8_t)bound,
                   .age = tt->age};
}

int tt_hashfull(const TransTable *tt)
{
    size_t sample = tt->count < 1000 ? tt->count : 1000, used = 0;
    for (size_t i = 0; i < sample; i++)
        used += tt->entries[i].key != 0 && tt->entries[i].age == tt->age;
    return sample ? (int)(used * 1000 / sample) : 0;
}
