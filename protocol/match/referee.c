#include "referee.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/game_result.h"

static const char *const side_names[2] = {"White", "Black"};

void referee_end_game(GameRecord *r, Outcome outcome, EndingKind ending, int faulty_side, const char *format, ...)
{
    r->outcome = outcome;
    r->ending = ending;
    r->faulty_side = faulty_side;
    va_list args;
    va_start(args, format);
    vsnprintf(r->reason, sizeof r->reason, format, args);
    va_end(args);
}

Outcome referee_win_for(int side) { return side == SIDE_FIRST ? OUTCOME_FIRST_WINS : OUTCOME_SECOND_WINS; }

/* The consecutive-move counts behind score adjudication. */
typedef struct {
    int losing[2];  /* moves in a row each side's engine saw itself lost */
    int winning[2]; /* and won (by the resign score), for two-sided resigning */
    int level;      /* plies in a row both engines saw the game as level */
} AdjudicationState;

/* True (after ending the game) if the scores call for adjudication. */
static bool adjudicate(const Adjudication *adj, AdjudicationState *state, const Reply *reply, int side,
                       const GameHistory *h, GameRecord *r)
{
    int moves = h->plies / 2;
    if (adj->max_moves > 0 && moves >= adj->max_moves) {
        referee_end_game(r, OUTCOME_DRAW, ENDING_ADJUDICATION, -1, "Draw by adjudication: %d moves played", moves);
        return true;
    }
    if (!reply->has_score) {
        state->losing[side] = state->winning[side] = 0;
        state->level = 0;
        return false;
    }
    state->losing[side] = reply->score <= -adj->resign_score ? state->losing[side] + 1 : 0;
    state->winning[side] = reply->score >= adj->resign_score ? state->winning[side] + 1 : 0;
    /* Two-sided, the winner's engine must agree: one engine's scale alone
     * (a net that reads positions as more lost than they are) decides
     * nothing. */
    if (adj->resign_moves > 0 && state->losing[side] >= adj->resign_moves &&
        (!adj->resign_two_sided || state->winning[1 - side] >= adj->resign_moves)) {
        referee_end_game(r, referee_win_for(1 - side), ENDING_ADJUDICATION, -1,
                         "%s's engine sees itself lost: adjudicated", side_names[side]);
        return true;
    }
    bool level = abs(reply->score) <= adj->draw_score && moves >= adj->draw_from_move;
    state->level = level ? state->level + 1 : 0;
    if (adj->draw_moves > 0 && state->level >= 2 * adj->draw_moves) {
        referee_end_game(r, OUTCOME_DRAW, ENDING_ADJUDICATION, -1, "Draw by adjudication: level scores");
        return true;
    }
    return false;
}

void referee_start_clocks(Player *players[2], Clocks *clocks)
{
    for (int side = 0; side < 2; side++) {
        clocks->tc[side] = players[side]->tc;
        clocks->left[side] = players[side]->tc->base;
    }
}

bool referee_charge_clock(Clocks *clocks, int side, double elapsed, int moves_made)
{
    const TimeControl *tc = clocks->tc[side];
    double *clock = clocks->left;
    if (tc->move_time > 0)
        return elapsed <= tc->move_time + tc->margin;
    if (tc->base <= 0)
        return true;
    clock[side] -= elapsed;
    if (clock[side] < -tc->margin)
        return false;
    if (clock[side] < 0)
        clock[side] = 0;
    clock[side] += tc->increment;
    if (tc->moves_per_session > 0 && moves_made % tc->moves_per_session == 0)
        clock[side] += tc->base;
    return true;
}

double referee_move_deadline(const Clocks *clocks, int side, double now)
{
    const TimeControl *tc = clocks->tc[side];
    if (tc->move_time > 0)
        return now + tc->move_time + tc->margin;
    if (tc->base > 0)
        return now + clocks->left[side] + tc->margin;
    return now + tc->timeout;
}

bool referee_judge_reply(const Reply *reply, const TimeControl *tc, int side, const char *who, GameRecord *r)
{
    Outcome loss = referee_win_for(1 - side);
    switch (reply->kind) {
    case REPLY_STOPPED: return false;
    case REPLY_RESIGN: referee_end_game(r, loss, ENDING_RESIGNATION, -1, "%s resigns", who); break;
    case REPLY_CLAIM:
        if (reply->claim == loss)
            referee_end_game(r, loss, ENDING_RESIGNATION, -1, "%s resigns", who);
        else
            referee_end_game(r, loss, ENDING_FORFEIT, side, "%s's engine makes a false claim: %s", who, reply->text);
        break;
    case REPLY_REFUSED:
        referee_end_game(r, loss, ENDING_FORFEIT, side, "%s's engine refuses a legal move: %s", who, reply->text);
        break;
    case REPLY_GARBLED:
        referee_end_game(r, loss, ENDING_FORFEIT, side, "%s's engine sends a garbled line: %.80s", who, reply->text);
        break;
    case REPLY_EXITED: referee_end_game(r, loss, ENDING_FORFEIT, side, "%s's engine exits", who); break;
    case REPLY_TIMEOUT:
        if (tc->base > 0 || tc->move_time > 0)
            referee_end_game(r, loss, ENDING_TIME_FORFEIT, side, "%s loses on time", who);
        else
            referee_end_game(r, loss, ENDING_FORFEIT, side, "%s's engine stops answering", who);
        break;
    case REPLY_MOVE: break;
    }
    return true;
}

/* Both engines get the game; one that fails to take it forfeits, one that
 * cannot be given it leaves the game not played. */
static bool start_players(Player *players[2], GameRecord *r)
{
    for (int side = 0; side < 2; side++) {
        char error[GAME_ERROR_MAX] = "";
        StartStatus status = players[side]->protocol->new_game(players[side], &r->history, error);
        if (status == START_READY)
            continue;
        if (process_stop_requested())
            return false;
        if (status == START_IMPOSSIBLE) {
            r->not_played = true;
            snprintf(r->reason, sizeof r->reason, "%s's engine cannot be given the start: %.200s", side_names[side],
                     error);
        } else {
            referee_end_game(r, referee_win_for(1 - side), ENDING_FORFEIT, side,
                             "%s's engine cannot start the game: %s", side_names[side], error);
        }
        return true;
    }
    return true;
}

bool referee_play(Player *players[2], const Adjudication *adj, GameRecord *r)
{
    const Game *game = r->history.game;
    r->outcome = OUTCOME_NONE;
    r->faulty_side = -1;
    if (!start_players(players, r))
        return false;
    if (r->not_played)
        return true;
    Clocks clocks;
    referee_start_clocks(players, &clocks);
    AdjudicationState state = {{0, 0}, {0, 0}, 0};
    while (r->outcome == OUTCOME_NONE) {
        GameResult result = history_result(&r->history);
        if (result.outcome != OUTCOME_NONE) {
            referee_end_game(r, result.outcome, ENDING_RULES, -1, "%s", result_reason_text(result));
            break;
        }
        const void *pos = history_current(&r->history);
        int side = game->side_to_move(pos);
        Player *p = players[side];
        Reply reply = {.kind = REPLY_TIMEOUT};
        double start = process_clock();
        p->protocol->play(p, &r->history, &clocks, referee_move_deadline(&clocks, side, start), &reply);
        double elapsed = process_clock() - start;
        if (reply.kind != REPLY_MOVE) {
            if (!referee_judge_reply(&reply, p->tc, side, side_names[side], r))
                return false;
            break;
        }
        Move m;
        char error[GAME_ERROR_MAX] = "";
        if (!game->text_to_move(pos, reply.text, &m, error)) {
            referee_end_game(r, referee_win_for(1 - side), ENDING_FORFEIT, side,
                             "%s's engine makes an illegal move: %s (%s)", side_names[side], reply.text, error);
            break;
        }
        if (!referee_charge_clock(&clocks, side, elapsed, r->history.plies / 2 + 1)) {
            referee_end_game(r, referee_win_for(1 - side), ENDING_TIME_FORFEIT, side, "%s loses on time",
                             side_names[side]);
            break;
        }
        if (!history_play(&r->history, m)) {
            referee_end_game(r, OUTCOME_DRAW, ENDING_ADJUDICATION, -1, "The referee ran out of memory");
            break;
        }
        if (history_result(&r->history).outcome == OUTCOME_NONE)
            adjudicate(adj, &state, &reply, side, &r->history, r);
    }
    if (r->faulty_side >= 0)
        players[r->faulty_side]->faulted = true;
    for (int side = 0; side < 2; side++)
        if (!players[side]->faulted)
            players[side]->protocol->game_over(players[side], r->outcome, r->reason);
    return true;
}
