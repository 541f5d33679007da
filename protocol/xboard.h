/* The XBoard/CECP v2 protocol. */
#ifndef FACEOFF_XBOARD_H
#define FACEOFF_XBOARD_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* Runs XBoard on 'in' (the 'xboard' line already read) until quit or end
 * of input; returns the exit status. The session gets a hash table of
 * hash_megabytes and seed_state for random starts (0: from the clock). */
int xboard_loop(FILE *in, size_t hash_megabytes, uint64_t seed_state);

#endif
