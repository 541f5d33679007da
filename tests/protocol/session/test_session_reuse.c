/*
 * Sessions run one after another on one searcher, as the protocol fuzzer
 * runs every input (SessionConfig.searcher): the same input gives the same
 * output on a searcher that served other sessions as on a new one, so a
 * reset leaves nothing behind.
 */
#define _POSIX_C_SOURCE 200809L /* fmemopen */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "protocol/cli/front_end.h"
#include "tests/test_support.h"

#define OUTPUT_MAX 65536

/* Settings, threads, table, killers and history all changed, ending
 * single-threaded (so the reset, not a new thread set, must clear them). */
static const char dirty_input[] = "uci\n"
                                  "setoption name Hash value 2\n"
                                  "setoption name MultiPV value 3\n"
                                  "setoption name Move Overhead value 500\n"
                                  "setoption name Threads value 2\n"
                                  "position startpos moves e2e4\n"
                                  "go depth 5\n"
                                  "isready\n"
                                  "setoption name Threads value 1\n"
                                  "position startpos moves d2d4 d7d5\n"
                                  "go depth 6\n";

/* An XBoard game whose output is all fixed but the times: the pong waits
 * for the engine's move. */
static const char game_input[] = "xboard\n"
                                 "protover 2\n"
                                 "new\n"
                                 "force\n"
                                 "setboard r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1\n"
                                 "sd 5\n"
                                 "post\n"
                                 "go\n"
                                 "ping 1\n";

/* Runs one input through the front end, its output in out with the time
 * field of every thinking line (the third number) blanked. */
static void run(const char *input, Searcher *searcher, char *out)
{
    SessionConfig config = {.hash_megabytes = 1, .seed_state = 1, .searcher = searcher};
    FILE *in = fmemopen((void *)input, strlen(input), "r");
    FILE *captured = tmpfile();
    ck_assert(in && captured);
    fflush(stdout);
    int saved = dup(STDOUT_FILENO);
    ck_assert(dup2(fileno(captured), STDOUT_FILENO) >= 0);
    protocol_run(in, NULL, &config);
    fflush(stdout);
    ck_assert(dup2(saved, STDOUT_FILENO) >= 0);
    close(saved);
    fclose(in);
    rewind(captured);
    char line[4096];
    size_t used = 0;
    out[0] = '\0';
    while (fgets(line, sizeof line, captured)) {
        int depth, score;
        unsigned long centiseconds;
        int prefix = 0;
        if (sscanf(line, "%d %d %lu %n", &depth, &score, &centiseconds, &prefix) == 3 && prefix > 0)
            used += (size_t)snprintf(out + used, OUTPUT_MAX - used, "%d %d _ %s", depth, score, line + prefix);
        else
            used += (size_t)snprintf(out + used, OUTPUT_MAX - used, "%s", line);
        ck_assert_uint_lt(used, OUTPUT_MAX - 1);
    }
    fclose(captured);
}

START_TEST(same_input_same_output_on_a_used_searcher)
{
    static char fresh[OUTPUT_MAX], used[OUTPUT_MAX], scratch[OUTPUT_MAX];
    run(game_input, NULL, fresh);
    ck_assert_ptr_nonnull(strstr(fresh, "\nmove "));
    ck_assert_ptr_nonnull(strstr(fresh, "\npong 1\n"));
    Searcher *searcher = searcher_new(0);
    run(dirty_input, searcher, scratch);
    ck_assert_ptr_nonnull(strstr(scratch, "bestmove"));
    run(game_input, searcher, used);
    ck_assert_str_eq(used, fresh);
    run(dirty_input, searcher, scratch);
    run(game_input, searcher, used);
    ck_assert_str_eq(used, fresh);
    searcher_free(searcher);
}
END_TEST

int main(void)
{
    Suite *suite = suite_create("session_reuse");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, same_input_same_output_on_a_used_searcher);
    suite_add_tcase(suite, tc);
    SRunner *runner = srunner_create(suite);
    srunner_run_all(runner, CK_NORMAL);
    int failed = srunner_ntests_failed(runner);
    srunner_free(runner);
    return failed ? 1 : 0;
}
