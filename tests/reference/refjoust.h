/*
 * refjoust: a deliberately simple, independent reference move generator for
 * Joust Chess. Test-only, to cross-check the engine's generator; it shares
 * no code with engine/ or movegen/.
 *
 * Brute force throughout: every action sequence of every piece is played
 * out on a copy of the board; two sequences are the same move when the
 * whole boards they leave are equal (so all "null turns" merge by
 * themselves); the text kept is the one with the fewest squares, then the
 * smallest by strcmp. A result is legal when no action sequence of any
 * enemy piece captures the mover's king, or when it took the enemy king.
 * (The mover's own pips cannot help or hinder an enemy capture, so results
 * that differ only in them share one such test.)
 *
 * Its own conventions, on purpose different from the engine's: board
 * [file][rank], directions counter-clockwise from east, a pip set as a mask
 * over that order, rotations found by turning the mask.
 */
#ifndef FACEOFF_REFJOUST_H
#define FACEOFF_REFJOUST_H

#include <stdbool.h>
#include <stdint.h>

#define RJ_MAX_MOVES 4096
#define RJ_TEXT 24

typedef struct {
    char type;         /* 'P', 'W', 'H', 'Q', 'K'; 0 for an empty square */
    char colour;       /* 0 White, 1 Black */
    unsigned char pips; /* bit i: direction i of the reference's own order */
} RjCell;

typedef struct {
    RjCell at[8][8]; /* [file][rank] */
    int side;
    int quiet, fullmove;
} RjPos;

typedef struct {
    char text[RJ_TEXT];
    RjPos after;
    uint64_t hash; /* of after, to find equal results quickly */
} RjMove;

bool rj_from_text(RjPos *p, const char *text);
void rj_to_text(const RjPos *p, char *out); /* 256 bytes */
/* Legal moves into out (room for RJ_MAX_MOVES); the count. 0 when the
 * mover's king is gone (two lone kings still move: the perft convention). */
int rj_legal_moves(const RjPos *p, RjMove *out);
bool rj_in_check(const RjPos *p);

/* One way of writing a legal turn: an action sequence's text, and the
 * canonical text of the move it makes. */
typedef struct {
    char text[RJ_TEXT], canonical[RJ_TEXT];
    int result; /* internal */
} RjWriting;
/* Every action sequence of every legal turn (at most max); the count. */
int rj_writings(const RjPos *p, RjWriting *out, int max);
uint64_t rj_perft(const RjPos *p, int depth);

#endif
