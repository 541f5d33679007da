/*
 * FIDE chess through the game interface: published perft counts at depths
 * that run in well under a second (tests/perft-deep.sh runs the deep ones),
 * FEN, move notation, results and the game history's repetition count.
 */
#include <stdlib.h>
#include <string.h>

#include "engine/game_history.h"
#include "tests/test_support.h"

#define KIWIPETE "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
#define POSITION_3 "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"
#define POSITION_4 "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"
#define POSITION_4_MIRRORED "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1"
#define POSITION_5 "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8"
#define POSITION_6 "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10"
#define PROMOTION "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1"
#define TWO_ROOKS "4k3/8/8/8/8/8/8/R1R1K3 w - - 0 1"

typedef struct {
    const char *fen;
    int depth;
    uint64_t nodes;
} PerftCase;

/* Published counts (Chess Programming Wiki perft results). */
static const PerftCase published[] = {
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 1, 20},
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 4, 197281},
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 5, 4865609},
    {KIWIPETE, 1, 48},
    {KIWIPETE, 2, 2039},
    {KIWIPETE, 3, 97862},
    {KIWIPETE, 4, 4085603},
    {POSITION_3, 1, 14},
    {POSITION_3, 5, 674624},
    {POSITION_4, 1, 6},
    {POSITION_4, 4, 422333},
    {POSITION_4_MIRRORED, 4, 422333},
    {POSITION_5, 3, 62379},
    {POSITION_5, 4, 2103487},
    {POSITION_6, 4, 3894594},
};

START_TEST(published_perft)
{
    const PerftCase *c = &published[_i];
    TestPosition p = test_position("chess", c->fen);
    ck_assert_uint_eq(test_perft(&p, c->depth), c->nodes);
}
END_TEST

START_TEST(fen_round_trip)
{
    static const char *fens[] = {
        KIWIPETE, POSITION_3, POSITION_4, POSITION_5, POSITION_6,
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b Kq - 7 31",
    };
    for (size_t i = 0; i < sizeof fens / sizeof fens[0]; i++) {
        TestPosition p = test_position("chess", fens[i]);
        ck_assert_str_eq(test_text(&p), fens[i]);
    }
}
END_TEST

START_TEST(fen_defaults_and_forms)
{
    TestPosition p = test_position("chess", "4k3/8/8/8/8/8/8/R3K2R w HA -");
    ck_assert_str_eq(test_text(&p), "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    /* An e.p. square no pawn can use is dropped, so equal positions hash equal. */
    TestPosition q = test_position("chess", "4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1");
    ck_assert_str_eq(test_text(&q), "4k3/8/8/8/4P3/8/8/4K3 b - - 0 1");
    TestPosition r = test_position("chess", "4k3/8/8/8/4P3/8/8/4K3 b - - 0 1");
    ck_assert_uint_eq(q.game->key(q.bytes), r.game->key(r.bytes));
}
END_TEST

START_TEST(fen_errors)
{
    static const char *bad[] = {
        "",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1",           /* seven ranks */
        "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",  /* nine squares */
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1",  /* bad letter */
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",  /* bad side */
        "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1",    /* no black king */
        "4k3/8/8/8/8/8/8/4K3 w K - 0 1",                             /* no rook to castle with */
        "4k3/8/8/8/8/8/8/4K3 w - e6 0 1",                            /* e.p. without double step */
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f8 0 3", /* e.p. on the last rank (fuzzer) */
        "4k3/8/8/8/8/8/8/4K3 b - e1 0 1",                            /* e.p. on the first rank */
        "4k3/8/8/8/8/8/8/P3K3 w - - 0 1",                            /* pawn on the first rank */
        "4k3/8/8/8/8/8/4r3/4K3 b - - 0 1",                           /* side not to move in check */
        "4k3/8/8/8/8/8/8/4K3 w - - -3 1",                            /* bad clock */
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1 extra",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        const Game *g = game_find("chess");
        unsigned char pos[4096];
        char error[GAME_ERROR_MAX] = "";
        ck_assert_msg(!g->set_text(pos, bad[i], error), "accepted '%s'", bad[i]);
        ck_assert_msg(strlen(error) > 0, "no reason for '%s'", bad[i]);
    }
}
END_TEST

static void assert_parses_to(const char *fen, const char *text, const char *canonical)
{
    TestPosition p = test_position("chess", fen);
    Move m;
    char error[GAME_ERROR_MAX] = "", out[GAME_TEXT_MAX];
    ck_assert_msg(p.game->text_to_move(p.bytes, text, &m, error), "'%s' refused: %s", text, error);
    p.game->move_to_text(p.bytes, m, out);
    ck_assert_str_eq(out, canonical);
}

static void assert_refused(const char *fen, const char *text)
{
    TestPosition p = test_position("chess", fen);
    Move m;
    char error[GAME_ERROR_MAX] = "";
    ck_assert_msg(!p.game->text_to_move(p.bytes, text, &m, error), "'%s' accepted", text);
    ck_assert(strlen(error) > 0);
}

START_TEST(notation_forms)
{
    const char *start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    assert_parses_to(start, "e2e4", "e2e4");
    assert_parses_to(start, "e2-e4", "e2e4");
    assert_parses_to(start, "e4", "e2e4");
    assert_parses_to(start, "Nf3", "g1f3");
    assert_parses_to(start, "Ngf3", "g1f3");
    assert_parses_to(start, "Ng1f3", "g1f3");
    assert_parses_to(KIWIPETE, "O-O", "e1g1");
    assert_parses_to(KIWIPETE, "0-0-0", "e1c1");
    assert_parses_to(KIWIPETE, "e1h1", "e1g1");
    assert_parses_to(KIWIPETE, "e1a1", "e1c1");
    assert_parses_to(KIWIPETE, "Kg1", "e1g1");
    assert_parses_to(KIWIPETE, "dxe6", "d5e6");
    assert_parses_to(KIWIPETE, "Qxf6+", "f3f6");
    assert_parses_to(PROMOTION, "bxa8=Q", "b7a8q");
    assert_parses_to(PROMOTION, "b7a8n", "b7a8n");
    assert_parses_to(PROMOTION, "b7xa8=R", "b7a8r");
    assert_parses_to(PROMOTION, "b8=B+", "b7b8b");
    assert_parses_to(TWO_ROOKS, "Rab1", "a1b1");
    assert_parses_to(TWO_ROOKS, "Rcb1", "c1b1");
    /* King d1 castling with the a1 rook lands on c1, where a plain king
     * step also goes: castling is then written king takes rook (found by
     * the parser fuzzer, tests/fuzz). */
    const char *king_d1 = "4k3/8/8/8/8/8/8/R2K4 w Q - 0 1";
    assert_parses_to(king_d1, "d1c1", "d1c1");
    assert_parses_to(king_d1, "d1a1", "d1a1");
    assert_parses_to(king_d1, "O-O-O", "d1a1");
}
END_TEST

START_TEST(notation_refusals)
{
    const char *start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    static const char *bad[] = {"", "e2e5", "e7e5", "Nf4", "O-O", "i2i4", "e2", "e2e4q", "zz", "e2e4e2e4",
                                "Qd4", "0000", "e9e4"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        assert_refused(start, bad[i]);
    assert_refused(PROMOTION, "b7a8"); /* promotion piece missing */
    assert_refused(PROMOTION, "b7a8k");
    assert_refused(PROMOTION, "bxa8");
    assert_refused(TWO_ROOKS, "Rb1"); /* ambiguous */
    assert_refused(TWO_ROOKS, "Ke2e3");
}
END_TEST

static GameResult result_of(const char *fen)
{
    TestPosition p = test_position("chess", fen);
    return p.game->result(p.bytes);
}

START_TEST(results)
{
    GameResult r = result_of("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    ck_assert_int_eq(r.outcome, OUTCOME_SECOND_WINS);
    ck_assert_int_eq(r.reason, REASON_CHECKMATE);
    r = result_of("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    ck_assert_int_eq(r.outcome, OUTCOME_DRAW);
    ck_assert_int_eq(r.reason, REASON_STALEMATE);
    r = result_of("8/8/4k3/8/8/3NK3/8/8 b - - 0 1");
    ck_assert_int_eq(r.reason, REASON_MATERIAL);
    ck_assert(r.automatic);
    r = result_of("8/8/4k3/8/8/3RK3/8/8 b - - 0 1");
    ck_assert_int_eq(r.outcome, OUTCOME_NONE);
    r = result_of("8/8/4k3/8/8/3RK3/8/8 b - - 100 80");
    ck_assert_int_eq(r.reason, REASON_FIFTY_MOVES);
    ck_assert(!r.automatic);
    /* Mate on the move that reaches 100 plies is still mate. */
    r = result_of("7k/6Q1/6K1/8/8/8/8/8 b - - 100 80");
    ck_assert_int_eq(r.reason, REASON_CHECKMATE);
    /* Dead material ends the game, which the search sees as a dead
     * position; perft goes on (RULINGS): the king on e3 has 8 moves. */
    TestPosition p = test_position("chess", "8/8/4k3/8/8/4K3/8/8 w - - 0 1");
    ck_assert(p.game->dead_position(p.bytes));
    ck_assert_uint_eq(test_perft(&p, 1), 8);
    p = test_position("chess", "8/8/4k3/8/8/3RK3/8/8 b - - 0 1");
    ck_assert(!p.game->dead_position(p.bytes));
}
END_TEST

START_TEST(threefold_repetition)
{
    TestPosition p = test_start("chess");
    GameHistory h;
    ck_assert(history_start(&h, p.game, p.bytes));
    static const char *shuffle[] = {"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8"};
    for (int i = 0; i < 8; i++) {
        ck_assert_int_eq(history_result(&h).outcome, OUTCOME_NONE);
        Move m;
        char error[GAME_ERROR_MAX];
        ck_assert(p.game->text_to_move(history_current(&h), shuffle[i], &m, error));
        ck_assert(history_play(&h, m));
    }
    ck_assert_int_eq(history_occurrences(&h), 3);
    GameResult r = history_result(&h);
    ck_assert_int_eq(r.reason, REASON_REPETITION);
    ck_assert(!r.automatic);
    ck_assert(history_undo(&h));
    ck_assert_int_eq(history_result(&h).outcome, OUTCOME_NONE);
    history_free(&h);
}
END_TEST

START_TEST(castling_rights_follow_rooks)
{
    /* Capturing a rook on its home square takes that castling right away. */
    TestPosition p = test_position("chess", "r3k2r/8/8/8/8/8/6B1/R3K2R w KQkq - 0 1");
    test_play(&p, "g2a8");
    ck_assert_str_eq(test_text(&p), "B3k2r/8/8/8/8/8/8/R3K2R b KQk - 0 1");
    ck_assert(!test_has_move(&p, "e8c8"));
    test_play(&p, "e8g8");
    ck_assert_str_eq(test_text(&p), "B4rk1/8/8/8/8/8/8/R3K2R w KQ - 1 2");
    ck_assert(test_has_move(&p, "e1c1"));
    ck_assert(!test_has_move(&p, "e1g1")); /* f1 is attacked by the rook on f8 */
    /* A rook that moves away and back has lost its right. */
    test_play(&p, "h1h2");
    test_play(&p, "f8f7");
    test_play(&p, "h2h1");
    ck_assert_str_eq(test_text(&p), "B5k1/5r2/8/8/8/8/8/R3K2R b Q - 4 3");
}
END_TEST

int main(void)
{
    Suite *s = suite_create("chess rules");
    TCase *tc = tcase_create("chess");
    tcase_set_timeout(tc, 60);
    tcase_add_loop_test(tc, published_perft, 0, (int)(sizeof published / sizeof published[0]));
    tcase_add_test(tc, fen_round_trip);
    tcase_add_test(tc, fen_defaults_and_forms);
    tcase_add_test(tc, fen_errors);
    tcase_add_test(tc, notation_forms);
    tcase_add_test(tc, notation_refusals);
    tcase_add_test(tc, results);
    tcase_add_test(tc, threefold_repetition);
    tcase_add_test(tc, castling_rights_follow_rooks);
    suite_add_tcase(s, tc);
    return test_run_suite(s);
}
