#include "belief.h"

#include <math.h>
#include <string.h>

#include "heuristic.h"
#include "knowledge.h"

/* What the opponent's record starts from, as if it had already been seen
 * making this many choices, all but one the Basic Strategy's: a surprise
 * is PRIOR_CHOICES - 1 times less likely until its own plays say more. */
#define PRIOR_CHOICES 10
/* The odds never grow past this (a hand is never ruled out). */
#define MAX_SURPRISE_ODDS 1000.0
/* Draws per sample before the least surprising of them is taken as it is.
 * A draw costs a replay of the deal's plays, far less than a rollout. */
#define DRAWS_PER_SAMPLE 32

/* Replays one deal's plays, from replay->next up to play 'to', advancing
 * replay; the opponent holds hand (rank counts) at the first of them.
 * Returns how many of its plays there the Basic Strategy would have made
 * otherwise, and adds to *choices those that tell a Basic Strategy player
 * from others (NULL: not counted): made from two ranks or more, and not
 * the match of the top card that any player takes and the Basic Strategy
 * takes too. */
static int deal_surprises(const ChTable *t, int opponent, ChPeriodReplay *replay, int to, const int *hand_at_start,
                          int *choices)
{
    int hand[CH_RANKS];
    bool my_declines[CH_RANKS] = {false};
    memcpy(hand, hand_at_start, sizeof hand);
    int surprises = 0;
    for (; replay->next < to; replay->next++) {
        int player = ch_player_of(t, replay->next), rank = ch_rank(t->played[replay->next]);
        ChIce ice = replay->ice;
        if (player == opponent) {
            int unseen[CH_RANKS];
            for (int r = 0; r < CH_RANKS; r++)
                unseen[r] = CH_SUITS - hand[r] - replay->played[r];
            int basic = ch_heuristic_rank(&t->rules, ice, opponent, hand, unseen, my_declines);
            if (choices && ch_only_rank(hand) < 0 && !(basic == ice.top && rank == ice.top))
                (*choices)++;
            surprises += basic != rank;
            hand[rank]--;
        } else if (ch_passes_over(&t->rules, ice, player, rank)) {
            my_declines[ice.top] = true;
        }
        ch_ice_play(&t->rules, &replay->ice, player, rank);
        replay->played[rank]++;
    }
    return surprises;
}

/* The opponent's cards among plays from..to-1, as rank counts added to hand. */
static void add_plays(const ChTable *t, int opponent, int from, int to, int *hand)
{
    for (int i = from; i < to; i++)
        if (ch_player_of(t, i) == opponent)
            hand[ch_rank(t->played[i])]++;
}

int ch_opponent_surprises(const ChBelief *belief, const int *opponent_hand)
{
    const ChTable *t = &belief->start->known.table;
    int opponent = 1 - belief->start->seat, hand[CH_RANKS];
    ChPeriodReplay replay = belief->deal_opening;
    memcpy(hand, opponent_hand, sizeof hand);
    add_plays(t, opponent, replay.next, t->played_count, hand);
    return deal_surprises(t, opponent, &replay, t->played_count, hand, NULL);
}

/* ch_surprise_odds, leaving replay at the current deal's first play. */
static double learn_odds(const ChTable *t, int opponent, ChPeriodReplay *replay)
{
    /* Every card of a finished deal has been played, so its hands are known. */
    int deal_start = ch_deal_start(t), size = ch_period_deal_size(t);
    int choices = PRIOR_CHOICES, surprises = 1;
    *replay = (ChPeriodReplay){.ice = {.top = -1, .breakaway = -1}};
    while (replay->next < deal_start) {
        int hand[CH_RANKS] = {0}, end = replay->next + 2 * size;
        add_plays(t, opponent, replay->next, end, hand);
        surprises += deal_surprises(t, opponent, replay, end, hand, &choices);
    }
    double odds = (double)(choices - surprises) / surprises;
    return odds < 1 ? 1 : odds > MAX_SURPRISE_ODDS ? MAX_SURPRISE_ODDS : odds;
}

double ch_surprise_odds(const ChTable *t, int opponent)
{
    ChPeriodReplay replay;
    return learn_odds(t, opponent, &replay);
}

void ch_belief_start(ChBelief *belief, const ChWorldStart *start)
{
    belief->start = start;
    belief->surprise_odds = learn_odds(&start->known.table, 1 - start->seat, &belief->deal_opening);
}

/* True with the chance that a hand with this many surprises is kept. */
static bool keep(const ChBelief *belief, int surprises, uint64_t *random)
{
    if (surprises == 0)
        return true;
    const int scale = 1 << 30;
    return ch_random_below(random, scale) < scale * pow(belief->surprise_odds, -surprises);
}

void ch_world_deal_believed(ChWorld *w, const ChBelief *belief, uint64_t *random)
{
    const ChWorldStart *start = belief->start;
    int opponent = 1 - start->seat, fewest = -1;
    ChWorld draw;
    for (int i = 0; i < DRAWS_PER_SAMPLE; i++) {
        ch_world_deal(&draw, start, random);
        int surprises = ch_opponent_surprises(belief, draw.held[opponent]);
        if (keep(belief, surprises, random)) {
            *w = draw;
            return;
        }
        if (fewest < 0 || surprises < fewest)
            fewest = surprises, *w = draw;
    }
}
