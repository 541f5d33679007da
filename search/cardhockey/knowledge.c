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

bool ch_passes_over(const ChRules *rules, ChIce ice, int seat, int rank)
{
    if (ice.top < 0 || rank == ice.top || (rules->jacks_special && ice.top == CH_JACK))
        return false;
    ChIce matched = ice;
    return ch_ice_play(rules, &matched, seat, ice.top) != CH_EVENT_NONE;
}

int ch_deal_start(const ChTable *t)
{
    int size = t->dealt == CH_DECK ? CH_FINAL_DEAL : ch_period_deal_size(t);
    return t->dealt - 2 * size;
}

int ch_player_of(const ChTable *t, int i) { return i % 2 == 0 ? 1 - t->dealer : t->dealer; }

void ch_seat_declined(const ChTable *t, int seat, bool declined[CH_RANKS])
{
    int deal_start = ch_deal_start(t);
    memset(declined, 0, CH_RANKS * sizeof *declined);
    ChIce ice = {.top = -1, .breakaway = -1};
    for (int i = 0; i < t->played_count; i++) {
        int player = ch_player_of(t, i), rank = ch_rank(t->played[i]);
        if (i >= deal_start && player == seat && ch_passes_over(&t->rules, ice, seat, rank))
            declined[ice.top] = true;
        ch_ice_play(&t->rules, &ice, player, rank);
    }
}

void ch_opponent_declined(const CardView *view, bool declined[CH_RANKS])
{
    ch_seat_declined(&view->table, 1 - view->seat, declined);
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

int ch_only_rank(const int *held)
{
    int only = -1;
    for (int r = 0; r < CH_RANKS; r++)
        if (held[r]) {
            if (only >= 0)
                return -1;
            only = r;
        }
    return only;
}

int ch_card_of_rank(const CardView *view, int rank)
{
    for (int i = 0; i < view->hand_count; i++)
        if (ch_rank(view->hand[i]) == rank)
            return view->hand[i];
    return -1;
}
