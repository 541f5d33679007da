/* Helpers shared by the unit tests: positions through the game interface. */
#ifndef FACEOFF_TEST_SUPPORT_H
#define FACEOFF_TEST_SUPPORT_H

#include <check.h>
#include <stdint.h>

#include "engine/game.h"
#include "engine/nnue.h"
#include "search/alphabeta/search.h"

/* A position of any game, big enough for every game's position block. */
typedef struct {
    const Game *game;
    _Alignas(16) unsigned char bytes[4096];
} TestPosition;

/* Sets up the game's start position (default options); fails the test on error. */
TestPosition test_start(const char *game_name);
/* Sets up a position from text; fails the test on error. */
TestPosition test_position(const char *game_name, const char *text);
uint64_t test_perft(const TestPosition *p, int depth);
/* The game's static score of the position written as text, for the side to move. */
int test_evaluate(const char *game_name, const char *text);
/* Plays the move written as text (any accepted form); fails the test if illegal. */
void test_play(TestPosition *p, const char *move_text);
/* True if some legal move's canonical text equals text. */
int test_has_move(const TestPosition *p, const char *text);
/* True if some legal move's canonical text contains part. */
int test_has_move_containing(const TestPosition *p, const char *part);
/* The position's text. */
const char *test_text(const TestPosition *p);

/* One line of a data file under tests/: "<position text> ; <note>". */
typedef struct {
    char text[GAME_TEXT_MAX];
    char note[GAME_TEXT_MAX];
} TestDataLine;

/* Reads up to max lines of tests/<relative_path> (found through the
 * FACEOFF_TEST_DATA environment variable), skipping blank lines and lines
 * starting with '#'; both parts are trimmed, the note is empty when the
 * line has no " ; ". Returns the count; fails the test if the file cannot
 * be read or holds more than max lines. */
int test_read_data(const char *relative_path, TestDataLine *lines, int max);

/* The next number of a seeded SplitMix64 sequence, for reproducible random play. */
uint64_t test_next_random(uint64_t *state);

/* Searches a position to depth with a fresh searcher and returns the move
 * found; the last iteration's report goes to *last. */
Move test_search(const char *game_name, const char *text, int depth, SearchReport *last);
/* The same from the position reached by playing moves (texts separated by
 * spaces) from text, the game so far in the history; the move found also
 * goes to best_text as text unless it is NULL. */
Move test_search_after_moves(const char *game_name, const char *text, const char *moves, int depth,
                             SearchReport *last, char *best_text);

/* Runs a suite, returning the process exit status. */
int test_run_suite(Suite *suite);

/* An empty net of so many inputs (with room for king buckets), for
 * net_parse() to fill; fails the test if there is no memory. */
Net *test_new_net(int inputs);
void test_free_net(Net *net);
/* Every legal move of the position (and the pass, where the game has one),
 * made and brought up to date from the position's accumulators by
 * game->update_evaluation, scores as the position it leads to read afresh
 * from its text, whose evaluator starts from scratch. */
void test_net_updates_match_scratch(const TestPosition *p);
/* Seeded random games from the start: every position's score, its
 * accumulators carried from the start's by game->update_evaluation,
 * equals that of the same position read afresh from its text. */
void test_net_updates_over_random_games(const char *game_name, int games, uint64_t seed);
/* A position's evaluation, from White's view, within [min, max]. */
typedef struct {
    const char *text;
    int min, max;
} TestScoreRange;
void test_white_scores_within(const char *game_name, const TestScoreRange *cases, size_t count);
/* With the net of slot switched off t's game evaluates as by_hand, which
 * differs from the net there; switched back on, as before. */
void test_net_switch(const TestPosition *t, const NetSlot *slot, int (*by_hand)(const void *pos));
/* The file of the game's own built-in net loads (file name from path)
 * and evaluates t as before; another family's net (other) is refused
 * with a reason containing refusal, and the net in use stays. */
void test_net_files(const TestPosition *t, const char *path, const NetSlot *own, const NetSlot *other,
                    const char *refusal);
/* Writes size bytes of data to a file named path; fails the test on error. */
void test_write_file(const char *path, const unsigned char *data, size_t size);

#endif
