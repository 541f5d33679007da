#include "version.h"

#include "engine/build.h"

#ifdef FACEOFF_NATIVE
#define CPU_TARGET "native (-march=native: runs only on CPUs like the one that built it)"
#else
#define CPU_TARGET "portable (the compiler's default CPU)"
#endif

void print_version(FILE *out)
{
    fprintf(out,
            FACEOFF_NAME_AND_VERSION "\n"
            "CPU target: " CPU_TARGET "; sliders by %s\n"
            "Licence: GPL-3.0-or-later (GNU General Public License version 3 or later, see LICENSE).\n"
            "This is free software: you may change and share it. There is NO WARRANTY, to the extent permitted "
            "by law.\n",
            FACEOFF_USE_PEXT ? "PEXT" : "magics");
}
