#define _POSIX_C_SOURCE 200809L /* strtok_r */
/* Helpers for the Card Hockey tests. */
#include "cardhockey_test_support.h"

#include <check.h>
#include <stdio.h>
#include <string.h>

int ch_test_rank(const char *text)
{
    for (int r = 0; r < CH_RANKS; r++)
        if (strcmp(text, ch_rank_name(r)) == 0)
            return r;
    ck_abort_msg("not a rank: '%s'", text);
    return -1;
}

int ch_test_unplayed_card(const ChTable *table, int rank)
{
    for (int suit = 0; suit < CH_SUITS; suit++)
        if (!ch_table_was_played(table, rank * CH_SUITS + suit))
            return rank * CH_SUITS + suit;
    ck_abort_msg("no %s left this period", ch_rank_name(rank));
    return -1;
}

static void deal_if_due(ChTable *table)
{
    if (table->phase == CH_NEED_DEAL)
        ch_table_deal(table);
}

void ch_test_play(ChTable *table, const char *tokens)
{
    char copy[512];
    snprintf(copy, sizeof copy, "%s", tokens);
    char *save;
    for (char *token = strtok_r(copy, " ", &save); token; token = strtok_r(NULL, " ", &save)) {
        deal_if_due(table);
        size_t length = strlen(token);
        char suffix = strchr("bgGx-", token[length - 1]) ? token[length - 1] : '\0';
        if (suffix)
            token[length - 1] = '\0';
        int seat = table->turn, owner = table->ice.breakaway, score = table->score[seat], period = table->period;
        ChEvent event = ch_table_play(table, ch_test_unplayed_card(table, ch_test_rank(token)));
        ChEvent want = suffix == 'b' ? CH_EVENT_BREAKAWAY
                       : suffix == 'g' || suffix == 'G' ? CH_EVENT_GOAL
                       : suffix == 'x' ? CH_EVENT_BLOCK : CH_EVENT_NONE;
        int want_owner = suffix == 'b' || suffix == 'G' ? seat : suffix ? -1 : owner;
        ck_assert_msg(event == want, "%s by %s: event '%s', expected '%s' (in '%s')", token, ch_seat_name(seat),
                      ch_event_name(event), ch_event_name(want), tokens);
        ck_assert_msg(table->ice.breakaway == want_owner || table->period != period || table->phase == CH_OVER,
                      "%s by %s: breakaway %d, expected %d (in '%s')", token, ch_seat_name(seat),
                      table->ice.breakaway, want_owner, tokens);
        ck_assert_int_eq(table->score[seat], score + (event == CH_EVENT_GOAL));
    }
}

void ch_test_play_quietly(ChTable *table, int count, int spare_rank)
{
    int period = table->period;
    for (int played = 0; played != count && table->period == period && table->phase != CH_OVER; played++) {
        deal_if_due(table);
        int best = -1, best_left = 0;
        for (int r = 0; r < CH_RANKS; r++) {
            int left = 0;
            for (int suit = 0; suit < CH_SUITS; suit++)
                left += !ch_table_was_played(table, r * CH_SUITS + suit);
            /* Jacks first among equals, so that none lingers to leave a breakaway at the end. */
            int priority = 2 * left + (r == CH_JACK);
            if (left && r != table->ice.top && r != spare_rank && priority > best_left)
                best = r, best_left = priority;
        }
        ck_assert_msg(best >= 0, "no quiet card left");
        ck_assert_int_ne(ch_table_play(table, ch_test_unplayed_card(table, best)), CH_EVENT_GOAL);
    }
}
