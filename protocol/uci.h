/* The UCI protocol, with UCI_Variant choosing the game. */
#ifndef FACEOFF_UCI_H
#define FACEOFF_UCI_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* Runs UCI on 'in' (the 'uci' line already read) until quit or end of
 * input; returns the exit status. The session gets a hash table of
 * hash_megabytes and seed_state for random starts (0: from the clock). */
int uci_loop(FILE *in, size_t hash_megabytes, uint64_t seed_state);

#endif
