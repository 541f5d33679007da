/*
 * Joust Chess move generation: every distinct result of a turn, once.
 *
 * A turn is explored depth first, one action at a time (slide first, jumps
 * before any capture, captures chained, each pip used once). Each end
 * square and set of captured squares (a "placement") is recorded with the
 * canonical action sequence reaching it: the fewest squares visited, then
 * the smallest in text order. Rotation is a property of the placement: it
 * is allowed when some sequence reaching it captured nothing or used every
 * pip, and that sequence's canonical form is kept separately. Legality
 * (own king not capturable afterwards) depends only on the placement, not
 * on the final orientation, so it is tested once per placement, and only
 * when the turn changes a square the attack test on the king looked at.
 *
 * A jump over a friend and back leaves the board as it was: every such
 * "null turn", of any piece, is one move.
 */
#include "position.h"

#include <stddef.h>
#include <string.h>

/* Placements of one piece: at most its action sequences. A queen has at
 * most 14 slides, then per unused pip one jump and one capture, which
 * bounds its sequences by 14 * 79 + 8 * 79 (no slide) < 2048. */
enum { MAX_PLACEMENTS = 2048 };

typedef struct {
    int8_t steps;     /* -1: no such sequence */
    int8_t squares[JOUST_MAX_STEPS];
    uint8_t captures; /* which steps captured */
} Path;

typedef struct {
    int to;
    uint64_t captured;
    Path plain;   /* best sequence with at least one action */
    Path rotating; /* best sequence after which rotation is allowed */
} Placement;

typedef struct {
    const JoustPosition *pos;
    JoustPiece board[64]; /* the mover lifted, captured pieces removed */
    int from, colour, type;
    uint8_t pips;
    Path path; /* the sequence being explored */
    uint64_t captured;
    Placement placements[MAX_PLACEMENTS];
    int count;
    Path null_turn; /* best null turn over all pieces */
    int null_from;
    bool captures_only;   /* for the quiescence search: captures, unrotated */
    bool in_check;        /* the mover's king is attacked now */
    uint64_t check_reads; /* the squares that decided it */
} Generator;

static inline int square_order(int sq) { return (sq & 7) * 8 + (sq >> 3); } /* text order: file, then rank */

/* True if path a (from a_from) is the canonical choice over path b (from b_from). */
static bool better(const Path *a, int a_from, const Path *b, int b_from)
{
    if (b->steps < 0)
        return true;
    if (a->steps != b->steps)
        return a->steps < b->steps;
    if (a_from != b_from)
        return square_order(a_from) < square_order(b_from);
    for (int i = 0; i < a->steps; i++)
        if (a->squares[i] != b->squares[i])
            return square_order(a->squares[i]) < square_order(b->squares[i]);
    return false;
}

static Placement *find_placement(Generator *g, int to, uint64_t captured)
{
    for (int i = 0; i < g->count; i++)
        if (g->placements[i].to == to && g->placements[i].captured == captured)
            return &g->placements[i];
    Placement *p = &g->placements[g->count++];
    p->to = to;
    p->captured = captured;
    p->plain.steps = p->rotating.steps = -1;
    return p;
}

/* Records the sequence in g->path, which ends on square to having used the pips in used. */
static void record(Generator *g, int to, unsigned used, bool king_taken)
{
    bool may_rotate = !king_taken && (g->captured == 0 || used == g->pips) && !g->captures_only;
    if (g->captures_only && !g->captured)
        return;
    if (to == g->from && !g->captured) {
        if (better(&g->path, g->from, &g->null_turn, g->null_from)) {
            g->null_turn = g->path;
            g->null_from = g->from;
        }
        return;
    }
    Placement *p = find_placement(g, to, g->captured);
    if (better(&g->path, g->from, &p->plain, g->from))
        p->plain = g->path;
    if (may_rotate && better(&g->path, g->from, &p->rotating, g->from))
        p->rotating = g->path;
}

static bool is_friend(const Generator *g, int sq) { return g->board[sq] && joust_colour(g->board[sq]) == g->colour; }
static bool is_enemy(const Generator *g, int sq) { return g->board[sq] && joust_colour(g->board[sq]) != g->colour; }

static void explore(Generator *g, int sq, unsigned used);

/* One action to square to with pip d; captured_piece is what it took (0 if none). */
static void act(Generator *g, int to, unsigned used, JoustPiece captured_piece)
{
    int i = g->path.steps++;
    g->path.squares[i] = (int8_t)to;
    if (captured_piece) {
        g->path.captures |= (uint8_t)(1u << i);
        g->captured |= 1ULL << to;
        g->board[to] = 0;
    }
    bool king_taken = captured_piece && joust_type(captured_piece) == JOUST_KING;
    record(g, to, used, king_taken);
    if (!king_taken) /* taking the king ends the turn (and the game) */
        explore(g, to, used);
    if (captured_piece) {
        g->board[to] = captured_piece;
        g->captured &= ~(1ULL << to);
        g->path.captures &= (uint8_t) ~(1u << i);
    }
    g->path.steps--;
}

static void explore(Generator *g, int sq, unsigned used)
{
    unsigned free = g->pips & ~used;
    for (int d = 0; d < JOUST_DIRECTIONS; d++) {
        if (!(free >> d & 1))
            continue;
        unsigned now = used | 1u << d;
        if (g->path.steps == 0) { /* a slide, only as the first action */
            for (int t = joust_step[sq][d]; t >= 0 && !g->board[t]; t = joust_step[t][d]) {
                act(g, t, now, 0);
                if (g->type == JOUST_KING)
                    break;
            }
        }
        if (!g->captured) { /* a jump the opposite way over a friend */
            int over = joust_step[sq][(d + 4) & 7];
            int land = over >= 0 ? joust_step[over][(d + 4) & 7] : -1;
            if (land >= 0 && is_friend(g, over) && !g->board[land])
                act(g, land, now, 0);
        }
        int t = joust_step[sq][d];
        if (t >= 0 && is_enemy(g, t))
            act(g, t, now, g->board[t]);
    }
}

static Move path_move(int from, const Path *path, int orient, bool rotated)
{
    int squares[JOUST_MAX_STEPS];
    for (int i = 0; i < path->steps; i++)
        squares[i] = path->squares[i];
    return joust_pack_move(from, path->steps, squares, path->captures, orient, rotated);
}

/* Own king safe after the mover goes from g->from to p->to taking p->captured? */
static bool placement_legal(const Generator *g, const Placement *p)
{
    const JoustPosition *pos = g->pos;
    if (p->captured & (pos->king[!g->colour] >= 0 ? 1ULL << pos->king[!g->colour] : 0))
        return true; /* the game ends with the capture */
    JoustPosition after = *pos;
    after.board[g->from] = 0;
    after.occupied[g->colour] &= ~(1ULL << g->from);
    for (uint64_t c = p->captured; c; c &= c - 1)
        after.board[__builtin_ctzll(c)] = 0;
    after.occupied[!g->colour] &= ~p->captured;
    after.board[p->to] = pos->board[g->from];
    after.occupied[g->colour] |= 1ULL << p->to;
    uint64_t changed = 1ULL << g->from | 1ULL << p->to | p->captured;
    if (g->type != JOUST_KING && !(changed & g->check_reads))
        return !g->in_check;
    int king = g->type == JOUST_KING ? p->to : pos->king[g->colour];
    return !joust_attacked(&after, king, !g->colour);
}

/* Writes the legal moves of the piece on from, at most room of them (a
 * bound real positions stay far below; it only keeps memory safe). */
static int piece_moves(Generator *g, int from, Move *out, int room)
{
    JoustPiece piece = g->pos->board[from];
    g->from = from;
    g->colour = joust_colour(piece);
    g->type = joust_type(piece);
    g->pips = joust_pips(piece);
    g->count = 0;
    g->captured = 0;
    g->path.steps = 0;
    g->path.captures = 0;
    g->board[from] = 0;
    explore(g, from, 0);
    g->board[from] = piece;

    int orient = joust_orient(piece), n = 0;
    if (!g->captures_only) { /* rotation in place is always allowed */
        Placement *here = find_placement(g, from, 0);
        here->rotating = (Path){.steps = 0};
    }
    for (int i = 0; i < g->count; i++) {
        const Placement *p = &g->placements[i];
        if (!placement_legal(g, p))
            continue;
        if (p->plain.steps > 0 && n < room)
            out[n++] = path_move(from, &p->plain, orient, false);
        if (p->rotating.steps >= 0)
            for (int o = 0; o < JOUST_ORIENT_COUNT[g->type] && n < room; o++)
                if (o != orient)
                    out[n++] = path_move(from, &p->rotating, o, true);
    }
    return n;
}

static int generate(const JoustPosition *p, Move *moves, bool captures_only)
{
    joust_init();
    if (p->king[p->side] < 0) /* the king was taken: the game is over */
        return 0;
    static _Thread_local Generator g;
    g.pos = p;
    g.captures_only = captures_only;
    memcpy(g.board, p->board, sizeof g.board);
    g.null_turn.steps = -1;
    g.in_check = joust_attacked_reading(p, p->king[p->side], !p->side, &g.check_reads);
    int n = 0;
    for (uint64_t own = p->occupied[p->side]; own; own &= own - 1)
        n += piece_moves(&g, __builtin_ctzll(own), moves + n, JOUST_MAX_MOVES - 1 - n);
    if (g.null_turn.steps > 0 && !g.in_check)
        moves[n++] = path_move(g.null_from, &g.null_turn, joust_orient(p->board[g.null_from]), false);
    return n;
}

int joust_generate(const JoustPosition *p, Move *moves) { return generate(p, moves, false); }
int joust_generate_captures(const JoustPosition *p, Move *moves) { return generate(p, moves, true); }

void joust_make(const JoustPosition *p, Move m, JoustPosition *next)
{
    /* Not the net's accumulators: the search brings them up to date
     * (joust_update_evaluation), perft never needs them. */
    memcpy(next, p, offsetof(JoustPosition, acc_net));
    next->acc_net = NULL;
    int from = jm_from(m), to = jm_to(m), colour = p->side;
    JoustPiece piece = p->board[from];
    int captures = jm_captures(m);
    for (int i = 0; i < jm_steps(m); i++) {
        if (!(captures >> i & 1))
            continue;
        int sq = jm_square(m, i);
        next->key ^= joust_zobrist_piece[next->board[sq]][sq];
        if (joust_type(next->board[sq]) == JOUST_KING)
            next->king[!colour] = JOUST_NO_SQUARE;
        next->board[sq] = 0;
        next->occupied[!colour] &= ~(1ULL << sq);
    }
    JoustPiece moved = joust_piece(colour, joust_type(piece), jm_orient(m));
    next->key ^= joust_zobrist_piece[piece][from] ^ joust_zobrist_piece[moved][to] ^ joust_zobrist_side;
    next->board[from] = 0;
    next->board[to] = moved;
    next->occupied[colour] = (next->occupied[colour] & ~(1ULL << from)) | 1ULL << to;
    if (joust_type(piece) == JOUST_KING)
        next->king[colour] = (int8_t)to;
    next->quiet_plies = captures ? 0 : (uint16_t)(p->quiet_plies + 1);
    next->fullmove = (uint16_t)(p->fullmove + (colour == JOUST_BLACK));
    next->side = (uint8_t)!colour;
}
