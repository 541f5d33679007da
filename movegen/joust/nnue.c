/*
 * Joust Chess's net: its accumulators, which the search carries from move
 * to move, and the switch between the net and the hand-written evaluator
 * (eval.c). The inputs are in nnue.h, the arithmetic in engine/nnue.c.
 */
#include "nnue.h"

#include "nets.h"

/* Both sides' accumulators from scratch. */
static void refresh(const Net *net, const JoustPosition *p, NetAccumulator acc[2])
{
    for (int side = 0; side < 2; side++) {
        int inputs[64], count = 0;
        for (uint64_t b = joust_occupied(p); b; b &= b - 1) {
            int sq = __builtin_ctzll(b);
            inputs[count++] = joust_net_input(side, p->board[sq], sq);
        }
        net_accumulate(net, inputs, count, acc[side]);
    }
}

void joust_net_update(const Net *net, const JoustPosition *p, JoustPosition *n)
{
    n->acc_net = net;
    if (p->acc_net != net) {
        refresh(net, n, n->accumulator);
        return;
    }
    /* A turn empties its start square and those it captures on, and fills
     * the one it ends on (perhaps the start square, turned): the squares
     * whose contents differ. */
    NetChanges changes[2];
    changes[0].add_count = changes[0].remove_count = changes[1].add_count = changes[1].remove_count = 0;
    for (uint64_t b = joust_occupied(p) | joust_occupied(n); b; b &= b - 1) {
        int sq = __builtin_ctzll(b);
        if (p->board[sq] == n->board[sq])
            continue;
        for (int side = 0; side < 2; side++)
            if ((p->board[sq] && !net_lose(&changes[side], joust_net_input(side, p->board[sq], sq))) ||
                (n->board[sq] && !net_gain(&changes[side], joust_net_input(side, n->board[sq], sq)))) {
                refresh(net, n, n->accumulator);
                return;
            }
    }
    for (int side = 0; side < 2; side++)
        net_apply_changes(net, p->accumulator[side], n->accumulator[side], &changes[side]);
}

int joust_net_evaluate(const Net *net, const JoustPosition *p)
{
    NetAccumulator fresh[2];
    const NetAccumulator *acc = p->accumulator;
    if (p->acc_net != net) {
        refresh(net, p, fresh);
        acc = fresh;
    }
    int bucket = net_bucket(__builtin_popcountll(joust_occupied(p)), net->buckets);
    return net_output(net, acc[p->side], acc[!p->side], bucket);
}

int joust_evaluate(const void *pos)
{
    const Net *net = joust_net.in_use;
    return net ? joust_net_evaluate(net, pos) : joust_evaluate_by_hand(pos);
}

void joust_update_evaluation(const void *pos, void *next)
{
    if (joust_net.in_use)
        joust_net_update(joust_net.in_use, pos, next);
}

void joust_net_enable(bool on) { net_slot_enable(&joust_net, on); }

bool joust_net_load(const char *path, char *error) { return net_slot_load(&joust_net, path, error, GAME_ERROR_MAX); }
