#include "test_support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/perft.h"

static const Game *find(const char *name)
{
    const Game *g = game_find(name);
    ck_assert_msg(g != NULL, "unknown game %s", name);
    ck_assert_uint_le(g->position_size, sizeof(((TestPosition *)0)->bytes));
    return g;
}

TestPosition test_start(const char *game_name)
{
    TestPosition p = {.game = find(game_name)};
    GameOptions opts;
    char error[GAME_ERROR_MAX] = "";
    game_default_options(p.game, &opts);
    ck_assert_msg(p.game->set_start(p.bytes, &opts, error), "start position refused: %s", error);
    return p;
}

TestPosition test_position(const char *game_name, const char *text)
{
    TestPosition p = {.game = find(game_name)};
    char error[GAME_ERROR_MAX] = "";
    ck_assert_msg(p.game->set_text(p.bytes, text, error), "position '%s' refused: %s", text, error);
    return p;
}

uint64_t test_perft(const TestPosition *p, int depth) { return perft(p->game, p->bytes, depth); }

void test_play(TestPosition *p, const char *move_text)
{
    Move m;
    char error[GAME_ERROR_MAX] = "";
    ck_assert_msg(p->game->text_to_move(p->bytes, move_text, &m, error), "move '%s' refused: %s", move_text, error);
    unsigned char next[sizeof p->bytes];
    p->game->make(p->bytes, m, next);
    memcpy(p->bytes, next, p->game->position_size);
}

int test_has_move(const TestPosition *p, const char *text)
{
    Move moves[GAME_MAX_MOVES];
    int n = p->game->generate(p->bytes, moves);
    for (int i = 0; i < n; i++) {
        char buf[GAME_TEXT_MAX];
        p->game->move_to_text(p->bytes, moves[i], buf);
        if (strcmp(buf, text) == 0)
            return 1;
    }
    return 0;
}

const char *test_text(const TestPosition *p)
{
    static char buf[GAME_TEXT_MAX];
    p->game->get_text(p->bytes, buf);
    return buf;
}

/* Copies s without surrounding white space into out (size bytes). */
static void copy_trimmed(const char *s, size_t len, char *out, size_t size)
{
    while (len > 0 && (*s == ' ' || *s == '\t')) {
        s++;
        len--;
    }
    while (len > 0 && strchr(" \t\r\n", s[len - 1]))
        len--;
    ck_assert_msg(len < size, "data line part too long: %.*s", (int)len, s);
    memcpy(out, s, len);
    out[len] = '\0';
}

int test_read_data(const char *relative_path, TestDataLine *lines, int max)
{
    const char *dir = getenv("FACEOFF_TEST_DATA");
    char path[1024], buf[2 * GAME_TEXT_MAX];
    snprintf(path, sizeof path, "%s/%s", dir ? dir : ".", relative_path);
    FILE *f = fopen(path, "r");
    ck_assert_msg(f != NULL, "cannot open %s (is FACEOFF_TEST_DATA set?)", path);
    int count = 0;
    while (fgets(buf, sizeof buf, f)) {
        size_t skip = strspn(buf, " \t\r\n");
        if (buf[skip] == '\0' || buf[skip] == '#')
            continue;
        ck_assert_msg(count < max, "%s has more than %d lines", path, max);
        ck_assert_msg(strchr(buf, '\n') || feof(f), "%s: line too long: %.40s...", path, buf);
        const char *split = strstr(buf, " ; ");
        const char *note = split ? split + 3 : buf + strlen(buf);
        copy_trimmed(buf, split ? (size_t)(split - buf) : strlen(buf), lines[count].text, sizeof lines[count].text);
        copy_trimmed(note, strlen(note), lines[count].note, sizeof lines[count].note);
        count++;
    }
    fclose(f);
    return count;
}

uint64_t test_next_random(uint64_t *state)
{
    uint64_t z = (*state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

/* Sets up every game's start position once, so that lazily built tables
 * (attack tables, Zobrist keys) exist before check forks a process per
 * test; otherwise each test rebuilds them, which is slow under sanitizers. */
static void warm_up_games(void)
{
    int count;
    const Game *const *games = game_list(&count);
    for (int i = 0; i < count; i++) {
        static _Alignas(16) unsigned char scratch[sizeof(((TestPosition *)0)->bytes)];
        GameOptions opts;
        char error[GAME_ERROR_MAX];
        game_default_options(games[i], &opts);
        if (games[i]->position_size <= sizeof scratch)
            games[i]->set_start(scratch, &opts, error);
    }
}

int test_run_suite(Suite *suite)
{
    warm_up_games();
    SRunner *runner = srunner_create(suite);
    srunner_run_all(runner, CK_NORMAL);
    int failed = srunner_ntests_failed(runner);
    srunner_free(runner);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

static void keep_last_report(const SearchReport *r, void *context) { *(SearchReport *)context = *r; }

Move test_search(const char *game_name, const char *text, int depth, SearchReport *last)
{
    TestPosition p = test_position(game_name, text);
    GameHistory h;
    ck_assert(history_start(&h, p.game, p.bytes));
    Searcher *s = searcher_new(4);
    ck_assert(s != NULL);
    SearchLimits limits = {.depth = depth};
    Move ponder;
    *last = (SearchReport){0};
    Move best = searcher_run(s, &h, &limits, keep_last_report, last, &ponder);
    searcher_free(s);
    history_free(&h);
    return best;
}

Net *test_new_net(int inputs)
{
    Net *net = calloc(1, sizeof *net);
    ck_assert_ptr_nonnull(net);
    net->inputs = inputs;
    net->input_weights = calloc((size_t)inputs, sizeof *net->input_weights);
    ck_assert_ptr_nonnull(net->input_weights);
    return net;
}

void test_free_net(Net *net)
{
    free(net->input_weights);
    free(net);
}

/* next's score as the search sees it (its accumulators brought up to date
 * from its parent's) equals that of the same position read afresh from its
 * text, whose evaluator starts from scratch. */
static void check_score_from_scratch(const TestPosition *next)
{
    char text[GAME_TEXT_MAX];
    next->game->get_text(next->bytes, text);
    TestPosition fresh = test_position(next->game->name, text);
    ck_assert_int_eq(next->game->evaluate(next->bytes), next->game->evaluate(fresh.bytes));
}

void test_net_updates_match_scratch(const TestPosition *p)
{
    const Game *game = p->game;
    /* The position's own accumulators, built from scratch. */
    TestPosition with = *p;
    game->update_evaluation(p->bytes, with.bytes);
    Move moves[GAME_MAX_MOVES];
    int n = game->generate(with.bytes, moves);
    for (int i = 0; i < n; i++) {
        TestPosition next = {.game = game};
        game->make(with.bytes, moves[i], next.bytes);
        game->update_evaluation(with.bytes, next.bytes);
        check_score_from_scratch(&next);
    }
    TestPosition passed = {.game = game};
    if (game->make_null && game->make_null(with.bytes, passed.bytes)) {
        game->update_evaluation(with.bytes, passed.bytes);
        check_score_from_scratch(&passed);
    }
}

void test_write_file(const char *path, const unsigned char *data, size_t size)
{
    FILE *file = fopen(path, "wb");
    ck_assert_ptr_nonnull(file);
    ck_assert_uint_eq(fwrite(data, 1, size, file), size);
    ck_assert_int_eq(fclose(file), 0);
}
