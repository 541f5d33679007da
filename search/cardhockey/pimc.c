/*
 * The pimc Card Hockey player, perfect-information Monte Carlo: the plain
 * baseline of sampling players. It deals the opponent a hand from the
 * cards it has not seen (a rank the opponent declined to match this deal
 * four times less likely), solves that deal exactly by minimax to the end
 * of the current deal, and plays the rank with the best total over the
 * samples; ties go to the Basic Strategy's card. Only ranks matter, so
 * hands are rank counts and each hand's remaining cards are one
 * mixed-radix index (at most 2^6 sub-hands). A breakaway left at the end
 * of a deal is worth its chance of scoring in the next deal, estimated
 * from the cards still to come.
 */
#include "pimc.h"

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

/* The chance weight of an unseen card for the opponent's hand: a rank it
 * declined to match this deal, and any other. */
enum { DECLINED_WEIGHT = 1, OTHER_WEIGHT = 4 };

/* The rank with the best total over the samples. */
static int choose_rank(ChSolver *solver, const CardView *view, int samples, uint64_t *random)
{
    const ChTable *t = &view->table;
    int held[CH_RANKS], unseen[CH_RANKS], weight[CH_RANKS];
    bool declined[CH_RANKS];
    ch_rank_counts(view, held, unseen);
    ch_opponent_declined(view, declined);
    int me = view->seat, opponent_cards = t->hand_count[1 - me], unseen_total = 0;
    for (int r = 0; r < CH_RANKS; r++)
        unseen_total += unseen[r];
    for (int r = 0; r < CH_RANKS; r++)
        weight[r] = declined[r] ? DECLINED_WEIGHT : OTHER_WEIGHT;
    if (opponent_cards == unseen_total)
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
    int basic = ch_heuristic_rank(&t->rules, t->ice, me, held, unseen, declined);
    return total[basic] > total[best] - 1e-4f ? basic : best; /* ties go to the Basic Strategy */
}

static int choose(void *state, const CardView *view, const ChEffort *effort, uint64_t *random)
{
    return ch_card_of_rank(view, choose_rank(state, view, effort->samples, random));
}

const ChPlayerType ch_pimc_player = {.name = "pimc", .default_effort = {.samples = 24}, .new_state = solver_new,
                                     .free_state = solver_free, .choose = choose};
