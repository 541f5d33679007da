/*
 * The XBoard form of Joust positions and turns, shared by the translation
 * (joust.c) and kept apart from it because it is a pure function of
 * the position (the fuzz build leaves it without comparison tracing):
 * the piece tokens as XBoard types, the board as tokens, and the table of
 * every legal turn with the legs it is written with.
 */
#ifndef FACEOFF_XBOARD_JOUST_TURNS_H
#define FACEOFF_XBOARD_JOUST_TURNS_H

#include <stdbool.h>

#include "engine/game.h"

#define XBOARD_JOUST_NO_SQUARE 64 /* a turn of one leg has no K */

/* A board as tokens: piece[sq] is the Joust letter (0: empty), orient[sq]
 * its orientation character; square a1 = 0, h8 = 63. */
typedef struct {
    char piece[64], orient[64];
} Tokens;

/* A turn as XBoard sees it: start, the square of the first leg's end (K),
 * end, the letter after the last leg (0: none). */
typedef struct {
    int from, k, to;
    char letter;
} Legs;

/* One legal turn: its shape and the legs it was given. */
typedef struct {
    Move move;
    int from, to, path[8], path_length;
    int taken[4], taken_count; /* captured squares other than the end, in path order */
    bool rotated;
    char letter, own_letter; /* the new XBoard type (lower case), the old one */
    Legs legs;
    bool exact; /* XBoard's board shows the turn's result */
} Turn;

typedef struct {
    Tokens board;
    int count;
    Turn turns[GAME_MAX_MOVES];
    int first[64], next[GAME_MAX_MOVES]; /* the turns of each start square, linked */
} TurnTable;

/* The Joust token ("W8") of an XBoard letter in either case, or NULL. */
const char *xboard_joust_token(char letter);
/* Reads a Joust board field; false if it is not one. *end is set after it. */
bool xboard_joust_read_board(const char *text, Tokens *t, const char **end);
/* Writes a board field in XBoard's letters or as Joust tokens; returns the
 * end of what it wrote. */
char *xboard_joust_write_board(const Tokens *t, bool xboard, char *out);
/* The square of "e4" (a1 = 0), or -1. */
int xboard_joust_square(const char *s);
/* Whether two legs are the same to the reader of XBoard's forwarded moves. */
bool xboard_joust_same_key(const Tokens *b, Legs a, Legs c);
/* Generates the legal turns of a Joust position and gives each its legs;
 * false if the position is not Joust's. */
bool xboard_joust_turn_table(const Game *g, const void *pos, TurnTable *table);

#endif
