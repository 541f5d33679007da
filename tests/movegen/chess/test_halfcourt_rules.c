/*
 * Half-Court Chess rules through the game interface: the seed's castling
 * examples and the castling conditions of RULINGS.md, the FEN castling
 * field, start-position numbering, pawns on a 5x5 board, promotion,
 * stalemate and dead material.
 */
#include <stdio.h>
#include <string.h>

#include "movegen/chess/halfcourt_start.h"
#include "tests/test_support.h"

#define GAME "halfcourt"

/* The seed's two diagrams; each side castles once in each. */
#define SEED_DIAGRAM_1 "3kr/ppppp/5/PPPPP/2R1K w Ce - 0 1"
#define SEED_DIAGRAM_2 "r3k/ppppp/5/PPPPP/K2R1 w Da - 0 1"

/* The placement field of the position's FEN. */
static const char *board_field(const TestPosition *p)
{
    static char board[GAME_TEXT_MAX];
    snprintf(board, sizeof board, "%s", test_text(p));
    *strchr(board, ' ') = '\0';
    return board;
}

static void assert_parses_to(const char *fen, const char *text, const char *canonical)
{
    TestPosition p = test_position(GAME, fen);
    Move m;
    char error[GAME_ERROR_MAX] = "", out[GAME_TEXT_MAX];
    ck_assert_msg(p.game->text_to_move(p.bytes, text, &m, error), "'%s' refused in %s: %s", text, fen, error);
    p.game->move_to_text(p.bytes, m, out);
    ck_assert_str_eq(out, canonical);
}

static void assert_refused(const char *fen, const char *text)
{
    TestPosition p = test_position(GAME, fen);
    Move m;
    char error[GAME_ERROR_MAX] = "";
    ck_assert_msg(!p.game->text_to_move(p.bytes, text, &m, error), "'%s' accepted in %s", text, fen);
    ck_assert(strlen(error) > 0);
}

/* Castles (given as the canonical king move) and checks the new board. */
static void assert_castles(TestPosition *p, const char *move, const char *board_after)
{
    ck_assert_msg(test_has_move(p, move), "%s not generated in %s", move, test_text(p));
    test_play(p, move);
    ck_assert_str_eq(board_field(p), board_after);
}

START_TEST(seed_castling_examples)
{
    /* Diagram 1: White's king e1 goes two squares to c1 (the rook's own
     * square), the rook lands on d1; Black's king and rook swap. */
    TestPosition p = test_position(GAME, SEED_DIAGRAM_1);
    assert_castles(&p, "e1c1", "3kr/ppppp/5/PPPPP/2KR1");
    ck_assert_str_eq(test_text(&p), "3kr/ppppp/5/PPPPP/2KR1 b e - 1 1");
    assert_castles(&p, "d5e5", "3rk/ppppp/5/PPPPP/2KR1");
    ck_assert_str_eq(test_text(&p), "3rk/ppppp/5/PPPPP/2KR1 w - - 2 2");

    /* Diagram 2: White's king a1 to c1, rook d1 to b1; Black's king e5 to
     * c5, rook a5 to d5. */
    p = test_position(GAME, SEED_DIAGRAM_2);
    assert_castles(&p, "a1c1", "r3k/ppppp/5/PPPPP/1RK2");
    assert_castles(&p, "e5c5", "2kr1/ppppp/5/PPPPP/1RK2");
}
END_TEST

START_TEST(castling_other_distances)
{
    /* Rook three squares away: the king still moves two. */
    TestPosition p = test_position(GAME, "k4/5/5/5/1R2K w B - 0 1");
    assert_castles(&p, "e1c1", "k4/5/5/5/2KR1");
    /* Rook four squares away, toward the e side. */
    p = test_position(GAME, "k4/5/5/5/K3R w E - 0 1");
    assert_castles(&p, "a1c1", "k4/5/5/5/1RK2");
    /* Rook two squares away toward the e side: the king lands on its square. */
    p = test_position(GAME, "k4/5/5/5/2K1R w E - 0 1");
    assert_castles(&p, "c1e1", "k4/5/5/5/3RK");
    /* Adjacent rook on the a side: a swap. */
    p = test_position(GAME, "k4/5/5/5/1RK2 w B - 0 1");
    assert_castles(&p, "c1b1", "k4/5/5/5/1KR2");
}
END_TEST

START_TEST(castling_notation)
{
    /* O-O is castling with the rook on the e side, O-O-O on the a side. */
    assert_parses_to(SEED_DIAGRAM_1, "O-O-O", "e1c1");
    assert_parses_to(SEED_DIAGRAM_1, "0-0-0", "e1c1");
    assert_parses_to(SEED_DIAGRAM_1, "Kc1", "e1c1");
    assert_refused(SEED_DIAGRAM_1, "O-O");
    assert_parses_to(SEED_DIAGRAM_2, "O-O", "a1c1");
    assert_parses_to(SEED_DIAGRAM_2, "a1d1", "a1c1"); /* king takes own rook */
    assert_refused(SEED_DIAGRAM_2, "O-O-O");
    TestPosition p = test_position(GAME, SEED_DIAGRAM_1);
    test_play(&p, "e2e3");
    ck_assert_str_eq(test_text(&p), "3kr/ppppp/4P/PPPP1/2R1K b Ce - 0 1");
    test_play(&p, "O-O");
    ck_assert_str_eq(board_field(&p), "3rk/ppppp/4P/PPPP1/2R1K");
}
END_TEST

START_TEST(castling_refused)
{
    /* A square between king and rook is occupied (d1: on the rook's path only). */
    TestPosition p = test_position(GAME, "k4/5/5/5/K2BR w E - 0 1");
    ck_assert(!test_has_move(&p, "a1c1"));
    p = test_position(GAME, "k4/5/5/5/KN1R1 w D - 0 1");
    ck_assert(!test_has_move(&p, "a1c1"));
    /* The king is in check. */
    p = test_position(GAME, "1k2r/5/5/5/R3K w A - 0 1");
    ck_assert(!test_has_move(&p, "e1c1"));
    /* The king passes through an attacked square (d1). */
    p = test_position(GAME, "1k1r1/5/5/5/R3K w A - 0 1");
    ck_assert(!test_has_move(&p, "e1c1"));
    /* The king lands on an attacked square (c1). */
    p = test_position(GAME, "1kr2/5/5/5/R3K w A - 0 1");
    ck_assert(!test_has_move(&p, "e1c1"));
    /* Swap castling: e1 is only attacked once the rook has left it. */
    p = test_position(GAME, "k3r/5/5/5/3KR w E - 0 1");
    ck_assert(!test_has_move(&p, "d1e1"));
    /* Control: the same positions without the attacker do castle. */
    p = test_position(GAME, "k4/5/5/5/3KR w E - 0 1");
    ck_assert(test_has_move(&p, "d1e1"));
    p = test_position(GAME, "1k3/5/5/5/R3K w A - 0 1");
    ck_assert(test_has_move(&p, "e1c1"));
    /* The a-side rook attacked does not matter (it is not the king). */
    p = test_position(GAME, "r3k/5/5/5/R3K w A - 0 1");
    ck_assert(test_has_move(&p, "e1c1"));
}
END_TEST

START_TEST(castling_rights_lost)
{
    /* The rook moves away and back. */
    TestPosition p = test_position(GAME, "r3k/5/5/5/R3K w Aa - 0 1");
    test_play(&p, "a1a2");
    test_play(&p, "a5a4");
    test_play(&p, "a2a1");
    test_play(&p, "a4a5");
    ck_assert_str_eq(test_text(&p), "r3k/5/5/5/R3K w - - 4 3");
    ck_assert(!test_has_move(&p, "e1c1"));
    /* The king moves away and back. */
    p = test_position(GAME, "r3k/5/5/5/R3K w Aa - 0 1");
    test_play(&p, "e1e2");
    ck_assert_str_eq(test_text(&p), "r3k/5/5/4K/R4 b a - 1 1");
    test_play(&p, "e5e4");
    ck_assert_str_eq(test_text(&p), "r4/4k/5/4K/R4 w - - 2 2");
    test_play(&p, "e2e1");
    test_play(&p, "e4e5");
    ck_assert(!test_has_move(&p, "e1c1"));
    /* The rook is captured on its square. */
    p = test_position(GAME, "r2k1/5/2B2/5/R3K w Aa - 0 1");
    test_play(&p, "c3a5");
    ck_assert_str_eq(test_text(&p), "B2k1/5/5/5/R3K b A - 0 1");
}
END_TEST

START_TEST(castling_fen_field)
{
    static const char *fens[] = {
        SEED_DIAGRAM_1, SEED_DIAGRAM_2, "r3k/5/5/5/R3K w Aa - 0 1", "k3r/5/5/5/R2K1 b e - 3 9",
        "bknqr/ppppp/5/PPPPP/BKNQR w Ee - 0 1",
    };
    for (size_t i = 0; i < sizeof fens / sizeof fens[0]; i++) {
        TestPosition p = test_position(GAME, fens[i]);
        ck_assert_str_eq(test_text(&p), fens[i]);
    }
    /* KQkq name the outermost rook on that side; the output is always the file. */
    TestPosition p = test_position(GAME, "3kr/ppppp/5/PPPPP/2R1K w Qk - 0 1");
    ck_assert_str_eq(test_text(&p), SEED_DIAGRAM_1);
    static const char *bad[] = {
        "3kr/ppppp/5/PPPPP/2R1K w D - 0 1",  /* no rook on d1 */
        "3kr/ppppp/5/PPPPP/2R1K w F - 0 1",  /* off the board */
        "3kr/ppppp/5/PPPPP/2R1K w CC - 0 1", /* twice */
        "4r/3k1/5/5/2R1K w e - 0 1",         /* king not on its rank */
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "k4/5/5/5/P3K w - - 0 1",            /* pawn on the first rank */
        "k4/5/5/5/4K w - c3 0 1",            /* e.p. without a double step */
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        const Game *g = game_find(GAME);
        unsigned char pos[4096];
        char error[GAME_ERROR_MAX] = "";
        ck_assert_msg(!g->set_text(pos, bad[i], error), "accepted '%s'", bad[i]);
        ck_assert_msg(strlen(error) > 0, "no reason for '%s'", bad[i]);
    }
}
END_TEST

START_TEST(numbering_round_trip)
{
    for (int n = 0; n < HALFCOURT_START_COUNT; n++) {
        char white[6], black[6];
        halfcourt_start_arrangements(n, white, black);
        ck_assert_int_eq(halfcourt_start_number(white, black), n);
        if (n % HALFCOURT_ARRANGEMENTS == 0 && n > 0) { /* lexicographic order */
            char previous[6];
            halfcourt_arrangement(n / HALFCOURT_ARRANGEMENTS - 1, previous);
            ck_assert_int_lt(strcmp(previous, white), 0);
        }
    }
    ck_assert_int_eq(halfcourt_arrangement_index("BKNQR"), 0);
    ck_assert_int_eq(halfcourt_arrangement_index("rqnkb"), 119);
    ck_assert_int_eq(halfcourt_arrangement_index("BKNQ"), -1);
    ck_assert_int_eq(halfcourt_arrangement_index("BKNQQ"), -1);
    ck_assert_int_eq(halfcourt_arrangement_index("BKNQP"), -1);
}
END_TEST

static void assert_start(int number, const char *white, const char *black, const char *fen)
{
    char w[6], b[6], text[64];
    halfcourt_start_arrangements(number, w, b);
    ck_assert_str_eq(w, white);
    ck_assert_str_eq(b, black);
    halfcourt_start_fen(number, true, text);
    ck_assert_str_eq(text, fen);
    /* The same through the game's options. */
    const Game *g = game_find(GAME);
    GameOptions opts;
    game_default_options(g, &opts);
    opts.values[0] = number;
    TestPosition p = {.game = g};
    char error[GAME_ERROR_MAX] = "";
    ck_assert_msg(g->set_start(p.bytes, &opts, error), "%s", error);
    ck_assert_str_eq(test_text(&p), fen);
}

START_TEST(numbering_examples)
{
    assert_start(0, "BKNQR", "BKNQR", "bknqr/ppppp/5/PPPPP/BKNQR w Ee - 0 1");
    /* 7291 = 60 * 120 + 91. 60 = 2*24 + 2*6 + 0*2 + 0: N, Q, B, K, R.
     * 91 = 3*24 + 3*6 + 0*2 + 1: Q, R, B, N, K. */
    assert_start(7291, "NQBKR", "QRBNK", "qrbnk/ppppp/5/PPPPP/NQBKR w Eb - 0 1");
    assert_start(14399, "RQNKB", "RQNKB", "rqnkb/ppppp/5/PPPPP/RQNKB w Aa - 0 1");
    assert_start(1 * 120 + 119, "BKNRQ", "RQNKB", "rqnkb/ppppp/5/PPPPP/BKNRQ w Da - 0 1");
}
END_TEST

static const char *start_with(int start, int castling, uint64_t seed)
{
    const Game *g = game_find(GAME);
    GameOptions opts;
    game_default_options(g, &opts);
    if (start != -2)
        opts.values[0] = start;
    opts.values[1] = castling;
    opts.seed = seed;
    static TestPosition p;
    p.game = g;
    char error[GAME_ERROR_MAX] = "";
    ck_assert_msg(g->set_start(p.bytes, &opts, error), "%s", error);
    return test_text(&p);
}

START_TEST(start_options)
{
    const Game *g = game_find(GAME);
    ck_assert_int_eq(g->files, 5);
    ck_assert_int_eq(g->ranks, 5);
    ck_assert_str_eq(g->title, "Half-Court Chess");
    ck_assert_int_eq(g->option_count, 2);
    ck_assert_str_eq(g->options[0].name, "start");
    ck_assert_int_eq(g->options[0].min, -1);
    ck_assert_int_eq(g->options[0].max, 14399);
    ck_assert_int_eq(g->options[0].default_value, -1);

    ck_assert_str_eq(start_with(7291, 0, 0), "qrbnk/ppppp/5/PPPPP/NQBKR w - - 0 1");
    /* A random start depends on the seed only. */
    char first[GAME_TEXT_MAX];
    snprintf(first, sizeof first, "%s", start_with(-1, 1, 12345));
    ck_assert_str_eq(start_with(-1, 1, 12345), first);
    ck_assert_int_eq(halfcourt_random_start(12345), halfcourt_random_start(12345));
    char expected[64];
    halfcourt_start_fen(halfcourt_random_start(12345), true, expected);
    ck_assert_str_eq(first, expected);
    /* ... and different seeds spread over the numbers. */
    int distinct = 0;
    static bool seen[HALFCOURT_START_COUNT];
    for (uint64_t seed = 0; seed < 200; seed++) {
        int n = halfcourt_random_start(seed);
        ck_assert(n >= 0 && n < HALFCOURT_START_COUNT);
        distinct += !seen[n];
        seen[n] = true;
    }
    ck_assert_int_gt(distinct, 190);
    /* Out of range is refused with a reason. */
    GameOptions opts;
    game_default_options(g, &opts);
    opts.values[0] = HALFCOURT_START_COUNT;
    unsigned char pos[4096];
    char error[GAME_ERROR_MAX] = "";
    ck_assert(!g->set_start(pos, &opts, error));
    ck_assert(strlen(error) > 0);
}
END_TEST

START_TEST(double_step_and_en_passant)
{
    /* In the start position every pawn faces an enemy pawn two squares
     * ahead: no double steps. */
    TestPosition p = test_position(GAME, "bknqr/ppppp/5/PPPPP/BKNQR w Ee - 0 1");
    ck_assert(!test_has_move(&p, "c2c4"));
    ck_assert(test_has_move(&p, "c2c3"));
    /* Once the c4 pawn has gone, c2 may step to c4; b4 or d4 take e.p. */
    p = test_position(GAME, "4k/pp1pp/5/PPPPP/4K w - - 0 1");
    test_play(&p, "c2c4");
    ck_assert_str_eq(test_text(&p), "4k/ppPpp/5/PP1PP/4K b - c3 0 1");
    ck_assert(test_has_move(&p, "b4c3"));
    ck_assert(test_has_move(&p, "d4c3"));
    test_play(&p, "d4c3");
    ck_assert_str_eq(test_text(&p), "4k/pp2p/2p2/PP1PP/4K w - - 0 2");
    /* Black's double step from its 4th rank, taken e.p. by White. */
    p = test_position(GAME, "4k/ppppp/5/PP1PP/4K b - - 0 1");
    test_play(&p, "c4c2");
    ck_assert_str_eq(test_text(&p), "4k/pp1pp/5/PPpPP/4K w - c3 0 2");
    test_play(&p, "b2c3");
    ck_assert_str_eq(test_text(&p), "4k/pp1pp/2P2/P2PP/4K b - - 0 2");
    /* The chance lasts one move only. */
    p = test_position(GAME, "4k/pp1pp/5/PPPPP/4K w - - 0 1");
    test_play(&p, "c2c4");
    test_play(&p, "a4a3");
    test_play(&p, "e1d1");
    ck_assert(!test_has_move(&p, "b4c3"));
    /* A double step needs both squares empty. */
    p = test_position(GAME, "4k/pp1pp/2N2/PPPPP/4K w - - 0 1");
    ck_assert(!test_has_move(&p, "c2c4"));
    /* The e.p. square is written only when an enemy pawn can use it. */
    p = test_position(GAME, "4k/1p1p1/5/2P2/4K w - - 0 1");
    test_play(&p, "c2c4");
    ck_assert_str_eq(test_text(&p), "4k/1pPp1/5/5/4K b - c3 0 1");
    p = test_position(GAME, "4k/4p/5/2P2/4K w - - 0 1");
    test_play(&p, "c2c4");
    ck_assert_str_eq(test_text(&p), "4k/2P1p/5/5/4K b - - 0 1");
}
END_TEST

START_TEST(promotion)
{
    TestPosition p = test_position(GAME, "k4/2P2/5/5/4K w - - 0 1");
    static const char *white[] = {"c4c5q", "c4c5r", "c4c5b", "c4c5n"};
    for (int i = 0; i < 4; i++)
        ck_assert(test_has_move(&p, white[i]));
    ck_assert(!test_has_move(&p, "c4c5"));
    ck_assert_uint_eq(test_perft(&p, 1), 4 + 3);
    test_play(&p, "c4c5n");
    ck_assert_str_eq(test_text(&p), "k1N2/5/5/5/4K b - - 0 1");
    /* Black promotes on the first rank, also by capturing. */
    p = test_position(GAME, "k4/5/5/2p2/3RK b - - 0 1");
    static const char *black[] = {"c2c1q", "c2c1r", "c2c1b", "c2c1n", "c2d1q", "c2d1r", "c2d1b", "c2d1n"};
    for (int i = 0; i < 8; i++)
        ck_assert(test_has_move(&p, black[i]));
    assert_parses_to("k4/5/5/2p2/3RK b - - 0 1", "cxd1=Q", "c2d1q");
    assert_parses_to("k4/5/5/2p2/3RK b - - 0 1", "c1=R", "c2c1r");
}
END_TEST

static GameResult result_of(const char *fen)
{
    TestPosition p = test_position(GAME, fen);
    return p.game->result(p.bytes);
}

START_TEST(game_end)
{
    GameResult r = result_of("k4/5/1Q3/5/4K b - - 0 1");
    ck_assert_int_eq(r.outcome, OUTCOME_DRAW);
    ck_assert_int_eq(r.reason, REASON_STALEMATE);
    ck_assert(r.automatic);
    TestPosition p = test_position(GAME, "k4/5/1Q3/5/4K b - - 0 1");
    ck_assert_uint_eq(test_perft(&p, 1), 0);
    r = result_of("k4/1Q3/1K3/5/5 b - - 0 1");
    ck_assert_int_eq(r.outcome, OUTCOME_FIRST_WINS);
    ck_assert_int_eq(r.reason, REASON_CHECKMATE);
    /* Dead material: exactly K v K, K+B v K, K+N v K. */
    static const char *dead[] = {"k4/5/5/5/4K w - - 0 1", "k4/5/5/5/3BK w - - 0 1", "k4/5/5/5/3NK b - - 0 1",
                                 "k1n2/5/5/5/4K w - - 0 1", "k1b2/5/5/5/4K b - - 0 1"};
    for (size_t i = 0; i < sizeof dead / sizeof dead[0]; i++) {
        r = result_of(dead[i]);
        ck_assert_msg(r.reason == REASON_MATERIAL && r.automatic, "%s not dead", dead[i]);
        p = test_position(GAME, dead[i]);
        ck_assert_msg(p.game->dead_position(p.bytes), "%s not a dead position", dead[i]);
        /* Perft goes on past dead material (RULINGS). */
        ck_assert_uint_gt(test_perft(&p, 1), 0);
    }
    p = test_position(GAME, dead[0]);
    ck_assert_uint_eq(test_perft(&p, 1), 3); /* Ke1: d1, d2, e2 */
    static const char *alive[] = {"k4/5/5/5/3RK w - - 0 1", "k4/5/5/5/3QK w - - 0 1", "k4/5/5/P4/4K w - - 0 1",
                                  "kn3/5/5/5/3NK w - - 0 1", "kb3/5/5/5/3BK w - - 0 1", "k4/5/5/5/2NNK w - - 0 1",
                                  "k4/5/5/5/2BNK w - - 0 1"};
    for (size_t i = 0; i < sizeof alive / sizeof alive[0]; i++) {
        ck_assert_msg(result_of(alive[i]).outcome == OUTCOME_NONE, "%s ended", alive[i]);
        p = test_position(GAME, alive[i]);
        ck_assert_msg(!p.game->dead_position(p.bytes), "%s is a dead position", alive[i]);
    }
    /* A capture leaving K+N v K ends the game at once. */
    p = test_position(GAME, "k4/5/5/5/2NrK w - - 0 1");
    test_play(&p, "e1d1");
    ck_assert_int_eq(p.game->result(p.bytes).reason, REASON_MATERIAL);
    r = result_of("k4/5/5/5/3RK b - - 100 70");
    ck_assert_int_eq(r.reason, REASON_FIFTY_MOVES);
}
END_TEST

START_TEST(board_edges)
{
    /* Nothing moves off the 5x5 board: a lone rook in the corner has 8
     * moves, a knight in the centre 8, a queen in the centre 16. */
    TestPosition p = test_position(GAME, "1k3/5/5/5/R3K w - - 0 1");
    ck_assert_uint_eq(test_perft(&p, 1), 7 + 3);
    p = test_position(GAME, "k4/p4/2N2/5/4K w - - 0 1");
    ck_assert_uint_eq(test_perft(&p, 1), 8 + 3);
    p = test_position(GAME, "1K3/4k/2Q2/5/5 w - - 0 1");
    ck_assert_uint_eq(test_perft(&p, 1), 16 + 5);
    assert_refused("1k3/5/5/5/R3K w - - 0 1", "a1f1");
    assert_refused("1k3/5/5/5/R3K w - - 0 1", "a1a6");
    assert_parses_to("1k3/5/5/5/R3K w - - 0 1", "Ra5+", "a1a5");
}
END_TEST

int main(void)
{
    Suite *s = suite_create("halfcourt rules");
    TCase *tc = tcase_create("halfcourt");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, seed_castling_examples);
    tcase_add_test(tc, castling_other_distances);
    tcase_add_test(tc, castling_notation);
    tcase_add_test(tc, castling_refused);
    tcase_add_test(tc, castling_rights_lost);
    tcase_add_test(tc, castling_fen_field);
    tcase_add_test(tc, numbering_round_trip);
    tcase_add_test(tc, numbering_examples);
    tcase_add_test(tc, start_options);
    tcase_add_test(tc, double_step_and_en_passant);
    tcase_add_test(tc, promotion);
    tcase_add_test(tc, game_end);
    tcase_add_test(tc, board_edges);
    suite_add_tcase(s, tc);
    return test_run_suite(s);
}
