/*
 * Joust Chess move text: the squares the piece visits, in order, then
 * "=" and the new orientation character if it rotated: "c1h6" (a slide),
 * "a2a4a5" (jump over a friend, then capture), "e1=x" (rotation in place),
 * "d1d5c6=6". Reading replays the actions one by one, so any legal way of
 * writing a turn is accepted and each refusal names the broken rule.
 */
#include "position.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static void square_text(int sq, char *out)
{
    out[0] = (char)('a' + sq % 8);
    out[1] = (char)('1' + sq / 8);
}

void joust_move_to_text(const JoustPosition *p, Move m, char *out)
{
    char *o = out;
    square_text(jm_from(m), o);
    o += 2;
    for (int i = 0; i < jm_steps(m); i++, o += 2)
        square_text(jm_square(m, i), o);
    if (jm_rotated(m)) {
        *o++ = '=';
        *o++ = joust_orient_char(joust_type(p->board[jm_from(m)]), jm_orient(m));
    }
    *o = '\0';
}

/* The squares a move captures. */
static uint64_t captured_squares(Move m)
{
    uint64_t set = 0;
    for (int i = 0; i < jm_steps(m); i++)
        if (jm_captures(m) >> i & 1)
            set |= 1ULL << jm_square(m, i);
    return set;
}

/* The direction and distance from a to b along one of the 8 lines, or -1. */
static int line_direction(int a, int b, int *distance)
{
    for (int d = 0; d < JOUST_DIRECTIONS; d++) {
        int n = 0;
        for (int t = joust_step[a][d]; t >= 0; t = joust_step[t][d]) {
            n++;
            if (t == b) {
                *distance = n;
                return d;
            }
        }
    }
    return -1;
}

__attribute__((format(printf, 2, 3))) static bool refuse(char *error, const char *format, ...)
{
    va_list args;
    va_start(args, format);
    vsnprintf(error, GAME_ERROR_MAX, format, args);
    va_end(args);
    return false;
}

/* The state of a turn being replayed from text. */
typedef struct {
    JoustPiece board[64]; /* the mover lifted, captured pieces removed */
    int colour, type, square, actions;
    unsigned pips, used;
    uint64_t captured;
    bool king_taken;
} Replay;

/* Plays the action from r->square to 'to' (both named in the error texts). */
static bool replay_action(Replay *r, int to, const char *from_text, const char *to_text, char *error)
{
    int distance, d = line_direction(r->square, to, &distance);
    if (r->king_taken)
        return refuse(error, "the turn ended when the king was taken on %s (then %s)", from_text, to_text);
    if (d < 0)
        return refuse(error, "%s to %s is not along a line", from_text, to_text);
    JoustPiece there = r->board[to];
    int middle = joust_step[r->square][d];
    unsigned pip;
    if (distance == 1 && there && joust_colour(there) != r->colour) {
        pip = 1u << d;
        if (!(r->pips & pip))
            return refuse(error, "no pip points from %s to %s for the capture", from_text, to_text);
        r->captured |= 1ULL << to;
        r->king_taken = joust_type(there) == JOUST_KING;
        r->board[to] = 0;
    } else if (there) {
        return refuse(error, "%s is occupied (reached from %s)", to_text, from_text);
    } else if (distance == 2 && r->board[middle]) {
        pip = 1u << ((d + 4) & 7);
        if (joust_colour(r->board[middle]) != r->colour)
            return refuse(error, "a jump from %s to %s must be over a friendly piece", from_text, to_text);
        if (r->captured)
            return refuse(error, "no jump after a capture (%s to %s)", from_text, to_text);
        if (!(r->pips & pip))
            return refuse(error, "a jump from %s to %s needs a pip pointing the other way", from_text, to_text);
    } else {
        pip = 1u << d;
        if (r->actions > 0)
            return refuse(error, "a plain move (%s to %s) may only be the first action", from_text, to_text);
        if (!(r->pips & pip))
            return refuse(error, "no pip points from %s toward %s", from_text, to_text);
        if (r->type == JOUST_KING && distance > 1)
            return refuse(error, "the king moves only one square (%s to %s)", from_text, to_text);
        for (int t = middle; t != to; t = joust_step[t][d])
            if (r->board[t])
                return refuse(error, "the way from %s to %s is blocked", from_text, to_text);
    }
    if (r->used & pip)
        return refuse(error, "the pip for %s to %s was already used this turn", from_text, to_text);
    r->used |= pip;
    r->square = to;
    r->actions++;
    return true;
}

/* Reads a square "e4" at s; -1 if there is none. */
static int read_square(const char *s)
{
    if (s[0] < 'a' || s[0] > 'h' || s[1] < '1' || s[1] > '8')
        return -1;
    return (s[1] - '1') * 8 + (s[0] - 'a');
}

bool joust_text_to_move(const JoustPosition *p, const char *text, Move *m, char *error)
{
    int from = read_square(text);
    if (from < 0)
        return refuse(error, "'%s' does not start with a square (like e2)", text);
    JoustPiece piece = p->board[from];
    if (!piece || joust_colour(piece) != p->side)
        return refuse(error, "no piece of the side to move on %.2s", text);
    Replay r = {.colour = p->side, .type = joust_type(piece), .square = from, .pips = joust_pips(piece)};
    memcpy(r.board, p->board, sizeof r.board);
    r.board[from] = 0;
    const char *s = text + 2;
    for (int to; (to = read_square(s)) >= 0; s += 2) {
        char a[3] = {s[-2], s[-1], 0}, b[3] = {s[0], s[1], 0};
        if (r.actions == JOUST_MAX_STEPS)
            return refuse(error, "too many actions: each uses a pip (at %s)", b);
        if (!replay_action(&r, to, a, b, error))
            return false;
    }
    int orient = joust_orient(piece);
    if (*s == '=') {
        orient = joust_orient_from_char(r.type, s[1]);
        if (orient < 0 || s[2] != '\0')
            return refuse(error, "'%s' is no orientation for this piece (%s)", s + 1,
                          r.type >= JOUST_QUEEN ? "'+' or 'x'" : "a keypad direction 1-4, 6-9");
        if (orient == joust_orient(piece))
            return refuse(error, "rotating to the same pip set is no rotation (%s)", s);
        if (r.king_taken || (r.captured && r.used != r.pips))
            return refuse(error, "no rotation after a capture unless every pip was used");
    } else if (*s != '\0') {
        return refuse(error, "unexpected '%s' (squares like e2e4, then optionally =orientation)", s);
    } else if (r.actions == 0) {
        return refuse(error, "a turn needs at least one action");
    }

    bool null_turn = r.square == from && !r.captured && orient == joust_orient(piece);
    Move moves[JOUST_MAX_MOVES];
    int n = joust_generate(p, moves);
    for (int i = 0; i < n; i++) {
        bool candidate_null = jm_to(moves[i]) == jm_from(moves[i]) && !jm_captures(moves[i]) && !jm_rotated(moves[i]);
        if (null_turn ? candidate_null
                      : jm_from(moves[i]) == from && jm_to(moves[i]) == r.square &&
                            captured_squares(moves[i]) == r.captured && jm_orient(moves[i]) == orient) {
            *m = moves[i];
            return true;
        }
    }
    if (n == 0)
        return refuse(error, "the game is over");
    return refuse(error, "%s would leave the own king in check", text);
}
