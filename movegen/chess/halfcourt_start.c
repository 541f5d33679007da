/*
 * Half-Court start numbering: arrangements are ranked by the factorial
 * number system (Lehmer code), which is exactly lexicographic order when
 * the alphabet "BKNQR" is itself sorted.
 */
#include "halfcourt_start.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

static const int factorial[5] = {1, 1, 2, 6, 24};

void halfcourt_arrangement(int index, char out[6])
{
    char left[6] = HALFCOURT_PIECES; /* pieces not yet placed, still sorted */
    for (int i = 0; i < 5; i++) {
        int remaining = 4 - i, pick = index / factorial[remaining];
        index %= factorial[remaining];
        out[i] = left[pick];
        memmove(left + pick, left + pick + 1, strlen(left + pick)); /* moves the terminator too */
    }
    out[5] = '\0';
}

int halfcourt_arrangement_index(const char *arrangement)
{
    if (strlen(arrangement) != 5)
        return -1;
    char left[6] = HALFCOURT_PIECES;
    int index = 0;
    for (int i = 0; i < 5; i++) {
        const char *at = strchr(left, toupper((unsigned char)arrangement[i]));
        if (!at)
            return -1; /* not one of the pieces, or used twice */
        int pick = (int)(at - left);
        index += pick * factorial[4 - i];
        memmove(left + pick, left + pick + 1, strlen(left + pick));
    }
    return index;
}

int halfcourt_start_number(const char *white, const char *black)
{
    int w = halfcourt_arrangement_index(white), b = halfcourt_arrangement_index(black);
    return w < 0 || b < 0 ? -1 : w * HALFCOURT_ARRANGEMENTS + b;
}

void halfcourt_start_arrangements(int number, char white[6], char black[6])
{
    halfcourt_arrangement(number / HALFCOURT_ARRANGEMENTS, white);
    halfcourt_arrangement(number % HALFCOURT_ARRANGEMENTS, black);
}

int halfcourt_random_start(uint64_t seed)
{
    /* SplitMix64's output function: every seed bit affects the result. */
    uint64_t z = seed + 0x9E3779B97F4A7C15ULL;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    z ^= z >> 31;
    return (int)(z % HALFCOURT_START_COUNT); /* bias below 1e-15: irrelevant */
}

void halfcourt_start_fen(int number, bool castling, char *out)
{
    char white[6], black[6], rights[3] = "-";
    halfcourt_start_arrangements(number, white, black);
    for (int i = 0; i < 5; i++)
        black[i] = (char)tolower((unsigned char)black[i]);
    if (castling) {
        rights[0] = (char)('A' + (strchr(white, 'R') - white));
        rights[1] = (char)('a' + (strchr(black, 'r') - black));
    }
    sprintf(out, "%s/ppppp/5/PPPPP/%s w %s - 0 1", black, white, rights);
}
