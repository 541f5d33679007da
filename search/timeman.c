#include "timeman.h"

/* A share of the remaining time per move, with room to finish an
 * iteration; never more than half of what is left. */
Deadlines time_plan(const SearchLimits *limits, double start, double move_overhead)
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
    int moves = limits->moves_to_go > 0 ? limits->moves_to_go : 30;
    double left = limits->time_left - move_overhead;
    if (left < 0.005)
        left = 0.005;
    double share = left / moves + limits->increment * 0.8;
    double cap = left * 0.5;
    if (share > cap)
        share = cap;
    d.soft = start + share * 0.6;
    d.hard = start + (share * 3 < cap ? share * 3 : cap);
    return d;
}
