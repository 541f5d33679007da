/*
 * Correction history: how far the static evaluation has erred in
 * positions that share a structure key (the chess family's pawns), learned
 * from the search's own results and added to later static scores. An
 * evaluator that misjudges a pawn structure misjudges it in every position
 * with that structure, so one search's finding corrects many positions.
 */
#ifndef FACEOFF_CORRECTION_H
#define FACEOFF_CORRECTION_H

#include <stdint.h>

#define CORRECTION_SIZE 16384 /* entries per side to move */
#define CORRECTION_GRAIN 16   /* an entry counts 1/16 centipawn */
#define CORRECTION_MAX 96     /* the largest correction, in centipawns */

typedef struct {
    int16_t entries[2][CORRECTION_SIZE];
} CorrectionHistory;

/* The correction in centipawns for the side to move and structure key. */
int correction_of(const CorrectionHistory *c, int side, uint64_t key);

/* A search of depth plies found the position worth 'error' centipawns
 * more than its uncorrected static score: the entry moves toward that
 * error, the more the deeper the search, and never beyond CORRECTION_MAX. */
void correction_learn(CorrectionHistory *c, int side, uint64_t key, int error, int depth);

#endif
