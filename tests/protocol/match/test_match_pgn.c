/*
 * PGN as the match runner writes it, read back and replayed through the
 * rules; and PGN text that must be refused, each with its reason.
 */
#define _POSIX_C_SOURCE 200809L /* fmemopen */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "protocol/match/pgn.h"
#include "tests/test_support.h"

/* A finished game: moves played from a position text (NULL: the game's start). */
static GameRecord make_record(const char *game, const char *start, const char *const *moves, int count,
                              Outcome outcome, EndingKind ending, const char *reason)
{
    TestPosition p = start ? test_position(game, start) : test_start(game);
    GameRecord r = {.faulty_side = -1, .outcome = outcome, .ending = ending};
    snprintf(r.reason, sizeof r.reason, "%s", reason);
    ck_assert(history_start(&r.history, p.game, p.bytes));
    for (int i = 0; i < count; i++) {
        Move m;
        char error[GAME_ERROR_MAX];
        ck_assert_msg(p.game->text_to_move(history_current(&r.history), moves[i], &m, error), "%s", moves[i]);
        ck_assert(history_play(&r.history, m));
    }
    return r;
}

/* Writes the record, reads it back and replays it; returns the text. */
static char *round_trip(const GameRecord *r, PgnGame *g, GameHistory *replayed)
{
    char *text = NULL;
    size_t size = 0;
    FILE *out = open_memstream(&text, &size);
    ck_assert(out != NULL);
    PgnHeader header = {.event = "test \"quoted\" event", .white = "one", .black = "two", .round = 3};
    pgn_write(out, &header, r);
    fclose(out);
    FILE *in = fmemopen(text, size, "r");
    char error[GAME_ERROR_MAX] = "", warning[GAME_ERROR_MAX];
    ck_assert_int_eq(pgn_read(in, g, error), 1);
    ck_assert_int_eq(pgn_read(in, &(PgnGame){0}, error), 0);
    fclose(in);
    ck_assert_msg(pgn_replay(g, replayed, warning, error), "%s", error);
    return text;
}

static void free_round_trip(PgnGame *g, GameHistory *replayed, GameRecord *r, char *text)
{
    pgn_free(g);
    history_free(replayed);
    history_free(&r->history);
    free(text);
}

START_TEST(mate_round_trip)
{
    static const char *const moves[] = {"e2e4", "e7e5", "d1h5", "b8c6", "f1c4", "g8f6", "h5f7"};
    GameRecord r = make_record("chess", NULL, moves, 7, OUTCOME_FIRST_WINS, ENDING_RULES, "White mates");
    PgnGame g;
    GameHistory replayed;
    char *text = round_trip(&r, &g, &replayed);
    ck_assert_ptr_nonnull(strstr(text, "1. e2e4 e7e5 2. d1h5 b8c6 3. f1c4 g8f6 4. h5f7 {White mates} 1-0"));
    ck_assert_str_eq(pgn_tag(&g, "Event"), "test \"quoted\" event");
    ck_assert_str_eq(pgn_tag(&g, "White"), "one");
    ck_assert_str_eq(pgn_tag(&g, "Round"), "3");
    ck_assert_str_eq(pgn_tag(&g, "Result"), "1-0");
    ck_assert_str_eq(pgn_tag(&g, "Termination"), "normal");
    ck_assert_ptr_null(pgn_tag(&g, "FEN"));     /* the standard start */
    ck_assert_ptr_null(pgn_tag(&g, "Variant")); /* chess */
    ck_assert_str_eq(g.comment, "White mates");
    ck_assert_int_eq(g.move_count, 7);
    ck_assert_int_eq(replayed.plies, 7);
    ck_assert(memcmp(replayed.moves, r.history.moves, 7 * sizeof(Move)) == 0);
    free_round_trip(&g, &replayed, &r, text);
}
END_TEST

START_TEST(variant_start_and_forfeit)
{
    /* Half-Court from a numbered start with Black to move: Variant, FEN, "1...". */
    static const char *const moves[] = {"b4b3"};
    const char *fen = "qrknb/ppppp/5/PPPPP/KQNBR b Eb - 0 1";
    GameRecord r = make_record("halfcourt", fen, moves, 1, OUTCOME_SECOND_WINS, ENDING_FORFEIT,
                               "White's engine makes an illegal move: a1a5 (no legal move matches)");
    PgnGame g;
    GameHistory replayed;
    char *text = round_trip(&r, &g, &replayed);
    ck_assert_ptr_nonnull(strstr(text, "1... b4b3"));
    ck_assert_str_eq(pgn_tag(&g, "Variant"), "halfcourt");
    ck_assert_str_eq(pgn_tag(&g, "FEN"), fen);
    ck_assert_str_eq(pgn_tag(&g, "SetUp"), "1");
    ck_assert_str_eq(pgn_tag(&g, "Termination"), "rules infraction");
    ck_assert_str_eq(g.comment, r.reason);
    ck_assert_str_eq(g.result, "0-1");
    ck_assert(replayed.game == r.history.game);
    ck_assert_int_eq(replayed.plies, 1);
    free_round_trip(&g, &replayed, &r, text);
}
END_TEST

/* Reads one game from text; returns pgn_read's status, error filled. */
static int read_text(const char *text, PgnGame *g, char *error)
{
    FILE *in = fmemopen((void *)text, strlen(text), "r");
    int status = pgn_read(in, g, error);
    fclose(in);
    return status;
}

static void assert_refused_read(const char *text, const char *reason)
{
    PgnGame g;
    char error[GAME_ERROR_MAX] = "";
    ck_assert_int_eq(read_text(text, &g, error), -1);
    ck_assert_msg(strstr(error, reason), "'%s' lacks '%s'", error, reason);
}

static void assert_refused_replay(const char *text, const char *reason)
{
    PgnGame g;
    GameHistory h;
    char error[GAME_ERROR_MAX] = "", warning[GAME_ERROR_MAX];
    ck_assert_int_eq(read_text(text, &g, error), 1);
    ck_assert(!pgn_replay(&g, &h, warning, error));
    ck_assert_msg(strstr(error, reason), "'%s' lacks '%s'", error, reason);
    pgn_free(&g);
}

START_TEST(bad_pgn_refused)
{
    assert_refused_read("[Result \"1-0\"]\n\n1. e2e4 e7e5", "no result");
    assert_refused_read("[Result \"1-0\"]\n\n1. e2e4 {open 1-0", "comment not closed");
    assert_refused_read("[Result \"1-0\"\n\n1. e2e4 1-0", "tag not closed");
    assert_refused_read("[Result \"0-1\"]\n\n1. e2e4 1-0", "differs");
    assert_refused_read("[Result \"1-0\"]\n\n1. e2e4 (1. d2d4) 1-0", "variations");
    assert_refused_replay("[Result \"1-0\"]\n\n1. e2e4 e7e5 2. e4e5 1-0", "illegal move 'e4e5'");
    assert_refused_replay("[Result \"1-0\"]\n[Variant \"nosuch\"]\n\n1-0", "unknown variant");
    assert_refused_replay("[Result \"1-0\"]\n[FEN \"8/8/8 w\"]\n\n1-0", "bad start position");
    /* Fool's mate is 0-1, whatever the tag says */
    assert_refused_replay("[Result \"1/2-1/2\"]\n\n1. f2f3 e7e5 2. g2g4 d8h4 1/2-1/2", "the position is 0-1");
}
END_TEST

START_TEST(other_writers_read)
{
    /* Move numbers glued to moves, NAGs, ';' comments, any legal spelling. */
    PgnGame g;
    GameHistory h;
    char error[GAME_ERROR_MAX] = "", warning[GAME_ERROR_MAX];
    const char *text = "[Event \"x\"]\n[Result \"*\"]\n\n1.e2e4 $1 e7e5 ; a comment\n2.Nf3 *\n";
    ck_assert_int_eq(read_text(text, &g, error), 1);
    ck_assert_msg(pgn_replay(&g, &h, warning, error), "%s", error);
    ck_assert_int_eq(h.plies, 3);
    pgn_free(&g);
    history_free(&h);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("match_pgn");
    TCase *tc = tcase_create("match_pgn");
    tcase_add_test(tc, mate_round_trip);
    tcase_add_test(tc, variant_start_and_forfeit);
    tcase_add_test(tc, bad_pgn_refused);
    tcase_add_test(tc, other_writers_read);
    suite_add_tcase(s, tc);
    return test_run_suite(s);
}
