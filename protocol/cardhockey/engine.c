/*
 * The Card Hockey player behind a protocol. The engine keeps the public
 * table itself, from its own view: it is told its hands and the opponent's
 * cards and is never told a hidden card. A refused command changes nothing.
 */
#include "engine.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "protocol/common/number.h"

enum { ME = 0, OPPONENT = 1 };

static void answer_with(CardAnswer *a, CardAnswerKind kind, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void answer_with(CardAnswer *a, CardAnswerKind kind, const char *fmt, ...)
{
    a->kind = kind;
    va_list args;
    va_start(args, fmt);
    vsnprintf(a->text, sizeof a->text, fmt, args);
    va_end(args);
}

#define REFUSE(a, ...) answer_with((a), CARD_REFUSED, __VA_ARGS__)

void card_engine_init(CardEngine *e)
{
    *e = (CardEngine){.variant = CH_MAIN, .kind = CH_PLAYER_STRONG, .samples = 0, /* 0: the player's own */
                      .skill = CARD_FULL_SKILL};
}

int card_engine_choose(ChPlayer *player, int skill, uint64_t *random, const CardView *view)
{
    if (skill < CARD_FULL_SKILL && ch_random_below(random, CARD_FULL_SKILL) >= skill)
        return view->hand[ch_random_below(random, view->hand_count)];
    return ch_player_choose(player, view);
}

void card_engine_free(CardEngine *e)
{
    ch_player_free(&e->player);
    e->in_game = false;
}

void card_engine_end_game(CardEngine *e) { e->in_game = false; }

enum { OPTION_VARIANT, OPTION_PLAYER, OPTION_SAMPLES, OPTION_SEED, OPTION_COUNT };
static const char *const option_names[OPTION_COUNT] = {"variant", "player", "samples", "seed"};

int card_engine_option_count(void) { return OPTION_COUNT; }

bool card_engine_has_option(const char *name) { return ch_find_name(option_names, OPTION_COUNT, name) >= 0; }

void card_engine_option_line(int i, const char *prefix, char *out, size_t size)
{
    size_t used = 0;
    switch (i) {
    case OPTION_VARIANT:
        used = (size_t)snprintf(out, size, "option name %svariant type combo default main", prefix);
        for (int v = 0; v < CH_VARIANT_COUNT && used < size; v++)
            used += (size_t)snprintf(out + used, size - used, " var %s", ch_variant_name((ChVariant)v));
        break;
    case OPTION_PLAYER:
        used = (size_t)snprintf(out, size, "option name %splayer type combo default strong", prefix);
        for (int k = 0; k < CH_PLAYER_KIND_COUNT && used < size; k++)
            used += (size_t)snprintf(out + used, size - used, " var %s", ch_player_name((ChPlayerKind)k));
        break;
    case OPTION_SAMPLES:
        snprintf(out, size, "option name %ssamples type spin default 0 min 0 max %d", prefix, CH_MAX_SAMPLES);
        break;
    default: snprintf(out, size, "option name %sseed type spin default 0 min 0 max 2147483647", prefix); break;
    }
}

bool card_engine_set_option(CardEngine *e, const char *name, const char *value, CardAnswer *answer)
{
    long long number;
    int found;
    answer->kind = CARD_SILENT;
    switch (ch_find_name(option_names, OPTION_COUNT, name)) {
    case OPTION_VARIANT:
        if ((found = ch_variant_from_name(value)) < 0)
            REFUSE(answer, "unknown variant '%.60s'", value);
        else
            e->variant = (ChVariant)found;
        break;
    case OPTION_PLAYER:
        if ((found = ch_player_from_name(value)) < 0)
            REFUSE(answer, "unknown player '%.60s'", value);
        else
            e->kind = (ChPlayerKind)found;
        break;
    case OPTION_SAMPLES:
        if (!parse_number(value, 0, CH_MAX_SAMPLES, &number))
            REFUSE(answer, "bad samples '%.60s' (0 to %d)", value, CH_MAX_SAMPLES);
        else
            e->samples = (int)number;
        break;
    case OPTION_SEED:
        if (!parse_number(value, 0, 2147483647LL, &number))
            REFUSE(answer, "bad seed '%.60s'", value);
        else
            e->seed = (uint64_t)number;
        break;
    default: REFUSE(answer, "unknown option '%.60s'", name); break;
    }
    return answer->kind != CARD_REFUSED;
}

/* (Re)creates the player from the options. */
static bool make_player(CardEngine *e)
{
    ch_player_free(&e->player);
    if (!ch_player_init(&e->player, e->kind, e->seed))
        return false;
    if (e->samples)
        e->player.samples = e->samples;
    return true;
}

/* "newgame dealer me|you" */
static void new_game(CardEngine *e, const char *args, CardAnswer *a)
{
    int dealer = strcmp(args, "dealer me") == 0 ? ME : strcmp(args, "dealer you") == 0 ? OPPONENT : -1;
    if (dealer < 0) {
        REFUSE(a, "expected 'newgame dealer me' or 'newgame dealer you'");
        return;
    }
    if (!make_player(e)) {
        REFUSE(a, "out of memory");
        return;
    }
    memset(&e->view, 0, sizeof e->view);
    e->skill_random = e->seed;
    ch_table_start(&e->view.table, e->variant, dealer);
    e->in_game = true;
}

static int compare_cards(const void *a, const void *b) { return *(const uint8_t *)a - *(const uint8_t *)b; }

/* "hand C1 C2 ..." */
static void take_hand(CardEngine *e, char *args, CardAnswer *a)
{
    ChTable *t = &e->view.table;
    if (!e->in_game || t->phase != CH_NEED_DEAL) {
        REFUSE(a, "no deal is due%s", e->in_game ? "" : " (no game: send newgame)");
        return;
    }
    int size = ch_next_deal_size(t), count = 0;
    uint8_t hand[CH_HAND_MAX + 1];
    for (char *word = strtok(args, " "); word; word = strtok(NULL, " ")) {
        int card = ch_card_from_text(word);
        if (card < 0) {
            REFUSE(a, "'%.60s' is not a card", word);
            return;
        }
        if (ch_table_was_played(t, card) || memchr(hand, card, (size_t)count)) {
            REFUSE(a, "%s is already played or given twice", word);
            return;
        }
        if (count == size) {
            REFUSE(a, "this deal is %d cards, more were given", size);
            return;
        }
        hand[count++] = (uint8_t)card;
    }
    if (count != size) {
        REFUSE(a, "this deal is %d cards, %d were given", size, count);
        return;
    }
    qsort(hand, (size_t)count, 1, compare_cards);
    memcpy(e->view.hand, hand, (size_t)count);
    e->view.hand_count = count;
    ch_table_deal(t);
}

/* Refuses (saying why) unless the game is in play with seat to move. */
static bool check_turn(const CardEngine *e, int seat, CardAnswer *a)
{
    const ChTable *t = &e->view.table;
    if (!e->in_game)
        REFUSE(a, "no game (send newgame)");
    else if (t->phase == CH_OVER)
        REFUSE(a, "the game is over");
    else if (t->phase == CH_NEED_DEAL)
        REFUSE(a, "waiting for my hand (send hand)");
    else if (t->turn != seat)
        REFUSE(a, "it is %s turn", seat == ME ? "your" : "my");
    else
        return true;
    return false;
}

/* "opponent CARD" */
static void opponent_plays(CardEngine *e, const char *args, CardAnswer *a)
{
    if (!check_turn(e, OPPONENT, a))
        return;
    int card = ch_card_from_text(args);
    if (card < 0)
        REFUSE(a, "'%.60s' is not a card", args);
    else if (ch_table_was_played(&e->view.table, card))
        REFUSE(a, "%s was already played this period", args);
    else if (ch_view_holds(&e->view, card))
        REFUSE(a, "%s is in my hand", args);
    else
        ch_table_play(&e->view.table, card);
}

/* "go": choose, play and announce a card. */
static void go(CardEngine *e, CardAnswer *a)
{
    if (!check_turn(e, ME, a))
        return;
    int card = card_engine_choose(&e->player, e->skill, &e->skill_random, &e->view);
    uint8_t *slot = memchr(e->view.hand, card, (size_t)e->view.hand_count);
    memmove(slot, slot + 1, (size_t)(e->view.hand + e->view.hand_count - slot - 1));
    e->view.hand_count--;
    ch_table_play(&e->view.table, card);
    a->kind = CARD_PLAYED;
    ch_card_to_text(card, a->text);
}

static const char *who(int seat) { return seat == ME ? "me" : seat == OPPONENT ? "you" : "none"; }

/* "state": the public table as the engine sees it. */
static void show_state(const CardEngine *e, CardAnswer *a)
{
    if (!e->in_game) {
        answer_with(a, CARD_STATE, "state none");
        return;
    }
    const ChTable *t = &e->view.table;
    static const char *const phases[] = {"deal", "play", "over"};
    char hand[CH_LINE_MAX];
    ch_cards_to_text(e->view.hand, e->view.hand_count, hand);
    if (e->view.hand_count == 0)
        strcpy(hand, "-");
    answer_with(a, CARD_STATE,
                "state %s period %d deal %d dealer %s turn %s score %d %d breakaway %s top %s hand %s%s%s",
                phases[t->phase], t->period, t->deal, who(t->dealer), who(t->turn), t->score[ME],
                t->score[OPPONENT], who(t->ice.breakaway), t->ice.top < 0 ? "none" : ch_rank_name(t->ice.top),
                hand, t->phase == CH_OVER ? " winner " : "", t->phase == CH_OVER ? who(t->winner) : "");
}

void card_engine_command(CardEngine *e, const char *command, char *args, CardAnswer *answer)
{
    answer->kind = CARD_SILENT;
    answer->text[0] = '\0';
    if (strcmp(command, "newgame") == 0)
        new_game(e, args, answer);
    else if (strcmp(command, "hand") == 0)
        take_hand(e, args, answer);
    else if (strcmp(command, "opponent") == 0)
        opponent_plays(e, args, answer);
    else if (strcmp(command, "go") == 0)
        go(e, answer);
    else if (strcmp(command, "state") == 0)
        show_state(e, answer);
    else
        answer->kind = CARD_UNKNOWN;
}
