/*
 * reficehockey: see reficehockey.h. Plain loops over a character grid;
 * every action sequence of a turn is played out and its result written as
 * text; duplicates are removed by a small hash set of texts.
 */
#include "reficehockey.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const int KING_DIRS[8][2] = {{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}};

static bool on_board(int f, int r) { return f >= 0 && f < 8 && r >= 0 && r < 8; }
static bool is_white(char c) { return c >= 'A' && c <= 'Z'; }
static int colour_of(char c) { return is_white(c) ? 0 : 1; }
static char upper(char c) { return is_white(c) ? c : (char)(c - 'a' + 'A'); }

/* The lines a piece moves and launches along: first index, count. */
static void lines_of(char piece, int *first, int *count)
{
    char t = upper(piece);
    if (t == 'R') {
        *first = 0; /* 0, 2, 4, 6 are orthogonal: used with stride 2 */
        *count = 4;
    } else if (t == 'B') {
        *first = 1;
        *count = 4;
    } else {
        *first = 0;
        *count = 8;
    }
}
static int line_index(char piece, int i)
{
    int first, count;
    lines_of(piece, &first, &count);
    return count == 8 ? i : first + 2 * i;
}
static int line_count(char piece)
{
    int first, count;
    lines_of(piece, &first, &count);
    return count;
}

static int reach_of(const RihPos *p, char piece)
{
    char t = upper(piece);
    return t == 'K' ? 1 : t == 'Q' ? p->queen_reach : 7;
}

/* 0 White's crease, 1 Black's, -1 none. */
static int crease_at(int f, int r)
{
    if (f < 2 || f > 5)
        return -1;
    return r <= 1 ? 0 : r >= 6 ? 1 : -1;
}

static bool may_end_on(char piece, int f, int r)
{
    int c = crease_at(f, r);
    return c < 0 || (upper(piece) == 'K' && c == colour_of(piece));
}

/* ---- text ---- */

bool rih_from_text(RihPos *p, const char *text)
{
    char board[80], side[4], puck[4], score[16], kings[4], extra[8] = "";
    int period, turns, half;
    memset(p, 0, sizeof *p);
    int n = sscanf(text, "%79s %3s %3s %15s %d %d %d %3s %7s", board, side, puck, score, &period, &turns, &half,
                   kings, extra);
    if (n < 8)
        return false;
    int r = 7, f = 0;
    memset(p->grid, ' ', sizeof p->grid);
    for (const char *c = board; *c; c++) {
        if (*c == '/') {
            r--;
            f = 0;
        } else if (*c >= '1' && *c <= '8') {
            f += *c - '0';
        } else {
            if (!strchr("KQRBkqrb", *c) || !on_board(f, r))
                return false;
            p->grid[r][f++] = *c;
        }
    }
    p->white_to_move = side[0] == 'w';
    p->puck_file = puck[0] - 'a';
    p->puck_rank = puck[1] - '1';
    if (sscanf(score, "%d-%d", &p->score[0], &p->score[1]) != 2)
        return false;
    p->period = period;
    p->turns_left = turns;
    p->second_half = half == 2;
    p->king_had_puck[0] = strchr(kings, 'K') != NULL;
    p->king_had_puck[1] = strchr(kings, 'k') != NULL;
    p->queen_reach = strcmp(extra, "q3") == 0 ? 3 : 7;
    return true;
}

void rih_to_text(const RihPos *p, char *out)
{
    int len = 0;
    for (int r = 7; r >= 0; r--) {
        int gap = 0;
        for (int f = 0; f < 8; f++) {
            if (p->grid[r][f] == ' ') {
                gap++;
                continue;
            }
            if (gap)
                out[len++] = (char)('0' + gap);
            gap = 0;
            out[len++] = p->grid[r][f];
        }
        if (gap)
            out[len++] = (char)('0' + gap);
        if (r > 0)
            out[len++] = '/';
    }
    const char *kings = p->king_had_puck[0] && p->king_had_puck[1] ? "Kk"
                        : p->king_had_puck[0]                      ? "K"
                        : p->king_had_puck[1]                      ? "k"
                                                                   : "-";
    sprintf(out + len, " %s %c%c %d-%d %d %d %d %s%s", p->white_to_move ? "w" : "b", 'a' + p->puck_file,
            '1' + p->puck_rank, p->score[0], p->score[1], p->period, p->turns_left, p->second_half ? 2 : 1, kings,
            p->queen_reach == 3 ? " q3" : "");
}

/* ---- faceoffs and the clock ---- */

static void place(RihPos *p, int colour, int f, int white_rank, char white_letter)
{
    int r = colour == 0 ? white_rank : 7 - white_rank;
    p->grid[r][f] = colour == 0 ? white_letter : (char)(white_letter - 'A' + 'a');
}

static void faceoff(RihPos *p, int offence)
{
    memset(p->grid, ' ', sizeof p->grid);
    for (int c = 0; c < 2; c++) {
        int wing_rank = c == offence ? 2 : 3; /* rank 3 or 4 in White's terms */
        place(p, c, 4, 0, 'K');
        place(p, c, 1, 1, 'R');
        place(p, c, 6, 1, 'R');
        place(p, c, 2, wing_rank, 'B');
        place(p, c, 5, wing_rank, 'B');
        place(p, c, 3, wing_rank, 'Q');
    }
    p->puck_file = 3;
    p->puck_rank = offence == 0 ? 2 : 5;
    p->white_to_move = offence == 0;
    p->second_half = 0;
    p->king_had_puck[0] = p->king_had_puck[1] = 0;
}

static void new_period(RihPos *p)
{
    p->period++;
    p->turns_left = 20;
    faceoff(p, p->score[1] < p->score[0] ? 1 : 0);
}

/* The clock and the faceoffs after a turn; scorer -1 when no goal. */
static void finish_clock(RihPos *p, int scorer)
{
    if (scorer >= 0) {
        p->score[scorer]++;
        p->turns_left--;
        if (p->turns_left == 0 && p->period < 3)
            new_period(p);
        else
            faceoff(p, 1 - scorer);
        return;
    }
    p->white_to_move = !p->white_to_move;
    if (!p->second_half) {
        p->second_half = 1;
        return;
    }
    p->second_half = 0;
    p->turns_left--;
    if (p->turns_left == 0 && p->period < 3)
        new_period(p);
}

/* ---- the set of results ---- */

#define SLOTS 16384

typedef struct {
    const RihPos *start;
    int mover;
    bool king_had; /* the mover's king holds the puck at the start */
    bool king_must_release;
    char (*out)[RIH_TEXT];
    int count;
    int slot[SLOTS];
} Results;

static unsigned hash_text(const char *s)
{
    unsigned h = 2166136261u;
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 16777619u;
    return h;
}

static void add_result(Results *res, RihPos q, int scorer)
{
    q.king_had_puck[res->mover] = res->king_had;
    finish_clock(&q, scorer);
    char text[RIH_TEXT];
    rih_to_text(&q, text);
    unsigned h = hash_text(text) % SLOTS;
    while (res->slot[h] >= 0) {
        if (strcmp(res->out[res->slot[h]], text) == 0)
            return;
        h = (h + 1) % SLOTS;
    }
    if (res->count >= RIH_MAX_RESULTS)
        abort();
    strcpy(res->out[res->count], text);
    res->slot[h] = res->count++;
}

static char at_puck(const RihPos *q) { return q->grid[q->puck_rank][q->puck_file]; }

/* The puck play has ended with the puck on its square in q. */
static void puck_stops(Results *res, const RihPos *q)
{
    char holder = at_puck(q);
    if (res->king_must_release && holder == (res->mover == 0 ? 'K' : 'k'))
        return;
    add_result(res, *q, -1);
}

static bool icing(int mover, int from_rank, int to_rank)
{
    bool own_half = mover == 0 ? from_rank <= 3 : from_rank >= 4;
    bool their_half = mover == 0 ? to_rank >= 4 : to_rank <= 3;
    return own_half && their_half;
}

/* Launches from the holder at (f, r) with `passes` passes made. */
static void launches(Results *res, const RihPos *q, int passes)
{
    puck_stops(res, q);
    int f0 = q->puck_file, r0 = q->puck_rank;
    char holder = at_puck(q);
    for (int i = 0; i < line_count(holder); i++) {
        int df = KING_DIRS[line_index(holder, i)][0], dr = KING_DIRS[line_index(holder, i)][1];
        for (int f = f0 + df, r = r0 + dr;; f += df, r += dr) {
            if (!on_board(f, r)) {
                if ((r == -1 || r == 8) && (f == 3 || f == 4))
                    add_result(res, *q, r == -1 ? 1 : 0); /* a goal in White's net counts for Black */
                break;
            }
            RihPos n = *q;
            n.puck_file = f;
            n.puck_rank = r;
            char c = q->grid[r][f];
            if (c != ' ' && colour_of(c) != res->mover) {
                puck_stops(res, &n);
                break;
            }
            if (c != ' ') {
                if (passes < 2)
                    launches(res, &n, passes + 1);
                continue;
            }
            if (!icing(res->mover, r0, r))
                puck_stops(res, &n);
        }
    }
}

typedef struct {
    int from_f, from_r, to_f, to_r;
} Step;

/* Plain moves of the piece at (f, r): up to 64 into out. */
static int plain_moves(const RihPos *p, int f, int r, Step *out)
{
    char piece = p->grid[r][f];
    int n = 0;
    for (int i = 0; i < line_count(piece); i++) {
        int d = line_index(piece, i);
        for (int k = 1; k <= reach_of(p, piece); k++) {
            int tf = f + KING_DIRS[d][0] * k, tr = r + KING_DIRS[d][1] * k;
            if (!on_board(tf, tr) || p->grid[tr][tf] != ' ')
                break;
            if (may_end_on(piece, tf, tr))
                out[n++] = (Step){f, r, tf, tr};
        }
    }
    return n;
}

static void move_piece(RihPos *q, Step s)
{
    q->grid[s.to_r][s.to_f] = q->grid[s.from_r][s.from_f];
    q->grid[s.from_r][s.from_f] = ' ';
}

typedef void (*StepFn)(Results *res, const RihPos *p, Step s);

/* Calls fn for every plain move of the mover's pieces; false if none. */
static bool each_plain_move(Results *res, const RihPos *p, StepFn fn)
{
    bool moved = false;
    for (int r = 0; r < 8; r++)
        for (int f = 0; f < 8; f++) {
            char c = p->grid[r][f];
            if (c == ' ' || colour_of(c) != res->mover)
                continue;
            Step steps[64];
            int n = plain_moves(p, f, r, steps);
            for (int i = 0; i < n; i++)
                fn(res, p, steps[i]);
            moved |= n > 0;
        }
    return moved;
}

/* With the puck: after the piece move, a drop or passes and a launch. */
static void move_with_puck(Results *res, const RihPos *p, Step s)
{
    RihPos q = *p;
    move_piece(&q, s);
    if (s.from_f == p->puck_file && s.from_r == p->puck_rank) {
        int df = (s.to_f > s.from_f) - (s.to_f < s.from_f), dr = (s.to_r > s.from_r) - (s.to_r < s.from_r);
        for (int pf = s.from_f, pr = s.from_r; pf != s.to_f || pr != s.to_r; pf += df, pr += dr) {
            RihPos d = q;
            d.puck_file = pf;
            d.puck_rank = pr;
            puck_stops(res, &d);
        }
        q.puck_file = s.to_f;
        q.puck_rank = s.to_r;
    }
    launches(res, &q, 0);
}

static void with_king_step(Results *res, const RihPos *q, bool king_moved)
{
    add_result(res, *q, -1);
    if (king_moved)
        return;
    char king = res->mover == 0 ? 'K' : 'k';
    for (int r = 0; r < 8; r++)
        for (int f = 0; f < 8; f++)
            if (q->grid[r][f] == king)
                for (int d = 0; d < 8; d++) {
                    int tf = f + KING_DIRS[d][0], tr = r + KING_DIRS[d][1];
                    if (on_board(tf, tr) && q->grid[tr][tf] == ' ' && may_end_on(king, tf, tr)) {
                        RihPos k = *q;
                        move_piece(&k, (Step){f, r, tf, tr});
                        add_result(res, k, -1);
                    }
                }
}

/* Checks by the piece at (f, r) of the enemy holder. */
static void checks_by(Results *res, const RihPos *p, int f, int r)
{
    char piece = p->grid[r][f], victim = at_puck(p);
    if (upper(piece) == 'K' || victim == ' ' || colour_of(victim) == res->mover || upper(victim) == 'K')
        return;
    bool reaches = false;
    for (int i = 0; i < line_count(piece); i++) {
        int d = line_index(piece, i);
        for (int k = 1; k <= reach_of(p, piece); k++) {
            int tf = f + KING_DIRS[d][0] * k, tr = r + KING_DIRS[d][1] * k;
            if (!on_board(tf, tr))
                break;
            if (p->grid[tr][tf] != ' ') {
                reaches |= tf == p->puck_file && tr == p->puck_rank;
                break;
            }
        }
    }
    if (!reaches)
        return;
    RihPos lifted = *p;
    lifted.grid[r][f] = ' ';
    bool landing[8][8] = {{false}};
    int found = 0;
    for (int side = -1; side <= 1; side += 2) {
        int sf = p->puck_file + side, sr = p->puck_rank;
        if (!on_board(sf, sr))
            continue;
        for (int d = 0; d < 8; d++) {
            int tf = sf + KING_DIRS[d][0], tr = sr + KING_DIRS[d][1];
            if (on_board(tf, tr) && lifted.grid[tr][tf] == ' ' && may_end_on(piece, tf, tr) && !landing[tr][tf]) {
                landing[tr][tf] = true;
                found++;
            }
        }
    }
    if (!found)
        for (int d = 0; d < 8; d++) {
            int tf = p->puck_file + KING_DIRS[d][0], tr = p->puck_rank + KING_DIRS[d][1];
            if (on_board(tf, tr) && lifted.grid[tr][tf] == ' ' && may_end_on(piece, tf, tr))
                landing[tr][tf] = true;
        }
    for (int tr = 0; tr < 8; tr++)
        for (int tf = 0; tf < 8; tf++)
            if (landing[tr][tf]) {
                RihPos q = lifted;
                q.grid[tr][tf] = piece;
                q.puck_file = tf;
                q.puck_rank = tr;
                with_king_step(res, &q, false);
            }
}

/* Without the puck: after a plain move, the optional king step. */
static void move_without_puck(Results *res, const RihPos *p, Step s)
{
    RihPos q = *p;
    move_piece(&q, s);
    with_king_step(res, &q, upper(p->grid[s.from_r][s.from_f]) == 'K');
}

static int compare_texts(const void *a, const void *b) { return strcmp(a, b); }

int rih_results(const RihPos *p, char (*out)[RIH_TEXT])
{
    if (p->period == 3 && p->turns_left == 0)
        return 0;
    Results *res = malloc(sizeof *res);
    if (!res)
        abort();
    memset(res->slot, -1, sizeof res->slot);
    res->start = p;
    res->mover = p->white_to_move ? 0 : 1;
    res->out = out;
    res->count = 0;
    char holder = at_puck(p);
    bool with_puck = holder != ' ' && colour_of(holder) == res->mover;
    res->king_had = with_puck && upper(holder) == 'K';
    res->king_must_release = res->king_had && p->king_had_puck[res->mover];
    if (with_puck) {
        if (!each_plain_move(res, p, move_with_puck))
            launches(res, p, 0); /* no piece can move: launches only */
    } else {
        each_plain_move(res, p, move_without_puck);
        for (int r = 0; r < 8; r++)
            for (int f = 0; f < 8; f++)
                if (p->grid[r][f] != ' ' && colour_of(p->grid[r][f]) == res->mover)
                    checks_by(res, p, f, r);
    }
    if (res->count == 0)
        add_result(res, *p, -1); /* no legal move: the null turn */
    int count = res->count;
    free(res);
    qsort(out, (size_t)count, RIH_TEXT, compare_texts);
    return count;
}

uint64_t rih_perft(const RihPos *p, int depth)
{
    if (depth == 0)
        return 1;
    char(*texts)[RIH_TEXT] = malloc(sizeof(char[RIH_MAX_RESULTS][RIH_TEXT]));
    if (!texts)
        abort();
    int n = rih_results(p, texts);
    uint64_t total = 0;
    if (depth == 1)
        total = (uint64_t)n;
    for (int i = 0; depth > 1 && i < n; i++) {
        RihPos child;
        rih_from_text(&child, texts[i]);
        total += rih_perft(&child, depth - 1);
    }
    free(texts);
    return total;
}
