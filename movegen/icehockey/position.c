/*
 * Ice Hockey Chess position: creases and nets, faceoffs, the turn and
 * period counters, the position key and the position text.
 */
#include "position.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

bool ih_may_stand(int type, int colour, int sq)
{
    int f = ih_file(sq), r = ih_rank(sq);
    int crease_owner = f < 2 || f > 5 ? -1 : r <= 1 ? IH_WHITE : r >= 6 ? IH_BLACK : -1;
    if (crease_owner < 0)
        return true;
    return type == IH_KING && crease_owner == colour;
}

int ih_net_beyond(int sq, int df, int dr)
{
    int f = ih_file(sq) + df, r = ih_rank(sq) + dr;
    if (f != 3 && f != 4)
        return IH_NONE;
    if (r == -1)
        return f == 3 ? IH_NET_D0 : IH_NET_E0;
    if (r == 8)
        return f == 3 ? IH_NET_D9 : IH_NET_E9;
    return IH_NONE;
}

int ih_net_scorer(int net) { return net == IH_NET_D0 || net == IH_NET_E0 ? IH_BLACK : IH_WHITE; }

void ih_put(IhPosition *p, int sq, int piece)
{
    p->board[sq] = (uint8_t)piece;
    p->occupied[IH_COLOUR(piece)] |= 1ULL << sq;
    if (IH_TYPE(piece) == IH_KING)
        p->king[IH_COLOUR(piece)] = (uint8_t)sq;
}

void ih_remove(IhPosition *p, int sq)
{
    p->occupied[IH_COLOUR(p->board[sq])] &= ~(1ULL << sq);
    p->board[sq] = IH_EMPTY;
}

/* One deployment, given as White's squares (file, rank from 0); Black's
 * is the same flipped across the middle rank. */
typedef struct {
    int type, file, rank;
} Placement;

static const Placement offence_deployment[] = {{IH_KING, 4, 0},   {IH_ROOK, 1, 1},   {IH_ROOK, 6, 1},
                                               {IH_BISHOP, 2, 2}, {IH_BISHOP, 5, 2}, {IH_QUEEN, 3, 2}};
static const Placement defence_deployment[] = {{IH_KING, 4, 0},   {IH_ROOK, 1, 1},   {IH_ROOK, 6, 1},
                                               {IH_BISHOP, 2, 3}, {IH_BISHOP, 5, 3}, {IH_QUEEN, 3, 3}};
#define DEPLOYMENT_SIZE (int)(sizeof offence_deployment / sizeof offence_deployment[0])

static void deploy(IhPosition *p, int colour, const Placement *placements)
{
    for (int i = 0; i < DEPLOYMENT_SIZE; i++) {
        int rank = colour == IH_WHITE ? placements[i].rank : 7 - placements[i].rank;
        int sq = rank * 8 + placements[i].file;
        ih_put(p, sq, placements[i].type | colour * IH_BLACK_BIT);
        if (placements[i].type == IH_QUEEN && placements == offence_deployment)
            p->puck = (uint8_t)sq;
    }
}

void ih_faceoff(IhPosition *p, int offence)
{
    memset(p->board, 0, sizeof p->board);
    p->occupied[0] = p->occupied[1] = 0;
    deploy(p, offence, offence_deployment);
    deploy(p, !offence, defence_deployment);
    p->side = (uint8_t)offence;
    p->half = 0;
    p->king_held[0] = p->king_held[1] = 0;
    p->faceoff_turns_left = p->turns_left;
}

int ih_period_offence(const IhPosition *p)
{
    return p->score[IH_BLACK] < p->score[IH_WHITE] ? IH_BLACK : IH_WHITE;
}

void ih_start(IhPosition *p, int queen_range)
{
    memset(p, 0, sizeof *p);
    p->period = 1;
    p->turns_left = IH_PERIOD_TURNS;
    p->queen_range = (uint8_t)queen_range;
    ih_faceoff(p, IH_WHITE);
    p->key = ih_compute_key(p);
}

/* A period's turns are used up: the next period's faceoff, or the end. */
static void end_period(IhPosition *p, int offence_if_over)
{
    if (p->period == IH_PERIODS) {
        if (offence_if_over >= 0)
            ih_faceoff(p, offence_if_over);
        return;
    }
    p->period++;
    p->turns_left = IH_PERIOD_TURNS;
    ih_faceoff(p, ih_period_offence(p));
}

void ih_end_turn(IhPosition *p)
{
    p->side ^= 1;
    if (p->half == 0) {
        p->half = 1;
        return;
    }
    p->half = 0;
    if (--p->turns_left == 0)
        end_period(p, -1);
}

void ih_goal(IhPosition *p, int scorer)
{
    p->score[scorer]++;
    if (--p->turns_left == 0)
        end_period(p, !scorer);
    else
        ih_faceoff(p, !scorer);
}

static uint64_t mix(uint64_t z)
{
    z += 0x9E3779B97F4A7C15ULL;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

uint64_t ih_compute_key(const IhPosition *p)
{
    uint64_t key = 0;
    for (int c = 0; c < 2; c++)
        for (uint64_t b = p->occupied[c]; b; b &= b - 1) {
            int sq = __builtin_ctzll(b);
            key ^= mix((uint64_t)p->board[sq] << 8 | (uint64_t)sq);
        }
    uint64_t counters = (uint64_t)p->puck | (uint64_t)p->side << 7 | (uint64_t)p->half << 8 |
                        (uint64_t)p->turns_left << 9 | (uint64_t)p->period << 14 | (uint64_t)p->score[0] << 16 |
                        (uint64_t)p->score[1] << 24 | (uint64_t)p->king_held[0] << 32 |
                        (uint64_t)p->king_held[1] << 33 | (uint64_t)p->queen_range << 34;
    return key ^ mix(counters ^ 0x5A5A5A5A00000000ULL);
}

void ih_square_name(int code, char *out)
{
    static const char *const nets[] = {"d0", "e0", "d9", "e9"};
    if (code >= IH_NET_D0) {
        memcpy(out, nets[code - IH_NET_D0], 3);
        return;
    }
    out[0] = (char)('a' + ih_file(code));
    out[1] = (char)('1' + ih_rank(code));
    out[2] = '\0';
}

int ih_parse_square(const char *s)
{
    if (s[0] < 'a' || s[0] > 'h' || s[1] < '0' || s[1] > '9')
        return -1;
    int f = s[0] - 'a', r = s[1] - '1';
    if (r >= 0 && r < 8)
        return r * 8 + f;
    if (f == 3 || f == 4)
        return r < 0 ? (f == 3 ? IH_NET_D0 : IH_NET_E0) : (f == 3 ? IH_NET_D9 : IH_NET_E9);
    return -1;
}

static const char piece_letters[] = " KQRB   " " kqrb";

static int piece_from_letter(char c)
{
    const char *at = strchr("KQRBkqrb", c);
    if (!at || c == '\0')
        return -1;
    int i = (int)(at - "KQRBkqrb");
    return (i % 4 + 1) | (i / 4) * IH_BLACK_BIT;
}

static bool fail(char *error, const char *fmt, const char *detail)
{
    snprintf(error, GAME_ERROR_MAX, fmt, detail);
    return false;
}

static bool read_board(IhPosition *p, const char *field, char *error)
{
    int rank = 7, file = 0, count[2][5] = {{0}}; /* per colour and piece type */
    static const int most[5] = {0, 1, 1, 2, 2};        /* a side's team: K, Q, 2 R, 2 B */
    for (const char *c = field; *c; c++) {
        if (*c == '/') {
            if (file != 8 || rank == 0)
                return fail(error, "board: rank %s does not have 8 squares", (char[]){(char)('1' + rank), 0});
            rank--;
            file = 0;
        } else if (*c >= '1' && *c <= '8') {
            file += *c - '0';
            if (file > 8)
                return fail(error, "board: rank %s has more than 8 squares", (char[]){(char)('1' + rank), 0});
        } else {
            int piece = piece_from_letter(*c);
            if (piece < 0)
                return fail(error, "board: unknown piece letter '%s' (KQRB, kqrb)", (char[]){*c, 0});
            if (file > 7)
                return fail(error, "board: rank %s has more than 8 squares", (char[]){(char)('1' + rank), 0});
            int sq = rank * 8 + file, colour = IH_COLOUR(piece);
            char name[3];
            ih_square_name(sq, name);
            if (!ih_may_stand(IH_TYPE(piece), colour, sq))
                return fail(error, "board: no such piece may stand on %s (crease)", name);
            count[colour][IH_TYPE(piece)]++;
            ih_put(p, sq, piece);
            file++;
        }
    }
    if (rank != 0 || file != 8)
        return fail(error, "board: %s", "needs 8 ranks of 8 squares");
    if (count[0][IH_KING] != 1 || count[1][IH_KING] != 1)
        return fail(error, "board: %s", "each side needs exactly one king");
    for (int c = 0; c < 2; c++)
        for (int type = IH_QUEEN; type <= IH_BISHOP; type++)
            if (count[c][type] > most[type])
                return fail(error, "board: %s", "a side has at most one queen, two rooks and two bishops");
    return true;
}

/* Reads a whole number 0..max from the field; false if it is not one. */
static bool read_number(const char *field, int max, int *value)
{
    char *end;
    if (!isdigit((unsigned char)field[0]))
        return false;
    long v = strtol(field, &end, 10);
    if (*end != '\0' || v > max)
        return false;
    *value = (int)v;
    return true;
}

static bool read_score(IhPosition *p, char *field, char *error)
{
    char *dash = strchr(field, '-');
    int w, b;
    if (!dash)
        return fail(error, "score '%s' is not W-B (e.g. 2-1)", field);
    *dash = '\0';
    if (!read_number(field, IH_MAX_SCORE, &w) || !read_number(dash + 1, IH_MAX_SCORE, &b))
        return fail(error, "score must be two numbers 0..99 as W-B, got '%s'", field);
    p->score[0] = (uint8_t)w;
    p->score[1] = (uint8_t)b;
    return true;
}

static bool read_counters(IhPosition *p, char **fields, char *error)
{
    int period, turns, half;
    if (!read_number(fields[0], IH_PERIODS, &period) || period < 1)
        return fail(error, "period must be 1, 2 or 3, got '%s'", fields[0]);
    if (!read_number(fields[1], IH_PERIOD_TURNS, &turns))
        return fail(error, "turns left must be 0..20, got '%s'", fields[1]);
    if (!read_number(fields[2], 2, &half) || half < 1)
        return fail(error, "half of the turn must be 1 or 2, got '%s'", fields[2]);
    if (turns == 0 && (period != IH_PERIODS || half != 1))
        return fail(error, "%s", "0 turns left only marks the end of the game (period 3, half 1)");
    p->period = (uint8_t)period;
    p->turns_left = (uint8_t)turns;
    p->faceoff_turns_left = (uint8_t)turns;
    p->half = (uint8_t)(half - 1);
    const char *k = fields[3];
    if (strcmp(k, "-") != 0 && strcmp(k, "K") != 0 && strcmp(k, "k") != 0 && strcmp(k, "Kk") != 0)
        return fail(error, "king counters must be -, K, k or Kk, got '%s'", k);
    p->king_held[IH_WHITE] = strchr(k, 'K') != NULL;
    p->king_held[IH_BLACK] = strchr(k, 'k') != NULL;
    return true;
}

#define FIELDS_MAX 10

bool ih_from_text(IhPosition *p, const char *text, char *error)
{
    char buf[GAME_TEXT_MAX];
    char *fields[FIELDS_MAX];
    int n = 0;
    if (strlen(text) >= sizeof buf)
        return fail(error, "%s", "position text too long");
    strcpy(buf, text);
    for (char *t = strtok(buf, " \t\r\n"); t; t = strtok(NULL, " \t\r\n")) {
        if (n == FIELDS_MAX)
            return fail(error, "%s", "too many fields");
        fields[n++] = t;
    }
    if (n < 8 || n > 9)
        return fail(error, "%s",
                    "need 8 fields: board side puck score period turns-left half king-counters [q3]");
    memset(p, 0, sizeof *p);
    p->queen_range = 7;
    if (!read_board(p, fields[0], error))
        return false;
    if (strcmp(fields[1], "w") != 0 && strcmp(fields[1], "b") != 0)
        return fail(error, "side to move must be w or b, got '%s'", fields[1]);
    p->side = fields[1][0] == 'b';
    int puck = ih_parse_square(fields[2]);
    if (puck < 0 || puck >= 64 || fields[2][2] != '\0')
        return fail(error, "puck must be on a square a1..h8, got '%s'", fields[2]);
    p->puck = (uint8_t)puck;
    if (!read_score(p, fields[3], error) || !read_counters(p, fields + 4, error))
        return false;
    if (n == 9) {
        if (strcmp(fields[8], "q3") != 0)
            return fail(error, "unknown option field '%s' (only q3)", fields[8]);
        p->queen_range = 3;
    }
    p->key = ih_compute_key(p);
    return true;
}

void ih_square_text(const IhPosition *p, int file, int rank, char *out)
{
    int sq = rank * 8 + file;
    char *o = out;
    if (p->board[sq] != IH_EMPTY)
        *o++ = piece_letters[p->board[sq]];
    if (p->puck == sq)
        *o++ = '*';
    *o = '\0';
}

void ih_describe(const IhPosition *p, char *out, size_t size)
{
    char puck[3];
    ih_square_name(p->puck, puck);
    int holder = p->puck < 64 ? p->board[p->puck] : IH_EMPTY;
    snprintf(out, size, "Score: %d-%d\nPeriod: %d\nTurns left: %d\nHalf: %d\nPuck: %s %s\n", p->score[0],
             p->score[1], p->period, p->turns_left, p->half + 1, puck,
             holder == IH_EMPTY ? "loose" : IH_COLOUR(holder) == IH_WHITE ? "white" : "black");
}

void ih_to_text(const IhPosition *p, char *out)
{
    char *o = out;
    for (int rank = 7; rank >= 0; rank--) {
        int empty = 0;
        for (int file = 0; file < 8; file++) {
            int piece = p->board[rank * 8 + file];
            if (piece == IH_EMPTY) {
                empty++;
                continue;
            }
            if (empty)
                *o++ = (char)('0' + empty);
            empty = 0;
            *o++ = piece_letters[piece];
        }
        if (empty)
            *o++ = (char)('0' + empty);
        if (rank)
            *o++ = '/';
    }
    char puck[3];
    ih_square_name(p->puck, puck);
    const char *kings = p->king_held[0] ? (p->king_held[1] ? "Kk" : "K") : (p->king_held[1] ? "k" : "-");
    sprintf(o, " %c %s %d-%d %d %d %d %s%s", p->side ? 'b' : 'w', puck, p->score[0], p->score[1], p->period,
            p->turns_left, p->half + 1, kings, p->queen_range == 3 ? " q3" : "");
}
