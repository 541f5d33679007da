/*
 * Joust Chess's net: the built-in net reads, the inputs turn over with the
 * board, the accumulators kept move by move equal those computed from
 * scratch (slides, jumps, chained captures, rotations, the pass), the net
 * knows material, and the switch and the nets loaded from files (the
 * net's arithmetic and file format are tested with the chess family's
 * nets).
 */

#include "movegen/chess/nets.h"
#include "movegen/joust/nets.h"
#include "movegen/joust/nnue.h"
#include "tests/test_support.h"

#define GAME "joust"

START_TEST(builtin_net_reads)
{
    TestPosition t = test_start(GAME);
    ck_assert_ptr_nonnull(joust_net.in_use);
    ck_assert_int_eq(joust_net.in_use->inputs, JOUST_NET_INPUTS);
    ck_assert_int_gt(joust_net.in_use->scale, 0);
    ck_assert_int_eq(t.game->evaluate(t.bytes), joust_net_evaluate(joust_net.in_use, (const JoustPosition *)t.bytes));
}
END_TEST

/* Each of the 48 pieces has its row from each side; from Black's side a
 * white piece is "other" and its pips turn over (a wedge pointing N and E
 * is, seen from Black, the white wedge pointing S and E). */
START_TEST(inputs_turn_over_with_the_board)
{
    TestPosition t = test_start(GAME);
    (void)t; /* the tables */
    bool seen[2][JOUST_NET_INPUTS / 64] = {{false}};
    for (int colour = 0; colour < 2; colour++)
        for (int type = JOUST_PAWN; type <= JOUST_KING; type++)
            for (int orient = 0; orient < JOUST_ORIENT_COUNT[type]; orient++) {
                JoustPiece piece = joust_piece(colour, type, orient);
                for (int side = 0; side < 2; side++) {
                    int row = joust_net_input(side, piece, 0) / 64;
                    ck_assert(!seen[side][row]);
                    seen[side][row] = true;
                    ck_assert_int_eq(row < JOUST_NET_PIECES, colour == side);
                }
                /* The same piece of the other colour on the turned-over
                 * square with its pips turned over is, from the other side,
                 * the same input. */
                int turned = 0;
                while (true) {
                    unsigned pips = JOUST_PIPS[type][turned], over = 0;
                    for (int d = 0; d < 8; d++)
                        if (pips >> d & 1)
                            over |= 1u << ((12 - d) & 7);
                    if (over == JOUST_PIPS[type][orient])
                        break;
                    turned++;
                }
                JoustPiece mirrored = joust_piece(!colour, type, turned);
                ck_assert_int_eq(joust_net_input(colour, piece, 10), joust_net_input(!colour, mirrored, 10 ^ 56));
            }
}
END_TEST

START_TEST(updates_equal_refresh_for_every_kind_of_move)
{
    static const char *const cases[] = {
        JOUST_START_TEXT,
        "k+7/8/8/3p8p83/3W94/8/8/7K+ w 0 1",  /* slide then capture, chained captures */
        "k+7/8/8/2p8p84/2p8H84/8/8/7K+ w 0 1", /* a hook's triple capture */
        "k+7/8/8/3p84/8/3P84/3P84/7K+ w 0 1",  /* a jump, then a capture */
        "4k+3/8/8/8/8/w37/8/4K+3 b 0 1",      /* Black to move */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        TestPosition t = test_position(GAME, cases[i]);
        test_net_updates_match_scratch(&t);
    }
}
END_TEST

/* Random games: each position's score, its accumulators carried from the
 * start, as that of the same position read afresh. */
START_TEST(updates_equal_refresh_over_random_games) { test_net_updates_over_random_games(GAME, 10, 7); }
END_TEST

/* The shipped net: the start is about level, and a side a queen or a hook
 * down is worse off, whichever side is to move. */
START_TEST(trained_net_knows_material)
{
    static const TestScoreRange cases[] = {
        {JOUST_START_TEXT, -100, 100},
        {"w3h1w2q+k+w2h3w1/p8p8p8p8p8p8p8p8/8/8/8/8/P8P8P8P8P8P8P8P8/W9H7W8Q+K+W8H9W7 b 0 1", -100, 100},
        {"w3h1w21k+w2h3w1/p8p8p8p8p8p8p8p8/8/8/8/8/P8P8P8P8P8P8P8P8/W9H7W8Q+K+W8H9W7 w 0 1", 250, 20000},
        {"w3h1w21k+w2h3w1/p8p8p8p8p8p8p8p8/8/8/8/8/P8P8P8P8P8P8P8P8/W9H7W8Q+K+W8H9W7 b 0 1", 250, 20000},
        {"w3h1w2q+k+w2h3w1/p8p8p8p8p8p8p8p8/8/8/8/8/P8P8P8P8P8P8P8P8/W91W8Q+K+W8H9W7 w 0 1", -20000, -150},
    };
    test_white_scores_within(GAME, cases, sizeof cases / sizeof cases[0]);
}
END_TEST

static int by_hand(const void *pos) { return joust_evaluate_by_hand(pos); }

START_TEST(switched_off_is_the_hand_written_evaluator)
{
    TestPosition t = test_position(GAME, "k+7/8/8/2p8p84/2p8H84/8/8/7K+ w 0 1");
    ck_assert_int_eq(t.game->evaluate(t.bytes), joust_net_evaluate(joust_net.in_use, (const JoustPosition *)t.bytes));
    test_net_switch(&t, &joust_net, by_hand);
}
END_TEST

/* Its own net's file reads; a chess-family net's does not (it has 768
 * inputs). */
START_TEST(net_loaded_from_a_file)
{
    TestPosition t = test_position(GAME, "k+7/8/8/2p8p84/2p8H84/8/8/7K+ w 0 1");
    test_net_files(&t, "test_joust_nnue_loaded.nnue", &joust_net, &chess_net_hammer, "3072 inputs");
}
END_TEST

int main(void)
{
    Suite *s = suite_create("joust_nnue");
    TCase *tc = tcase_create("nnue");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, builtin_net_reads);
    tcase_add_test(tc, inputs_turn_over_with_the_board);
    tcase_add_test(tc, updates_equal_refresh_for_every_kind_of_move);
    tcase_add_test(tc, updates_equal_refresh_over_random_games);
    tcase_add_test(tc, trained_net_knows_material);
    tcase_add_test(tc, switched_off_is_the_hand_written_evaluator);
    tcase_add_test(tc, net_loaded_from_a_file);
    suite_add_tcase(s, tc);
    return test_run_suite(s);
}
