/* Joust Chess behind the game interface (rules: docs/rules/joust.md). */
#include "game.h"

#include "nnue.h"
#include "position.h"

static bool set_text(void *pos, const char *text, char *error) { return joust_from_text(pos, text, error); }

static bool set_start(void *pos, const GameOptions *opts, char *error)
{
    (void)opts;
    return joust_from_text(pos, JOUST_START_TEXT, error);
}

static void get_text(const void *pos, char *out) { joust_to_text(pos, out); }
static int side_to_move(const void *pos) { return ((const JoustPosition *)pos)->side; }
static int generate(const void *pos, Move *moves) { return joust_generate(pos, moves); }
static void make(const void *pos, Move m, void *next) { joust_make(pos, m, next); }
static uint64_t key(const void *pos) { return ((const JoustPosition *)pos)->key; }
static bool in_check(const void *pos) { return joust_in_check(pos); }
static int reversible_plies(const void *pos) { return ((const JoustPosition *)pos)->quiet_plies; }
static void square_text(const void *pos, int file, int rank, char *out) { joust_square_text(pos, file, rank, out); }
static void describe(const void *pos, char *out, size_t size) { joust_describe(pos, out, size); }
static bool dead_position(const void *pos) { return joust_kings_only(pos); }

static int count_moves(const void *pos)
{
    Move moves[JOUST_MAX_MOVES];
    return joust_generate(pos, moves);
}

static GameResult result(const void *pos)
{
    const JoustPosition *p = pos;
    Outcome mover_loses = p->side == JOUST_WHITE ? OUTCOME_SECOND_WINS : OUTCOME_FIRST_WINS;
    if (p->king[p->side] < 0)
        return (GameResult){mover_loses, REASON_KING_CAPTURED, true};
    if (joust_kings_only(p))
        return (GameResult){OUTCOME_DRAW, REASON_MATERIAL, true};
    /* Out of check a king can always rotate in place, so no moves is mate. */
    if (count_moves(p) == 0)
        return (GameResult){mover_loses, REASON_CHECKMATE, true};
    if (p->quiet_plies >= 100)
        return (GameResult){OUTCOME_DRAW, REASON_FIFTY_MOVES, false};
    return (GameResult){OUTCOME_NONE, REASON_NONE, false};
}

static void move_to_text(const void *pos, Move m, char *out) { joust_move_to_text(pos, m, out); }
static bool text_to_move(const void *pos, const char *text, Move *m, char *error)
{
    return joust_text_to_move(pos, text, m, error);
}

const Game GAME_JOUST = {
    .name = "joust",
    .title = "Joust Chess",
    .files = 8,
    .ranks = 8,
    .position_size = sizeof(JoustPosition),
    .max_moves = JOUST_MAX_MOVES,
    .set_start = set_start,
    .set_text = set_text,
    .get_text = get_text,
    .side_to_move = side_to_move,
    .generate = generate,
    .count_moves = count_moves,
    .dead_position = dead_position,
    .make = make,
    .key = key,
    .in_check = in_check,
    .reversible_plies = reversible_plies,
    .result = result,
    .move_to_text = move_to_text,
    .text_to_move = text_to_move,
    .evaluate = joust_evaluate,
    .update_evaluation = joust_update_evaluation,
    .use_trained_evaluation = joust_net_enable,
    .load_trained_evaluation = joust_net_load,
    .generate_noisy = joust_generate_noisy,
    .move_order_hint = joust_move_order_hint,
    .make_null = joust_make_null,
    .square_text = square_text,
    .describe = describe,
    .bench_positions = joust_bench_positions,
    .bench_depth_reduction = JOUST_BENCH_DEPTH_REDUCTION,
};
