/*
 * Bare-king endings of FIDE chess. The net rates king and rook against
 * king a few hundred centipawns up wherever the kings stand (455 at
 * depth 1 from a centred lone king), so where the mate lies beyond the
 * horizon the search has nothing to steer by: with bishop and knight it
 * drew by the fifty-move rule, and at low depths it checked a lone king
 * with its queen for dozens of moves. This score rewards what the mating
 * technique does: the lone king pushed to the edge, and to a corner the
 * bishop covers with bishop and knight, and the kings brought together.
 */
#include "eval_endgame.h"

#include <stdlib.h>

/* How far a file or rank is from the middle: 0 for the two middle ones, 3 at the edge. */
static int edge_closeness(int coordinate) { return coordinate < 4 ? 3 - coordinate : coordinate - 4; }

static int king_distance(int a, int b)
{
    int files = abs(square_file(a) - square_file(b)), ranks = abs(square_rank(a) - square_rank(b));
    return files > ranks ? files : ranks;
}

/* Steps (files plus ranks) from sq to the nearer corner of the colour of
 * the squares the bishops stand on: a1 and h8 are dark. */
static int steps_to_bishop_corner(int sq, bool dark_bishop)
{
    int file = square_file(sq), rank = square_rank(sq);
    int to_a1_or_h1 = (dark_bishop ? file : 7 - file) + rank;
    int to_h8_or_a8 = (dark_bishop ? 7 - file : file) + 7 - rank;
    return to_a1_or_h1 < to_h8_or_a8 ? to_a1_or_h1 : to_h8_or_a8;
}

#define DARK_SQUARES 0xAA55AA55AA55AA55ULL

static bool can_mate_alone(const ChessPosition *p, int colour)
{
    if (pieces_of(p, colour, PAWN))
        return false;
    if (pieces_of(p, colour, QUEEN) || pieces_of(p, colour, ROOK))
        return true;
    Bitboard bishops = pieces_of(p, colour, BISHOP);
    if ((bishops & DARK_SQUARES) && (bishops & ~DARK_SQUARES))
        return true;
    return bishops && pieces_of(p, colour, KNIGHT);
}

bool chess_bare_king_score(const ChessPosition *p, int *score)
{
    if (p->variant != &VARIANT_CHESS)
        return false;
    int lone;
    if (!bb_more_than_one(p->by_colour[BLACK]))
        lone = BLACK;
    else if (!bb_more_than_one(p->by_colour[WHITE]))
        lone = WHITE;
    else
        return false;
    int strong = lone ^ 1;
    if (!can_mate_alone(p, strong))
        return false;
    int material = 0;
    for (int type = KNIGHT; type <= QUEEN; type++)
        material += bb_count(pieces_of(p, strong, type)) * p->variant->piece_value[type];
    int lone_king = king_square(p, lone);
    int edge = edge_closeness(square_file(lone_king)) + edge_closeness(square_rank(lone_king));
    int value = BARE_KING_WIN + material + 20 * edge + 10 * (7 - king_distance(lone_king, king_square(p, strong)));
    Bitboard bishops = pieces_of(p, strong, BISHOP);
    if (bishops && !bb_more_than_one(bishops) && !pieces_of(p, strong, QUEEN) && !pieces_of(p, strong, ROOK))
        value += 40 * (7 - steps_to_bishop_corner(lone_king, (bishops & DARK_SQUARES) != 0));
    *score = p->side == strong ? value : -value;
    return true;
}
