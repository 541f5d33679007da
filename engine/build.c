#include "build.h"

#include <stdlib.h>
#include <string.h>

bool build_sliders_use_pext(void)
{
#if FACEOFF_SLIDERS == SLIDERS_CHOSEN_AT_START
    if (!__builtin_cpu_supports("bmi2"))
        return false;
    const char *wanted = getenv("FACEOFF_PEXT");
    if (wanted && (!strcmp(wanted, "0") || !strcmp(wanted, "1")))
        return wanted[0] == '1';
    /* AMD's BMI2 before Zen 3 runs PEXT in microcode, slower than magics. */
    return !__builtin_cpu_is("znver1") && !__builtin_cpu_is("znver2") && !__builtin_cpu_is("bdver4");
#else
    return FACEOFF_SLIDERS == SLIDERS_PEXT;
#endif
}

const char *build_cpu_lacks(void)
{
#if defined(__x86_64__) && defined(__GNUC__)
#define NEEDS(feature)                                                                                                 \
    if (!__builtin_cpu_supports(feature))                                                                              \
        return feature;
#ifdef __POPCNT__
    NEEDS("popcnt")
#endif
#ifdef __SSE4_2__
    NEEDS("sse4.2")
#endif
#ifdef __AVX2__
    NEEDS("avx2")
#endif
#ifdef __BMI2__
    NEEDS("bmi2")
#endif
#ifdef __AVX512F__
    NEEDS("avx512f")
#endif
#undef NEEDS
#endif
    return NULL;
}
