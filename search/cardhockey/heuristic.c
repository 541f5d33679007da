/* The seed's "Basic Strategy" (seed-heuristic). */
#include "heuristic.h"

#include "knowledge.h"

/* What a rank is to the seat: a Jack (where Jacks are special), a safety
 * (the opponent cannot match it: every other copy is seen, or it passed
 * over the rank this deal, "This is now a safety"), or live. */
typedef enum { LIVE, SAFETY, JACK } RankUse;

static RankUse rank_use(const ChRules *rules, int rank, const int *unseen, const bool *declined)
{
    if (rules->jacks_special && rank == CH_JACK)
        return JACK;
    return unseen[rank] == 0 || (declined && declined[rank]) ? SAFETY : LIVE;
}

/* How likely the opponent is to match a card of rank: a sure safety, one
 * it showed it lacks, then by the unseen copies. */
static int danger(int rank, const int *unseen, const bool *declined)
{
    return unseen[rank] == 0 ? 0 : declined && declined[rank] ? 1 : 2 + unseen[rank];
}

/* The held rank of the given use that is least likely to be matched (the
 * lowest of equals), only ranks held twice or more with pairs_only; -1 if
 * there is none. */
static int least_dangerous(const ChRules *rules, const int *held, const int *unseen, const bool *declined,
                           RankUse use, bool pairs_only)
{
    int best = -1;
    for (int r = 0; r < CH_RANKS; r++) {
        if (!held[r] || rank_use(rules, r, unseen, declined) != use || (pairs_only && held[r] < 2))
            continue;
        if (best < 0 || danger(r, unseen, declined) < danger(best, unseen, declined))
            best = r;
    }
    return best;
}

/* A card to lead when nothing is to be matched: one of a pair early (if
 * the opponent matches it, the other re-matches), else the live card least
 * likely to be matched; safeties are kept for the opponent's breakaways
 * and Jacks for the last card of the deal. */
static int free_lead(const ChRules *rules, const int *held, const int *unseen, const bool *declined)
{
    int rank = least_dangerous(rules, held, unseen, declined, LIVE, true);
    if (rank < 0)
        rank = least_dangerous(rules, held, unseen, declined, LIVE, false);
    if (rank < 0)
        rank = least_dangerous(rules, held, unseen, declined, SAFETY, false);
    if (rank < 0)
        rank = CH_JACK;
    return rank;
}

/* Against a breakaway: the card least likely to be matched, Jacks aside. */
static int defence(const int *held, const int *unseen, const bool *declined)
{
    int best = -1;
    for (int r = 0; r < CH_RANKS; r++)
        if (held[r] && (best < 0 || danger(r, unseen, declined) < danger(best, unseen, declined)))
            best = r;
    return best;
}

int ch_heuristic_rank(const ChRules *rules, ChIce ice, int seat, const int *held, const int *unseen,
                      const bool *declined)
{
    bool jacks = rules->jacks_special;
    bool can_match = ice.top >= 0 && held[ice.top] > 0;
    bool top_is_jack = jacks && ice.top == CH_JACK;
    if (ice.breakaway == seat && can_match && !top_is_jack)
        return ice.top; /* goal */
    if (ice.breakaway == 1 - seat) {
        if (can_match)
            return ice.top; /* re-match: the breakaway is cancelled (and taken where the rules say so) */
        if (jacks && held[CH_JACK])
            return CH_JACK;
        return defence(held, unseen, declined);
    }
    if (can_match)
        return ice.top; /* breakaway */
    return free_lead(rules, held, unseen, declined);
}

static int choose(void *state, const CardView *view, const ChEffort *effort, uint64_t *random)
{
    (void)state, (void)effort, (void)random;
    int held[CH_RANKS], unseen[CH_RANKS];
    bool declined[CH_RANKS];
    ch_rank_counts(view, held, unseen);
    ch_opponent_declined(view, declined);
    const ChTable *t = &view->table;
    return ch_card_of_rank(view, ch_heuristic_rank(&t->rules, t->ice, view->seat, held, unseen, declined));
}

const ChPlayerType ch_heuristic_player = {.name = "seed-heuristic", .choose = choose};
