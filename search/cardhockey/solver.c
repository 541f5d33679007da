/*
 * Determinizing Card Hockey players, `strong` and `pimc`: deal the opponent
 * a hand from the cards not seen, solve that deal exactly by minimax to
 * the end of the current deal, and play the rank with the best total over
 * the samples. Only ranks matter, so hands are rank counts and each hand's
 * remaining cards are one mixed-radix index (at most 2^6 sub-hands). A
 * breakaway left at the end of a deal is worth its chance of scoring in the
 * next deal, estimated from the cards still to come. The two differ in how
 * they deal the opponent's hand and break ties (Style, below).
 */
#include "solver.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "heuristic.h"
#include "knowledge.h"

enum {
    SUBHANDS = 1 << CH_HAND_MAX,
    TOPS = CH_RANKS + 1,
    OWNERS = 3,
    MEMO_SIZE = SUBHANDS * SUBHANDS * TOPS * OWNERS,
};

/* Sampling stops early once a decision has solved this many positions
 * (about 10 ms of CPU; 64 samples rarely need more), so no decision comes
 * near 50 ms even on a busy machine; a count, not the clock, keeps every
 * decision reproducible. */
#define NODE_BUDGET 120000u

/* What a breakaway left at the end of a deal is worth, as a share of its
 * chance to score. When the leader of the next deal holds it, the shot
 * comes at once (OPEN_SHARE of the chance that the new hand holds the
 * rank); when the dealer holds it, the leader picks its safest card and
 * may cancel (DEFENDED_SHARE of a one-rank chance). Tuned by duplicate
 * duels against seed-heuristic (800 games each): 0.6/0.3 scored about
 * 0.13 goals a game more than 1.0/0.6 and 0.25 more than no tail value. */
#define OPEN_SHARE 0.6f
#define DEFENDED_SHARE 0.3f

/* A solved position; valid when its stamp is the current generation. */
typedef struct {
    float value;
    uint32_t stamp;
} Solved;

typedef struct ChSolver {
    Solved memo[MEMO_SIZE];
    uint32_t generation;
    uint64_t nodes; /* positions solved, over the solver's life */
} ChSolver;

static void *solver_new(void) { return calloc(1, sizeof(ChSolver)); }

static void solver_free(void *state) { free(state); }

/* One sampled deal, from the view's seat ("me", seat 0 here). */
typedef struct {
    ChSolver *solver;
    const ChRules *rules;
    int count[2][CH_RANKS]; /* cards left in each hand */
    int radix[2][CH_RANKS]; /* place value of each rank in the hand's index */
    int leader;             /* 0 if I lead this deal */
    bool sudden_death;      /* overtime: the first goal ends the game */
    bool last_deal;         /* breakaways end with the period */
    int next_size;          /* cards each in the next deal */
    int pool[CH_RANKS];     /* cards still to be dealt */
    int pool_size;
} Deal;

static void set_radix(Deal *d, int side)
{
    int place = 1;
    for (int r = 0; r < CH_RANKS; r++) {
        d->radix[side][r] = place;
        place *= d->count[side][r] + 1;
    }
}

static int hand_index(const Deal *d, int side)
{
    int index = 0;
    for (int r = 0; r < CH_RANKS; r++)
        index += d->count[side][r] * d->radix[side][r];
    return index;
}

/* The chance that n cards drawn from the pool hold at least one of rank. */
static float chance_to_hold(const Deal *d, int rank, int n)
{
    float miss = 1.0f;
    for (int i = 0; i < n; i++)
        miss *= (float)(d->pool_size - d->pool[rank] - i) / (float)(d->pool_size - i);
    return 1.0f - (miss > 0 ? miss : 0);
}

/* What the ice left at the end of the deal is worth to me. */
static float tail_value(const Deal *d, ChIce ice)
{
    if (d->last_deal || ice.breakaway < 0 || d->pool_size == 0)
        return 0;
    float value;
    if (ice.breakaway == d->leader) /* the shot comes at once, at the top card */
        value = OPEN_SHARE * chance_to_hold(d, ice.top, d->next_size);
    else /* the leader plays a card the dealer may not match */
        value = DEFENDED_SHARE * (1.0f - powf(1.0f - 1.0f / (float)d->pool_size, (float)d->next_size));
    return ice.breakaway == 0 ? value : -value;
}

/* Minimax value for me of the rest of the deal, side to move. */
static float solve(Deal *d, ChIce ice, int side, int left)
{
    if (left == 0)
        return tail_value(d, ice);
    ChSolver *s = d->solver;
    int key = ((hand_index(d, 0) * SUBHANDS + hand_index(d, 1)) * TOPS + ice.top + 1) * OWNERS + ice.breakaway + 1;
    if (s->memo[key].stamp == s->generation)
        return s->memo[key].value;
    s->nodes++;
    float best = side == 0 ? -INFINITY : INFINITY;
    for (int r = 0; r < CH_RANKS; r++) {
        if (!d->count[side][r])
            continue;
        ChIce next = ice;
        ChEvent event = ch_ice_play(d->rules, &next, side, r);
        float value = 0;
        if (event == CH_EVENT_GOAL)
            value = side == 0 ? 1.0f : -1.0f;
        if (!(event == CH_EVENT_GOAL && d->sudden_death)) {
            d->count[side][r]--;
            value += solve(d, next, 1 - side, left - 1);
            d->count[side][r]++;
        }
        if (side == 0 ? value > best : value < best)
            best = value;
    }
    s->memo[key] = (Solved){.value = best, .stamp = s->generation};
    return best;
}

/* Fills the opponent's hand with hand_size of the unseen cards, each drawn
 * with a chance proportional to its rank's weight; the rest is the pool
 * still to be dealt. */
static void sample_opponent(Deal *d, const int *unseen, const int *weight, int hand_size, uint64_t *random)
{
    memcpy(d->pool, unseen, sizeof d->pool);
    memset(d->count[1], 0, sizeof d->count[1]);
    int total = 0;
    for (int r = 0; r < CH_RANKS; r++)
        total += d->pool[r] * weight[r];
    for (int i = 0; i < hand_size; i++) {
        int pick = ch_random_below(random, total);
        int r = 0;
        for (; pick >= d->pool[r] * weight[r]; r++)
            pick -= d->pool[r] * weight[r];
        d->pool[r]--;
        d->pool_size--;
        d->count[1][r]++;
        total -= weight[r];
    }
}

/* How a player deals the opponent's hand and breaks ties. */
typedef struct {
    bool goals_only;     /* what counts as declined: only missed goals, or any match passed over */
    int declined_weight; /* the chance weight of an unseen card of a declined rank ... */
    int other_weight;    /* ... and of any other */
    bool heuristic_ties; /* ties go to the Basic Strategy's rank, else to the fewest unseen copies */
} Style;

/* strong: a player takes a goal when it has one, so a missed goal means it
 * holds none of that rank (to the end of the deal). */
static const Style STRONG = {.goals_only = true, .declined_weight = 0, .other_weight = 1};
/* pimc: a declined match makes the rank four times less likely. */
static const Style PIMC = {.goals_only = false, .declined_weight = 1, .other_weight = 4, .heuristic_ties = true};

/* The chance weights of the unseen cards' ranks for the opponent's hand;
 * returns how many unseen cards it may hold (weight above 0: where a
 * declined rank is ruled out and too few cards are left for its hand, the
 * inference is dropped, see ch_opponent_may_hold). */
static int opponent_weights(const CardView *view, const Style *style, const int *unseen, int unseen_total,
                            bool *declined, int *weight)
{
    int may_hold = style->declined_weight ? unseen_total : ch_opponent_may_hold(view, unseen, declined);
    for (int r = 0; r < CH_RANKS; r++)
        weight[r] = declined[r] ? style->declined_weight : style->other_weight;
    return may_hold;
}

/* The rank with the best total over the samples. */
static int choose_rank(ChSolver *solver, const Style *style, const CardView *view, int samples, uint64_t *random)
{
    const ChTable *t = &view->table;
    int held[CH_RANKS], unseen[CH_RANKS], weight[CH_RANKS];
    bool declined[CH_RANKS];
    ch_rank_counts(view, held, unseen);
    (style->goals_only ? ch_opponent_lacks : ch_opponent_declined)(view, declined);
    int me = view->seat, opponent_cards = t->hand_count[1 - me], unseen_total = 0;
    for (int r = 0; r < CH_RANKS; r++)
        unseen_total += unseen[r];
    int may_hold = opponent_weights(view, style, unseen, unseen_total, declined, weight);
    if (opponent_cards == may_hold)
        samples = 1; /* the opponent's hand is known: one exact solve */

    /* Seats are renumbered so that I am 0 in the solver. */
    Deal d = {.solver = solver, .rules = &t->rules, .leader = (1 - t->dealer) != me,
              .sudden_death = t->period == CH_OVERTIME, .last_deal = t->dealt == CH_DECK};
    memcpy(d.count[0], held, sizeof held);
    d.next_size = d.last_deal ? 0 : ch_next_deal_size(t);
    ChIce ice = t->ice;
    if (ice.breakaway >= 0)
        ice.breakaway = (int8_t)(ice.breakaway != me);

    float total[CH_RANKS] = {0};
    uint64_t budget_end = solver->nodes + NODE_BUDGET;
    for (int s = 0; s < samples && solver->nodes < budget_end; s++) {
        d.pool_size = unseen_total;
        sample_opponent(&d, unseen, weight, opponent_cards, random);
        set_radix(&d, 0);
        set_radix(&d, 1);
        if (++solver->generation == 0) { /* stamps wrapped: forget everything */
            memset(solver->memo, 0, sizeof solver->memo);
            solver->generation = 1;
        }
        int left = view->hand_count + opponent_cards - 1;
        for (int r = 0; r < CH_RANKS; r++) {
            if (!held[r])
                continue;
            ChIce next = ice;
            ChEvent event = ch_ice_play(d.rules, &next, 0, r);
            float value = event == CH_EVENT_GOAL ? 1.0f : 0.0f;
            if (!(event == CH_EVENT_GOAL && d.sudden_death)) {
                d.count[0][r]--;
                value += solve(&d, next, 1, left);
                d.count[0][r]++;
            }
            total[r] += value;
        }
    }
    int best = -1;
    for (int r = 0; r < CH_RANKS; r++)
        if (held[r] && (best < 0 || total[r] > total[best]))
            best = r;
    int basic = style->heuristic_ties ? ch_heuristic_rank(&t->rules, t->ice, me, held, unseen, declined) : -1;
    if (basic >= 0 && total[basic] > total[best] - 1e-4f)
        return basic;
    /* Ties go to the card the opponent is least likely to match. */
    best = -1;
    for (int r = 0; r < CH_RANKS; r++)
        if (held[r] && (best < 0 || total[r] > total[best] + 1e-4f ||
                        (total[r] > total[best] - 1e-4f && unseen[r] < unseen[best])))
            best = r;
    return best;
}

static int choose_strong(void *state, const CardView *view, const ChEffort *effort, uint64_t *random)
{
    return ch_card_of_rank(view, choose_rank(state, &STRONG, view, effort->samples, random));
}

static int choose_pimc(void *state, const CardView *view, const ChEffort *effort, uint64_t *random)
{
    return ch_card_of_rank(view, choose_rank(state, &PIMC, view, effort->samples, random));
}

const ChPlayerType ch_solver_player = {.name = "strong", .new_state = solver_new, .free_state = solver_free,
                                       .choose = choose_strong};
const ChPlayerType ch_pimc_player = {.name = "pimc", .new_state = solver_new, .free_state = solver_free,
                                     .choose = choose_pimc};
