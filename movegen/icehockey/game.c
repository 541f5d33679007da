/*
 * Ice Hockey Chess behind the game interface: the table and the small
 * adapters. Hockey checks are not chess check (in_check is false), turns
 * only move forward so nothing repeats (reversible_plies is 0), and a pass
 * is no probe here (no null move). There is no quiescence search
 * (generate_noisy is NULL): finding a goal at a leaf would take a whole
 * generation there, and a goal found beyond the horizon made the search put
 * off a goal it could score now; the evaluation stands in for it (the
 * hand-written one's "shot on" term; the net, which learns positions whose
 * best turn scores, kept below a goal now by nnue.c).
 */
#include "game.h"

#include "eval.h"
#include "moves.h"
#include "nets.h"
#include "nnue.h"
#include "notation.h"

enum { OPTION_SHORT_QUEEN, OPTION_COUNT };
static const GameOptionSpec options[OPTION_COUNT] = {
    {"short_queen", OPTION_CHECK, 0, 1, 0, "the optional rule: the queen moves at most 3 squares"},
};

static bool set_start(void *pos, const GameOptions *opts, char *error)
{
    (void)error;
    net_slot_init(&icehockey_net);
    ih_start(pos, opts->values[OPTION_SHORT_QUEEN] ? 3 : 7);
    return true;
}

static bool set_text(void *pos, const char *text, char *error)
{
    net_slot_init(&icehockey_net);
    return ih_from_text(pos, text, error);
}
static void get_text(const void *pos, char *out) { ih_to_text(pos, out); }
static int side_to_move(const void *pos) { return ((const IhPosition *)pos)->side; }
static int generate(const void *pos, Move *moves) { return ih_generate(pos, moves); }
static int count_moves(const void *pos) { return ih_count_moves(pos); }
static void make(const void *pos, Move m, void *next) { ih_make(pos, m, next); }
static uint64_t key(const void *pos) { return ((const IhPosition *)pos)->key; }
static bool in_check(const void *pos)
{
    (void)pos;
    return false;
}
static int reversible_plies(const void *pos)
{
    (void)pos;
    return 0;
}

static GameResult result(const void *pos)
{
    const IhPosition *p = pos;
    if (!ih_game_over(p))
        return (GameResult){OUTCOME_NONE, REASON_NONE, false};
    Outcome o = p->score[IH_WHITE] > p->score[IH_BLACK]   ? OUTCOME_FIRST_WINS
                : p->score[IH_WHITE] < p->score[IH_BLACK] ? OUTCOME_SECOND_WINS
                                                          : OUTCOME_DRAW;
    return (GameResult){o, REASON_SCORE, true};
}

static void move_to_text(const void *pos, Move m, char *out) { ih_move_to_text(pos, m, out); }
static bool text_to_move(const void *pos, const char *text, Move *m, char *error)
{
    return ih_text_to_move(pos, text, m, error);
}
static void square_text(const void *pos, int file, int rank, char *out) { ih_square_text(pos, file, rank, out); }
static void describe(const void *pos, char *out, size_t size) { ih_describe(pos, out, size); }
static int move_order_hint(const void *pos, Move m) { return ih_move_order_hint(pos, m); }

static int moves_left(const void *pos)
{
    const IhPosition *p = pos;
    return p->turns_left + IH_PERIOD_TURNS * (IH_PERIODS - p->period);
}

/* Half the goals fall within 8 turns of their faceoff; after that a period
 * is mostly a standoff whose moves change little. */
static int time_weight(const void *pos)
{
    const IhPosition *p = pos;
    return p->faceoff_turns_left - p->turns_left < 8 ? 150 : 60;
}

static int settled_score(const void *pos) { return ih_goal_score(pos); }

const Game GAME_ICEHOCKEY = {
    .name = "icehockey",
    .title = "Ice Hockey Chess",
    .files = 8,
    .ranks = 8,
    .position_size = sizeof(IhPosition),
    .max_moves = IH_MAX_MOVES,
    .options = options,
    .option_count = OPTION_COUNT,
    .set_start = set_start,
    .set_text = set_text,
    .get_text = get_text,
    .side_to_move = side_to_move,
    .generate = generate,
    .count_moves = count_moves,
    .make = make,
    .key = key,
    .in_check = in_check,
    .reversible_plies = reversible_plies,
    .result = result,
    .move_to_text = move_to_text,
    .text_to_move = text_to_move,
    .evaluate = ih_evaluate,
    .update_evaluation = ih_update_evaluation,
    .use_trained_evaluation = ih_net_enable,
    .load_trained_evaluation = ih_net_load,
    .generate_noisy = NULL,
    .move_order_hint = move_order_hint,
    .make_null = NULL,
    .moves_left = moves_left,
    .time_weight = time_weight,
    .settled_score = settled_score,
    .square_text = square_text,
    .describe = describe,
    .bench_positions = icehockey_bench_positions,
    .bench_depth_reduction = ICEHOCKEY_BENCH_DEPTH_REDUCTION,
};
