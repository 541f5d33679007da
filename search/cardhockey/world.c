/* A determinized Card Hockey world, played forward by ranks. */
#include "world.h"

#include <string.h>

#include "heuristic.h"
#include "knowledge.h"

void ch_world_start(ChWorldStart *start, const CardView *view)
{
    ChWorld *w = &start->known;
    memset(start, 0, sizeof *start);
    w->table = view->table;
    int me = view->seat, unseen[CH_RANKS];
    start->seat = me;
    ch_rank_counts(view, w->held[me], unseen);
    for (int r = 0; r < CH_RANKS; r++)
        w->played[r] = CH_SUITS - w->held[me][r] - unseen[r];
    for (int seat = 0; seat < CH_SEATS; seat++)
        ch_seat_declined(&view->table, seat, w->declined[seat]);
    for (int r = 0; r < CH_RANKS; r++)
        for (int k = 0; k < unseen[r]; k++)
            start->hidden[start->hidden_count++] = (uint8_t)r;
    memcpy(start->excluded, w->declined[1 - me], sizeof start->excluded);
    ch_opponent_may_hold(view, unseen, start->excluded);
}

void ch_world_deal(ChWorld *w, const ChWorldStart *start, uint64_t *random)
{
    *w = start->known;
    uint8_t hidden[CH_DECK];
    int count = start->hidden_count, opponent = 1 - start->seat;
    memcpy(hidden, start->hidden, (size_t)count);
    ch_shuffle(hidden, count, random);
    int theirs = w->table.hand_count[opponent], taken = 0, dealt = 0;
    for (int i = 0; i < count; i++) /* the first cards it may hold are its hand, the rest the deck in order */
        if (taken < theirs && !start->excluded[hidden[i]])
            w->held[opponent][hidden[i]]++, taken++;
        else
            w->deck[dealt++] = hidden[i];
}

bool ch_world_period_over(const ChTable *t) { return t->phase == CH_OVER || t->deal == 0; }

void ch_world_play(ChWorld *w, int rank)
{
    ChTable *t = &w->table;
    int mover = t->turn;
    if (ch_passes_over(&t->rules, t->ice, mover, rank))
        w->declined[mover][t->ice.top] = true;
    w->held[mover][rank]--;
    w->played[rank]++;
    ch_table_play(t, rank * CH_SUITS);
    if (t->phase != CH_NEED_DEAL || ch_world_period_over(t))
        return;
    ch_table_deal(t);
    memset(w->declined, 0, sizeof w->declined); /* new hands */
    for (int seat = 0; seat < CH_SEATS; seat++)
        for (int i = 0; i < t->hand_count[seat]; i++)
            w->held[seat][w->deck[w->deck_next++]]++;
}

void ch_world_roll_out(ChWorld *w)
{
    ChTable *t = &w->table;
    while (!ch_world_period_over(t)) {
        int seat = t->turn, unseen[CH_RANKS];
        for (int r = 0; r < CH_RANKS; r++)
            unseen[r] = CH_SUITS - w->held[seat][r] - w->played[r];
        ch_world_play(w, ch_heuristic_rank(&t->rules, t->ice, seat, w->held[seat], unseen, w->declined[1 - seat]));
    }
}

float ch_world_outcome(const ChTable *t, int seat, int lead_before)
{
    float value = (float)(t->score[seat] - t->score[1 - seat] - lead_before);
    if (t->phase == CH_OVER && t->winner >= 0)
        value += t->winner == seat ? CH_WIN_VALUE : -CH_WIN_VALUE;
    return value;
}
