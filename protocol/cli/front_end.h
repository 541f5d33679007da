/* Picks the protocol, UCI, XBoard or Card Hockey's, by the first command a GUI sends. */
#ifndef FACEOFF_FRONT_END_H
#define FACEOFF_FRONT_END_H

#include <stdio.h>

#include "protocol/session/session.h"

/* Speaks the protocol called name ("uci", "xboard" or "cardhockey"), or, with name NULL,
 * the one the first non-empty line of 'in' names. Returns the exit status:
 * 2 after an error reply if there is no such protocol. */
int protocol_run(FILE *in, const char *name, const SessionConfig *config);

#endif
