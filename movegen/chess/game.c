/*
 * FIDE chess, Hammer Chess and Half-Court Chess behind the game interface.
 * All three are the chess-family core with a different ChessVariant;
 * everything here is shared except how each sets up its start position
 * (Half-Court's comes from options) and the Game tables at the end.
 */
#include "game.h"

#include "halfcourt_start.h"
#include "nets.h"
#include "nnue.h"
#include "notation.h"

#include <stdio.h>
#include <string.h>

#define START_FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

static bool chess_set_text(void *pos, const char *text, char *error)
{
    return chess_from_fen(pos, &VARIANT_CHESS, text, error);
}

static bool hammer_set_text(void *pos, const char *text, char *error)
{
    return chess_from_fen(pos, &VARIANT_HAMMER, text, error);
}

static bool chess_set_start(void *pos, const GameOptions *opts, char *error)
{
    (void)opts;
    return chess_set_text(pos, START_FEN, error);
}

static bool hammer_set_start(void *pos, const GameOptions *opts, char *error)
{
    (void)opts;
    return hammer_set_text(pos, START_FEN, error);
}

static bool halfcourt_set_text(void *pos, const char *text, char *error)
{
    return chess_from_fen(pos, &VARIANT_HALFCOURT, text, error);
}

/* Half-Court's options, in the order of GameOptions.values. */
enum { HALFCOURT_OPTION_START, HALFCOURT_OPTION_CASTLING, HALFCOURT_OPTION_COUNT };
static const GameOptionSpec halfcourt_options[HALFCOURT_OPTION_COUNT] = {
    {"start", OPTION_SPIN, -1, HALFCOURT_START_COUNT - 1, -1,
     "start position number 0..14399 (white index * 120 + black index); -1 draws one from the seed"},
    {"castling", OPTION_CHECK, 0, 1, 1, "both sides start with their castling right"},
};

static bool halfcourt_set_start(void *pos, const GameOptions *opts, char *error)
{
    int number = opts->values[HALFCOURT_OPTION_START];
    if (number < -1 || number >= HALFCOURT_START_COUNT) {
        snprintf(error, GAME_ERROR_MAX, "start number %d is outside -1..%d", number, HALFCOURT_START_COUNT - 1);
        return false;
    }
    if (number == -1)
        number = halfcourt_random_start(opts->seed);
    char fen[64];
    halfcourt_start_fen(number, opts->values[HALFCOURT_OPTION_CASTLING] != 0, fen);
    return halfcourt_set_text(pos, fen, error);
}

static void get_text(const void *pos, char *out) { chess_to_fen(pos, false, out); }
static void get_text_960(const void *pos, char *out) { chess_to_fen(pos, true, out); }
static int side_to_move(const void *pos) { return ((const ChessPosition *)pos)->side; }
static int generate(const void *pos, Move *moves) { return chess_generate(pos, moves); }
static int count_moves(const void *pos) { return chess_count_moves(pos); }
static void make(const void *pos, Move m, void *next) { chess_make(pos, m, next); }
static uint64_t key(const void *pos) { return ((const ChessPosition *)pos)->key; }
static int reversible_plies(const void *pos) { return ((const ChessPosition *)pos)->halfmove_clock; }
static bool in_check(const void *pos) { return chess_in_check(pos); }
static bool dead_position(const void *pos) { return chess_dead_material(pos); }
static void square_text(const void *pos, int file, int rank, char *out) { chess_square_text(pos, file, rank, out); }

GameResult chess_family_result(const void *pos)
{
    const ChessPosition *p = pos;
    if (chess_dead_material(p))
        return (GameResult){OUTCOME_DRAW, REASON_MATERIAL, true};
    if (chess_count_moves(p) == 0) {
        if (chess_in_check(p))
            return (GameResult){p->side == WHITE ? OUTCOME_SECOND_WINS : OUTCOME_FIRST_WINS, REASON_CHECKMATE, true};
        return (GameResult){OUTCOME_DRAW, REASON_STALEMATE, true};
    }
    if (p->halfmove_clock >= 100)
        return (GameResult){OUTCOME_DRAW, REASON_FIFTY_MOVES, false};
    return (GameResult){OUTCOME_NONE, REASON_NONE, false};
}

static void move_to_text(const void *pos, Move m, char *out) { chess_move_to_text(pos, m, false, out); }
static void move_to_text_960(const void *pos, Move m, char *out) { chess_move_to_text(pos, m, true, out); }
static void move_to_san(const void *pos, Move m, char *out) { chess_move_to_san(pos, m, out); }
static bool text_to_move(const void *pos, const char *text, Move *m, char *error)
{
    return chess_text_to_move(pos, text, m, error);
}
static int text_to_moves(const void *pos, const char *text, Move *moves, char *error)
{
    return chess_text_to_moves(pos, text, moves, error);
}

#define CHESS_FAMILY_COMMON                                                                                   \
    .position_size = sizeof(ChessPosition), .max_moves = CHESS_MAX_MOVES,                                     \
    .get_text = get_text, .get_text_960 = get_text_960, .side_to_move = side_to_move,                         \
    .generate = generate, .count_moves = count_moves, .dead_position = dead_position, .make = make,           \
    .key = key, .reversible_plies = reversible_plies, .in_check = in_check, .result = chess_family_result,    \
    .move_to_text = move_to_text, .move_to_text_960 = move_to_text_960, .text_to_move = text_to_move,         \
    .text_to_moves = text_to_moves, .generate_noisy = chess_generate_noisy,                                   \
    .move_order_hint = chess_move_order_hint, .make_null = chess_make_null,                                   \
    .exchange_value = chess_exchange_value, .structure_key = chess_pawn_key, .square_text = square_text,      \
    .move_to_san = move_to_san, .update_evaluation = chess_update_evaluation

static bool load_chess_net(const char *path, char *error)
{
    return net_slot_load(&chess_net_chess, path, error, GAME_ERROR_MAX);
}

const Game GAME_CHESS = {
    CHESS_FAMILY_COMMON,
    .name = "chess",
    .bench_positions = chess_bench_positions,
    .title = "FIDE chess",
    .files = 8,
    .ranks = 8,
    .set_start = chess_set_start,
    .set_text = chess_set_text,
    .evaluate = chess_evaluate,
    .use_trained_evaluation = chess_nets_enable,
    .load_trained_evaluation = load_chess_net,
};

static bool load_hammer_net(const char *path, char *error)
{
    return net_slot_load(&chess_net_hammer, path, error, GAME_ERROR_MAX);
}

static bool load_halfcourt_net(const char *path, char *error)
{
    return net_slot_load(&chess_net_halfcourt, path, error, GAME_ERROR_MAX);
}

const Game GAME_HAMMER = {
    CHESS_FAMILY_COMMON,
    .name = "hammer",
    .bench_positions = hammer_bench_positions,
    .title = "Hammer Chess",
    .files = 8,
    .ranks = 8,
    .set_start = hammer_set_start,
    .set_text = hammer_set_text,
    .evaluate = chess_evaluate,
    .use_trained_evaluation = chess_nets_enable,
    .load_trained_evaluation = load_hammer_net,
};

const Game GAME_HALFCOURT = {
    CHESS_FAMILY_COMMON,
    .name = "halfcourt",
    .bench_positions = halfcourt_bench_positions,
    .title = "Half-Court Chess",
    .files = 5,
    .ranks = 5,
    .options = halfcourt_options,
    .option_count = HALFCOURT_OPTION_COUNT,
    .set_start = halfcourt_set_start,
    .set_text = halfcourt_set_text,
    .evaluate = chess_evaluate,
    .use_trained_evaluation = chess_nets_enable,
    .load_trained_evaluation = load_halfcourt_net,
};
