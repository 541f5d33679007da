/*
 * refperft: perft with the reference generator, for debugging disagreements.
 *   refperft <chess|hammer> <depth> "<fen>|startpos" [--divide]
 * With --divide prints "e2e4: 20" per root move; always ends with "nodes N".
 */
#include "refgen.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int usage(void)
{
    fprintf(stderr, "usage: refperft <chess|hammer> <depth> \"<fen>|startpos\" [--divide]\n");
    return 2;
}

int main(int argc, char **argv)
{
    if (argc < 4 || argc > 5)
        return usage();
    RefVariant v;
    if (strcmp(argv[1], "chess") == 0)
        v = REF_CHESS;
    else if (strcmp(argv[1], "hammer") == 0)
        v = REF_HAMMER;
    else
        return usage();
    char *end;
    long depth = strtol(argv[2], &end, 10);
    if (*end != '\0' || depth < 0 || depth > 20)
        return usage();
    bool divide = false;
    if (argc == 5) {
        if (strcmp(argv[4], "--divide") != 0)
            return usage();
        divide = true;
    }
    const char *fen = strcmp(argv[3], "startpos") == 0 ? REF_START_FEN : argv[3];
    RefPos pos;
    if (!ref_from_fen(&pos, fen, v)) {
        fprintf(stderr, "refperft: bad FEN: %s\n", fen);
        return 2;
    }

    uint64_t total = 0;
    if (divide && depth >= 1) {
        RefMove moves[REF_MAX_MOVES];
        int n = ref_legal_moves(&pos, moves);
        for (int i = 0; i < n; i++) {
            RefPos c = pos;
            char uci[8];
            ref_make(&c, moves[i]);
            uint64_t count = ref_perft(&c, (int)depth - 1);
            ref_move_to_uci(moves[i], uci);
            printf("%s: %" PRIu64 "\n", uci, count);
            total += count;
        }
    } else {
        total = ref_perft(&pos, (int)depth);
    }
    printf("nodes %" PRIu64 "\n", total);
    return 0;
}
