/* The seed's "Basic Strategy" (seed-heuristic). */
#include "heuristic.h"

#include "knowledge.h"

/* The held rank the opponent is least likely to match (fewest unseen
 * copies, then the lowest), skipping Jacks unless keep_jacks is false or
 * only Jacks are left; with prefer_pairs, a rank held twice or more first. */
static int safest_rank(const int *held, const int *unseen, bool keep_jacks, bool prefer_pairs)
{
    int best = -1;
    for (int pass = 0; pass < 3 && best < 0; pass++) {
        for (int r = 0; r < CH_RANKS; r++) {
            if (!held[r] || (pass < 2 && keep_jacks && r == CH_JACK) || (pass == 0 && (!prefer_pairs || held[r] < 2)))
                continue;
            if (best < 0 || unseen[r] < unseen[best])
                best = r;
        }
    }
    return best;
}

int ch_heuristic_rank(const ChRules *rules, ChIce ice, int seat, const int *held, const int *unseen)
{
    bool jacks = rules->jacks_special;
    bool can_match = ice.top >= 0 && held[ice.top] > 0;
    bool top_is_jack = jacks && ice.top == CH_JACK;
    if (ice.breakaway == seat && can_match && !top_is_jack)
        return ice.top; /* goal */
    if (ice.breakaway == 1 - seat) {
        if (can_match)
            return ice.top;
        if (jacks && held[CH_JACK])
            return CH_JACK;
        return safest_rank(held, unseen, false, false);
    }
    if (can_match)
        return ice.top; /* breakaway */
    return safest_rank(held, unseen, jacks, true);
}

static int choose(void *state, const CardView *view, const ChEffort *effort, uint64_t *random)
{
    (void)state, (void)effort, (void)random;
    int held[CH_RANKS], unseen[CH_RANKS];
    ch_rank_counts(view, held, unseen);
    return ch_card_of_rank(view, ch_heuristic_rank(&view->table.rules, view->table.ice, view->seat, held, unseen));
}

const ChPlayerType ch_heuristic_player = {.name = "seed-heuristic", .choose = choose};
