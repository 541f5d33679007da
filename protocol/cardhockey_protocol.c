/*
 * The Card Hockey line protocol. The engine keeps the public table itself,
 * from its own view (seat 0 is the engine, seat 1 its opponent): it is told
 * its hands and the opponent's cards and is never told a hidden card. Every
 * refused command answers one "error <reason>" line and changes nothing.
 */
#include "cardhockey_protocol.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "../search/cardhockey_players.h"
#include "cli.h"

enum { ME = 0, OPPONENT = 1, LINE_MAX_LENGTH = 1024 };

typedef struct {
    ChVariant variant;
    ChPlayerKind kind;
    int samples;
    uint64_t seed;
    ChPlayer player;
    bool in_game;
    CardView view;
} Engine;

static void say(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void say(const char *fmt, ...)
{
    va_list args;
    va_start(args, fmt);
    vprintf(fmt, args);
    va_end(args);
    putchar('\n');
    fflush(stdout);
}

static void identify(void)
{
    say("id name faceoff");
    char line[LINE_MAX_LENGTH] = "option name variant type combo default main";
    for (int v = 0; v < CH_VARIANT_COUNT; v++)
        strcat(strcat(line, " var "), ch_variant_name((ChVariant)v));
    say("%s", line);
    strcpy(line, "option name player type combo default strong");
    for (int k = 0; k < CH_PLAYER_KIND_COUNT; k++)
        strcat(strcat(line, " var "), ch_player_name((ChPlayerKind)k));
    say("%s", line);
    say("option name samples type spin default %d min 1 max %d", CH_DEFAULT_SAMPLES, CH_MAX_SAMPLES);
    say("option name seed type spin default 0 min 0 max 2147483647");
    say("cardhockeyok");
}

/* (Re)creates the player from the options. */
static bool make_player(Engine *e)
{
    ch_player_free(&e->player);
    if (!ch_player_init(&e->player, e->kind, e->seed))
        return false;
    e->player.samples = e->samples;
    return true;
}

/* "setoption name NAME value VALUE" */
static void set_option(Engine *e, char *args)
{
    char name[64], value[64];
    if (sscanf(args, "name %63s value %63s", name, value) != 2) {
        say("error expected 'setoption name NAME value VALUE'");
        return;
    }
    long long number;
    if (strcmp(name, "variant") == 0) {
        int v = ch_variant_from_name(value);
        if (v < 0)
            say("error unknown variant '%s'", value);
        else
            e->variant = (ChVariant)v;
    } else if (strcmp(name, "player") == 0) {
        int k = ch_player_from_name(value);
        if (k < 0)
            say("error unknown player '%s'", value);
        else
            e->kind = (ChPlayerKind)k;
    } else if (strcmp(name, "samples") == 0) {
        if (!parse_number(value, 1, CH_MAX_SAMPLES, &number))
            say("error bad samples '%s' (1 to %d)", value, CH_MAX_SAMPLES);
        else
            e->samples = (int)number;
    } else if (strcmp(name, "seed") == 0) {
        if (!parse_number(value, 0, 2147483647LL, &number))
            say("error bad seed '%s'", value);
        else
            e->seed = (uint64_t)number;
    } else {
        say("error unknown option '%s'", name);
    }
}

/* "newgame dealer me|you" */
static void new_game(Engine *e, const char *args)
{
    int dealer = strcmp(args, "dealer me") == 0 ? ME : strcmp(args, "dealer you") == 0 ? OPPONENT : -1;
    if (dealer < 0) {
        say("error expected 'newgame dealer me' or 'newgame dealer you'");
        return;
    }
    if (!make_player(e)) {
        say("error out of memory");
        return;
    }
    memset(&e->view, 0, sizeof e->view);
    ch_table_start(&e->view.table, e->variant, dealer);
    e->in_game = true;
}

static int compare_cards(const void *a, const void *b) { return *(const uint8_t *)a - *(const uint8_t *)b; }

/* "hand C1 C2 ..." */
static void take_hand(Engine *e, char *args)
{
    ChTable *t = &e->view.table;
    if (!e->in_game || t->phase != CH_NEED_DEAL) {
        say("error no deal is due%s", e->in_game ? "" : " (no game: send newgame)");
        return;
    }
    int size = ch_next_deal_size(t), count = 0;
    uint8_t hand[CH_HAND_MAX + 1];
    for (char *word = strtok(args, " "); word; word = strtok(NULL, " ")) {
        int card = ch_card_from_text(word);
        if (card < 0) {
            say("error '%s' is not a card", word);
            return;
        }
        if (ch_table_was_played(t, card) || memchr(hand, card, (size_t)count)) {
            say("error %s is already played or given twice", word);
            return;
        }
        if (count == size) {
            say("error this deal is %d cards, more were given", size);
            return;
        }
        hand[count++] = (uint8_t)card;
    }
    if (count != size) {
        say("error this deal is %d cards, %d were given", size, count);
        return;
    }
    qsort(hand, (size_t)count, 1, compare_cards);
    memcpy(e->view.hand, hand, (size_t)count);
    e->view.hand_count = count;
    ch_table_deal(t);
}

/* Refuses (saying why) unless the game is in play with seat to move. */
static bool check_turn(const Engine *e, int seat)
{
    const ChTable *t = &e->view.table;
    if (!e->in_game)
        say("error no game (send newgame)");
    else if (t->phase == CH_OVER)
        say("error the game is over");
    else if (t->phase == CH_NEED_DEAL)
        say("error waiting for my hand (send hand)");
    else if (t->turn != seat)
        say("error it is %s turn", seat == ME ? "your" : "my");
    else
        return true;
    return false;
}

/* "opponent CARD" */
static void opponent_plays(Engine *e, const char *args)
{
    if (!check_turn(e, OPPONENT))
        return;
    int card = ch_card_from_text(args);
    if (card < 0)
        say("error '%s' is not a card", args);
    else if (ch_table_was_played(&e->view.table, card))
        say("error %s was already played this period", args);
    else if (ch_view_holds(&e->view, card))
        say("error %s is in my hand", args);
    else
        ch_table_play(&e->view.table, card);
}

/* "go": choose, play and announce a card. */
static void go(Engine *e)
{
    if (!check_turn(e, ME))
        return;
    int card = ch_player_choose(&e->player, &e->view);
    uint8_t *slot = memchr(e->view.hand, card, (size_t)e->view.hand_count);
    memmove(slot, slot + 1, (size_t)(e->view.hand + e->view.hand_count - slot - 1));
    e->view.hand_count--;
    ch_table_play(&e->view.table, card);
    char text[CH_CARD_TEXT_MAX];
    ch_card_to_text(card, text);
    say("play %s", text);
}

static const char *who(int seat) { return seat == ME ? "me" : seat == OPPONENT ? "you" : "none"; }

/* "state": the public table as the engine sees it. */
static void show_state(const Engine *e)
{
    if (!e->in_game) {
        say("state none");
        return;
    }
    const ChTable *t = &e->view.table;
    static const char *const phases[] = {"deal", "play", "over"};
    char hand[CH_LINE_MAX];
    ch_cards_to_text(e->view.hand, e->view.hand_count, hand);
    say("state %s period %d deal %d dealer %s turn %s score %d %d breakaway %s top %s hand %s%s%s",
        phases[t->phase], t->period, t->deal, who(t->dealer), who(t->turn), t->score[ME], t->score[OPPONENT],
        who(t->ice.breakaway), t->ice.top < 0 ? "none" : ch_rank_name(t->ice.top), hand,
        t->phase == CH_OVER ? " winner " : "", t->phase == CH_OVER ? who(t->winner) : "");
}

int cardhockey_loop(FILE *in, bool greeted)
{
    Engine e = {.variant = CH_MAIN, .kind = CH_PLAYER_STRONG, .samples = CH_DEFAULT_SAMPLES};
    if (greeted)
        identify();
    char line[LINE_MAX_LENGTH];
    while (fgets(line, sizeof line, in)) {
        line[strcspn(line, "\r\n")] = '\0';
        char *command = line + strspn(line, " \t");
        char *args = command + strcspn(command, " \t");
        if (*args)
            *args++ = '\0';
        args += strspn(args, " \t");
        if (*command == '\0')
            continue;
        if (strcmp(command, "cardhockey") == 0)
            identify();
        else if (strcmp(command, "isready") == 0)
            say("readyok");
        else if (strcmp(command, "setoption") == 0)
            set_option(&e, args);
        else if (strcmp(command, "newgame") == 0)
            new_game(&e, args);
        else if (strcmp(command, "hand") == 0)
            take_hand(&e, args);
        else if (strcmp(command, "opponent") == 0)
            opponent_plays(&e, args);
        else if (strcmp(command, "go") == 0)
            go(&e);
        else if (strcmp(command, "state") == 0)
            show_state(&e);
        else if (strcmp(command, "quit") == 0)
            break;
        else
            say("error unknown command '%s'", command);
    }
    ch_player_free(&e.player);
    return 0;
}
