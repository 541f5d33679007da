#include "build.h"

#include <stdlib.h>
#include <string.h>

bool build_sliders_use_pext(void)
{
#if FACEOFF_SLIDERS == SLIDERS_CHOSEN_AT_START
    const char *wanted = getenv("FACEOFF_PEXT");
    return __builtin_cpu_supports("bmi2") && !(wanted && !strcmp(wanted, "0"));
#else
    return FACEOFF_SLIDERS == SLIDERS_PEXT;
#endif
}
