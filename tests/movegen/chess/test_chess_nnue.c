/*
 * The chess family's neural evaluator: the built-in net reads and bad net
 * files do not, the accumulators kept move by move equal those computed
 * from scratch (every kind of move, every variant; inputs gained and lost
 * in one pass for every count of them), the score does not
 * depend on which colour is which, a net written out is its file, the
 * output buckets, nets of another width, the squared activation (its
 * file and its arithmetic), the switch between the net and the
 * hand-written evaluator, and nets loaded from files.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "movegen/chess/game.h"
#include "movegen/chess/nets.h"
#include "movegen/chess/nnue.h"
#include "tests/movegen/chess/chess_nnue_test_support.h"
#include "tests/test_support.h"

START_TEST(builtin_net_reads)
{
    chess_nets_enable(true);
    ck_assert_ptr_nonnull(chess_net_in_use(&VARIANT_HAMMER));
    ck_assert_int_gt(chess_net_in_use(&VARIANT_HAMMER)->scale, 0);
    ck_assert_ptr_nonnull(chess_net_in_use(&VARIANT_HALFCOURT));
    ck_assert_ptr_ne(chess_net_in_use(&VARIANT_HALFCOURT), chess_net_in_use(&VARIANT_HAMMER));
    ck_assert_ptr_nonnull(chess_net_in_use(&VARIANT_CHESS));
    ck_assert_ptr_ne(chess_net_in_use(&VARIANT_CHESS), chess_net_in_use(&VARIANT_HAMMER));
    ck_assert_ptr_ne(chess_net_in_use(&VARIANT_CHESS), chess_net_in_use(&VARIANT_HALFCOURT));
}
END_TEST

START_TEST(bad_net_files)
{
    const NetSlot *slot = &chess_net_hammer;
    unsigned char *copy = malloc(slot->file_size);
    Net *net = test_new_net(CHESS_NET_INPUTS);
    ck_assert(copy && net);
    char error[160];
    memcpy(copy, slot->file, slot->file_size);
    ck_assert(net_parse(copy, slot->file_size, net, error, sizeof error));
    ck_assert(!net_parse(copy, slot->file_size - 1, net, error, sizeof error));
    ck_assert_ptr_nonnull(strstr(error, "bytes"));
    copy[0] = 'X'; /* magic */
    ck_assert(!net_parse(copy, slot->file_size, net, error, sizeof error));
    copy[0] = 'F';
    copy[8] = 100; /* hidden units: not a multiple of NET_HIDDEN_STEP */
    ck_assert(!net_parse(copy, slot->file_size, net, error, sizeof error));
    ck_assert_ptr_nonnull(strstr(error, "hidden units"));
    copy[8] = 0, copy[9] = 2; /* 512: more than NET_MAX_HIDDEN */
    ck_assert(!net_parse(copy, slot->file_size, net, error, sizeof error));
    ck_assert_ptr_nonnull(strstr(error, "hidden units"));
    copy[8] = 64, copy[9] = 0; /* a width the file's size does not fit */
    ck_assert(!net_parse(copy, slot->file_size, net, error, sizeof error));
    ck_assert_ptr_nonnull(strstr(error, "bytes"));
    free(copy);
    test_free_net(net);
}
END_TEST

/* A net written out (net_serialize) is its file again, byte for byte. */
START_TEST(serialized_net_is_its_file)
{
    chess_nets_enable(true);
    const Net *net = chess_net_in_use(&VARIANT_CHESS);
    ck_assert_ptr_nonnull(net);
    size_t size;
    unsigned char *file = chess_test_serialized(net, &size);
    ck_assert_uint_eq(size, chess_net_chess.file_size);
    ck_assert_mem_eq(file, chess_net_chess.file, size);
    free(file);
}
END_TEST

/* A two-bucket net file made of a one-bucket one: bucket 0 is that net,
 * bucket 1 has no output weights and the bias bias1. *size its size. */
static unsigned char *two_bucket_file(const NetSlot *one, int32_t bias1, size_t *size)
{
    Net *net = test_new_net(CHESS_NET_INPUTS);
    char error[160];
    ck_assert_msg(net_parse(one->file, one->file_size, net, error, sizeof error), "%s", error);
    ck_assert_int_eq(net->buckets, 1);
    net->buckets = 2;
    net->output_bias[1] = bias1;
    unsigned char *file = chess_test_serialized(net, size);
    test_free_net(net);
    return file;
}

/* The output bucket follows the pieces on the board: up to five pieces
 * bucket 0 (here the one-bucket net's output), from six bucket 1 (here
 * its bias alone: scale centipawns). */
START_TEST(output_buckets)
{
    ck_assert_int_eq(net_bucket(2, 8), 0);
    ck_assert_int_eq(net_bucket(5, 8), 0);
    ck_assert_int_eq(net_bucket(6, 8), 1);
    ck_assert_int_eq(net_bucket(32, 8), 7);
    ck_assert_int_eq(net_bucket(32, 1), 0);
    size_t size;
    unsigned char *file = two_bucket_file(&chess_net_hammer, NET_QA * NET_QB, &size);
    Net *net = test_new_net(CHESS_NET_INPUTS);
    ck_assert_ptr_nonnull(net);
    char error[160];
    ck_assert_msg(net_parse(file, size, net, error, sizeof error), "%s", error);
    ck_assert_int_eq(net->buckets, 2);
    const Net *one = chess_net_in_use(&VARIANT_HAMMER);
    ck_assert_int_eq(one->buckets, 1);
    TestPosition few = test_position("hammer", "8/8/4k3/8/Q7/8/3PK3/8 w - - 0 1");
    ck_assert_int_eq(chess_net_evaluate(net, (const ChessPosition *)few.bytes),
                     chess_net_evaluate(one, (const ChessPosition *)few.bytes));
    TestPosition more = test_position("hammer", "8/8/4k3/8/Q7/8/3PK3/3RR3 b - - 0 1");
    ck_assert_int_eq(chess_net_evaluate(net, (const ChessPosition *)more.bytes), net->scale);
    /* A bucket count out of range, or a size that does not fit it. */
    file[16] = NET_MAX_BUCKETS + 1; /* the buckets field's low byte */
    ck_assert(!net_parse(file, size, net, error, sizeof error));
    ck_assert_ptr_nonnull(strstr(error, "buckets"));
    file[16] = 3;
    ck_assert(!net_parse(file, size, net, error, sizeof error));
    ck_assert_ptr_nonnull(strstr(error, "bytes"));
    free(file);
    test_free_net(net);
}
END_TEST

/* A net file twice as wide as narrow: each unit twice over (the same
 * input weights and bias), the copies with no output weights, so that it
 * scores every position as narrow does. *size its size. */
static unsigned char *doubled_file(const Net *narrow, size_t *size)
{
    const int hidden = narrow->hidden;
    Net *wide = test_new_net(narrow->inputs);
    wide->hidden = 2 * hidden;
    wide->scale = narrow->scale;
    wide->buckets = narrow->buckets;
    for (int i = 0; i < narrow->inputs; i++)
        for (int j = 0; j < wide->hidden; j++)
            wide->input_weights[(size_t)i * wide->hidden + j] = narrow->input_weights[(size_t)i * hidden + j % hidden];
    for (int j = 0; j < wide->hidden; j++)
        wide->input_bias[j] = narrow->input_bias[j % hidden];
    for (int b = 0; b < narrow->buckets; b++) {
        memcpy(wide->output_weights[b], narrow->output_weights[b], sizeof narrow->output_weights[b]);
        for (int half = 0; half < 2; half++)
            memset(wide->output_weights[b][half] + hidden, 0, (size_t)hidden * sizeof(int16_t));
        wide->output_bias[b] = narrow->output_bias[b];
    }
    unsigned char *file = chess_test_serialized(wide, size);
    test_free_net(wide);
    return file;
}

/* A net's width is its file's: a net of twice the built-in's hidden units
 * reads, its accumulators kept move by move equal those from scratch (the
 * copies equal to their units), and it scores as the built-in net. */
START_TEST(wider_net_reads_updates_and_scores)
{
    chess_nets_enable(true);
    const Net *narrow = chess_net_in_use(&VARIANT_CHESS);
    ck_assert_ptr_nonnull(narrow);
    ck_assert_int_le(2 * narrow->hidden, NET_MAX_HIDDEN);
    size_t size;
    unsigned char *file = doubled_file(narrow, &size);
    Net *wide = test_new_net(CHESS_NET_INPUTS);
    char error[160];
    ck_assert_msg(net_parse(file, size, wide, error, sizeof error), "%s", error);
    ck_assert_int_eq(wide->hidden, 2 * narrow->hidden);
    const Game *game = game_find("chess");
    TestPosition t = test_position("chess", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1");
    ChessPosition p;
    chess_test_accumulators_from_scratch(wide, (const ChessPosition *)t.bytes, &p);
    chess_test_check_every_move(game, wide, &p);
    uint64_t random_state = 7;
    for (int ply = 0; ply < 120; ply++) {
        for (int side = 0; side < 2; side++)
            ck_assert_mem_eq(p.accumulator[side], p.accumulator[side] + narrow->hidden,
                             (size_t)narrow->hidden * sizeof(int16_t));
        ck_assert_int_eq(chess_net_evaluate(wide, &p), chess_net_evaluate(narrow, &p));
        Move moves[GAME_MAX_MOVES];
        int n = game->generate(&p, moves);
        if (n == 0)
            break;
        ChessPosition next;
        game->make(&p, moves[test_next_random(&random_state) % (uint64_t)n], &next);
        chess_net_update(wide, &p, &next);
        p = next;
    }
    free(file);
    test_free_net(wide);
}
END_TEST

/* Adding and removing inputs in one pass gives the accumulator of the
 * inputs that remain, computed from scratch, for every count of changes
 * (the one- and two-piece loops and the general one), up to the most. */
START_TEST(applied_changes_equal_accumulated_inputs)
{
    chess_nets_enable(true);
    const Net *net = chess_net_in_use(&VARIANT_CHESS);
    ck_assert_ptr_nonnull(net);
    enum { KEPT = 10 };
    int inputs[KEPT + 2 * NET_MAX_CHANGES];
    for (int i = 0; i < KEPT + 2 * NET_MAX_CHANGES; i++)
        inputs[i] = (i * 37 + 11) % CHESS_NET_INPUTS;
    const int *kept = inputs, *lost = inputs + KEPT, *gained = inputs + KEPT + NET_MAX_CHANGES;
    for (int add = 0; add <= NET_MAX_CHANGES; add++)
        for (int remove = 0; remove <= NET_MAX_CHANGES; remove++) {
            int before[KEPT + NET_MAX_CHANGES], after[KEPT + NET_MAX_CHANGES];
            memcpy(before, kept, KEPT * sizeof *kept);
            memcpy(before + KEPT, lost, (size_t)remove * sizeof *lost);
            memcpy(after, kept, KEPT * sizeof *kept);
            memcpy(after + KEPT, gained, (size_t)add * sizeof *gained);
            NetChanges changes = {.add_count = 0};
            for (int i = 0; i < add; i++)
                ck_assert(net_gain(&changes, gained[i]));
            for (int i = 0; i < remove; i++)
                ck_assert(net_lose(&changes, lost[i]));
            ck_assert(add < NET_MAX_CHANGES || !net_gain(&changes, gained[0]));
            ck_assert(remove < NET_MAX_CHANGES || !net_lose(&changes, lost[0]));
            NetAccumulator from, to, expected;
            net_accumulate(net, before, KEPT + remove, from);
            net_accumulate(net, after, KEPT + add, expected);
            net_apply_changes(net, from, to, &changes);
            ck_assert_mem_eq(to, expected, (size_t)net->hidden * sizeof to[0]);
        }
}
END_TEST

/* Castling both ways, en passant, promotions with and without capture,
 * Hammer's pawn and knight leaps, and Half-Court's castling. */
START_TEST(updates_equal_refresh_for_every_kind_of_move)
{
    static const char *const cases[][2] = {
        {"hammer", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"},
        {"hammer", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/Pp2P3/2N2Q1p/1PPBBPPP/R3K2R b KQkq a3 0 1"},
        {"hammer", "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1"},
        {"hammer", "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"},
        {"chess", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"},
        {"halfcourt", "nkrbq/p1ppp/1p3/PPP1P/BNKQR w Ec - 0 3"},
    };
    /* A net of the chess family serves any of its variants. */
    const Net *net = chess_net_hammer.storage;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        TestPosition t = test_position(cases[i][0], cases[i][1]);
        ChessPosition p;
        chess_test_accumulators_from_scratch(net, (const ChessPosition *)t.bytes, &p);
        chess_test_check_every_move(t.game, net, &p);
    }
}
END_TEST

/* Random games, each position's accumulators carried from the start; the
 * game's own update carries Hammer's net. */
START_TEST(updates_equal_refresh_over_random_games)
{
    const Net *net = chess_net_hammer.storage;
    chess_test_random_games("hammer", net, 20, 42);
    TestPosition t = test_start("hammer");
    Move moves[GAME_MAX_MOVES];
    ck_assert_int_gt(t.game->generate(t.bytes, moves), 0);
    ChessPosition next;
    t.game->make(t.bytes, moves[0], &next);
    t.game->update_evaluation(t.bytes, &next);
    ck_assert_ptr_eq(next.acc_net, net);
}
END_TEST

/* make() alone leaves no accumulators behind, and the score is then
 * computed from scratch: the same. */
START_TEST(score_without_accumulators)
{
    const Game *game = game_find("hammer");
    const Net *net = chess_net_in_use(&VARIANT_HAMMER);
    TestPosition t = test_position("hammer", "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4");
    Move moves[GAME_MAX_MOVES];
    int n = game->generate(t.bytes, moves);
    for (int i = 0; i < n; i++) {
        ChessPosition made, updated;
        game->make(t.bytes, moves[i], &made);
        ck_assert_ptr_null(made.acc_net);
        chess_test_accumulators_from_scratch(net, &made, &updated);
        ck_assert_int_eq(chess_net_evaluate(net, &made), chess_net_evaluate(net, &updated));
    }
}
END_TEST

/* The shipped nets know what material is worth: a level start (Hammer's
 * nearly even, Half-Court's good for the side to move, as its searches
 * say), and a side a queen, a rook or a knight down is worse off,
 * whichever side is to move. */
START_TEST(trained_net_knows_material)
{
    static const struct {
        const char *game, *fen;
        int min, max; /* White's view */
    } cases[] = {
        {"hammer", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", -100, 100},
        {"hammer", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1", -100, 100},
        {"hammer", "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 500, 20000},
        {"hammer", "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1", 500, 20000},
        {"hammer", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKB1R w KQkq - 0 1", -20000, -150},
        {"hammer", "4k3/8/8/8/8/8/8/R3K3 b - - 0 1", 300, 20000},
        /* On the small board the move is worth more than in chess. */
        {"halfcourt", "bqrnk/ppppp/5/PPPPP/BRQNK w Bc - 0 1", 0, 300},
        {"halfcourt", "b1rnk/ppppp/5/PPPPP/BRQNK w Bc - 0 1", 400, 20000},
        {"halfcourt", "bqrnk/ppppp/5/PPPPP/B1QNK b c - 0 1", -20000, -200},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        TestPosition t = test_position(cases[i].game, cases[i].fen);
        int score = t.game->evaluate(t.bytes);
        if (((const ChessPosition *)t.bytes)->side == BLACK)
            score = -score;
        ck_assert_msg(score >= cases[i].min && score <= cases[i].max, "%s: %d, not in [%d, %d]", cases[i].fen,
                      score, cases[i].min, cases[i].max);
    }
}
END_TEST

/* A net with the squared activation is written as a FONNUE04 file, 8
 * bytes longer (king buckets and activation fields), which reads back as
 * the same net byte for byte; one with king buckets too; an activation
 * other than the two is refused, and so is a squared net with an output
 * weight beyond NET_SQUARED_WEIGHT_LIMIT. */
START_TEST(squared_net_file)
{
    Net *net = test_new_net(CHESS_NET_INPUTS);
    char error[160];
    ck_assert(net_parse(chess_net_chess.file, chess_net_chess.file_size, net, error, sizeof error));
    ck_assert_int_eq(net->activation, NET_CLIPPED);
    net->activation = NET_SQUARED;
    for (int b = 0; b < net->buckets; b++)
        for (int half = 0; half < 2; half++)
            for (int j = 0; j < net->hidden; j++) {
                int16_t *w = &net->output_weights[b][half][j];
                *w = *w > NET_SQUARED_WEIGHT_LIMIT ? NET_SQUARED_WEIGHT_LIMIT
                     : *w < -NET_SQUARED_WEIGHT_LIMIT ? -NET_SQUARED_WEIGHT_LIMIT
                                                      : *w;
            }
    size_t size;
    unsigned char *file = chess_test_serialized(net, &size);
    ck_assert_uint_eq(size, chess_net_chess.file_size + 8);
    ck_assert_mem_eq(file, NET_MAGIC_ACTIVATION, 8);
    Net *read = test_new_net(CHESS_NET_INPUTS);
    ck_assert_msg(net_parse(file, size, read, error, sizeof error), "%s", error);
    ck_assert_int_eq(read->activation, NET_SQUARED);
    ck_assert_int_eq(read->king_buckets, 1);
    size_t again_size;
    unsigned char *again = chess_test_serialized(read, &again_size);
    ck_assert_uint_eq(again_size, size);
    ck_assert_mem_eq(again, file, size);
    /* The input layer after the longer header is the clipped net's. */
    size_t inputs_size = 2 * ((size_t)CHESS_NET_INPUTS * net->hidden + net->hidden);
    ck_assert_mem_eq(file + 28, chess_net_chess.file + 20, inputs_size);
    /* An output weight of 128 (the first, its high byte 0). */
    unsigned char *first_output = file + 28 + inputs_size;
    unsigned char kept[2] = {first_output[0], first_output[1]};
    first_output[0] = 128, first_output[1] = 0;
    ck_assert(!net_parse(file, size, read, error, sizeof error));
    ck_assert_ptr_nonnull(strstr(error, "output weight beyond"));
    first_output[0] = 127;
    ck_assert_msg(net_parse(file, size, read, error, sizeof error), "%s", error);
    first_output[0] = kept[0], first_output[1] = kept[1];
    file[24] = 3; /* the activation field's low byte */
    ck_assert(!net_parse(file, size, read, error, sizeof error));
    ck_assert_ptr_nonnull(strstr(error, "activation"));
    file[24] = NET_CLIPPED; /* FONNUE04 may say clipped too */
    ck_assert_msg(net_parse(file, size, read, error, sizeof error), "%s", error);
    ck_assert_int_eq(read->activation, NET_CLIPPED);
    file[20] = 3; /* 3 king buckets: no layout has them */
    ck_assert(!net_parse(file, size, read, error, sizeof error));
    ck_assert_ptr_nonnull(strstr(error, "king buckets"));
    free(file);
    free(again);
    /* With king buckets: the inputs' sets doubled, the same header. */
    net->king_buckets = 2;
    memcpy(net->input_weights + (size_t)CHESS_NET_INPUTS * net->hidden, net->input_weights,
           (size_t)CHESS_NET_INPUTS * net->hidden * sizeof *net->input_weights);
    file = chess_test_serialized(net, &size);
    ck_assert_uint_eq(size, NET_FILE_SIZE(CHESS_NET_INPUTS, net->hidden, net->buckets, 2, NET_SQUARED));
    ck_assert_msg(net_parse(file, size, read, error, sizeof error), "%s", error);
    ck_assert_int_eq(read->king_buckets, 2);
    ck_assert_int_eq(read->activation, NET_SQUARED);
    free(file);
    test_free_net(read);
    test_free_net(net);
}
END_TEST

/* The squared activation's output is the bias plus each unit's clipped
 * value v squared times its weight w: in QA x QB units v * v * w / QA,
 * to the nearest unit; the clipped activation's on the same accumulators is
 * the sum of v * w. */
START_TEST(squared_output_is_the_square)
{
    Net *net = test_new_net(CHESS_NET_INPUTS);
    net->hidden = 2 * NET_HIDDEN_STEP;
    net->scale = 100;
    net->buckets = 1;
    net->output_bias[0] = 12345;
    static const int16_t values[] = {-300, -1, 0, 1, 15, 16, 17, 100, 200, 254, 255, 256, 1000};
    enum { VALUES = sizeof values / sizeof values[0] };
    int16_t us[NET_MAX_HIDDEN], them[NET_MAX_HIDDEN];
    double squared = net->output_bias[0];
    int64_t clipped = net->output_bias[0];
    for (int j = 0; j < net->hidden; j++) {
        us[j] = values[j % VALUES];
        them[j] = values[(j * 7 + 3) % VALUES];
        /* spread over [-127, 127], a squared net's range */
        net->output_weights[0][0][j] = (int16_t)((j * 2654435761u >> 16) % 255 - 127);
        net->output_weights[0][1][j] = (int16_t)((j * 40503u + 17) % 255 - 127);
        for (int half = 0; half < 2; half++) {
            int v = half ? them[j] : us[j];
            v = v < 0 ? 0 : v > NET_QA ? NET_QA : v;
            int w = net->output_weights[0][half][j];
            squared += (double)v * v * w / NET_QA;
            clipped += (int64_t)v * w;
        }
    }
    ck_assert_int_eq(net_output_sum(net, us, them, 0), clipped);
    net->activation = NET_SQUARED;
    int64_t output = net_output_sum(net, us, them, 0);
    ck_assert_msg(fabs((double)output - squared) <= 0.5, "%lld, not %.2f", (long long)output, squared);
    ck_assert_int_ne(output, clipped);
    test_free_net(net);
}
END_TEST

START_TEST(switched_off_is_the_hand_written_evaluator)
{
    TestPosition t = test_position("hammer", "2r3k1/5pp1/p3p2p/1p6/3b4/P4N2/1P3PPP/3R2K1 w - - 0 30");
    const ChessPosition *p = (const ChessPosition *)t.bytes;
    int with_net = t.game->evaluate(p);
    ck_assert_int_eq(with_net, chess_net_evaluate(chess_net_in_use(&VARIANT_HAMMER), p));
    t.game->use_trained_evaluation(false);
    ck_assert_ptr_null(chess_net_in_use(&VARIANT_HAMMER));
    int without = t.game->evaluate(p);
    t.game->use_trained_evaluation(true);
    ck_assert_int_ne(with_net, without);
    ck_assert_int_eq(t.game->evaluate(p), with_net);
    /* One switch serves the family: chess's turns every net off. */
    game_find("chess")->use_trained_evaluation(false);
    ck_assert_ptr_null(chess_net_in_use(&VARIANT_CHESS));
    ck_assert_ptr_null(chess_net_in_use(&VARIANT_HAMMER));
    ck_assert_int_eq(t.game->evaluate(p), without);
    game_find("chess")->use_trained_evaluation(true);
    ck_assert_ptr_nonnull(chess_net_in_use(&VARIANT_CHESS));
}
END_TEST

START_TEST(net_loaded_from_a_file)
{
    const char *path = "test_chess_nnue_loaded.nnue";
    TestPosition t = test_position("hammer", "2r3k1/5pp1/p3p2p/1p6/3b4/P4N2/1P3PPP/3R2K1 w - - 0 30");
    const ChessPosition *p = (const ChessPosition *)t.bytes;
    char error[GAME_ERROR_MAX];
    int built_in = t.game->evaluate(p);
    TestPosition chess =
        test_position("chess", "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQK2R w KQkq - 1 5");
    int chess_built_in = chess.game->evaluate(chess.bytes);
    /* Hammer given the Half-Court net's file scores as that net does; each
     * game loads into its own slot, so chess's net stays. */
    test_write_file(path, chess_net_halfcourt.file, chess_net_halfcourt.file_size);
    ck_assert(t.game->load_trained_evaluation(path, error));
    ck_assert_int_eq(chess.game->evaluate(chess.bytes), chess_built_in);
    int loaded = t.game->evaluate(p);
    ck_assert_int_ne(loaded, built_in);
    ck_assert_int_eq(loaded, chess_net_evaluate(chess_net_in_use(&VARIANT_HALFCOURT), p));
    /* A cut file, or none, is refused and the loaded net stays. */
    test_write_file(path, chess_net_halfcourt.file, 1000);
    ck_assert(!t.game->load_trained_evaluation(path, error));
    ck_assert_msg(strstr(error, "not 1000") != NULL, "%s", error);
    ck_assert(!t.game->load_trained_evaluation("no-such-dir/net.nnue", error));
    ck_assert_msg(strstr(error, "cannot open 'no-such-dir/net.nnue'") != NULL, "%s", error);
    ck_assert_int_eq(t.game->evaluate(p), loaded);
    ck_assert_int_eq(remove(path), 0);
    /* Loaded while the nets are off, the built-in net waits for the switch. */
    t.game->use_trained_evaluation(false);
    int hand_written = t.game->evaluate(p);
    ck_assert(t.game->load_trained_evaluation(NULL, error));
    ck_assert_ptr_null(chess_net_in_use(&VARIANT_HAMMER));
    ck_assert_int_eq(t.game->evaluate(p), hand_written);
    t.game->use_trained_evaluation(true);
    ck_assert_int_eq(t.game->evaluate(p), built_in);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("chess_nnue");
    TCase *tc = tcase_create("nnue");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, builtin_net_reads);
    tcase_add_test(tc, bad_net_files);
    tcase_add_test(tc, serialized_net_is_its_file);
    tcase_add_test(tc, output_buckets);
    tcase_add_test(tc, wider_net_reads_updates_and_scores);
    tcase_add_test(tc, squared_net_file);
    tcase_add_test(tc, squared_output_is_the_square);
    tcase_add_test(tc, applied_changes_equal_accumulated_inputs);
    tcase_add_test(tc, updates_equal_refresh_for_every_kind_of_move);
    tcase_add_test(tc, updates_equal_refresh_over_random_games);
    tcase_add_test(tc, score_without_accumulators);
    tcase_add_test(tc, trained_net_knows_material);
    tcase_add_test(tc, switched_off_is_the_hand_written_evaluator);
    tcase_add_test(tc, net_loaded_from_a_file);
    suite_add_tcase(s, tc);
    return test_run_suite(s);
}
