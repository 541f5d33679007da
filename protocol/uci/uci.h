/* The UCI protocol, with UCI_Variant choosing the game. */
#ifndef FACEOFF_UCI_H
#define FACEOFF_UCI_H

#include <stdbool.h>
#include <stdio.h>

#include "protocol/session/session.h"

/* Runs UCI on 'in' (the 'uci' line already read) until quit or end of
 * input; returns the exit status. */
int uci_loop(FILE *in, const SessionConfig *config);

/* The same front end a line at a time, for a caller with lines of its own
 * (the WebAssembly worker's faceoff_command): a session, NULL if it cannot
 * start; one line run (false for quit: free it then); the end. */
typedef struct Uci Uci;
Uci *uci_new(const SessionConfig *config);
bool uci_line(Uci *u, char *line);
void uci_free(Uci *u);

#endif
