/*
 * Ice Hockey Chess evaluation, from the side to move's view. Goals count
 * most; then who has the puck and whether it can reach the net now (a
 * holder to move with an open line to the net nearly is a goal), how far
 * the puck is up the ice, the shooting lines into each net left open by
 * the defence, and pieces forward.
 */
#include "eval.h"

#include <stdlib.h>

#define POSSESSION 60
#define PUCK_RANK 12          /* per rank the puck is up the ice */
#define SHOT_ON_TO_MOVE 500   /* the side to move can score this turn (less than a goal now) */
#define SHOT_ON_WAITING 250   /* the side not to move threatens to score */
#define OPEN_LINE 25          /* per open shooting line into the opponent's net */
#define SHOOTER 40            /* per piece on such a line that can shoot along it */
#define FORWARD_PIECE 6       /* per piece in the opponent's half */

/* Ranks the side has come up the ice at sq (0 on its own goal line). */
static int up_ice(int side, int sq) { return side == IH_WHITE ? ih_rank(sq) : 7 - ih_rank(sq); }

/* The net squares a side attacks. */
static bool attacks_net(int side, int net)
{
    return side == IH_WHITE ? net == IH_NET_D9 || net == IH_NET_E9 : net == IH_NET_D0 || net == IH_NET_E0;
}

/* Whether the holder's side can put the puck in the net with launches
 * alone (up to two passes, then the shot), ignoring piece moves. */
static bool shot_on(const IhPosition *p, int side)
{
    uint64_t friends = p->occupied[side], reached = 1ULL << p->puck, frontier = reached;
    for (int passes = 0; passes <= 2 && frontier; passes++) {
        uint64_t next = 0;
        for (uint64_t b = frontier; b; b &= b - 1) {
            int from = __builtin_ctzll(b);
            const int(*steps)[2];
            int dirs = ih_directions(IH_TYPE(p->board[from]), &steps);
            for (int d = 0; d < dirs; d++)
                for (int sq = from;;) {
                    if (attacks_net(side, ih_net_beyond(sq, steps[d][0], steps[d][1])))
                        return true;
                    sq = ih_step(sq, steps[d][0], steps[d][1]);
                    if (sq < 0 || (p->board[sq] != IH_EMPTY && !(friends >> sq & 1)))
                        break;
                    if (friends >> sq & 1 && !(reached >> sq & 1)) {
                        reached |= 1ULL << sq;
                        next |= 1ULL << sq;
                    }
                }
        }
        frontier = next;
    }
    return false;
}

/* The six lines into the net of `defender`, each from its goal-line
 * square outward (file, file step): the d- and e-files, and the diagonals
 * through c1 and e1 into d0, through d1 and f1 into e0 (ranks flipped for
 * Black). */
static const int net_lines[6][2] = {{3, 0}, {4, 0}, {2, -1}, {4, 1}, {3, -1}, {5, 1}};

/* The lines into the defender's net with no defending piece on them, and
 * how many attacking pieces stand on such a line able to shoot along it. */
static void open_lines(const IhPosition *p, int defender, int *open, int *shooters)
{
    int dr = defender == IH_WHITE ? 1 : -1;
    *open = *shooters = 0;
    for (int i = 0; i < 6; i++) {
        bool blocked = false;
        int on_line = 0, diagonal = net_lines[i][1] != 0;
        for (int sq = (defender == IH_WHITE ? 0 : 56) + net_lines[i][0]; sq >= 0 && !blocked;
             sq = ih_step(sq, net_lines[i][1], dr)) {
            blocked = (p->occupied[defender] >> sq & 1) != 0;
            int type = IH_TYPE(p->board[sq]);
            on_line += (p->occupied[!defender] >> sq & 1) &&
                       (type == IH_QUEEN || type == IH_KING || type == (diagonal ? IH_BISHOP : IH_ROOK));
        }
        *open += !blocked;
        *shooters += blocked ? 0 : on_line;
    }
}

static int side_score(const IhPosition *p, int side, bool to_move)
{
    int s = p->score[side] * IH_GOAL_VALUE;
    /* The side not to move gets another turn in this period only if this
     * ply is not the period's last; a faceoff wipes out threats. */
    bool gets_a_turn = to_move || p->turns_left * 2 - p->half >= 2;
    if (ih_holds(p, side)) {
        s += POSSESSION + PUCK_RANK * up_ice(side, p->puck);
        if (gets_a_turn && shot_on(p, side)) {
            /* A shot that is on outweighs the lines; with the move it must
             * stay below a goal now, or the search would put the goal off. */
            s += to_move ? SHOT_ON_TO_MOVE : SHOT_ON_WAITING;
        } else {
            /* Open lines and shooters matter to the side with the puck; the
             * other side's cover counts by keeping this term down. */
            int open, shooters;
            open_lines(p, !side, &open, &shooters);
            s += OPEN_LINE * open + SHOOTER * shooters;
        }
    }
    for (uint64_t b = p->occupied[side]; b; b &= b - 1)
        s += FORWARD_PIECE * (up_ice(side, __builtin_ctzll(b)) >= 4);
    return s;
}

int ih_evaluate_by_hand(const IhPosition *p)
{
    int us = p->side;
    int s = side_score(p, us, true) - side_score(p, !us, false);
    if (!ih_holds(p, 0) && !ih_holds(p, 1)) /* a loose puck: the nearer it is to their net, the better */
        s += PUCK_RANK * (up_ice(us, p->puck) - 4);
    return s;
}

/* A goal for the mover ends the turn's last launch in the net (nothing else
 * puts the puck there: ih_puck_after). */
int ih_move_order_hint(const IhPosition *p, Move m)
{
    int shot = ih_turn_shot(m);
    if (shot >= IH_NET_D0 && ih_net_scorer(shot) == p->side)
        return 1000;
    return ih_turn_kind(m) == IH_CHECK ? 100 : 0;
}
