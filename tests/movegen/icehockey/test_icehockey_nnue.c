/*
 * Ice Hockey Chess's net: the built-in net reads, the inputs turn over
 * with the board, the output bucket counts the plies left in the period,
 * goals are the engine's and not the net's, the accumulators kept move by
 * move equal those computed from scratch (every kind of turn, goals and
 * faceoffs, a period's end), the switch and the nets loaded from files (the
 * net's arithmetic and file format are tested with the chess family's
 * nets).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "movegen/icehockey/moves.h"
#include "movegen/icehockey/nets.h"
#include "movegen/icehockey/nnue.h"
#include "movegen/joust/nets.h"
#include "tests/test_support.h"

#define GAME "icehockey"
#define START "4k3/1r4r1/8/2bq1b2/8/2BQ1B2/1R4R1/4K3 w d3 0-0 1 20 1 -"

START_TEST(builtin_net_reads)
{
    TestPosition t = test_start(GAME);
    ck_assert_ptr_nonnull(icehockey_net.in_use);
    ck_assert_int_eq(icehockey_net.in_use->inputs, IH_NET_INPUTS);
    ck_assert_int_gt(icehockey_net.in_use->scale, 0);
    ck_assert_int_eq(t.game->evaluate(t.bytes), ih_net_evaluate(icehockey_net.in_use, (const IhPosition *)t.bytes));
}
END_TEST

/* From each side every piece and every state of the puck has its own
 * row; a piece is "own" from its side's view, and the same piece of the
 * other colour on the turned-over square is, from the other side, the
 * same input. */
START_TEST(inputs_turn_over_with_the_board)
{
    for (int side = 0; side < 2; side++) {
        bool seen[IH_NET_INPUTS / 64] = {false};
        for (int colour = 0; colour < 2; colour++)
            for (int type = IH_KING; type <= IH_BISHOP; type++) {
                int piece = type | colour * IH_BLACK_BIT;
                int row = ih_net_piece_input(side, piece, 0) / 64;
                ck_assert(!seen[row]);
                seen[row] = true;
                ck_assert_int_eq(row < 4, colour == side);
                ck_assert_int_eq(ih_net_piece_input(colour, piece, 10),
                                 ih_net_piece_input(!colour, type | !colour * IH_BLACK_BIT, 10 ^ 56));
            }
        /* The puck: held by each piece of either side, or loose. */
        IhPosition p;
        memset(&p, 0, sizeof p);
        p.puck = 20;
        for (int holder = 0; holder <= 2 * 4; holder++) {
            p.board[20] = (uint8_t)(holder == 0 ? IH_EMPTY : ((holder - 1) % 4 + IH_KING) | (holder > 4) * IH_BLACK_BIT);
            int input = ih_net_puck_input(side, &p);
            ck_assert_int_eq(input % 64, side == IH_WHITE ? 20 : 20 ^ 56);
            ck_assert(!seen[input / 64]);
            seen[input / 64] = true;
        }
        for (int row = 0; row < IH_NET_STATE_OWN; row++)
            ck_assert(seen[row]);
    }
}
END_TEST

/* Whether input is among the count inputs of list. */
static bool has_input(const int *list, int count, int input)
{
    for (int i = 0; i < count; i++)
        if (list[i] == input)
            return true;
    return false;
}

/* The state rows tell who is on offence, who is White, the lead, the
 * period and the turns left, each from the perspective's side. */
START_TEST(state_inputs_tell_what_the_board_does_not)
{
    static const struct {
        const char *text;
        int perspective, offence_row, lead_row, lead_entry, period, band;
    } cases[] = {
        {START, IH_WHITE, IH_NET_STATE_OWN, IH_NET_STATE_SHARED, IH_STATE_LEVEL, 1, 4},
        {START, IH_BLACK, IH_NET_STATE_OTHER, IH_NET_STATE_SHARED, IH_STATE_LEVEL, 1, 4},
        /* Black closes the turn that White opened: White is on offence. */
        {"4k3/1r4r1/8/2bq1b2/3Q4/2B2B2/1R4R1/4K3 b g7 0-0 1 20 2 -", IH_BLACK, IH_NET_STATE_OTHER,
         IH_NET_STATE_SHARED, IH_STATE_LEVEL, 1, 4},
        /* After White's goal Black faces off: on offence, a goal behind. */
        {"4k3/1r4r1/2bq1b2/8/2BQ1B2/8/1R4R1/4K3 b d6 1-0 1 9 1 -", IH_BLACK, IH_NET_STATE_OWN, IH_NET_STATE_OTHER,
         IH_STATE_LEAD, 1, 2},
        {"4k3/1r4r1/2bq1b2/8/2BQ1B2/8/1R4R1/4K3 b d6 1-0 1 9 1 -", IH_WHITE, IH_NET_STATE_OTHER, IH_NET_STATE_OWN,
         IH_STATE_LEAD, 1, 2},
        /* Four goals ahead count as three; the last turn of period 3. */
        {"4k3/1r4r1/3bBQR1/2Rb2B1/8/4q3/8/4K3 w f6 5-1 3 1 2 -", IH_WHITE, IH_NET_STATE_OTHER, IH_NET_STATE_OWN,
         IH_STATE_LEAD + 2, 3, 0},
        {"4k3/1r4r1/3bBQR1/2Rb2B1/8/4q3/8/4K3 w f6 1-3 2 5 1 -", IH_WHITE, IH_NET_STATE_OWN, IH_NET_STATE_OTHER,
         IH_STATE_LEAD + 1, 2, 1},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        TestPosition t = test_position(GAME, cases[i].text);
        int state[IH_NET_STATE_INPUTS], all[IH_NET_POSITION_INPUTS], p = cases[i].perspective;
        ck_assert_int_eq(ih_net_state_inputs(p, (const IhPosition *)t.bytes, state), IH_NET_STATE_INPUTS);
        int count = ih_net_inputs(p, (const IhPosition *)t.bytes, all);
        int expected[] = {
            cases[i].offence_row * 64 + IH_STATE_OFFENCE,
            (p == IH_WHITE ? IH_NET_STATE_OWN : IH_NET_STATE_OTHER) * 64 + IH_STATE_WHITE,
            cases[i].lead_row * 64 + cases[i].lead_entry,
            IH_NET_STATE_SHARED * 64 + IH_STATE_PERIOD + cases[i].period - 1,
            IH_NET_STATE_SHARED * 64 + IH_STATE_TURNS_LEFT + cases[i].band,
        };
        for (int k = 0; k < IH_NET_STATE_INPUTS; k++) {
            ck_assert_int_eq(state[k], expected[k]);
            ck_assert(has_input(all, count, expected[k]));
        }
    }
}
END_TEST

/* The trainer learns Black's side from White's inputs through
 * ih_net_black_input: over random games it gives Black's inputs exactly,
 * pieces, puck and state. */
START_TEST(black_inputs_follow_from_whites)
{
    TestPosition t = test_start(GAME);
    uint64_t seed = 12345;
    for (int ply = 0; ply < 400; ply++) {
        const IhPosition *p = (const IhPosition *)t.bytes;
        int white[IH_NET_POSITION_INPUTS], black[IH_NET_POSITION_INPUTS];
        int count = ih_net_inputs(IH_WHITE, p, white);
        ck_assert_int_eq(ih_net_inputs(IH_BLACK, p, black), count);
        for (int i = 0; i < count; i++)
            ck_assert(has_input(black, count, ih_net_black_input(white[i])));
        if (ih_game_over(p))
            t = test_start(GAME);
        Move moves[GAME_MAX_MOVES];
        int n = t.game->generate(t.bytes, moves);
        seed = seed * 6364136223846793005u + 1442695040888963407u;
        _Alignas(16) unsigned char next[sizeof t.bytes];
        t.game->make(t.bytes, moves[(seed >> 33) % (uint64_t)n], next);
        memcpy(t.bytes, next, t.game->position_size);
    }
}
END_TEST

START_TEST(bucket_counts_the_plies_left_in_the_period)
{
    static const struct {
        const char *text;
        int bucket;
    } cases[] = {
        {START, 7},
        {"4k3/1r4r1/3bBQR1/2Rb2B1/8/4q3/8/4K3 w f6 1-0 1 1 2 -", 0}, /* the period's last ply */
        {"4k3/1r4r1/3bBQR1/2Rb2B1/8/4q3/8/4K3 w f6 1-0 1 1 1 -", 1},
        {"4k3/1r4r1/3bBQR1/2Rb2B1/8/4q3/8/4K3 w f6 1-0 3 4 2 -", 6},
        {"4k3/1r4r1/3bBQR1/2Rb2B1/8/4q3/8/4K3 w f6 1-0 2 4 1 -", 7},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        TestPosition t = test_position(GAME, cases[i].text);
        ck_assert_int_eq(ih_net_bucket((const IhPosition *)t.bytes, NET_MAX_BUCKETS), cases[i].bucket);
    }
}
END_TEST

/* A goal more is worth IH_GOAL_VALUE to the side that has it, give or
 * take what the net makes of the lead: its part stays within
 * IH_NET_SCORE_CAP, so more goals never score lower on the same board. */
START_TEST(goals_are_the_engines_not_the_nets)
{
    static const char *const scores[] = {"0-1", "0-0", "1-0", "3-1"};
    int previous = 0;
    for (size_t i = 0; i < sizeof scores / sizeof scores[0]; i++) {
        char text[GAME_TEXT_MAX];
        snprintf(text, sizeof text, "4k3/1r4r1/8/2bq1b2/8/2BQ1B2/1R4R1/4K3 w d3 %s 1 20 1 -", scores[i]);
        TestPosition t = test_position(GAME, text);
        int goals = ih_goal_score((const IhPosition *)t.bytes), score = t.game->evaluate(t.bytes);
        ck_assert_int_le(abs(score - goals), IH_NET_SCORE_CAP);
        ck_assert(i == 0 || score >= previous);
        previous = score;
    }
}
END_TEST

/* Whether some move of the position is a turn of this kind, or, kind -1,
 * one with the goalie's extra step. */
static bool has_turn(const TestPosition *t, int kind)
{
    Move moves[GAME_MAX_MOVES];
    int n = t->game->generate(t->bytes, moves);
    for (int i = 0; i < n; i++) {
        IhTurn turn;
        ih_decode(moves[i], &turn);
        if (kind < 0 ? turn.king_to != IH_NONE : turn.kind == kind)
            return true;
    }
    return false;
}

START_TEST(updates_equal_refresh_for_every_kind_of_turn)
{
    static const char *const cases[] = {
        START,                                                             /* passes, shots, goals, faceoffs */
        "1k6/br6/8/5b2/1Q1B4/2Kq1Br1/1R4R1/8 w g8 0-0 1 16 1 -",           /* a loose puck, the goalie's step */
        "4k3/1r4r1/8/2b2b2/3q4/2BQ1B2/1R4R1/4K3 w d4 0-0 1 19 1 -",        /* checks */
        "4k3/1r4r1/3bBQR1/2Rb2B1/8/4q3/8/4K3 w f6 1-0 1 1 2 -",            /* the period's end */
        "4k3/1r4r1/2bq1b2/8/2BQ1B2/8/1R4R1/4K3 b d6 2-2 3 20 1 -",         /* Black to move */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        TestPosition t = test_position(GAME, cases[i]);
        test_net_updates_match_scratch(&t);
    }
    TestPosition loose = test_position(GAME, cases[1]), checks = test_position(GAME, cases[2]);
    ck_assert(has_turn(&loose, -1));
    ck_assert(has_turn(&checks, IH_CHECK));
}
END_TEST

/* Random games: each position's score, its accumulators carried from the
 * start, as that of the same position read afresh. */
START_TEST(updates_equal_refresh_over_random_games) { test_net_updates_over_random_games(GAME, 10, 11); }
END_TEST

/* The shipped net: at the faceoff and in a quiet middle position the side
 * to move, who holds the puck or may check its holder, is ahead by less
 * than half a goal (the search itself scores a level faceoff +371 for
 * White's offence over the self-play the tenth net learnt from, where
 * White won the rest of the game from it 44% of the time and lost it
 * 9%), and a queen holding the puck with an open line into the other
 * net puts its side clearly ahead, White's or Black's, even with the
 * other side to move. */
START_TEST(trained_net_knows_a_shot)
{
    static const TestScoreRange cases[] = {
        {START, 0, 450},
        {"4k3/1r4r1/8/2bq1b2/8/2BQ1B2/1R4R1/4K3 b d3 0-0 1 20 2 -", -450, 0},
        {"4k3/1r4r1/8/2bQ1b2/8/2B2B2/1R4R1/4K3 w d5 0-0 1 10 1 -", 150, 1000},
        {"4k3/1r4r1/8/2bQ1b2/8/2B2B2/1R4R1/4K3 b d5 0-0 1 10 2 -", 150, 1000},
        {"4k3/1r4r1/2b2b2/8/3q4/8/1R4R1/Q3K3 b d4 0-0 1 10 1 -", -1000, -150},
    };
    test_white_scores_within(GAME, cases, sizeof cases / sizeof cases[0]);
}
END_TEST

static int by_hand(const void *pos) { return ih_evaluate_by_hand(pos); }

START_TEST(switched_off_is_the_hand_written_evaluator)
{
    TestPosition t = test_position(GAME, "1k6/br6/8/5b2/1Q1B4/2Kq1Br1/1R4R1/8 w g8 0-0 1 16 1 -");
    ck_assert_int_eq(t.game->evaluate(t.bytes), ih_net_evaluate(icehockey_net.in_use, (const IhPosition *)t.bytes));
    test_net_switch(&t, &icehockey_net, by_hand);
}
END_TEST

/* Its own net's file reads; Joust's does not (it has 3072 inputs). */
START_TEST(net_loaded_from_a_file)
{
    TestPosition t = test_position(GAME, "1k6/br6/8/5b2/1Q1B4/2Kq1Br1/1R4R1/8 w g8 0-0 1 16 1 -");
    test_net_files(&t, "test_icehockey_nnue_loaded.nnue", &icehockey_net, &joust_net, "1280 inputs");
}
END_TEST

int main(void)
{
    Suite *s = suite_create("icehockey_nnue");
    TCase *tc = tcase_create("nnue");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, builtin_net_reads);
    tcase_add_test(tc, inputs_turn_over_with_the_board);
    tcase_add_test(tc, state_inputs_tell_what_the_board_does_not);
    tcase_add_test(tc, black_inputs_follow_from_whites);
    tcase_add_test(tc, bucket_counts_the_plies_left_in_the_period);
    tcase_add_test(tc, goals_are_the_engines_not_the_nets);
    tcase_add_test(tc, updates_equal_refresh_for_every_kind_of_turn);
    tcase_add_test(tc, updates_equal_refresh_over_random_games);
    tcase_add_test(tc, trained_net_knows_a_shot);
    tcase_add_test(tc, switched_off_is_the_hand_written_evaluator);
    tcase_add_test(tc, net_loaded_from_a_file);
    suite_add_tcase(s, tc);
    return test_run_suite(s);
}
