/*
 * XBoard's edit mode, the way to give a start position to an engine that
 * does not offer setboard (Debian's fairymax): the commands that set up a
 * position written in the chess family's FEN, or why edit mode cannot
 * carry it. Edit mode only places pieces. The engine keeps the side to move
 * of the game it had, so a move from the start is played first when the
 * other side is to move (XBoard does the same); it gives castling rights to
 * every king and rook on their start squares, has no en passant square and
 * starts the 50-move count at 0. A position those rules would change (a
 * castling right lost with king and rook at home, an en passant capture)
 * is refused rather than played as another game. The 50-move count is not
 * carried: the referee keeps the real one, and the engine's can only be
 * lower, so it never claims a draw too early.
 */
#ifndef FACEOFF_MATCH_XBOARD_EDIT_H
#define FACEOFF_MATCH_XBOARD_EDIT_H

#include <stdbool.h>

#include "engine/game.h"

/* Boards up to this many squares: a command a square at most, plus edit, #, c and the final dot. */
#define XBOARD_EDIT_SQUARES_MAX 256
#define XBOARD_EDIT_LINES_MAX (XBOARD_EDIT_SQUARES_MAX + 4)

typedef struct {
    /* A legal move of the game's start, to be played (in force mode) before
     * "edit" when the position's side to move is not the start's; "" when
     * it is. */
    char dummy_move[GAME_TEXT_MAX];
    /* "edit", "#", the first side's pieces (as "Pe4"), "c", the second
     * side's pieces (upper-case letters too), "." */
    char lines[XBOARD_EDIT_LINES_MAX][16];
    int line_count;
} XBoardEdit;

/* The edit-mode setup of pos, a position of game; false with a reason if
 * edit mode cannot say it. */
bool xboard_edit_setup(const Game *game, const void *pos, XBoardEdit *out, char *error);

#endif
