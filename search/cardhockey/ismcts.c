/*
 * The ISMCTS Card Hockey player (single-observer information-set MCTS).
 * Each iteration:
 *  1. deals the cards the player has not seen (the opponent's hand and the
 *     undealt deck) at random: every deal consistent with its view is
 *     equally likely, and nothing else is read;
 *  2. walks one tree of rank sequences through the rest of the current
 *     deal, choosing by UCB among the ranks this deal allows; a child
 *     counts the iterations in which its rank was available, which stands
 *     for the parent's visits in the exploration term;
 *  3. adds one untried rank to the tree and plays the rest of the period
 *     out with the seed's Basic Strategy for both sides;
 *  4. backs up the goal difference from the decision to the end of the
 *     period, plus a goal's worth for the result if the game ends there.
 * A period starts from a fresh deck, so nothing after it depends on this
 * period's cards: the goals to the end of the period (and the result when
 * the period ends the game) are the game's objective as far as the choice
 * can change it. Only ranks matter, so the tree and the deals hold ranks.
 */
#include "ismcts.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "knowledge.h"
#include "heuristic.h"
#include "world.h"

/* The exploration constant, in goals (values are goal differences). Tuned
 * by duplicate duels against the strong player (400 games each, 1000
 * iterations): 0.5 lost 0.24 goals a game, 1 lost 0.07, 2 and 3 were
 * level, 5 lost 0.15. 4000 iterations gained nothing over 1000 at 1. */
#define EXPLORATION 2.0f

typedef struct {
    float total;    /* summed value for the player whose move led here */
    int visits;
    int available;  /* iterations in which this rank could be played at the parent */
    int first_child, next_sibling; /* node indices, -1 for none */
    int8_t rank;
    int8_t mover;
} Node;

typedef struct ChIsmcts {
    Node *nodes;
    int capacity, used;
} ChIsmcts;

static void *ismcts_new(void) { return calloc(1, sizeof(ChIsmcts)); }

static void ismcts_free(void *state)
{
    ChIsmcts *search = state;
    if (search)
        free(search->nodes);
    free(search);
}

/* A new leaf for rank under parent (the pool holds a node per iteration). */
static int add_child(ChIsmcts *s, int parent, int rank, int mover)
{
    int child = s->used++;
    s->nodes[child] = (Node){.available = 1, .first_child = -1, .next_sibling = s->nodes[parent].first_child,
                             .rank = (int8_t)rank, .mover = (int8_t)mover};
    s->nodes[parent].first_child = child;
    return child;
}

/* Step 2 at one node: counts the children's availability, then returns a
 * new child for an untried legal rank (chosen at random), or the legal
 * child with the best UCB score. */
static int select_child(ChIsmcts *s, int node, const ChWorld *w, uint64_t *random)
{
    int seat = w->table.turn;
    const int *held = w->held[seat];
    bool tried[CH_RANKS] = {false};
    for (int c = s->nodes[node].first_child; c >= 0; c = s->nodes[c].next_sibling)
        if (held[s->nodes[c].rank]) {
            tried[s->nodes[c].rank] = true;
            s->nodes[c].available++;
        }
    int untried[CH_RANKS], count = 0;
    for (int r = 0; r < CH_RANKS; r++)
        if (held[r] && !tried[r])
            untried[count++] = r;
    if (count)
        return add_child(s, node, untried[ch_random_below(random, count)], seat);
    int best = -1;
    float best_score = -INFINITY;
    for (int c = s->nodes[node].first_child; c >= 0; c = s->nodes[c].next_sibling) {
        const Node *n = &s->nodes[c];
        if (!held[n->rank])
            continue;
        float score = n->total / (float)n->visits +
                      EXPLORATION * sqrtf(logf((float)n->available) / (float)n->visits);
        if (score > best_score)
            best = c, best_score = score;
    }
    return best;
}

/* One iteration from the root's view. */
static void iterate(ChIsmcts *s, const CardView *view, const ChWorldStart *start, uint64_t *random)
{
    ChWorld w;
    ch_world_deal(&w, start, random);
    const ChTable *t = &w.table;
    int deal = t->deal, me = view->seat, lead_before = t->score[me] - t->score[1 - me];
    int path[CH_DECK], depth = 0, node = 0;
    bool expanded = false;
    while (!expanded && t->phase == CH_PLAYING && t->deal == deal) {
        int child = select_child(s, node, &w, random);
        expanded = s->nodes[child].visits == 0;
        ch_world_play(&w, s->nodes[child].rank);
        path[depth++] = node = child;
    }
    ch_world_roll_out(&w);
    float value = ch_world_outcome(t, me, lead_before);
    for (int i = 0; i < depth; i++) {
        Node *n = &s->nodes[path[i]];
        n->visits++;
        n->total += n->mover == me ? value : -value;
    }
}

/* Room for the root and one node per iteration; false if memory runs out. */
static bool reserve(ChIsmcts *s, int nodes)
{
    if (nodes <= s->capacity)
        return true;
    Node *bigger = realloc(s->nodes, (size_t)nodes * sizeof *bigger);
    if (!bigger)
        return false;
    s->nodes = bigger;
    s->capacity = nodes;
    return true;
}

/* The rank to play after 'iterations' iterations (the Basic Strategy's if
 * memory for the tree runs out). */
static int choose_rank(ChIsmcts *s, const CardView *view, int iterations, uint64_t *random)
{
    int held[CH_RANKS], unseen[CH_RANKS];
    ch_rank_counts(view, held, unseen);
    int only = ch_only_rank(held);
    if (only >= 0) /* nothing to choose */
        return only;
    if (!reserve(s, iterations + 1)) /* no memory for the tree */
        return ch_heuristic_rank(&view->table.rules, view->table.ice, view->seat, held, unseen, NULL);
    s->used = 1;
    s->nodes[0] = (Node){.first_child = -1, .rank = -1, .mover = (int8_t)(1 - view->seat)};
    ChWorldStart start;
    ch_world_start(&start, view);
    for (int i = 0; i < iterations; i++)
        iterate(s, view, &start, random);
    /* The most visited rank; ties go to the better mean. */
    int best = -1;
    for (int c = s->nodes[0].first_child; c >= 0; c = s->nodes[c].next_sibling) {
        const Node *n = &s->nodes[c], *b = best >= 0 ? &s->nodes[best] : NULL;
        if (!b || n->visits > b->visits ||
            (n->visits == b->visits && n->total / (float)n->visits > b->total / (float)b->visits))
            best = c;
    }
    return s->nodes[best].rank;
}

static int choose(void *state, const CardView *view, const ChEffort *effort, uint64_t *random)
{
    return ch_card_of_rank(view, choose_rank(state, view, effort->iterations, random));
}

const ChPlayerType ch_ismcts_player = {.name = "ismcts", .default_effort = {.iterations = 1000},
                                       .new_state = ismcts_new, .free_state = ismcts_free, .choose = choose};
