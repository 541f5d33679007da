/* refjoust: see refjoust.h. Clarity over speed. */
#include "refjoust.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Directions counter-clockwise from east. */
static const int DF[8] = {1, 1, 0, -1, -1, -1, 0, 1};
static const int DR[8] = {0, 1, 1, 1, 0, -1, -1, -1};
enum { EAST, NORTHEAST, NORTH, NORTHWEST, WEST, SOUTHWEST, SOUTH, SOUTHEAST };

static int opposite(int d) { return (d + 4) % 8; }
static bool on_board(int f, int r) { return f >= 0 && f < 8 && r >= 0 && r < 8; }
static unsigned char bit(int d) { return (unsigned char)(1u << ((d + 8) % 8)); }

/* Turns a pip set by k eighths of a circle. */
static unsigned char turn(unsigned char pips, int k)
{
    unsigned char out = 0;
    for (int d = 0; d < 8; d++)
        if (pips & bit(d))
            out |= bit(d + k);
    return out;
}

/* The keypad digit of a direction: 8 north, 6 east, ... */
static char keypad(int d)
{
    static const char k[8] = {'6', '9', '8', '7', '4', '1', '2', '3'};
    return k[d];
}

static int from_keypad(char c)
{
    for (int d = 0; d < 8; d++)
        if (keypad(d) == c)
            return d;
    return -1;
}

/* The pip set a letter and orientation character stand for; 0 if bad. */
static unsigned char pips_of(char type, char c)
{
    if (type == 'Q' || type == 'K')
        return c == '+' ? bit(EAST) | bit(NORTH) | bit(WEST) | bit(SOUTH)
             : c == 'x' ? bit(NORTHEAST) | bit(NORTHWEST) | bit(SOUTHWEST) | bit(SOUTHEAST)
                        : 0;
    int d = from_keypad(c);
    if (d < 0)
        return 0;
    if (type == 'P')
        return bit(d) | bit(d + 4);
    if (type == 'W')
        return bit(d - 1) | bit(d + 1);
    return bit(d) | bit(d - 2) | bit(d + 2); /* hook */
}

/* The orientation character the engine prints for a piece. */
static char orientation_char(char type, unsigned char pips)
{
    if (type == 'Q' || type == 'K')
        return (pips & bit(EAST)) ? '+' : 'x';
    for (int d = 0; d < 8; d++) {
        if (type == 'P' && (pips & bit(d)) && (d == NORTH || d == NORTHEAST || d == EAST || d == SOUTHEAST))
            return keypad(d);
        if (type == 'W' && (pips & bit(d - 1)) && (pips & bit(d + 1)))
            return keypad(d);
        if (type == 'H' && (pips & bit(d)) && (pips & bit(d - 2)) && (pips & bit(d + 2)))
            return keypad(d);
    }
    return '?';
}

bool rj_from_text(RjPos *p, const char *text)
{
    memset(p, 0, sizeof *p);
    const char *s = text;
    for (int r = 7; r >= 0; r--) {
        int f = 0;
        for (; *s && *s != '/' && *s != ' '; s++) {
            if (isdigit((unsigned char)*s)) {
                f += *s - '0';
                continue;
            }
            char type = (char)toupper((unsigned char)*s);
            if (!strchr("PWHQK", type) || f >= 8)
                return false;
            unsigned char pips = pips_of(type, s[1]);
            if (!pips)
                return false;
            p->at[f][r] = (RjCell){type, (char)(islower((unsigned char)*s) ? 1 : 0), pips};
            f++;
            s++;
        }
        if (f != 8 || (r > 0 && *s++ != '/'))
            return false;
    }
    char side = 0;
    p->quiet = 0;
    p->fullmove = 1;
    if (sscanf(s, " %c %d %d", &side, &p->quiet, &p->fullmove) < 1 || (side != 'w' && side != 'b'))
        return false;
    p->side = side == 'b';
    return true;
}

void rj_to_text(const RjPos *p, char *out)
{
    int n = 0;
    for (int r = 7; r >= 0; r--) {
        int gap = 0;
        for (int f = 0; f < 8; f++) {
            const RjCell *c = &p->at[f][r];
            if (!c->type) {
                gap++;
                continue;
            }
            if (gap)
                out[n++] = (char)('0' + gap);
            gap = 0;
            out[n++] = c->colour ? (char)tolower((unsigned char)c->type) : c->type;
            out[n++] = orientation_char(c->type, c->pips);
        }
        if (gap)
            out[n++] = (char)('0' + gap);
        if (r)
            out[n++] = '/';
    }
    sprintf(out + n, " %c %d %d", p->side ? 'b' : 'w', p->quiet, p->fullmove);
}

/* One piece's turn being enumerated. */
typedef struct {
    RjPos board;     /* the mover lifted, captured pieces removed */
    RjCell mover;
    int start_f, start_r;
    char text[RJ_TEXT];
    int squares;     /* squares in text after the start */
    /* What to do with each end of a sequence: */
    RjMove *out;     /* collect results (NULL when probing) */
    int *count;
    bool probing;    /* only look for a capture of a king */
    bool king_hit;
    RjWriting *writings; /* every sequence's text, when not NULL */
    int *writing_count, max_writings;
} Turn;

static uint64_t fnv(const void *data, size_t size)
{
    uint64_t h = 1469598103934665603ULL;
    for (size_t i = 0; i < size; i++)
        h = (h ^ ((const unsigned char *)data)[i]) * 1099511628211ULL;
    return h;
}

enum { INDEX_SIZE = 3 * RJ_MAX_MOVES };
static int index_slot[INDEX_SIZE];
static unsigned index_stamp[INDEX_SIZE], current_stamp;

/* Notes that the sequence written m.text led to result slot. */
static void note_writing(Turn *t, const char *text, int slot)
{
    if (!t->writings || *t->writing_count >= t->max_writings)
        return;
    RjWriting *w = &t->writings[(*t->writing_count)++];
    strcpy(w->text, text);
    w->result = slot;
}

static void add_result(Turn *t, int f, int r, unsigned char pips, bool captured_any, const char *suffix)
{
    RjMove m;
    m.after = t->board;
    m.after.at[f][r] = t->mover;
    m.after.at[f][r].pips = pips;
    m.after.side = !t->board.side;
    m.after.quiet = captured_any ? 0 : t->board.quiet + 1;
    m.after.fullmove = t->board.fullmove + (t->board.side == 1);
    snprintf(m.text, sizeof m.text, "%s%s", t->text, suffix);
    m.hash = fnv(&m.after, sizeof m.after);
    /* Open-addressing index over the results found so far this position. */
    for (unsigned i = (unsigned)m.hash % INDEX_SIZE;; i = (i + 1) % INDEX_SIZE) {
        if (index_stamp[i] != current_stamp) {
            index_stamp[i] = current_stamp;
            index_slot[i] = *t->count;
            note_writing(t, m.text, *t->count);
            t->out[(*t->count)++] = m;
            return;
        }
        RjMove *old = &t->out[index_slot[i]];
        if (old->hash != m.hash || memcmp(&old->after, &m.after, sizeof m.after) != 0)
            continue;
        note_writing(t, m.text, index_slot[i]);
        size_t a = strcspn(m.text, "="), b = strcspn(old->text, "=");
        if (a < b || (a == b && strcmp(m.text, old->text) < 0))
            strcpy(old->text, m.text);
        return;
    }
}

static void sequence(Turn *t, int f, int r, unsigned char used, int actions, bool captured_any, bool king_taken);

static void step_to(Turn *t, int f, int r, unsigned char used, int actions, bool captured_any, bool king_taken)
{
    size_t len = strlen(t->text);
    t->text[len] = (char)('a' + f);
    t->text[len + 1] = (char)('1' + r);
    t->text[len + 2] = 0;
    sequence(t, f, r, used, actions, captured_any, king_taken);
    t->text[len] = 0;
}

static void sequence(Turn *t, int f, int r, unsigned char used, int actions, bool captured_any, bool king_taken)
{
    unsigned char pips = t->mover.pips;
    if (!t->probing) {
        if (actions > 0)
            add_result(t, f, r, pips, captured_any, "");
        if (!king_taken && (!captured_any || used == pips))
            for (int k = 1; k < 8; k++) {
                unsigned char turned = turn(pips, k);
                char suffix[3] = {'=', orientation_char(t->mover.type, turned), 0};
                if (turned != pips)
                    add_result(t, f, r, turned, captured_any, suffix);
            }
    }
    if (king_taken)
        return;
    for (int d = 0; d < 8; d++) {
        if (!(pips & bit(d)) || (used & bit(d)))
            continue;
        unsigned char now = used | bit(d);
        /* Move: first action only, through empty squares; a king one step. */
        for (int n = 1; actions == 0 && n <= (t->mover.type == 'K' ? 1 : 7); n++) {
            int mf = f + n * DF[d], mr = r + n * DR[d];
            if (!on_board(mf, mr) || t->board.at[mf][mr].type)
                break;
            step_to(t, mf, mr, now, 1, false, false);
        }
        /* Jump: the other way, over a friend, onto an empty square. */
        int back = opposite(d);
        int of = f + DF[back], orr = r + DR[back], lf = f + 2 * DF[back], lr = r + 2 * DR[back];
        if (!captured_any && on_board(lf, lr) && t->board.at[of][orr].type &&
            t->board.at[of][orr].colour == t->mover.colour && !t->board.at[lf][lr].type)
            step_to(t, lf, lr, now, actions + 1, false, false);
        /* Capture: the adjacent enemy along the pip. */
        int cf = f + DF[d], cr = r + DR[d];
        if (on_board(cf, cr) && t->board.at[cf][cr].type && t->board.at[cf][cr].colour != t->mover.colour) {
            RjCell victim = t->board.at[cf][cr];
            if (victim.type == 'K')
                t->king_hit = true;
            t->board.at[cf][cr] = (RjCell){0, 0, 0};
            step_to(t, cf, cr, now, actions + 1, true, victim.type == 'K');
            t->board.at[cf][cr] = victim;
        }
    }
}

static void start_turn(Turn *t, const RjPos *p, int f, int r)
{
    t->board = *p;
    t->mover = p->at[f][r];
    t->board.at[f][r] = (RjCell){0, 0, 0};
    t->start_f = f;
    t->start_r = r;
    snprintf(t->text, sizeof t->text, "%c%c", 'a' + f, '1' + r);
    t->king_hit = false;
    sequence(t, f, r, 0, 0, false, false);
}

/* Could the pieces of colour 'by' capture a king in one turn? */
static bool king_capturable(const RjPos *p, int by)
{
    int dummy = 0;
    Turn t = {.probing = true, .count = &dummy};
    for (int f = 0; f < 8; f++)
        for (int r = 0; r < 8; r++)
            if (p->at[f][r].type && p->at[f][r].colour == by) {
                start_turn(&t, p, f, r);
                if (t.king_hit)
                    return true;
            }
    return false;
}

static int kings(const RjPos *p, int colour, int *pieces)
{
    int k = 0;
    *pieces = 0;
    for (int f = 0; f < 8; f++)
        for (int r = 0; r < 8; r++)
            if (p->at[f][r].type && p->at[f][r].colour == colour) {
                (*pieces)++;
                k += p->at[f][r].type == 'K';
            }
    return k;
}

bool rj_in_check(const RjPos *p) { return king_capturable(p, !p->side); }

/* Every result of every piece's turns into all (legal or not); the count.
 * With writings, also every action sequence's text and its result's index. */
static int all_results(const RjPos *p, RjMove *all, RjWriting *writings, int *writing_count, int max_writings)
{
    int count = 0;
    current_stamp++;
    Turn t = {.out = all, .count = &count, .writings = writings, .writing_count = writing_count,
              .max_writings = max_writings};
    for (int f = 0; f < 8; f++)
        for (int r = 0; r < 8; r++)
            if (p->at[f][r].type && p->at[f][r].colour == p->side)
                start_turn(&t, p, f, r);
    return count;
}

/* legal[i]: result i of all leaves the mover's king safe, or took the enemy king. */
static void judge(const RjPos *p, const RjMove *all, int count, bool *legal)
{
    int pieces, their_king = kings(p, !p->side, &pieces);
    /* Verdicts by board with the mover's side's pips blanked. */
    static struct {
        RjPos blank;
        uint64_t hash;
        bool safe;
    } seen[RJ_MAX_MOVES];
    int verdicts = 0;
    for (int i = 0; i < count; i++) {
        if (their_king && !kings(&all[i].after, !p->side, &pieces)) {
            legal[i] = true;
            continue;
        }
        RjPos blank = all[i].after;
        for (int f = 0; f < 8; f++)
            for (int r = 0; r < 8; r++)
                if (blank.at[f][r].colour == p->side)
                    blank.at[f][r].pips = 0;
        uint64_t hash = fnv(&blank, sizeof blank);
        int v = 0;
        while (v < verdicts && (seen[v].hash != hash || memcmp(&seen[v].blank, &blank, sizeof blank) != 0))
            v++;
        if (v == verdicts) {
            seen[v].blank = blank;
            seen[v].hash = hash;
            seen[v].safe = !king_capturable(&all[i].after, !p->side);
            verdicts++;
        }
        legal[i] = seen[v].safe;
    }
}

/* The game is over: the mover's king is gone. K vs K is a draw, but ends
 * no perft branch (RULINGS): the kings still have moves. */
static bool game_over(const RjPos *p)
{
    int own_pieces;
    return !kings(p, p->side, &own_pieces);
}

int rj_legal_moves(const RjPos *p, RjMove *out)
{
    if (game_over(p))
        return 0;
    static RjMove all[RJ_MAX_MOVES];
    static bool legal[RJ_MAX_MOVES];
    int count = all_results(p, all, NULL, NULL, 0), n = 0;
    judge(p, all, count, legal);
    for (int i = 0; i < count; i++)
        if (legal[i])
            out[n++] = all[i];
    return n;
}

int rj_writings(const RjPos *p, RjWriting *out, int max)
{
    if (game_over(p))
        return 0;
    static RjMove all[RJ_MAX_MOVES];
    static bool legal[RJ_MAX_MOVES];
    int written = 0, n = 0;
    int count = all_results(p, all, out, &written, max);
    judge(p, all, count, legal);
    for (int i = 0; i < written; i++)
        if (legal[out[i].result]) {
            out[n] = out[i];
            strcpy(out[n++].canonical, all[out[i].result].text);
        }
    return n;
}

uint64_t rj_perft(const RjPos *p, int depth)
{
    if (depth == 0)
        return 1;
    RjMove *moves = malloc(sizeof(RjMove) * RJ_MAX_MOVES);
    int n = rj_legal_moves(p, moves);
    uint64_t total = 0;
    if (depth == 1)
        total = (uint64_t)n;
    else
        for (int i = 0; i < n; i++)
            total += rj_perft(&moves[i].after, depth - 1);
    free(moves);
    return total;
}
