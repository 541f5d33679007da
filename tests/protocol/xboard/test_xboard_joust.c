/*
 * Joust Chess in XBoard's form (protocol/xboard/joust.c): every legal turn
 * is written as at most two legs, read back as the same turn (also in the
 * form XBoard forwards a Black move in, and in faceoff's own notation), and
 * shows on XBoard's board as its result unless it captures three pieces;
 * positions go to XBoard's letters and back.
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "protocol/xboard/joust.h"
#include "tests/test_support.h"

/* The legs faceoff sends XBoard for a turn. */
static void to_xboard(const TestPosition *p, Move m, char *out)
{
    char before[GAME_TEXT_MAX], own[GAME_TEXT_MAX], after[GAME_TEXT_MAX], extra[GAME_TEXT_MAX], stop[GAME_TEXT_MAX];
    TestPosition next = *p;
    snprintf(before, sizeof before, "%s", test_text(p));
    p->game->move_to_text(p->bytes, m, own);
    p->game->make(p->bytes, m, next.bytes);
    snprintf(after, sizeof after, "%s", test_text(&next));
    ck_assert_msg(xboard_joust.move_out(before, own, after, out, extra, stop), "%s: not carried", own);
    ck_assert_msg(!*extra && !*stop, "%s: a line after the move", own);
}

/* Reads a move from XBoard; false with the reason in error. */
static bool from_xboard(const TestPosition *p, const char *text, Move *m, char *error)
{
    char own[GAME_TEXT_MAX];
    return xboard_joust.move_in(p->game, p->bytes, text, own, error) &&
           p->game->text_to_move(p->bytes, own, m, error);
}

/* The FEN of the setup line faceoff sends for a position text. */
static void xboard_fen(const char *text, char *out)
{
    char line[GAME_TEXT_MAX];
    xboard_joust.setup_line(text, line);
    const char *prefix = "setup (" XBOARD_JOUST_PIECE_TO_CHAR ") 8x8+0_fairy ";
    ck_assert_msg(!strncmp(line, prefix, strlen(prefix)), "setup line %s", line);
    snprintf(out, GAME_TEXT_MAX, "%s", line + strlen(prefix));
}

/* The board field of a position text. */
static void board_field(const char *text, char *out)
{
    snprintf(out, GAME_TEXT_MAX, "%s", text);
    out[strcspn(out, " ")] = '\0';
}

static int pieces_of(const char *board, bool white)
{
    int n = 0;
    for (const char *s = board; *s; s++)
        n += isalpha((unsigned char)*s) && (isupper((unsigned char)*s) != 0) == white;
    return n;
}

/* Whether a square (a1 = 0) is empty on a Joust board field. */
static bool square_empty(const char *board, int square)
{
    int rank = 7, file = 0;
    for (const char *s = board; *s; s++) {
        if (*s == '/') {
            rank--, file = 0;
        } else if (isdigit((unsigned char)*s)) {
            if (rank * 8 + file <= square && square < rank * 8 + file + (*s - '0'))
                return true;
            file += *s - '0';
        } else {
            if (rank * 8 + file == square)
                return false;
            file++, s++; /* the orientation character */
        }
    }
    return false;
}

/* The text XBoard 4.9.1 forwards a Black move "FK,KT" with an empty K in
 * (seen under Xvfb): "FT,KX", X next to T on its rank, to the right if F
 * is right of K, else to the left. */
static bool forwarded_form(const char *text, char *out)
{
    if (strlen(text) < 9 || text[4] != ',')
        return false;
    snprintf(out, GAME_TEXT_MAX, "%c%c%c%c,%c%c%c%c", text[0], text[1], text[7], text[8], text[2], text[3],
             text[7] + (text[0] > text[2] ? 1 : -1), text[8]);
    return true;
}

typedef struct {
    int turns, inexact, forwarded;
} Counts;

/* Checks every legal turn of a position. */
static void check_position(const TestPosition *p, Counts *counts)
{
    const Game *g = p->game;
    Move moves[GAME_MAX_MOVES];
    int n = g->generate(p->bytes, moves);
    char before[GAME_TEXT_MAX];
    board_field(test_text(p), before);
    bool black = g->side_to_move(p->bytes) == 1;
    for (int i = 0; i < n; i++) {
        char text[GAME_TEXT_MAX], own[GAME_TEXT_MAX], error[GAME_ERROR_MAX], shown[GAME_TEXT_MAX],
            forwarded[GAME_TEXT_MAX];
        Move back;
        to_xboard(p, moves[i], text);
        g->move_to_text(p->bytes, moves[i], own);
        size_t length = strlen(text);
        ck_assert_msg(length == 4 || length == 9 || length == 10, "%s: %s is not one or two legs", own, text);
        ck_assert_msg(length > 4 || strncmp(text, text + 2, 2), "%s: %s moves to its own square", own, text);
        ck_assert_msg(from_xboard(p, text, &back, error) && back == moves[i],
                      "%s written %s reads back as another turn in %s", own, text, test_text(p));
        ck_assert_msg(from_xboard(p, own, &back, error) && back == moves[i], "%s: faceoff's own text not read", own);
        /* XBoard forwards a Black move whose first leg ends on an empty square without its letter. */
        int k = length > 4 ? (text[3] - '1') * 8 + (text[2] - 'a') : -1;
        if (black && k >= 0 && square_empty(before, k) && forwarded_form(text, forwarded)) {
            Move via;
            ck_assert_msg(from_xboard(p, forwarded, &via, error) && via == moves[i],
                          "%s sent as %s, forwarded as %s, is not read back", own, text, forwarded);
            counts->forwarded++;
        }
        /* XBoard's board after the text against the turn's result. */
        TestPosition after = *p;
        g->make(p->bytes, moves[i], after.bytes);
        char result[GAME_TEXT_MAX];
        board_field(test_text(&after), result);
        ck_assert_msg(xboard_joust_apply(test_text(p), text, shown), "%s: XBoard cannot apply %s", own, text);
        counts->turns++;
        if (strcmp(shown, result)) {
            counts->inexact++;
            int taken = pieces_of(before, black) - pieces_of(result, black);
            ck_assert_msg(taken == 3 && pieces_of(shown, black) == pieces_of(result, black) + 1,
                          "%s written %s shows %s on XBoard, not %s", own, text, shown, result);
        }
    }
}

/* A capture-loving random game from the position, checking every 5th ply. */
static void check_game(TestPosition p, uint64_t seed, int plies, Counts *counts)
{
    const Game *g = p.game;
    for (int ply = 0; ply < plies; ply++) {
        if (ply % 5 == 0)
            check_position(&p, counts);
        Move moves[GAME_MAX_MOVES];
        int n = g->generate(p.bytes, moves);
        if (n == 0 || g->result(p.bytes).outcome != OUTCOME_NONE)
            return;
        seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
        int pick = (int)((seed >> 33) % (uint64_t)n);
        for (int i = 0; i < n; i++) /* the first capture from the pick on, if any */
            if (g->move_order_hint(p.bytes, moves[(pick + i) % n]) > 0) {
                pick = (pick + i) % n;
                break;
            }
        TestPosition next = p;
        g->make(p.bytes, moves[pick], next.bytes);
        p = next;
    }
}

START_TEST(every_turn_round_trips)
{
    TestDataLine lines[32];
    int count = test_read_data("perft/joust_perft.txt", lines, 32);
    Counts counts = {0};
    for (int i = 0; i < count; i++) {
        TestPosition p = test_position("joust", lines[i].text);
        check_position(&p, &counts);
    }
    for (uint64_t seed = 1; seed <= 3; seed++)
        check_game(test_start("joust"), seed, 60, &counts);
    /* Three-piece captures exist and are the only turns XBoard shows wrongly. */
    ck_assert_int_gt(counts.inexact, 0);
    ck_assert_int_lt(counts.inexact, counts.turns / 50);
    ck_assert_int_gt(counts.forwarded, 100);
    printf("xboard joust: %d turns, %d forwarded forms read, %d shown with a piece left over\n", counts.turns,
           counts.forwarded, counts.inexact);
}
END_TEST

START_TEST(special_turns)
{
    TestPosition p = test_start("joust");
    const Game *g = p.game;
    char text[GAME_TEXT_MAX], error[GAME_ERROR_MAX];
    Move m;
    /* The null turn: out and back through an empty square; @@@@ reads as it. */
    ck_assert(g->text_to_move(p.bytes, "b1d3b1", &m, error));
    to_xboard(&p, m, text);
    ck_assert_str_eq(text, "b1d3,d3b1");
    Move pass;
    ck_assert(from_xboard(&p, "@@@@", &pass, error));
    ck_assert(pass == m);
    /* A slide: one leg. A slide and a rotation: the new type after a leg to the end itself. */
    ck_assert(g->text_to_move(p.bytes, "e2e4", &m, error));
    to_xboard(&p, m, text);
    ck_assert_str_eq(text, "e2e4");
    ck_assert(g->text_to_move(p.bytes, "e2e4=6", &m, error));
    to_xboard(&p, m, text);
    ck_assert_str_eq(text, "e2e4,e4e4w"); /* W: the pawn with pips E and W */
    /* A rotation in place: out to the nearest empty square and back. */
    test_play(&p, "e2e4");
    test_play(&p, "e7e5");
    ck_assert(g->text_to_move(p.bytes, "e1=x", &m, error));
    to_xboard(&p, m, text);
    ck_assert_str_eq(text, "e1e2,e2e1i"); /* I: the king with diagonal pips */
    /* Refusals. */
    ck_assert(!from_xboard(&p, "e1e2,e2e1,e1e2", &m, error));
    ck_assert_str_eq(error, "no legal turn is written so in XBoard's form");
    ck_assert(!from_xboard(&p, "a2b3", &m, error)); /* faceoff's own reason */
    ck_assert(strstr(error, "pip"));
    /* In check there is no null turn. */
    TestPosition net = test_position("joust", "8/8/5k+2/8/3W94/2Kx5/8/8 b 0 1");
    ck_assert(!from_xboard(&net, "@@@@", &m, error));
}
END_TEST

START_TEST(positions_both_ways)
{
    char fen[GAME_TEXT_MAX], back[GAME_TEXT_MAX], error[GAME_ERROR_MAX];
    TestPosition p = test_start("joust");
    xboard_fen(test_text(&p), fen);
    ck_assert_str_eq(fen, "tyurjuov/zzzzzzzz/8/8/8/8/ZZZZZZZZ/HGNRJNCE w - - 0 1");
    ck_assert(xboard_joust.board_in(fen, back, error));
    ck_assert_str_eq(back, test_text(&p));
    /* Every piece type in every orientation, both colours. */
    const char *all = "p8p9p6p3w8w9w6w3/w2w1w4w7h8h9h6h3/h2h1h4h7q+qxk+1/8/8/"
                      "P8P9P6P3W8W9W6W3/W2W1W4W7H8H9H6H3/H2H1H4H7Q+QxK+1 b 7 31";
    xboard_fen(all, fen);
    ck_assert_str_eq(fen, "zfwlnhkt/uvseacmo/dyqgrbj1/8/8/ZFWLNHKT/UVSEACMO/DYQGRBJ1 b - - 7 31");
    ck_assert(xboard_joust.board_in(fen, back, error));
    ck_assert_str_eq(back, all);
    /* The diagonal king is its own type. */
    xboard_fen("4kx3/8/8/8/8/8/8/4Kx3 w 0 1", fen);
    ck_assert_str_eq(fen, "4i3/8/8/8/8/8/8/4I3 w - - 0 1");
    /* Faceoff's own text is left to the game (no error); errors name the fault. */
    ck_assert(!xboard_joust.board_in(test_text(&p), back, error));
    ck_assert_str_eq(error, "");
    ck_assert(!xboard_joust.board_in("tyurjuov/zzzzzzzz/8/8/8/8/ZZZZZZZZ/HGNRJNCX w - - 0 1", back, error));
    ck_assert_str_eq(error, "unknown piece letter 'X' in the FEN (pieces: " XBOARD_JOUST_PIECE_TO_CHAR ")");
    ck_assert(!xboard_joust.board_in("tyurjuov/zzzzzzzzz/8/8/8/8/ZZZZZZZZ/HGNRJNCE w - - 0 1", back, error));
    ck_assert_str_eq(error, "rank 7 of the FEN holds more than 8 squares");
    ck_assert(!xboard_joust.board_in("tyurjuov/8/8/8/8/ZZZZZZZZ/HGNRJNCE w - - 0 1", back, error));
    ck_assert_str_eq(error, "the FEN needs 8 ranks of 8 squares");
    ck_assert(!xboard_joust.board_in("tyurjuov/8/8/8/8/8/8/ZZZZZZZZ/HGNRJNCE w - - 0 1", back, error));
    ck_assert_str_eq(error, "the FEN needs 8 ranks of 8 squares");
    ck_assert(!xboard_joust.board_in("tyurjuov/8/8/8/7/8/ZZZZZZZZ/HGNRJNCE w - - 0 1", back, error));
    ck_assert_str_eq(error, "rank 4 of the FEN does not hold 8 squares");
}
END_TEST

int main(void)
{
    Suite *s = suite_create("xboard_joust");
    TCase *t = tcase_create("xboard_joust");
    tcase_set_timeout(t, 300);
    tcase_add_test(t, every_turn_round_trips);
    tcase_add_test(t, special_turns);
    tcase_add_test(t, positions_both_ways);
    suite_add_tcase(s, t);
    SRunner *r = srunner_create(s);
    srunner_run_all(r, CK_NORMAL);
    int failed = srunner_ntests_failed(r);
    srunner_free(r);
    return failed ? 1 : 0;
}
