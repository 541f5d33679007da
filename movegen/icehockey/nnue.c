/*
 * Ice Hockey Chess's net: its accumulators, which the search carries from
 * move to move, and the switch between the net and the hand-written
 * evaluator (eval.c). The inputs are in nnue.h, the arithmetic in
 * engine/nnue.c.
 */
#include "nnue.h"

#include "eval.h"
#include "nets.h"

/* The entry of a row of state, on the row's first square. */
static int state_input(int row, int entry) { return row * 64 + entry; }

int ih_net_state_inputs(int perspective, const IhPosition *p, int *out)
{
    int offence = p->half == 0 ? p->side : !p->side;
    int lead = p->score[perspective] - p->score[!perspective];
    int ahead = lead > 0 ? perspective : !perspective;
    int goals_ahead = lead > 0 ? lead : -lead;
    int turns_left = p->turns_left > 0 ? p->turns_left : 1;
    out[0] = state_input(offence == perspective ? IH_NET_STATE_OWN : IH_NET_STATE_OTHER, IH_STATE_OFFENCE);
    out[1] = state_input(perspective == IH_WHITE ? IH_NET_STATE_OWN : IH_NET_STATE_OTHER, IH_STATE_WHITE);
    out[2] = lead == 0 ? state_input(IH_NET_STATE_SHARED, IH_STATE_LEVEL)
                       : state_input(ahead == perspective ? IH_NET_STATE_OWN : IH_NET_STATE_OTHER,
                                     IH_STATE_LEAD + (goals_ahead < 3 ? goals_ahead : 3) - 1);
    out[3] = state_input(IH_NET_STATE_SHARED, IH_STATE_PERIOD + p->period - 1);
    out[4] = state_input(IH_NET_STATE_SHARED, IH_STATE_TURNS_LEFT + (turns_left - 1) / 4);
    return IH_NET_STATE_INPUTS;
}

int ih_net_inputs(int perspective, const IhPosition *p, int *out)
{
    int count = 0;
    for (uint64_t b = p->occupied[0] | p->occupied[1]; b; b &= b - 1) {
        int sq = __builtin_ctzll(b);
        out[count++] = ih_net_piece_input(perspective, p->board[sq], sq);
    }
    out[count++] = ih_net_puck_input(perspective, p);
    return count + ih_net_state_inputs(perspective, p, out + count);
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
        int before[1 + IH_NET_STATE_INPUTS], after[1 + IH_NET_STATE_INPUTS];
        before[0] = ih_net_puck_input(side, p);
        after[0] = ih_net_puck_input(side, n);
        ih_net_state_inputs(side, p, before + 1);
        ih_net_state_inputs(side, n, after + 1);
        /* Entry i of either list is the same kind of input, so only the
         * ones that changed are swapped. */
        for (int i = 0; i < 1 + IH_NET_STATE_INPUTS; i++)
            if (before[i] != after[i] && !(net_lose(&changes[side], before[i]) && net_gain(&changes[side], after[i]))) {
                refresh(net, n, n->accumulator);
                return;
            }
        net_apply_changes(net, p->accumulator[side], n->accumulator[side], &changes[side]);
    }
}

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
