/*
 * refgen.c: simple reference move generator for FIDE chess and Hammer Chess.
 * See refgen.h. Clarity over speed: every question ("is this square
 * attacked?") is answered by looking at every piece on the board.
 *
 * Hammer Chess (seeds/hammer-chess.txt, RULINGS.md):
 *   knight = chess knight + (1,3) leaper; bishop = diagonal slider + chess
 *   knight; pawn also steps one square sideways (non-capturing), double-steps
 *   from its own 2nd rank (whatever it did before), and captures one or two
 *   squares diagonally forward (the two-square capture needs the middle
 *   square empty); e.p. onto the skipped square by either capture.
 */
#include "refgen.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int file_of(int s) { return s & 7; }
static int rank_of(int s) { return s >> 3; }
static int colour_of(int pc) { return (pc & REF_BLACK) ? 1 : 0; }
static int type_of(int pc) { return pc & 7; }
static bool on_board(int f, int r) { return f >= 0 && f < 8 && r >= 0 && r < 8; }
/* White pawns move up the board (+1 rank), black pawns down. */
static int pawn_dir(int colour) { return colour == 0 ? 1 : -1; }

/* True if every square strictly between a and b (on one line) is empty. */
static bool path_clear(const RefPos *p, int a, int b)
{
    int df = file_of(b) - file_of(a), dr = rank_of(b) - rank_of(a);
    int sf = (df > 0) - (df < 0), sr = (dr > 0) - (dr < 0);
    int f = file_of(a) + sf, r = rank_of(a) + sr;
    while (f != file_of(b) || r != rank_of(b)) {
        if (p->board[r * 8 + f] != REF_EMPTY)
            return false;
        f += sf;
        r += sr;
    }
    return true;
}

static bool is_knight_leap(int adf, int adr) { return (adf == 1 && adr == 2) || (adf == 2 && adr == 1); }
static bool is_long_leap(int adf, int adr) { return (adf == 1 && adr == 3) || (adf == 3 && adr == 1); }

/* Does the piece on 'from' attack 'target' (whatever stands on target)? */
static bool piece_attacks(const RefPos *p, int from, int target)
{
    int pc = p->board[from];
    bool hammer = p->variant == REF_HAMMER;
    int df = file_of(target) - file_of(from), dr = rank_of(target) - rank_of(from);
    int adf = abs(df), adr = abs(dr);
    if (from == target)
        return false;
    switch (type_of(pc)) {
    case REF_PAWN: {
        int dir = pawn_dir(colour_of(pc));
        if (dr == dir && adf == 1)
            return true;
        /* Hammer two-square diagonal capture: middle square must be empty. */
        if (hammer && dr == 2 * dir && adf == 2)
            return p->board[from + (dr / 2) * 8 + df / 2] == REF_EMPTY;
        return false;
    }
    case REF_KNIGHT:
        return is_knight_leap(adf, adr) || (hammer && is_long_leap(adf, adr));
    case REF_BISHOP:
        if (hammer && is_knight_leap(adf, adr))
            return true;
        return adf == adr && path_clear(p, from, target);
    case REF_ROOK:
        return (adf == 0 || adr == 0) && path_clear(p, from, target);
    case REF_QUEEN:
        return (adf == 0 || adr == 0 || adf == adr) && path_clear(p, from, target);
    case REF_KING:
        return adf <= 1 && adr <= 1;
    default:
        return false;
    }
}

/* Is 'target' attacked by any piece of side 'by'? */
static bool square_attacked(const RefPos *p, int target, int by)
{
    for (int s = 0; s < 64; s++) {
        int pc = p->board[s];
        if (pc != REF_EMPTY && colour_of(pc) == by && piece_attacks(p, s, target))
            return true;
    }
    return false;
}

static int find_king(const RefPos *p, int colour)
{
    for (int s = 0; s < 64; s++)
        if (p->board[s] == (REF_KING | (colour ? REF_BLACK : 0)))
            return s;
    return -1;
}

static bool king_attacked(const RefPos *p, int colour)
{
    int k = find_king(p, colour);
    return k >= 0 && square_attacked(p, k, 1 - colour);
}

bool ref_in_check(const RefPos *p) { return king_attacked(p, p->side); }

/* ------------------------------------------------------------------ */
/* Pseudo-legal generation                                             */

#define PSEUDO_MAX 1024

typedef struct {
    RefMove m[PSEUDO_MAX];
    int n;
} MoveList;

static void add(MoveList *l, int from, int to, int promo, int flags)
{
    if (l->n < PSEUDO_MAX) {
        l->m[l->n].from = from;
        l->m[l->n].to = to;
        l->m[l->n].promo = promo;
        l->m[l->n].flags = flags;
        l->n++;
    }
}

/* A pawn move landing on 'to': four moves if it reaches the last rank. */
static void add_pawn(MoveList *l, int from, int to, int flags, int colour)
{
    int last = colour == 0 ? 7 : 0;
    if (rank_of(to) == last) {
        static const int promos[4] = {REF_QUEEN, REF_ROOK, REF_BISHOP, REF_KNIGHT};
        for (int i = 0; i < 4; i++)
            add(l, from, to, promos[i], flags | REF_F_PROMO);
    } else {
        add(l, from, to, 0, flags);
    }
}

static void gen_pawn(const RefPos *p, int from, MoveList *l)
{
    int us = p->side, dir = pawn_dir(us);
    int f = file_of(from), r = rank_of(from);
    bool hammer = p->variant == REF_HAMMER;
    int second = us == 0 ? 1 : 6;

    /* Forward steps. */
    if (on_board(f, r + dir) && p->board[(r + dir) * 8 + f] == REF_EMPTY) {
        add_pawn(l, from, (r + dir) * 8 + f, 0, us);
        /* Double step: depends only on standing on the own 2nd rank. */
        if (r == second && p->board[(r + 2 * dir) * 8 + f] == REF_EMPTY)
            add(l, from, (r + 2 * dir) * 8 + f, 0, REF_F_DOUBLE);
    }
    /* Hammer sideways step: non-capturing, never reaches the last rank. */
    if (hammer) {
        for (int side = -1; side <= 1; side += 2) {
            int nf = f + side;
            if (on_board(nf, r) && p->board[r * 8 + nf] == REF_EMPTY)
                add(l, from, r * 8 + nf, 0, REF_F_SIDEWAYS);
        }
    }
    /* Diagonal captures: distance 1, and in Hammer distance 2 through an
     * empty middle square. The target holds an enemy piece or is the e.p.
     * square (which is empty). */
    int maxdist = hammer ? 2 : 1;
    for (int side = -1; side <= 1; side += 2) {
        for (int d = 1; d <= maxdist; d++) {
            int nf = f + side * d, nr = r + dir * d;
            if (!on_board(nf, nr))
                break;
            int to = nr * 8 + nf;
            int victim = p->board[to];
            if (victim != REF_EMPTY && colour_of(victim) != us)
                add_pawn(l, from, to, REF_F_CAPTURE, us);
            else if (victim == REF_EMPTY && to == p->ep)
                add(l, from, to, 0, REF_F_CAPTURE | REF_F_EP);
            if (victim != REF_EMPTY)
                break; /* blocks the two-square capture */
        }
    }
}

static void gen_leaps(const RefPos *p, int from, const int (*v)[2], int count, MoveList *l)
{
    int f = file_of(from), r = rank_of(from);
    for (int i = 0; i < count; i++) {
        int nf = f + v[i][0], nr = r + v[i][1];
        if (!on_board(nf, nr))
            continue;
        int to = nr * 8 + nf, victim = p->board[to];
        if (victim == REF_EMPTY)
            add(l, from, to, 0, 0);
        else if (colour_of(victim) != p->side)
            add(l, from, to, 0, REF_F_CAPTURE);
    }
}

static void gen_slides(const RefPos *p, int from, const int (*v)[2], int count, MoveList *l)
{
    for (int i = 0; i < count; i++) {
        int nf = file_of(from) + v[i][0], nr = rank_of(from) + v[i][1];
        while (on_board(nf, nr)) {
            int to = nr * 8 + nf, victim = p->board[to];
            if (victim == REF_EMPTY) {
                add(l, from, to, 0, 0);
            } else {
                if (colour_of(victim) != p->side)
                    add(l, from, to, 0, REF_F_CAPTURE);
                break;
            }
            nf += v[i][0];
            nr += v[i][1];
        }
    }
}

static const int KNIGHT_V[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
static const int LONG_V[8][2] = {{1, 3}, {3, 1}, {3, -1}, {1, -3}, {-1, -3}, {-3, -1}, {-3, 1}, {-1, 3}};
static const int DIAG_V[4][2] = {{1, 1}, {1, -1}, {-1, -1}, {-1, 1}};
static const int ORTH_V[4][2] = {{1, 0}, {0, -1}, {-1, 0}, {0, 1}};
static const int KING_V[8][2] = {{1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}, {0, 1}, {1, 1}};

static void gen_castling(const RefPos *p, MoveList *l)
{
    int us = p->side, them = 1 - us;
    int base = us == 0 ? 0 : 56; /* a1 or a8 */
    int king = (REF_KING | (us ? REF_BLACK : 0)), rook = (REF_ROOK | (us ? REF_BLACK : 0));
    int kright = us == 0 ? REF_WK : REF_BK, qright = us == 0 ? REF_WQ : REF_BQ;
    int e = base + 4;
    if (p->board[e] != king)
        return;
    /* King side: f, g empty; e, f, g not attacked (g is re-checked by the
     * make-and-test, harmlessly). */
    if ((p->castling & kright) && p->board[base + 7] == rook &&
        p->board[base + 5] == REF_EMPTY && p->board[base + 6] == REF_EMPTY &&
        !square_attacked(p, e, them) && !square_attacked(p, base + 5, them) &&
        !square_attacked(p, base + 6, them))
        add(l, e, base + 6, 0, REF_F_CASTLE);
    /* Queen side: b, c, d empty; e, d, c not attacked (b may be attacked). */
    if ((p->castling & qright) && p->board[base] == rook &&
        p->board[base + 1] == REF_EMPTY && p->board[base + 2] == REF_EMPTY &&
        p->board[base + 3] == REF_EMPTY &&
        !square_attacked(p, e, them) && !square_attacked(p, base + 3, them) &&
        !square_attacked(p, base + 2, them))
        add(l, e, base + 2, 0, REF_F_CASTLE);
}

static void gen_pseudo(const RefPos *p, MoveList *l)
{
    bool hammer = p->variant == REF_HAMMER;
    l->n = 0;
    for (int s = 0; s < 64; s++) {
        int pc = p->board[s];
        if (pc == REF_EMPTY || colour_of(pc) != p->side)
            continue;
        switch (type_of(pc)) {
        case REF_PAWN:
            gen_pawn(p, s, l);
            break;
        case REF_KNIGHT:
            gen_leaps(p, s, KNIGHT_V, 8, l);
            if (hammer)
                gen_leaps(p, s, LONG_V, 8, l);
            break;
        case REF_BISHOP:
            gen_slides(p, s, DIAG_V, 4, l);
            if (hammer)
                gen_leaps(p, s, KNIGHT_V, 8, l);
            break;
        case REF_ROOK:
            gen_slides(p, s, ORTH_V, 4, l);
            break;
        case REF_QUEEN:
            gen_slides(p, s, DIAG_V, 4, l);
            gen_slides(p, s, ORTH_V, 4, l);
            break;
        case REF_KING:
            gen_leaps(p, s, KING_V, 8, l);
            break;
        default:
            break;
        }
    }
    gen_castling(p, l);
}

/* ------------------------------------------------------------------ */
/* Making moves                                                        */

/* Castling rights lost when a move starts or ends on one of these squares. */
static int rights_touched(int s)
{
    switch (s) {
    case 4: return REF_WK | REF_WQ;  /* e1 */
    case 0: return REF_WQ;           /* a1 */
    case 7: return REF_WK;           /* h1 */
    case 60: return REF_BK | REF_BQ; /* e8 */
    case 56: return REF_BQ;          /* a8 */
    case 63: return REF_BK;          /* h8 */
    default: return 0;
    }
}

/* Everything is worked out from the board, so a move found by from/to/promo
 * alone (see ref_find_move) is made correctly too. */
void ref_make(RefPos *p, RefMove m)
{
    int pc = p->board[m.from];
    int us = colour_of(pc);
    int captured = p->board[m.to];
    bool pawn = type_of(pc) == REF_PAWN;
    int df = file_of(m.to) - file_of(m.from), dr = rank_of(m.to) - rank_of(m.from);

    /* En passant: a pawn moving diagonally onto the empty e.p. square. A
     * sideways step onto it (dr == 0) is not a capture. */
    if (pawn && dr != 0 && df != 0 && captured == REF_EMPTY && m.to == p->ep) {
        int victim = m.to - 8 * pawn_dir(us);
        p->board[victim] = REF_EMPTY;
        captured = REF_PAWN; /* for the halfmove clock */
    }
    /* Castling: king moves two files; bring the rook across. */
    if (type_of(pc) == REF_KING && abs(df) == 2) {
        int base = m.from - file_of(m.from);
        if (df > 0) {
            p->board[base + 5] = p->board[base + 7];
            p->board[base + 7] = REF_EMPTY;
        } else {
            p->board[base + 3] = p->board[base];
            p->board[base] = REF_EMPTY;
        }
    }
    p->board[m.to] = pc;
    p->board[m.from] = REF_EMPTY;
    if (pawn && m.promo)
        p->board[m.to] = m.promo | (us ? REF_BLACK : 0);

    p->ep = (pawn && df == 0 && abs(dr) == 2) ? m.from + 8 * pawn_dir(us) : -1;
    p->castling &= ~(rights_touched(m.from) | rights_touched(m.to));
    p->halfmove = (pawn || captured != REF_EMPTY) ? 0 : p->halfmove + 1;
    if (us == 1)
        p->fullmove++;
    p->side = 1 - us;
}

int ref_legal_moves(const RefPos *p, RefMove *out)
{
    /* Perft convention (RULINGS): a draw by material ends no branch. */
    MoveList l;
    gen_pseudo(p, &l);
    int n = 0;
    for (int i = 0; i < l.n; i++) {
        RefPos c = *p;
        ref_make(&c, l.m[i]);
        if (!king_attacked(&c, p->side) && n < REF_MAX_MOVES)
            out[n++] = l.m[i];
    }
    return n;
}

uint64_t ref_perft(const RefPos *p, int depth)
{
    if (depth <= 0)
        return 1;
    RefMove moves[REF_MAX_MOVES];
    int n = ref_legal_moves(p, moves);
    uint64_t total = 0;
    for (int i = 0; i < n; i++) {
        RefPos c = *p;
        ref_make(&c, moves[i]);
        total += ref_perft(&c, depth - 1);
    }
    return total;
}

/* ------------------------------------------------------------------ */
/* Text                                                                */

static const char PIECE_CHARS[] = " pnbrqk";

static void square_name(int s, char *out)
{
    out[0] = (char)('a' + file_of(s));
    out[1] = (char)('1' + rank_of(s));
}

void ref_move_to_uci(RefMove m, char *out)
{
    square_name(m.from, out);
    square_name(m.to, out + 2);
    int n = 4;
    if (m.promo >= REF_KNIGHT && m.promo <= REF_QUEEN)
        out[n++] = PIECE_CHARS[m.promo];
    out[n] = '\0';
}

bool ref_find_move(const RefPos *p, const char *uci, RefMove *out)
{
    RefMove moves[REF_MAX_MOVES];
    char buf[8];
    int n = ref_legal_moves(p, moves);
    for (int i = 0; i < n; i++) {
        ref_move_to_uci(moves[i], buf);
        if (strcmp(buf, uci) == 0) {
            *out = moves[i];
            return true;
        }
    }
    return false;
}

void ref_to_fen(const RefPos *p, char *out)
{
    char *o = out;
    for (int r = 7; r >= 0; r--) {
        int empty = 0;
        for (int f = 0; f < 8; f++) {
            int pc = p->board[r * 8 + f];
            if (pc == REF_EMPTY) {
                empty++;
                continue;
            }
            if (empty)
                *o++ = (char)('0' + empty);
            empty = 0;
            char c = PIECE_CHARS[type_of(pc)];
            *o++ = colour_of(pc) ? c : (char)(c - 'a' + 'A');
        }
        if (empty)
            *o++ = (char)('0' + empty);
        if (r > 0)
            *o++ = '/';
    }
    *o++ = ' ';
    *o++ = p->side ? 'b' : 'w';
    *o++ = ' ';
    if (!p->castling)
        *o++ = '-';
    if (p->castling & REF_WK) *o++ = 'K';
    if (p->castling & REF_WQ) *o++ = 'Q';
    if (p->castling & REF_BK) *o++ = 'k';
    if (p->castling & REF_BQ) *o++ = 'q';
    *o++ = ' ';
    if (p->ep >= 0) {
        square_name(p->ep, o);
        o += 2;
    } else {
        *o++ = '-';
    }
    sprintf(o, " %d %d", p->halfmove, p->fullmove);
}

/* Parses a non-negative decimal of at most 6 digits filling the whole token
 * (keeps ref_to_fen within its 100 bytes). */
static bool parse_count(const char *tok, int *value)
{
    size_t len = strlen(tok);
    if (len == 0 || len > 6)
        return false;
    int v = 0;
    for (size_t i = 0; i < len; i++) {
        if (tok[i] < '0' || tok[i] > '9')
            return false;
        v = v * 10 + (tok[i] - '0');
    }
    *value = v;
    return true;
}

static int piece_from_char(char c)
{
    const char *s = strchr("pnbrqk", c);
    if (c != '\0' && s)
        return (int)(s - "pnbrqk") + 1 + REF_BLACK;
    s = strchr("PNBRQK", c);
    if (c != '\0' && s)
        return (int)(s - "PNBRQK") + 1;
    return REF_EMPTY;
}

static bool parse_board(RefPos *p, const char *tok)
{
    int r = 7, f = 0;
    for (const char *c = tok; *c; c++) {
        if (*c == '/') {
            if (f != 8 || r == 0)
                return false;
            r--;
            f = 0;
        } else if (*c >= '1' && *c <= '8') {
            f += *c - '0';
            if (f > 8)
                return false;
        } else {
            int pc = piece_from_char(*c);
            if (pc == REF_EMPTY || f >= 8)
                return false;
            p->board[r * 8 + f] = pc;
            f++;
        }
    }
    return r == 0 && f == 8;
}

static bool parse_castling(RefPos *p, const char *tok)
{
    p->castling = 0;
    if (strcmp(tok, "-") == 0)
        return true;
    if (*tok == '\0')
        return false;
    for (const char *c = tok; *c; c++) {
        int bit;
        switch (*c) {
        case 'K': bit = REF_WK; break;
        case 'Q': bit = REF_WQ; break;
        case 'k': bit = REF_BK; break;
        case 'q': bit = REF_BQ; break;
        default: return false;
        }
        if (p->castling & bit)
            return false; /* duplicate */
        p->castling |= bit;
    }
    /* Each right needs its king and rook on their home squares. */
    const int wk = REF_KING, wr = REF_ROOK, bk = REF_KING | REF_BLACK, br = REF_ROOK | REF_BLACK;
    if ((p->castling & (REF_WK | REF_WQ)) && p->board[4] != wk)
        return false;
    if ((p->castling & REF_WK) && p->board[7] != wr)
        return false;
    if ((p->castling & REF_WQ) && p->board[0] != wr)
        return false;
    if ((p->castling & (REF_BK | REF_BQ)) && p->board[60] != bk)
        return false;
    if ((p->castling & REF_BK) && p->board[63] != br)
        return false;
    if ((p->castling & REF_BQ) && p->board[56] != br)
        return false;
    return true;
}

/* The e.p. square must be the square a pawn of the side that just moved
 * skipped: right rank, empty, that pawn just beyond it, its start empty. */
static bool parse_ep(RefPos *p, const char *tok)
{
    p->ep = -1;
    if (strcmp(tok, "-") == 0)
        return true;
    if (strlen(tok) != 2 || tok[0] < 'a' || tok[0] > 'h' || tok[1] < '1' || tok[1] > '8')
        return false;
    int s = (tok[1] - '1') * 8 + (tok[0] - 'a');
    int mover = 1 - p->side;          /* the side that double-stepped */
    int dir = pawn_dir(mover);
    if (rank_of(s) != (mover == 0 ? 2 : 5))
        return false;
    if (p->board[s] != REF_EMPTY || p->board[s - 8 * dir] != REF_EMPTY)
        return false;
    if (p->board[s + 8 * dir] != (REF_PAWN | (mover ? REF_BLACK : 0)))
        return false;
    p->ep = s;
    return true;
}

bool ref_from_fen(RefPos *p, const char *fen, RefVariant v)
{
    char buf[256];
    char *tok[7];
    int ntok = 0;
    if (!fen || strlen(fen) >= sizeof buf)
        return false;
    strcpy(buf, fen);
    for (char *s = strtok(buf, " \t\r\n"); s; s = strtok(NULL, " \t\r\n")) {
        if (ntok == 7)
            return false;
        tok[ntok++] = s;
    }
    if (ntok != 4 && ntok != 6)
        return false;

    memset(p, 0, sizeof *p);
    p->variant = v;
    p->ep = -1;
    if (!parse_board(p, tok[0]))
        return false;
    if (strcmp(tok[1], "w") == 0)
        p->side = 0;
    else if (strcmp(tok[1], "b") == 0)
        p->side = 1;
    else
        return false;
    if (!parse_castling(p, tok[2]) || !parse_ep(p, tok[3]))
        return false;
    p->halfmove = 0;
    p->fullmove = 1;
    if (ntok == 6) {
        if (!parse_count(tok[4], &p->halfmove) || !parse_count(tok[5], &p->fullmove) ||
            p->fullmove < 1)
            return false;
    }

    int kings[2] = {0, 0};
    for (int s = 0; s < 64; s++) {
        int pc = p->board[s];
        if (type_of(pc) == REF_KING)
            kings[colour_of(pc)]++;
        if (type_of(pc) == REF_PAWN && (rank_of(s) == 0 || rank_of(s) == 7))
            return false;
    }
    if (kings[0] != 1 || kings[1] != 1)
        return false;
    if (king_attacked(p, 1 - p->side))
        return false; /* side not to move in check */
    return true;
}
