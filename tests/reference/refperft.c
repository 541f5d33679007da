/*
 * refperft: perft with the reference generators, to cross-check engine
 * counts and debug disagreements (refgen.c for chess and Hammer,
 * refhalfcourt.c for Half-Court).
 *   refperft <chess|hammer|halfcourt> <depth> "<fen>|startpos" [--divide]
 * With --divide prints "e2e4: 20" per root move; always ends with "nodes N".
 * Half-Court has no startpos here: give a FEN.
 */
#include "refgen.h"
#include "refhalfcourt.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int usage(void)
{
    fprintf(stderr, "usage: refperft <chess|hammer|halfcourt> <depth> \"<fen>|startpos\" [--divide]\n");
    return 2;
}

static int bad_fen(const char *fen)
{
    fprintf(stderr, "refperft: bad FEN: %s\n", fen);
    return 2;
}

static uint64_t halfcourt_perft(const char *fen, int depth, bool divide, bool *ok)
{
    RhcPos pos;
    if (!(*ok = rhc_from_fen(&pos, fen)))
        return 0;
    if (!divide || depth < 1)
        return rhc_perft(&pos, depth);
    RhcMove moves[RHC_MAX_MOVES];
    int n = rhc_legal_moves(&pos, moves);
    uint64_t total = 0;
    for (int i = 0; i < n; i++) {
        RhcPos c = pos;
        char text[8];
        rhc_make(&c, moves[i]);
        uint64_t count = rhc_perft(&c, depth - 1);
        rhc_move_text(moves[i], text);
        printf("%s: %" PRIu64 "\n", text, count);
        total += count;
    }
    return total;
}

int main(int argc, char **argv)
{
    if (argc < 4 || argc > 5)
        return usage();
    RefVariant v = REF_CHESS;
    bool halfcourt = strcmp(argv[1], "halfcourt") == 0;
    if (strcmp(argv[1], "hammer") == 0)
        v = REF_HAMMER;
    else if (!halfcourt && strcmp(argv[1], "chess") != 0)
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
    if (halfcourt) {
        bool ok;
        uint64_t total = halfcourt_perft(argv[3], (int)depth, divide, &ok);
        if (!ok)
            return bad_fen(argv[3]);
        printf("nodes %" PRIu64 "\n", total);
        return 0;
    }
    const char *fen = strcmp(argv[3], "startpos") == 0 ? REF_START_FEN : argv[3];
    RefPos pos;
    if (!ref_from_fen(&pos, fen, v))
        return bad_fen(fen);

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
