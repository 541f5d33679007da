/*
 * Pawn structure for the chess-family evaluator: passed pawns by how far
 * they have come, doubled and isolated pawns, and pawns that stand beside
 * or are guarded by a friend. Of doubled pawns only the front one can be
 * passed.
 */
#include "eval_pawns.h"

#include <stdbool.h>

/* The squares on the ranks in front of sq, from colour's side. */
static Bitboard ranks_ahead(int sq, int colour)
{
    int rank = square_rank(sq);
    if (colour == WHITE)
        return rank == 7 ? 0 : ~0ULL << (8 * (rank + 1));
    return (1ULL << (8 * rank)) - 1;
}

void chess_eval_pawns(const ChessPosition *p, int colour, EvalSum *sum)
{
    int sign = colour == WHITE ? 1 : -1;
    Bitboard own = pieces_of(p, colour, PAWN), enemy = pieces_of(p, colour ^ 1, PAWN);
    /* Squares an own pawn guards, and squares beside an own pawn. */
    Bitboard guarded = colour == WHITE ? bb_north_east(own) | bb_north_west(own)
                                       : bb_south_east(own) | bb_south_west(own);
    Bitboard beside = bb_east(own) | bb_west(own);
    Bitboard pawns = own;
    while (pawns) {
        int sq = bb_pop_first(&pawns);
        Bitboard file = bb_file(square_file(sq)), next_files = bb_east(file) | bb_west(file);
        Bitboard ahead = ranks_ahead(sq, colour);
        bool doubled = own & file & ahead;
        if (doubled)
            eval_add(sum, EVAL_DOUBLED, sign);
        if (!(own & next_files))
            eval_add(sum, EVAL_ISOLATED, sign);
        if ((guarded | beside) & bb_square(sq))
            eval_add(sum, EVAL_CONNECTED, sign);
        if (!doubled && !(enemy & (file | next_files) & ahead))
            eval_add(sum, EVAL_PASSED + relative_rank(p, colour, sq), sign);
    }
}
