/*
 * The chess family's nets with king buckets (movegen/chess/nnue.h): their
 * file reads and writes back, each side's view (bucket and files turned
 * over) follows its own king's square, the accumulators kept move by move
 * equal those from scratch (a side refreshed when its king changes view),
 * and a side with its king on the right half sees the board as its twin
 * with the files turned over.
 */
#include <stdlib.h>
#include <string.h>

#include "movegen/chess/game.h"
#include "movegen/chess/nnue.h"
#include "tests/movegen/chess/chess_nnue_test_support.h"
#include "tests/test_support.h"

/* A net with king_buckets sets of inputs made of the built-in chess net:
 * each set its weights moved by a pattern of its own, so that a set taken
 * for another shows in the accumulators and the score. */
static Net *king_bucket_net(int king_buckets)
{
    chess_nets_enable(true);
    const Net *base = chess_net_in_use(&VARIANT_CHESS);
    ck_assert_ptr_nonnull(base);
    ck_assert_int_eq(base->king_buckets, 1);
    Net *net = test_new_net(CHESS_NET_INPUTS);
    int16_t *weights = net->input_weights;
    *net = *base;
    net->input_weights = weights;
    net->king_bucket_room = NET_MAX_KING_BUCKETS;
    net->king_buckets = king_buckets;
    const size_t rows = CHESS_NET_INPUTS, hidden = (size_t)base->hidden;
    for (size_t k = 0; k < (size_t)king_buckets; k++)
        for (size_t i = 0; i < rows; i++)
            for (size_t j = 0; j < hidden; j++)
                weights[(k * rows + i) * hidden + j] =
                    (int16_t)(base->input_weights[i * hidden + j] + (int)(k + 1) * ((int)((i + 3 * j) % 7) - 3));
    return net;
}

START_TEST(king_bucket_file_reads_and_writes_back)
{
    Net *net = king_bucket_net(NET_MAX_KING_BUCKETS);
    size_t size;
    unsigned char *file = chess_test_serialized(net, &size);
    ck_assert_mem_eq(file, NET_MAGIC_KING_BUCKETS, 8);
    ck_assert_uint_eq(size, NET_FILE_SIZE(CHESS_NET_INPUTS, net->hidden, net->buckets, NET_MAX_KING_BUCKETS, NET_CLIPPED));
    Net *read = test_new_net(CHESS_NET_INPUTS);
    char error[160];
    ck_assert_msg(net_parse(file, size, read, error, sizeof error), "%s", error);
    ck_assert_int_eq(read->king_buckets, NET_MAX_KING_BUCKETS);
    size_t again_size;
    unsigned char *again = chess_test_serialized(read, &again_size);
    ck_assert_uint_eq(again_size, size);
    ck_assert_mem_eq(again, file, size);
    /* Three king buckets, one in a header made for more, a game whose nets
     * have none, a cut file. */
    file[20] = 3;
    ck_assert(!net_parse(file, size, read, error, sizeof error));
    ck_assert_msg(strstr(error, "3 king buckets") != NULL, "%s", error);
    file[20] = 1;
    ck_assert(!net_parse(file, size, read, error, sizeof error));
    ck_assert_msg(strstr(error, "1 king buckets; this game's nets have none (FONNUE02), 2 or 4 (FONNUE03)") != NULL,
                  "%s", error);
    file[20] = NET_MAX_KING_BUCKETS;
    read->king_bucket_room = 1;
    ck_assert(!net_parse(file, size, read, error, sizeof error));
    ck_assert_msg(strstr(error, "nets have none") != NULL, "%s", error);
    read->king_bucket_room = NET_MAX_KING_BUCKETS;
    ck_assert(!net_parse(file, size - 2, read, error, sizeof error));
    ck_assert_msg(strstr(error, "bytes") != NULL, "%s", error);
    ck_assert(net_parse(file, size, read, error, sizeof error));
    free(again);
    free(file);
    test_free_net(read);
    test_free_net(net);
}
END_TEST

/* Each side's view of its king's square: the bucket x 2, plus 1 with the
 * files turned over. */
START_TEST(king_views)
{
    static const struct {
        const ChessVariant *variant;
        int side, king_buckets;
        const char *square;
        int view;
    } cases[] = {
        {&VARIANT_CHESS, WHITE, 1, "g1", 0},
        {&VARIANT_CHESS, WHITE, 4, "e1", 1 * 2 + 1},
        {&VARIANT_CHESS, WHITE, 4, "g1", 0 * 2 + 1},
        {&VARIANT_CHESS, WHITE, 4, "c1", 1 * 2},
        {&VARIANT_CHESS, WHITE, 4, "b1", 0},
        {&VARIANT_CHESS, WHITE, 4, "d1", 1 * 2},
        {&VARIANT_CHESS, WHITE, 4, "e3", 2 * 2 + 1},
        {&VARIANT_CHESS, WHITE, 4, "d4", 3 * 2},
        {&VARIANT_CHESS, BLACK, 4, "e8", 1 * 2 + 1},
        {&VARIANT_CHESS, BLACK, 4, "b7", 2 * 2},
        {&VARIANT_CHESS, BLACK, 4, "h1", 3 * 2 + 1},
        {&VARIANT_CHESS, WHITE, 2, "g1", 1},
        {&VARIANT_CHESS, WHITE, 2, "a2", 2},
        {&VARIANT_CHESS, BLACK, 2, "e8", 1},
        {&VARIANT_HALFCOURT, WHITE, 4, "c1", 1 * 2},
        {&VARIANT_HALFCOURT, WHITE, 4, "d1", 0 * 2 + 1},
        {&VARIANT_HALFCOURT, BLACK, 4, "e5", 0 * 2 + 1},
        {&VARIANT_HALFCOURT, BLACK, 4, "c3", 2 * 2},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        int sq = make_square(cases[i].square[0] - 'a', cases[i].square[1] - '1');
        ck_assert_msg(chess_net_king_view(cases[i].variant, cases[i].side, sq, cases[i].king_buckets) == cases[i].view,
                      "case %zu: %s", i, cases[i].square);
    }
    ck_assert_int_eq(chess_net_king_view(&VARIANT_CHESS, WHITE, -1, 4), 0); /* no king */
}
END_TEST

/* Castling both ways, kings crossing between the d and e files and between
 * buckets, captures by kings, en passant, promotions, Hammer and
 * Half-Court; then random chess games. */
START_TEST(updates_equal_refresh_with_king_buckets)
{
    static const char *const cases[][2] = {
        {"chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"},
        {"chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQkq - 0 1"},
        {"chess", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"},
        {"chess", "8/8/2k5/3p4/8/4K3/8/8 w - - 0 1"},
        {"chess", "8/8/8/2K5/8/4k3/8/8 b - - 0 1"},
        {"chess", "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1"},
        {"chess", "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"},
        {"hammer", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/Pp2P3/2N2Q1p/1PPBBPPP/R3K2R b KQkq a3 0 1"},
        {"halfcourt", "nkrbq/p1ppp/1p3/PPP1P/BNKQR w Ec - 0 3"},
    };
    for (int king_buckets = 2; king_buckets <= NET_MAX_KING_BUCKETS; king_buckets *= 2) {
        Net *net = king_bucket_net(king_buckets);
        for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
            TestPosition t = test_position(cases[i][0], cases[i][1]);
            ChessPosition p;
            chess_test_accumulators_from_scratch(net, (const ChessPosition *)t.bytes, &p);
            chess_test_check_every_move(t.game, net, &p);
        }
        chess_test_random_games("chess", net, 10, 5);
        test_free_net(net);
    }
}
END_TEST

/* fen (no castling rights, no en passant square) with its files turned
 * over, into out. */
static void turn_files(const char *fen, char *out)
{
    size_t board = strcspn(fen, " ");
    for (size_t start = 0; start < board;) {
        size_t end = start + strcspn(fen + start, "/ ");
        for (size_t k = end; k > start; k--)
            *out++ = fen[k - 1];
        if (end < board)
            *out++ = '/';
        start = end + 1;
    }
    strcpy(out, fen + board);
}

/* With king buckets every side's king is on the left half of the board it
 * sees, so a position and its twin with the files turned over score the
 * same; without them they do not. */
START_TEST(king_buckets_see_the_files_turned)
{
    static const char *const fens[] = {
        "r4rk1/pp3ppp/2n1b3/2bp4/8/2N1BN2/PPP2PPP/R4RK1 w - - 0 12",
        "6k1/5ppp/8/8/8/8/5PPP/3R2K1 b - - 0 40",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "2kr3r/ppp2ppp/2n5/8/8/2N5/PPP2PPP/2KR3R w - - 0 15",
        "8/8/2k5/3p4/8/4K3/8/8 w - - 0 1",
    };
    chess_nets_enable(true);
    const Net *plain = chess_net_in_use(&VARIANT_CHESS);
    int plain_differs = 0;
    for (int king_buckets = 2; king_buckets <= NET_MAX_KING_BUCKETS; king_buckets *= 2) {
        Net *net = king_bucket_net(king_buckets);
        for (size_t i = 0; i < sizeof fens / sizeof fens[0]; i++) {
            char turned[128];
            turn_files(fens[i], turned);
            TestPosition a = test_position("chess", fens[i]), b = test_position("chess", turned);
            const ChessPosition *pa = (const ChessPosition *)a.bytes, *pb = (const ChessPosition *)b.bytes;
            ck_assert_msg(chess_net_evaluate(net, pa) == chess_net_evaluate(net, pb), "%s / %s", fens[i], turned);
            plain_differs += chess_net_evaluate(plain, pa) != chess_net_evaluate(plain, pb);
        }
        test_free_net(net);
    }
    ck_assert_int_ge(plain_differs, 6);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("chess_king_buckets");
    TCase *tc = tcase_create("king_buckets");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, king_bucket_file_reads_and_writes_back);
    tcase_add_test(tc, king_views);
    tcase_add_test(tc, updates_equal_refresh_with_king_buckets);
    tcase_add_test(tc, king_buckets_see_the_files_turned);
    suite_add_tcase(s, tc);
    return test_run_suite(s);
}
