/*
 * refjoust_perft: perft with the Joust reference generator, to cross-check
 * engine counts and find a disagreement.
 *   refjoust_perft <depth> "<position text>|startpos" [--divide] [--part K/N]
 * --divide prints "<move>: <count>" per root move; --part K/N only the root
 * moves K, K+N, K+2N, ... (0-based), to spread a long run over processes.
 * Always ends with "nodes N" (the sum over the root moves printed).
 */
#include "refjoust.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define START "w3h1w2q+k+w2h3w1/p8p8p8p8p8p8p8p8/8/8/8/8/P8P8P8P8P8P8P8P8/W9H7W8Q+K+W8H9W7 w 0 1"

static int usage(void)
{
    fprintf(stderr, "usage: refjoust_perft <depth> \"<position text>|startpos\" [--divide] [--part K/N]\n");
    return 2;
}

int main(int argc, char **argv)
{
    if (argc < 3)
        return usage();
    char *end;
    long depth = strtol(argv[1], &end, 10);
    if (*end != '\0' || depth < 1 || depth > 12)
        return usage();
    bool divide = false;
    int part = 0, parts = 1;
    for (int i = 3; i < argc; i++) {
        if (strcmp(argv[i], "--divide") == 0)
            divide = true;
        else if (strcmp(argv[i], "--part") == 0 && i + 1 < argc &&
                 sscanf(argv[++i], "%d/%d", &part, &parts) == 2 && parts > 0 && part >= 0 && part < parts)
            continue;
        else
            return usage();
    }
    RjPos pos;
    if (!rj_from_text(&pos, strcmp(argv[2], "startpos") == 0 ? START : argv[2])) {
        fprintf(stderr, "refjoust_perft: bad position: %s\n", argv[2]);
        return 2;
    }
    static RjMove moves[RJ_MAX_MOVES];
    int n = rj_legal_moves(&pos, moves);
    uint64_t total = 0;
    for (int i = part; i < n; i += parts) {
        uint64_t count = rj_perft(&moves[i].after, (int)depth - 1);
        if (divide) {
            printf("%s: %" PRIu64 "\n", moves[i].text, count);
            fflush(stdout);
        }
        total += count;
    }
    printf("nodes %" PRIu64 "\n", total);
    return 0;
}
