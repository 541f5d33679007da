#include "correction.h"

static int index_of(uint64_t key) { return (int)((key ^ (key >> 32)) & (CORRECTION_SIZE - 1)); }

int correction_of(const CorrectionHistory *c, int side, uint64_t key)
{
    return c->entries[side][index_of(key)] / CORRECTION_GRAIN;
}

/* A running average of the errors, weighted by depth out of 256. */
void correction_learn(CorrectionHistory *c, int side, uint64_t key, int error, int depth)
{
    int16_t *entry = &c->entries[side][index_of(key)];
    int limit = CORRECTION_MAX * CORRECTION_GRAIN;
    int target = error * CORRECTION_GRAIN;
    target = target > limit ? limit : target < -limit ? -limit : target;
    int weight = depth + 1 < 16 ? depth + 1 : 16;
    *entry = (int16_t)((*entry * (256 - weight) + target * weight) / 256);
}
