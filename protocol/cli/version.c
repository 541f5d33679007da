#include "version.h"

#include "engine/build.h"

#if defined(FACEOFF_NATIVE)
#define CPU_TARGET "native (-march=native: runs only on CPUs like the one that built it)"
#elif defined(FACEOFF_PORTABLE_ARCH)
#define CPU_TARGET "portable (-march=" FACEOFF_PORTABLE_ARCH ")"
#else
#define CPU_TARGET "portable (the compiler's default CPU)"
#endif

#if FACEOFF_SLIDERS == SLIDERS_CHOSEN_AT_START
#define SLIDER_CHOICE " (chosen at start-up: PEXT where the CPU has a fast one; FACEOFF_PEXT=0 or 1 overrides)"
#else
#define SLIDER_CHOICE ""
#endif

void print_version(FILE *out)
{
    fprintf(out,
            FACEOFF_NAME_AND_VERSION "\n"
            "CPU target: " CPU_TARGET "; sliders by %s" SLIDER_CHOICE "\n"
            "Licence: GPL-3.0-or-later (GNU General Public License version 3 or later, see LICENSE).\n"
            "This is free software: you may change and share it. There is NO WARRANTY, to the extent permitted "
            "by law.\n",
            build_sliders_use_pext() ? "PEXT" : "magics");
}
