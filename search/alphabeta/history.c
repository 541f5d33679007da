#include "history.h"

#include <stdlib.h>

int history_bonus(int depth)
{
    int bonus = 32 * depth * depth + 64 * depth;
    return bonus < 2048 ? bonus : 2048;
}

void history_update(int16_t *entry, int bonus)
{
    int value = *entry;
    value += bonus - value * abs(bonus) / HISTORY_MAX;
    *entry = (int16_t)value;
}
