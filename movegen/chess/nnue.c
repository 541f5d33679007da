/*
 * The chess family's neural evaluator: its inputs and accumulators (the
 * net's arithmetic is engine/nnue.c).
 */
#include "nnue.h"

#include <string.h>

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

/* A move changes at most two pieces' squares and removes at most one
 * other (castling, a capture, en passant, a promotion). */
#define MAX_CHANGES 4

/* Appends the inputs of colour's pieces of type on squares, from both
 * sides' view, to inputs; false if they do not fit. */
static bool append_inputs(const ChessVariant *v, const int views[2], Bitboard squares, int colour, int type,
                          int inputs[][2], int *count)
{
    for (; squares; squares &= squares - 1) {
        if (*count == MAX_CHANGES)
            return false;
        for (int side = 0; side < 2; side++)
            inputs[*count][side] = chess_net_input(v, side, views[side], colour, type, bb_first(squares));
        ++*count;
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
    int added[MAX_CHANGES][2], removed[MAX_CHANGES][2], add_count = 0, remove_count = 0;
    bool incremental = true;
    for (int type = PAWN; type <= KING && incremental; type++)
        for (int colour = 0; colour < 2 && incremental; colour++) {
            Bitboard before = pieces_of(p, colour, type), after = pieces_of(n, colour, type);
            incremental = append_inputs(p->variant, views, before & ~after, colour, type, removed, &remove_count) &&
                          append_inputs(p->variant, views, after & ~before, colour, type, added, &add_count);
        }
    for (int side = 0; side < 2; side++) {
        if (!incremental || views[side] != before_views[side]) {
            refresh_side(net, n, side, views[side], n->accumulator[side]);
            continue;
        }
        memcpy(n->accumulator[side], p->accumulator[side], (size_t)net->hidden * sizeof n->accumulator[side][0]);
        for (int i = 0; i < add_count; i++)
            net_add_input(net, added[i][side], n->accumulator[side]);
        for (int i = 0; i < remove_count; i++)
            net_sub_input(net, removed[i][side], n->accumulator[side]);
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
