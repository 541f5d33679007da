/*
 * Zeroed memory for the search's large tables (the transposition table,
 * each thread's histories), which are read at random: on Linux it is
 * mapped from a 2 MB boundary and asked to have huge pages, so that a probe
 * does not also miss the TLB (a 16 MB table is 4096 pages of 4 kB, more
 * than a TLB holds; systems whose transparent huge pages are set to
 * "madvise", the usual setting, give them only when asked: a search
 * became 5% faster). Elsewhere it comes from calloc. Either way
 * its pages are zero until first written, so a large table costs nothing
 * until it is used.
 */
#ifndef FACEOFF_LARGE_MEMORY_H
#define FACEOFF_LARGE_MEMORY_H

#include <stddef.h>

/* What was allocated, to give back. */
typedef struct {
    void *base;
    size_t mapped; /* its size if mapped, 0 if from calloc */
} LargeMemory;

/* bytes of zeroes aligned to alignment (a power of two), NULL if there is
 * not enough memory; *memory says how to free them. */
void *large_memory_alloc(size_t bytes, size_t alignment, LargeMemory *memory);
/* Frees what large_memory_alloc gave (nothing if it gave nothing), and
 * clears *memory. */
void large_memory_free(LargeMemory *memory);

#endif
