/*
 * Card Hockey rules: every example of the seed (seeds/card-hockey.txt), for
 * the main rules and each variation, and every ruling (RULINGS.md). The
 * sequences use ch_test_play's notation: the first card is A's, players
 * alternate, a suffix says what the card must do (b breakaway, g goal,
 * G goal and breakaway, x block, - nothing and no breakaway).
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>

#include "tests/test_support.h"
#include "cardhockey_test_support.h"

/* A new game of the variant with B dealing, so that A leads. */
static ChTable table_of(ChVariant variant)
{
    ChTable t;
    ch_table_start(&t, variant, 1);
    return t;
}

static void sequence(ChVariant variant, const char *tokens)
{
    ChTable t = table_of(variant);
    ch_test_play(&t, tokens);
}

START_TEST(main_breakaways_and_goals)
{
    /* "Player A plays a 7, player B plays a 7 (breakaway for B), player A plays a 4, player B plays a 4 (goal for B)." */
    sequence(CH_MAIN, "7 7b 4 4g");
    /* Breakaway lost; breakaway not a goal; Jack breakaway; goal for A. */
    sequence(CH_MAIN, "7 7b 4 5- 9 9b Jb 8 8g");
}
END_TEST

START_TEST(main_every_rank_matches_and_scores)
{
    /* Ranks matter, suits do not: every rank but the Jack makes breakaways and goals. */
    for (int r = 0; r < CH_RANKS; r++) {
        if (r == CH_JACK)
            continue;
        const char *rank = ch_rank_name(r), *other = r == 3 ? "5" : "4";
        char tokens[64];
        snprintf(tokens, sizeof tokens, "%s %sb %s %sg", rank, rank, other, other);
        sequence(CH_MAIN, tokens);
        snprintf(tokens, sizeof tokens, "Jb %s %sg", rank, rank);
        sequence(CH_MAIN, tokens);
    }
}
END_TEST

START_TEST(main_goal_is_not_a_breakaway)
{
    /* "A plays a Jack, B plays a 6, A plays a 6 (goal), B plays a 2, A plays a 2 (breakaway for A, not a goal)" */
    sequence(CH_MAIN, "Jb 6 6g 2 2b");
    /* "... A plays a 6 (goal for A), B plays a 6 (breakaway), A plays a King, B plays a King (goal for B)." */
    sequence(CH_MAIN, "Jb 6 6g 6b K Kg");
}
END_TEST

START_TEST(main_matching_cancels_and_takes_over)
{
    /* "A plays a 3, B plays a 3, A plays a 3 (cancelling B's), B plays a Queen, A plays a Queen (goal for A)" */
    sequence(CH_MAIN, "3 3b 3b Q Qg");
    /* "... B plays a 3 (not a goal, just another breakaway), A plays a Queen, B plays a Queen (goal for B)" */
    sequence(CH_MAIN, "3 3b 3b 3b Q Qg");
}
END_TEST

START_TEST(main_jack_never_scores)
{
    /* "A plays a 9, B plays a 9, A plays a 6, B plays a Jack (another breakaway for B, not a goal)" */
    sequence(CH_MAIN, "9 9b 6 Jb");
    /* "A plays a 9, B plays a 9, A plays a Jack (cancelling B's), B plays a Jack (not a goal, a new breakaway)" */
    sequence(CH_MAIN, "9 9b Jb Jb");
    /* A Jack matching a Jack on a breakaway is still only a breakaway. */
    sequence(CH_MAIN, "Jb 4 Jb 5 5g");
}
END_TEST

START_TEST(main_breakaway_lasts_one_card)
{
    /* The shot is the breakaway player's very next card; a later match is only a breakaway. */
    sequence(CH_MAIN, "8 8b 5 6- 5 5b");
    /* A card that neither matches nor is a Jack leaves the opponent's breakaway standing. */
    sequence(CH_MAIN, "Jb 4 Jb 2 2g");
}
END_TEST

START_TEST(main_no_goal_on_first_match_of_period)
{
    /* "a goal cannot be scored on the dealer's first play of a period, by matching the first card" */
    ChTable t = table_of(CH_MAIN);
    ck_assert_int_eq(t.ice.top, -1);
    ch_test_play(&t, "8 8b");
    ck_assert_int_eq(t.score[1], 0);
    /* Ruling: a Jack as the first card of a period makes a breakaway. */
    sequence(CH_MAIN, "Jb 3 3g");
}
END_TEST

/* Plays the first 8 cards of a deal quietly (no breakaway at the end). */
static void play_quiet_start_of_deal(ChTable *t) { ch_test_play(t, "2- 3 4 5 6 7 8 9"); }

START_TEST(main_breakaway_carries_to_next_deal)
{
    /* "Non-dealer plays her last card - a Jack - creating a breakaway. Dealer plays his last card - a 10 -
     * and deals the next cards. If the non-dealer has a 10 in her new hand, she can play it and score." */
    ChTable t = table_of(CH_MAIN);
    play_quiet_start_of_deal(&t);
    ch_test_play(&t, "Jb 10");
    ck_assert_int_eq(t.phase, CH_NEED_DEAL);
    ch_test_play(&t, "10g");
    ck_assert_int_eq(t.score[0], 1);
    ck_assert_int_eq(t.deal, 2);

    /* "Non-dealer plays an 8, her last card, and dealer plays his last card which is also an 8: breakaway for
     * dealer. The dealer deals the new cards and the non-dealer plays a 5. If the dealer has a 5 he can score." */
    t = table_of(CH_MAIN);
    play_quiet_start_of_deal(&t);
    ch_test_play(&t, "K Kb 5 5g");
    ck_assert_int_eq(t.score[1], 1);
}
END_TEST

START_TEST(main_breakaway_ends_with_period)
{
    /* "breakaways do not carry over from one period to the next": the pile goes, the dealer changes. */
    ChTable t = table_of(CH_MAIN);
    ch_test_play_quietly(&t, CH_DECK - 4, CH_RANKS - 1); /* keep the four Kings */
    ck_assert_int_eq(t.deal, 5);
    ch_test_play(&t, "K Kb Kb Kb");
    ck_assert_int_eq(t.period, 2);
    ck_assert_int_eq(t.dealer, 0);
    ck_assert_int_eq(t.played_count, 0);
    ck_assert_int_eq(t.ice.breakaway, -1);
    ck_assert_int_eq(t.ice.top, -1);
    /* The old dealer, B, now leads: A matching her first card is a breakaway, not a goal. */
    ck_assert_int_eq(t.phase, CH_NEED_DEAL);
    ch_table_deal(&t);
    ck_assert_int_eq(t.turn, 1);
    ch_test_play(&t, "K Kb");
}
END_TEST

START_TEST(main_commented_example_deal)
{
    /* "Example with comments": Darrell (B) deals; Jon (A) holds 8,J,Q,K,A; Darrell 3,3,8,10,Q. */
    ChTable t = table_of(CH_MAIN);
    ch_table_deal(&t);
    ck_assert_int_eq(t.turn, 0); /* "Jon to play first" */
    ch_test_play(&t, "A 3"          /* "Ace..." "Three..." */
                     " 8 8b"        /* "Eight..." "Breakaway!..." */
                     " K Q-"        /* "Shoots..." "Hits the post!" */
                     " Qb 3"        /* "Breakaway!..." "Clears it..." (Jon holds no 3) */
                     " Jb 10");     /* "Breakaway!..." "Ten..." */
    ck_assert_int_eq(t.phase, CH_NEED_DEAL);
    ck_assert_int_eq(t.ice.breakaway, 0); /* "Breakaway carries over" */
    ch_table_deal(&t);
    ck_assert_int_eq(t.turn, 0); /* "Jon to play first" */
    ch_test_play(&t, "10g K");    /* "Scores! 1-0" "King..." */
    ck_assert_int_eq(t.score[0], 1);
    ck_assert_int_eq(t.score[1], 0);
}
END_TEST

/* The sizes of the deals of one period, as "5 5 5 5 6". */
static const char *deal_sizes(ChTable *t)
{
    static char text[64];
    int used = 0, period = t->period;
    text[0] = '\0';
    while (t->period == period && t->phase != CH_OVER) {
        used += snprintf(text + used, sizeof text - (size_t)used, "%s%d", used ? " " : "", ch_next_deal_size(t));
        ch_table_deal(t);
        ck_assert_int_eq(t->turn, 1 - t->dealer); /* the non-dealer leads each deal */
        ch_test_play_quietly(t, 2 * t->hand_count[0], -1);
    }
    return text;
}

START_TEST(deals_of_each_period)
{
    ChTable t = table_of(CH_MAIN);
    ck_assert_str_eq(deal_sizes(&t), "5 5 5 5 6");
    t = table_of(CH_STOCKHAM); /* "four deals... after five such deals there are 12 cards left" */
    ck_assert_str_eq(deal_sizes(&t), "4 4 4 4 4 6");
    for (int v = 0; v < CH_VARIANT_COUNT; v++) {
        t = table_of((ChVariant)v);
        for (int p = 0; p < CH_PERIODS; p++)
            deal_sizes(&t);
        ck_assert_int_eq(t.period, CH_OVERTIME); /* 0-0 after three periods */
        ck_assert_str_eq(deal_sizes(&t), "4 4 4 4 4 6");
        ck_assert_int_eq(t.phase, CH_OVER);
        ck_assert_int_eq(t.winner, -1); /* no goal in overtime: a tie */
    }
}
END_TEST

START_TEST(dealer_alternates_into_overtime)
{
    ChTable t;
    ch_table_start(&t, CH_MAIN, 0);
    int dealers[CH_OVERTIME];
    for (int p = 0; p < CH_OVERTIME; p++) {
        ck_assert_int_eq(t.period, p + 1);
        dealers[p] = t.dealer;
        ch_test_play_quietly(&t, -1, -1);
    }
    ck_assert_int_eq(dealers[0], 0);
    ck_assert_int_eq(dealers[1], 1);
    ck_assert_int_eq(dealers[2], 0);
    ck_assert_int_eq(dealers[3], 1); /* the non-dealer of period 1 deals overtime */
}
END_TEST

START_TEST(three_periods_decide)
{
    ChTable t = table_of(CH_MAIN);
    ch_test_play(&t, "Jb 4 4g");
    for (int p = 0; p < CH_PERIODS; p++)
        ch_test_play_quietly(&t, -1, -1);
    ck_assert_int_eq(t.phase, CH_OVER);
    ck_assert_int_eq(t.period, CH_PERIODS);
    ck_assert_int_eq(t.winner, 0);
    ck_assert_int_eq(t.period_score[0][0], 1);
    ck_assert_int_eq(t.period_score[2][0], 1);
}
END_TEST

START_TEST(overtime_first_goal_wins)
{
    ChTable t = table_of(CH_MAIN);
    ch_test_play(&t, "Jb 4 4g");
    ch_test_play_quietly(&t, -1, -1);
    ch_test_play(&t, "Jb 4 4g"); /* period 2: B leads, scores; 1-1 */
    ch_test_play_quietly(&t, -1, -1);
    ch_test_play_quietly(&t, -1, -1);
    ck_assert_int_eq(t.period, CH_OVERTIME);
    ck_assert_int_eq(t.phase, CH_NEED_DEAL);
    ch_test_play(&t, "5 Jb 6 6g"); /* B dealt periods 1 and 3, so A deals overtime and scores */
    ck_assert_int_eq(t.phase, CH_OVER);
    ck_assert_int_eq(t.winner, t.dealer);
    ck_assert_int_eq(t.score[t.dealer], 2);
    ck_assert_int_eq(t.hand_count[0], 2); /* the game stops mid-deal */
}
END_TEST

START_TEST(original_jacks_are_ordinary)
{
    /* "Jacks had no special property. The only way to clear the ice was to play a card matching the previous card." */
    sequence(CH_ORIGINAL, "9 9b 6 J-");
    sequence(CH_ORIGINAL, "J- 3 J- Jb 5 6-");
    sequence(CH_ORIGINAL, "7 7b J JG"); /* so a Jack can score */
}
END_TEST

START_TEST(original_goal_clears_the_ice)
{
    /* "if the previous scorer could score again immediately by matching the opponent's next card ...
     * it was possible to score several times in a row" */
    ChTable t = table_of(CH_ORIGINAL);
    ch_test_play(&t, "7 7b 4 4G 5 5G 9 9G 2 3-");
    ck_assert_int_eq(t.score[1], 3);
}
END_TEST

START_TEST(third_card_cancels)
{
    /* "A:9, B:9 (breakaway); A:9 (breakaway cancelled), B:2; A:2 (breakaway for A - not a goal)." */
    sequence(CH_THIRD_CANCELS, "9 9b 9x 2 2b");
    sequence(CH_THIRD_CANCELS, "5 5b 5x 5b 3 3g"); /* the fourth card is a new breakaway */
    sequence(CH_THIRD_CANCELS, "5 5b Jb 4 4g");    /* Jacks work as in the main rules */
}
END_TEST

START_TEST(goal_is_breakaway)
{
    /* "A:Jack (breakaway), B:10; A:10 (goal and breakaway), B:7; A:7 (another goal for A)." */
    sequence(CH_GOAL_BREAKAWAY, "Jb 10 10G 7 7G");
    sequence(CH_GOAL_BREAKAWAY, "Jb 10 10G 10b Q QG"); /* the goal card can still be matched */
    sequence(CH_GOAL_BREAKAWAY, "Jb 10 10G 7 Jb");     /* and a Jack still never scores */
}
END_TEST

START_TEST(stockham_shots_and_blocks)
{
    /* "A plays a 7, B plays a 7 (shot), A plays a 9, B plays a 9 (scores)." */
    sequence(CH_STOCKHAM, "7 7b 9 9g");
    /* "A plays a 5, B plays a 5 (shot), A plays another 5 ... does not create a shot for A. If B now
     * plays the fourth 5, that is a new shot for B. B would also need to match A's next play to score." */
    sequence(CH_STOCKHAM, "5 5b 5x 5b 6 6g");
    /* "A plays a 9, B a Jack (automatic shot), A plays a 10, B plays a 10 and scores." */
    sequence(CH_STOCKHAM, "9 Jb 10 10g");
    /* "A plays a 3, B plays a 3 (shot), A plays a Jack (block), B plays a 6, A plays a 6 (shot)." */
    sequence(CH_STOCKHAM, "3 3b Jx 6 6b");
    /* "A plays a King, B: Jack (shot), A: Jack (blocked), B: Jack (shot), A: 10, B: 10 (scores)." */
    sequence(CH_STOCKHAM, "K Jb Jx Jb 10 10g");
    /* "A: 8, B: 8 (shot), A: 4, B: Jack (this does not score - just creates a new shot)." */
    sequence(CH_STOCKHAM, "8 8b 4 Jb");
    /* Silent on goals, so the main rule: a goal leaves no one on a shot. */
    sequence(CH_STOCKHAM, "7 7b 9 9g 2 2b");
}
END_TEST

START_TEST(stockham_carries_over_deals_not_periods)
{
    ChTable t = table_of(CH_STOCKHAM);
    ch_test_play(&t, "2- 3 4 5 6 7 Jb 10");
    ck_assert_int_eq(t.phase, CH_NEED_DEAL);
    ch_test_play(&t, "10g");
    t = table_of(CH_STOCKHAM);
    ch_test_play_quietly(&t, CH_DECK - 4, CH_RANKS - 1);
    ch_test_play(&t, "K Kb Kx Kb");
    ck_assert_int_eq(t.period, 2);
    ck_assert_int_eq(t.ice.breakaway, -1);
}
END_TEST

START_TEST(names_round_trip)
{
    for (int v = 0; v < CH_VARIANT_COUNT; v++)
        ck_assert_int_eq(ch_variant_from_name(ch_variant_name((ChVariant)v)), v);
    ck_assert_int_eq(ch_variant_from_name("hockey"), -1);
    for (int card = 0; card < CH_DECK; card++) {
        char text[CH_CARD_TEXT_MAX];
        ch_card_to_text(card, text);
        ck_assert_int_eq(ch_card_from_text(text), card);
    }
    ck_assert_int_eq(ch_card_from_text("th"), ch_card_from_text("10H"));
    const char *bad[] = {"", "1H", "10", "11S", "QX", "QHH", "H"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        ck_assert_int_eq(ch_card_from_text(bad[i]), -1);
}
END_TEST

static Suite *rules_suite(void)
{
    Suite *s = suite_create("cardhockey_rules");
    TCase *main_rules = tcase_create("main");
    tcase_add_test(main_rules, main_breakaways_and_goals);
    tcase_add_test(main_rules, main_every_rank_matches_and_scores);
    tcase_add_test(main_rules, main_goal_is_not_a_breakaway);
    tcase_add_test(main_rules, main_matching_cancels_and_takes_over);
    tcase_add_test(main_rules, main_jack_never_scores);
    tcase_add_test(main_rules, main_breakaway_lasts_one_card);
    tcase_add_test(main_rules, main_no_goal_on_first_match_of_period);
    tcase_add_test(main_rules, main_breakaway_carries_to_next_deal);
    tcase_add_test(main_rules, main_breakaway_ends_with_period);
    tcase_add_test(main_rules, main_commented_example_deal);
    tcase_add_test(main_rules, deals_of_each_period);
    tcase_add_test(main_rules, dealer_alternates_into_overtime);
    tcase_add_test(main_rules, three_periods_decide);
    tcase_add_test(main_rules, overtime_first_goal_wins);
    tcase_add_test(main_rules, names_round_trip);
    suite_add_tcase(s, main_rules);
    TCase *variations = tcase_create("variations");
    tcase_add_test(variations, original_jacks_are_ordinary);
    tcase_add_test(variations, original_goal_clears_the_ice);
    tcase_add_test(variations, third_card_cancels);
    tcase_add_test(variations, goal_is_breakaway);
    tcase_add_test(variations, stockham_shots_and_blocks);
    tcase_add_test(variations, stockham_carries_over_deals_not_periods);
    suite_add_tcase(s, variations);
    return s;
}

int main(void) { return test_run_suite(rules_suite()); }
