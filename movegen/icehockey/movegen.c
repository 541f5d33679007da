/*
 * Ice Hockey Chess move generation. A turn's result is fixed by the piece
 * move (one piece changes square) and where the puck ends, so for each
 * piece move the generator collects the set of puck outcomes (held, loose,
 * taken by the enemy, in a net) with the first action sequence that
 * reaches each, and writes one move per outcome. Every goal leads to the
 * same faceoff, so a position has at most one goal turn per scorer.
 */
#include "moves.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

static const int all_steps[8][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, 1}, {1, -1}, {-1, -1}};

int ih_directions(int type, const int (**steps)[2])
{
    *steps = type == IH_BISHOP ? all_steps + 4 : all_steps;
    return type == IH_ROOK || type == IH_BISHOP ? 4 : 8;
}

int ih_range(const IhPosition *p, int type)
{
    return type == IH_KING ? 1 : type == IH_QUEEN ? p->queen_range : 7;
}

int ih_step(int sq, int df, int dr)
{
    int f = ih_file(sq) + df, r = ih_rank(sq) + dr;
    return f < 0 || f > 7 || r < 0 || r > 7 ? -1 : r * 8 + f;
}

bool ih_is_icing(int side, int from, int loose_square)
{
    bool from_own_half = (ih_rank(from) < 4) == (side == IH_WHITE);
    bool ends_in_their_half = (ih_rank(loose_square) < 4) != (side == IH_WHITE);
    return from_own_half && ends_in_their_half;
}

Move ih_encode(const IhTurn *t)
{
    return (Move)t->from | (Move)t->to << 6 | (Move)t->kind << 12 | (Move)t->checked << 14 | (Move)t->drop << 20 |
           (Move)t->pass[0] << 27 | (Move)t->pass[1] << 34 | (Move)t->shot << 41 | (Move)t->king_to << 48 |
           (Move)1 << 62;
}

void ih_decode(Move m, IhTurn *t)
{
    t->from = (int)(m & 63);
    t->to = (int)(m >> 6 & 63);
    t->kind = ih_turn_kind(m);
    t->checked = (int)(m >> 14 & 63);
    t->drop = (int)(m >> 20 & 127);
    t->pass[0] = (int)(m >> 27 & 127);
    t->pass[1] = (int)(m >> 34 & 127);
    t->shot = ih_turn_shot(m);
    t->king_to = (int)(m >> 48 & 127);
}

IhTurn ih_turn(int kind, int from, int to)
{
    return (IhTurn){.from = from, .to = to, .kind = kind, .checked = 0, .drop = IH_NONE,
                    .pass = {IH_NONE, IH_NONE}, .shot = IH_NONE, .king_to = IH_NONE};
}

int ih_puck_after(const IhPosition *p, const IhTurn *t)
{
    if (t->shot != IH_NONE)
        return t->shot;
    if (t->pass[1] != IH_NONE)
        return t->pass[1];
    if (t->pass[0] != IH_NONE)
        return t->pass[0];
    if (t->drop != IH_NONE)
        return t->drop;
    if (t->kind == IH_CHECK || (t->kind == IH_PLAIN && t->from == p->puck))
        return t->to;
    return p->puck;
}

void ih_make(const IhPosition *p, Move m, IhPosition *next)
{
    IhTurn t;
    ih_decode(m, &t);
    memcpy(next, p, offsetof(IhPosition, acc_net));
    next->acc_net = NULL;
    int us = p->side;
    bool king_held_at_start = p->puck == p->king[us];
    if (t.kind == IH_PLAIN || t.kind == IH_CHECK) {
        int piece = p->board[t.from];
        ih_remove(next, t.from);
        ih_put(next, t.to, piece);
    }
    if (t.king_to != IH_NONE) {
        int k = next->king[us];
        ih_remove(next, k);
        ih_put(next, t.king_to, IH_KING | us * IH_BLACK_BIT);
    }
    int puck = ih_puck_after(p, &t);
    next->king_held[us] = king_held_at_start;
    if (puck >= IH_NET_D0) {
        ih_goal(next, ih_net_scorer(puck));
    } else {
        next->puck = (uint8_t)puck;
        ih_end_turn(next);
    }
    next->key = ih_compute_key(next);
}

/* What one generation run collects. */
typedef struct {
    const IhPosition *p;
    IhPosition work; /* p with the current piece move made */
    Move *out;       /* NULL: only count */
    int n;
    bool goal_done[2]; /* a goal for this side has been written */
    uint64_t outcomes; /* puck squares already reached with this piece move */
    int king_square;   /* our king after the piece move */
    bool king_limited; /* the king may not end the turn holding the puck */
    /* This turn ends period 1 or 2: every turn without a goal leads to the
     * same faceoff, so only the first is written. */
    bool period_ends, quiet_written;
    bool moved;      /* some piece could move */
} Gen;

static void emit(Gen *g, const IhTurn *t)
{
    if (g->n >= IH_MAX_MOVES)
        abort(); /* cannot happen: see the bound's proof at IH_MAX_MOVES */
    if (g->period_ends && t->shot < IH_NET_D0) {
        if (g->quiet_written)
            return;
        g->quiet_written = true;
    }
    if (g->out)
        g->out[g->n] = ih_encode(t);
    g->n++;
}

/* Records the puck ending on code (a square or a net) after turn t, the
 * first time this result is reached. */
static void outcome(Gen *g, const IhTurn *t, int code)
{
    if (code >= IH_NET_D0) {
        int scorer = ih_net_scorer(code);
        if (g->goal_done[scorer])
            return;
        g->goal_done[scorer] = true;
    } else {
        uint64_t bit = 1ULL << code;
        if (g->outcomes & bit)
            return;
        g->outcomes |= bit;
        if (g->king_limited && code == g->king_square)
            return;
    }
    emit(g, t);
}

typedef struct {
    int square, passes;
    int pass[2];
} Holder;

/* Every launch sequence from the holder after the piece move: up to two
 * passes (breadth first, so the fewest passes win), then one launch. */
static void launches(Gen *g, IhTurn base, int holder)
{
    const IhPosition *w = &g->work;
    int us = w->side;
    uint64_t friends = w->occupied[us], enemies = w->occupied[!us], reached = 1ULL << holder;
    Holder queue[1 + 2 * IH_MAX_SKATERS + 2];
    int head = 0, tail = 0;
    queue[tail++] = (Holder){holder, 0, {IH_NONE, IH_NONE}};
    while (head < tail) {
        Holder h = queue[head++];
        IhTurn t = base;
        t.pass[0] = h.pass[0];
        t.pass[1] = h.pass[1];
        const int(*steps)[2];
        int dirs = ih_directions(IH_TYPE(w->board[h.square]), &steps);
        for (int d = 0; d < dirs; d++) {
            int df = steps[d][0], dr = steps[d][1];
            for (int sq = h.square;;) {
                int net = ih_net_beyond(sq, df, dr);
                if (net != IH_NONE) {
                    t.shot = net;
                    outcome(g, &t, net);
                    break;
                }
                sq = ih_step(sq, df, dr);
                if (sq < 0)
                    break;
                uint64_t bit = 1ULL << sq;
                if (enemies & bit) {
                    t.shot = sq;
                    outcome(g, &t, sq);
                    break;
                }
                if (friends & bit) {
                    if (h.passes < 2 && !(reached & bit)) {
                        reached |= bit;
                        Holder next = h;
                        next.square = sq;
                        next.pass[h.passes] = sq;
                        next.passes++;
                        queue[tail++] = next;
                        IhTurn pass = t;
                        pass.shot = IH_NONE;
                        pass.pass[h.passes] = sq;
                        outcome(g, &pass, sq);
                    }
                    continue; /* or let it through */
                }
                if (!ih_is_icing(us, h.square, sq)) {
                    t.shot = sq;
                    outcome(g, &t, sq);
                }
            }
            t.shot = IH_NONE;
        }
    }
}

/* The puck results of one piece move by the side holding the puck. */
static void puck_play(Gen *g, IhTurn base, const int *path, int path_length)
{
    g->outcomes = 0;
    int holder = base.kind == IH_PLAIN && base.from == g->p->puck ? base.to : g->p->puck;
    outcome(g, &base, holder);
    for (int i = 0; i < path_length && base.from == g->p->puck; i++) {
        IhTurn t = base;
        t.drop = path[i];
        outcome(g, &t, path[i]);
    }
    launches(g, base, holder);
}

/* The defending side's turn after its piece move: as it is, or with the
 * king's extra step. */
static void with_king_step(Gen *g, IhTurn base, int mover_type)
{
    emit(g, &base);
    if (mover_type == IH_KING)
        return;
    const IhPosition *w = &g->work;
    int us = w->side, k = w->king[us];
    uint64_t empty = ~(w->occupied[0] | w->occupied[1]);
    for (int d = 0; d < 8; d++) {
        int sq = ih_step(k, all_steps[d][0], all_steps[d][1]);
        if (sq >= 0 && (empty >> sq & 1) && ih_may_stand(IH_KING, us, sq)) {
            IhTurn t = base;
            t.king_to = sq;
            emit(g, &t);
        }
    }
}

static void move_piece(IhPosition *w, int from, int to)
{
    int piece = w->board[from];
    ih_remove(w, from);
    ih_put(w, to, piece);
}

/* One piece move in the work position: the turn's results after it. */
static void after_piece_move(Gen *g, IhTurn base, const int *path, int path_length, bool with_puck)
{
    int type = IH_TYPE(g->p->board[base.from]);
    g->moved = true;
    move_piece(&g->work, base.from, base.to);
    g->king_square = g->work.king[g->p->side];
    if (with_puck)
        puck_play(g, base, path, path_length);
    else
        with_king_step(g, base, type);
    move_piece(&g->work, base.to, base.from);
}

uint64_t ih_check_landings(const IhPosition *p, int from, int checked)
{
    int type = IH_TYPE(p->board[from]), us = IH_COLOUR(p->board[from]);
    uint64_t empty = ~(p->occupied[0] | p->occupied[1]) | 1ULL << from, jumps = 0, fallback = 0;
    for (int side = -1; side <= 1; side += 2) {
        int via = ih_step(checked, side, 0);
        for (int d = 0; via >= 0 && d < 8; d++) {
            int sq = ih_step(via, all_steps[d][0], all_steps[d][1]);
            if (sq >= 0 && (empty >> sq & 1) && ih_may_stand(type, us, sq))
                jumps |= 1ULL << sq;
        }
    }
    for (int d = 0; d < 8 && !jumps; d++) {
        int sq = ih_step(checked, all_steps[d][0], all_steps[d][1]);
        if (sq >= 0 && (empty >> sq & 1) && ih_may_stand(type, us, sq))
            fallback |= 1ULL << sq;
    }
    return jumps ? jumps : fallback;
}

/* The checks of the piece on from against the enemy puck holder. */
static void checks(Gen *g, int from)
{
    const IhPosition *p = g->p;
    int type = IH_TYPE(p->board[from]), them = !p->side, target = p->puck;
    const int(*steps)[2];
    int dirs = ih_directions(type, &steps), range = ih_range(p, type);
    for (int d = 0; d < dirs; d++) {
        int sq = from;
        for (int k = 0; k < range; k++) {
            sq = ih_step(sq, steps[d][0], steps[d][1]);
            if (sq < 0 || p->board[sq] != IH_EMPTY)
                break;
        }
        if (sq != target || (p->occupied[them] >> sq & 1) == 0)
            continue;
        for (uint64_t l = ih_check_landings(p, from, target); l; l &= l - 1) {
            IhTurn t = ih_turn(IH_CHECK, from, __builtin_ctzll(l));
            t.checked = target;
            after_piece_move(g, t, NULL, 0, false);
        }
    }
}

/* Every plain move of the piece on from, each followed by its results. */
static void piece_moves(Gen *g, int from, bool with_puck)
{
    const IhPosition *p = g->p;
    int type = IH_TYPE(p->board[from]), us = p->side;
    const int(*steps)[2];
    int dirs = ih_directions(type, &steps), range = ih_range(p, type);
    for (int d = 0; d < dirs; d++) {
        int path[8], length = 0, sq = from;
        for (int k = 0; k < range; k++) {
            path[length++] = sq;
            sq = ih_step(sq, steps[d][0], steps[d][1]);
            if (sq < 0 || p->board[sq] != IH_EMPTY)
                break;
            if (ih_may_stand(type, us, sq))
                after_piece_move(g, ih_turn(IH_PLAIN, from, sq), path, length, with_puck);
        }
    }
}

static int run(const IhPosition *p, Move *out)
{
    if (ih_game_over(p))
        return 0;
    Gen g = {.p = p, .work = *p, .out = out};
    g.period_ends = p->half == 1 && p->turns_left == 1 && p->period < IH_PERIODS;
    int us = p->side;
    bool with_puck = ih_holds(p, us);
    g.king_limited = with_puck && p->puck == p->king[us] && p->king_held[us];
    bool checkable = ih_holds(p, !us) && p->puck != p->king[!us];
    for (uint64_t b = p->occupied[us]; b; b &= b - 1) {
        int from = __builtin_ctzll(b);
        piece_moves(&g, from, with_puck);
        if (checkable && IH_TYPE(p->board[from]) != IH_KING)
            checks(&g, from);
    }
    if (!g.moved && with_puck) {
        /* No piece can move: the holder may still pass and shoot. */
        g.king_square = p->king[us];
        puck_play(&g, ih_turn(IH_LAUNCH_ONLY, p->puck, p->puck), NULL, 0);
    }
    if (g.n == 0) {
        IhTurn null = ih_turn(IH_NULL, 0, 0);
        emit(&g, &null);
    }
    return g.n;
}

int ih_generate(const IhPosition *p, Move *moves) { return run(p, moves); }
int ih_count_moves(const IhPosition *p) { return run(p, NULL); }
