/*
 * libFuzzer harness over the protocol front ends: an input is what a GUI
 * could send (its first line picks UCI or XBoard), fed through a memory
 * stream to the same code the executable runs. Replies go to /dev/null;
 * a crash, a sanitizer report, a hang or a leak is a finding.
 *
 * Speed: every input gets a new session, but all run on one searcher,
 * reset to a new one's state in between (its memory is kept), and every
 * search, an infinite one too, is capped at a few nodes.
 */
#define _POSIX_C_SOURCE 200809L /* fmemopen */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "protocol/cli/front_end.h"

static Searcher *searcher;

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    if (!freopen("/dev/null", "w", stdout))
        return 1;
    searcher = searcher_new(0);
    return searcher ? 0 : 1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    FILE *in = fmemopen((void *)data, size, "r");
    if (!in)
        return 0;
    /* a one-entry table, a fixed seed, and searches capped so a "ping" that
     * must wait for the engine's move never waits long */
    SessionConfig config = {
        .hash_megabytes = 0, .seed_state = 1, .node_cap = 100, .tiny_hash = true, .searcher = searcher};
    protocol_run(in, NULL, &config);
    fclose(in);
    return 0;
}
