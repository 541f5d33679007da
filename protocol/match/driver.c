#include "driver.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "engine/game_result.h"
#include "card_referee.h"
#include "pgn.h"

typedef struct {
    const MatchSettings *settings;
    pthread_mutex_t lock;
    int next_game, finished, not_played;
    /* The SPRT's decision once its bound is crossed: start no more games.
     * It stands: games already under way are counted when they end, and
     * may take the ratio back inside the bounds. */
    SprtDecision decision;
    char abort_reason[GAME_ERROR_MAX];    /* why no game can be played ("": none) */
    MatchTally tally;
    /* Per pair of games (index / 2): 0 while neither has ended, else 1
     * plus the first engine's half-points in the one that has. */
    unsigned char *pair_half;
    FILE *pgn, *out;
} Match;

typedef struct {
    Match *match;
    Player players[2]; /* one per engine, kept between games */
    pthread_t thread;
} Worker;

static void print_standing(const Match *m)
{
    const MatchSettings *s = m->settings;
    const MatchTally *t = &m->tally;
    int n = tally_games(t);
    char elo[96];
    tally_elo_text(t, elo, sizeof elo);
    fprintf(m->out, "Score of %s vs %s: %d - %d - %d  [%.3f] %d\n", s->engines[0].name, s->engines[1].name, t->wins,
            t->losses, t->draws, tally_score(t), n);
    fprintf(m->out, "Elo difference: %s, LOS: %.1f %%, DrawRatio: %.1f %%\n", elo, 100 * tally_los(t),
            n ? 100.0 * t->draws / n : 0.0);
    if (tally_pair_count(t)) {
        tally_pair_elo_text(t, elo, sizeof elo);
        fprintf(m->out, "Pairs scoring 0, 1/2, 1, 3/2, 2: %d, %d, %d, %d, %d; Elo difference: %s\n", t->pairs[0],
                t->pairs[1], t->pairs[2], t->pairs[3], t->pairs[4], elo);
    }
    if (s->sprt_on) {
        double lower, upper;
        sprt_bounds(&s->sprt, &lower, &upper);
        fprintf(m->out, "SPRT: llr %.3f (%.3f, %.3f) [%g, %g]\n", sprt_llr(t, s->sprt.elo0, s->sprt.elo1), lower,
                upper, s->sprt.elo0, s->sprt.elo1);
    }
}

/* Counts a finished game, writes it and reports; under the match lock. */
static void record_game(Match *m, int index, int white_engine, const GameRecord *r)
{
    const MatchSettings *s = m->settings;
    const char *white = s->engines[white_engine].name, *black = s->engines[1 - white_engine].name;
    Outcome first_engine_wins = white_engine == 0 ? OUTCOME_FIRST_WINS : OUTCOME_SECOND_WINS;
    int half_points = r->outcome == OUTCOME_DRAW ? 1 : r->outcome == first_engine_wins ? 2 : 0;
    if (half_points == 2)
        m->tally.wins++;
    else if (half_points == 1)
        m->tally.draws++;
    else
        m->tally.losses++;
    unsigned char *pair = &m->pair_half[index / 2];
    if (*pair)
        m->tally.pairs[*pair - 1 + half_points]++;
    else
        *pair = (unsigned char)(1 + half_points);
    m->finished++;
    if (m->pgn && s->cards) {
        if (r->card_record) /* none only if the referee ran out of memory */
            fprintf(m->pgn, "%s\n", r->card_record);
        fflush(m->pgn);
    } else if (m->pgn) {
        PgnHeader header = {.event = "faceoff match", .white = white, .black = black, .round = index + 1};
        pgn_write(m->pgn, &header, r);
        fflush(m->pgn);
    }
    fprintf(m->out, "Finished game %d (%s vs %s): %s {%s}\n", index + 1, white, black,
            result_score_text(r->outcome), r->reason);
    print_standing(m);
    if (s->sprt_on && m->decision == SPRT_CONTINUE)
        m->decision = sprt_decide(&s->sprt, sprt_llr(&m->tally, s->sprt.elo0, s->sprt.elo1));
    fflush(m->out);
}

/* White and Black, or Card Hockey's seats A and B. */
static const char *side_name(const MatchSettings *s, int side)
{
    return s->cards ? ch_seat_name(side) : side ? "Black" : "White";
}

/* Makes sure the player runs; an engine that cannot start loses the game. */
static bool ready_player(const MatchSettings *s, Player *p, int side, GameRecord *r)
{
    if (p->faulted)
        player_stop(p);
    char error[GAME_ERROR_MAX] = "";
    if (player_start(p, error))
        return true;
    r->outcome = side == SIDE_FIRST ? OUTCOME_SECOND_WINS : OUTCOME_FIRST_WINS;
    r->ending = ENDING_FORFEIT;
    r->faulty_side = side;
    snprintf(r->reason, sizeof r->reason, "%s's engine does not start: %.200s", side_name(s, side), error);
    return false;
}

/* Plays the game by its rules: a board game from its opening, or a Card
 * Hockey game from its deal; false if the match was stopped meanwhile. */
static bool referee_game(const MatchSettings *s, int index, Player *by_side[2], GameRecord *record)
{
    if (!s->cards)
        return referee_play(by_side, &s->adjudication, record);
    char notes[3 * ENGINE_NAME_MAX + 64];
    snprintf(notes, sizeof notes, "game %d\nplayer A %s\nplayer B %s", index + 1, by_side[0]->spec->name,
             by_side[1]->spec->name);
    return card_referee_play(by_side, s->card_variant, s->deal_seed + (uint64_t)(index / 2), notes, record);
}

/* An engine that does not play the game can play no game of the match:
 * the match ends (false) with the reason. */
static bool engines_play_game(Match *m, Player *by_side[2])
{
    for (int side = 0; side < 2; side++) {
        const Player *p = by_side[side];
        if (!p->running || p->plays_game)
            continue;
        const char *variant = player_option(p->spec, "UCI_Variant");
        pthread_mutex_lock(&m->lock);
        if (!m->abort_reason[0] && p->spec->protocol == PROTOCOL_XBOARD)
            snprintf(m->abort_reason, sizeof m->abort_reason,
                     "engine %.36s does not play %.20s (not in its 'feature variants')", p->spec->name, p->game->name);
        else if (!m->abort_reason[0])
            snprintf(m->abort_reason, sizeof m->abort_reason,
                     "engine %.36s does not play %.20s (no '%.40s' among its UCI_Variant values)", p->spec->name,
                     p->game->name, variant ? variant : p->game->name);
        pthread_mutex_unlock(&m->lock);
        return false;
    }
    return true;
}

/* Notes a game that could not start: it has no result. */
static void skip_game(Match *m, int index, const char *reason)
{
    pthread_mutex_lock(&m->lock);
    m->not_played++;
    fprintf(m->out, "Game %d not played: %s\n", index + 1, reason);
    fflush(m->out);
    pthread_mutex_unlock(&m->lock);
}

/* Plays game 'index'; false if the match was stopped meanwhile. */
static bool play_game(Worker *w, int index)
{
    Match *m = w->match;
    const MatchSettings *s = m->settings;
    GameRecord record = {.faulty_side = -1};
    char error[GAME_ERROR_MAX];
    if (!s->cards && !openings_start(&s->openings, s->game, index, &record.history, error)) {
        skip_game(m, index, error);
        return true;
    }
    /* opening or deal k: game 2k with engine 1 white (seat A), 2k+1 reversed */
    int white_engine = index % 2;
    Player *by_side[2] = {&w->players[white_engine], &w->players[1 - white_engine]};
    bool standard = !s->cards && openings_is_standard_start(s->game, record.history.positions);
    bool ready = true;
    for (int side = 0; side < 2 && ready; side++) {
        by_side[side]->standard_start = standard;
        ready = ready_player(s, by_side[side], side, &record);
    }
    if (!s->cards && !engines_play_game(m, by_side)) {
        history_free(&record.history);
        return false;
    }
    /* A Card Hockey game lost before it started still gets its record. */
    bool finished = ready || (s->cards && !process_stop_requested()) ? referee_game(s, index, by_side, &record)
                                                                      : !process_stop_requested();
    if (finished && record.not_played) {
        skip_game(m, index, record.reason);
    } else if (finished) {
        pthread_mutex_lock(&m->lock);
        record_game(m, index, white_engine, &record);
        pthread_mutex_unlock(&m->lock);
    }
    history_free(&record.history);
    free(record.card_record);
    return finished;
}

static void *worker_run(void *arg)
{
    Worker *w = arg;
    Match *m = w->match;
    for (;;) {
        pthread_mutex_lock(&m->lock);
        int index = m->next_game;
        bool go_on = index < m->settings->games && m->decision == SPRT_CONTINUE && !m->abort_reason[0] &&
                     !process_stop_requested();
        if (go_on)
            m->next_game++;
        pthread_mutex_unlock(&m->lock);
        if (!go_on || !play_game(w, index))
            break;
    }
    for (int i = 0; i < 2; i++)
        player_stop(&w->players[i]);
    return NULL;
}

static void print_summary(const Match *m)
{
    const MatchSettings *s = m->settings;
    if (m->abort_reason[0]) {
        fprintf(m->out, "\nMatch aborted: %s\n", m->abort_reason);
        fflush(m->out);
        return;
    }
    fprintf(m->out, "\n%s after %d of %d games",
            process_stop_requested()       ? "Match stopped (interrupted)"
            : m->decision != SPRT_CONTINUE ? "Match decided by SPRT"
                                           : "Match finished",
            m->finished, s->games);
    fprintf(m->out, m->not_played ? " (%d not played)\n" : "\n", m->not_played);
    print_standing(m);
    if (s->sprt_on) {
        SprtDecision d = m->decision;
        fprintf(m->out, "SPRT: %s\n", d == SPRT_ACCEPT_H1 ? "H1 accepted" : d == SPRT_ACCEPT_H0 ? "H0 accepted"
                                                                                                : "no decision");
    }
    fflush(m->out);
}

/* Sets up one start position on this thread: a game builds its tables on
 * first use, and that must not happen on two worker threads at once. */
static bool build_game_tables(const Game *game, char *error)
{
    void *pos = malloc(game->position_size);
    GameOptions opts;
    game_default_options(game, &opts);
    bool ok = pos && game->set_start(pos, &opts, error);
    if (!pos)
        snprintf(error, GAME_ERROR_MAX, "out of memory");
    free(pos);
    return ok;
}

static const PlayerProtocol *client_of(ProtocolKind kind)
{
    return kind == PROTOCOL_XBOARD       ? &PROTOCOL_XBOARD_CLIENT
           : kind == PROTOCOL_CARDHOCKEY ? &PROTOCOL_CARDHOCKEY_CLIENT
                                         : &PROTOCOL_UCI_CLIENT;
}

int match_run(const MatchSettings *s, FILE *out, MatchTally *tally, char *error)
{
    Match m = {.settings = s, .out = out};
    if (!s->cards && !build_game_tables(s->game, error))
        return 2;
    if (!(m.pair_half = calloc((size_t)s->games / 2 + 1, 1))) {
        snprintf(error, GAME_ERROR_MAX, "out of memory");
        return 2;
    }
    if (s->pgn_path && !(m.pgn = fopen(s->pgn_path, "a"))) {
        snprintf(error, GAME_ERROR_MAX, "cannot write the PGN file '%.100s'", s->pgn_path);
        free(m.pair_half);
        return 2;
    }
    Worker workers[MATCH_CONCURRENCY_MAX];
    int count = s->concurrency < s->games ? s->concurrency : s->games;
    pthread_mutex_init(&m.lock, NULL);
    process_catch_interrupt();
    int started = 0;
    for (; started < count; started++) {
        workers[started] = (Worker){.match = &m};
        for (int i = 0; i < 2; i++)
            workers[started].players[i] = (Player){.spec = &s->engines[i],
                                                   .protocol = client_of(s->engines[i].protocol),
                                                   .tc = &s->engines[i].tc,
                                                   .game = s->game};
        if (pthread_create(&workers[started].thread, NULL, worker_run, &workers[started]) != 0)
            break;
    }
    for (int i = 0; i < started; i++)
        pthread_join(workers[i].thread, NULL);
    print_summary(&m);
    process_release_interrupt();
    pthread_mutex_destroy(&m.lock);
    if (m.pgn)
        fclose(m.pgn);
    free(m.pair_half);
    *tally = m.tally;
    if (started == 0) {
        snprintf(error, GAME_ERROR_MAX, "cannot start a thread");
        return 2;
    }
    if (m.abort_reason[0]) {
        snprintf(error, GAME_ERROR_MAX, "%s", m.abort_reason);
        return 2;
    }
    return process_stop_requested() ? 1 : 0;
}
