/*
 * Hammer Chess for XBoard 4.9.1. XBoard's ApplyMove (backend.c) removes a
 * pawn taken en passant only when the capturing pawn starts in the
 * opponent's half, and, with legality testing on, takes every pawn move
 * from there that changes file onto an empty square for an en passant
 * capture: it removes whatever stands just behind the end square. Hammer
 * pawns capture two squares diagonally (also en passant) and step
 * sideways, so faceoff sends
 *   - a two-square en passant capture as two legs through the pawn taken,
 *     "d4f5,f5f6" (XBoard clears the middle square of a two-leg move);
 *   - Black's sideways step on ranks 4 to 2 as two legs whose middle square
 *     is the empty end square, "g4h4,h4h4": the pawn's piece line has a
 *     castling atom (cO, which gives no move of its own), and XBoard then
 *     takes a two-leg move that "captures" an own or empty square for
 *     Betza castling and puts what stood there (nothing) back beside the
 *     end square, on the start square.
 * White's sideways step on ranks 5 to 7 cannot be sent so (the castling
 * case needs a white piece on the middle square); XBoard still removes the
 * piece behind its end square (docs/protocol.md says what follows).
 * Every other move goes as the game's own coordinate text.
 */
#include "hammer.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define HAMMER_SIZE 8

typedef struct {
    int file, rank; /* from 0 */
} Square;

static bool read_square(const char *s, Square *sq)
{
    sq->file = s[0] - 'a';
    sq->rank = s[1] - '1';
    return sq->file >= 0 && sq->file < HAMMER_SIZE && sq->rank >= 0 && sq->rank < HAMMER_SIZE;
}

static bool same_square(Square a, Square b) { return a.file == b.file && a.rank == b.rank; }

/* The letter on a square of a FEN's board field ('.' empty, 0 off it). */
static char piece_on(const char *fen, Square sq)
{
    int rank = HAMMER_SIZE - 1, file = 0;
    for (const char *c = fen; *c && *c != ' '; c++) {
        if (*c == '/') {
            rank--, file = 0;
        } else if (isdigit((unsigned char)*c)) {
            int run = *c - '0';
            if (rank == sq.rank && sq.file >= file && sq.file < file + run)
                return '.';
            file += run;
        } else {
            if (rank == sq.rank && file == sq.file)
                return *c;
            file++;
        }
    }
    return 0;
}

/* The en passant square of a FEN, if it has one. */
static bool en_passant_square(const char *fen, Square *sq)
{
    char ep[8] = "-";
    return sscanf(fen, "%*s %*s %*s %7s", ep) == 1 && read_square(ep, sq);
}

/* The square cleared with a pawn's move from `from` to `to` for XBoard to
 * show it right, or false for a move that goes in one leg. */
static bool kill_square(const char *before, Square from, Square to, Square *kill)
{
    char pawn = piece_on(before, from);
    bool white = pawn == 'P';
    Square ep;
    if (toupper((unsigned char)pawn) != 'P' || piece_on(before, to) != '.')
        return false;
    if (abs(to.file - from.file) == 2 && en_passant_square(before, &ep) && same_square(ep, to)) {
        *kill = (Square){to.file, to.rank + (white ? -1 : 1)}; /* the pawn taken */
        return true;
    }
    if (!white && from.rank == to.rank && from.rank <= 3) { /* Black's step on ranks 4 to 2 */
        *kill = to;
        return true;
    }
    return false;
}

static bool move_out(const char *before, const char *move, const char *after, char *out, char *extra, char *stop)
{
    (void)after;
    Square from, to, kill;
    extra[0] = stop[0] = '\0';
    snprintf(out, GAME_TEXT_MAX, "%s", move);
    if (strlen(move) == 4 && read_square(move, &from) && read_square(move + 2, &to) &&
        kill_square(before, from, to, &kill))
        snprintf(out, GAME_TEXT_MAX, "%.2s%c%c,%c%c%.2s", move, 'a' + kill.file, '1' + kill.rank, 'a' + kill.file,
                 '1' + kill.rank, move + 2);
    return true;
}

/* A two-leg move "FK,KT" as the coordinate move F to T, when K is the
 * square move_out would send for it. XBoard forwards such a move to the
 * other engine as it was sent, or as "FT,KX" (X beside T; docs/protocol.md):
 * both are read. */
static bool move_in(const Game *game, const void *pos, const char *text, char *out, char *error)
{
    char before[GAME_TEXT_MAX];
    Square from, k1, k2, to, kill;
    snprintf(out, GAME_TEXT_MAX, "%s", text);
    if (strlen(text) != 9 || text[4] != ',')
        return true; /* a one-leg move: the game's own text */
    game->get_text(pos, before);
    if (!read_square(text, &from) || !read_square(text + 2, &k1) || !read_square(text + 5, &k2) ||
        !read_square(text + 7, &to)) {
        snprintf(error, GAME_ERROR_MAX, "not a move");
        return false;
    }
    Square readings[2][2] = {{k1, to}, {k2, k1}}; /* {kill, end}: as sent, as forwarded */
    for (int i = 0; i < 2; i++) {
        bool forwarded = i == 1;
        if ((!forwarded && !same_square(k1, k2)) || !kill_square(before, from, readings[i][1], &kill) ||
            !same_square(kill, readings[i][0]) ||
            (forwarded && (to.rank != k1.rank || abs(to.file - k1.file) != 1)))
            continue;
        snprintf(out, GAME_TEXT_MAX, "%.2s%c%c", text, 'a' + readings[i][1].file, '1' + readings[i][1].rank);
        return true;
    }
    snprintf(error, GAME_ERROR_MAX, "not a two-leg move faceoff sends for Hammer");
    return false;
}

const XBoardTranslation xboard_hammer = {.move_out = move_out, .move_in = move_in};
