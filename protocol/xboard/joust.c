/*
 * Joust Chess for XBoard 4.9 (what XBoard does, as tested under Xvfb, is in
 * docs/protocol.md, "Joust over XBoard").
 *
 * Pieces: each Joust piece token (letter and orientation character, as in
 * the position text) is one XBoard piece type; joust_turns.c lists
 * them in the order of XBOARD_JOUST_PIECE_TO_CHAR.
 *
 * Moves: XBoard shows a move of one leg "FT", or of two legs "FK,KT" that
 * also removes whatever stood on K, with a piece letter after the last leg
 * that turns the piece into that type. (Three legs it shows wrongly.) A
 * Joust turn is written as:
 *   - one leg when it neither rotates nor captures anywhere but on T;
 *   - two legs with K the first captured square when it captures two
 *     pieces (of three, the middle one stays on XBoard's board), with the
 *     new type if it rotates;
 *   - otherwise two legs through an empty square K (a rotation, the null
 *     turn b1d3,d3b1): T itself if T is not the start, else a square of the
 *     path, else the nearest empty square.
 * XBoard forwards a Black move whose K is empty as "FT,KX" without the
 * letter (X: next to T, see forwarded_x), so a move is known by its start,
 * K, end and, only when K holds a piece, its letter. Turns whose first
 * choice would share that key with another turn's take their next choice;
 * reading a move rebuilds the same table and looks the key up.
 */
#include "joust.h"

#include "joust_turns.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
/* ---- positions ---- */

/* A Joust position text as XBoard's FEN. */
static void xboard_fen(const char *text, char *out)
{
    Tokens t;
    const char *rest;
    if (!xboard_joust_read_board(text, &t, &rest)) { /* not a Joust position: leave it to XBoard */
        snprintf(out, GAME_TEXT_MAX, "%s", text);
        return;
    }
    char *o = xboard_joust_write_board(&t, true, out);
    char side[8] = "w";
    long quiet = 0, move = 1;
    sscanf(rest, " %7s %ld %ld", side, &quiet, &move);
    snprintf(o, GAME_TEXT_MAX - (size_t)(o - out), " %s - - %ld %ld", side, quiet, move);
}

static void setup_line(const char *position, char *out)
{
    char fen[GAME_TEXT_MAX];
    xboard_fen(position, fen);
    snprintf(out, GAME_TEXT_MAX, "setup (%s) 8x8+0_fairy %.150s", XBOARD_JOUST_PIECE_TO_CHAR, fen); /* a FEN is shorter */
}

/* XBoard's FEN (board, side, castling, e.p., counters) as Joust's text;
 * false with error "" for Joust's own text (board, side, counters), told
 * apart by XBoard's non-number third field. */
static bool board_in(const char *fen, char *out, char *error)
{
    char board[GAME_TEXT_MAX], side[8], castling[16] = "", ep[16] = "";
    long quiet = 0, move = 1;
    int fields = sscanf(fen, "%255s %7s %15s %15s %ld %ld", board, side, castling, ep, &quiet, &move);
    error[0] = '\0';
    if (fields < 3 || isdigit((unsigned char)castling[0]))
        return false;
    char *o = out;
    int rank = 0, file = 0;
    for (const char *s = board; *s; s++) {
        if (*s == '/') {
            if (file != 8 || rank == 7) {
                snprintf(error, GAME_ERROR_MAX, rank == 7 ? "the FEN needs 8 ranks of 8 squares"
                                                          : "rank %d of the FEN does not hold 8 squares", 8 - rank);
                return false;
            }
            rank++, file = 0;
            *o++ = '/';
        } else if (*s >= '1' && *s <= '8') {
            file += *s - '0';
            *o++ = *s;
        } else {
            const char *token = xboard_joust_token(*s);
            if (!token) {
                snprintf(error, GAME_ERROR_MAX, "unknown piece letter '%c' in the FEN (pieces: %s)", *s,
                         XBOARD_JOUST_PIECE_TO_CHAR);
                return false;
            }
            *o++ = islower((unsigned char)*s) ? (char)tolower(token[0]) : token[0];
            *o++ = token[1];
            file++;
        }
        if (file > 8) {
            snprintf(error, GAME_ERROR_MAX, "rank %d of the FEN holds more than 8 squares", 8 - rank);
            return false;
        }
    }
    if (rank != 7 || file != 8) {
        snprintf(error, GAME_ERROR_MAX, "the FEN needs 8 ranks of 8 squares");
        return false;
    }
    snprintf(o, GAME_TEXT_MAX - (size_t)(o - out), " %s %ld %ld", side, quiet, move);
    return true;
}

/* ---- moves ---- */

static void legs_text(Legs l, char *out)
{
    char *o = out;
    o += sprintf(o, "%c%c", 'a' + l.from % 8, '1' + l.from / 8);
    if (l.k != XBOARD_JOUST_NO_SQUARE)
        o += sprintf(o, "%c%c,%c%c", 'a' + l.k % 8, '1' + l.k / 8, 'a' + l.k % 8, '1' + l.k / 8);
    o += sprintf(o, "%c%c", 'a' + l.to % 8, '1' + l.to / 8);
    if (l.letter)
        *o++ = l.letter;
    *o = '\0';
}

/* The legs of a legal turn; false (and faceoff's own text) for anything
 * else. */
static bool write_move(const Game *g, const void *pos, Move m, char *out)
{
    TurnTable *table = malloc(sizeof *table);
    if (table && xboard_joust_turn_table(g, pos, table))
        for (int i = 0; i < table->count; i++)
            if (table->turns[i].move == m) {
                legs_text(table->turns[i].legs, out);
                free(table);
                return true;
            }
    free(table);
    g->move_to_text(pos, m, out);
    return false;
}

/* The readings of an XBoard move: "FT" or "FK,KT" with an optional letter,
 * and XBoard's forwarded Black form "FT,KX" (see forwarded_x; X may be
 * off the board, as "`8"). Gives how many readings there are. */
static int read_legs(const char *text, Legs readings[2], bool forwarded[2], bool *has_letter)
{
    size_t length = strlen(text);
    char letter = length && isalpha((unsigned char)text[length - 1]) ? text[length - 1] : 0;
    size_t body = letter ? length - 1 : length;
    int from = xboard_joust_square(text), count = 0;
    *has_letter = letter != 0;
    letter = (char)tolower((unsigned char)letter);
    forwarded[0] = forwarded[1] = false;
    if (body == 4 && from >= 0 && xboard_joust_square(text + 2) >= 0) {
        readings[count++] = (Legs){from, XBOARD_JOUST_NO_SQUARE, xboard_joust_square(text + 2), letter};
    } else if (body == 9 && from >= 0 && text[4] == ',') {
        int end = xboard_joust_square(text + 2), start = xboard_joust_square(text + 5), to = xboard_joust_square(text + 7);
        if (end >= 0 && end == start && to >= 0)
            readings[count++] = (Legs){from, end, to, letter};
        if (end >= 0 && start >= 0 && text[7] == text[2] + (text[0] > text[5] ? 1 : -1) && text[8] == text[3]) {
            forwarded[count] = true;
            readings[count++] = (Legs){from, start, end, 0};
        }
    }
    return count;
}

/* The turn a reading stands for, or -1. The forwarded reading carries no
 * letter: it must then fit one turn alone (it always does for a Black turn
 * through an empty square; XBoard writes it so only for those). */
static int find_turn(const TurnTable *table, Legs reading, bool has_letter, bool forwarded)
{
    int found = -1;
    for (int i = 0; i < table->count; i++) {
        Legs l = table->turns[i].legs;
        bool match = forwarded ? l.from == reading.from && l.k == reading.k && l.to == reading.to
                               : xboard_joust_same_key(&table->board, l, reading) && (!has_letter || l.letter == reading.letter);
        if (match && (!forwarded || found >= 0))
            return forwarded ? -1 : i;
        if (match)
            found = i;
    }
    return found;
}

static bool read_move(const Game *g, const void *pos, const char *text, Move *m, char *error)
{
    Legs readings[2];
    bool forwarded[2], has_letter, pass = !strcmp(text, "@@@@");
    int count = read_legs(text, readings, forwarded, &has_letter), found = -1;
    TurnTable *table = malloc(sizeof *table);
    if (table && (count || pass) && xboard_joust_turn_table(g, pos, table)) {
        for (int i = 0; pass && i < table->count && found < 0; i++)
            if (table->turns[i].from == table->turns[i].to && !table->turns[i].rotated)
                found = i;
        for (int r = 0; r < count && found < 0; r++)
            found = find_turn(table, readings[r], has_letter, forwarded[r]);
        if (found >= 0)
            *m = table->turns[found].move;
    }
    free(table);
    if (found >= 0)
        return true;
    if (g->text_to_move(pos, text, m, error))
        return true;
    if (strchr(text, ',') || pass)
        snprintf(error, GAME_ERROR_MAX, "no legal turn is written so in XBoard's form");
    return false;
}

static bool move_out(const char *before, const char *move, const char *after, char *out, char *extra, char *stop)
{
    (void)after;
    extra[0] = stop[0] = '\0';
    snprintf(out, GAME_TEXT_MAX, "%s", move);
    const Game *g = game_find("joust");
    void *pos = g ? malloc(g->position_size) : NULL;
    char error[GAME_ERROR_MAX];
    Move m;
    bool carried = pos && g->set_text(pos, before, error) && g->text_to_move(pos, move, &m, error) &&
                   write_move(g, pos, m, out);
    free(pos);
    return carried;
}

static bool move_in(const Game *g, const void *pos, const char *text, char *out, char *error)
{
    Move m;
    if (!read_move(g, pos, text, &m, error))
        return false;
    g->move_to_text(pos, m, out);
    return true;
}

const XBoardTranslation xboard_joust = {
    .setup_line = setup_line,
    .move_out = move_out,
    .move_in = move_in,
    .board_in = board_in,
};

bool xboard_joust_apply(const char *position_text, const char *xboard_move, char *out)
{
    Tokens t;
    Legs legs[2];
    bool forwarded[2], has_letter;
    const char *rest;
    if (!xboard_joust_read_board(position_text, &t, &rest) || !read_legs(xboard_move, legs, forwarded, &has_letter) ||
        !t.piece[legs[0].from])
        return false;
    Legs l = legs[0];
    char piece = t.piece[l.from], orient = t.orient[l.from];
    t.piece[l.from] = 0;
    if (l.k != XBOARD_JOUST_NO_SQUARE)
        t.piece[l.k] = 0;
    const char *token = l.letter ? xboard_joust_token(l.letter) : NULL;
    if (token && l.k != XBOARD_JOUST_NO_SQUARE) { /* XBoard ignores the letter on one leg */
        piece = isupper((unsigned char)piece) ? token[0] : (char)tolower(token[0]);
        orient = token[1];
    }
    t.piece[l.to] = piece;
    t.orient[l.to] = orient;
    xboard_joust_write_board(&t, false, out);
    return true;
}
