/*
 * The chess family's evaluator: material, piece placement (by rank and by
 * distance to the edge), mobility, king attack and pawn shield, pawn
 * structure (eval_pawns.c), threats and a few piece terms, tapered between
 * middlegame and endgame. Weights are per variant (eval_weights.c),
 * so Hammer's stronger pieces and Half-Court's small board get their own.
 * Bare-king endings of FIDE chess are scored apart (eval_endgame.c),
 * whether the net is in use or not.
 */
#include "eval.h"
#include "eval_pawns.h"

#include <string.h>

#include "attacks.h"
#include "eval_endgame.h"
#include "game.h"
#include "nnue.h"

const EvalTermGroup chess_eval_groups[] = {
    {"material", EVAL_MATERIAL, 5},      {"rank", EVAL_RANK, 48},
    {"file", EVAL_FILE, 24},             {"mobility", EVAL_MOBILITY, 4},
    {"king attack", EVAL_KING_ATTACK, 4}, {"king attackers", EVAL_KING_ATTACKERS, 8},
    {"king shield", EVAL_KING_SHIELD, 2}, {"passed", EVAL_PASSED, 8},
    {"doubled", EVAL_DOUBLED, 1},        {"isolated", EVAL_ISOLATED, 1},
    {"connected", EVAL_CONNECTED, 1},    {"bishop pair", EVAL_BISHOP_PAIR, 1},
    {"rook open", EVAL_ROOK_OPEN, 1},    {"rook half-open", EVAL_ROOK_HALF_OPEN, 1},
    {"tempo", EVAL_TEMPO, 1},            {"threat by pawn", EVAL_THREAT_BY_PAWN, 4},
    {"threat by minor", EVAL_THREAT_BY_MINOR, 4}, {"threat by rook", EVAL_THREAT_BY_ROOK, 1},
    {"hanging", EVAL_HANGING, 1},
};
const int chess_eval_group_count = (int)(sizeof chess_eval_groups / sizeof chess_eval_groups[0]);

static const int phase_of_type[PIECE_TYPE_COUNT] = {0, 0, 1, 1, 2, 4, 0};

/* The squares a piece of type on sq attacks, with Hammer's extra leaps. */
static Bitboard piece_reach(const ChessPosition *p, int type, int sq, Bitboard occ)
{
    bool hammer = p->variant->hammer_pieces;
    switch (type) {
    case KNIGHT:
        return knight_attacks[sq] | (hammer ? long_leaper_attacks[sq] : 0);
    case BISHOP:
        return bishop_attacks(sq, occ) | (hammer ? knight_attacks[sq] : 0);
    case ROOK:
        return rook_attacks(sq, occ);
    default:
        return queen_attacks(sq, occ);
    }
}

/* The squares colour's pawns attack (one square diagonally forward;
 * Hammer pawns also two, over an empty middle square). */
static Bitboard pawn_reach(const ChessPosition *p, int colour)
{
    Bitboard pawns = pieces_of(p, colour, PAWN), empty = ~occupied(p);
    Bitboard east = colour == WHITE ? bb_north_east(pawns) : bb_south_east(pawns);
    Bitboard west = colour == WHITE ? bb_north_west(pawns) : bb_south_west(pawns);
    Bitboard reach = east | west;
    if (p->variant->hammer_pieces)
        reach |= colour == WHITE ? bb_north_east(east & empty) | bb_north_west(west & empty)
                                 : bb_south_east(east & empty) | bb_south_west(west & empty);
    return reach & p->variant->board;
}

static int edge_distance(const ChessPosition *p, int sq)
{
    int file = square_file(sq), other = p->variant->files - 1 - file;
    int d = file < other ? file : other;
    return d < 3 ? d : 3;
}

/* Own pawns one and two ranks in front of the king, on its file and the next. */
static void king_shield(const ChessPosition *p, int colour, int king, EvalSum *sum, int sign)
{
    Bitboard pawns = pieces_of(p, colour, PAWN);
    Bitboard one = bb_forward(bb_square(king), colour), two = bb_forward(one, colour);
    Bitboard first = pawns & (bb_east(one) | bb_west(one) | one);
    Bitboard second = pawns & (bb_east(two) | bb_west(two) | two);
    eval_add(sum, EVAL_KING_SHIELD, sign * bb_count(first));
    eval_add(sum, EVAL_KING_SHIELD + 1, sign * bb_count(second));
}

/* The squares a side attacks: by pawns, by knights and bishops, by rooks,
 * and by anything. */
typedef struct {
    Bitboard pawns, minors, rooks, all;
} AttackMap;

/* Enemy pieces colour's pawns, minor pieces and rooks attack, and those it
 * attacks that nothing defends: what the side to move may win next. */
static void threats(const ChessPosition *p, int colour, const AttackMap *ours, const AttackMap *theirs,
                    EvalSum *sum)
{
    int sign = colour == WHITE ? 1 : -1, them = colour ^ 1;
    for (int type = KNIGHT; type <= QUEEN; type++) {
        Bitboard victims = pieces_of(p, them, type);
        eval_add(sum, EVAL_THREAT_BY_PAWN + type - KNIGHT, sign * bb_count(victims & ours->pawns));
        eval_add(sum, EVAL_THREAT_BY_MINOR + type - KNIGHT, sign * bb_count(victims & ours->minors));
    }
    eval_add(sum, EVAL_THREAT_BY_ROOK, sign * bb_count(pieces_of(p, them, QUEEN) & ours->rooks));
    Bitboard pieces = p->by_colour[them] & ~p->by_type[PAWN] & ~p->by_type[KING];
    eval_add(sum, EVAL_HANGING, sign * bb_count(pieces & ours->all & ~theirs->all));
}

static void evaluate_side(const ChessPosition *p, int colour, EvalSum *sum, int *phase, AttackMap *attacks)
{
    int sign = colour == WHITE ? 1 : -1, them = colour ^ 1;
    Bitboard occ = occupied(p), own = p->by_colour[colour], board = p->variant->board;
    Bitboard enemy_pawn_reach = pawn_reach(p, them);
    int enemy_king = king_square(p, them);
    Bitboard king_zone = (king_attacks[enemy_king] | bb_square(enemy_king)) & board;
    int attackers = 0;
    attacks->pawns = pawn_reach(p, colour);
    attacks->minors = attacks->rooks = 0;
    attacks->all = attacks->pawns | (king_attacks[king_square(p, colour)] & board);

    for (int type = PAWN; type <= KING; type++) {
        Bitboard pieces = pieces_of(p, colour, type);
        if (type != KING)
            eval_add(sum, EVAL_MATERIAL + type - PAWN, sign * bb_count(pieces));
        *phase += phase_of_type[type] * bb_count(pieces);
        while (pieces) {
            int sq = bb_pop_first(&pieces);
            eval_add(sum, EVAL_RANK + (type - PAWN) * 8 + relative_rank(p, colour, sq), sign);
            eval_add(sum, EVAL_FILE + (type - PAWN) * 4 + edge_distance(p, sq), sign);
            if (type == PAWN || type == KING)
                continue;
            Bitboard reach = piece_reach(p, type, sq, occ) & board;
            attacks->all |= reach;
            if (type <= BISHOP)
                attacks->minors |= reach;
            else if (type == ROOK)
                attacks->rooks |= reach;
            eval_add(sum, EVAL_MOBILITY + type - KNIGHT, sign * bb_count(reach & ~own & ~enemy_pawn_reach));
            if (reach & king_zone) {
                attackers++;
                eval_add(sum, EVAL_KING_ATTACK + type - KNIGHT, sign * bb_count(reach & king_zone));
            }
            if (type == ROOK) {
                Bitboard file = bb_file(square_file(sq));
                if (!(file & p->by_type[PAWN]))
                    eval_add(sum, EVAL_ROOK_OPEN, sign);
                else if (!(file & pieces_of(p, colour, PAWN)))
                    eval_add(sum, EVAL_ROOK_HALF_OPEN, sign);
            }
        }
    }
    eval_add(sum, EVAL_KING_ATTACKERS + (attackers < 7 ? attackers : 7), sign);
    if (bb_more_than_one(pieces_of(p, colour, BISHOP)))
        eval_add(sum, EVAL_BISHOP_PAIR, sign);
    king_shield(p, colour, king_square(p, colour), sum, sign);
    chess_eval_pawns(p, colour, sum);
}

/* Whether the variant's threat terms count (Half-Court's do not): if not,
 * they are left out of the score, but still traced for the tuner. */
static bool weighs_threats(const ChessEvalWeights *w)
{
    for (int term = EVAL_THREAT_BY_PAWN; term <= EVAL_HANGING; term++)
        if (w->term[term].mg || w->term[term].eg)
            return true;
    return false;
}

/* The tapered score from White's view; trace (if not NULL) gets the features. */
static int evaluate_white(const ChessPosition *p, EvalTrace *trace)
{
    const ChessEvalWeights *w = p->variant->eval_weights;
    EvalSum sum = {.weights = w->term, .trace = trace};
    int phase = 0;
    AttackMap attacks[2];
    evaluate_side(p, WHITE, &sum, &phase, &attacks[WHITE]);
    evaluate_side(p, BLACK, &sum, &phase, &attacks[BLACK]);
    if (trace || weighs_threats(w)) {
        threats(p, WHITE, &attacks[WHITE], &attacks[BLACK], &sum);
        threats(p, BLACK, &attacks[BLACK], &attacks[WHITE], &sum);
    }
    eval_add(&sum, EVAL_TEMPO, p->side == WHITE ? 1 : -1);
    if (phase > w->phase_total)
        phase = w->phase_total;
    if (trace)
        trace->phase = phase;
    return (sum.mg * phase + sum.eg * (w->phase_total - phase)) / w->phase_total;
}

void chess_eval_trace(const ChessPosition *p, EvalTrace *trace)
{
    memset(trace, 0, sizeof *trace);
    evaluate_white(p, trace);
}

int chess_evaluate(const void *pos)
{
    const ChessPosition *p = pos;
    int bare_king;
    if (chess_bare_king_score(p, &bare_king))
        return bare_king;
    const Net *net = chess_net_in_use(p->variant);
    if (net)
        return chess_net_evaluate(net, p);
    int score = evaluate_white(p, NULL);
    return p->side == WHITE ? score : -score;
}
