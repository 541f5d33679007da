/*
 * Ice Hockey Chess's net: its accumulators, which the search carries from
 * move to move, and the switch between the net and the hand-written
 * evaluator (eval.c). The inputs are in nnue.h, the arithmetic in
 * engine/nnue.c.
 */
#include "nnue.h"

#include "eval.h"
#include "nets.h"

int ih_net_inputs(int perspective, const IhPosition *p, int *out)
{
    int count = 0;
    for (uint64_t b = p->occupied[0] | p->occupied[1]; b; b &= b - 1) {
        int sq = __builtin_ctzll(b);
        out[count++] = ih_net_piece_input(perspective, p->board[sq], sq);
    }
    out[count++] = ih_net_puck_input(perspective, p);
    return count;
}

/* Both sides' accumulators from scratch. */
static void refresh(const Net *net, const IhPosition *p, NetAccumulator acc[2])
{
    for (int side = 0; side < 2; side++) {
        int inputs[IH_NET_POSITION_INPUTS];
        net_accumulate(net, inputs, ih_net_inputs(side, p, inputs), acc[side]);
    }
}

void ih_net_update(const Net *net, const IhPosition *p, IhPosition *n)
{
    n->acc_net = net;
    if (p->acc_net != net) {
        refresh(net, n, n->accumulator);
        return;
    }
    /* A turn moves a piece or two (a check's jump, the goalie's step) and
     * the puck; a goal brings a faceoff, which moves them all (more than
     * NetChanges holds: accumulated afresh). */
    NetChanges changes[2];
    changes[0].add_count = changes[0].remove_count = changes[1].add_count = changes[1].remove_count = 0;
    for (uint64_t b = p->occupied[0] | p->occupied[1] | n->occupied[0] | n->occupied[1]; b; b &= b - 1) {
        int sq = __builtin_ctzll(b);
        if (p->board[sq] == n->board[sq])
            continue;
        for (int side = 0; side < 2; side++)
            if ((p->board[sq] && !net_lose(&changes[side], ih_net_piece_input(side, p->board[sq], sq))) ||
                (n->board[sq] && !net_gain(&changes[side], ih_net_piece_input(side, n->board[sq], sq)))) {
                refresh(net, n, n->accumulator);
                return;
            }
    }
    for (int side = 0; side < 2; side++) {
        int before = ih_net_puck_input(side, p), after = ih_net_puck_input(side, n);
        if (before != after && !(net_lose(&changes[side], before) && net_gain(&changes[side], after))) {
            refresh(net, n, n->accumulator);
            return;
        }
        net_apply_changes(net, p->accumulator[side], n->accumulator[side], &changes[side]);
    }
}

/* A mover that can score is worth about a goal less the faceoff the other
 * side then gets (~850 cp), and the net learns about that; wherever it
 * rated waiting to score above scoring, the search put off a goal it could
 * score now. The net's part of the score stays within half a goal, so a
 * goal now (less at most half a goal for the faceoff given away) never
 * ranks below a position without it (700 let the fifth net wait). */
#define IH_NET_SCORE_CAP 500

int ih_net_evaluate(const Net *net, const IhPosition *p)
{
    NetAccumulator fresh[2];
    const NetAccumulator *acc = p->accumulator;
    if (p->acc_net != net) {
        refresh(net, p, fresh);
        acc = fresh;
    }
    int goals = p->side == IH_WHITE ? ih_goal_score(p) : -ih_goal_score(p);
    int net_score = net_output(net, acc[p->side], acc[!p->side], ih_net_bucket(p, net->buckets));
    if (net_score > IH_NET_SCORE_CAP)
        net_score = IH_NET_SCORE_CAP;
    else if (net_score < -IH_NET_SCORE_CAP)
        net_score = -IH_NET_SCORE_CAP;
    return goals + net_score;
}

int ih_evaluate(const void *pos)
{
    const Net *net = icehockey_net.in_use;
    return net ? ih_net_evaluate(net, pos) : ih_evaluate_by_hand(pos);
}

void ih_update_evaluation(const void *pos, void *next)
{
    if (icehockey_net.in_use)
        ih_net_update(icehockey_net.in_use, pos, next);
}

void ih_net_enable(bool on) { net_slot_enable(&icehockey_net, on); }

bool ih_net_load(const char *path, char *error) { return net_slot_load(&icehockey_net, path, error, GAME_ERROR_MAX); }
