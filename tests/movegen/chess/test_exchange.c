/*
 * Static exchange evaluation through the game interface: simple gains and
 * losses, x-rays, en passant, promotion, the king's limits, and Hammer's
 * longer pawn captures.
 */
#include "movegen/chess/position.h"
#include "tests/test_support.h"

static int exchange(const char *game, const char *fen, const char *move_text)
{
    TestPosition p = test_position(game, fen);
    Move m;
    char error[GAME_ERROR_MAX] = "";
    ck_assert_msg(p.game->text_to_move(p.bytes, move_text, &m, error), "%s refused: %s", move_text, error);
    ck_assert_ptr_nonnull(p.game->exchange_value);
    return p.game->exchange_value(p.bytes, m);
}

static const int *chess_value = VARIANT_CHESS.piece_value;

START_TEST(plain_exchanges)
{
    /* An undefended pawn. */
    ck_assert_int_eq(exchange("chess", "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4d5"), chess_value[PAWN]);
    /* A pawn takes a knight defended by a pawn: knight for pawn. */
    ck_assert_int_eq(exchange("chess", "4k3/4p3/3n4/4P3/8/8/8/4K3 w - - 0 1", "e5d6"),
                     chess_value[KNIGHT] - chess_value[PAWN]);
    /* The queen takes a pawn defended by a pawn. */
    ck_assert_int_eq(exchange("chess", "4k3/8/2p5/3p4/8/8/8/3QK3 w - - 0 1", "d1d5"),
                     chess_value[PAWN] - chess_value[QUEEN]);
    /* A quiet move to a square nobody attacks is worth nothing. */
    ck_assert_int_eq(exchange("chess", "4k3/8/8/8/8/8/8/3QK3 w - - 0 1", "d1d4"), 0);
}
END_TEST

START_TEST(xrays_join_in)
{
    /* Rxe5 on an undefended pawn, the rook behind backs it up. */
    ck_assert_int_eq(exchange("chess", "1k1r4/1pp4p/p7/4p3/8/P5P1/1PP4P/2K1R3 w - - 0 1", "e1e5"), chess_value[PAWN]);
    /* Nxe5 against knight, bishop and the queen behind it: the knight is lost for a pawn. */
    ck_assert_int_eq(exchange("chess", "1k1r3q/1ppn3p/p4b2/4p3/8/P2N2P1/1PP1R1BP/2K1Q3 w - - 0 1", "d3e5"),
                     chess_value[PAWN] - chess_value[KNIGHT]);
    /* Doubled rooks win a pawn defended once. */
    ck_assert_int_eq(exchange("chess", "3rk3/8/8/3p4/8/8/3R4/3RK3 w - - 0 1", "d2d5"), chess_value[PAWN]);
}
END_TEST

START_TEST(special_moves)
{
    /* En passant takes a pawn that is not on the target square. */
    ck_assert_int_eq(exchange("chess", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6"), chess_value[PAWN]);
    /* Promotion onto a defended square: the new queen is lost for nothing. */
    ck_assert_int_eq(exchange("chess", "3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1", "e7e8q"),
                     -chess_value[PAWN]);
    /* Promotion by capture, undefended: rook plus the promotion gain. */
    ck_assert_int_eq(exchange("chess", "3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1", "e7d8q"),
                     chess_value[ROOK] + chess_value[QUEEN] - chess_value[PAWN]);
    /* The king recaptures an undefended rook, but not a defended one. */
    ck_assert_int_eq(exchange("chess", "8/8/4k3/3p4/8/8/3R4/4K3 w - - 0 1", "d2d5"),
                     chess_value[PAWN] - chess_value[ROOK]);
    ck_assert_int_eq(exchange("chess", "8/8/4k3/3p4/8/8/3R4/3RK3 w - - 0 1", "d2d5"), chess_value[PAWN]);
}
END_TEST

START_TEST(hammer_pawn_defends_two_squares_away)
{
    /* The black pawn on c7 covers e5 by Hammer's two-square diagonal capture. */
    const char *fen = "4k3/2p5/8/4n3/8/8/8/4RK2 w - - 0 1";
    ck_assert_int_eq(exchange("chess", fen, "e1e5"), chess_value[KNIGHT]);
    const int *hammer_value = VARIANT_HAMMER.piece_value;
    ck_assert_int_eq(exchange("hammer", fen, "e1e5"), hammer_value[KNIGHT] - hammer_value[ROOK]);
    /* With d6 blocked (by a white pawn) the long capture is gone. */
    ck_assert_int_eq(exchange("hammer", "4k3/2p5/3P4/4n3/8/8/8/4RK2 w - - 0 1", "e1e5"), hammer_value[KNIGHT]);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("exchange");
    TCase *tc = tcase_create("exchange");
    tcase_add_test(tc, plain_exchanges);
    tcase_add_test(tc, xrays_join_in);
    tcase_add_test(tc, special_moves);
    tcase_add_test(tc, hammer_pawn_defends_two_squares_away);
    suite_add_tcase(s, tc);
    return test_run_suite(s);
}
