/*
 * reficehockey_perft: perft with the Ice Hockey reference generator, to
 * check counts before they are frozen in tests/perft/icehockey_perft.txt.
 *   reficehockey_perft <depth> "<position text>"
 */
#include "reficehockey.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    RihPos p;
    if (argc != 3 || !rih_from_text(&p, argv[2])) {
        fprintf(stderr, "usage: reficehockey_perft <depth> \"<position text>\"\n");
        return 2;
    }
    printf("nodes %" PRIu64 "\n", rih_perft(&p, atoi(argv[1])));
    return 0;
}
