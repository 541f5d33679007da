/*
 * Ice Hockey Chess turn text: the canonical form of a generated turn, and
 * reading any legal action sequence. A text is read into a turn, each
 * action is checked against the rules (with the reason when it breaks
 * one), and the generated turn with the same result is returned.
 */
#include "notation.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void ih_move_to_text(const IhPosition *p, Move m, char *out)
{
    (void)p;
    IhTurn t;
    ih_decode(m, &t);
    char a[3], b[3], c[3];
    if (t.kind == IH_NULL || t.kind == IH_LAUNCH_ONLY) {
        strcpy(out, "0000");
    } else {
        ih_square_name(t.from, a);
        ih_square_name(t.to, b);
        ih_square_name(t.checked, c);
        if (t.kind == IH_CHECK)
            sprintf(out, "%sx%s-%s", a, c, b);
        else
            sprintf(out, "%s-%s", a, b);
    }
    const struct {
        char mark;
        int code;
    } actions[] = {{'@', t.drop}, {'>', t.pass[0]}, {'>', t.pass[1]}, {'~', t.shot}, {'K', t.king_to}};
    for (size_t i = 0; i < sizeof actions / sizeof actions[0]; i++)
        if (actions[i].code != IH_NONE) {
            ih_square_name(actions[i].code, a);
            sprintf(out + strlen(out), "%c%s", actions[i].mark, a);
        }
}

static bool refuse(char *error, const char *fmt, ...)
{
    va_list args;
    va_start(args, fmt);
    vsnprintf(error, GAME_ERROR_MAX, fmt, args);
    va_end(args);
    return false;
}

/* Reads a square (or, if nets_ok, a net) at *s and moves past it. */
static bool read_square(const char **s, bool nets_ok, int *code, char *error)
{
    int c = ih_parse_square(*s);
    if (c < 0)
        return refuse(error, "expected a square at '%.4s'", *s);
    if (c >= 64 && !nets_ok)
        return refuse(error, "%.2s is a net: only the puck goes there", *s);
    *code = c;
    *s += 2;
    return true;
}

/* Splits the text into a turn; only the syntax and the order of actions. */
static bool parse(const char *s, IhTurn *t, char *error)
{
    *t = ih_turn(IH_PLAIN, 0, 0);
    if (strncmp(s, "0000", 4) == 0) {
        t->kind = IH_LAUNCH_ONLY;
        s += 4;
    } else {
        if (!read_square(&s, false, &t->from, error))
            return false;
        if (*s == 'x') {
            s++;
            t->kind = IH_CHECK;
            if (!read_square(&s, false, &t->checked, error))
                return false;
        }
        if (*s++ != '-')
            return refuse(error, "expected '-' and the square the piece ends on");
        if (!read_square(&s, false, &t->to, error))
            return false;
    }
    int passes = 0, last = -1;
    while (*s) {
        char mark = *s++;
        int code = IH_NONE;
        if (!strchr("@>~K", mark))
            return refuse(error, "unexpected '%c' (actions are @drop, >pass, ~shot, Kking-step)", mark);
        if (!read_square(&s, mark == '~', &code, error))
            return false;
        int order = mark == '@' ? 0 : mark == '>' ? 1 : mark == '~' ? 2 : 3;
        if (order < last || (order == last && order != 1))
            return refuse(error, "actions out of order or repeated: drop, passes, shot, king step");
        last = order;
        if (mark == '@')
            t->drop = code;
        else if (mark == '>') {
            if (passes == 2)
                return refuse(error, "at most two passes a turn");
            t->pass[passes++] = code;
        } else if (mark == '~')
            t->shot = code;
        else
            t->king_to = code;
    }
    return true;
}

/* The direction from `from` along which `target` lies within range, or
 * false. A net counts as lying one step beyond its goal-line square. */
static bool find_line(int type, int from, int target, int range, int *df, int *dr)
{
    const int(*steps)[2];
    int dirs = ih_directions(type, &steps);
    for (int d = 0; d < dirs; d++) {
        int sq = from;
        for (int k = 0; k <= range && sq >= 0; k++) {
            if (target >= IH_NET_D0 && ih_net_beyond(sq, steps[d][0], steps[d][1]) == target) {
                *df = steps[d][0];
                *dr = steps[d][1];
                return true;
            }
            sq = k < range ? ih_step(sq, steps[d][0], steps[d][1]) : -1;
            if (sq == target) {
                *df = steps[d][0];
                *dr = steps[d][1];
                return true;
            }
        }
    }
    return false;
}

/* The first square from `from` toward (df, dr) holding a piece not in
 * `through`, stopping before `target`; -1 if none. */
static int first_blocker(const IhPosition *w, int from, int df, int dr, int target, uint64_t through)
{
    for (int sq = ih_step(from, df, dr); sq >= 0 && sq != target; sq = ih_step(sq, df, dr))
        if (w->board[sq] != IH_EMPTY && !(through >> sq & 1))
            return sq;
    return -1;
}

static bool check_piece_move(const IhPosition *p, const IhTurn *t, bool with_puck, char *error)
{
    int us = p->side, piece = p->board[t->from];
    char a[3], b[3];
    ih_square_name(t->from, a);
    ih_square_name(t->to, b);
    if (piece == IH_EMPTY || IH_COLOUR(piece) != us)
        return refuse(error, "no piece of yours on %s", a);
    int type = IH_TYPE(piece), df, dr;
    int target = t->kind == IH_CHECK ? t->checked : t->to;
    if (!find_line(type, t->from, target, ih_range(p, type), &df, &dr))
        return refuse(error, "the piece on %s cannot move to %s", a, t->kind == IH_CHECK ? "the checked square" : b);
    if (first_blocker(p, t->from, df, dr, target, 0) >= 0)
        return refuse(error, "the way from %s is blocked", a);
    if (t->kind == IH_PLAIN) {
        if (p->board[t->to] != IH_EMPTY)
            return refuse(error, "%s is occupied (a check is written %sx%s-<landing>)", b, a, b);
        if (!ih_may_stand(type, us, t->to))
            return refuse(error, "a %s may not end its move on %s (crease)", type == IH_KING ? "king" : "piece", b);
        return true;
    }
    if (type == IH_KING)
        return refuse(error, "a king may not check");
    if (with_puck || !ih_holds(p, !us) || t->checked != p->puck)
        return refuse(error, "only the opponent's puck holder may be checked");
    if (p->puck == p->king[!us])
        return refuse(error, "a king cannot be checked");
    if (!(ih_check_landings(p, t->from, t->checked) >> t->to & 1))
        return refuse(error, "%s is not a landing square of this check (sideways, then adjacent)", b);
    return true;
}

/* The drop square must lie on the skating holder's path, its start included. */
static bool check_drop(const IhPosition *p, const IhTurn *t, char *error)
{
    if (t->kind != IH_PLAIN || t->from != p->puck || !ih_holds(p, p->side))
        return refuse(error, "only the piece skating with the puck can leave it on its path");
    int df, dr;
    find_line(IH_TYPE(p->board[t->from]), t->from, t->to, 7, &df, &dr);
    for (int sq = t->from; sq != t->to; sq = ih_step(sq, df, dr))
        if (sq == t->drop)
            return true;
    return refuse(error, "the puck can only be left on the holder's path");
}

/* One launch from holder to target on the position after the piece move. */
static bool check_launch(const IhPosition *w, int holder, int target, bool pass, char *error)
{
    int us = w->side, df, dr;
    char a[3];
    ih_square_name(target, a);
    if (holder < 0)
        return refuse(error, "no piece of yours holds the puck to launch it to %s", a);
    if (!find_line(IH_TYPE(w->board[holder]), holder, target, 7, &df, &dr))
        return refuse(error, "%s is not on a line of the holder", a);
    int blocker = first_blocker(w, holder, df, dr, target, w->occupied[us]);
    if (blocker >= 0) {
        ih_square_name(blocker, a);
        return refuse(error, "the puck would be taken by the piece on %s", a);
    }
    if (target >= 64) /* the line reaches the net: a goal */
        return !pass || refuse(error, "a pass goes to a piece of yours, not into a net");
    int on_target = w->board[target];
    if (pass)
        return (on_target != IH_EMPTY && IH_COLOUR(on_target) == us) ||
               refuse(error, "no piece of yours on %s to pass to", a);
    if (on_target != IH_EMPTY && IH_COLOUR(on_target) == us)
        return refuse(error, "a launch to your own piece is a pass: write >%s", a);
    if (on_target == IH_EMPTY && ih_is_icing(us, holder, target))
        return refuse(error, "icing: a launch from your half may not leave the puck loose in the other half");
    return true;
}

static bool check_king_step(const IhPosition *w, const IhTurn *t, int mover_type, char *error)
{
    int us = w->side, k = w->king[us];
    if (mover_type == IH_KING)
        return refuse(error, "the king step follows another piece's move, not the king's own");
    if (abs(ih_file(k) - ih_file(t->king_to)) > 1 || abs(ih_rank(k) - ih_rank(t->king_to)) > 1 || k == t->king_to)
        return refuse(error, "the king steps one square");
    if (w->board[t->king_to] != IH_EMPTY || !ih_may_stand(IH_KING, us, t->king_to))
        return refuse(error, "the king may not step there");
    return true;
}

/* Checks every action of t in order; the reason for the first broken rule. */
static bool check_turn(const IhPosition *p, const IhTurn *t, const Move *moves, int n, char *error)
{
    int us = p->side;
    bool with_puck = ih_holds(p, us);
    IhPosition w = *p;
    int mover_type = IH_EMPTY;
    if (t->kind == IH_LAUNCH_ONLY) {
        for (int i = 0; i < n; i++) {
            IhTurn g;
            ih_decode(moves[i], &g);
            if (g.kind == IH_PLAIN || g.kind == IH_CHECK)
                return refuse(error, "a piece must move (0000 only when none can)");
        }
    } else {
        if (!check_piece_move(p, t, with_puck, error))
            return false;
        mover_type = IH_TYPE(p->board[t->from]);
        ih_remove(&w, t->from);
        ih_put(&w, t->to, p->board[t->from]);
    }
    if (!with_puck && (t->drop != IH_NONE || t->pass[0] != IH_NONE || t->shot != IH_NONE))
        return refuse(error, "you did not hold the puck at the start of the turn: no drop, pass or shot");
    if (with_puck && t->king_to != IH_NONE)
        return refuse(error, "the extra king step belongs to the side without the puck");
    if (t->drop != IH_NONE && !check_drop(p, t, error))
        return false;
    int holder = t->drop != IH_NONE ? -1 : t->kind == IH_PLAIN && t->from == p->puck ? t->to : p->puck;
    for (int i = 0; i < 2 && t->pass[i] != IH_NONE; i++) {
        if (!check_launch(&w, holder, t->pass[i], true, error))
            return false;
        holder = t->pass[i];
    }
    if (t->shot != IH_NONE && !check_launch(&w, holder, t->shot, false, error))
        return false;
    if (t->king_to != IH_NONE && !check_king_step(&w, t, mover_type, error))
        return false;
    int puck = ih_puck_after(p, t);
    if (with_puck && p->puck == p->king[us] && p->king_held[us] && puck == w.king[us])
        return refuse(error, "the king held the puck at the start of the last turn too: it must let it go");
    return true;
}

bool ih_text_to_move(const IhPosition *p, const char *text, Move *m, char *error)
{
    IhTurn t;
    if (ih_game_over(p))
        return refuse(error, "the game is over");
    if (!parse(text, &t, error))
        return false;
    Move moves[IH_MAX_MOVES];
    int n = ih_generate(p, moves);
    if (!check_turn(p, &t, moves, n, error))
        return false;
    IhPosition wanted, got;
    ih_make(p, ih_encode(&t), &wanted);
    for (int i = 0; i < n; i++) {
        ih_make(p, moves[i], &got);
        if (got.key == wanted.key && memcmp(got.board, wanted.board, sizeof got.board) == 0) {
            *m = moves[i];
            return true;
        }
    }
    return refuse(error, "not a legal turn");
}
