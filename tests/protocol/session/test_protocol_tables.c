/*
 * The protocols' tables: the option table both front ends use, the session's
 * random starts, and what XBoard is told about each game.
 */
#include <string.h>

#include "protocol/session/engine_options.h"
#include "protocol/xboard/variants.h"
#include "search/alphabeta/params.h"
#include "tests/test_support.h"

static const SessionConfig small = {.hash_megabytes = 1, .seed_state = 42};

START_TEST(option_names_are_unique_and_games_are_prefixed)
{
    int count = engine_option_count();
    bool halfcourt_start = false;
    for (int i = 0; i < count; i++) {
        EngineOption a, b;
        engine_option_get(i, &a);
        halfcourt_start |= !strcmp(a.name, "halfcourt start") && a.min == -1 && a.max == 14399 && !a.uci_only;
        for (int j = i + 1; j < count; j++) {
            engine_option_get(j, &b);
            ck_assert_msg(strcmp(a.name, b.name), "two options called '%s'", a.name);
        }
    }
    ck_assert(halfcourt_start);
}
END_TEST

START_TEST(option_values_are_checked)
{
    Session s;
    ck_assert(session_init(&s, game_find("chess"), &small));
    char error[GAME_ERROR_MAX];
    const Game *halfcourt = game_find("halfcourt");
    ck_assert(engine_option_set(&s, "halfcourt start", "7291", error));
    ck_assert_int_eq(session_options(&s, halfcourt)->values[0], 7291);
    ck_assert(!engine_option_set(&s, "halfcourt start", "14400", error));
    ck_assert(!engine_option_set(&s, "halfcourt start", "7291x", error));
    ck_assert(!engine_option_set(&s, "halfcourt start", "", error));
    ck_assert_int_eq(session_options(&s, halfcourt)->values[0], 7291); /* refused values change nothing */
    ck_assert(engine_option_set(&s, "halfcourt castling", "false", error));
    ck_assert(engine_option_set(&s, "halfcourt castling", "1", error));
    ck_assert(!engine_option_set(&s, "halfcourt castling", "yes", error));
    ck_assert(!engine_option_set(&s, "Hash", "0", error));
    ck_assert(!engine_option_set(&s, "Colour", "blue", error));
    ck_assert(strstr(error, "unknown option") != NULL);
    ck_assert(!engine_option_set(&s, "UCI_Variant", "checkers", error));
    ck_assert(s.game == game_find("chess"));
    ck_assert(engine_option_set(&s, "UCI_Variant", "halfcourt", error));
    ck_assert(s.game == halfcourt);
    /* the fixed start number is the start */
    char fen[GAME_TEXT_MAX];
    s.game->get_text(session_position(&s), fen);
    ck_assert_str_eq(fen, "qrbnk/ppppp/5/PPPPP/NQBKR w Eb - 0 1");
    session_free(&s);
}
END_TEST

/* The search's parameters are options of a tuning build only: a normal
 * build's option list stays as it was. */
START_TEST(tune_options_only_in_the_tuning_build)
{
    int tune = 0;
    for (int i = 0; i < engine_option_count(); i++) {
        EngineOption o;
        engine_option_get(i, &o);
        tune += !strncmp(o.name, "Tune ", 5);
    }
#ifdef FACEOFF_TUNING
    ck_assert_int_eq(tune, SEARCH_PARAM_COUNT);
    Session s;
    ck_assert(session_init(&s, game_find("chess"), &small));
    char error[GAME_ERROR_MAX];
    ck_assert(engine_option_set(&s, "Tune RfpMargin", "95", error));
    ck_assert_int_eq(PARAM(RfpMargin), 95);
    ck_assert(!engine_option_set(&s, "Tune RfpMargin", "181", error));
    ck_assert_int_eq(PARAM(RfpMargin), 95);
    ck_assert(engine_option_set(&s, "Tune RfpMargin", "90", error));
    session_free(&s);
#else
    ck_assert_int_eq(tune, 0);
#endif
}
END_TEST

/* The start of a new Half-Court game, as text. */
static void new_start(Session *s, char *fen)
{
    char error[GAME_ERROR_MAX];
    ck_assert(session_new_game(s, game_find("halfcourt"), error));
    s->game->get_text(session_position(s), fen);
}

START_TEST(random_start_per_played_game)
{
    Session s;
    ck_assert(session_init(&s, game_find("halfcourt"), &small));
    char first[GAME_TEXT_MAX], again[GAME_TEXT_MAX], next[GAME_TEXT_MAX], error[GAME_ERROR_MAX];
    new_start(&s, first);
    new_start(&s, again);
    ck_assert_str_eq(first, again); /* not played: kept */
    ck_assert(session_play_text(&s, "a2a3", error));
    new_start(&s, next);
    ck_assert_str_ne(first, next); /* played: a fresh start (seed 42 draws different ones) */
    ck_assert(session_restart(&s, error));
    s.game->get_text(session_position(&s), again);
    ck_assert_str_eq(next, again); /* restart: the same start */
    session_free(&s);
}
END_TEST

static void assert_setup_fen(const char *game, const char *fen, const char *expected)
{
    char out[GAME_TEXT_MAX];
    xboard_setup_fen(xboard_variant_of(game_find(game)), fen, out);
    ck_assert_str_eq(out, expected);
}

START_TEST(xboard_setup_castling_letters)
{
    /* Half-Court: rook-file letters become K/Q by the side of the king */
    assert_setup_fen("halfcourt", "qrbnk/ppppp/5/PPPPP/NQBKR w Eb - 0 1", "qrbnk/ppppp/5/PPPPP/NQBKR w Kq - 0 1");
    assert_setup_fen("halfcourt", "rkbqn/ppppp/5/PPPPP/KBNRQ w Da - 0 1", "rkbqn/ppppp/5/PPPPP/KBNRQ w Kq - 0 1");
    assert_setup_fen("halfcourt", "kqbnr/ppppp/5/PPPPP/RKBNQ w Ae - 0 1", "kqbnr/ppppp/5/PPPPP/RKBNQ w Qk - 0 1");
    assert_setup_fen("halfcourt", "kqbnr/ppppp/5/PPPPP/RKBNQ w - - 0 1", "kqbnr/ppppp/5/PPPPP/RKBNQ w - - 0 1");
    /* other games' FENs go as they are */
    assert_setup_fen("hammer", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
}
END_TEST

START_TEST(xboard_names_and_refusals)
{
    ck_assert_str_eq(xboard_name_of(game_find("chess")), "normal");
    ck_assert_str_eq(xboard_name_of(game_find("hammer")), "hammer");
    ck_assert_ptr_null(xboard_variant_of(game_find("chess"))->piece_to_char); /* XBoard knows chess */
    ck_assert_ptr_nonnull(xboard_variant_of(game_find("halfcourt"))->piece_to_char);
    const XBoardVariant *card = xboard_variant_named("cardhockey");
    ck_assert(card && card->refusal && strstr(card->refusal, "hidden hands"));
    ck_assert_ptr_null(xboard_variant_named("shogi"));
}
END_TEST

int main(void)
{
    Suite *s = suite_create("protocol tables");
    TCase *tc = tcase_create("tables");
    tcase_add_test(tc, option_names_are_unique_and_games_are_prefixed);
    tcase_add_test(tc, option_values_are_checked);
    tcase_add_test(tc, random_start_per_played_game);
    tcase_add_test(tc, xboard_setup_castling_letters);
    tcase_add_test(tc, xboard_names_and_refusals);
    tcase_add_test(tc, tune_options_only_in_the_tuning_build);
    suite_add_tcase(s, tc);
    return test_run_suite(s);
}
