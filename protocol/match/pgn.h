/*
 * PGN out and in. A match writes every game with its game's name (Variant
 * tag, except chess), its start (FEN tag when not the standard start), the
 * moves in canonical text, the result and why (Termination tag and a final
 * comment). Reading back replays every move through the game's rules.
 */
#ifndef FACEOFF_MATCH_PGN_H
#define FACEOFF_MATCH_PGN_H

#include <stdio.h>

#include "referee.h"

#define PGN_TAGS_MAX 24

typedef struct {
    const char *event, *white, *black;
    int round;
} PgnHeader;

void pgn_write(FILE *out, const PgnHeader *header, const GameRecord *record);

typedef struct {
    char names[PGN_TAGS_MAX][32];
    char values[PGN_TAGS_MAX][GAME_TEXT_MAX];
    int tag_count;
    char **moves; /* move texts as written */
    int move_count;
    char result[16];
    char comment[REASON_TEXT_MAX]; /* the last comment: the reason */
} PgnGame;

/* Reads the next game. 1: a game, 0: end of file, -1: malformed (error says why). */
int pgn_read(FILE *in, PgnGame *g, char *error);
void pgn_free(PgnGame *g);
const char *pgn_tag(const PgnGame *g, const char *name);

/* Replays a read game through the rules: its game, start and every move
 * must be legal, and a result the final position decides by itself must
 * match the Result tag. history receives the game. An ambiguous move is
 * read as move_texts.h says; warning (GAME_ERROR_MAX bytes) then says how,
 * else it is "". */
bool pgn_replay(const PgnGame *g, GameHistory *history, char *warning, char *error);

#endif
