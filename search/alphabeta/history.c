#include "history.h"

#include <stdlib.h>

#include "params.h"

int history_bonus(int depth)
{
    int bonus = PARAM(HistoryBonus) * depth * (depth + 2);
    return bonus < 2048 ? bonus : 2048;
}

void history_update(int16_t *entry, int bonus)
{
    int value = *entry;
    value += bonus - value * abs(bonus) / HISTORY_MAX;
    *entry = (int16_t)value;
}
