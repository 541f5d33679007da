/*
 * Legal move generation for the chess family. One body, specialised at
 * compile time for the Hammer pieces, for PEXT or magic sliders, for
 * counting versus writing moves
 * (perft's bulk count needs only popcounts) and for every move versus the
 * noisy ones only (quiescence), so no choice costs a branch in the hot
 * loops. The noisy moves come out in the same order as in the full list.
 */
#include "moves.h"

#include <stddef.h>
#include <string.h>

#include "attacks.h"
#include "position.h"

#define ALWAYS_INLINE static inline __attribute__((always_inline))

typedef struct {
    Move *moves;
    int count;
} MoveSink;

ALWAYS_INLINE void emit_from(MoveSink *s, const bool counting, int from, Bitboard targets)
{
    if (counting) {
        s->count += bb_count(targets);
        return;
    }
    while (targets)
        s->moves[s->count++] = chess_move(from, bb_pop_first(&targets), MOVE_NORMAL);
}

/* Pawn moves found by shifting a whole set: each target's origin is
 * 'delta' squares back. Targets on the promotion rank become four moves. */
ALWAYS_INLINE void emit_pawn(MoveSink *s, const bool counting, Bitboard targets, int delta, Bitboard promotion,
                             int kind)
{
    Bitboard promoting = targets & promotion, plain = targets & ~promotion;
    if (counting) {
        s->count += bb_count(plain) + 4 * bb_count(promoting);
        return;
    }
    while (plain) {
        int to = bb_pop_first(&plain);
        s->moves[s->count++] = chess_move(to - delta, to, kind);
    }
    while (promoting) {
        int to = bb_pop_first(&promoting);
        for (int type = QUEEN; type >= KNIGHT; type--)
            s->moves[s->count++] = chess_move(to - delta, to, MOVE_PROMOTION + type - KNIGHT);
    }
}

/* Diagonal capture shifts toward the h side and the a side, per colour. */
ALWAYS_INLINE Bitboard capture_h_side(Bitboard b, int colour)
{
    return colour == WHITE ? bb_north_east(b) : bb_south_east(b);
}
ALWAYS_INLINE Bitboard capture_a_side(Bitboard b, int colour)
{
    return colour == WHITE ? bb_north_west(b) : bb_south_west(b);
}

ALWAYS_INLINE Bitboard attackers_of(const ChessPosition *p, int sq, Bitboard occupancy, int colour,
                                    const bool hammer, const bool pext)
{
    Bitboard own = p->by_colour[colour];
    Bitboard knights = p->by_type[KNIGHT], bishops = p->by_type[BISHOP], queens = p->by_type[QUEEN];
    Bitboard result = (pawn_attacks[colour ^ 1][sq] & p->by_type[PAWN]) | (king_attacks[sq] & p->by_type[KING]) |
                      (rook_attacks_by(sq, occupancy, pext) & (p->by_type[ROOK] | queens)) |
                      (bishop_attacks_by(sq, occupancy, pext) & (bishops | queens));
    if (hammer) {
        Bitboard target = bb_square(sq), empty = ~occupancy;
        Bitboard far = colour == WHITE
                           ? bb_south_west(bb_south_west(target) & empty) | bb_south_east(bb_south_east(target) & empty)
                           : bb_north_west(bb_north_west(target) & empty) | bb_north_east(bb_north_east(target) & empty);
        result |= (knight_attacks[sq] & (knights | bishops)) | (long_leaper_attacks[sq] & knights) |
                  (far & p->by_type[PAWN]);
    } else {
        result |= knight_attacks[sq] & knights;
    }
    return result & own;
}

/* Our pieces that alone stand between our king and an enemy line piece,
 * or (Hammer) on the middle square of an enemy pawn's two-square capture
 * of the king. */
ALWAYS_INLINE Bitboard pinned_pieces(const ChessPosition *p, int king, int us, const bool hammer, const bool pext)
{
    int them = us ^ 1;
    Bitboard queens = pieces_of(p, them, QUEEN);
    Bitboard snipers = (rook_attacks_by(king, 0, pext) & (pieces_of(p, them, ROOK) | queens)) |
                       (bishop_attacks_by(king, 0, pext) & (pieces_of(p, them, BISHOP) | queens));
    if (hammer) {
        Bitboard k = bb_square(king);
        Bitboard far = them == BLACK ? bb_north_east(bb_north_east(k)) | bb_north_west(bb_north_west(k))
                                     : bb_south_east(bb_south_east(k)) | bb_south_west(bb_south_west(k));
        snipers |= far & pieces_of(p, them, PAWN);
    }
    Bitboard pinned = 0, occ = occupied(p);
    while (snipers) {
        Bitboard blockers = between_squares[king][bb_pop_first(&snipers)] & occ;
        if (blockers && !bb_more_than_one(blockers))
            pinned |= blockers & p->by_colour[us];
    }
    return pinned;
}

/* With noisy, only captures and promotions (quiet ones too), the moves
 * chess_move_order_hint ranks above 0; e.p. is en_passant_moves' job. */
ALWAYS_INLINE void pawn_moves(MoveSink *s, const bool counting, const ChessPosition *p, Bitboard pawns,
                              Bitboard target, const bool hammer, const bool noisy)
{
    const ChessVariant *v = p->variant;
    int us = p->side;
    Bitboard empty = ~occupied(p) & v->board, theirs = p->by_colour[us ^ 1];
    Bitboard promotion = v->promotion_rank[us];
    int up = us == WHITE ? 8 : -8;
    int h_side = us == WHITE ? 9 : -7, a_side = us == WHITE ? 7 : -9;

    Bitboard single = bb_forward(pawns, us) & empty;
    if (noisy)
        single &= promotion;
    emit_pawn(s, counting, single & target, up, promotion, MOVE_NORMAL);
    if (!noisy) {
        Bitboard twice = bb_forward(bb_forward(pawns & v->double_step_rank[us], us) & empty, us) & empty;
        emit_pawn(s, counting, twice & target, 2 * up, 0, MOVE_DOUBLE_STEP);
    }

    Bitboard toward_h = capture_h_side(pawns, us), toward_a = capture_a_side(pawns, us);
    emit_pawn(s, counting, toward_h & theirs & target, h_side, promotion, MOVE_NORMAL);
    emit_pawn(s, counting, toward_a & theirs & target, a_side, promotion, MOVE_NORMAL);
    if (hammer) {
        Bitboard far_h = capture_h_side(toward_h & empty, us), far_a = capture_a_side(toward_a & empty, us);
        emit_pawn(s, counting, far_h & theirs & target, 2 * h_side, promotion, MOVE_NORMAL);
        emit_pawn(s, counting, far_a & theirs & target, 2 * a_side, promotion, MOVE_NORMAL);
        /* Sideways steps never reach the promotion rank: never noisy. */
        if (!noisy) {
            emit_pawn(s, counting, bb_east(pawns) & empty & target, 1, 0, MOVE_NORMAL);
            emit_pawn(s, counting, bb_west(pawns) & empty & target, -1, 0, MOVE_NORMAL);
        }
    }
}

/* En passant, tested by playing it out: removing two pawns from a line is
 * the one case pin detection does not see. */
ALWAYS_INLINE void en_passant_moves(MoveSink *s, const bool counting, const ChessPosition *p, int king,
                                    const bool hammer, const bool pext)
{
    int us = p->side, them = us ^ 1, ep = p->ep_square;
    int victim = us == WHITE ? ep - 8 : ep + 8;
    Bitboard occ = occupied(p), pawns = pieces_of(p, us, PAWN);
    Bitboard sources = pawn_attacks[them][ep] & pawns;
    if (hammer) {
        Bitboard e = bb_square(ep), empty = ~occ;
        sources |= (us == WHITE ? bb_south_west(bb_south_west(e) & empty) | bb_south_east(bb_south_east(e) & empty)
                                : bb_north_west(bb_north_west(e) & empty) | bb_north_east(bb_north_east(e) & empty)) &
                   pawns;
    }
    while (sources) {
        int from = bb_pop_first(&sources);
        Bitboard after = (occ ^ bb_square(from) ^ bb_square(victim)) | bb_square(ep);
        if (attackers_of(p, king, after, them, hammer, pext) & ~bb_square(victim))
            continue;
        if (counting)
            s->count++;
        else
            s->moves[s->count++] = chess_move(from, ep, MOVE_EN_PASSANT);
    }
}

ALWAYS_INLINE void castling_moves(MoveSink *s, const bool counting, const ChessPosition *p, int king,
                                  const bool hammer, const bool pext)
{
    int us = p->side, them = us ^ 1;
    Bitboard occ = occupied(p);
    for (int right = us * 2; right < us * 2 + 2; right++) {
        if (!(p->castling & (1 << right)))
            continue;
        int rook = p->rook_square[right], king_to, rook_to;
        chess_castling_targets(p, king, rook, &king_to, &rook_to);
        Bitboard king_path = between_squares[king][king_to] | bb_square(king_to);
        Bitboard must_be_empty = (king_path | between_squares[rook][rook_to] | bb_square(rook_to)) &
                                 ~(bb_square(king) | bb_square(rook));
        if (occ & must_be_empty)
            continue;
        Bitboard crossed = between_squares[king][king_to];
        bool safe = true;
        while (crossed && safe)
            safe = !attackers_of(p, bb_pop_first(&crossed), occ, them, hammer, pext);
        Bitboard after = (occ ^ bb_square(king) ^ bb_square(rook)) | bb_square(king_to) | bb_square(rook_to);
        if (!safe || attackers_of(p, king_to, after, them, hammer, pext))
            continue;
        if (counting)
            s->count++;
        else
            s->moves[s->count++] = chess_move(king, rook, MOVE_CASTLING);
    }
}

ALWAYS_INLINE int generate_impl(const ChessPosition *p, Move *moves, const bool hammer, const bool counting,
                                const bool noisy, const bool pext)
{
    MoveSink sink = {moves, 0};
    MoveSink *s = &sink;
    int us = p->side, them = us ^ 1;
    Bitboard occ = occupied(p), ours = p->by_colour[us];
    int king = king_square(p, us);
    Bitboard checkers = attackers_of(p, king, occ, them, hammer, pext);

    /* Where a non-pawn move may land: any square not ours, or, for the
     * noisy moves, only enemy pieces. */
    Bitboard landing = noisy ? p->by_colour[them] : ~ours & p->variant->board;
    Bitboard king_targets = king_attacks[king] & landing, safe = 0;
    Bitboard without_king = occ ^ bb_square(king);
    while (king_targets) {
        int to = bb_pop_first(&king_targets);
        if (!attackers_of(p, to, without_king, them, hammer, pext))
            safe |= bb_square(to);
    }
    emit_from(s, counting, king, safe);
    if (bb_more_than_one(checkers))
        return s->count;

    /* Squares a non-king move may go to: anywhere, or to end the check. */
    Bitboard target = ~ours & p->variant->board;
    if (checkers)
        target = between_squares[king][bb_first(checkers)] | checkers;
    Bitboard pinned = pinned_pieces(p, king, us, hammer, pext);
    Bitboard piece_target = target & landing;

    Bitboard knights = pieces_of(p, us, KNIGHT) & ~pinned; /* a pinned leaper never stays on its line */
    while (knights) {
        int from = bb_pop_first(&knights);
        Bitboard reach = knight_attacks[from] | (hammer ? long_leaper_attacks[from] : 0);
        emit_from(s, counting, from, reach & piece_target);
    }
    Bitboard sliders = ours & (p->by_type[BISHOP] | p->by_type[ROOK] | p->by_type[QUEEN]);
    while (sliders) {
        int from = bb_pop_first(&sliders);
        Bitboard reach;
        switch (piece_type(p->board[from])) {
        case BISHOP:
            reach = bishop_attacks_by(from, occ, pext) | (hammer ? knight_attacks[from] : 0);
            break;
        case ROOK:
            reach = rook_attacks_by(from, occ, pext);
            break;
        default:
            reach = queen_attacks_by(from, occ, pext);
            break;
        }
        if (pinned & bb_square(from))
            reach &= line_through[king][from];
        emit_from(s, counting, from, reach & piece_target);
    }

    Bitboard pawns = pieces_of(p, us, PAWN);
    pawn_moves(s, counting, p, pawns & ~pinned, target, hammer, noisy);
    Bitboard pinned_pawns = pawns & pinned;
    while (pinned_pawns) {
        int from = bb_pop_first(&pinned_pawns);
        pawn_moves(s, counting, p, bb_square(from), target & line_through[king][from], hammer, noisy);
    }
    if (p->ep_square != NO_SQUARE)
        en_passant_moves(s, counting, p, king, hammer, pext);
    if (!noisy && !checkers && (p->castling & (us == WHITE ? 3 : 12)))
        castling_moves(s, counting, p, king, hammer, pext);
    return s->count;
}

/* The body specialised for the Hammer pieces and for the way sliders are
 * looked up (attacks.h: in a portable build PEXT or not is known only
 * now); where the build fixes the way, both arms are the same code. */
ALWAYS_INLINE int generate_specialised(const ChessPosition *p, Move *moves, const bool counting, const bool noisy)
{
    bool hammer = p->variant->hammer_pieces;
    if (sliders_pext_now())
        return hammer ? generate_impl(p, moves, true, counting, noisy, true)
                      : generate_impl(p, moves, false, counting, noisy, true);
    return hammer ? generate_impl(p, moves, true, counting, noisy, false)
                  : generate_impl(p, moves, false, counting, noisy, false);
}

int chess_generate(const ChessPosition *p, Move *moves) { return generate_specialised(p, moves, false, false); }

int chess_generate_noisy_moves(const ChessPosition *p, Move *moves) { return generate_specialised(p, moves, false, true); }

int chess_count_moves(const ChessPosition *p) { return generate_specialised(p, NULL, true, false); }

void chess_make(const ChessPosition *p, Move m, ChessPosition *n)
{
    /* Not the net's accumulators: the search brings them up to date
     * (chess_net_update), perft never needs them. */
    memcpy(n, p, offsetof(ChessPosition, accumulator));
    n->acc_net = NULL;
    int from = move_from(m), to = move_to(m), kind = move_kind(m);
    int us = p->side, them = us ^ 1;
    n->key ^= zobrist_castling[p->castling] ^ zobrist_side;
    if (p->ep_square != NO_SQUARE) {
        n->key ^= zobrist_ep_file[square_file(p->ep_square)];
        n->ep_square = NO_SQUARE;
    }
    n->halfmove_clock++;
    if (kind == MOVE_CASTLING) {
        int king_to, rook_to;
        chess_castling_targets(p, from, to, &king_to, &rook_to);
        chess_remove_piece(n, from);
        chess_remove_piece(n, to);
        chess_put_piece(n, us, KING, king_to);
        chess_put_piece(n, us, ROOK, rook_to);
        n->castling &= us == WHITE ? 12 : 3;
    } else {
        int type = piece_type(p->board[from]);
        if (kind == MOVE_EN_PASSANT)
            chess_remove_piece(n, us == WHITE ? to - 8 : to + 8);
        if (p->board[to]) {
            chess_remove_piece(n, to);
            n->halfmove_clock = 0;
        }
        chess_remove_piece(n, from);
        chess_put_piece(n, us, move_is_promotion(m) ? move_promotion_type(m) : type, to);
        if (type == PAWN)
            n->halfmove_clock = 0;
        if (kind == MOVE_DOUBLE_STEP)
            chess_set_ep_if_capturable(n, (from + to) / 2, them);
        if (n->castling) {
            if (type == KING)
                n->castling &= us == WHITE ? 12 : 3;
            for (int right = 0; right < 4; right++)
                if (p->rook_square[right] == from || p->rook_square[right] == to)
                    n->castling &= (uint8_t)~(1 << right);
        }
    }
    n->key ^= zobrist_castling[n->castling];
    n->side = (uint8_t)them;
    if (us == BLACK)
        n->fullmove_number++;
}
