/*
 * What this build was compiled for: choices that change speed, never a
 * result. CMake passes FACEOFF_VERSION (its project VERSION), and
 * FACEOFF_NATIVE when the build is tuned for the building machine's CPU
 * (-march=native; the compiler tells whether that CPU has BMI2), or
 * FACEOFF_PEXT_AT_RUNTIME for a portable x86-64 build that looks for BMI2
 * when it starts.
 */
#ifndef FACEOFF_BUILD_H
#define FACEOFF_BUILD_H

#include <stdbool.h>

#ifndef FACEOFF_VERSION
#error "FACEOFF_VERSION comes from CMake's project VERSION"
#endif

/* The name engines announce (UCI id name, XBoard myname, --version). */
#define FACEOFF_NAME_AND_VERSION "faceoff " FACEOFF_VERSION

/* How the chess family's sliders index their attack tables
 * (movegen/chess/attacks.h): by PEXT where the target CPU has it (unless
 * the build says FACEOFF_NO_PEXT), by PEXT or magic multiplication as the
 * CPU running a portable build allows, else by magic multiplication. */
#define SLIDERS_MAGIC 0
#define SLIDERS_PEXT 1
#define SLIDERS_CHOSEN_AT_START 2
#if defined(FACEOFF_NO_PEXT)
#define FACEOFF_SLIDERS SLIDERS_MAGIC
#elif defined(__BMI2__)
#define FACEOFF_SLIDERS SLIDERS_PEXT
#elif defined(FACEOFF_PEXT_AT_RUNTIME) && defined(__x86_64__) && defined(__GNUC__)
#define FACEOFF_SLIDERS SLIDERS_CHOSEN_AT_START
#else
#define FACEOFF_SLIDERS SLIDERS_MAGIC
#endif

/* Whether this run's sliders use PEXT. Where the build leaves it to the
 * start, they do when the CPU has BMI2 and a fast PEXT (not AMD's before
 * Zen 3); the environment variable FACEOFF_PEXT=0 or 1 overrides that
 * (1 only where the CPU has BMI2), so the tests can run both ways. */
bool build_sliders_use_pext(void);

/* An instruction set the compiler was allowed to use that this CPU lacks
 * ("popcnt", "avx2", ...), or NULL: checked first thing, so a build taken
 * to an older CPU stops with a reason instead of an illegal instruction. */
const char *build_cpu_lacks(void);

#endif
