/* The XBoard/CECP v2 protocol. */
#ifndef FACEOFF_XBOARD_H
#define FACEOFF_XBOARD_H

#include <stdio.h>

#include "session.h"

/* Runs XBoard on 'in' (the 'xboard' line already read) until quit or end
 * of input; returns the exit status. */
int xboard_loop(FILE *in, const SessionConfig *config);

#endif
