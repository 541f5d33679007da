#include "tt.h"

#include <string.h>

/* data: score in bits 0-31, depth 32-47, bound 48-55, age 56-63. */
static uint64_t pack(int score, int depth, Bound bound, uint8_t age)
{
    return (uint64_t)(uint32_t)score | (uint64_t)(uint16_t)depth << 32 | (uint64_t)bound << 48 |
           (uint64_t)age << 56;
}

static int data_score(uint64_t data) { return (int32_t)(uint32_t)data; }
static int data_depth(uint64_t data) { return (int16_t)(uint16_t)(data >> 32); }
static Bound data_bound(uint64_t data) { return (Bound)((data >> 48) & 0xFF); }
static uint8_t data_age(uint64_t data) { return (uint8_t)(data >> 56); }

bool tt_resize(TransTable *tt, size_t megabytes)
{
    size_t wanted = megabytes * 1024 * 1024 / sizeof(TTSlot), count = 1;
    while (count * 2 <= wanted)
        count *= 2;
    LargeMemory memory;
    TTSlot *slots = large_memory_alloc(count * sizeof(TTSlot), sizeof(TTSlot), &memory);
    if (!slots)
        return false;
    large_memory_free(&tt->memory);
    tt->memory = memory;
    tt->slots = slots;
    tt->count = count;
    tt->age = 0;
    tt->used = false;
    return true;
}

void tt_free(TransTable *tt)
{
    large_memory_free(&tt->memory);
    memset(tt, 0, sizeof *tt);
}

void tt_clear(TransTable *tt)
{
    if (tt->used)
        memset(tt->slots, 0, tt->count * sizeof *tt->slots);
    tt->age = 0;
    tt->used = false;
}

void tt_new_search(TransTable *tt)
{
    tt->age++;
    tt->used = true;
}

/* The slot's words, and the key they were stored under. */
static uint64_t load(const TTSlot *slot, uint64_t *move, uint64_t *data)
{
    uint64_t check = atomic_load_explicit(&slot->check, memory_order_relaxed);
    *move = atomic_load_explicit(&slot->move, memory_order_relaxed);
    *data = atomic_load_explicit(&slot->data, memory_order_relaxed);
    return check ^ *move ^ *data;
}

bool tt_probe(const TransTable *tt, uint64_t key, TTEntry *entry)
{
    uint64_t move, data;
    if (load(tt_slot(tt, key), &move, &data) != key || data_bound(data) == BOUND_NONE)
        return false;
    *entry = (TTEntry){.move = move, .score = data_score(data), .depth = data_depth(data), .bound = data_bound(data)};
    return true;
}

void tt_store(TransTable *tt, uint64_t key, Move move, int score, int depth, Bound bound)
{
    TTSlot *slot = tt_slot(tt, key);
    uint64_t old_move, old_data;
    uint64_t old_key = load(slot, &old_move, &old_data);
    /* Keep a deeper entry of this search for another position. */
    if (old_key != key && data_age(old_data) == tt->age && data_depth(old_data) > depth &&
        data_bound(old_data) != BOUND_NONE)
        return;
    if (old_key == key && move == MOVE_NONE)
        move = old_move;
    uint64_t data = pack(score, depth, bound, tt->age);
    atomic_store_explicit(&slot->check, key ^ move ^ data, memory_order_relaxed);
    atomic_store_explicit(&slot->move, move, memory_order_relaxed);
    atomic_store_explicit(&slot->data, data, memory_order_relaxed);
}

int tt_hashfull(const TransTable *tt)
{
    size_t sample = tt->count < 1000 ? tt->count : 1000, used = 0;
    for (size_t i = 0; i < sample; i++)
    {
        uint64_t data = atomic_load_explicit(&tt->slots[i].data, memory_order_relaxed);
        used += data_bound(data) != BOUND_NONE && data_age(data) == tt->age;
    }
    return sample ? (int)(used * 1000 / sample) : 0;
}
