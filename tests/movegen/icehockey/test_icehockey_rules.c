/*
 * Ice Hockey Chess rules, one test per rule of the seed and RULINGS.md,
 * each from a hand-built position (text format: docs/rules/icehockey.md).
 */
#include <stdio.h>
#include <string.h>

#include "tests/test_support.h"

#define GAME "icehockey"
#define START "4k3/1r4r1/8/2bq1b2/8/2BQ1B2/1R4R1/4K3 w d3 0-0 1 20 1 -"
/* After White scores: Black on offence (queen d6 with the puck), White on defence. */
#define BLACK_OFFENCE "4k3/1r4r1/2bq1b2/8/2BQ1B2/8/1R4R1/4K3 b d6"
/* White on offence, Black on defence: the start's board. */
#define START_BOARD "4k3/1r4r1/8/2bq1b2/8/2BQ1B2/1R4R1/4K3 w d3"
/* A lone white queen, Black's king off every shooting line. */
#define QUEEN_AT(board, sq) board " w " sq " 0-0 1 10 1 -"

static TestPosition after(const char *position, const char *move)
{
    TestPosition p = test_position(GAME, position);
    test_play(&p, move);
    return p;
}

static void assert_after(const char *position, const char *move, const char *expected)
{
    TestPosition p = after(position, move);
    ck_assert_str_eq(test_text(&p), expected);
}

static void assert_refused(const char *position, const char *move, const char *reason)
{
    TestPosition p = test_position(GAME, position);
    Move m;
    char error[GAME_ERROR_MAX] = "";
    ck_assert_msg(!p.game->text_to_move(p.bytes, move, &m, error), "'%s' accepted in '%s'", move, position);
    ck_assert_msg(strstr(error, reason) != NULL, "'%s' refused for '%s', expected '%s'", move, error, reason);
}

/* Checks (moves with 'x') without the king's extra step: one per landing. */
static int count_checks(const TestPosition *p)
{
    Move moves[GAME_MAX_MOVES];
    int n = p->game->generate(p->bytes, moves), checks = 0;
    for (int i = 0; i < n; i++) {
        char text[GAME_TEXT_MAX];
        p->game->move_to_text(p->bytes, moves[i], text);
        checks += strchr(text, 'x') != NULL && strchr(text, 'K') == NULL;
    }
    return checks;
}

START_TEST(start_position)
{
    TestPosition p = test_start(GAME);
    ck_assert_str_eq(test_text(&p), START);
    GameOptions opts;
    game_default_options(p.game, &opts);
    opts.values[0] = 1;
    char error[GAME_ERROR_MAX];
    ck_assert(p.game->set_start(p.bytes, &opts, error));
    ck_assert_str_eq(test_text(&p), START " q3");
}
END_TEST

START_TEST(creases_and_nets)
{
    assert_refused(START, "b2-c2", "crease"); /* no skater stops in a crease */
    assert_after("k7/8/8/8/8/8/R7/4K3 w a2 0-0 1 10 1 -", "a2-h2", /* but it skates through one */
                 "k7/8/8/8/8/8/7R/4K3 b h2 0-0 1 10 2 -");
    TestPosition p = test_position(GAME, START);
    ck_assert(test_has_move(&p, "e1-d1")); /* a king in its own crease */
    assert_refused("k7/8/4K3/8/8/8/8/8 w a8 0-0 1 10 1 -", "e6-e7", "crease"); /* not in the other one */
    assert_refused(START, "d3-d0", "d0 is a net: only the puck goes there");                         /* nets are for the puck */
    char error[GAME_ERROR_MAX];
    ck_assert(!p.game->set_text(p.bytes, "4k3/8/8/8/8/8/2R5/4K3 w c2 0-0 1 10 1 -", error));
    ck_assert(strstr(error, "crease"));
}
END_TEST

START_TEST(seed_check_example)
{
    /* The seed: a piece checking on b5 may go to a4 by way of a5, or to d5 by way of c5. */
    TestPosition p = test_position(GAME, "4k3/8/8/1b6/8/8/8/1R2K3 w b5 0-0 1 10 1 -");
    ck_assert(test_has_move(&p, "b1xb5-a4"));
    ck_assert(test_has_move(&p, "b1xb5-d5"));
    ck_assert(!test_has_move(&p, "b1xb5-a5")); /* the sideways square is never the landing */
    ck_assert(!test_has_move(&p, "b1xb5-e5")); /* two files away: not adjacent to a5 or c5 */
    ck_assert_int_eq(count_checks(&p), 9);     /* a4 a6 b4 b6 c4 c6 d4 d5 d6 */
    /* The checker may land where it started, the square being empty by then. */
    p = test_position(GAME, "4k3/8/8/1b6/1R6/8/8/4K3 w b5 0-0 1 10 1 -");
    ck_assert(test_has_move(&p, "b4xb5-b4"));
}
END_TEST

START_TEST(check_takes_the_puck_and_nothing_else)
{
    assert_after("4k3/8/8/1b6/8/8/8/1R2K3 w b5 0-0 1 10 1 -", "b1xb5-a4", "4k3/8/8/1b6/R7/8/8/4K3 b a4 0-0 1 10 2 -");
    assert_refused("4k3/8/8/1b1r4/8/3R4/8/4K3 w b5 0-0 1 10 1 -", "d3xd5-e6", "only the opponent's puck holder");
    assert_refused("4k3/8/8/1b1r4/8/3R4/8/4K3 w b5 0-0 1 10 1 -", "d3-d5", "occupied");
}
END_TEST

START_TEST(check_fallback_placement)
{
    /* From a8 the only sideways square is b8, whose neighbours are taken or in
     * Black's crease: the checker is placed next to a8 instead, on b8. */
    TestPosition p = test_position(GAME, "b6R/rr1k4/8/8/8/8/8/4K3 w a8 0-0 1 10 1 -");
    ck_assert(test_has_move(&p, "h8xa8-b8"));
    ck_assert_int_eq(count_checks(&p), 1);
}
END_TEST

START_TEST(kings_neither_check_nor_are_checked)
{
    TestPosition p = test_position(GAME, "4k3/8/8/4Q3/8/8/8/4K3 w e8 0-0 1 10 1 -");
    ck_assert_int_eq(count_checks(&p), 0);
    assert_refused("4k3/8/8/4Q3/8/8/8/4K3 w e8 0-0 1 10 1 -", "e5xe8-d7", "king cannot be checked");
    p = test_position(GAME, "4k3/8/8/3b4/3K4/8/8/8 w d5 0-0 1 10 1 -");
    ck_assert_int_eq(count_checks(&p), 0);
    assert_refused("4k3/8/8/3b4/3K4/8/8/8 w d5 0-0 1 10 1 -", "d4xd5-c6", "king may not check");
}
END_TEST

/* The six lines into Black's net, each with the queen holding the puck. */
static const char *const shooting_lines[6][3] = {
    {"k7/8/8/3Q4/8/8/8/4K3", "d5", "e1-d1~d9"}, {"k7/8/8/4Q3/8/8/8/4K3", "e5", "e1-d1~e9"},
    {"k7/8/Q7/8/8/8/8/4K3", "a6", "e1-d1~d9"},  {"k7/8/8/7Q/8/8/8/4K3", "h5", "e1-d1~d9"},
    {"k7/8/8/Q7/8/8/8/4K3", "a5", "e1-d1~e9"},  {"k7/8/7Q/8/8/8/8/4K3", "h6", "e1-d1~e9"},
};

START_TEST(six_shooting_lines)
{
    for (int i = 0; i < 6; i++) {
        char pos[GAME_TEXT_MAX];
        snprintf(pos, sizeof pos, "%s w %s 0-0 1 10 1 -", shooting_lines[i][0], shooting_lines[i][1]);
        /* The goal counts, and Black (scored upon) faces off on offence. */
        assert_after(pos, shooting_lines[i][2], BLACK_OFFENCE " 1-0 1 9 1 -");
    }
}
END_TEST

START_TEST(goalie_blocks_two_lines)
{
    int blocked = 0;
    for (int i = 0; i < 6; i++) {
        char pos[GAME_TEXT_MAX];
        /* The same lines with Black's king back on e8 instead of a8. */
        snprintf(pos, sizeof pos, "4k3%s w %s 0-0 1 10 1 -", shooting_lines[i][0] + 2, shooting_lines[i][1]);
        TestPosition p = test_position(GAME, pos);
        Move m;
        char error[GAME_ERROR_MAX];
        if (!p.game->text_to_move(p.bytes, shooting_lines[i][2], &m, error)) {
            ck_assert_str_eq(error, "the puck would be taken by the piece on e8");
            blocked++;
        }
    }
    ck_assert_int_eq(blocked, 2); /* the e-file and the h5-e8 diagonal */
    assert_after(QUEEN_AT("4k3/8/8/4Q3/8/8/8/4K3", "e5"), "e1-d1~e8", "4k3/8/8/4Q3/8/8/8/3K4 b e8 0-0 1 10 2 -");
}
END_TEST

START_TEST(own_goal_counts_for_the_opponent)
{
    /* Down the d-file into White's own net: Black's goal; White, scored upon, on offence. */
    assert_after(START, "e1-f1~d0", "4k3/1r4r1/8/2bq1b2/8/2BQ1B2/1R4R1/4K3 w d3 0-1 1 19 1 -");
}
END_TEST

START_TEST(icing)
{
    const char *own_half = QUEEN_AT("k7/8/8/8/8/3Q4/8/4K3", "d3");
    assert_refused(own_half, "e1-d1~d6", "icing");
    assert_after(own_half, "e1-d1~d4", "k7/8/8/8/8/3Q4/8/3K4 b d4 0-0 1 10 2 -");
    /* From the opponent's half any clearing goes. */
    assert_after(QUEEN_AT("k7/8/3Q4/8/8/8/8/4K3", "d6"), "e1-d1~d2", "k7/8/3Q4/8/8/8/8/3K4 b d2 0-0 1 10 2 -");
    /* Icing is about a loose puck: an enemy piece may take it in its half. */
    assert_after(QUEEN_AT("k7/8/8/3r4/8/3Q4/8/4K3", "d3"), "e1-d1~d5", "k7/8/8/3r4/8/3Q4/8/3K4 b d5 0-0 1 10 2 -");
}
END_TEST

START_TEST(launches_stop_let_through_and_intercept)
{
    const char *through = QUEEN_AT("k7/8/8/8/8/1B1Q4/8/4K3", "d3");
    assert_after(through, "e1-d1~a3", "k7/8/8/8/8/1B1Q4/8/3K4 b a3 0-0 1 10 2 -"); /* past the bishop to the wall */
    assert_after(through, "e1-d1>b3", "k7/8/8/8/8/1B1Q4/8/3K4 b b3 0-0 1 10 2 -"); /* or a pass to it */
    assert_after(through, "e1-d1~c3", "k7/8/8/8/8/1B1Q4/8/3K4 b c3 0-0 1 10 2 -"); /* a weak shot */
    const char *wall = QUEEN_AT("k7/8/8/8/8/B2Q4/8/4K3", "d3");
    assert_after(wall, "e1-d1>a3", "k7/8/8/8/8/B2Q4/8/3K4 b a3 0-0 1 10 2 -");
    assert_refused(wall, "e1-d1~a3", "is a pass");
    const char *enemy = QUEEN_AT("k7/8/8/8/8/1b1Q4/8/4K3", "d3");
    assert_refused(enemy, "e1-d1~a3", "taken by the piece on b3");
    assert_after(enemy, "e1-d1~b3", "k7/8/8/8/8/1b1Q4/8/3K4 b b3 0-0 1 10 2 -");
}
END_TEST

START_TEST(passes)
{
    const char *pos = "k7/8/8/3Q4/8/1B1R4/8/4K3 w d3 0-0 1 10 1 -";
    /* Rook to bishop, bishop to queen, queen scores. */
    assert_after(pos, "e1-d1>b3>d5~d9", BLACK_OFFENCE " 1-0 1 9 1 -");
    assert_refused(pos, "e1-d1>b3>d5>b3", "at most two passes");
    assert_refused(pos, "e1-d1>b3>d3>d5~d9", "at most two passes");
    assert_refused(pos, "e1-d1>b3>a4", "no piece of yours on a4");
    assert_refused("k7/8/8/3Q4/8/1B1R4/8/4K3 w b3 0-0 1 10 1 -", "e1-d1>d3", "not on a line"); /* bishops: diagonals */
    /* Passes back and forth are allowed. */
    assert_after(pos, "e1-d1>d5>d3", "k7/8/8/3Q4/8/1B1R4/8/3K4 b d3 0-0 1 10 2 -");
}
END_TEST

START_TEST(carrying_and_dropping)
{
    const char *pos = QUEEN_AT("k7/8/8/8/8/3Q4/8/4K3", "d3");
    assert_after(pos, "d3-d6", "k7/8/3Q4/8/8/8/8/4K3 b d6 0-0 1 10 2 -");
    assert_after(pos, "d3-d6@d4", "k7/8/3Q4/8/8/8/8/4K3 b d4 0-0 1 10 2 -");
    assert_after(pos, "d3-d6@d3", "k7/8/3Q4/8/8/8/8/4K3 b d3 0-0 1 10 2 -");
    assert_refused(pos, "d3-d6@e4", "holder's path");
    assert_refused(pos, "e1-d1@e1", "only the piece skating with the puck");
    assert_refused(pos, "d3-d6@d4~d2", "no piece of yours holds the puck");
}
END_TEST

START_TEST(loose_puck)
{
    const char *pos = QUEEN_AT("k7/8/8/8/8/3Q4/8/4K3", "d4");
    assert_after(pos, "d3-d5", "k7/8/8/3Q4/8/8/8/4K3 b d4 0-0 1 10 2 -"); /* skating over it leaves it */
    assert_after(pos, "d3-d4", "k7/8/8/8/3Q4/8/8/4K3 b d4 0-0 1 10 2 -"); /* stopping on it takes it */
    assert_refused(pos, "d3-d4~d6", "did not hold the puck");               /* the turn type stays */
    /* The king's extra step may take it too. */
    assert_after(QUEEN_AT("k7/8/8/8/8/3Q4/8/4K3", "e2"), "d3-d4Ke2", "k7/8/8/8/3Q4/8/4K3/8 b e2 0-0 1 10 2 -");
}
END_TEST

START_TEST(loose_puck_in_a_crease)
{
    /* Loose on d7, Black's crease: no white piece may stop there, so none
     * can take it; Black's king can. (A side may park the puck in its own
     * crease for as long as it likes: docs/strength.md, 44th round.) */
    const char *pos = "4k3/8/8/8/3Q4/8/8/4K3 w d7 0-0 1 10 1 -";
    TestPosition p = test_position(GAME, pos);
    ck_assert(test_has_move(&p, "d4-d6"));
    ck_assert(!test_has_move_containing(&p, "-d7"));
    ck_assert(!test_has_move_containing(&p, "Kd7"));
    assert_refused(pos, "d4-d7", "crease");
    TestPosition black = after(pos, "d4-a4");
    test_play(&black, "e8-d7");
    ck_assert_str_eq(test_text(&black), "8/3k4/8/8/Q7/8/8/4K3 w d7 0-0 1 9 1 -");
}
END_TEST

START_TEST(goalie_extra_step)
{
    /* Black, without the puck, moves a piece and then its king one square. */
    TestPosition p = after(START, "e1-f1");
    test_play(&p, "d5-d6Kd7");
    ck_assert_str_eq(test_text(&p), "8/1r1k2r1/3q4/2b2b2/8/2BQ1B2/1R4R1/5K2 w d3 0-0 1 19 1 -");
    const char *black = "4k3/1r4r1/8/2bq1b2/8/2BQ1B2/1R4R1/5K2 b d3 0-0 1 20 2 -";
    assert_refused(black, "e8-d7Kc7", "not the king's own");
    assert_refused(black, "d5-d6Kc6", "the king steps one square");
    assert_refused(START, "d3-d4Kd1", "belongs to the side without the puck");
}
END_TEST

START_TEST(king_keeps_the_puck_one_turn_only)
{
    const char *first = QUEEN_AT("k7/8/8/8/8/3Q4/8/4K3", "e1");
    /* First turn of possession: the king may keep it; the counter is set. */
    assert_after(first, "d3-d4", "k7/8/8/8/3Q4/8/8/4K3 b e1 0-0 1 10 2 K");
    const char *second = "k7/8/8/8/8/3Q4/8/4K3 w e1 0-0 1 10 1 K";
    assert_refused(second, "d3-d4", "must let it go");
    assert_refused(second, "e1-f1", "must let it go");
    assert_after(second, "d3-e3>e3", "k7/8/8/8/8/4Q3/8/4K3 b e3 0-0 1 10 2 K");
    assert_after(second, "e1-f1@e1", "k7/8/8/8/8/3Q4/8/5K2 b e1 0-0 1 10 2 K");
}
END_TEST

START_TEST(turn_counter_and_goals)
{
    const char *first_half = QUEEN_AT("k7/8/8/3Q4/8/8/8/4K3", "d5");
    assert_after(first_half, "e1-f1", "k7/8/8/3Q4/8/8/8/5K2 b d5 0-0 1 10 2 -");
    assert_after("k7/8/8/3Q4/8/8/8/4K3 w d5 0-0 1 10 2 -", "e1-f1", "k7/8/8/3Q4/8/8/8/5K2 b d5 0-0 1 9 1 -");
    /* A goal in the first half of a turn: the turn counts as played. */
    assert_after(first_half, "e1-d1~d9", BLACK_OFFENCE " 1-0 1 9 1 -");
    assert_after("k7/8/8/3Q4/8/8/8/4K3 w d5 0-0 1 10 2 -", "e1-d1~d9", BLACK_OFFENCE " 1-0 1 9 1 -");
}
END_TEST

START_TEST(periods)
{
    /* Period 1 ends level: period 2 starts with White on offence... */
    const char *last = "k7/8/8/3Q4/8/8/8/4K3 w d5 0-0 1 1 2 -";
    assert_after(last, "e1-f1", "4k3/1r4r1/8/2bq1b2/8/2BQ1B2/1R4R1/4K3 w d3 0-0 2 20 1 -");
    /* ...every quiet turn leads there, so it is one move, beside the goal and the own goal. */
    TestPosition p = test_position(GAME, last);
    Move moves[GAME_MAX_MOVES];
    ck_assert_int_eq(p.game->generate(p.bytes, moves), 3);
    /* The side behind starts the next period on offence. */
    assert_after("k7/8/8/3Q4/8/8/8/4K3 w d5 2-1 1 1 2 -", "e1-f1", BLACK_OFFENCE " 2-1 2 20 1 -");
    assert_after("k7/8/8/3Q4/8/8/8/4K3 w d5 1-2 2 1 2 -", "e1-f1", START_BOARD " 1-2 3 20 1 -");
    /* A goal on the last turn: the next period's faceoff, the side behind on offence. */
    assert_after(last, "e1-d1~d9", BLACK_OFFENCE " 1-0 2 20 1 -");
    assert_after("k7/8/8/3Q4/8/8/8/4K3 w d5 0-1 1 1 2 -", "e1-d1~d9", START_BOARD " 1-1 2 20 1 -");
}
END_TEST

START_TEST(end_of_the_game)
{
    TestPosition p = after("k7/8/8/3Q4/8/8/8/4K3 w d5 1-0 3 1 2 -", "e1-f1");
    ck_assert_str_eq(test_text(&p), "k7/8/8/3Q4/8/8/8/5K2 b d5 1-0 3 0 1 -");
    Move moves[GAME_MAX_MOVES];
    ck_assert_int_eq(p.game->generate(p.bytes, moves), 0);
    GameResult r = p.game->result(p.bytes);
    ck_assert_int_eq(r.outcome, OUTCOME_FIRST_WINS);
    ck_assert_int_eq(r.reason, REASON_SCORE);
    ck_assert(r.automatic);
    p = after("k7/8/8/3Q4/8/8/8/4K3 w d5 0-1 3 1 2 -", "e1-d1~d9");
    ck_assert_int_eq(p.game->result(p.bytes).outcome, OUTCOME_DRAW);
    p = test_position(GAME, "k7/8/8/3Q4/8/8/8/4K3 w d5 0-1 3 1 2 -");
    ck_assert_int_eq(p.game->result(p.bytes).outcome, OUTCOME_NONE);
    assert_refused("k7/8/8/3Q4/8/8/8/5K2 b d5 1-0 3 0 1 -", "a8-a7", "the game is over");
}
END_TEST

/* The moves the side to move has left, which the clock is shared over. */
START_TEST(moves_left_in_the_game)
{
    TestPosition p = test_start(GAME);
    ck_assert_int_eq(p.game->moves_left(p.bytes), 3 * 20);
    p = test_position(GAME, "4k3/1r4r1/8/2bq1b2/8/2BQ1B2/1R4R1/4K3 b d3 0-0 2 20 2 -");
    ck_assert_int_eq(p.game->moves_left(p.bytes), 40);
    p = test_position(GAME, "k7/8/8/3Q4/8/8/8/4K3 w d5 0-1 3 1 2 -");
    ck_assert_int_eq(p.game->moves_left(p.bytes), 1);
}
END_TEST

/* The clock's weight of a move: half as much again in the 8 turns after a
 * faceoff (a period's start, a goal, a position set from text), where
 * half the goals fall; 60% once the period has settled into a standoff. */
START_TEST(clock_weight_after_a_faceoff)
{
    TestPosition p = test_start(GAME);
    ck_assert_int_eq(p.game->time_weight(p.bytes), 150);
    p = test_position(GAME, "k7/8/8/3Q4/8/8/8/4K3 w d5 0-0 1 10 1 -");
    static const char *const shuffle[4] = {"e1-f1", "a8-b8", "f1-e1", "b8-a8"};
    for (int ply = 0; ply < 16; ply++) {
        ck_assert_int_eq(p.game->time_weight(p.bytes), 150);
        test_play(&p, shuffle[ply % 4]);
    }
    ck_assert_str_eq(test_text(&p), "k7/8/8/3Q4/8/8/8/4K3 w d5 0-0 1 2 1 -");
    ck_assert_int_eq(p.game->time_weight(p.bytes), 60);
    test_play(&p, "e1-d1~d9");
    ck_assert_str_eq(test_text(&p), BLACK_OFFENCE " 1-0 1 1 1 -");
    ck_assert_int_eq(p.game->time_weight(p.bytes), 150);
}
END_TEST

START_TEST(short_queen_option)
{
    assert_refused(QUEEN_AT("k7/8/8/8/8/3Q4/8/4K3", "d3") " q3", "d3-h7", "cannot move to h7");
    assert_after(QUEEN_AT("k7/8/8/8/8/3Q4/8/4K3", "d3") " q3", "d3-g6", "k7/8/6Q1/8/8/8/8/4K3 b g6 0-0 1 10 2 - q3");
    assert_after(QUEEN_AT("k7/8/8/8/8/3Q4/8/4K3", "d3"), "d3-h7", "k7/7Q/8/8/8/8/8/4K3 b h7 0-0 1 10 2 -");
    /* Launches are not limited: the short queen still sends the puck four squares. */
    assert_after(QUEEN_AT("k7/7r/8/8/8/3Q4/8/4K3", "d3") " q3", "e1-f1~h7",
                 "k7/7r/8/8/8/3Q4/8/5K2 b h7 0-0 1 10 2 - q3");
}
END_TEST

START_TEST(position_text_errors)
{
    static const char *const bad[][2] = {
        {"4k3/8/8/8/8/8/8/4K3 w d3 0-0 1 20", "need 8 fields"},
        {"4k3/8/8/8/8/8/8/4X3 w d3 0-0 1 20 1 -", "unknown piece letter"},
        {"8/8/8/8/8/8/8/4K3 w d3 0-0 1 20 1 -", "exactly one king"},
        {"4k3/8/8/8/8/8/8/4K4 w d3 0-0 1 20 1 -", "more than 8 squares"},
        {"4k3/8/8/8/8/8/4K3 w d3 0-0 1 20 1 -", "8 ranks"},
        {"4k3/8/8/8/8/8/8/4K3 x d3 0-0 1 20 1 -", "side to move"},
        {"4k3/8/8/8/8/8/8/4K3 w d9 0-0 1 20 1 -", "puck must be on a square"},
        {"4k3/8/8/8/8/8/8/4K3 w d3 0:0 1 20 1 -", "score"},
        {"4k3/8/8/8/8/8/8/4K3 w d3 0-0 4 20 1 -", "period"},
        {"4k3/8/8/8/8/8/8/4K3 w d3 0-0 1 21 1 -", "turns left"},
        {"4k3/8/8/8/8/8/8/4K3 w d3 0-0 1 20 3 -", "half"},
        {"4k3/8/8/8/8/8/8/4K3 w d3 0-0 1 0 1 -", "end of the game"},
        {"4k3/8/8/8/8/8/8/4K3 w d3 0-0 1 20 1 Q", "king counters"},
        {"4k3/8/8/8/8/8/8/4K3 w d3 0-0 1 20 1 - q4", "option field"},
        {"4k3/8/QQ6/8/8/8/8/4K3 w d3 0-0 1 20 1 -", "at most one queen, two rooks and two bishops"},
        {"4k3/8/BBB5/8/8/8/8/4K3 w d3 0-0 1 20 1 -", "at most one queen, two rooks and two bishops"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        TestPosition p = test_start(GAME);
        char error[GAME_ERROR_MAX] = "";
        ck_assert_msg(!p.game->set_text(p.bytes, bad[i][0], error), "accepted: %s", bad[i][0]);
        ck_assert_msg(strstr(error, bad[i][1]), "'%s' refused for '%s'", bad[i][0], error);
    }
}
END_TEST

START_TEST(move_text_errors)
{
    assert_refused(START, "", "expected a square");
    assert_refused(START, "d3d4", "expected '-'");
    assert_refused(START, "d3-d4~", "expected a square");
    assert_refused(START, "d3-d4!e5", "unexpected '!'");
    assert_refused(START, "d3-d4~d5>c3", "out of order");
    assert_refused(START, "a1-a2", "no piece of yours on a1");
    assert_refused(START, "d5-d4", "no piece of yours on d5");
    assert_refused(START, "c3-c5", "cannot move to c5");
    assert_refused(START, "b2-b8", "blocked");
    assert_refused(START, "0000", "a piece must move");
    /* The canonical text reads back to the same move, and other spellings too. */
    TestPosition p = test_start(GAME);
    Move moves[GAME_MAX_MOVES], m;
    int n = p.game->generate(p.bytes, moves);
    for (int i = 0; i < n; i++) {
        char text[GAME_TEXT_MAX], error[GAME_ERROR_MAX];
        p.game->move_to_text(p.bytes, moves[i], text);
        ck_assert_msg(p.game->text_to_move(p.bytes, text, &m, error), "%s: %s", text, error);
        ck_assert(m == moves[i]);
    }
    TestPosition a = after(START, "e1-f1~d4"), b = after(START, "e1-f1>c3~d4");
    ck_assert_str_eq(test_text(&a), test_text(&b));
}
END_TEST

START_TEST(no_piece_can_move)
{
    /* White's king is boxed in on a1 with the puck: it may still launch it. */
    const char *boxed = "4k3/8/8/8/8/8/rr6/Kb6 w a1 0-0 1 10 1 -";
    TestPosition p = test_position(GAME, boxed);
    ck_assert(test_has_move(&p, "0000"));
    ck_assert(test_has_move(&p, "0000~a2"));
    assert_after(boxed, "0000~b2", "4k3/8/8/8/8/8/rr6/Kb6 b b2 0-0 1 10 2 K");
    assert_after(boxed, "0000", "4k3/8/8/8/8/8/rr6/Kb6 b a1 0-0 1 10 2 K");
    /* Without the puck and without a move: the null turn, and only that. */
    const char *stuck = "4k3/8/8/8/8/8/rr6/Kb6 w e8 0-0 1 10 1 -";
    p = test_position(GAME, stuck);
    Move moves[GAME_MAX_MOVES];
    ck_assert_int_eq(p.game->generate(p.bytes, moves), 1);
    assert_after(stuck, "0000", "4k3/8/8/8/8/8/rr6/Kb6 b e8 0-0 1 10 2 -");
}
END_TEST

int main(void)
{
    Suite *s = suite_create("icehockey_rules");
    TCase *tc = tcase_create("rules");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, start_position);
    tcase_add_test(tc, creases_and_nets);
    tcase_add_test(tc, seed_check_example);
    tcase_add_test(tc, check_takes_the_puck_and_nothing_else);
    tcase_add_test(tc, check_fallback_placement);
    tcase_add_test(tc, kings_neither_check_nor_are_checked);
    tcase_add_test(tc, six_shooting_lines);
    tcase_add_test(tc, goalie_blocks_two_lines);
    tcase_add_test(tc, own_goal_counts_for_the_opponent);
    tcase_add_test(tc, icing);
    tcase_add_test(tc, launches_stop_let_through_and_intercept);
    tcase_add_test(tc, passes);
    tcase_add_test(tc, carrying_and_dropping);
    tcase_add_test(tc, loose_puck);
    tcase_add_test(tc, loose_puck_in_a_crease);
    tcase_add_test(tc, goalie_extra_step);
    tcase_add_test(tc, king_keeps_the_puck_one_turn_only);
    tcase_add_test(tc, turn_counter_and_goals);
    tcase_add_test(tc, periods);
    tcase_add_test(tc, end_of_the_game);
    tcase_add_test(tc, moves_left_in_the_game);
    tcase_add_test(tc, clock_weight_after_a_faceoff);
    tcase_add_test(tc, short_queen_option);
    tcase_add_test(tc, position_text_errors);
    tcase_add_test(tc, move_text_errors);
    tcase_add_test(tc, no_piece_can_move);
    suite_add_tcase(s, tc);
    return test_run_suite(s);
}
