/*
 * The ISMCTS Card Hockey player: single-observer information-set Monte
 * Carlo tree search over what one player knows (its CardView).
 */
#ifndef FACEOFF_CARDHOCKEY_ISMCTS_H
#define FACEOFF_CARDHOCKEY_ISMCTS_H

#include <stdint.h>

#include "movegen/cardhockey/referee.h"

typedef struct ChIsmcts ChIsmcts;

/* NULL if memory runs out. */
ChIsmcts *ch_ismcts_new(void);
void ch_ismcts_free(ChIsmcts *search);
/* The rank to play after 'iterations' iterations (the Basic Strategy's if
 * memory for the tree runs out). The view's seat must be to move; random
 * is the player's own generator, so a seed makes every decision
 * reproducible. */
int ch_ismcts_choose_rank(ChIsmcts *search, const CardView *view, int iterations, uint64_t *random);

#endif
