/*
 * Joust Chess: the position text and its Zobrist key, e.g. the
 * start position
 *   w3h1w2q+k+w2h3w1/p8p8p8p8p8p8p8p8/8/8/8/8/P8P8P8P8P8P8P8P8/W9H7W8Q+K+W8H9W7 w 0 1
 * Each piece letter is followed by exactly one orientation character: a
 * direction as on a numeric keypad (8 north, 9 north-east, ... 7
 * north-west), or '+' / 'x' for a queen or king with orthogonal / diagonal
 * pips. The trailing fields are the side to move, plies since the last
 * capture and the move number.
 */
#include "position.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char KEYPAD[JOUST_DIRECTIONS] = {'8', '9', '6', '3', '2', '1', '4', '7'};
static const char PIECE_LETTERS[] = " PWHQK";

uint64_t joust_compute_key(const JoustPosition *p)
{
    uint64_t key = p->side ? joust_zobrist_side : 0;
    for (int sq = 0; sq < 64; sq++)
        if (p->board[sq])
            key ^= joust_zobrist_piece[p->board[sq]][sq];
    return key;
}

char joust_orient_char(int type, int orient)
{
    if (type == JOUST_QUEEN || type == JOUST_KING)
        return orient ? 'x' : '+';
    return KEYPAD[orient];
}

int joust_orient_from_char(int type, char c)
{
    if (type == JOUST_QUEEN || type == JOUST_KING)
        return c == '+' ? 0 : c == 'x' ? 1 : -1;
    const char *hit = c ? memchr(KEYPAD, c, sizeof KEYPAD) : NULL;
    if (!hit)
        return -1;
    int d = (int)(hit - KEYPAD);
    /* A pawn's pip set is an axis: either of its two directions names it. */
    return type == JOUST_PAWN ? d % 4 : d;
}

static bool fail(char *error, const char *reason)
{
    snprintf(error, GAME_ERROR_MAX, "%s", reason);
    return false;
}

/* Reads the board field; *text is left after it. */
static bool read_board(JoustPosition *p, const char **text, char *error)
{
    const char *s = *text;
    int kings[2] = {0, 0};
    for (int rank = 7; rank >= 0; rank--) {
        int file = 0;
        if (!*s || *s == ' ')
            return fail(error, "the board needs 8 ranks separated by '/'");
        while (*s && *s != '/' && *s != ' ') {
            if (*s >= '1' && *s <= '8') {
                file += *s++ - '0';
            } else {
                const char *letter = strchr(PIECE_LETTERS + 1, toupper((unsigned char)*s));
                if (!letter || !isalpha((unsigned char)*s)) {
                    snprintf(error, GAME_ERROR_MAX, "unknown piece letter '%c' (pieces: P W H Q K)", *s);
                    return false;
                }
                int type = (int)(letter - PIECE_LETTERS);
                int colour = islower((unsigned char)*s) ? JOUST_BLACK : JOUST_WHITE;
                int orient = joust_orient_from_char(type, s[1]);
                if (orient < 0) {
                    snprintf(error, GAME_ERROR_MAX, "piece '%c' needs an orientation (%s), got '%c'", *s,
                             type >= JOUST_QUEEN ? "'+' or 'x'" : "a keypad direction 1-4, 6-9", s[1] ? s[1] : ' ');
                    return false;
                }
                if (file >= 8)
                    return fail(error, "a rank holds more than 8 squares");
                p->board[rank * 8 + file] = joust_piece(colour, type, orient);
                if (type == JOUST_KING) {
                    kings[colour]++;
                    p->king[colour] = (int8_t)(rank * 8 + file);
                }
                file++;
                s += 2;
            }
            if (file > 8)
                return fail(error, "a rank holds more than 8 squares");
        }
        if (file != 8)
            return fail(error, "a rank holds fewer than 8 squares");
        if (rank > 0 && *s++ != '/')
            return fail(error, "the board needs 8 ranks separated by '/'");
    }
    if (kings[0] > 1 || kings[1] > 1)
        return fail(error, "a side has more than one king");
    *text = s;
    return true;
}

bool joust_from_text(JoustPosition *p, const char *text, char *error)
{
    joust_init();
    memset(p, 0, sizeof *p);
    p->king[0] = p->king[1] = JOUST_NO_SQUARE;
    if (!read_board(p, &text, error))
        return false;
    char side[8] = "", extra[2] = "";
    long quiet = 0, fullmove = 1;
    int used = 0;
    if (*text != ' ' || sscanf(text, " %7s%n", side, &used) != 1 || (strcmp(side, "w") != 0 && strcmp(side, "b") != 0))
        return fail(error, "side to move must be 'w' or 'b' after the board");
    text += used;
    if (sscanf(text, " %1s", extra) == 1) {
        char *end, *rest;
        quiet = strtol(text, &rest, 10);
        fullmove = strtol(rest, &end, 10);
        if (rest == text || end == rest || sscanf(end, " %1s", extra) == 1)
            return fail(error, "after the side to move come two numbers: plies since a capture and the move number");
        if (quiet < 0 || quiet > 10000 || fullmove < 1 || fullmove > 10000)
            return fail(error, "counters out of range (plies since a capture 0-10000, move number 1-10000)");
    }
    p->side = side[0] == 'b';
    /* A side without a king is only possible right after its king was
     * captured: it is then that side's turn and the game is over. */
    if (p->king[!p->side] == JOUST_NO_SQUARE)
        return fail(error, "the side that just moved has no king");
    p->quiet_plies = (uint16_t)quiet;
    p->fullmove = (uint16_t)fullmove;
    for (int sq = 0; sq < 64; sq++)
        if (p->board[sq])
            p->occupied[joust_colour(p->board[sq])] |= 1ULL << sq;
    p->key = joust_compute_key(p);
    return true;
}

void joust_square_text(const JoustPosition *p, int file, int rank, char *out)
{
    JoustPiece piece = p->board[rank * 8 + file];
    out[0] = '\0';
    if (piece) {
        char letter = PIECE_LETTERS[joust_type(piece)];
        out[0] = joust_colour(piece) ? (char)tolower((unsigned char)letter) : letter;
        out[1] = joust_orient_char(joust_type(piece), joust_orient(piece));
        out[2] = '\0';
    }
}

void joust_describe(const JoustPosition *p, char *out, size_t size)
{
    static const char *const directions[JOUST_DIRECTIONS] = {"N", "NE", "E", "SE", "S", "SW", "W", "NW"};
    size_t used = (size_t)snprintf(out, size, "Pips:");
    for (int sq = 0; sq < 64 && used < size; sq++) {
        if (!p->board[sq])
            continue;
        used += (size_t)snprintf(out + used, size - used, " %c%c=", 'a' + sq % 8, '1' + sq / 8);
        const char *comma = "";
        for (int d = 0; d < JOUST_DIRECTIONS && used < size; d++)
            if (joust_pips(p->board[sq]) >> d & 1) {
                used += (size_t)snprintf(out + used, size - used, "%s%s", comma, directions[d]);
                comma = ",";
            }
    }
    if (used < size)
        snprintf(out + used, size - used, "\n");
}

void joust_to_text(const JoustPosition *p, char *out)
{
    char *o = out;
    for (int rank = 7; rank >= 0; rank--) {
        int empty = 0;
        for (int file = 0; file < 8; file++) {
            JoustPiece piece = p->board[rank * 8 + file];
            if (!piece) {
                empty++;
                continue;
            }
            if (empty)
                *o++ = (char)('0' + empty);
            empty = 0;
            joust_square_text(p, file, rank, o);
            o += 2;
        }
        if (empty)
            *o++ = (char)('0' + empty);
        if (rank)
            *o++ = '/';
    }
    sprintf(o, " %c %d %d", p->side ? 'b' : 'w', p->quiet_plies, p->fullmove);
}
