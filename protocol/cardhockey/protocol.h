/* The Card Hockey line protocol (docs/protocol-cardhockey.md). */
#ifndef FACEOFF_CARDHOCKEY_PROTOCOL_H
#define FACEOFF_CARDHOCKEY_PROTOCOL_H

#include <stdbool.h>
#include <stdio.h>

/* Speaks the protocol: commands from in, answers on standard output, until
 * 'quit' or the end of input. greeted: the caller has already read the
 * opening 'cardhockey' line, so it is answered first. Returns 0. */
int cardhockey_loop(FILE *in, bool greeted);

#endif
