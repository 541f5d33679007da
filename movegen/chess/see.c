/*
 * Static exchange evaluation for the chess family: both sides capture on
 * the target square with their cheapest attacker until one stops, and the
 * best point to stop is found backwards (the "swap list"). Attackers are
 * recomputed from the shrinking occupancy, so pieces behind others (x-rays)
 * join in; pins are ignored, as usual for SEE.
 */
#include "game.h"

#include "moves.h"

#define KING_VALUE 20000
#define MAX_SWAPS 34

static int exchange_piece_value(const ChessPosition *p, int type)
{
    return type == KING ? KING_VALUE : p->variant->piece_value[type];
}

/* The square of side's cheapest attacker in attackers, its type in *type. */
static int cheapest(const ChessPosition *p, Bitboard attackers, int *type)
{
    for (int t = PAWN; t <= KING; t++) {
        Bitboard b = attackers & p->by_type[t];
        if (b) {
            *type = t;
            return bb_first(b);
        }
    }
    return NO_SQUARE;
}

int chess_exchange_value(const void *pos, Move m)
{
    const ChessPosition *p = pos;
    int kind = move_kind(m), from = move_from(m), to = move_to(m);
    if (kind == MOVE_CASTLING)
        return 0;
    Bitboard occupancy = occupied(p) & ~bb_square(from);
    int gain[MAX_SWAPS], depth = 0;
    int on_square = piece_type(p->board[from]);
    if (kind == MOVE_EN_PASSANT) {
        gain[0] = p->variant->piece_value[PAWN];
        occupancy &= ~bb_square(make_square(square_file(to), square_rank(from)));
    } else {
        gain[0] = p->board[to] ? exchange_piece_value(p, piece_type(p->board[to])) : 0;
    }
    if (move_is_promotion(m)) {
        on_square = move_promotion_type(m);
        gain[0] += p->variant->piece_value[on_square] - p->variant->piece_value[PAWN];
    }
    int side = p->side ^ 1;
    while (depth + 1 < MAX_SWAPS) {
        int type;
        int sq = cheapest(p, chess_attackers(p, to, occupancy, side) & occupancy, &type);
        if (sq == NO_SQUARE)
            break;
        Bitboard after = occupancy & ~bb_square(sq);
        /* A king may not take a defended piece. */
        if (type == KING && (chess_attackers(p, to, after, side ^ 1) & after))
            break;
        depth++;
        gain[depth] = exchange_piece_value(p, on_square) - gain[depth - 1];
        occupancy = after;
        on_square = type;
        side ^= 1;
    }
    /* Each side may decline to go on: the mover of swap d keeps the better of
     * stopping before it (-gain[d-1]) and what follows (gain[d]). */
    while (depth > 0) {
        int declined = -gain[depth - 1];
        gain[depth - 1] = -(declined > gain[depth] ? declined : gain[depth]);
        depth--;
    }
    return gain[0];
}
