/*
 * SAN for the chess family (Game.move_to_san, legalmoves' san field):
 * known texts, and on random games of Chess, Hammer and Half-Court every
 * legal move's SAN reads back, as SAN's reader takes it first, as that
 * move, and a piece's SAN as that move alone.
 */
#include <string.h>

#include "tests/test_support.h"

static void assert_san(const char *game, const char *fen, const char *move, const char *want)
{
    TestPosition p = test_position(game, fen);
    Move m;
    char error[GAME_ERROR_MAX], san[GAME_TEXT_MAX];
    ck_assert_msg(p.game->text_to_move(p.bytes, move, &m, error), "%s: %s", move, error);
    game_move_san(p.game, p.bytes, m, san);
    ck_assert_str_eq(san, want);
}

START_TEST(known_texts)
{
    const char *start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    assert_san("chess", start, "g1f3", "Nf3");
    assert_san("chess", start, "e2e4", "e4");
    assert_san("chess", "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "e4d5", "exd5");
    assert_san("chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1", "O-O");
    assert_san("chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1c1", "O-O-O");
    assert_san("chess", "7k/4P3/8/8/8/8/8/K7 w - - 0 1", "e7e8q", "e8=Q+");
    assert_san("chess", "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2", "d8h4", "Qh4#");
    /* Two knights reach d2: the file says which. */
    assert_san("chess", "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "b1d2", "Nbd2");
    /* Two rooks on one file reach a4: the rank says which. */
    assert_san("chess", "4k3/R7/8/8/8/8/R7/4K3 w - - 0 1", "a2a4", "R2a4");
    assert_san("chess", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", "exd6");
    /* Hammer: the knight's (1,3) leap, a two-square pawn capture. */
    assert_san("hammer", "4k3/8/8/8/8/8/8/4KN2 w - - 0 1", "f1g4", "Ng4");
    assert_san("hammer", "4k3/8/8/2p5/8/4P3/8/4K3 w - - 0 1", "e3c5", "exc5");
    /* The games without SAN give their canonical text. */
    TestPosition j = test_start("joust");
    Move moves[GAME_MAX_MOVES];
    int n = j.game->generate(j.bytes, moves);
    ck_assert_int_gt(n, 0);
    char san[GAME_TEXT_MAX], text[GAME_TEXT_MAX];
    game_move_san(j.game, j.bytes, moves[0], san);
    j.game->move_to_text(j.bytes, moves[0], text);
    ck_assert_str_eq(san, text);
}
END_TEST

/* Every move of random games: its SAN's first reading is the move. */
static void check_random_games(const char *game, uint64_t seed)
{
    uint64_t random = seed;
    int checked = 0;
    for (int g = 0; g < 20; g++) {
        TestPosition p = test_start(game);
        for (int ply = 0; ply < 120; ply++) {
            Move moves[GAME_MAX_MOVES], read[GAME_MAX_MOVES];
            int n = p.game->generate(p.bytes, moves);
            if (n == 0)
                break;
            for (int i = 0; i < n; i++) {
                char san[GAME_TEXT_MAX], error[GAME_ERROR_MAX];
                game_move_san(p.game, p.bytes, moves[i], san);
                int found = p.game->text_to_moves(p.bytes, san, read, error);
                ck_assert_msg(found >= 1 && read[0] == moves[i], "%s: %s in %s reads as another move (%d)", game,
                              san, test_text(&p), found);
                ck_assert_msg(found == 1 || (san[0] >= 'a' && san[0] <= 'h'), "%s: %s in %s is ambiguous", game,
                              san, test_text(&p));
                checked++;
            }
            TestPosition next = {.game = p.game};
            p.game->make(p.bytes, moves[test_next_random(&random) % (uint64_t)n], next.bytes);
            p = next;
        }
    }
    ck_assert_int_gt(checked, 10000);
}

START_TEST(random_games_read_back)
{
    check_random_games("chess", 1);
    check_random_games("hammer", 2);
    check_random_games("halfcourt", 3);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("san");
    TCase *tc = tcase_create("san");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, known_texts);
    tcase_add_test(tc, random_games_read_back);
    suite_add_tcase(s, tc);
    return test_run_suite(s);
}
