#include "random.h"

static int choose(void *state, const CardView *view, const ChEffort *effort, uint64_t *random)
{
    (void)state, (void)effort;
    return view->hand[ch_random_below(random, view->hand_count)];
}

const ChPlayerType ch_random_player = {.name = "random", .choose = choose};
