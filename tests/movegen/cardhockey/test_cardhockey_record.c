/*
 * Card Hockey game records: the replay accepts every record the referee
 * writes (every variant, several players) and refuses corrupted ones with
 * the line and the reason.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "movegen/cardhockey/record.h"
#include "search/cardhockey/match.h"
#include "tests/test_support.h"

enum { MAX_LINES = 400 };

typedef struct {
    char lines[MAX_LINES][CH_LINE_MAX];
    int count;
} Record;

static void keep_line(void *context, const char *line)
{
    Record *r = context;
    ck_assert_int_lt(r->count, MAX_LINES);
    snprintf(r->lines[r->count++], CH_LINE_MAX, "%s", line);
}

/* The record of a game between two players of the given kinds. */
static Record *record_game(ChVariant variant, uint64_t seed, ChPlayerKind a, ChPlayerKind b, ChTable *final)
{
    static Record record;
    record.count = 0;
    ChPlayer players[2];
    ck_assert(ch_player_init(&players[0], a, seed + 11));
    ck_assert(ch_player_init(&players[1], b, seed + 12));
    players[0].samples = players[1].samples = 4;
    ChPlayer *seats[2] = {&players[0], &players[1]};
    ChGame game;
    char error[CH_ERROR_MAX];
    ck_assert_msg(ch_play_game(&game, variant, seed, seats, keep_line, &record, NULL, error), "%s", error);
    ch_player_free(&players[0]);
    ch_player_free(&players[1]);
    if (final)
        *final = game.table;
    return &record;
}

static const char *joined(const Record *r)
{
    static char text[MAX_LINES * CH_LINE_MAX];
    size_t used = 0;
    for (int i = 0; i < r->count; i++)
        used += (size_t)snprintf(text + used, sizeof text - used, "%s\n", r->lines[i]);
    return text;
}

/* The index of the first line from 'from' starting with prefix, failing if none. */
static int find_line(const Record *r, int from, const char *prefix)
{
    for (int i = from; i < r->count; i++)
        if (strncmp(r->lines[i], prefix, strlen(prefix)) == 0)
            return i;
    ck_abort_msg("no line starting '%s'", prefix);
    return -1;
}

/* The replay must refuse the record, naming the line (from 1) and saying reason. */
static void assert_refused(const Record *r, int line_index, const char *reason)
{
    char error[CH_ERROR_MAX], where[32];
    ck_assert_msg(!ch_record_replay(joined(r), NULL, error), "corrupted record accepted");
    snprintf(where, sizeof where, "line %d: ", line_index + 1);
    ck_assert_msg(strstr(error, where) == error, "'%s' does not start with '%s'", error, where);
    ck_assert_msg(strstr(error, reason), "'%s' does not say '%s'", error, reason);
}

START_TEST(replay_accepts_every_referee_record)
{
    static const ChPlayerKind pairs[][2] = {{CH_PLAYER_RANDOM, CH_PLAYER_RANDOM},
                                            {CH_PLAYER_HEURISTIC, CH_PLAYER_RANDOM},
                                            {CH_PLAYER_STRONG, CH_PLAYER_HEURISTIC}};
    int overtimes = 0;
    for (int v = 0; v < CH_VARIANT_COUNT; v++)
        for (uint64_t seed = 0; seed < 12; seed++) {
            ChTable played, replayed;
            const Record *r = record_game((ChVariant)v, seed, pairs[seed % 3][0], pairs[seed % 3][1], &played);
            char error[CH_ERROR_MAX];
            ck_assert_msg(ch_record_replay(joined(r), &replayed, error), "variant %d seed %d: %s", v, (int)seed,
                          error);
            ck_assert_int_eq(replayed.score[0], played.score[0]);
            ck_assert_int_eq(replayed.score[1], played.score[1]);
            ck_assert_int_eq(replayed.winner, played.winner);
            overtimes += played.period == CH_OVERTIME;
        }
    ck_assert_int_gt(overtimes, 0); /* overtime records are covered too */
}
END_TEST

START_TEST(record_states_seed_dealer_plays_scores_result)
{
    ChTable final;
    const Record *r = record_game(CH_MAIN, 7, CH_PLAYER_RANDOM, CH_PLAYER_RANDOM, &final);
    ck_assert_str_eq(r->lines[0], "cardhockey-record 1");
    ck_assert_str_eq(r->lines[1], "variant main");
    ck_assert_str_eq(r->lines[2], "seed 7");
    ck_assert(strncmp(r->lines[3], "period 1 dealer ", 16) == 0);
    ck_assert(strncmp(r->lines[4], "deal 1 A: ", 10) == 0);
    int plays = 0;
    for (int i = 0; i < r->count; i++)
        plays += (r->lines[i][0] == 'A' || r->lines[i][0] == 'B') && r->lines[i][1] == ' ';
    ck_assert_int_eq(plays, final.period * CH_DECK - (final.period == CH_OVERTIME ? CH_DECK - final.played_count : 0));
    find_line(r, 0, "score after period 3: ");
    ck_assert(strncmp(r->lines[r->count - 1], "result ", 7) == 0);
}
END_TEST

START_TEST(replay_refuses_card_played_twice)
{
    Record *r = record_game(CH_MAIN, 3, CH_PLAYER_RANDOM, CH_PLAYER_RANDOM, NULL);
    int first = find_line(r, 0, "deal 1") + 1;
    int later = first + 3; /* the same player's second card of the deal is two lines on */
    char seat = r->lines[first][0], card[8];
    sscanf(r->lines[first] + 2, "%7s", card);
    ck_assert_int_eq(r->lines[later - 1][0], seat); /* the third play of the deal is the leader's */
    snprintf(r->lines[later - 1], CH_LINE_MAX, "%c %s", seat, card);
    assert_refused(r, later - 1, "was already played this period");
}
END_TEST

START_TEST(replay_refuses_card_not_in_hand)
{
    Record *r = record_game(CH_MAIN, 4, CH_PLAYER_RANDOM, CH_PLAYER_RANDOM, NULL);
    int deal = find_line(r, 0, "deal 1");
    /* The leader plays one of the dealer's cards (the dealer has not played yet). */
    char seat = r->lines[deal + 1][0];
    const char *other_hand = strstr(r->lines[deal], seat == 'A' ? "B: " : "A: ") + 3;
    char card[8];
    sscanf(other_hand, "%7s", card);
    snprintf(r->lines[deal + 1], CH_LINE_MAX, "%c %s", seat, card);
    char reason[32];
    snprintf(reason, sizeof reason, "is not in %c's hand", seat);
    assert_refused(r, deal + 1, reason);
}
END_TEST

START_TEST(replay_refuses_wrong_score)
{
    Record *r = record_game(CH_MAIN, 5, CH_PLAYER_HEURISTIC, CH_PLAYER_RANDOM, NULL);
    int line = find_line(r, 0, "score after period 1: ");
    int a, b;
    ck_assert_int_eq(sscanf(r->lines[line], "score after period 1: A %d B %d", &a, &b), 2);
    snprintf(r->lines[line], CH_LINE_MAX, "score after period 1: A %d B %d", a + 1, b);
    assert_refused(r, line, "expected 'score after period 1: A");
    r = record_game(CH_MAIN, 5, CH_PLAYER_HEURISTIC, CH_PLAYER_RANDOM, NULL);
    snprintf(r->lines[r->count - 1], CH_LINE_MAX, "result tie: A 0 B 0");
    assert_refused(r, r->count - 1, "expected 'result");
}
END_TEST

START_TEST(replay_refuses_wrong_events)
{
    Record *r = record_game(CH_MAIN, 6, CH_PLAYER_HEURISTIC, CH_PLAYER_HEURISTIC, NULL);
    int line = -1;
    for (int i = 0; i < r->count && line < 0; i++)
        if (strstr(r->lines[i], " breakaway"))
            line = i;
    ck_assert_int_ge(line, 0);
    *strstr(r->lines[line], " breakaway") = '\0';
    assert_refused(r, line, "expected '");
    r = record_game(CH_MAIN, 6, CH_PLAYER_HEURISTIC, CH_PLAYER_HEURISTIC, NULL);
    line = find_line(r, 0, "deal 1") + 1;
    strcat(r->lines[line], " goal");
    assert_refused(r, line, "expected '");
}
END_TEST

START_TEST(replay_refuses_bad_lines)
{
    Record *r = record_game(CH_MAIN, 8, CH_PLAYER_RANDOM, CH_PLAYER_RANDOM, NULL);
    int line = find_line(r, 0, "deal 1") + 1;
    r->lines[line][0] = r->lines[line][0] == 'A' ? 'B' : 'A';
    assert_refused(r, line, "turn");

    r = record_game(CH_MAIN, 8, CH_PLAYER_RANDOM, CH_PLAYER_RANDOM, NULL);
    snprintf(r->lines[line] + 2, 8, "ZZ");
    assert_refused(r, line, "'ZZ' is not a card");

    r = record_game(CH_MAIN, 8, CH_PLAYER_RANDOM, CH_PLAYER_RANDOM, NULL);
    snprintf(r->lines[line], CH_LINE_MAX, "pass");
    assert_refused(r, line, "expected a play");

    r = record_game(CH_MAIN, 8, CH_PLAYER_RANDOM, CH_PLAYER_RANDOM, NULL);
    line = find_line(r, 0, "deal 2");
    r->lines[line][strlen(r->lines[line]) - 1] ^= 1; /* one suit letter changed */
    assert_refused(r, line, "expected 'deal 2");

    r = record_game(CH_MAIN, 8, CH_PLAYER_RANDOM, CH_PLAYER_RANDOM, NULL);
    snprintf(r->lines[1], CH_LINE_MAX, "variant hockey");
    assert_refused(r, 1, "unknown variant 'hockey'");

    r = record_game(CH_MAIN, 8, CH_PLAYER_RANDOM, CH_PLAYER_RANDOM, NULL);
    snprintf(r->lines[2], CH_LINE_MAX, "seed 9"); /* other cards: seed 9 has the same first dealer */
    assert_refused(r, find_line(r, 0, "deal 1"), "expected 'deal 1");
}
END_TEST

START_TEST(replay_refuses_incomplete_or_overlong_records)
{
    Record *r = record_game(CH_MAIN, 9, CH_PLAYER_RANDOM, CH_PLAYER_RANDOM, NULL);
    int deal3 = find_line(r, 0, "deal 3");
    r->count--; /* no result line */
    assert_refused(r, r->count, "the record ends early: expected 'result");
    r->count = deal3; /* stops between deals */
    assert_refused(r, r->count, "the record ends early: expected 'deal 3");
    r->count = deal3 + 2; /* stops mid-deal */
    assert_refused(r, r->count, "ends before the game does");

    r = record_game(CH_MAIN, 9, CH_PLAYER_RANDOM, CH_PLAYER_RANDOM, NULL);
    snprintf(r->lines[r->count++], CH_LINE_MAX, "A 2C");
    assert_refused(r, r->count - 1, "the game is already over");

    char error[CH_ERROR_MAX];
    ck_assert(!ch_record_replay("", NULL, error));
    ck_assert_str_eq(error, "line 1: expected 'cardhockey-record 1'");
    ck_assert(!ch_record_replay("cardhockey-record 1\nvariant main\nseed -4\n", NULL, error));
    ck_assert_str_eq(error, "line 3: bad seed '-4'");
}
END_TEST

/* A record of a game that seat forfeits after 'cards' cards, with notes. */
static Record *forfeit_record(int cards, int seat)
{
    static Record record;
    record.count = 0;
    ChGame game;
    ch_game_start_noted(&game, CH_MAIN, 12, "game 3\nplayer A first\nplayer B second", keep_line, &record);
    for (int i = 0; i < cards; i++) {
        CardView view;
        ch_game_view(&game, game.table.turn, &view);
        char error[CH_ERROR_MAX];
        ck_assert(ch_game_play(&game, view.hand[0], error));
    }
    ch_game_forfeit(&game, seat, "plays ZZ, which is not a card");
    ck_assert(game.table.phase == CH_OVER && game.table.winner == 1 - seat && game.table.by_forfeit);
    return &record;
}

START_TEST(replay_skips_notes_and_takes_forfeits)
{
    Record *r = forfeit_record(7, 1);
    ck_assert_str_eq(r->lines[3], "game 3");
    ck_assert_str_eq(r->lines[5], "player B second");
    ck_assert(strncmp(r->lines[6], "period 1 dealer ", 16) == 0);
    ck_assert_str_eq(r->lines[r->count - 2], "forfeit B: plays ZZ, which is not a card");
    ck_assert(strncmp(r->lines[r->count - 1], "result A wins by forfeit: A ", 28) == 0);
    ChTable final;
    char error[CH_ERROR_MAX];
    ck_assert_msg(ch_record_replay(joined(r), &final, error), "%s", error);
    ck_assert(final.by_forfeit && final.winner == 0 && final.played_count == 7);
    /* before the first card, by either seat */
    r = forfeit_record(0, 0);
    ck_assert_msg(ch_record_replay(joined(r), &final, error), "%s", error);
    ck_assert(final.by_forfeit && final.winner == 1);
    /* the result must name the other seat */
    r = forfeit_record(3, 0);
    snprintf(r->lines[r->count - 1], CH_LINE_MAX, "result A wins by forfeit: A 0 B 0");
    assert_refused(r, r->count - 1, "expected 'result B wins by forfeit");
    /* no forfeit once the game is over */
    r = record_game(CH_MAIN, 9, CH_PLAYER_RANDOM, CH_PLAYER_RANDOM, NULL);
    snprintf(r->lines[r->count++], CH_LINE_MAX, "forfeit A: exits");
    assert_refused(r, r->count - 1, "the game is already over");
}
END_TEST

START_TEST(replay_numbers_lines_from_the_records_place)
{
    Record *r = record_game(CH_MAIN, 8, CH_PLAYER_RANDOM, CH_PLAYER_RANDOM, NULL);
    int line = find_line(r, 0, "deal 1") + 1;
    snprintf(r->lines[line] + 2, 8, "ZZ");
    char error[CH_ERROR_MAX], want[64];
    ck_assert(!ch_record_replay_from(joined(r), 101, NULL, error));
    snprintf(want, sizeof want, "line %d: 'ZZ' is not a card", line + 101);
    ck_assert_str_eq(error, want);
}
END_TEST

/* Rewrites every card of every line through change (the record's words
 * otherwise kept). */
static void rewrite_cards(Record *r, void (*change)(int card, char *text))
{
    for (int i = 0; i < r->count; i++) {
        char out[CH_LINE_MAX] = "", copy[CH_LINE_MAX];
        snprintf(copy, sizeof copy, "%s", r->lines[i]);
        for (char *w = strtok(copy, " "); w; w = strtok(NULL, " ")) {
            char card_text[CH_CARD_TEXT_MAX];
            int card = ch_card_from_text(w);
            if (card >= 0)
                change(card, card_text);
            size_t used = strlen(out);
            snprintf(out + used, sizeof out - used, "%s%.40s", used ? " " : "", card >= 0 ? card_text : w);
        }
        snprintf(r->lines[i], CH_LINE_MAX, "%s", out);
    }
}

/* Clubs for diamonds and hearts for spades: the same game by ranks, other deals. */
static void swap_suits(int card, char *text) { ch_card_to_text(card ^ 1, text); }

/* 10 as T, everything in lower case. */
static void other_spelling(int card, char *text)
{
    ch_card_to_text(card, text);
    if (text[0] == '1' && text[1] == '0')
        memmove(text, text + 1, strlen(text)), text[0] = 'T';
    for (char *c = text; *c; c++)
        *c = (char)(*c >= 'A' && *c <= 'Z' ? *c - 'A' + 'a' : *c);
}

/* A record whose header says "seed -" has its deals written out (people,
 * another program): the replay deals what the record says, checks every
 * play against it, and reads cards in any accepted spelling. */
START_TEST(replay_reads_deals_written_out)
{
    for (int variant = 0; variant < CH_VARIANT_COUNT; variant++) {
        ChTable original, replayed;
        Record *r = record_game((ChVariant)variant, 21, CH_PLAYER_HEURISTIC, CH_PLAYER_RANDOM, &original);
        rewrite_cards(r, swap_suits);
        char error[CH_ERROR_MAX];
        ck_assert_msg(!ch_record_replay(joined(r), NULL, error), "seed 21 does not deal these cards");
        snprintf(r->lines[2], CH_LINE_MAX, "seed -");
        ck_assert_msg(ch_record_replay(joined(r), &replayed, error), "%s", error);
        ck_assert_int_eq(replayed.score[0], original.score[0]);
        ck_assert_int_eq(replayed.score[1], original.score[1]);
        ck_assert_int_eq(replayed.winner, original.winner);
        rewrite_cards(r, other_spelling);
        ck_assert_msg(ch_record_replay(joined(r), NULL, error), "%s", error);
    }
}
END_TEST

START_TEST(replay_checks_deals_written_out)
{
    Record *r = record_game(CH_MAIN, 22, CH_PLAYER_RANDOM, CH_PLAYER_RANDOM, NULL);
    snprintf(r->lines[2], CH_LINE_MAX, "seed -");
    int deal1 = find_line(r, 0, "deal 1"), deal2 = find_line(r, 0, "deal 2");
    char saved[CH_LINE_MAX];
    snprintf(saved, sizeof saved, "%s", r->lines[deal2]);
    /* deal 2 gives A the first card of deal 1 again */
    char first[8];
    sscanf(r->lines[deal1], "deal 1 A: %7s", first);
    char *a = strstr(r->lines[deal2], "A: ") + 3;
    memcpy(a, first, strlen(first));
    if (a[strlen(first)] != ' ')
        ck_abort_msg("cards of different lengths: pick another seed");
    assert_refused(r, deal2, "dealt twice in period 1");
    /* a card short */
    snprintf(r->lines[deal2], CH_LINE_MAX, "%s", saved);
    *strrchr(r->lines[deal2], ' ') = '\0';
    assert_refused(r, deal2, "this deal is 5 cards each");
    /* no dealer */
    r = record_game(CH_MAIN, 22, CH_PLAYER_RANDOM, CH_PLAYER_RANDOM, NULL);
    snprintf(r->lines[2], CH_LINE_MAX, "seed -");
    snprintf(r->lines[find_line(r, 0, "period 1")], CH_LINE_MAX, "period 1");
    assert_refused(r, find_line(r, 0, "deal 1"), "a deal before 'period 1 dealer A|B'");
}
END_TEST

/* docs/protocol-cardhockey.md, "How a seed becomes deals", followed step by
 * step without the engine's code: the first deal of every period must be
 * the one the referee writes. */
static uint64_t doc_next(uint64_t *state)
{
    uint64_t z = *state += 0x9E3779B97F4A7C15ULL;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static int compare_bytes(const void *a, const void *b) { return *(const uint8_t *)a - *(const uint8_t *)b; }

START_TEST(seed_makes_the_deals_the_protocol_page_describes)
{
    for (uint64_t seed = 0; seed < 40; seed += 3) {
        uint64_t state = seed;
        int dealer = (int)(doc_next(&state) % 2);
        Record *r = record_game(CH_MAIN, seed, CH_PLAYER_RANDOM, CH_PLAYER_RANDOM, NULL);
        for (int period = 1; period <= 3; period++, dealer = 1 - dealer) {
            uint8_t deck[52], hand[2][5];
            for (int i = 0; i < 52; i++)
                deck[i] = (uint8_t)i;
            for (int i = 51; i > 0; i--) {
                int j = (int)(doc_next(&state) % (uint64_t)(i + 1));
                uint8_t card = deck[i];
                deck[i] = deck[j], deck[j] = card;
            }
            for (int i = 0; i < 10; i++)
                hand[i % 2 ? dealer : 1 - dealer][i / 2] = deck[i];
            char want[CH_LINE_MAX] = "deal 1";
            for (int seat = 0; seat < 2; seat++) {
                qsort(hand[seat], 5, 1, compare_bytes);
                strcat(want, seat ? " B:" : " A:");
                for (int i = 0; i < 5; i++) {
                    char card[CH_CARD_TEXT_MAX];
                    ch_card_to_text(hand[seat][i], card);
                    strcat(want, " "), strcat(want, card);
                }
            }
            char period_line[32];
            snprintf(period_line, sizeof period_line, "period %d dealer %s", period, dealer ? "B" : "A");
            int at = find_line(r, 0, period_line);
            ck_assert_str_eq(r->lines[at + 1], want);
        }
    }
}
END_TEST

static Suite *record_suite(void)
{
    Suite *s = suite_create("cardhockey_record");
    TCase *c = tcase_create("record");
    tcase_set_timeout(c, 60);
    tcase_add_test(c, replay_accepts_every_referee_record);
    tcase_add_test(c, record_states_seed_dealer_plays_scores_result);
    tcase_add_test(c, replay_refuses_card_played_twice);
    tcase_add_test(c, replay_refuses_card_not_in_hand);
    tcase_add_test(c, replay_refuses_wrong_score);
    tcase_add_test(c, replay_refuses_wrong_events);
    tcase_add_test(c, replay_refuses_bad_lines);
    tcase_add_test(c, replay_refuses_incomplete_or_overlong_records);
    tcase_add_test(c, replay_skips_notes_and_takes_forfeits);
    tcase_add_test(c, replay_numbers_lines_from_the_records_place);
    tcase_add_test(c, replay_reads_deals_written_out);
    tcase_add_test(c, replay_checks_deals_written_out);
    tcase_add_test(c, seed_makes_the_deals_the_protocol_page_describes);
    suite_add_tcase(s, c);
    return s;
}

int main(void) { return test_run_suite(record_suite()); }
