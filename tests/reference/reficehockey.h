/*
 * reficehockey: a deliberately simple, independent reference generator for
 * Ice Hockey Chess, written from RULINGS.md without looking at the engine's
 * generator and sharing no code with it. Test-only.
 *
 * It plays every action sequence of a turn literally (piece move; for the
 * side with the puck a drop or up to two passes and one launch, recursively;
 * for the other side a check or plain move and an optional king step), and
 * writes each resulting position as text in the engine's position format.
 * A turn's moves are the distinct texts, so the comparison with the engine
 * is on resulting positions, not on move encodings.
 *
 * Board: char grid[rank][file], ' ' empty, "KQRB" White, "kqrb" Black.
 */
#ifndef FACEOFF_REFICEHOCKEY_H
#define FACEOFF_REFICEHOCKEY_H

#include <stdbool.h>
#include <stdint.h>

#define RIH_TEXT 96
#define RIH_MAX_RESULTS 8192

typedef struct {
    char grid[8][8];
    int puck_file, puck_rank;
    int white_to_move;
    int score[2]; /* White, Black */
    int period, turns_left, second_half;
    int king_had_puck[2]; /* White, Black: at the start of their last turn */
    int queen_reach;      /* 7, or 3 with the short-queen option */
} RihPos;

/* Reads the engine's position text; false if malformed. */
bool rih_from_text(RihPos *p, const char *text);
void rih_to_text(const RihPos *p, char *out);
/* The distinct positions after one turn, as sorted texts; their count. A
 * position with no move at all has one result: the null turn. */
int rih_results(const RihPos *p, char (*out)[RIH_TEXT]);
uint64_t rih_perft(const RihPos *p, int depth);

#endif
