/*
 * Which legs each Joust turn is written with (see joust.c for the
 * form): the piece tokens as XBoard types, the board as tokens, and the
 * turn table.
 */
#include "joust_turns.h"

#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PIECE_TYPES 24

/* The XBoard letter of each Joust piece token, in XBoard's type order
 * (see XBOARD_JOUST_PIECE_TO_CHAR and docs/protocol.md for the pictures). */
static const char XBOARD_LETTERS[PIECE_TYPES + 1] = "NBRQFEACWMOHIJGDVLSUZKTY";
static const char *const TOKENS[PIECE_TYPES] = {
    "W8", "Qx", "Q+", "H4", "P9", "W7", "H8", "H9", "P6", "H6", "H3", "W9",
    "Kx", "K+", "H7", "H2", "W1", "P3", "W4", "W2", "P8", "W6", "W3", "H1",
};


/* The XBoard letter of a Joust token, or 0. */
static char xboard_letter(char piece, char orient)
{
    char upper = (char)toupper((unsigned char)piece);
    for (int i = 0; i < PIECE_TYPES; i++)
        if (TOKENS[i][0] == upper && TOKENS[i][1] == orient)
            return islower((unsigned char)piece) ? (char)tolower(XBOARD_LETTERS[i]) : XBOARD_LETTERS[i];
    return 0;
}

const char *xboard_joust_token(char letter)
{
    const char *hit = isalpha((unsigned char)letter) ? strchr(XBOARD_LETTERS, toupper((unsigned char)letter)) : NULL;
    return hit ? TOKENS[hit - XBOARD_LETTERS] : NULL;
}

/* Reads a Joust board field; false if it is not one. *end is set after it. */
bool xboard_joust_read_board(const char *text, Tokens *t, const char **end)
{
    memset(t, 0, sizeof *t);
    const char *s = text;
    for (int rank = 7; rank >= 0; rank--) {
        int file = 0;
        for (; *s && *s != '/' && *s != ' '; s++) {
            if (*s >= '1' && *s <= '8') {
                file += *s - '0';
            } else {
                if (file >= 8 || !s[1])
                    return false;
                t->piece[rank * 8 + file] = s[0];
                t->orient[rank * 8 + file] = s[1];
                s++, file++;
            }
        }
        if (file != 8 || (rank > 0 && *s++ != '/'))
            return false;
    }
    *end = s;
    return true;
}

static int mover_colour(char piece) { return isupper((unsigned char)piece) ? 0 : 1; }

/* Writes a board field, in XBoard's letters or as Joust tokens; returns
 * the end of what it wrote. */
char *xboard_joust_write_board(const Tokens *t, bool xboard, char *out)
{
    char *o = out;
    for (int rank = 7; rank >= 0; rank--) {
        int empty = 0;
        for (int file = 0; file < 8; file++) {
            int sq = rank * 8 + file;
            if (!t->piece[sq]) {
                empty++;
                continue;
            }
            if (empty)
                *o++ = (char)('0' + empty);
            empty = 0;
            if (xboard) {
                char letter = xboard_letter(t->piece[sq], t->orient[sq]);
                *o++ = letter ? letter : '?';
            } else {
                *o++ = t->piece[sq];
                *o++ = t->orient[sq];
            }
        }
        if (empty)
            *o++ = (char)('0' + empty);
        if (rank)
            *o++ = '/';
    }
    *o = '\0';
    return o;
}

int xboard_joust_square(const char *s)
{
    return s[0] >= 'a' && s[0] <= 'h' && s[1] >= '1' && s[1] <= '8' ? (s[1] - '1') * 8 + (s[0] - 'a') : -1;
}

/* XBoard forwards a Black move whose K is empty without its letter. */
static bool letter_lost(const Tokens *b, Legs l)
{
    return l.k != XBOARD_JOUST_NO_SQUARE && !b->piece[l.k] && mover_colour(b->piece[l.from]) == 1;
}

/* Whether two legs are the same to the reader of XBoard's forwarded moves. */
bool xboard_joust_same_key(const Tokens *b, Legs a, Legs c)
{
    return a.from == c.from && a.k == c.k && a.to == c.to && (letter_lost(b, a) || a.letter == c.letter);
}

static bool key_taken(const TurnTable *t, Legs legs)
{
    for (int i = t->first[legs.from]; i >= 0; i = t->next[i])
        if (t->turns[i].legs.from >= 0 && xboard_joust_same_key(&t->board, t->turns[i].legs, legs))
            return true;
    return false;
}

/* XBoard 4.9.1 forwards a Black move "FK,KT" with K empty as "FT,KX" (its
 * castling form, seen under Xvfb): X is on T's rank, one file from T, to
 * the right if F is right of K, else to the left. As a square, or -1. */
static int forwarded_x(int from, int k, int to)
{
    int file = to % 8 + (from % 8 > k % 8 ? 1 : -1);
    return file >= 0 && file < 8 ? to / 8 * 8 + file : -1;
}

/* Black legs "FK,KT" with K empty and T = X of a turn through K to K itself
 * would read like that turn's forwarded form: never used. */
static bool looks_forwarded(const Tokens *b, Legs l)
{
    return letter_lost(b, l) && l.to == forwarded_x(l.from, l.k, l.k);
}

/* Reads a turn's squares, captures and new orientation from the game's
 * move text ("d4c4c5d5=8"). */
static bool shape_turn(const Game *g, const void *pos, const Tokens *before, Move m, Turn *t)
{
    char text[GAME_TEXT_MAX];
    memset(t, 0, sizeof *t);
    t->move = m;
    g->move_to_text(pos, m, text);
    const char *s = text;
    for (; xboard_joust_square(s) >= 0 && t->path_length < 8; s += 2)
        t->path[t->path_length++] = xboard_joust_square(s);
    if (!t->path_length || !before->piece[t->path[0]])
        return false;
    t->from = t->path[0];
    t->to = t->path[t->path_length - 1];
    char piece = before->piece[t->from];
    for (int i = 1; i < t->path_length - 1; i++) {
        int sq = t->path[i];
        if (before->piece[sq] && mover_colour(before->piece[sq]) != mover_colour(piece) && t->taken_count < 4)
            t->taken[t->taken_count++] = sq;
    }
    t->own_letter = (char)tolower(xboard_letter(piece, before->orient[t->from]));
    t->rotated = s[0] == '=';
    t->letter = t->rotated ? (char)tolower(xboard_letter(piece, s[1])) : t->own_letter;
    t->legs.from = -1; /* not assigned yet */
    return t->letter != 0;
}

/* Picking a turn's legs: its possible legs are offered best first and the
 * first acceptable one is kept. Pass 0 looks at the first offer only and
 * takes it if exact; pass 1 takes the first exact offer; pass 2 any. An
 * offer whose key another turn holds is never taken. */
typedef struct {
    const TurnTable *table;
    int pass;
    bool done, found;
    Legs legs;
    bool exact; /* XBoard's board then shows the turn's result */
} Pick;

static void offer(Pick *p, Legs legs, bool exact)
{
    if (p->done)
        return;
    p->done = p->pass == 0;
    if ((exact || p->pass == 2) && !key_taken(p->table, legs)) {
        p->done = p->found = true;
        p->legs = legs;
        p->exact = exact;
    }
}

/* Offers legs through square sq unless they are unusable. */
static void add_through(const Tokens *b, const Turn *t, int sq, uint64_t *seen, Pick *p)
{
    Legs legs = {t->from, sq, t->to, t->rotated ? t->letter : 0};
    if (p->done || sq < 0 || *seen >> sq & 1 || (sq != t->to && b->piece[sq]) || looks_forwarded(b, legs))
        return;
    *seen |= 1ULL << sq;
    offer(p, legs, t->taken_count == 0);
}

/* Offers the legs a turn may be written with, best first, until one is
 * picked. */
static void choices(const Tokens *b, const Turn *t, Pick *p)
{
    char letter = t->rotated ? t->letter : 0;
    if (!t->rotated && !t->taken_count && t->to != t->from) {
        offer(p, (Legs){t->from, XBOARD_JOUST_NO_SQUARE, t->to, 0}, true);
        return;
    }
    for (int i = 0; i < t->taken_count; i++)
        offer(p, (Legs){t->from, t->taken[i], t->to, letter}, t->taken_count == 1);
    for (int i = 0; i < t->taken_count && !t->rotated; i++) /* the old type as a marker */
        offer(p, (Legs){t->from, t->taken[i], t->to, t->own_letter}, t->taken_count == 1);
    /* Through an empty square: T, the path, then ring by ring around the start. */
    uint64_t seen = 1ULL << t->from;
    if (t->to != t->from)
        add_through(b, t, t->to, &seen, p);
    for (int i = t->path_length - 2; i > 0; i--)
        add_through(b, t, t->path[i], &seen, p);
    int file = t->from % 8, rank = t->from / 8;
    for (int d = 1; d < 8 && !p->done; d++)
        for (int dr = -d; dr <= d; dr++)
            for (int df = -d; df <= d; df += abs(dr) == d ? 1 : 2 * d) {
                bool on_board = file + df >= 0 && file + df < 8 && rank + dr >= 0 && rank + dr < 8;
                add_through(b, t, on_board ? (rank + dr) * 8 + file + df : -1, &seen, p);
            }
}

/* Generates the turns and gives each its legs: first every turn its first
 * choice if that shows it exactly, then any exact choice, then any. */
bool xboard_joust_turn_table(const Game *g, const void *pos, TurnTable *table)
{
    char text[GAME_TEXT_MAX];
    const char *rest;
    g->get_text(pos, text);
    if (!xboard_joust_read_board(text, &table->board, &rest))
        return false;
    Move *moves = malloc(sizeof(Move) * GAME_MAX_MOVES);
    bool ok = moves != NULL;
    table->count = ok ? g->generate(pos, moves) : 0;
    for (int sq = 0; sq < 64; sq++)
        table->first[sq] = -1;
    for (int i = 0; i < table->count && ok; i++) {
        ok = shape_turn(g, pos, &table->board, moves[i], &table->turns[i]);
        table->next[i] = table->first[table->turns[i].from];
        table->first[table->turns[i].from] = i;
    }
    free(moves);
    for (int pass = 0; pass < 3 && ok; pass++)
        for (int i = 0; i < table->count; i++) {
            Turn *t = &table->turns[i];
            if (t->legs.from >= 0)
                continue;
            Pick pick = {.table = table, .pass = pass};
            choices(&table->board, t, &pick);
            if (pick.found) {
                t->legs = pick.legs;
                t->exact = pick.exact;
            }
            ok = pass < 2 || t->legs.from >= 0;
        }
    return ok;
}
