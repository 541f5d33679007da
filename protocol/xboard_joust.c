/*
 * Joust Chess for XBoard 4.9 (what XBoard does, as tested under Xvfb, is in
 * docs/protocol.md, "Joust over XBoard").
 *
 * Pieces: each Joust piece token (letter and orientation character, as in
 * the position text) is one XBoard piece type; TOKENS lists them in the
 * order of XBOARD_JOUST_PIECE_TO_CHAR.
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
#include "xboard_joust.h"

#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NO_SQUARE 64
#define PIECE_TYPES 24

/* The XBoard letter of each Joust piece token, in XBoard's type order
 * (see XBOARD_JOUST_PIECE_TO_CHAR and docs/protocol.md for the pictures). */
static const char XBOARD_LETTERS[PIECE_TYPES + 1] = "NBRQFEACWMOHIJGDVLSUZKTY";
static const char *const TOKENS[PIECE_TYPES] = {
    "W8", "Qx", "Q+", "H4", "P9", "W7", "H8", "H9", "P6", "H6", "H3", "W9",
    "Kx", "K+", "H7", "H2", "W1", "P3", "W4", "W2", "P8", "W6", "W3", "H1",
};

/* A board as tokens: piece[sq] is the Joust letter (0: empty), orient[sq]
 * its orientation character; square a1 = 0, h8 = 63. */
typedef struct {
    char piece[64], orient[64];
} Tokens;

/* The XBoard letter of a Joust token, or 0. */
static char xboard_letter(char piece, char orient)
{
    char upper = (char)toupper((unsigned char)piece);
    for (int i = 0; i < PIECE_TYPES; i++)
        if (TOKENS[i][0] == upper && TOKENS[i][1] == orient)
            return islower((unsigned char)piece) ? (char)tolower(XBOARD_LETTERS[i]) : XBOARD_LETTERS[i];
    return 0;
}

/* Reads a Joust board field; false if it is not one. *end is set after it. */
static bool read_tokens(const char *text, Tokens *t, const char **end)
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
static char *write_board(const Tokens *t, bool xboard, char *out)
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

/* ---- positions ---- */

/* A Joust position text as XBoard's FEN. */
static void xboard_fen(const char *text, char *out)
{
    Tokens t;
    const char *rest;
    if (!read_tokens(text, &t, &rest)) { /* not a Joust position: leave it to XBoard */
        snprintf(out, GAME_TEXT_MAX, "%s", text);
        return;
    }
    char *o = write_board(&t, true, out);
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
            const char *hit = strchr(XBOARD_LETTERS, toupper((unsigned char)*s));
            if (!isalpha((unsigned char)*s) || !hit) {
                snprintf(error, GAME_ERROR_MAX, "unknown piece letter '%c' in the FEN (pieces: %s)", *s,
                         XBOARD_JOUST_PIECE_TO_CHAR);
                return false;
            }
            const char *token = TOKENS[hit - XBOARD_LETTERS];
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

static int parse_square(const char *s)
{
    return s[0] >= 'a' && s[0] <= 'h' && s[1] >= '1' && s[1] <= '8' ? (s[1] - '1') * 8 + (s[0] - 'a') : -1;
}

/* XBoard forwards a Black move whose K is empty without its letter. */
static bool letter_lost(const Tokens *b, Legs l)
{
    return l.k != NO_SQUARE && !b->piece[l.k] && mover_colour(b->piece[l.from]) == 1;
}

/* Whether two legs are the same to the reader of XBoard's forwarded moves. */
static bool same_key(const Tokens *b, Legs a, Legs c)
{
    return a.from == c.from && a.k == c.k && a.to == c.to && (letter_lost(b, a) || a.letter == c.letter);
}

static bool key_taken(const TurnTable *t, Legs legs)
{
    for (int i = t->first[legs.from]; i >= 0; i = t->next[i])
        if (t->turns[i].legs.from >= 0 && same_key(&t->board, t->turns[i].legs, legs))
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
    for (; parse_square(s) >= 0 && t->path_length < 8; s += 2)
        t->path[t->path_length++] = parse_square(s);
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
        offer(p, (Legs){t->from, NO_SQUARE, t->to, 0}, true);
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
static bool build_table(const Game *g, const void *pos, TurnTable *table)
{
    char text[GAME_TEXT_MAX];
    const char *rest;
    g->get_text(pos, text);
    if (!read_tokens(text, &table->board, &rest))
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

static void legs_text(Legs l, char *out)
{
    char *o = out;
    o += sprintf(o, "%c%c", 'a' + l.from % 8, '1' + l.from / 8);
    if (l.k != NO_SQUARE)
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
    if (table && build_table(g, pos, table))
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
    int from = parse_square(text), count = 0;
    *has_letter = letter != 0;
    letter = (char)tolower((unsigned char)letter);
    forwarded[0] = forwarded[1] = false;
    if (body == 4 && from >= 0 && parse_square(text + 2) >= 0) {
        readings[count++] = (Legs){from, NO_SQUARE, parse_square(text + 2), letter};
    } else if (body == 9 && from >= 0 && text[4] == ',') {
        int end = parse_square(text + 2), start = parse_square(text + 5), to = parse_square(text + 7);
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
                               : same_key(&table->board, l, reading) && (!has_letter || l.letter == reading.letter);
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
    if (table && (count || pass) && build_table(g, pos, table)) {
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
    if (!read_tokens(position_text, &t, &rest) || !read_legs(xboard_move, legs, forwarded, &has_letter) ||
        !t.piece[legs[0].from])
        return false;
    Legs l = legs[0];
    char piece = t.piece[l.from], orient = t.orient[l.from];
    t.piece[l.from] = 0;
    if (l.k != NO_SQUARE)
        t.piece[l.k] = 0;
    const char *hit = l.letter ? strchr(XBOARD_LETTERS, toupper((unsigned char)l.letter)) : NULL;
    if (hit && l.k != NO_SQUARE) { /* XBoard ignores the letter on one leg */
        const char *token = TOKENS[hit - XBOARD_LETTERS];
        piece = isupper((unsigned char)piece) ? token[0] : (char)tolower(token[0]);
        orient = token[1];
    }
    t.piece[l.to] = piece;
    t.orient[l.to] = orient;
    write_board(&t, false, out);
    return true;
}
