/*
 * The chess family's evaluator: material by the variant's piece values.
 * Positional terms come with the search work (issue 7).
 */
#include "chess_game.h"

#include "chess_position.h"

int chess_evaluate(const void *pos)
{
    const ChessPosition *p = pos;
    int score = 0;
    for (int type = PAWN; type < KING; type++) {
        int balance = bb_count(pieces_of(p, WHITE, type)) - bb_count(pieces_of(p, BLACK, type));
        score += balance * p->variant->piece_value[type];
    }
    return p->side == WHITE ? score : -score;
}
