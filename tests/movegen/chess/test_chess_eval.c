/*
 * The chess-family evaluator: colour symmetry (a position and its mirror
 * with colours swapped score the same for the side to move), each feature
 * counted where it should be, and per-variant material.
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "movegen/chess/eval.h"
#include "movegen/chess/nnue.h"
#include "tests/test_support.h"

/* The FEN with the board mirrored top to bottom and colours swapped. */
static void mirror_fen(const char *fen, char *out)
{
    char board[128], side[8], castling[16], ep[8];
    int half = 0, full = 1;
    ck_assert(sscanf(fen, "%127s %7s %15s %7s %d %d", board, side, castling, ep, &half, &full) >= 4);
    char *ranks[16];
    int n = 0;
    for (char *r = strtok(board, "/"); r; r = strtok(NULL, "/"))
        ranks[n++] = r;
    out[0] = '\0';
    for (int i = n - 1; i >= 0; i--) {
        for (char *c = ranks[i]; *c; c++)
            *c = (char)(isupper((unsigned char)*c) ? tolower((unsigned char)*c) : toupper((unsigned char)*c));
        strcat(out, ranks[i]);
        strcat(out, i ? "/" : "");
    }
    for (char *c = castling; *c && *c != '-'; c++)
        *c = (char)(isupper((unsigned char)*c) ? tolower((unsigned char)*c) : toupper((unsigned char)*c));
    if (ep[0] != '-')
        ep[1] = (char)('1' + n - 1 - (ep[1] - '1'));
    sprintf(out + strlen(out), " %s %s %s %d %d", side[0] == 'w' ? "b" : "w", castling, ep, half, full);
}

static EvalTrace trace_of(const char *game, const char *fen)
{
    TestPosition p = test_position(game, fen);
    EvalTrace t;
    chess_eval_trace((const ChessPosition *)p.bytes, &t);
    return t;
}

START_TEST(colour_symmetry)
{
    static const char *const cases[][2] = {
        {"chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"},
        {"chess", "4rrk1/pp1n3p/3q2pQ/2p1pb2/2PP4/2P3N1/P2B2PP/4RRK1 b - - 7 19"},
        {"chess", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"},
        {"hammer", "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4"},
        {"hammer", "2r3k1/5pp1/p3p2p/1p6/3b4/P4N2/1P3PPP/3R2K1 w - - 0 30"},
        {"halfcourt", "1r1k1/p2pp/b1n2/1PP1P/1QK1R w - - 0 9"},
        {"halfcourt", "nkrbq/p1ppp/1p3/PPP1P/BNKQR w Ec - 0 3"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char mirrored[GAME_TEXT_MAX];
        mirror_fen(cases[i][1], mirrored);
        int score = test_evaluate(cases[i][0], cases[i][1]), mirror_score = test_evaluate(cases[i][0], mirrored);
        ck_assert_msg(score == mirror_score, "%s: %d vs %d (%s)", cases[i][1], score, mirror_score, mirrored);
    }
}
END_TEST

START_TEST(start_is_balanced_but_for_the_move)
{
    const char *start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    EvalTrace t = trace_of("chess", start);
    for (int i = 0; i < EVAL_TERM_COUNT; i++)
        ck_assert_int_eq(t.count[i], i == EVAL_TEMPO ? 1 : 0);
    ck_assert_int_eq(t.phase, 24);
    ck_assert_int_eq(trace_of("halfcourt", "qrbnk/ppppp/5/PPPPP/NQBKR w Eb - 0 1").phase, 16);
}
END_TEST

START_TEST(pawn_structure)
{
    /* White: c3 and c4 doubled, d5 guarded by c4, e6 by d5, all passed but
     * the rear c-pawn. Black: an isolated passed pawn on a7. */
    EvalTrace t = trace_of("chess", "4k3/p7/4P3/3P4/2P5/2P5/8/4K3 w - - 0 1");
    ck_assert_int_eq(t.count[EVAL_DOUBLED], 1);
    ck_assert_int_eq(t.count[EVAL_ISOLATED], -1);
    ck_assert_int_eq(t.count[EVAL_CONNECTED], 2);
    ck_assert_int_eq(t.count[EVAL_PASSED + 2], 0);
    ck_assert_int_eq(t.count[EVAL_PASSED + 3], 1);
    ck_assert_int_eq(t.count[EVAL_PASSED + 4], 1);
    ck_assert_int_eq(t.count[EVAL_PASSED + 5], 1);
    ck_assert_int_eq(t.count[EVAL_PASSED + 1], -1);
    /* A black pawn on the next file ahead stops the passer. */
    t = trace_of("chess", "4k3/5p2/8/8/4P3/8/8/4K3 w - - 0 1");
    ck_assert_int_eq(t.count[EVAL_PASSED + 3], 0);
    ck_assert_int_eq(t.count[EVAL_PASSED + 1], 0);
    ck_assert_int_eq(t.count[EVAL_ISOLATED], 0);
}
END_TEST

START_TEST(pieces)
{
    /* White rooks: a1 on an open file, e1 on a half-open one; Black's rook on b8 on neither. */
    EvalTrace t = trace_of("chess", "1r5k/1p2p3/8/8/8/8/1P6/R3R1K1 w - - 0 1");
    ck_assert_int_eq(t.count[EVAL_ROOK_OPEN], 1);
    ck_assert_int_eq(t.count[EVAL_ROOK_HALF_OPEN], 1);
    t = trace_of("chess", "rn2k3/8/8/8/8/8/8/1BB1K3 w - - 0 1");
    ck_assert_int_eq(t.count[EVAL_BISHOP_PAIR], 1);
    ck_assert_int_eq(t.count[EVAL_MATERIAL + BISHOP - PAWN], 2);
    ck_assert_int_eq(t.count[EVAL_MATERIAL + ROOK - PAWN], -1);
    ck_assert_int_eq(t.phase, 1 + 2 + 2);
    /* A knight in the corner reaches 2 squares, in the centre 8; Hammer's reaches more. */
    ck_assert_int_eq(trace_of("chess", "4k3/8/8/8/8/8/8/N3K3 w - - 0 1").count[EVAL_MOBILITY], 2);
    ck_assert_int_eq(trace_of("chess", "4k3/8/8/8/3N4/8/8/4K3 w - - 0 1").count[EVAL_MOBILITY], 8);
    ck_assert_int_eq(trace_of("hammer", "4k3/8/8/8/3N4/8/8/7K w - - 0 1").count[EVAL_MOBILITY], 8 + 8);
    /* Squares guarded by enemy pawns do not count. */
    ck_assert_int_eq(trace_of("chess", "4k3/8/4p3/8/3N4/8/8/4K3 w - - 0 1").count[EVAL_MOBILITY], 7);
}
END_TEST

START_TEST(king_safety)
{
    /* White's king on g1: f2 and g2 one rank ahead, h3 two ranks ahead. */
    EvalTrace t = trace_of("chess", "6k1/8/8/8/8/7P/5PP1/6K1 w - - 0 1");
    ck_assert_int_eq(t.count[EVAL_KING_SHIELD], 2);
    ck_assert_int_eq(t.count[EVAL_KING_SHIELD + 1], 1);
    /* A white queen on h5 and knight on g5 both reach Black's king zone around g8. */
    t = trace_of("chess", "6k1/5ppp/8/6NQ/8/8/8/6K1 w - - 0 1");
    ck_assert_int_eq(t.count[EVAL_KING_ATTACKERS + 2], 1);
    ck_assert_int_eq(t.count[EVAL_KING_ATTACKERS + 0], -1); /* Black attacks nothing */
    ck_assert_int_gt(t.count[EVAL_KING_ATTACK + QUEEN - KNIGHT], 0);
    ck_assert_int_gt(t.count[EVAL_KING_ATTACK + KNIGHT - KNIGHT], 0);
}
END_TEST

START_TEST(threats)
{
    /* White's d4 pawn attacks the knight on c5 and the bishop on e5, and
     * the knight on f3 attacks that bishop too; nothing attacks the rook. */
    EvalTrace t = trace_of("chess", "4k2r/8/8/2n1b3/3P4/5N2/8/4K3 w - - 0 1");
    ck_assert_int_eq(t.count[EVAL_THREAT_BY_PAWN + KNIGHT - KNIGHT], 1);
    ck_assert_int_eq(t.count[EVAL_THREAT_BY_PAWN + BISHOP - KNIGHT], 1);
    ck_assert_int_eq(t.count[EVAL_THREAT_BY_MINOR + BISHOP - KNIGHT], 1);
    /* The knight and the bishop are undefended and attacked; Black's knight
     * attacks the d4 pawn only (pawns never count as hanging). */
    ck_assert_int_eq(t.count[EVAL_HANGING], 2);
    /* A rook on the queen's file attacks it; defended, she is not hanging. */
    t = trace_of("chess", "3qk3/4p3/8/8/8/8/8/3RK3 w - - 0 1");
    ck_assert_int_eq(t.count[EVAL_THREAT_BY_ROOK], 1);
    ck_assert_int_eq(t.count[EVAL_HANGING], 0);
    /* Black's view counts negative: a black pawn on e4 attacks d3's knight. */
    t = trace_of("chess", "4k3/8/8/8/4p3/3N4/8/4K3 w - - 0 1");
    ck_assert_int_eq(t.count[EVAL_THREAT_BY_PAWN + KNIGHT - KNIGHT], -1);
    /* Hammer pawns also attack two squares diagonally over an empty square,
     * and a Hammer bishop also leaps like a knight. */
    t = trace_of("hammer", "4k3/8/8/1n6/8/3P4/8/4K3 w - - 0 1");
    ck_assert_int_eq(t.count[EVAL_THREAT_BY_PAWN + KNIGHT - KNIGHT], 1);
    t = trace_of("hammer", "4k3/8/8/8/8/3r4/8/2B1K3 w - - 0 1");
    ck_assert_int_eq(t.count[EVAL_THREAT_BY_MINOR + ROOK - KNIGHT], 1);
}
END_TEST

/* The score is the weights applied to the trace, tapered: what the tuner assumes. */
START_TEST(score_is_weights_times_features)
{
    static const char *const cases[][2] = {
        {"chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQkq - 0 1"},
        {"hammer", "2r3k1/5pp1/p3p2p/1p6/3b4/P4N2/1P3PPP/3R2K1 w - - 0 30"},
        {"halfcourt", "1r1k1/p2pp/b1n2/1PP1P/1QK1R b - - 0 9"},
    };
    /* The hand-written evaluator, not Hammer's net. */
    chess_nets_enable(false);
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        TestPosition p = test_position(cases[i][0], cases[i][1]);
        const ChessPosition *cp = (const ChessPosition *)p.bytes;
        const ChessEvalWeights *w = cp->variant->eval_weights;
        EvalTrace t;
        chess_eval_trace(cp, &t);
        int mg = 0, eg = 0;
        for (int k = 0; k < EVAL_TERM_COUNT; k++) {
            mg += t.count[k] * w->term[k].mg;
            eg += t.count[k] * w->term[k].eg;
        }
        int white = (mg * t.phase + eg * (w->phase_total - t.phase)) / w->phase_total;
        ck_assert_int_eq(p.game->evaluate(p.bytes), cp->side == WHITE ? white : -white);
    }
    chess_nets_enable(true);
    /* Each variant has its own weights. */
    ck_assert_ptr_ne(VARIANT_CHESS.eval_weights, VARIANT_HAMMER.eval_weights);
    ck_assert_ptr_ne(VARIANT_CHESS.eval_weights, VARIANT_HALFCOURT.eval_weights);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("chess_eval");
    TCase *tc = tcase_create("chess_eval");
    tcase_add_test(tc, colour_symmetry);
    tcase_add_test(tc, start_is_balanced_but_for_the_move);
    tcase_add_test(tc, pawn_structure);
    tcase_add_test(tc, pieces);
    tcase_add_test(tc, king_safety);
    tcase_add_test(tc, threats);
    tcase_add_test(tc, score_is_weights_times_features);
    suite_add_tcase(s, tc);
    return test_run_suite(s);
}
