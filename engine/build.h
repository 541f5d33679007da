/*
 * What this build was compiled for: choices that change speed, never a
 * result. CMake passes FACEOFF_VERSION (its project VERSION), and
 * FACEOFF_NATIVE when the build is tuned for the building machine's CPU
 * (-march=native); the compiler tells whether that CPU has BMI2.
 */
#ifndef FACEOFF_BUILD_H
#define FACEOFF_BUILD_H

#ifndef FACEOFF_VERSION
#error "FACEOFF_VERSION comes from CMake's project VERSION"
#endif

/* The name engines announce (UCI id name, XBoard myname, --version). */
#define FACEOFF_NAME_AND_VERSION "faceoff " FACEOFF_VERSION

/* The chess family's sliders index their attack tables by PEXT where the
 * target CPU has it (unless the build says FACEOFF_NO_PEXT), else by magic
 * multiplication (movegen/chess/attacks.h). */
#if defined(__BMI2__) && !defined(FACEOFF_NO_PEXT)
#define FACEOFF_USE_PEXT 1
#else
#define FACEOFF_USE_PEXT 0
#endif

#endif
