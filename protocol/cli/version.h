/* `faceoff --version`: the name and version, what the build was compiled
 * for, and the licence. */
#ifndef FACEOFF_CLI_VERSION_H
#define FACEOFF_CLI_VERSION_H

#include <stdio.h>

void print_version(FILE *out);

#endif
