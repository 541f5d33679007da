#include "timeman.h"

/* Moves the clock is shared over when the GUI does not say and the game's
 * length is open: fewer than a game has left, because the moves now decide
 * more than those of a won or lost ending, and the increments refill the
 * clock (40 left faceoff with two thirds of its clock at move 20 of games
 * it lost on the board). */
#define DEFAULT_MOVES_TO_GO 20

/* A fixed movetime is used whole, less the overhead. On a clock, the time
 * for the moves to go (the clock plus the increments still to come, less
 * the overhead each move costs the GUI) is shared out evenly, each share
 * scaled by the game's weight of the move now: start no new iteration past
 * 60% of a share (scaled by time_soft_scale), stop at three shares, and
 * never spend more than half of what is on the clock. Where the rules fix
 * the game's length and the GUI gives no moves to go, the moves to go are
 * the moves it has left: its later moves decide as much as its first.
 * When the clock runs low the share shrinks to what the increment brings,
 * so the clock recovers. */
Deadlines time_plan(const SearchLimits *limits, double start, double move_overhead, int game_moves_left,
                    int weight_percent)
{
    Deadlines d = {0, 0};
    if (limits->infinite)
        return d;
    if (limits->move_time > 0) {
        double t = limits->move_time - move_overhead;
        d.soft = d.hard = start + (t > 0.001 ? t : 0.001);
        return d;
    }
    if (limits->time_left <= 0)
        return d;
    int moves = limits->moves_to_go > 0 && limits->moves_to_go < DEFAULT_MOVES_TO_GO ? limits->moves_to_go
                                                                                      : DEFAULT_MOVES_TO_GO;
    if (game_moves_left > 0 && (game_moves_left < moves || limits->moves_to_go <= 0))
        moves = game_moves_left;
    double pool = limits->time_left + limits->increment * (moves - 1) - move_overhead * (moves + 2);
    double share = pool / moves * weight_percent / 100;
    double cap = (limits->time_left - move_overhead) * 0.5;
    if (cap < 0.001)
        cap = 0.001;
    if (share > cap)
        share = cap;
    if (share < 0.001)
        share = 0.001;
    d.soft = start + share * 0.6;
    d.hard = start + (share * 3 < cap ? share * 3 : cap);
    return d;
}

double time_soft_scale(int stable_iterations, int score_drop)
{
    double scale = stable_iterations >= 6 ? 0.65 : 1.4 - 0.125 * stable_iterations;
    if (score_drop > 15)
        scale *= 1.0 + (score_drop < 100 ? score_drop : 100) / 200.0;
    return scale;
}
