/*
 * Hammer move texts where two pawn moves reach one square (a forward move
 * and a sideways step, or a step and a two-square capture): faceoff's own
 * text of every move reads back as that move alone; SAN that leaves the
 * pawn open has two readings, SAN's own first; XBoard's SAN of two-leg
 * moves ("h4xf5-f6", "de3-e3") reads as the move it stands for.
 */
#include <stdio.h>
#include <string.h>

#include "tests/test_support.h"

#define GAME "hammer"
#define MAX_POSITIONS 64

/* The letter on a square ("e5") of a position text's board. */
static char piece_on(const char *text, const char *square)
{
    int rank = 7, file = 0;
    for (const char *c = text; *c && *c != ' '; c++) {
        if (*c == '/')
            rank--, file = 0;
        else if (*c >= '1' && *c <= '8')
            file += *c - '0';
        else if (file++ == square[0] - 'a' && rank == square[1] - '1')
            return *c;
    }
    return '.';
}

/* Checks every move text of a position; true if it is one where two pawn
 * moves from different squares end on one square. */
static bool check_texts(const TestPosition *p)
{
    static char texts[GAME_MAX_MOVES][GAME_TEXT_MAX];
    Move moves[GAME_MAX_MOVES];
    char board[GAME_TEXT_MAX];
    int n = p->game->generate(p->bytes, moves), pawn_moves = 0;
    snprintf(board, sizeof board, "%s", test_text(p));
    for (int i = 0; i < n; i++) {
        p->game->move_to_text(p->bytes, moves[i], texts[pawn_moves]);
        if (piece_on(board, texts[pawn_moves]) == 'P' || piece_on(board, texts[pawn_moves]) == 'p')
            pawn_moves++;
    }
    bool shared = false;
    for (int i = 0; i < pawn_moves; i++)
        for (int j = i + 1; j < pawn_moves; j++)
            shared |= !strncmp(texts[i] + 2, texts[j] + 2, 2) && strncmp(texts[i], texts[j], 2);
    if (!shared)
        return false;
    for (int i = 0; i < n; i++) {
        char text[GAME_TEXT_MAX], error[GAME_ERROR_MAX];
        Move back, readings[GAME_MAX_MOVES];
        p->game->move_to_text(p->bytes, moves[i], text);
        ck_assert_msg(p->game->text_to_move(p->bytes, text, &back, error) && back == moves[i], "%s in %s: %s", text,
                      board, error);
        ck_assert_int_eq(p->game->text_to_moves(p->bytes, text, readings, error), 1);
    }
    return true;
}

/* The positions of tests/perft/hammer_positions.txt and of seeded random
 * games from the start. */
START_TEST(own_texts_are_never_ambiguous)
{
    static TestDataLine lines[MAX_POSITIONS];
    int count = test_read_data("perft/hammer_positions.txt", lines, MAX_POSITIONS), shared = 0;
    for (int i = 0; i < count; i++) {
        TestPosition p = test_position(GAME, lines[i].text);
        shared += check_texts(&p);
    }
    uint64_t seed = 22;
    for (int game = 0; game < 40; game++) {
        TestPosition p = test_start(GAME);
        for (int ply = 0; ply < 80; ply++) {
            Move moves[GAME_MAX_MOVES];
            int n = p.game->generate(p.bytes, moves);
            if (n == 0)
                break;
            shared += check_texts(&p);
            unsigned char next[sizeof p.bytes];
            p.game->make(p.bytes, moves[test_next_random(&seed) % (uint64_t)n], next);
            memcpy(p.bytes, next, sizeof next);
        }
    }
    ck_assert_int_ge(shared, 1000); /* 2,533: such positions are common */
}
END_TEST

/* "f5" after f7-f5's alternatives: f7f5 and the sideways e5f5 */
START_TEST(pawn_san_without_file_has_two_readings)
{
    TestPosition p = test_position(GAME, "4k3/5p2/8/4p3/8/8/8/4K3 b - - 0 1");
    Move m, readings[GAME_MAX_MOVES];
    char error[GAME_ERROR_MAX], text[GAME_TEXT_MAX];
    ck_assert(!p.game->text_to_move(p.bytes, "f5", &m, error));
    ck_assert_str_eq(error, "ambiguous move");
    ck_assert_int_eq(p.game->text_to_moves(p.bytes, "f5", readings, error), 2);
    p.game->move_to_text(p.bytes, readings[0], text);
    ck_assert_str_eq(text, "f7f5"); /* SAN's reading first */
    p.game->move_to_text(p.bytes, readings[1], text);
    ck_assert_str_eq(text, "e5f5");
    ck_assert(p.game->text_to_move(p.bytes, "ef5", &m, error)); /* as XBoard writes the sideways step */
    p.game->move_to_text(p.bytes, m, text);
    ck_assert_str_eq(text, "e5f5");
    ck_assert_int_eq(p.game->text_to_moves(p.bytes, "f4", readings, error), 0);
    ck_assert_str_eq(error, "no legal move matches");
}
END_TEST

static void assert_reads_as(const char *fen, const char *text, const char *expected)
{
    TestPosition p = test_position(GAME, fen);
    Move m;
    char error[GAME_ERROR_MAX] = "", own[GAME_TEXT_MAX];
    ck_assert_msg(p.game->text_to_move(p.bytes, text, &m, error), "%s refused: %s", text, error);
    p.game->move_to_text(p.bytes, m, own);
    ck_assert_str_eq(own, expected);
}

static void assert_refused(const char *fen, const char *text)
{
    TestPosition p = test_position(GAME, fen);
    Move m;
    char error[GAME_ERROR_MAX];
    ck_assert_msg(!p.game->text_to_move(p.bytes, text, &m, error), "%s accepted", text);
}

/* As XBoard 4.9.1 wrote them in tests/gui/hammer-xboard-game.pgn */
START_TEST(xboard_two_leg_san)
{
    const char *white_ep = "8/k7/8/p3pp2/4N2P/3p3R/2P4K/1q6 w - f6 0 3";
    assert_reads_as(white_ep, "h4xf5-f6", "h4f6");
    assert_reads_as(white_ep, "h4f5-f6", "h4f6");
    assert_refused(white_ep, "h4xg5-f6"); /* the middle square is no pawn taken */
    assert_refused(white_ep, "h4xf5-f7");
    assert_reads_as("8/k7/6P1/p3p3/2P1N3/3p3R/7K/1q6 b - c3 0 4", "a5xc4-c3", "a5c3");
    const char *sideways = "8/k7/6P1/4p3/4N3/2pp3R/7K/1q6 b - - 0 5";
    assert_reads_as(sideways, "de3-e3", "d3e3");
    assert_reads_as(sideways, "d3e3-e3", "d3e3");
    assert_refused(sideways, "de3-e2");
    /* long algebraic with a dash still reads as before */
    assert_reads_as(sideways, "Ka7-b7", "a7b7");
    assert_reads_as(sideways, "d3-e3", "d3e3");
}
END_TEST

int main(void)
{
    Suite *s = suite_create("hammer_notation");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, own_texts_are_never_ambiguous);
    tcase_add_test(tc, pawn_san_without_file_has_two_readings);
    tcase_add_test(tc, xboard_two_leg_san);
    suite_add_tcase(s, tc);
    return test_run_suite(s);
}
