/* Joust Chess: the one place that builds every table, in order. */
#include "nets.h"
#include "position.h"

#include <stdbool.h>

void joust_init(void)
{
    static bool done;
    if (done)
        return;
    joust_tables_init();
    joust_attack_init(); /* reads the geometry and pip sets */
    net_slot_init(&joust_net);
    done = true;
}
