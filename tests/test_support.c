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

int test_evaluate(const char *game_name, const char *text)
{
    TestPosition p = test_position(game_name, text);
    return p.game->evaluate(p.bytes);
}

void test_play(TestPosition *p, const char *move_text)
{
    Move m;
    char error[GAME_ERROR_MAX] = "";
    ck_assert_msg(p->game->text_to_move(p->bytes, move_text, &m, error), "move '%s' refused: %s", move_text, error);
    unsigned char next[sizeof p->bytes];
    p->game->make(p->bytes, m, next);
    memcpy(p->bytes, next, p->game->position_size);
}

/* True if some legal move's canonical text is text (whole) or contains it. */
static int find_move(const TestPosition *p, const char *text, int whole)
{
    Move moves[GAME_MAX_MOVES];
    int n = p->game->generate(p->bytes, moves);
    for (int i = 0; i < n; i++) {
        char buf[GAME_TEXT_MAX];
        p->game->move_to_text(p->bytes, moves[i], buf);
        if (whole ? strcmp(buf, text) == 0 : strstr(buf, text) != NULL)
            return 1;
    }
    return 0;
}

int test_has_move(const TestPosition *p, const char *text) { return find_move(p, text, 1); }

int test_has_move_containing(const TestPosition *p, const char *part) { return find_move(p, part, 0); }

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

Move test_search_after_moves(const char *game_name, const char *text, const char *moves, int depth,
                             SearchReport *last, char *best_text)
{
    TestPosition p = test_position(game_name, text);
    GameHistory h;
    ck_assert(history_start(&h, p.game, p.bytes));
    char word[32];
    for (int used; sscanf(moves, "%31s%n", word, &used) == 1; moves += used) {
        Move m;
        char error[GAME_ERROR_MAX] = "";
        ck_assert_msg(p.game->text_to_move(history_current(&h), word, &m, error), "%s: %s", word, error);
        ck_assert(history_play(&h, m));
    }
    Searcher *s = searcher_new(4);
    ck_assert(s != NULL);
    SearchLimits limits = {.depth = depth};
    Move ponder;
    *last = (SearchReport){0};
    Move best = searcher_run(s, &h, &limits, keep_last_report, last, &ponder);
    if (best_text)
        p.game->move_to_text(history_current(&h), best, best_text);
    searcher_free(s);
    history_free(&h);
    return best;
}

Move test_search(const char *game_name, const char *text, int depth, SearchReport *last)
{
    return test_search_after_moves(game_name, text, "", depth, last, NULL);
}

Net *test_new_net(int inputs)
{
    Net *net = calloc(1, sizeof *net);
    ck_assert_ptr_nonnull(net);
    net->inputs = inputs;
    net->king_buckets = 1;
    net->activation = NET_CLIPPED;
    net->king_bucket_room = NET_MAX_KING_BUCKETS;
    net->input_weights = calloc((size_t)NET_MAX_KING_BUCKETS * inputs * NET_MAX_HIDDEN, sizeof *net->input_weights);
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

void test_net_updates_over_random_games(const char *game_name, int games, uint64_t seed)
{
    static Move moves[GAME_MAX_MOVES];
    for (int g = 0; g < games; g++) {
        TestPosition start = test_start(game_name), p = start;
        const Game *game = p.game;
        game->update_evaluation(start.bytes, p.bytes);
        for (int ply = 0; ply < 150 && game->result(p.bytes).outcome == OUTCOME_NONE; ply++) {
            int n = game->generate(p.bytes, moves);
            TestPosition next = {.game = game};
            game->make(p.bytes, moves[test_next_random(&seed) % (uint64_t)n], next.bytes);
            game->update_evaluation(p.bytes, next.bytes);
            check_score_from_scratch(&next);
            p = next;
        }
    }
}

void test_white_scores_within(const char *game_name, const TestScoreRange *cases, size_t count)
{
    for (size_t i = 0; i < count; i++) {
        TestPosition t = test_position(game_name, cases[i].text);
        int score = t.game->evaluate(t.bytes);
        if (t.game->side_to_move(t.bytes) == SIDE_SECOND)
            score = -score;
        ck_assert_msg(score >= cases[i].min && score <= cases[i].max, "%s: %d, not in [%d, %d]", cases[i].text,
                      score, cases[i].min, cases[i].max);
    }
}

void test_net_switch(const TestPosition *t, const NetSlot *slot, int (*by_hand)(const void *pos))
{
    int with_net = t->game->evaluate(t->bytes);
    t->game->use_trained_evaluation(false);
    ck_assert_ptr_null(slot->in_use);
    ck_assert_int_eq(t->game->evaluate(t->bytes), by_hand(t->bytes));
    ck_assert_int_ne(with_net, by_hand(t->bytes));
    t->game->use_trained_evaluation(true);
    ck_assert_ptr_nonnull(slot->in_use);
    ck_assert_int_eq(t->game->evaluate(t->bytes), with_net);
}

void test_net_files(const TestPosition *t, const char *path, const NetSlot *own, const NetSlot *other,
                    const char *refusal)
{
    char error[GAME_ERROR_MAX], other_path[256];
    int built_in = t->game->evaluate(t->bytes);
    test_write_file(path, own->file, own->file_size);
    ck_assert_msg(t->game->load_trained_evaluation(path, error), "%s", error);
    ck_assert_int_eq(t->game->evaluate(t->bytes), built_in);
    snprintf(other_path, sizeof other_path, "%s.other", path);
    test_write_file(other_path, other->file, other->file_size);
    ck_assert(!t->game->load_trained_evaluation(other_path, error));
    ck_assert_msg(strstr(error, refusal) != NULL, "%s", error);
    ck_assert_int_eq(t->game->evaluate(t->bytes), built_in);
    ck_assert_int_eq(remove(path), 0);
    ck_assert_int_eq(remove(other_path), 0);
}
