#include "chess_nnue_test_support.h"

#include <stdlib.h>
#include <string.h>

#include "tests/test_support.h"

void chess_test_accumulators_from_scratch(const Net *net, const ChessPosition *pos, ChessPosition *out)
{
    ChessPosition unknown = *pos;
    unknown.acc_net = NULL; /* a parent without accumulators: refresh */
    *out = *pos;
    chess_net_update(net, &unknown, out);
}

void chess_test_check_every_move(const Game *game, const Net *net, const ChessPosition *p)
{
    Move moves[GAME_MAX_MOVES];
    int n = game->generate(p, moves);
    for (int i = 0; i < n; i++) {
        ChessPosition next, fresh;
        game->make(p, moves[i], &next);
        chess_net_update(net, p, &next);
        ck_assert_ptr_eq(next.acc_net, net);
        chess_test_accumulators_from_scratch(net, &next, &fresh);
        for (int side = 0; side < 2; side++)
            ck_assert_mem_eq(next.accumulator[side], fresh.accumulator[side], (size_t)net->hidden * sizeof(int16_t));
    }
}

void chess_test_random_games(const char *game_name, const Net *net, int games, uint64_t seed)
{
    const Game *game = game_find(game_name);
    uint64_t random_state = seed;
    for (int g = 0; g < games; g++) {
        TestPosition t = test_start(game_name);
        ChessPosition p;
        chess_test_accumulators_from_scratch(net, (const ChessPosition *)t.bytes, &p);
        for (int ply = 0; ply < 200; ply++) {
            Move moves[GAME_MAX_MOVES];
            int n = game->generate(&p, moves);
            if (n == 0)
                break;
            chess_test_check_every_move(game, net, &p);
            ChessPosition next;
            game->make(&p, moves[test_next_random(&random_state) % (uint64_t)n], &next);
            chess_net_update(net, &p, &next);
            p = next;
        }
    }
}

unsigned char *chess_test_serialized(const Net *net, size_t *size)
{
    *size = NET_FILE_SIZE(net->inputs, net->hidden, net->buckets, net->king_buckets, net->activation);
    unsigned char *file = malloc(*size);
    ck_assert_ptr_nonnull(file);
    ck_assert_uint_eq(net_serialize(net, file), *size);
    return file;
}
