/* One Card Hockey game of a match: deals, hands, cards, clocks, forfeits, the record. */
#include "card_referee.h"

#include <stdlib.h>
#include <string.h>

#include "movegen/cardhockey/referee.h"
#include "cardhockey.h"

/* The game record as it grows, line by line. */
typedef struct {
    char *text;
    size_t length, capacity;
    bool out_of_memory;
} RecordText;

static void append_line(void *context, const char *line)
{
    RecordText *t = context;
    size_t add = strlen(line) + 1;
    if (t->length + add + 1 > t->capacity) {
        size_t capacity = t->capacity ? t->capacity * 2 : 8192;
        while (capacity < t->length + add + 1)
            capacity *= 2;
        char *bigger = realloc(t->text, capacity);
        if (!bigger) {
            t->out_of_memory = true;
            return;
        }
        t->text = bigger;
        t->capacity = capacity;
    }
    memcpy(t->text + t->length, line, add - 1);
    t->text[t->length + add - 1] = '\n';
    t->length += add;
    t->text[t->length] = '\0';
}

/* The card record ends as the game record did: the loser forfeits, for its reason. */
static void forfeit(ChGame *game, GameRecord *r)
{
    r->reason[strcspn(r->reason, "\n")] = '\0';
    ch_game_forfeit(game, r->outcome == OUTCOME_FIRST_WINS ? 1 : 0, r->reason);
}

/* Both engines get the game; one that cannot take it forfeits. */
static bool start_engines(Player *seats[2], ChGame *game, GameRecord *r)
{
    for (int seat = 0; seat < 2; seat++) {
        char error[GAME_ERROR_MAX] = "";
        if (cards_new_game(seats[seat], game->table.variant, game->table.dealer == seat, error))
            continue;
        if (process_stop_requested())
            return false;
        referee_end_game(r, referee_win_for(1 - seat), ENDING_FORFEIT, seat, "%s's engine cannot start the game: %s",
                         ch_seat_name(seat), error);
        forfeit(game, r);
        return true;
    }
    return true;
}

/* Hands out the deal just made: each engine its own cards. */
static void send_hands(Player *seats[2], const ChGame *game)
{
    for (int seat = 0; seat < 2; seat++) {
        char cards[CH_LINE_MAX];
        ch_cards_to_text(game->hand[seat], game->table.hand_count[seat], cards);
        cards_send_hand(seats[seat], cards);
    }
}

/* The game ended by the rules: the record's result line is the reason. */
static void end_by_rules(const ChTable *t, GameRecord *r)
{
    Outcome outcome = t->winner < 0 ? OUTCOME_DRAW : referee_win_for(t->winner);
    if (t->winner < 0)
        referee_end_game(r, outcome, ENDING_RULES, -1, "tie: A %d B %d", t->score[0], t->score[1]);
    else
        referee_end_game(r, outcome, ENDING_RULES, -1, "%s wins: A %d B %d", ch_seat_name(t->winner), t->score[0],
                         t->score[1]);
}

/* Asks the seat to move for its card and plays it; false once the game has
 * ended by the seat's fault, or (with *stopped) the match stops. */
static bool play_card(Player *seats[2], ChGame *game, Clocks *clocks, int cards_played[2], GameRecord *r,
                      bool *stopped)
{
    int seat = game->table.turn;
    const char *who = ch_seat_name(seat);
    Reply reply = {.kind = REPLY_TIMEOUT};
    double start = process_clock();
    cards_play(seats[seat], referee_move_deadline(clocks, seat, start), &reply);
    double elapsed = process_clock() - start;
    if (reply.kind == REPLY_REFUSED) {
        referee_end_game(r, referee_win_for(1 - seat), ENDING_FORFEIT, seat,
                         "%s's engine refuses the referee's command: %.150s", who, reply.text);
        return false;
    }
    if (reply.kind != REPLY_MOVE) {
        *stopped = !referee_judge_reply(&reply, seats[seat]->tc, seat, who, r);
        return false;
    }
    if (!referee_charge_clock(clocks, seat, elapsed, ++cards_played[seat])) {
        referee_end_game(r, referee_win_for(1 - seat), ENDING_TIME_FORFEIT, seat, "%s loses on time", who);
        return false;
    }
    int card = ch_card_from_text(reply.text);
    char reason[CH_ERROR_MAX] = "not a card";
    if (card < 0 || !ch_game_play(game, card, reason)) {
        referee_end_game(r, referee_win_for(1 - seat), ENDING_FORFEIT, seat,
                         "%s's engine plays an illegal card: %.20s (%.150s)", who, reply.text, reason);
        return false;
    }
    char text[CH_CARD_TEXT_MAX];
    ch_card_to_text(card, text);
    cards_send_opponent(seats[1 - seat], text);
    return true;
}

bool card_referee_play(Player *seats[2], ChVariant variant, uint64_t seed, const char *notes, GameRecord *r)
{
    RecordText record = {0};
    ChGame game;
    ch_game_start_noted(&game, variant, seed, notes, append_line, &record);
    bool stopped = false;
    if (r->outcome != OUTCOME_NONE)
        forfeit(&game, r); /* an engine did not start */
    else
        stopped = !start_engines(seats, &game, r);
    Clocks clocks;
    referee_start_clocks(seats, &clocks);
    int cards_played[2] = {0, 0}, deal_sent = 0, period_sent = 0;
    while (!stopped && r->outcome == OUTCOME_NONE) {
        if (game.table.phase == CH_OVER) {
            end_by_rules(&game.table, r);
            break;
        }
        if (game.table.deal != deal_sent || game.table.period != period_sent) {
            send_hands(seats, &game);
            deal_sent = game.table.deal;
            period_sent = game.table.period;
        }
        if (!play_card(seats, &game, &clocks, cards_played, r, &stopped) && !stopped)
            forfeit(&game, r);
    }
    if (stopped || record.out_of_memory) {
        free(record.text);
        if (!stopped)
            referee_end_game(r, OUTCOME_DRAW, ENDING_ADJUDICATION, -1, "The referee ran out of memory");
        return !stopped;
    }
    r->card_record = record.text;
    if (r->faulty_side >= 0)
        seats[r->faulty_side]->faulted = true;
    return true;
}
