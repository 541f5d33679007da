/*
 * refhalfcourt.c: see refhalfcourt.h. Written for obviousness, not speed:
 * attacks are found by walking out from the attacked square.
 */
#include "refhalfcourt.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int sq_of(int file, int rank) { return rank * RHC_SIZE + file; }
static int file_of(int sq) { return sq % RHC_SIZE; }
static int rank_of(int sq) { return sq / RHC_SIZE; }
static bool inside(int file, int rank) { return file >= 0 && file < RHC_SIZE && rank >= 0 && rank < RHC_SIZE; }
static int colour_of(int piece) { return piece >= RHC_BLACK ? 1 : 0; }
static int type_of(int piece) { return piece % RHC_BLACK; }
static int piece_of(int colour, int type) { return type + (colour ? RHC_BLACK : 0); }
static int home_rank(int colour) { return colour == 0 ? 0 : RHC_SIZE - 1; }
static int forward(int colour) { return colour == 0 ? 1 : -1; }

static const int knight_d[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
static const int king_d[8][2] = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
/* king_d[0,2,4,6] are orthogonal, [1,3,5,7] diagonal. */

/* Is sq attacked by any piece of colour 'by'? */
static bool attacked(const RhcPos *p, int sq, int by)
{
    int f = file_of(sq), r = rank_of(sq);
    for (int i = 0; i < 8; i++) {
        int kf = f + knight_d[i][0], kr = r + knight_d[i][1];
        if (inside(kf, kr) && p->board[sq_of(kf, kr)] == piece_of(by, RHC_N))
            return true;
        int af = f + king_d[i][0], ar = r + king_d[i][1];
        if (inside(af, ar) && p->board[sq_of(af, ar)] == piece_of(by, RHC_K))
            return true;
        bool diagonal = i % 2 == 1;
        for (int step = 1;; step++) {
            int sf = f + step * king_d[i][0], sr = r + step * king_d[i][1];
            if (!inside(sf, sr))
                break;
            int piece = p->board[sq_of(sf, sr)];
            if (piece == RHC_EMPTY)
                continue;
            if (colour_of(piece) == by) {
                int t = type_of(piece);
                if (t == RHC_Q || t == (diagonal ? RHC_B : RHC_R))
                    return true;
            }
            break;
        }
    }
    /* A pawn of 'by' attacks from one rank behind sq (as seen by that pawn). */
    int pr = r - forward(by);
    for (int df = -1; df <= 1; df += 2)
        if (inside(f + df, pr) && p->board[sq_of(f + df, pr)] == piece_of(by, RHC_P))
            return true;
    return false;
}

static int king_of(const RhcPos *p, int colour)
{
    for (int sq = 0; sq < RHC_SQUARES; sq++)
        if (p->board[sq] == piece_of(colour, RHC_K))
            return sq;
    return -1;
}

bool rhc_in_check(const RhcPos *p) { return attacked(p, king_of(p, p->side), 1 - p->side); }

static void add(RhcMove *out, int *n, int from, int to, int promo, int rook)
{
    out[(*n)++] = (RhcMove){from, to, promo, rook};
}

static void add_pawn(RhcMove *out, int *n, int from, int to)
{
    int last = rank_of(to) == 0 || rank_of(to) == RHC_SIZE - 1;
    if (!last) {
        add(out, n, from, to, 0, -1);
        return;
    }
    for (int t = RHC_Q; t >= RHC_N; t--)
        add(out, n, from, to, t, -1);
}

static void pawn_moves(const RhcPos *p, int from, RhcMove *out, int *n)
{
    int us = p->side, f = file_of(from), r = rank_of(from), up = forward(us);
    if (inside(f, r + up) && p->board[sq_of(f, r + up)] == RHC_EMPTY) {
        add_pawn(out, n, from, sq_of(f, r + up));
        bool on_start = r == (us == 0 ? 1 : RHC_SIZE - 2);
        if (on_start && inside(f, r + 2 * up) && p->board[sq_of(f, r + 2 * up)] == RHC_EMPTY)
            add(out, n, from, sq_of(f, r + 2 * up), 0, -1);
    }
    for (int df = -1; df <= 1; df += 2) {
        if (!inside(f + df, r + up))
            continue;
        int to = sq_of(f + df, r + up), victim = p->board[to];
        if ((victim != RHC_EMPTY && colour_of(victim) != us) || to == p->ep)
            add_pawn(out, n, from, to);
    }
}

static void piece_moves(const RhcPos *p, int from, RhcMove *out, int *n)
{
    int piece = p->board[from], us = colour_of(piece), t = type_of(piece);
    int f = file_of(from), r = rank_of(from);
    if (t == RHC_N || t == RHC_K) {
        const int(*d)[2] = t == RHC_N ? knight_d : king_d;
        for (int i = 0; i < 8; i++) {
            int tf = f + d[i][0], tr = r + d[i][1];
            if (!inside(tf, tr))
                continue;
            int target = p->board[sq_of(tf, tr)];
            if (target == RHC_EMPTY || colour_of(target) != us)
                add(out, n, from, sq_of(tf, tr), 0, -1);
        }
        return;
    }
    for (int i = 0; i < 8; i++) {
        bool diagonal = i % 2 == 1;
        if ((t == RHC_B && !diagonal) || (t == RHC_R && diagonal))
            continue;
        for (int step = 1;; step++) {
            int tf = f + step * king_d[i][0], tr = r + step * king_d[i][1];
            if (!inside(tf, tr))
                break;
            int target = p->board[sq_of(tf, tr)];
            if (target != RHC_EMPTY && colour_of(target) == us)
                break;
            add(out, n, from, sq_of(tf, tr), 0, -1);
            if (target != RHC_EMPTY)
                break;
        }
    }
}

/* Castling with the rook on 'rook': every condition except landing in check
 * (the caller's make-and-test catches that). */
static void castling_move(const RhcPos *p, int king, int rook, RhcMove *out, int *n)
{
    int dir = rook > king ? 1 : -1;
    int distance = abs(rook - king);
    int king_to = king + dir * (distance >= 2 ? 2 : 1);
    int rook_to = king_to - dir;
    int squares[4] = {king, rook, king_to, rook_to};
    int lo = squares[0], hi = squares[0];
    for (int i = 1; i < 4; i++) {
        lo = squares[i] < lo ? squares[i] : lo;
        hi = squares[i] > hi ? squares[i] : hi;
    }
    for (int sq = lo; sq <= hi; sq++)
        if (sq != king && sq != rook && p->board[sq] != RHC_EMPTY)
            return;
    int them = 1 - p->side;
    if (attacked(p, king, them))
        return;
    for (int sq = king + dir; sq != king_to; sq += dir)
        if (attacked(p, sq, them))
            return;
    add(out, n, king, king_to, 0, rook);
}

static void castling_moves(const RhcPos *p, RhcMove *out, int *n)
{
    int us = p->side, king = king_of(p, us);
    for (int file = 0; file < RHC_SIZE; file++) {
        if (!(p->castle[us] & 1 << file))
            continue;
        int rook = sq_of(file, home_rank(us));
        if (rank_of(king) == home_rank(us) && p->board[rook] == piece_of(us, RHC_R))
            castling_move(p, king, rook, out, n);
    }
}

void rhc_make(RhcPos *p, RhcMove m)
{
    int us = p->side, piece = p->board[m.from];
    bool pawn = type_of(piece) == RHC_P, capture = p->board[m.to] != RHC_EMPTY && m.castle_rook < 0;
    if (m.castle_rook >= 0) {
        p->board[m.from] = RHC_EMPTY;
        p->board[m.castle_rook] = RHC_EMPTY;
        p->board[m.to] = piece_of(us, RHC_K);
        p->board[m.to - (m.to > m.from ? 1 : -1)] = piece_of(us, RHC_R);
    } else {
        if (pawn && m.to == p->ep && file_of(m.to) != file_of(m.from)) { /* the double-stepped pawn stands beside the pawn's origin */
            p->board[sq_of(file_of(m.to), rank_of(m.from))] = RHC_EMPTY;
            capture = true;
        }
        p->board[m.to] = m.promo ? piece_of(us, m.promo) : piece;
        p->board[m.from] = RHC_EMPTY;
    }
    /* Rights: a king move ends its side's; anything leaving or reaching a
     * rook's home square ends that rook's. */
    if (type_of(piece) == RHC_K)
        p->castle[us] = 0;
    for (int c = 0; c < 2; c++)
        for (int file = 0; file < RHC_SIZE; file++) {
            int home = sq_of(file, home_rank(c));
            if (home == m.from || home == m.to)
                p->castle[c] &= ~(1 << file);
        }
    p->ep = pawn && abs(rank_of(m.to) - rank_of(m.from)) == 2 ? (m.from + m.to) / 2 : -1;
    p->halfmove = pawn || capture ? 0 : p->halfmove + 1;
    if (us == 1)
        p->fullmove++;
    p->side = 1 - us;
}

int rhc_legal_moves(const RhcPos *p, RhcMove *out)
{
    /* Perft convention (RULINGS): dead material ends no branch. */
    RhcMove pseudo[RHC_MAX_MOVES * 2];
    int count = 0, legal = 0;
    for (int sq = 0; sq < RHC_SQUARES; sq++) {
        int piece = p->board[sq];
        if (piece == RHC_EMPTY || colour_of(piece) != p->side)
            continue;
        if (type_of(piece) == RHC_P)
            pawn_moves(p, sq, pseudo, &count);
        else
            piece_moves(p, sq, pseudo, &count);
    }
    castling_moves(p, pseudo, &count);
    for (int i = 0; i < count; i++) {
        RhcPos after = *p;
        rhc_make(&after, pseudo[i]);
        if (!attacked(&after, king_of(&after, p->side), after.side))
            out[legal++] = pseudo[i];
    }
    return legal;
}

void rhc_move_text(RhcMove m, char *out)
{
    out[0] = (char)('a' + file_of(m.from));
    out[1] = (char)('1' + rank_of(m.from));
    out[2] = (char)('a' + file_of(m.to));
    out[3] = (char)('1' + rank_of(m.to));
    out[4] = m.promo ? " pnbrqk"[m.promo] : '\0';
    out[5] = '\0';
}

uint64_t rhc_perft(const RhcPos *p, int depth)
{
    if (depth == 0)
        return 1;
    RhcMove moves[RHC_MAX_MOVES];
    int n = rhc_legal_moves(p, moves);
    if (depth == 1)
        return (uint64_t)n;
    uint64_t total = 0;
    for (int i = 0; i < n; i++) {
        RhcPos child = *p;
        rhc_make(&child, moves[i]);
        total += rhc_perft(&child, depth - 1);
    }
    return total;
}

static int type_of_letter(char c)
{
    const char *at = strchr("pnbrqk", tolower((unsigned char)c));
    return at ? (int)(at - "pnbrqk") + RHC_P : 0;
}

static bool read_board(RhcPos *p, const char *field)
{
    int file = 0, rank = RHC_SIZE - 1;
    for (const char *c = field; *c; c++) {
        if (*c == '/') {
            if (file != RHC_SIZE || rank == 0)
                return false;
            file = 0;
            rank--;
        } else if (*c >= '1' && *c <= '5') {
            file += *c - '0';
        } else if (type_of_letter(*c) && file < RHC_SIZE) {
            p->board[sq_of(file++, rank)] = piece_of(islower((unsigned char)*c) ? 1 : 0, type_of_letter(*c));
        } else {
            return false;
        }
        if (file > RHC_SIZE)
            return false;
    }
    return rank == 0 && file == RHC_SIZE;
}

bool rhc_from_fen(RhcPos *p, const char *fen)
{
    memset(p, 0, sizeof *p);
    char board[64], side[4], castle[16], ep[8];
    int halfmove = 0, fullmove = 1;
    int fields = sscanf(fen, "%63s %3s %15s %7s %d %d", board, side, castle, ep, &halfmove, &fullmove);
    if (fields < 4 || !read_board(p, board) || (strcmp(side, "w") && strcmp(side, "b")))
        return false;
    p->side = side[0] == 'b';
    if (strcmp(castle, "-") != 0)
        for (const char *c = castle; *c; c++) {
            int colour = islower((unsigned char)*c) ? 1 : 0, file = tolower((unsigned char)*c) - 'a';
            if (file < 0 || file >= RHC_SIZE)
                return false;
            p->castle[colour] |= 1 << file;
        }
    p->ep = -1;
    if (strcmp(ep, "-") != 0) {
        if (strlen(ep) != 2 || !inside(ep[0] - 'a', ep[1] - '1'))
            return false;
        p->ep = sq_of(ep[0] - 'a', ep[1] - '1');
    }
    p->halfmove = halfmove;
    p->fullmove = fullmove;
    return king_of(p, 0) >= 0 && king_of(p, 1) >= 0;
}
