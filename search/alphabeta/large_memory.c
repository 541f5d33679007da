#define _DEFAULT_SOURCE /* mmap's MAP_ANONYMOUS, madvise */
#include "large_memory.h"

#include <stdint.h>
#include <stdlib.h>
#ifdef __linux__
#include <sys/mman.h>
#endif

#if defined(__linux__) && defined(MADV_HUGEPAGE)
#define HUGE_PAGES 1
#else
#define HUGE_PAGES 0
#endif

#define HUGE_PAGE ((size_t)2 << 20)

static void *align_up(void *p, size_t alignment)
{
    return (void *)(((uintptr_t)p + alignment - 1) & ~(uintptr_t)(alignment - 1));
}

void *large_memory_alloc(size_t bytes, size_t alignment, LargeMemory *memory)
{
    *memory = (LargeMemory){0};
#if HUGE_PAGES
    if (bytes >= HUGE_PAGE && alignment <= HUGE_PAGE) {
        size_t size = bytes + HUGE_PAGE;
        void *map = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (map != MAP_FAILED) {
            void *start = align_up(map, HUGE_PAGE);
            madvise(start, bytes, MADV_HUGEPAGE); /* a wish: the memory serves without */
            *memory = (LargeMemory){.base = map, .mapped = size};
            return start;
        }
    }
#endif
    memory->base = calloc(bytes + alignment, 1);
    return memory->base ? align_up(memory->base, alignment) : NULL;
}

void large_memory_free(LargeMemory *memory)
{
#if HUGE_PAGES
    if (memory->mapped)
        munmap(memory->base, memory->mapped);
    else
#endif
        free(memory->base);
    *memory = (LargeMemory){0};
}
