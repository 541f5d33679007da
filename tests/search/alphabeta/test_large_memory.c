/*
 * The search's large tables' memory: zeroed, aligned as asked, writable
 * through its last byte, and given back, whether small (from calloc) or
 * large (mapped, on huge pages where the system has them); the
 * transposition table built on it keeps what is stored, and a table
 * resized or cleared forgets it.
 */
#include <stdint.h>
#include <string.h>

#include "search/alphabeta/large_memory.h"
#include "search/alphabeta/tt.h"
#include "tests/test_support.h"

static void check_block(size_t bytes, size_t alignment)
{
    LargeMemory memory;
    unsigned char *p = large_memory_alloc(bytes, alignment, &memory);
    ck_assert_ptr_nonnull(p);
    ck_assert_ptr_nonnull(memory.base);
    ck_assert_uint_eq((uintptr_t)p % alignment, 0);
    for (size_t i = 0; i < bytes; i += 4093)
        ck_assert_uint_eq(p[i], 0);
    ck_assert_uint_eq(p[bytes - 1], 0);
    memset(p, 0xA5, bytes);
    ck_assert_uint_eq(p[bytes - 1], 0xA5);
    large_memory_free(&memory);
    ck_assert_ptr_null(memory.base);
    ck_assert_uint_eq(memory.mapped, 0);
}

START_TEST(small_and_large_blocks)
{
    check_block(1000, 32);
    check_block(4096, 64);
    check_block(((size_t)2 << 20) - 8, 32);
    check_block((size_t)2 << 20, 32);
    check_block((size_t)17 << 20, 64);
    check_block(((size_t)8 << 20) + 12345, 16);
}
END_TEST

START_TEST(free_of_nothing_is_harmless)
{
    LargeMemory memory = {0};
    large_memory_free(&memory);
    ck_assert_ptr_null(memory.base);
}
END_TEST

START_TEST(table_keeps_and_forgets)
{
    TransTable tt = {0};
    for (size_t megabytes = 1; megabytes <= 16; megabytes *= 4) {
        ck_assert(tt_resize(&tt, megabytes));
        ck_assert_uint_eq((uintptr_t)tt.slots % sizeof(TTSlot), 0);
        ck_assert_uint_eq(sizeof(TTSlot), 32);
        ck_assert_uint_eq(tt.count * sizeof(TTSlot), megabytes << 20);
        tt_new_search(&tt);
        TTEntry entry;
        for (uint64_t key = 1; key < 100000; key += 997)
            ck_assert(!tt_probe(&tt, key * 0x9E3779B97F4A7C15ull, &entry));
        uint64_t key = 0x123456789ABCDEFull;
        tt_store(&tt, key, 42, -77, 9, BOUND_LOWER);
        ck_assert(tt_probe(&tt, key, &entry));
        ck_assert_uint_eq(entry.move, 42);
        ck_assert_int_eq(entry.score, -77);
        ck_assert_int_eq(entry.depth, 9);
        ck_assert_int_eq(entry.bound, BOUND_LOWER);
        tt_clear(&tt);
        ck_assert(!tt_probe(&tt, key, &entry));
        tt_store(&tt, key, 42, -77, 9, BOUND_LOWER);
    }
    tt_free(&tt);
    ck_assert_ptr_null(tt.slots);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("large_memory");
    TCase *tc = tcase_create("large_memory");
    tcase_add_test(tc, small_and_large_blocks);
    tcase_add_test(tc, free_of_nothing_is_harmless);
    tcase_add_test(tc, table_keeps_and_forgets);
    tcase_set_timeout(tc, 60);
    suite_add_tcase(s, tc);
    return test_run_suite(s);
}
