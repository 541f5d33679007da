/* The Card Hockey players by name. */
#include "players.h"

#include <string.h>

#include "heuristic.h"
#include "ismcts.h"
#include "pimc.h"
#include "random.h"
#include "rollout.h"

static const ChPlayerType *const player_types[CH_PLAYER_KIND_COUNT] = {
    [CH_PLAYER_RANDOM] = &ch_random_player,
    [CH_PLAYER_HEURISTIC] = &ch_heuristic_player,
    [CH_PLAYER_STRONG] = &ch_strong_player,
    [CH_PLAYER_ISMCTS] = &ch_ismcts_player,
    [CH_PLAYER_PIMC] = &ch_pimc_player,
};

const char *ch_player_name(ChPlayerKind kind) { return player_types[kind]->name; }

int ch_player_from_name(const char *name)
{
    const char *names[CH_PLAYER_KIND_COUNT];
    for (int k = 0; k < CH_PLAYER_KIND_COUNT; k++)
        names[k] = player_types[k]->name;
    return ch_find_name(names, CH_PLAYER_KIND_COUNT, name);
}

bool ch_player_init(ChPlayer *player, ChPlayerKind kind, uint64_t seed)
{
    const ChPlayerType *type = player_types[kind];
    *player = (ChPlayer){.kind = kind, .random = seed, .samples = type->default_effort.samples,
                         .iterations = type->default_effort.iterations};
    if (!type->new_state)
        return true;
    player->state = type->new_state();
    return player->state != NULL;
}

void ch_player_free(ChPlayer *player)
{
    if (player->state)
        player_types[player->kind]->free_state(player->state);
    player->state = NULL;
}

int ch_player_choose(ChPlayer *player, const CardView *view)
{
    ChEffort effort = {.samples = player->samples, .iterations = player->iterations};
    return player_types[player->kind]->choose(player->state, view, &effort, &player->random);
}
