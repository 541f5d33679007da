/*
 * A game as played: the positions from the start, the moves between them,
 * and what needs the history to decide (threefold repetition). Protocols,
 * the match runner and tests keep one of these per game.
 */
#ifndef FACEOFF_GAME_HISTORY_H
#define FACEOFF_GAME_HISTORY_H

#include "game.h"

typedef struct {
    const Game *game;
    unsigned char *positions; /* plies + 1 positions, a slot each */
    Move *moves;              /* the move leading out of each position */
    int plies;
    int capacity;             /* slots allocated */
} GameHistory;

/* Starts from a copy of start. False if memory runs out. */
bool history_start(GameHistory *h, const Game *game, const void *start);
void history_free(GameHistory *h);

const void *history_current(const GameHistory *h);
/* Plays a legal move (one of generate()'s). False if memory runs out. */
bool history_play(GameHistory *h, Move m);
/* Takes back the last move; false at the start. */
bool history_undo(GameHistory *h);

/* How often the current position has stood on the board, now included. */
int history_occurrences(const GameHistory *h);
/* The position's own result, or a claimable draw by threefold repetition. */
GameResult history_result(const GameHistory *h);

#endif
