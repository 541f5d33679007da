/* The UCI protocol, with UCI_Variant choosing the game. */
#ifndef FACEOFF_UCI_H
#define FACEOFF_UCI_H

#include <stdio.h>

#include "protocol/session/session.h"

/* Runs UCI on 'in' (the 'uci' line already read) until quit or end of
 * input; returns the exit status. */
int uci_loop(FILE *in, const SessionConfig *config);

#endif
