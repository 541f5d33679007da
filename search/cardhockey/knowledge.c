/* What a Card Hockey player knows from its view. */
#include "knowledge.h"

#include <string.h>

void ch_rank_counts(const CardView *view, int *held, int *unseen)
{
    for (int r = 0; r < CH_RANKS; r++)
        held[r] = 0, unseen[r] = CH_SUITS;
    for (int i = 0; i < view->hand_count; i++)
        held[ch_rank(view->hand[i])]++, unseen[ch_rank(view->hand[i])]--;
    for (int i = 0; i < view->table.played_count; i++)
        unseen[ch_rank(view->table.played[i])]--;
}

/* Marks the ranks the opponent passed over in this deal: it played another
 * card where matching the top card would have done 'wanted' for it (a
 * goal; or, with wanted CH_EVENT_NONE, anything: a goal, a breakaway or a
 * block). A Jack on top says nothing where Jacks are special: any Jack
 * does what matching it would, so holding one back is a choice. */
static void opponent_passed_over(const CardView *view, ChEvent wanted, bool passed[CH_RANKS])
{
    const ChTable *t = &view->table;
    int size = t->dealt == CH_DECK ? CH_FINAL_DEAL : t->period == CH_OVERTIME ? CH_OVERTIME_DEAL : t->rules.deal_size;
    int deal_start = t->dealt - 2 * size, opponent = 1 - view->seat;
    memset(passed, 0, CH_RANKS * sizeof *passed);
    ChIce ice = {.top = -1, .breakaway = -1};
    for (int i = 0; i < t->played_count; i++) {
        int seat = i % 2 == 0 ? 1 - t->dealer : t->dealer, rank = ch_rank(t->played[i]);
        bool jack_on_top = t->rules.jacks_special && ice.top == CH_JACK;
        if (i >= deal_start && seat == opponent && ice.top >= 0 && rank != ice.top && !jack_on_top) {
            ChIce matched = ice;
            ChEvent event = ch_ice_play(&t->rules, &matched, seat, ice.top);
            passed[ice.top] |= wanted == CH_EVENT_NONE ? event != CH_EVENT_NONE : event == wanted;
        }
        ch_ice_play(&t->rules, &ice, seat, rank);
    }
}

void ch_opponent_lacks(const CardView *view, bool lacks[CH_RANKS])
{
    opponent_passed_over(view, CH_EVENT_GOAL, lacks);
}

void ch_opponent_declined(const CardView *view, bool declined[CH_RANKS])
{
    opponent_passed_over(view, CH_EVENT_NONE, declined);
}

int ch_opponent_may_hold(const CardView *view, const int *unseen, bool lacks[CH_RANKS])
{
    int may_hold = 0, total = 0;
    for (int r = 0; r < CH_RANKS; r++) {
        total += unseen[r];
        may_hold += lacks[r] ? 0 : unseen[r];
    }
    if (may_hold >= view->table.hand_count[1 - view->seat])
        return may_hold;
    memset(lacks, 0, CH_RANKS * sizeof *lacks);
    return total;
}

int ch_card_of_rank(const CardView *view, int rank)
{
    for (int i = 0; i < view->hand_count; i++)
        if (ch_rank(view->hand[i]) == rank)
            return view->hand[i];
    return -1;
}
