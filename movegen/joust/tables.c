/* Joust Chess: the pieces' pip sets, the board's geometry and the Zobrist keys. */
#include "nnue.h"
#include "position.h"

#include <stdlib.h>

const int JOUST_ORIENT_COUNT[JOUST_TYPE_COUNT] = {0, 4, 8, 8, 2, 2};

#define D(d) (1u << ((d) & 7))
/* Pawn: {o, o+180}; wedge: the two pips either side of o; hook: o and the
 * two pips at right angles to it; queen and king: orthogonal or diagonal. */
const uint8_t JOUST_PIPS[JOUST_TYPE_COUNT][8] = {
    {0},
    {D(0) | D(4), D(1) | D(5), D(2) | D(6), D(3) | D(7)},
    {D(7) | D(1), D(0) | D(2), D(1) | D(3), D(2) | D(4), D(3) | D(5), D(4) | D(6), D(5) | D(7), D(6) | D(0)},
    {D(6) | D(0) | D(2), D(7) | D(1) | D(3), D(0) | D(2) | D(4), D(1) | D(3) | D(5), D(2) | D(4) | D(6),
     D(3) | D(5) | D(7), D(4) | D(6) | D(0), D(5) | D(7) | D(1)},
    {0x55, 0xAA},
    {0x55, 0xAA},
};
#undef D

int8_t joust_step[64][JOUST_DIRECTIONS];
uint64_t joust_zobrist_piece[128][64];
uint64_t joust_zobrist_side;
uint8_t joust_distance[64][64];
uint8_t joust_net_piece_row[2][128];

/* The pip set seen with the board turned over: north and south swap. */
static unsigned turned_over(unsigned pips)
{
    unsigned out = 0;
    for (int d = 0; d < JOUST_DIRECTIONS; d++)
        if (pips >> d & 1)
            out |= 1u << ((12 - d) & 7);
    return out;
}

/* joust_net_piece_row: the pieces in the order of their types and
 * orientations, own first; from Black's side each piece is the one whose
 * pip set is its own turned over. */
static void net_rows_init(void)
{
    int first = 0;
    for (int type = JOUST_PAWN; type <= JOUST_KING; first += JOUST_ORIENT_COUNT[type++])
        for (int orient = 0; orient < JOUST_ORIENT_COUNT[type]; orient++)
            for (int colour = 0; colour < 2; colour++) {
                JoustPiece piece = joust_piece(colour, type, orient);
                int turned = 0;
                while (JOUST_PIPS[type][turned] != turned_over(JOUST_PIPS[type][orient]))
                    turned++;
                joust_net_piece_row[JOUST_WHITE][piece] =
                    (uint8_t)((colour == JOUST_WHITE ? 0 : JOUST_NET_PIECES) + first + orient);
                joust_net_piece_row[JOUST_BLACK][piece] =
                    (uint8_t)((colour == JOUST_BLACK ? 0 : JOUST_NET_PIECES) + first + turned);
            }
}

static uint64_t splitmix(uint64_t *state)
{
    uint64_t z = (*state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

void joust_tables_init(void)
{
    static const int df[8] = {0, 1, 1, 1, 0, -1, -1, -1}, dr[8] = {1, 1, 0, -1, -1, -1, 0, 1};
    for (int sq = 0; sq < 64; sq++)
        for (int d = 0; d < JOUST_DIRECTIONS; d++) {
            int f = sq % 8 + df[d], r = sq / 8 + dr[d];
            joust_step[sq][d] = (int8_t)(f >= 0 && f < 8 && r >= 0 && r < 8 ? r * 8 + f : JOUST_NO_SQUARE);
        }
    for (int a = 0; a < 64; a++)
        for (int b = 0; b < 64; b++) {
            int files = abs(a % 8 - b % 8), ranks = abs(a / 8 - b / 8);
            joust_distance[a][b] = (uint8_t)(files > ranks ? files : ranks);
        }
    uint64_t state = 0x4A6F757374ULL; /* "Joust" */
    for (int piece = 0; piece < 128; piece++)
        for (int sq = 0; sq < 64; sq++)
            joust_zobrist_piece[piece][sq] = splitmix(&state);
    joust_zobrist_side = splitmix(&state);
    net_rows_init();
}

