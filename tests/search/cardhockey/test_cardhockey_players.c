/*
 * Card Hockey players: they choose cards from their own hand, never read a
 * hidden card (a decision depends on the view only, and the view holds no
 * hidden card), the strong and ISMCTS players find goals and forced wins in
 * known deals, the ISMCTS player repeats itself for a seed, and the
 * seed-heuristic player follows the seed's Basic Strategy; the searchers
 * draw the opponent's hand without a rank it showed it lacks.
 */
#include <check.h>
#include <stdio.h>
#include <string.h>

#include "search/cardhockey/knowledge.h"
#include "search/cardhockey/match.h"
#include "tests/test_support.h"

static int card_of(const char *text)
{
    int card = ch_card_from_text(text);
    ck_assert_msg(card >= 0, "bad card %s", text);
    return card;
}

/* A view of the main rules for seat 0, whose hand is 'hand' (space-separated
 * cards), with 'opponent_count' cards in the other hand, all other cards
 * except 'unplayed' already played this period (the last one 'top', none if
 * NULL), dealt so that the deal is the last of the period when 'last_deal'. */
typedef struct {
    const char *hand, *unplayed, *top;
    int opponent_count, breakaway, dealer;
} Setup;

static CardView make_view(const Setup *s)
{
    CardView v;
    memset(&v, 0, sizeof v);
    ch_table_start(&v.table, CH_MAIN, s->dealer);
    ChTable *t = &v.table;
    char copy[128];
    bool keep[CH_DECK] = {false};
    snprintf(copy, sizeof copy, "%s %s", s->hand, s->unplayed);
    for (char *w = strtok(copy, " "); w; w = strtok(NULL, " "))
        keep[card_of(w)] = true;
    snprintf(copy, sizeof copy, "%s", s->hand);
    for (char *w = strtok(copy, " "); w; w = strtok(NULL, " "))
        v.hand[v.hand_count++] = (uint8_t)card_of(w);
    int top = s->top ? card_of(s->top) : -1;
    for (int c = 0; c < CH_DECK; c++)
        if (!keep[c] && c != top)
            t->played[t->played_count++] = (uint8_t)c;
    if (top >= 0)
        t->played[t->played_count++] = (uint8_t)top;
    t->phase = CH_PLAYING;
    t->dealt = CH_DECK;
    t->deal = 5;
    t->hand_count[0] = v.hand_count;
    t->hand_count[1] = s->opponent_count;
    t->turn = 0;
    t->ice.top = (int8_t)(top >= 0 ? ch_rank(top) : -1);
    t->ice.breakaway = (int8_t)s->breakaway;
    return v;
}

/* The card a new player of kind chooses; 'effort' (0: the default) is the
 * strong player's samples and the ISMCTS player's iterations. */
static int choose_with(ChPlayerKind kind, const CardView *view, uint64_t seed, int effort)
{
    ChPlayer p;
    ck_assert(ch_player_init(&p, kind, seed));
    if (effort)
        p.samples = p.iterations = effort;
    int card = ch_player_choose(&p, view);
    ch_player_free(&p);
    return card;
}

static int choose(ChPlayerKind kind, const CardView *view, uint64_t seed) { return choose_with(kind, view, seed, 0); }

/* Both searching players, for tests that hold for each. */
static const ChPlayerKind searchers[] = {CH_PLAYER_STRONG, CH_PLAYER_ISMCTS, CH_PLAYER_PIMC};
enum { SEARCHERS = sizeof searchers / sizeof searchers[0] };

START_TEST(players_always_choose_from_their_hand)
{
    /* Whole games of every player pair in every variant: the referee refuses any other card. */
    for (int v = 0; v < CH_VARIANT_COUNT; v++)
        for (int a = 0; a < CH_PLAYER_KIND_COUNT; a++) {
            ChPlayer players[2];
            ck_assert(ch_player_init(&players[0], (ChPlayerKind)a, 1));
            ck_assert(ch_player_init(&players[1], (ChPlayerKind)((a + 1) % CH_PLAYER_KIND_COUNT), 2));
            players[0].samples = players[1].samples = 4;
            players[0].iterations = players[1].iterations = 40;
            ChPlayer *seats[2] = {&players[0], &players[1]};
            ChGame game;
            char error[CH_ERROR_MAX];
            ck_assert_msg(ch_play_game(&game, (ChVariant)v, (uint64_t)(v * 10 + a), seats, NULL, NULL, NULL, error),
                          "%s", error);
            ck_assert_int_eq(game.table.phase, CH_OVER);
            ch_player_free(&players[0]);
            ch_player_free(&players[1]);
        }
}
END_TEST

/* Swaps hidden cards (the opponent's hand and the cards not yet dealt) around. */
static void shuffle_hidden(ChGame *game, int seat, uint64_t *random)
{
    int other = 1 - seat, count = game->table.hand_count[other];
    uint8_t hidden[CH_DECK];
    int n = 0;
    for (int i = 0; i < count; i++)
        hidden[n++] = game->hand[other][i];
    for (int i = game->table.dealt; i < CH_DECK; i++)
        hidden[n++] = game->deck[i];
    ch_shuffle(hidden, n, random);
    for (int i = 0; i < count; i++)
        game->hand[other][i] = hidden[i];
    for (int i = game->table.dealt; i < CH_DECK; i++)
        game->deck[i] = hidden[count + i - game->table.dealt];
}

START_TEST(searchers_never_read_hidden_cards)
{
    /* At many points of real games, the hidden cards are dealt differently: the view is the
     * same byte for byte, and so is the searching player's card. */
    ChPlayerKind kind = searchers[_i];
    uint64_t random = 99;
    int checked = 0, differed = 0;
    for (uint64_t seed = 0; seed < 3; seed++) {
        ChGame game;
        ch_game_start(&game, CH_MAIN, seed, NULL, NULL);
        for (int step = 0; game.table.phase != CH_OVER; step++) {
            int seat = game.table.turn;
            CardView view;
            ch_game_view(&game, seat, &view);
            if (step % 7 == 3) {
                ChGame other = game;
                shuffle_hidden(&other, seat, &random);
                differed += memcmp(other.hand[1 - seat], game.hand[1 - seat], CH_HAND_MAX) != 0;
                CardView other_view;
                ch_game_view(&other, seat, &other_view);
                ck_assert(memcmp(&view, &other_view, sizeof view) == 0);
                ck_assert_int_eq(choose_with(kind, &other_view, seed, 200), choose_with(kind, &view, seed, 200));
                checked++;
            }
            char error[CH_ERROR_MAX];
            ck_assert(ch_game_play(&game, view.hand[0], error));
        }
    }
    ck_assert_int_gt(checked, 50);
    ck_assert_int_gt(differed, 25); /* the opponent's hand really was different */
}
END_TEST

START_TEST(view_holds_only_own_hand)
{
    ChGame game;
    ch_game_start(&game, CH_MAIN, 5, NULL, NULL);
    CardView view;
    ch_game_view(&game, 0, &view);
    ck_assert_int_eq(view.hand_count, 5);
    for (int i = 0; i < 5; i++) {
        ck_assert(ch_view_holds(&view, game.hand[0][i]));
        ck_assert(!ch_view_holds(&view, game.hand[1][i]));
    }
    ck_assert_int_eq(view.table.played_count, 0);
}
END_TEST

START_TEST(searchers_score_with_jack_then_match)
{
    /* Last deal, opponent's hand known (the two unseen 6s): Jack (breakaway), the opponent must play a 6,
     * the 6 scores. Playing the 6 first lets the opponent take the breakaway. The seed heuristic keeps
     * its Jack and plays the 6. */
    Setup s = {.hand = "JC 6C", .unplayed = "6D 6H", .top = "QC", .opponent_count = 2, .breakaway = -1,
               .dealer = 1};
    CardView v = make_view(&s);
    for (uint64_t seed = 1; seed <= 3; seed++)
        ck_assert_int_eq(choose(searchers[_i], &v, seed), card_of("JC"));
    ck_assert_int_eq(choose(CH_PLAYER_HEURISTIC, &v, 1), card_of("6C"));
}
END_TEST

START_TEST(searchers_and_heuristic_score_when_they_can)
{
    Setup s = {.hand = "7C KC 2D", .unplayed = "7D 5H 5S 9S", .top = "7H", .opponent_count = 3, .breakaway = 0,
               .dealer = 0};
    CardView v = make_view(&s);
    v.table.turn = 0;
    for (uint64_t seed = 1; seed <= 3; seed++)
        ck_assert_int_eq(choose(searchers[_i], &v, seed), card_of("7C"));
    ck_assert_int_eq(choose(CH_PLAYER_HEURISTIC, &v, 1), card_of("7C"));
}
END_TEST

START_TEST(searchers_avoid_giving_a_goal)
{
    /* The opponent is on breakaway and holds 9 9 K: I must play my 5 (no 5 left unseen), not the 9
     * or K it would match. */
    Setup s = {.hand = "9C KC 5D", .unplayed = "9D 9H KS", .top = "3S", .opponent_count = 3, .breakaway = 1,
               .dealer = 1};
    CardView v = make_view(&s);
    for (uint64_t seed = 1; seed <= 3; seed++)
        ck_assert_int_eq(choose(searchers[_i], &v, seed), card_of("5D"));
}
END_TEST

START_TEST(ismcts_wins_sudden_death_when_it_can)
{
    /* Overtime, fifth deal: the opponent led the 7 and holds three of the 15 unseen cards, the
     * other 12 are the last deal. I am on breakaway (carried over), so my 7 wins the game at once. */
    Setup s = {.hand = "KC 7C 2D 4S", .unplayed = "7D 5H 5S 9S 2H 4H 3C 3D 3H 6C 6D 6H 8C 8D 8H", .top = "7H",
               .opponent_count = 3, .breakaway = 0, .dealer = 0};
    CardView v = make_view(&s);
    v.table.period = CH_OVERTIME;
    v.table.dealt = 5 * 2 * CH_OVERTIME_DEAL;
    for (uint64_t seed = 1; seed <= 3; seed++)
        ck_assert_int_eq(choose(CH_PLAYER_ISMCTS, &v, seed), card_of("7C"));
}
END_TEST

static void add_line(void *context, const char *line)
{
    uint64_t *hash = context;
    for (const char *c = line; *c; c++)
        *hash = (*hash ^ (uint8_t)*c) * 0x100000001B3ULL;
}

/* The record of a whole game of ISMCTS (seat A, player seed 'seed') against the heuristic, hashed. */
static uint64_t ismcts_game_hash(uint64_t seed)
{
    ChPlayer players[2];
    ck_assert(ch_player_init(&players[0], CH_PLAYER_ISMCTS, seed));
    ck_assert(ch_player_init(&players[1], CH_PLAYER_HEURISTIC, 0));
    players[0].iterations = 100;
    ChPlayer *seats[2] = {&players[0], &players[1]};
    ChGame game;
    char error[CH_ERROR_MAX];
    uint64_t hash = 0xCBF29CE484222325ULL;
    ck_assert_msg(ch_play_game(&game, CH_MAIN, 77, seats, add_line, &hash, NULL, error), "%s", error);
    ch_player_free(&players[0]);
    ch_player_free(&players[1]);
    return hash;
}

START_TEST(ismcts_repeats_itself_for_a_seed)
{
    /* The same seed plays the same game card for card; another seed samples other deals and plays
     * another game. */
    ck_assert_uint_eq(ismcts_game_hash(5), ismcts_game_hash(5));
    ck_assert_uint_ne(ismcts_game_hash(5), ismcts_game_hash(6));
}
END_TEST

START_TEST(heuristic_basic_strategy)
{
    /* Against a breakaway: re-match the top card (cancels it, takes one). */
    Setup s = {.hand = "4C 8C 9D", .unplayed = "2C 3D 4D 5H 6S 7S", .top = "8H", .opponent_count = 5,
               .breakaway = 1, .dealer = 1};
    CardView v = make_view(&s);
    ck_assert_int_eq(choose(CH_PLAYER_HEURISTIC, &v, 1), card_of("8C"));
    /* Else end it with a Jack. */
    s.hand = "4C JC 9D";
    v = make_view(&s);
    ck_assert_int_eq(choose(CH_PLAYER_HEURISTIC, &v, 1), card_of("JC"));
    /* Else a safety: the card with no copy left unseen (9: the others were played). */
    s.hand = "4C 5C 9D";
    s.unplayed = "2C 3D 4D 5H 6S 7S";
    v = make_view(&s);
    ck_assert_int_eq(choose(CH_PLAYER_HEURISTIC, &v, 1), card_of("9D"));
    /* No breakaway: take one by matching. */
    s.hand = "4C 8C 9D";
    s.breakaway = -1;
    v = make_view(&s);
    ck_assert_int_eq(choose(CH_PLAYER_HEURISTIC, &v, 1), card_of("8C"));
    /* Play one of a pair early, keep the Jack. */
    s.hand = "JC 5C 5D 2H";
    s.unplayed = "2C 3D 4D 5H 6S 7S";
    v = make_view(&s);
    ck_assert_int_eq(ch_rank(choose(CH_PLAYER_HEURISTIC, &v, 1)), ch_rank(card_of("5C")));
    /* Only the Jack left: the non-dealer's last card. */
    s.hand = "JC";
    v = make_view(&s);
    ck_assert_int_eq(choose(CH_PLAYER_HEURISTIC, &v, 1), card_of("JC"));
}
END_TEST

START_TEST(random_player_uses_its_seed)
{
    Setup s = {.hand = "AC 2C 3C 4C 5C 6C", .unplayed = "7C 8C 9C 10C QC KC", .top = NULL, .opponent_count = 6,
               .breakaway = -1, .dealer = 1};
    CardView v = make_view(&s);
    bool seen[CH_DECK] = {false};
    int distinct = 0;
    for (uint64_t seed = 0; seed < 60; seed++) {
        int card = choose(CH_PLAYER_RANDOM, &v, seed);
        ck_assert(ch_view_holds(&v, card));
        ck_assert_int_eq(card, choose(CH_PLAYER_RANDOM, &v, seed));
        distinct += !seen[card];
        seen[card] = true;
    }
    ck_assert_int_eq(distinct, 6);
}
END_TEST

/* Seat A's view after B (the dealer) and A played the cards of 'plays'
 * ("|" starts a new deal) through the table's own rules; A holds 'hand'. */
static CardView played_view(const char *plays, const char *hand)
{
    CardView v;
    memset(&v, 0, sizeof v);
    ch_table_start(&v.table, CH_MAIN, 1);
    ch_table_deal(&v.table);
    char copy[256];
    snprintf(copy, sizeof copy, "%s", plays);
    for (char *w = strtok(copy, " "); w; w = strtok(NULL, " "))
        if (!strcmp(w, "|"))
            ch_table_deal(&v.table);
        else
            ch_table_play(&v.table, card_of(w));
    snprintf(copy, sizeof copy, "%s", hand);
    for (char *w = strtok(copy, " "); w; w = strtok(NULL, " "))
        v.hand[v.hand_count++] = (uint8_t)card_of(w);
    ck_assert_int_eq(v.table.turn, 0);
    ck_assert_int_eq(v.hand_count, v.table.hand_count[0]);
    return v;
}

/* The seed's Basic Strategy, "This is now a safety": a card the opponent
 * cannot match is kept for its breakaways, not led while a live card is in
 * hand; then, against a breakaway, it is played before a live card with
 * fewer unseen copies. A safety is a rank with every other copy seen, or
 * one the opponent declined to match this deal. */
START_TEST(heuristic_keeps_its_safeties)
{
    /* Deal 1: three 7s are played, so A's 7S is dead (no copy unseen). A
     * leads deal 2: the live 4 (two unseen), not the dead 7. */
    CardView v = played_view("7C 7D 7H KC 2C 3C 4C 5C 6C 9C |", "7S QH 10D AH 4H");
    ck_assert_int_eq(choose(CH_PLAYER_HEURISTIC, &v, 1), card_of("4H"));
    /* A led one of its pair of 5s and B, which could have matched it for a
     * breakaway, played a 9: A keeps the other 5 and leads a live card. */
    v = played_view("5C 9D 2C 3D", "5D 8C KH");
    ck_assert_int_eq(choose(CH_PLAYER_HEURISTIC, &v, 1), card_of("8C"));
    /* B is on breakaway now: A plays its safety, the 5 (two unseen, but B
     * showed it holds none), before the 9 (one unseen). */
    v = played_view("5C 9D 2C 2D", "5D 9C 9H");
    ck_assert_int_eq(v.table.ice.breakaway, 1);
    ck_assert_int_eq(choose(CH_PLAYER_HEURISTIC, &v, 1), card_of("5D"));
    /* With only safeties and a Jack left, a safety goes first, the Jack last. */
    v = played_view("7C 7D 7H KC 2C 3C 4C 5C 6C 9C | 2H 6D 10D KD AH QD", "7S JH");
    ck_assert_int_eq(choose(CH_PLAYER_HEURISTIC, &v, 1), card_of("7S"));
}
END_TEST

/* "Remember cards ... play cards that are harder to score on if your
 * opponent has a breakaway": with no safety and no Jack, the card with the
 * fewest unseen copies. */
START_TEST(heuristic_counts_cards_against_a_breakaway)
{
    /* B matched A's 8 with the last cards of deal 1: its breakaway carries
     * over, and A leads deal 2 against it. */
    static const char deal1[] = "2C 3C 4C 3D 6C 7C 9C 10C 8C 8D |";
    CardView v = played_view(deal1, "3H 9H KH QH AH");
    ck_assert_int_eq(v.table.ice.breakaway, 1);
    ck_assert_int_eq(choose(CH_PLAYER_HEURISTIC, &v, 1), card_of("3H")); /* one 3 unseen, 2+ of the others */
    /* With an 8 in hand it re-matches instead, cancelling the breakaway. */
    v = played_view(deal1, "3H 9H KH QH 8H");
    ck_assert_int_eq(choose(CH_PLAYER_HEURISTIC, &v, 1), card_of("8H"));
}
END_TEST

/* Deal 1 plays two 8s; in deal 2 B is on breakaway after 7-7, misses the
 * shot at A's 4 with a 5 (so it holds no 4), and is on breakaway again
 * after 6-6. */
static const char inference_plays[] = "2C 3C 8C 9C 10C QC KC 8D AC 2D | 7H 7S 4C 5D 6H 6S";

START_TEST(opponent_declined_the_rank_it_missed_a_goal_with)
{
    bool lacks[CH_RANKS];
    CardView v = played_view(inference_plays, "4D 8H");
    ch_opponent_declined(&v, lacks);
    for (int r = 0; r < CH_RANKS; r++)
        ck_assert_msg(lacks[r] == (r == ch_rank(card_of("4C"))), "rank %d", r);
    /* not after the deal: B's new hand may hold a 4 */
    v = played_view("2C 3C 8C 9C 10C QC KC 8D AC 2D | 7H 7S 4C 5D 6H 6S 4D 8H 9H 9S |", "KD 5C 3S 2H JC");
    ch_opponent_declined(&v, lacks);
    for (int r = 0; r < CH_RANKS; r++)
        ck_assert(!lacks[r]);
    /* a Jack never scores, so passing on one says nothing */
    v = played_view("2C 3C 8C 9C 10C QC KC 8D AC 2D | 7H 7S JC 5D", "4D 8H 6H");
    ch_opponent_declined(&v, lacks);
    for (int r = 0; r < CH_RANKS; r++)
        ck_assert(!lacks[r]);
}
END_TEST

/* Every card B played on a card it could have matched for a breakaway (or
 * a goal) tells it holds that rank no more, within the deal; a Jack on top
 * tells nothing (any Jack would have done as well). */
START_TEST(opponent_declined_the_ranks_it_did_not_match)
{
    bool declined[CH_RANKS];
    CardView v = played_view("5C 9D 2C 3D", "5D 8C KH");
    ch_opponent_declined(&v, declined);
    for (int r = 0; r < CH_RANKS; r++)
        ck_assert_msg(declined[r] == (r == ch_rank(card_of("5C")) || r == ch_rank(card_of("2C"))), "rank %d", r);
    v = played_view("JC 9D 2C 2D", "5D 8C KH");
    ch_opponent_declined(&v, declined);
    for (int r = 0; r < CH_RANKS; r++)
        ck_assert(!declined[r]);
    /* a new deal, a new hand: nothing is known */
    v = played_view("5C 9D 2C 3D 4C 6D 7C 10D 8C QD |", "5D 8H KH AH 3H");
    ch_opponent_declined(&v, declined);
    for (int r = 0; r < CH_RANKS; r++)
        ck_assert(!declined[r]);
}
END_TEST

/* B is on breakaway and scores if it matches A's card. Of A's 4 and 8, the
 * 8 has fewer unseen copies (one against two), but B holds no 4: the 4 is
 * safe, and both searchers and the heuristic play it. */
START_TEST(searchers_use_what_a_missed_goal_tells)
{
    CardView v = played_view(inference_plays, "4D 8H");
    ck_assert_int_eq(v.table.ice.breakaway, 1);
    ck_assert_int_eq(choose(CH_PLAYER_HEURISTIC, &v, 1), card_of("4D")); /* a safety, as the seed reads it */
    for (uint64_t seed = 1; seed <= 5; seed++)
        ck_assert_int_eq(choose_with(searchers[_i], &v, seed, 20000), card_of("4D"));
}
END_TEST

static Suite *players_suite(void)
{
    Suite *s = suite_create("cardhockey_players");
    TCase *c = tcase_create("players");
    tcase_set_timeout(c, 120);
    tcase_add_test(c, players_always_choose_from_their_hand);
    tcase_add_loop_test(c, searchers_never_read_hidden_cards, 0, SEARCHERS);
    tcase_add_test(c, view_holds_only_own_hand);
    tcase_add_loop_test(c, searchers_score_with_jack_then_match, 0, SEARCHERS);
    tcase_add_loop_test(c, searchers_and_heuristic_score_when_they_can, 0, SEARCHERS);
    tcase_add_loop_test(c, searchers_avoid_giving_a_goal, 0, SEARCHERS);
    tcase_add_test(c, ismcts_wins_sudden_death_when_it_can);
    tcase_add_test(c, ismcts_repeats_itself_for_a_seed);
    tcase_add_test(c, heuristic_basic_strategy);
    tcase_add_test(c, heuristic_keeps_its_safeties);
    tcase_add_test(c, heuristic_counts_cards_against_a_breakaway);
    tcase_add_test(c, random_player_uses_its_seed);
    tcase_add_test(c, opponent_declined_the_rank_it_missed_a_goal_with);
    tcase_add_test(c, opponent_declined_the_ranks_it_did_not_match);
    tcase_add_loop_test(c, searchers_use_what_a_missed_goal_tells, 0, SEARCHERS);
    suite_add_tcase(s, c);
    return s;
}

int main(void) { return test_run_suite(players_suite()); }
