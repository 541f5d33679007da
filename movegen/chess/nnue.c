/*
 * The chess family's neural evaluator: its inputs and accumulators (the
 * net's arithmetic is engine/nnue.c).
 */
#include "nnue.h"

#include "game.h"
#include "nets.h"

static NetSlot *const slots[] = {&chess_net_chess, &chess_net_hammer, &chess_net_halfcourt};
enum { SLOT_COUNT = sizeof slots / sizeof slots[0] };

void chess_nets_init(void)
{
    for (int i = 0; i < SLOT_COUNT; i++)
        net_slot_init(slots[i]);
}

void chess_nets_enable(bool on)
{
    for (int i = 0; i < SLOT_COUNT; i++)
        net_slot_enable(slots[i], on);
}

/* Each side's king view of p under net (chess_net_king_view). */
static void king_views(const Net *net, const ChessPosition *p, int views[2])
{
    for (int side = 0; side < 2; side++) {
        Bitboard king = pieces_of(p, side, KING);
        views[side] = chess_net_king_view(p->variant, side, king ? bb_first(king) : -1, net->king_buckets);
    }
}

/* side's accumulator of p from scratch, seen with the king view view. */
static void refresh_side(const Net *net, const ChessPosition *p, int side, int view, int16_t *acc)
{
    int inputs[64], count = 0;
    for (Bitboard b = occupied(p); b; b &= b - 1) {
        int sq = bb_first(b);
        uint8_t piece = p->board[sq];
        inputs[count++] = chess_net_input(p->variant, side, view, piece_colour(piece), piece_type(piece), sq);
    }
    net_accumulate(net, inputs, count, acc);
}

static void refresh(const Net *net, const ChessPosition *p, NetAccumulator acc[2])
{
    int views[2];
    king_views(net, p, views);
    for (int side = 0; side < 2; side++)
        refresh_side(net, p, side, views[side], acc[side]);
}

/* The squares whose contents differ between p and n: a piece that moved,
 * left or arrived changes its colour's or its type's squares. */
static Bitboard changed_squares(const ChessPosition *p, const ChessPosition *n)
{
    Bitboard changed = (p->by_colour[WHITE] ^ n->by_colour[WHITE]) | (p->by_colour[BLACK] ^ n->by_colour[BLACK]);
    for (int type = PAWN; type <= KING; type++)
        changed |= p->by_type[type] ^ n->by_type[type];
    return changed;
}

/* side's inputs gained and lost from p to n, seen with its view; false if
 * more change than NetChanges holds. */
static bool side_changes(const ChessPosition *p, const ChessPosition *n, Bitboard changed, int side, int view,
                         NetChanges *c)
{
    const ChessVariant *v = p->variant;
    c->add_count = c->remove_count = 0;
    for (; changed; changed &= changed - 1) {
        int sq = bb_first(changed);
        uint8_t before = p->board[sq], after = n->board[sq];
        if (before &&
            !net_lose(c, chess_net_input(v, side, view, piece_colour(before), piece_type(before), sq)))
            return false;
        if (after && !net_gain(c, chess_net_input(v, side, view, piece_colour(after), piece_type(after), sq)))
            return false;
    }
    return true;
}

/* A side whose king view changed (its king crossed into another bucket or
 * half of the board) is refreshed; the other is updated by the pieces that
 * moved, seen with its unchanged view. */
void chess_net_update(const Net *net, const ChessPosition *p, ChessPosition *n)
{
    n->acc_net = net;
    if (p->acc_net != net) {
        refresh(net, n, n->accumulator);
        return;
    }
    int views[2], before_views[2];
    king_views(net, n, views);
    king_views(net, p, before_views);
    Bitboard changed = changed_squares(p, n);
    for (int side = 0; side < 2; side++) {
        NetChanges changes;
        if (views[side] == before_views[side] && side_changes(p, n, changed, side, views[side], &changes))
            net_apply_changes(net, p->accumulator[side], n->accumulator[side], &changes);
        else
            refresh_side(net, n, side, views[side], n->accumulator[side]);
    }
}

void chess_update_evaluation(const void *pos, void *next)
{
    const ChessPosition *p = pos;
    const Net *net = chess_net_in_use(p->variant);
    if (net)
        chess_net_update(net, p, next);
}

int chess_net_evaluate(const Net *net, const ChessPosition *p)
{
    NetAccumulator fresh[2];
    const NetAccumulator *acc = p->accumulator;
    if (p->acc_net != net) {
        refresh(net, p, fresh);
        acc = fresh;
    }
    int us = p->side;
    return net_output(net, acc[us], acc[us ^ 1], net_bucket(bb_count(occupied(p)), net->buckets));
}
