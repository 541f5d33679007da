/*
 * Hammer Chess rules through the game interface: one test per statement of
 * the seed (seeds/hammer-chess.txt) and per ruling (RULINGS.md, Hammer
 * section), each written so that it fails if the rule is broken, plus the
 * move counts stated in tests/perft/hammer_positions.txt.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/test_support.h"

#define GAME "hammer"
#define POSITIONS_FILE "perft/hammer_positions.txt"
#define MAX_POSITIONS 64

/* The position after playing the space-separated moves from fen (NULL:
 * the start position). */
static TestPosition position_after(const char *fen, const char *moves)
{
    TestPosition p = fen ? test_position(GAME, fen) : test_start(GAME);
    char copy[GAME_TEXT_MAX];
    snprintf(copy, sizeof copy, "%s", moves);
    for (char *m = strtok(copy, " "); m; m = strtok(NULL, " "))
        test_play(&p, m);
    return p;
}

/* Every move of 'present' (space-separated texts) is legal, none of 'absent'. */
static void assert_moves(const TestPosition *p, const char *present, const char *absent)
{
    char copy[GAME_TEXT_MAX];
    snprintf(copy, sizeof copy, "%s", present);
    for (char *m = strtok(copy, " "); m; m = strtok(NULL, " "))
        ck_assert_msg(test_has_move(p, m), "%s missing in %s", m, test_text(p));
    snprintf(copy, sizeof copy, "%s", absent);
    for (char *m = strtok(copy, " "); m; m = strtok(NULL, " "))
        ck_assert_msg(!test_has_move(p, m), "%s wrongly legal in %s", m, test_text(p));
}

static int compare_squares(const void *a, const void *b) { return strcmp(a, b); }

/* The squares the piece on 'from' may move to, sorted, space-separated. */
static const char *targets_of(const char *fen, const char *from)
{
    static char out[GAME_TEXT_MAX];
    TestPosition p = test_position(GAME, fen);
    Move moves[GAME_MAX_MOVES];
    int n = p.game->generate(p.bytes, moves);
    char squares[64][3];
    int count = 0;
    for (int i = 0; i < n; i++) {
        char text[GAME_TEXT_MAX];
        p.game->move_to_text(p.bytes, moves[i], text);
        if (strncmp(text, from, 2) != 0)
            continue;
        bool seen = false; /* the four promotions share a square */
        for (int j = 0; j < count; j++)
            seen |= strncmp(squares[j], text + 2, 2) == 0;
        if (!seen)
            snprintf(squares[count++], sizeof squares[0], "%.2s", text + 2);
    }
    qsort(squares, (size_t)count, sizeof squares[0], compare_squares);
    out[0] = '\0';
    for (int i = 0; i < count; i++)
        snprintf(out + strlen(out), sizeof out - strlen(out), "%s%s", i ? " " : "", squares[i]);
    return out;
}

/* The board field of the position's FEN. */
static const char *board_of(const TestPosition *p)
{
    static char out[GAME_TEXT_MAX];
    snprintf(out, sizeof out, "%s", test_text(p));
    *strchr(out, ' ') = '\0';
    return out;
}

/* The e.p. field of the position's FEN. */
static const char *ep_field_of(const TestPosition *p)
{
    static char out[GAME_TEXT_MAX];
    char board[GAME_TEXT_MAX], side[4], castling[8];
    ck_assert_int_eq(sscanf(test_text(p), "%255s %3s %7s %255s", board, side, castling, out), 4);
    return out;
}

/* Seed (1), ruling: chess knight leaps plus the (1,3) leaps, 16 from d4. */
START_TEST(knight_leaps)
{
    ck_assert_str_eq(targets_of("k7/8/8/8/3N4/8/8/7K w - - 0 1", "d4"),
                     "a3 a5 b3 b5 c1 c2 c6 c7 e1 e2 e6 e7 f3 f5 g3 g5");
    /* Leaps jump: a knight boxed in by its own pawns keeps all 16. */
    ck_assert_str_eq(targets_of("k7/8/8/2PPP3/2PNP3/2PPP3/8/7K w - - 0 1", "d4"),
                     "a3 a5 b3 b5 c1 c2 c6 c7 e1 e2 e6 e7 f3 f5 g3 g5");
}
END_TEST

/* Seed (2), ruling: diagonal slides plus the chess knight leap, no (1,3). */
START_TEST(bishop_moves)
{
    ck_assert_str_eq(targets_of("k7/8/8/8/3B4/8/8/7K w - - 0 1", "d4"),
                     "a1 a7 b2 b3 b5 b6 c2 c3 c5 c6 e2 e3 e5 e6 f2 f3 f5 f6 g1 g7 h8");
    /* Developed without a pawn move: 16 pawn, 8 knight and 4 bishop moves. */
    TestPosition start = test_start(GAME);
    assert_moves(&start, "c1b3 c1d3 f1e3 f1g3", "");
    ck_assert_uint_eq(test_perft(&start, 1), 28);
}
END_TEST

/* Ruling: one step sideways onto an empty square, on any rank; never a capture. */
START_TEST(pawn_sideways_step)
{
    ck_assert_str_eq(targets_of("4k3/8/8/8/3P4/8/8/4K3 w - - 0 1", "d4"), "c4 d5 e4");
    ck_assert_str_eq(targets_of("4k3/8/8/8/2nPn3/8/8/4K3 w - - 0 1", "d4"), "d5");
    ck_assert_str_eq(targets_of("4k3/8/8/8/2NPN3/8/8/4K3 w - - 0 1", "d4"), "d5");
    /* Black's pawns step sideways too. */
    ck_assert_str_eq(targets_of("4k3/8/8/3p4/8/8/8/4K3 b - - 0 1", "d5"), "c5 d4 e5");
}
END_TEST

/* Seed (3), ruling: the double step belongs to the 2nd rank, whatever the
 * pawn did before; both squares must be empty; no double step elsewhere. */
START_TEST(pawn_double_step)
{
    TestPosition p = position_after("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "e2d2 e8e7");
    assert_moves(&p, "d2d3 d2d4", "");
    test_play(&p, "d2d3");
    test_play(&p, "e7e8");
    assert_moves(&p, "d3d4", "d3d5");
    TestPosition black = position_after("4k3/5p2/8/8/8/8/8/4K3 b - - 0 1", "f7g7 e1e2");
    assert_moves(&black, "g7g5", "");
    ck_assert_str_eq(targets_of("4k3/8/8/8/8/3r4/3P4/4K3 w - - 0 1", "d2"), "c2 e2");
    ck_assert_str_eq(targets_of("4k3/8/8/8/3r4/8/3P4/4K3 w - - 0 1", "d2"), "c2 d3 e2");
    /* The seed game of hammer_positions.txt: 3.e2-d2 keeps the double step. */
    TestPosition seed = position_after(NULL, "d2d4 e7e6 d4d5 g8e7 e2d2 e7g6");
    assert_moves(&seed, "d2d4", "");
}
END_TEST

/* Seed (3), ruling: captures one or two squares diagonally forward; the
 * two-square capture needs the middle square empty and never just moves. */
START_TEST(pawn_captures)
{
    TestPosition p = test_position(GAME, "4k3/8/n3n3/3p4/2P5/8/8/4K3 w - - 0 1");
    assert_moves(&p, "c4d5 c4a6", "c4e6 c4b5");
    ck_assert_str_eq(targets_of("4k3/8/8/8/2P5/8/8/4K3 w - - 0 1", "c4"), "b4 c5 d4");
    /* Black captures downward; its own knight on e4 blocks the way to f3. */
    TestPosition b = test_position(GAME, "4k3/8/8/3p4/4n3/1N3N2/8/4K3 b - - 0 1");
    assert_moves(&b, "d5b3", "d5f3");
}
END_TEST

/* Seed: "a white pawn on e4 is directly protected by the pawns on c2 and g2". */
START_TEST(seed_e4_protected_by_c2_and_g2)
{
    TestPosition p = position_after("4k3/8/5n2/8/4P3/8/2P3P1/4K3 b - - 0 1", "f6e4");
    assert_moves(&p, "c2e4 g2e4", "");
    /* The protection runs through d3 and f3: blocking them removes it. */
    TestPosition blocked = position_after("4k3/8/5n2/8/4P3/3N1N2/2P3P1/4K3 b - - 0 1", "f6e4");
    assert_moves(&blocked, "", "c2e4 g2e4");
}
END_TEST

/* Seed: e4 "can capture black's queen's knight if the knight is developed at c6". */
START_TEST(seed_e4_takes_knight_on_c6)
{
    TestPosition p = position_after(NULL, "e2e4 b8c6");
    assert_moves(&p, "e4c6", "");
    test_play(&p, "e4c6");
    ck_assert_str_eq(board_of(&p), "r1bqkbnr/pppppppp/2P5/8/8/8/PPPP1PPP/RNBQKBNR");
}
END_TEST

/* Seed, ruling: after c7-c5, pawns on a4 and e4 take e.p. on c6 by the
 * two-square capture, removing the pawn on c5; the right lasts one reply. */
START_TEST(seed_two_square_en_passant)
{
    TestPosition p = position_after(NULL, "a2a4 g7g6 e2e4 c7c5");
    ck_assert_str_eq(ep_field_of(&p), "c6"); /* reachable only by two-square captures */
    assert_moves(&p, "a4c6 e4c6", "");
    TestPosition from_e4 = p, from_a4 = p;
    test_play(&from_e4, "e4c6");
    ck_assert_str_eq(board_of(&from_e4), "rnbqkbnr/pp1ppp1p/2P3p1/8/P7/8/1PPP1PPP/RNBQKBNR");
    test_play(&from_a4, "a4c6");
    ck_assert_str_eq(board_of(&from_a4), "rnbqkbnr/pp1ppp1p/2P3p1/8/4P3/8/1PPP1PPP/RNBQKBNR");
    test_play(&p, "h2h3");
    test_play(&p, "h7h6");
    assert_moves(&p, "", "a4c6 e4c6");
}
END_TEST

/* Ruling: e.p. by a one-square capture too, and not through an occupied
 * middle square; a sideways step onto the e.p. square captures nothing. */
START_TEST(en_passant_details)
{
    TestPosition p = test_position(GAME, "4k3/8/8/1p3p2/2pP4/8/8/4K3 b - d3 0 1");
    assert_moves(&p, "c4d3 f5d3", "b5d3");
    test_play(&p, "f5d3");
    ck_assert_str_eq(board_of(&p), "4k3/8/8/1p6/2p5/3p4/8/4K3");
    TestPosition side = position_after("7k/8/2P5/3pP3/8/8/8/4K3 w - d6 0 2", "c6d6");
    ck_assert_str_eq(board_of(&side), "7k/8/3P4/3pP3/8/8/8/4K3");
}
END_TEST

/* Ruling: only double steps create an e.p. square (not the two-square capture
 * or the sideways step), and FEN names it only when a pawn can use it. */
START_TEST(en_passant_only_after_double_step)
{
    TestPosition capture = position_after("4k3/4p3/8/2N1P3/8/8/8/4K3 b - - 0 1", "e7c5");
    ck_assert_str_eq(ep_field_of(&capture), "-");
    assert_moves(&capture, "e5e6", "e5d6");
    TestPosition sideways = position_after("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1", "d7d6");
    ck_assert_str_eq(ep_field_of(&sideways), "-");
    TestPosition lone = position_after(NULL, "e2e4");
    ck_assert_str_eq(ep_field_of(&lone), "-");
}
END_TEST

/* Ruling: promotion to queen, rook, bishop or knight, also by the one- and
 * the two-square capture; the new knight is a Hammer knight. */
START_TEST(promotion)
{
    TestPosition p = test_position(GAME, "1n2k1r1/P7/4P3/8/8/8/8/4K3 w - - 0 1");
    assert_moves(&p, "a7a8q a7a8r a7a8b a7a8n a7b8q a7b8r a7b8b a7b8n e6g8q e6g8r e6g8b e6g8n", "a7a8 e6g8");
    test_play(&p, "e6g8n");
    ck_assert_str_eq(board_of(&p), "1n2k1N1/P7/8/8/8/8/8/4K3");
    assert_moves(&p, "", "e8d7"); /* covered by the new knight's (3,1) leap */
    test_play(&p, "e8f7");
    assert_moves(&p, "g8h5 g8f5", "");
    TestPosition black = test_position(GAME, "8/8/8/8/8/2K1p3/k7/6R1 b - - 0 1");
    assert_moves(&black, "e3g1q e3g1r e3g1b e3g1n e3e2", "e3e2q");
}
END_TEST

/* Seed, ruling: a sideways step along the 7th rank does not promote. */
START_TEST(sideways_step_on_seventh_does_not_promote)
{
    TestPosition p = test_position(GAME, "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    assert_moves(&p, "b7a7 b7c7 b7b8q", "b7a7q b7c7n");
    test_play(&p, "b7a7");
    ck_assert_str_eq(board_of(&p), "4k3/P7/8/8/8/8/8/4K3");
}
END_TEST

/* Castling is refused exactly when the crossed square is attacked; without
 * the Hammer attacker (or with the pawn's middle square filled) it is legal. */
static void assert_castling(const char *fen, const char *move, bool legal)
{
    TestPosition p = test_position(GAME, fen);
    ck_assert_msg(test_has_move(&p, move) == legal, "%s should be %s in %s", move, legal ? "legal" : "illegal", fen);
}

START_TEST(castling_through_hammer_attacks)
{
    /* f1 hit by the bishop's knight leap. */
    assert_castling("4k3/8/8/8/8/6b1/5P2/R3K2R w KQ - 0 1", "e1g1", false);
    assert_castling("4k3/8/8/8/8/6b1/5P2/R3K2R w KQ - 0 1", "e1c1", true);
    assert_castling("4k3/8/8/8/8/8/5P2/R3K2R w KQ - 0 1", "e1g1", true);
    assert_castling("r3k2r/2p5/1B6/8/8/8/8/4K3 b kq - 0 1", "e8c8", false);
    assert_castling("r3k2r/2p5/1B6/8/8/8/8/4K3 b kq - 0 1", "e8g8", true);
    /* f1 hit by the knight's (1,3) leap; b1 may be attacked, it is not crossed. */
    assert_castling("4k3/8/8/8/n5n1/8/8/R3K2R w KQ - 0 1", "e1g1", false);
    assert_castling("4k3/8/8/8/n5n1/8/8/R3K2R w KQ - 0 1", "e1c1", true);
    /* d1 hit by a knight's (1,3) leap from c4. */
    assert_castling("4k3/8/8/8/2n5/8/8/R3K2R w KQ - 0 1", "e1c1", false);
    /* f1 hit by the pawn's two-square capture through g2. */
    assert_castling("4k3/8/8/8/8/7p/8/4K2R w K - 0 1", "e1g1", false);
    assert_castling("4k3/8/8/8/8/7p/6P1/4K2R w K - 0 1", "e1g1", true);
    /* ... and landing on a square it hits. */
    assert_castling("4k3/8/8/8/8/4p3/8/4K2R w K - 0 1", "e1g1", false);
}
END_TEST

/* A piece on the middle square of a pawn's two-square capture of its own
 * king is pinned: it may only stay on that line. */
START_TEST(pawn_pins)
{
    ck_assert_str_eq(targets_of("4k3/8/8/8/8/2p5/3N4/4K3 w - - 0 1", "d2"), "");
    ck_assert_str_eq(targets_of("4k3/8/8/8/8/2p5/3B4/4K3 w - - 0 1", "d2"), "c3");
    ck_assert_str_eq(targets_of("4k3/8/8/8/8/2p5/3R4/4K3 w - - 0 1", "d2"), "");
    /* Without the pawn the knight moves freely. */
    ck_assert_str_eq(targets_of("4k3/8/8/8/8/8/3N4/4K3 w - - 0 1", "d2"), "a1 a3 b1 b3 c4 c5 e4 e5 f1 f3 g1 g3");
    /* Check by the two-square capture is blocked on the middle square. */
    TestPosition check = test_position(GAME, "4k3/8/8/8/8/2p5/4P3/RN2K3 w - - 0 1");
    ck_assert(check.game->in_check(check.bytes));
    assert_moves(&check, "b1d2 e2d2 b1c3", "e2e3 a1a2");
    /* The king cannot step away along the line it shields. */
    TestPosition king = test_position(GAME, "8/8/8/8/3p4/4K3/8/k7 w - - 0 1");
    assert_moves(&king, "e3d4 e3f3", "e3f2");
}
END_TEST

static GameResult result_of(const char *fen)
{
    TestPosition p = test_position(GAME, fen);
    return p.game->result(p.bytes);
}

/* Ruling: only K v K is an automatic draw; K+N v K and K+B v K play on. */
START_TEST(material_draw_only_kings)
{
    const char *kings = "8/8/4k3/8/8/4K3/8/8 w - - 0 1";
    GameResult r = result_of(kings);
    ck_assert_int_eq(r.outcome, OUTCOME_DRAW);
    ck_assert_int_eq(r.reason, REASON_MATERIAL);
    ck_assert(r.automatic);
    /* A dead position for the search; perft goes on (RULINGS): Ke3 has 8 moves. */
    TestPosition p = test_position(GAME, kings);
    ck_assert(p.game->dead_position(p.bytes));
    ck_assert_uint_eq(test_perft(&p, 1), 8);

    const char *knight = "8/8/4k3/8/8/3NK3/8/8 b - - 0 1";
    ck_assert_int_eq(result_of(knight).outcome, OUTCOME_NONE);
    TestPosition n = test_position(GAME, knight);
    ck_assert(!n.game->dead_position(n.bytes));
    ck_assert_uint_gt(test_perft(&n, 1), 0);
    ck_assert_int_eq(result_of("8/8/4k3/8/8/3BK3/8/8 b - - 0 1").outcome, OUTCOME_NONE);

    /* Capturing the last piece ends the game at once; perft goes on with
     * Ka1's three moves. */
    TestPosition capture = position_after("8/8/8/8/3p4/4K3/8/k7 w - - 0 1", "e3d4");
    ck_assert_int_eq(capture.game->result(capture.bytes).reason, REASON_MATERIAL);
    ck_assert_uint_eq(test_perft(&capture, 1), 3);
}
END_TEST

/* Ruling: FIDE check and checkmate, computed with the Hammer moves. Here the
 * pawns' two-square captures cover a7 and a8: mate in Hammer, not in chess. */
START_TEST(checkmate_by_hammer_pawns)
{
    const char *fen = "k7/2K5/2P5/2P5/8/8/8/8 b - - 0 1";
    GameResult r = result_of(fen);
    ck_assert_int_eq(r.outcome, OUTCOME_FIRST_WINS);
    ck_assert_int_eq(r.reason, REASON_CHECKMATE);
    TestPosition chess = test_position("chess", fen);
    ck_assert_int_eq(chess.game->result(chess.bytes).outcome, OUTCOME_NONE);
}
END_TEST

/* The N of a "(N moves)" in a note, -1 if there is none. */
static int stated_count(const char *note)
{
    for (const char *open = strchr(note, '('); open; open = strchr(open + 1, '(')) {
        int moves;
        char close;
        if (sscanf(open, "(%d moves%c", &moves, &close) == 2 && close == ')')
            return moves;
    }
    return -1;
}

/* Every position of hammer_positions.txt whose note states "(N moves)". */
START_TEST(stated_move_counts)
{
    static TestDataLine lines[MAX_POSITIONS];
    int count = test_read_data(POSITIONS_FILE, lines, MAX_POSITIONS), stated = 0;
    for (int i = 0; i < count; i++) {
        int moves = stated_count(lines[i].note);
        if (moves < 0)
            continue;
        TestPosition p = test_position(GAME, lines[i].text);
        ck_assert_msg(test_perft(&p, 1) == (uint64_t)moves, "%s: %d moves stated, engine has %llu", lines[i].text,
                      moves, (unsigned long long)test_perft(&p, 1));
        stated++;
    }
    ck_assert_int_ge(stated, 14); /* the file states 14 counts */
}
END_TEST

int main(void)
{
    Suite *s = suite_create("hammer rules");
    TCase *tc = tcase_create("hammer");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, knight_leaps);
    tcase_add_test(tc, bishop_moves);
    tcase_add_test(tc, pawn_sideways_step);
    tcase_add_test(tc, pawn_double_step);
    tcase_add_test(tc, pawn_captures);
    tcase_add_test(tc, seed_e4_protected_by_c2_and_g2);
    tcase_add_test(tc, seed_e4_takes_knight_on_c6);
    tcase_add_test(tc, seed_two_square_en_passant);
    tcase_add_test(tc, en_passant_details);
    tcase_add_test(tc, en_passant_only_after_double_step);
    tcase_add_test(tc, promotion);
    tcase_add_test(tc, sideways_step_on_seventh_does_not_promote);
    tcase_add_test(tc, castling_through_hammer_attacks);
    tcase_add_test(tc, pawn_pins);
    tcase_add_test(tc, material_draw_only_kings);
    tcase_add_test(tc, checkmate_by_hammer_pawns);
    tcase_add_test(tc, stated_move_counts);
    suite_add_tcase(s, tc);
    return test_run_suite(s);
}
