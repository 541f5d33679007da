/* Card Hockey: the effect of a card, and the course of deals and periods. */
#include "rules.h"

#include <string.h>

static const char *const variant_names[CH_VARIANT_COUNT] = {"main", "original", "third-cancels", "goal-breakaway",
                                                            "stockham"};

const char *ch_variant_name(ChVariant variant) { return variant_names[variant]; }

int ch_variant_from_name(const char *name) { return ch_find_name(variant_names, CH_VARIANT_COUNT, name); }

ChRules ch_rules_of(ChVariant variant)
{
    ChRules rules = {.jacks_special = true, .deal_size = 5};
    switch (variant) {
    case CH_ORIGINAL:
        rules.jacks_special = false;
        rules.goal_is_breakaway = true;
        break;
    case CH_THIRD_CANCELS:
        rules.defender_match_blocks = true;
        break;
    case CH_GOAL_BREAKAWAY:
        rules.goal_is_breakaway = true;
        break;
    case CH_STOCKHAM:
        rules.defender_match_blocks = true;
        rules.defender_jack_blocks = true;
        rules.deal_size = 4;
        break;
    default:
        break;
    }
    return rules;
}

const char *ch_event_name(ChEvent event)
{
    static const char *const names[] = {"", "breakaway", "goal", "block"};
    return names[event];
}

ChEvent ch_ice_play(const ChRules *rules, ChIce *ice, int seat, int rank)
{
    bool jack = rules->jacks_special && rank == CH_JACK;
    bool match = ice->top == rank;
    ChEvent event = CH_EVENT_NONE;
    if (ice->breakaway == seat) {
        /* The shot: the opponent has played one card since the breakaway. */
        if (jack) {
            event = CH_EVENT_BREAKAWAY;
        } else if (match) {
            event = CH_EVENT_GOAL;
            ice->breakaway = rules->goal_is_breakaway ? (int8_t)seat : -1;
        } else {
            ice->breakaway = -1;
        }
    } else if (ice->breakaway >= 0 && (jack || match)) {
        /* Against a breakaway: cancel it, and take one unless the variant blocks. */
        bool blocks = jack ? rules->defender_jack_blocks : rules->defender_match_blocks;
        event = blocks ? CH_EVENT_BLOCK : CH_EVENT_BREAKAWAY;
        ice->breakaway = blocks ? -1 : (int8_t)seat;
    } else if (ice->breakaway < 0 && (jack || match)) {
        event = CH_EVENT_BREAKAWAY;
        ice->breakaway = (int8_t)seat;
    }
    ice->top = (int8_t)rank;
    return event;
}

const char *ch_seat_name(int seat) { return seat == 0 ? "A" : "B"; }

static void start_period(ChTable *table)
{
    table->deal = 0;
    table->dealt = 0;
    table->played_count = 0;
    table->ice = (ChIce){.top = -1, .breakaway = -1};
    table->phase = CH_NEED_DEAL;
    table->turn = 1 - table->dealer; /* the non-dealer leads */
}

/* The game is over: the pile is gathered and no one is on breakaway. */
static void end_game(ChTable *table, int winner)
{
    table->phase = CH_OVER;
    table->winner = winner;
    table->ice = (ChIce){.top = -1, .breakaway = -1};
}

void ch_table_start(ChTable *table, ChVariant variant, int first_dealer)
{
    memset(table, 0, sizeof *table);
    table->variant = variant;
    table->rules = ch_rules_of(variant);
    table->period = 1;
    table->dealer = first_dealer;
    table->winner = -1;
    start_period(table);
}

int ch_period_deal_size(const ChTable *table)
{
    return table->period == CH_OVERTIME ? CH_OVERTIME_DEAL : table->rules.deal_size;
}

int ch_next_deal_size(const ChTable *table)
{
    /* Every period ends with one deal of 6 each: the last 12 cards. */
    return CH_DECK - table->dealt == 2 * CH_FINAL_DEAL ? CH_FINAL_DEAL : ch_period_deal_size(table);
}

void ch_table_deal(ChTable *table)
{
    int size = ch_next_deal_size(table);
    table->hand_count[0] = table->hand_count[1] = size;
    table->dealt += 2 * size;
    table->deal++;
    table->turn = 1 - table->dealer;
    table->phase = CH_PLAYING;
}

bool ch_table_was_played(const ChTable *table, int card)
{
    return memchr(table->played, card, (size_t)table->played_count) != NULL;
}

static void end_period(ChTable *table)
{
    memcpy(table->period_score[table->period - 1], table->score, sizeof table->score);
    bool level = table->score[0] == table->score[1];
    if (table->period == CH_OVERTIME || (table->period == CH_PERIODS && !level)) {
        end_game(table, level ? -1 : table->score[1] > table->score[0]);
        return;
    }
    table->period++;
    table->dealer = 1 - table->dealer;
    start_period(table);
}

ChEvent ch_table_play(ChTable *table, int card)
{
    int seat = table->turn;
    ChEvent event = ch_ice_play(&table->rules, &table->ice, seat, ch_rank(card));
    table->played[table->played_count++] = (uint8_t)card;
    table->hand_count[seat]--;
    table->turn = 1 - seat;
    if (event == CH_EVENT_GOAL) {
        table->score[seat]++;
        if (table->period == CH_OVERTIME) { /* sudden death */
            memcpy(table->period_score[CH_OVERTIME - 1], table->score, sizeof table->score);
            end_game(table, seat);
            return event;
        }
    }
    if (table->hand_count[0] == 0 && table->hand_count[1] == 0) {
        if (table->dealt == CH_DECK)
            end_period(table);
        else
            table->phase = CH_NEED_DEAL;
    }
    return event;
}
