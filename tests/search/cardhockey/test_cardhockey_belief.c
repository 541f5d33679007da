/*
 * What the opponent's plays of a deal say about its hand (belief.c): a
 * play the seed's Basic Strategy would have made from a sampled hand is no
 * surprise, one it would not have made is; the believed deals favour the
 * hands that explain the plays, and still deal a whole hand when none does.
 */
#include <check.h>
#include <stdio.h>
#include <string.h>

#include "search/cardhockey/belief.h"
#include "search/cardhockey/knowledge.h"
#include "search/cardhockey/players.h"
#include "tests/test_support.h"

static int card_of(const char *text)
{
    int card = ch_card_from_text(text);
    ck_assert_msg(card >= 0, "bad card %s", text);
    return card;
}

/* Rank counts of a space-separated list of cards. */
static void counts_of(const char *cards, int *counts)
{
    char copy[128];
    memset(counts, 0, CH_RANKS * sizeof *counts);
    snprintf(copy, sizeof copy, "%s", cards);
    for (char *w = strtok(copy, " "); w; w = strtok(NULL, " "))
        counts[ch_rank(card_of(w))]++;
}

/* A main-rules game whose first deal gives the dealer A (seat 0) 'mine' and
 * B (seat 1) 'theirs', the rest of the deck in card order, then 'plays'
 * (B's lead first, the seats alternating). A is to move; view is A's. */
static void first_deal(const char *mine, const char *theirs, const char *plays, ChDecks *decks, CardView *view)
{
    uint8_t hands[2][5];
    char copy[128];
    int count[2] = {0, 0};
    bool dealt[CH_DECK] = {false};
    const char *texts[2] = {mine, theirs};
    for (int seat = 0; seat < 2; seat++) {
        snprintf(copy, sizeof copy, "%s", texts[seat]);
        for (char *w = strtok(copy, " "); w; w = strtok(NULL, " ")) {
            hands[seat][count[seat]++] = (uint8_t)card_of(w);
            dealt[card_of(w)] = true;
        }
        ck_assert_int_eq(count[seat], 5);
    }
    memset(decks, 0, sizeof *decks);
    for (int i = 0; i < 5; i++) {
        decks->cards[0][2 * i] = hands[1][i]; /* the non-dealer's card first */
        decks->cards[0][2 * i + 1] = hands[0][i];
    }
    int next = 10;
    for (int c = 0; c < CH_DECK; c++)
        if (!dealt[c])
            decks->cards[0][next++] = (uint8_t)c;
    ChGame game;
    ch_game_start_dealt(&game, CH_MAIN, 0, decks, NULL, NULL);
    snprintf(copy, sizeof copy, "%s", plays);
    char error[CH_ERROR_MAX];
    for (char *w = strtok(copy, " "); w; w = strtok(NULL, " "))
        ck_assert_msg(ch_game_play(&game, card_of(w), error), "%s", error);
    ck_assert_int_eq(game.table.turn, 0);
    ch_game_view(&game, 0, view);
}

/* B's surprises for a hand it might hold now. */
static int surprises(const CardView *view, const char *hand)
{
    ChWorldStart start;
    ChBelief belief;
    int counts[CH_RANKS];
    ch_world_start(&start, view);
    ch_belief_start(&belief, &start);
    counts_of(hand, counts);
    return ch_opponent_surprises(&belief, counts);
}

START_TEST(a_lead_is_explained_by_the_basic_strategy)
{
    /* B led a 7: the Basic Strategy leads one of a pair (the lowest of
     * equally safe pairs), else its lowest single. */
    ChDecks decks;
    CardView view;
    first_deal("2H 3H 4H 5H 6H", "7C 7D 8C 9C QC", "7C", &decks, &view);
    ck_assert_int_eq(surprises(&view, "7D 8C 9C QC"), 0); /* its hand: the pair of 7s */
    ck_assert_int_eq(surprises(&view, "8D 9D 10D QD"), 0); /* no pair, and 7 its lowest */
    ck_assert_int_eq(surprises(&view, "3C 3D 9D QD"), 1); /* it would have led a 3 of its pair */
    ck_assert_int_eq(surprises(&view, "2C 9D 10D QD"), 1); /* it would have led its lowest, the 2 */
    ck_assert_int_eq(surprises(&view, "7D 8D 8S QD"), 0); /* two pairs alike: the lower, 7 */
    ck_assert_int_eq(surprises(&view, "7D 6D 6S QD"), 1); /* two pairs alike: the lower, 6 */
}
END_TEST

START_TEST(each_play_of_the_deal_counts)
{
    /* B led a 9 (the lower of its pairs), A answered with a 2, and B led a
     * King (its pair left). A hand that held an Ace and no pair surprises
     * at both leads: the Basic Strategy leads the lowest single. */
    ChDecks decks;
    CardView view;
    first_deal("2H 3H 4H 5H 6H", "9C 9D KC KD QC", "9C 2H KC", &decks, &view);
    ck_assert_int_eq(surprises(&view, "9D KD QC"), 0);
    ck_assert_int_eq(surprises(&view, "9D KD 10C"), 0);
    ck_assert_int_eq(surprises(&view, "AC 10D QD"), 2); /* the A was its lowest; then it would have led the A */
}
END_TEST

/* The share of believed (or plain) deals in which B holds a card of rank. */
static double share_holding(const CardView *view, int rank, bool believed)
{
    ChWorldStart start;
    ch_world_start(&start, view);
    ChBelief belief;
    ch_belief_start(&belief, &start);
    uint64_t random = 12345;
    int holding = 0, deals = 4000;
    for (int i = 0; i < deals; i++) {
        ChWorld w;
        if (believed)
            ch_world_deal_believed(&w, &belief, &random);
        else
            ch_world_deal(&w, &start, &random);
        int total = 0;
        for (int r = 0; r < CH_RANKS; r++)
            total += w.held[1][r];
        ck_assert_int_eq(total, view->table.hand_count[1]);
        holding += w.held[1][rank] > 0;
    }
    return (double)holding / deals;
}

START_TEST(believed_deals_favour_hands_that_explain_the_plays)
{
    /* After B's lead of a 7 most hands that explain it hold the other 7
     * (a pair is led first); a uniform deal gives B one of the three
     * unseen 7s in about a quarter of the deals. */
    ChDecks decks;
    CardView view;
    first_deal("2H 3H 4H 5H 6H", "7C 7D 8C 9C QC", "7C", &decks, &view);
    double plain = share_holding(&view, ch_rank(card_of("7C")), false),
           believed = share_holding(&view, ch_rank(card_of("7C")), true);
    ck_assert_msg(plain > 0.18 && plain < 0.30, "plain deals: %.3f", plain);
    ck_assert_msg(believed > 0.6, "believed deals: %.3f", believed);
}
END_TEST

START_TEST(no_hand_explains_the_plays_so_the_deals_are_plain)
{
    /* B led a Jack, which the Basic Strategy leads only from a hand of
     * Jacks; with the JH in A's hand two Jacks are left, fewer than B's
     * four cards, so every hand surprises once and none is favoured: a
     * player that does not follow the Basic Strategy is read as it would
     * be without it. */
    ChDecks decks;
    CardView view;
    first_deal("JH 3H 4H 5H 6H", "JC 7D 8C 9C QC", "JC", &decks, &view);
    ck_assert_int_eq(surprises(&view, "JD JS 8C 9C"), 1);
    ck_assert_int_eq(surprises(&view, "7D 8C 9C QC"), 1);
    double plain = share_holding(&view, CH_JACK, false), believed = share_holding(&view, CH_JACK, true);
    ck_assert_msg(believed > plain - 0.04 && believed < plain + 0.04, "plain %.3f, believed %.3f", plain, believed);
}
END_TEST

/* The odds of a surprise for B at the start of period 1's last deal, B
 * playing as 'kind' and A the Basic Strategy. */
static double odds_after_four_deals(ChPlayerKind kind, uint64_t seed)
{
    ChGame game;
    ch_game_start(&game, CH_MAIN, seed, NULL, NULL);
    ChPlayer players[2];
    ck_assert(ch_player_init(&players[0], CH_PLAYER_HEURISTIC, seed));
    ck_assert(ch_player_init(&players[1], kind, seed + 1));
    char error[CH_ERROR_MAX];
    while (game.table.dealt < CH_DECK) {
        CardView view;
        ch_game_view(&game, game.table.turn, &view);
        ck_assert_msg(ch_game_play(&game, ch_player_choose(&players[game.table.turn], &view), error), "%s", error);
    }
    ck_assert_int_eq(game.table.period, 1);
    ck_assert_int_eq(game.table.played_count, 40);
    ch_player_free(&players[0]);
    ch_player_free(&players[1]);
    return ch_surprise_odds(&game.table, 1);
}

START_TEST(the_odds_are_learnt_from_the_finished_deals)
{
    /* Nine to one before any deal is finished; a Basic Strategy player's
     * four deals raise them, a random player's bring them down. */
    ChDecks decks;
    CardView view;
    first_deal("2H 3H 4H 5H 6H", "7C 7D 8C 9C QC", "7C", &decks, &view);
    ck_assert_double_eq_tol(ch_surprise_odds(&view.table, 1), 9.0, 1e-9);
    for (uint64_t seed = 1; seed <= 5; seed++) {
        double basic = odds_after_four_deals(CH_PLAYER_HEURISTIC, seed);
        double random = odds_after_four_deals(CH_PLAYER_RANDOM, seed);
        ck_assert_msg(basic >= 15, "seed %d: the Basic Strategy's odds %.2f", (int)seed, basic);
        ck_assert_msg(random <= 4, "seed %d: a random player's odds %.2f", (int)seed, random);
    }
}
END_TEST

static Suite *belief_suite(void)
{
    Suite *s = suite_create("cardhockey_belief");
    TCase *tc = tcase_create("belief");
    tcase_add_test(tc, a_lead_is_explained_by_the_basic_strategy);
    tcase_add_test(tc, each_play_of_the_deal_counts);
    tcase_add_test(tc, believed_deals_favour_hands_that_explain_the_plays);
    tcase_add_test(tc, no_hand_explains_the_plays_so_the_deals_are_plain);
    tcase_add_test(tc, the_odds_are_learnt_from_the_finished_deals);
    suite_add_tcase(s, tc);
    return s;
}

int main(void) { return test_run_suite(belief_suite()); }
