/*
 * What the search asks of the chess family beyond the rules: captures for
 * quiescence, an ordering hint, the null move and the pawn-structure key.
 */
#include "game.h"

#include "moves.h"

static bool is_noisy(const ChessPosition *p, Move m)
{
    int kind = move_kind(m);
    if (kind == MOVE_CASTLING)
        return false;
    return p->board[move_to(m)] != 0 || kind == MOVE_EN_PASSANT || move_is_promotion(m);
}

int chess_generate_noisy(const void *pos, Move *moves) { return chess_generate_noisy_moves(pos, moves); }

int chess_move_order_hint(const void *pos, Move m)
{
    const ChessPosition *p = pos;
    if (!is_noisy(p, m))
        return 0;
    const int *value = p->variant->piece_value;
    int victim = move_kind(m) == MOVE_EN_PASSANT ? PAWN : piece_type(p->board[move_to(m)]);
    int attacker = piece_type(p->board[move_from(m)]);
    int promotion = move_is_promotion(m) ? value[move_promotion_type(m)] : 0;
    /* Victim first, then the cheaper attacker; +1 keeps every noisy move above 0. */
    return 1 + 16 * (value[victim] + promotion) - value[attacker] / 8;
}

bool chess_make_null(const void *pos, void *next)
{
    const ChessPosition *p = pos;
    ChessPosition *n = next;
    /* With only king and pawns, zugzwang is common and a pass proves nothing. */
    Bitboard pieces = p->by_colour[p->side] & ~(p->by_type[PAWN] | p->by_type[KING]);
    if (!pieces)
        return false;
    *n = *p;
    n->key ^= zobrist_side;
    if (p->ep_square != NO_SQUARE) {
        n->key ^= zobrist_ep_file[square_file(p->ep_square)];
        n->ep_square = NO_SQUARE;
    }
    n->side ^= 1;
    n->halfmove_clock++;
    return true;
}

uint64_t chess_pawn_key(const void *pos)
{
    const ChessPosition *p = pos;
    /* Each side's pawns mixed by an odd multiplier and folded: distinct
     * structures rarely share the low bits the correction table uses. */
    uint64_t white = pieces_of(p, WHITE, PAWN) * 0x9e3779b97f4a7c15u;
    uint64_t black = pieces_of(p, BLACK, PAWN) * 0xc2b2ae3d27d4eb4fu;
    uint64_t mixed = white ^ (black << 1 | black >> 63);
    return mixed ^ (mixed >> 29);
}
