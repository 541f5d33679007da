/* The random and seed-heuristic Card Hockey players, and the player table. */
#include "players.h"

#include <string.h>

#include "ismcts.h"

static const char *const player_names[CH_PLAYER_KIND_COUNT] = {"random", "seed-heuristic", "strong", "ismcts"};

const char *ch_player_name(ChPlayerKind kind) { return player_names[kind]; }

int ch_player_from_name(const char *name) { return ch_find_name(player_names, CH_PLAYER_KIND_COUNT, name); }

bool ch_player_init(ChPlayer *player, ChPlayerKind kind, uint64_t seed)
{
    *player = (ChPlayer){.kind = kind, .random = seed, .samples = CH_DEFAULT_SAMPLES,
                         .iterations = CH_DEFAULT_ITERATIONS};
    if (kind == CH_PLAYER_STRONG) {
        player->solver = ch_solver_new();
        return player->solver != NULL;
    }
    if (kind == CH_PLAYER_ISMCTS) {
        player->ismcts = ch_ismcts_new();
        return player->ismcts != NULL;
    }
    return true;
}

void ch_player_free(ChPlayer *player)
{
    ch_solver_free(player->solver);
    player->solver = NULL;
    ch_ismcts_free(player->ismcts);
    player->ismcts = NULL;
}

void ch_rank_counts(const CardView *view, int *held, int *unseen)
{
    for (int r = 0; r < CH_RANKS; r++)
        held[r] = 0, unseen[r] = CH_SUITS;
    for (int i = 0; i < view->hand_count; i++)
        held[ch_rank(view->hand[i])]++, unseen[ch_rank(view->hand[i])]--;
    for (int i = 0; i < view->table.played_count; i++)
        unseen[ch_rank(view->table.played[i])]--;
}

void ch_opponent_lacks(const CardView *view, bool lacks[CH_RANKS])
{
    const ChTable *t = &view->table;
    int size = t->dealt == CH_DECK ? CH_FINAL_DEAL : t->period == CH_OVERTIME ? CH_OVERTIME_DEAL : t->rules.deal_size;
    int deal_start = t->dealt - 2 * size, opponent = 1 - view->seat;
    memset(lacks, 0, CH_RANKS * sizeof *lacks);
    ChIce ice = {.top = -1, .breakaway = -1};
    for (int i = 0; i < t->played_count; i++) {
        int seat = i % 2 == 0 ? 1 - t->dealer : t->dealer, rank = ch_rank(t->played[i]);
        if (i >= deal_start && seat == opponent && ice.breakaway == opponent && ice.top >= 0 && rank != ice.top) {
            ChIce shot = ice;
            lacks[ice.top] |= ch_ice_play(&t->rules, &shot, seat, ice.top) == CH_EVENT_GOAL;
        }
        ch_ice_play(&t->rules, &ice, seat, rank);
    }
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

static int heuristic_rank(const CardView *view)
{
    int held[CH_RANKS], unseen[CH_RANKS];
    ch_rank_counts(view, held, unseen);
    return ch_heuristic_rank(&view->table.rules, view->table.ice, view->seat, held, unseen);
}

int ch_player_choose(ChPlayer *player, const CardView *view)
{
    switch (player->kind) {
    case CH_PLAYER_RANDOM:
        return view->hand[ch_random_below(&player->random, view->hand_count)];
    case CH_PLAYER_HEURISTIC:
        return ch_card_of_rank(view, heuristic_rank(view));
    case CH_PLAYER_ISMCTS:
        return ch_card_of_rank(view, ch_ismcts_choose_rank(player->ismcts, view, player->iterations, &player->random));
    default:
        return ch_card_of_rank(view, ch_solver_choose_rank(player->solver, view, player->samples, &player->random));
    }
}
