/*
 * joust_mobility: the measurement behind Joust Chess's piece values
 * (docs/rules/joust.md, "Evaluation"). For each piece type, the average
 * number of distinct squares it can end a turn on and of enemy pieces it
 * can capture in one turn, measured two ways:
 *   - games: every piece of the side to move in positions from seeded
 *     random games, after the opening (a quarter of the plies);
 *   - boards: the piece on a random square and orientation of a board
 *     strewn at random with friendly and enemy pawns, kings in the corners.
 *   joust_mobility [games] [plies] [boards]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "movegen/joust/position.h"

static uint64_t state = 42;
static uint64_t next_random(void)
{
    uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

typedef struct {
    double squares[JOUST_TYPE_COUNT], captures[JOUST_TYPE_COUNT], pieces[JOUST_TYPE_COUNT];
} Tally;

/* Adds the unrotated moves (one per end square and capture set) of the
 * pieces on the squares in 'which' to the tally. */
static void tally_moves(const JoustPosition *p, uint64_t which, Tally *t)
{
    static Move moves[JOUST_MAX_MOVES];
    int n = joust_generate(p, moves);
    for (uint64_t w = which; w; w &= w - 1)
        t->pieces[joust_type(p->board[__builtin_ctzll(w)])]++;
    for (int i = 0; i < n; i++) {
        if (jm_rotated(moves[i]) || !(which >> jm_from(moves[i]) & 1))
            continue;
        int type = joust_type(p->board[jm_from(moves[i])]);
        t->squares[type]++;
        t->captures[type] += __builtin_popcount((unsigned)jm_captures(moves[i]));
    }
}

static void print_tally(const char *title, const Tally *t)
{
    static const char *names[JOUST_TYPE_COUNT] = {"", "pawn", "wedge", "hook", "queen", "king"};
    printf("%s\n%-6s %10s %10s\n", title, "type", "squares", "captures");
    for (int type = JOUST_PAWN; type < JOUST_TYPE_COUNT; type++)
        if (t->pieces[type] > 0)
                printf("%-6s %10.2f %10.2f\n", names[type], t->squares[type] / t->pieces[type],
                   t->captures[type] / t->pieces[type]);
}

static void measure_games(int games, int plies, Tally *t)
{
    static Move moves[JOUST_MAX_MOVES];
    char error[GAME_ERROR_MAX];
    for (int g = 0; g < games; g++) {
        JoustPosition p, next;
        joust_from_text(&p, JOUST_START_TEXT, error);
        for (int ply = 0; ply < plies; ply++) {
            int n = joust_generate(&p, moves);
            if (n == 0)
                break;
            if (ply >= plies / 4) /* the opening's boxed-in back rank says little */
                tally_moves(&p, p.occupied[p.side], t);
            joust_make(&p, moves[next_random() % (uint64_t)n], &next);
            p = next;
        }
    }
}

static void put(char *board, int sq, char letter, int orient_count)
{
    int type = (int)(strchr(" PWHQK", letter & ~32) - " PWHQK");
    board[sq * 2] = letter;
    board[sq * 2 + 1] = joust_orient_char(type, (int)(next_random() % (uint64_t)orient_count));
}

static void measure_boards(int boards, Tally *t)
{
    static const char letters[] = " PWHQK";
    for (int b = 0; b < boards; b++) {
        int type = JOUST_PAWN + b % 4; /* the king is not measured: a side has one */
        char cells[128];
        memset(cells, 0, sizeof cells);
        put(cells, 0, 'K', 2);
        put(cells, 63, 'k', 2);
        for (int i = 0; i < 20; i++) {
            int sq = (int)(next_random() % 64);
            if (!cells[sq * 2])
                put(cells, sq, i % 2 ? 'p' : 'P', 4);
        }
        int sq;
        do
            sq = (int)(next_random() % 64);
        while (cells[sq * 2]);
        put(cells, sq, letters[type], JOUST_ORIENT_COUNT[type]);
        /* Write the position text and read it back. */
        char text[GAME_TEXT_MAX], *o = text;
        for (int rank = 7; rank >= 0; rank--) {
            for (int file = 0; file < 8; file++) {
                const char *c = &cells[(rank * 8 + file) * 2];
                *o++ = c[0] ? c[0] : '1';
                if (c[0])
                    *o++ = c[1];
            }
            *o++ = rank ? '/' : ' ';
        }
        strcpy(o, "w 0 1");
        JoustPosition p;
        char error[GAME_ERROR_MAX];
        if (joust_from_text(&p, text, error) && !joust_in_check(&p))
            tally_moves(&p, 1ULL << sq, t);
    }
}

int main(int argc, char **argv)
{
    int games = argc > 1 ? atoi(argv[1]) : 1000, plies = argc > 2 ? atoi(argv[2]) : 80;
    int boards = argc > 3 ? atoi(argv[3]) : 50000;
    static Tally in_games, on_boards;
    measure_games(games, plies, &in_games);
    measure_boards(boards, &on_boards);
    print_tally("random games, after the opening:", &in_games);
    print_tally("random boards (20 pawns):", &on_boards);
    return 0;
}
