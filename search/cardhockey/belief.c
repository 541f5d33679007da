#include "belief.h"

#include <string.h>

#include "heuristic.h"
#include "knowledge.h"

/* A play the Basic Strategy would not have made is this many times less
 * likely (not impossible: the opponent may play otherwise, or break ties
 * another way). */
#define CH_SURPRISE_ODDS 10
/* Draws per sample before the best of them is taken as it is. The check
 * costs a replay of the period's plays, far less than a rollout. */
#define DRAWS_PER_SAMPLE 32

int ch_opponent_surprises(const ChWorldStart *start, const int *opponent_hand)
{
    const ChTable *t = &start->known.table;
    int me = start->seat, opponent = 1 - me, deal_start = ch_deal_start(t);
    int hand[CH_RANKS], played[CH_RANKS] = {0};
    bool my_declines[CH_RANKS] = {false};
    memcpy(hand, opponent_hand, sizeof hand);
    for (int i = deal_start; i < t->played_count; i++)
        if (ch_player_of(t, i) == opponent)
            hand[ch_rank(t->played[i])]++;
    ChIce ice = {.top = -1, .breakaway = -1};
    int surprises = 0;
    for (int i = 0; i < t->played_count; i++) {
        int player = ch_player_of(t, i), rank = ch_rank(t->played[i]);
        if (i >= deal_start && player == opponent) {
            int unseen[CH_RANKS];
            for (int r = 0; r < CH_RANKS; r++)
                unseen[r] = CH_SUITS - hand[r] - played[r];
            surprises += ch_heuristic_rank(&t->rules, ice, opponent, hand, unseen, my_declines) != rank;
            hand[rank]--;
        } else if (i >= deal_start && ch_passes_over(&t->rules, ice, me, rank)) {
            my_declines[ice.top] = true;
        }
        ch_ice_play(&t->rules, &ice, player, rank);
        played[rank]++;
    }
    return surprises;
}

/* True with the chance that a hand with this many surprises is kept. */
static bool keep(int surprises, uint64_t *random)
{
    int odds = 1;
    for (int i = 0; i < surprises && odds < 1000000; i++)
        odds *= CH_SURPRISE_ODDS;
    return odds == 1 || ch_random_below(random, odds) == 0;
}

void ch_world_deal_believed(ChWorld *w, const ChWorldStart *start, uint64_t *random)
{
    int opponent = 1 - start->seat, fewest = -1;
    ChWorld draw;
    for (int i = 0; i < DRAWS_PER_SAMPLE; i++) {
        ch_world_deal(&draw, start, random);
        int surprises = ch_opponent_surprises(start, draw.held[opponent]);
        if (keep(surprises, random)) {
            *w = draw;
            return;
        }
        if (fewest < 0 || surprises < fewest)
            fewest = surprises, *w = draw;
    }
}
