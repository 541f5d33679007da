/*
 * Half-Court Chess start positions. Each back rank is a permutation of the
 * five pieces "BKNQR"; an arrangement's index (0..119) is its rank in the
 * lexicographic order of those permutations, so index 0 is "BKNQR" and 119
 * is "RQNKB". Start number = white_index * 120 + black_index (0..14399).
 *
 * An arrangement string lists the pieces from file a to file e, for both
 * sides: Black's "QRBNK" puts the queen on a5 and the king on e5. Black's
 * rank is not a mirror of White's; the two are independent.
 */
#ifndef FACEOFF_HALFCOURT_START_H
#define FACEOFF_HALFCOURT_START_H

#include <stdbool.h>
#include <stdint.h>

#define HALFCOURT_ARRANGEMENTS 120
#define HALFCOURT_START_COUNT (HALFCOURT_ARRANGEMENTS * HALFCOURT_ARRANGEMENTS)
#define HALFCOURT_PIECES "BKNQR"

/* Writes arrangement 'index' (0..119) as five upper-case letters plus a
 * terminator into out. */
void halfcourt_arrangement(int index, char out[6]);
/* The index of a five-letter arrangement of BKNQR (either case); -1 if the
 * text is not one. */
int halfcourt_arrangement_index(const char *arrangement);

/* The start number of two arrangements; -1 if either is not one. */
int halfcourt_start_number(const char *white, const char *black);
/* The two arrangements of a start number (0..14399). */
void halfcourt_start_arrangements(int number, char white[6], char black[6]);

/* A start number drawn from seed: the same seed always gives the same
 * number, and nearby seeds give unrelated ones. */
int halfcourt_random_start(uint64_t seed);

/* The FEN of start number (0..14399), White to move, with both sides'
 * castling rights (the rook files, Shredder style) when castling is true.
 * out must hold 64 bytes. */
void halfcourt_start_fen(int number, bool castling, char *out);

#endif
