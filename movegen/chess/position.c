/*
 * Chess-family position basics: variant descriptions, Zobrist keys, board
 * editing, attack detection and the dead-material rule. FEN lives in
 * fen.c, move generation in movegen.c.
 */
#include "position.h"

#include "attacks.h"
#include "eval.h"
#include "nets.h"
#include "nnue.h"

const ChessVariant VARIANT_CHESS = {
    .hammer_pieces = false,
    .files = 8,
    .ranks = 8,
    .board = ~0ULL,
    .double_step_rank = {0xFFULL << 8, 0xFFULL << 48},
    .promotion_rank = {0xFFULL << 56, 0xFFULL},
    .castling = CASTLING_FIDE,
    .material = MATERIAL_FIDE,
    .piece_value = {0, 100, 320, 330, 500, 900, 0},
    .eval_weights = &chess_eval_weights_chess,
    .net = &chess_net_chess,
};

const ChessVariant VARIANT_HAMMER = {
    .hammer_pieces = true,
    .files = 8,
    .ranks = 8,
    .board = ~0ULL,
    .double_step_rank = {0xFFULL << 8, 0xFFULL << 48},
    .promotion_rank = {0xFFULL << 56, 0xFFULL},
    .castling = CASTLING_FIDE,
    .material = MATERIAL_KINGS_ONLY,
    /* For ordering and SEE, from the tuned material (movegen/chess/eval_weights.c,
     * middle of the middlegame and endgame values, a pawn scaled to 100): the
     * seed guessed queen and bishop ~7 pawns, rook 4, knight 3; self-play
     * measures the bishop near the queen but pawns much stronger than in FIDE
     * chess, so every piece is worth fewer pawns. */
    .piece_value = {0, 100, 240, 420, 270, 520, 0},
    .eval_weights = &chess_eval_weights_hammer,
    .net = &chess_net_hammer,
};

/* Half-Court's 5x5 board sits in the low corner (a1..e5) of the 8x8 grid;
 * every generated target is masked with .board, so the shared generator
 * needs no 5x5 code of its own. */
#define HALFCOURT_RANK 0x1FULL

const ChessVariant VARIANT_HALFCOURT = {
    .hammer_pieces = false,
    .files = 5,
    .ranks = 5,
    .board = HALFCOURT_RANK | HALFCOURT_RANK << 8 | HALFCOURT_RANK << 16 | HALFCOURT_RANK << 24 |
             HALFCOURT_RANK << 32,
    .double_step_rank = {HALFCOURT_RANK << 8, HALFCOURT_RANK << 24},
    .promotion_rank = {HALFCOURT_RANK << 32, HALFCOURT_RANK},
    .castling = CASTLING_HALFCOURT,
    .material = MATERIAL_FIDE,
    .piece_value = {0, 100, 320, 330, 500, 900, 0},
    .eval_weights = &chess_eval_weights_halfcourt,
    .net = &chess_net_halfcourt,
};

uint64_t zobrist_piece[2][PIECE_TYPE_COUNT][64];
uint64_t zobrist_side;
uint64_t zobrist_castling[16];
uint64_t zobrist_ep_file[8];

static uint64_t splitmix64(uint64_t *state)
{
    uint64_t z = (*state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

void chess_tables_init(void)
{
    static bool done = false;
    if (done)
        return;
    attacks_init();
    uint64_t state = 20260101;
    for (int c = 0; c < 2; c++)
        for (int t = 0; t < PIECE_TYPE_COUNT; t++)
            for (int sq = 0; sq < 64; sq++)
                zobrist_piece[c][t][sq] = splitmix64(&state);
    zobrist_side = splitmix64(&state);
    /* One key per right bit; a set of rights is the XOR of its bits. */
    uint64_t bit_keys[4];
    for (int i = 0; i < 4; i++)
        bit_keys[i] = splitmix64(&state);
    for (int set = 0; set < 16; set++) {
        zobrist_castling[set] = 0;
        for (int i = 0; i < 4; i++)
            if (set & (1 << i))
                zobrist_castling[set] ^= bit_keys[i];
    }
    for (int f = 0; f < 8; f++)
        zobrist_ep_file[f] = splitmix64(&state);
    chess_nets_init();
    done = true;
}

void chess_put_piece(ChessPosition *p, int colour, int type, int sq)
{
    Bitboard b = bb_square(sq);
    p->by_type[0] |= b;
    p->by_type[type] |= b;
    p->by_colour[colour] |= b;
    p->board[sq] = make_piece(colour, type);
    p->key ^= zobrist_piece[colour][type][sq];
}

void chess_remove_piece(ChessPosition *p, int sq)
{
    uint8_t piece = p->board[sq];
    Bitboard b = bb_square(sq);
    p->by_type[0] &= ~b;
    p->by_type[piece_type(piece)] &= ~b;
    p->by_colour[piece_colour(piece)] &= ~b;
    p->board[sq] = 0;
    p->key ^= zobrist_piece[piece_colour(piece)][piece_type(piece)][sq];
}

/* Squares two diagonal steps behind sq (as seen by a pawn of 'colour'
 * capturing toward sq) whose middle square is empty: where a Hammer pawn
 * would stand to take sq with its two-square capture. */
static Bitboard hammer_pawn_far_sources(int sq, Bitboard occupancy, int colour)
{
    Bitboard target = bb_square(sq), empty = ~occupancy;
    if (colour == WHITE)
        return bb_south_west(bb_south_west(target) & empty) | bb_south_east(bb_south_east(target) & empty);
    return bb_north_west(bb_north_west(target) & empty) | bb_north_east(bb_north_east(target) & empty);
}

Bitboard chess_attackers(const ChessPosition *p, int sq, Bitboard occupancy, int colour)
{
    Bitboard own = p->by_colour[colour];
    Bitboard knights = p->by_type[KNIGHT], bishops = p->by_type[BISHOP];
    Bitboard straight = p->by_type[ROOK] | p->by_type[QUEEN];
    Bitboard diagonal = bishops | p->by_type[QUEEN];
    Bitboard pawns = p->by_type[PAWN];
    Bitboard result = (pawn_attacks[colour ^ 1][sq] & pawns) | (king_attacks[sq] & p->by_type[KING]) |
                      (rook_attacks(sq, occupancy) & straight) | (bishop_attacks(sq, occupancy) & diagonal);
    if (p->variant->hammer_pieces) {
        result |= (knight_attacks[sq] & (knights | bishops)) | (long_leaper_attacks[sq] & knights) |
                  (hammer_pawn_far_sources(sq, occupancy, colour) & pawns);
    } else {
        result |= knight_attacks[sq] & knights;
    }
    return result & own;
}

bool chess_in_check(const ChessPosition *p)
{
    return chess_attackers(p, king_square(p, p->side), occupied(p), p->side ^ 1) != 0;
}

bool chess_dead_material(const ChessPosition *p)
{
    Bitboard all = occupied(p);
    if (bb_count(all) > 3)
        return false;
    if (bb_count(all) == 2)
        return true;
    if (p->variant->material == MATERIAL_KINGS_ONLY)
        return false;
    return (p->by_type[KNIGHT] | p->by_type[BISHOP]) != 0;
}

void chess_castling_targets(const ChessPosition *p, int king_from, int rook_from, int *king_to, int *rook_to)
{
    int rank = square_rank(king_from);
    bool toward_h = rook_from > king_from;
    if (p->variant->castling == CASTLING_FIDE) {
        *king_to = make_square(toward_h ? 6 : 2, rank);
        *rook_to = make_square(toward_h ? 5 : 3, rank);
        return;
    }
    int step = toward_h ? 1 : -1;
    int distance = toward_h ? rook_from - king_from : king_from - rook_from;
    *king_to = king_from + step * (distance >= 2 ? 2 : 1);
    *rook_to = *king_to - step;
}

void chess_set_ep_if_capturable(ChessPosition *p, int skipped, int capturer_colour)
{
    Bitboard pawns = pieces_of(p, capturer_colour, PAWN);
    Bitboard sources = pawn_attacks[capturer_colour ^ 1][skipped];
    if (p->variant->hammer_pieces)
        sources |= hammer_pawn_far_sources(skipped, occupied(p), capturer_colour);
    if (sources & pawns) {
        p->ep_square = (int8_t)skipped;
        p->key ^= zobrist_ep_file[square_file(skipped)];
    }
}
