/*
 * Command-line subcommands, dispatched through a plain table. Every error
 * names what was wrong and exits with status 2; nothing here knows any
 * game except through the game interface.
 */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include "cli.h"

#include <errno.h>
#include <inttypes.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "engine/build.h"
#include "engine/game.h"
#include "engine/perft.h"
#include "protocol/cardhockey/cli.h"
#include "protocol/common/number.h"
#include "protocol/match/cli.h"
#include "bench.h"
#include "front_end.h"
#include "selfplay.h"
#include "version.h"
#include "web.h"

typedef struct {
    const char *name;
    const char *usage;
    const char *summary;
    int (*run)(int argc, char **argv); /* argv[0] is the command name */
} CliCommand;

static int command_help(int argc, char **argv);
static int command_perft(int argc, char **argv);
static int command_games(int argc, char **argv);
static int command_selfplay(int argc, char **argv);
static int command_bench(int argc, char **argv);
static int command_protocol(int argc, char **argv);
static int command_version(int argc, char **argv);

static const CliCommand commands[] = {
    {"perft", "perft <game> <depth> [--fen \"<position>\" | --start N] [--seed N] [--divide]",
     "count the move sequences of <depth> plies; the last line reads 'nodes N time S nps N'.\n"
     "      --start picks a numbered start position (games with a 'start' option, e.g. halfcourt);\n"
     "      --seed draws the random start (default seed 0)",
     command_perft},
    {"selfplay",
     "selfplay <game> [--games N] [--depth D | --movetime MS | --nodes N] [--fen \"<position>\" | --start N] [--seed N]\n"
     "          [--max-plies N] [--quiet]",
     "the engine against itself, each move checked by the referee; ends with a summary line\n"
     "      (default: 1 game, 100 ms a move, at most 1000 plies; --seed is the first game's, then +1 a game)",
     command_selfplay},
    {"bench", "bench [depth] [game]",
     "search every game's bench positions (or one game's) to depth (default 9; joust and icehockey 4 plies\n"
     "      less) from a cleared table;\n"
     "      a line per game, then 'nodes N nps N': the node count is the search's signature",
     command_bench},
    {"match", MATCH_USAGE, MATCH_SUMMARY, match_command},
    {"pgn-check", "pgn-check <file.pgn>...", "replay every game of PGN files through the referee (exit 1 on a fault)",
     pgn_check_command},
    {"games", "games", "list the games faceoff plays", command_games},
    {"uci", "uci", "speak UCI on standard input and output", command_protocol},
    {"xboard", "xboard", "speak XBoard/CECP v2 on standard input and output", command_protocol},
    {"web", "web",
     "the WebAssembly worker's engine on standard input: UCI, each line run to its end before the next is read\n"
     "      (a search needs depth, nodes, movetime or a clock; no stop)",
     web_command},
    {CARDHOCKEY_NAME,
     "cardhockey [deal|play|replay|duel] [--seed N] [--variant V] [--a P] [--b P] [--games N] [--samples N]\n"
     "                  [--iterations N] [FILE]",
     "Card Hockey: without a subcommand, speak its line protocol (docs/protocol-cardhockey.md);\n"
     "      deal: show the first deal of --seed; play: play a game between --a and --b, print its record;\n"
     "      replay FILE ('-' for stdin): check a record; duel: --games over duplicate deals, print the table.\n"
     "      Variants: main original third-cancels goal-breakaway stockham; players: random seed-heuristic strong ismcts pimc.\n"
     "      Defaults: --seed 0 --variant main --a strong --b seed-heuristic --games 2000; --samples and\n"
     "      --iterations each player's own (strong 512 samples, pimc 24, ismcts 1000 iterations a decision)",
     cardhockey_command},
    {"help", "help", "show this help", command_help},
    {"version", "version | --version", "print the version, the build's CPU target and the licence", command_version},
};
#define COMMAND_COUNT (int)(sizeof commands / sizeof commands[0])

static int usage_error(const char *fmt, const char *detail)
{
    fprintf(stderr, "faceoff: ");
    fprintf(stderr, fmt, detail);
    fprintf(stderr, "\nTry 'faceoff --help'.\n");
    return 2;
}

/* Every game: game_list()'s board games, then Card Hockey; a line each
 * with its title, or the names on one line. */
static void list_games(bool with_titles)
{
    int count;
    const Game *const *games = game_list(&count);
    for (int i = 0; i <= count; i++) {
        const char *name = i < count ? games[i]->name : CARDHOCKEY_NAME;
        const char *title = i < count ? games[i]->title : CARDHOCKEY_TITLE;
        if (with_titles)
            printf("%-10s %s\n", name, title);
        else
            printf(" %s", name);
    }
}

static int command_help(int argc, char **argv)
{
    for (int i = 0; argc > 1 && i < COMMAND_COUNT; i++)
        if (strcmp(commands[i].name, argv[1]) == 0) {
            printf("usage: faceoff %s\n      %s\n", commands[i].usage, commands[i].summary);
            return 0;
        }
    printf("faceoff: a game engine for chess and its variants\n\n"
           "Started without arguments it waits for a GUI: 'uci', 'xboard' or 'cardhockey' on the first line.\n\nusage:\n");
    for (int i = 0; i < COMMAND_COUNT; i++)
        printf("  faceoff %s\n      %s\n", commands[i].usage, commands[i].summary);
    printf("\ngames:");
    list_games(false);
    printf("\n");
    return 0;
}

static int command_games(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    list_games(true);
    return 0;
}

static int command_version(int argc, char **argv)
{
    if (argc > 1)
        return usage_error("version takes no arguments, not '%s'", argv[1]);
    print_version(stdout);
    return 0;
}

static const Game *find_game_or_complain(const char *name)
{
    const Game *game = game_find(name);
    if (!game) {
        int count;
        const Game *const *games = game_list(&count);
        fprintf(stderr, "faceoff: unknown game '%s' (games:", name);
        for (int i = 0; i < count; i++)
            fprintf(stderr, " %s", games[i]->name);
        fprintf(stderr, ")\n");
    }
    return game;
}

static double seconds_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static void print_divide_line(const char *move_text, uint64_t count, void *context)
{
    (void)context;
    printf("%s: %" PRIu64 "\n", move_text, count);
}

/* Applies "--start N" to the game's "start" option; false after saying why. */
static bool set_start_option(const Game *game, GameOptions *opts, const char *text)
{
    int index = game_option_index(game, "start");
    if (index < 0) {
        fprintf(stderr, "faceoff: %s has no numbered start positions; --start is not available\n", game->name);
        return false;
    }
    const GameOptionSpec *spec = &game->options[index];
    long long value;
    if (!parse_number(text, spec->min, spec->max, &value)) {
        fprintf(stderr, "faceoff: bad start number '%s' for %s (a whole number from %d to %d)\n", text, game->name,
                spec->min, spec->max);
        return false;
    }
    opts->values[index] = (int)value;
    return true;
}

static int command_perft(int argc, char **argv)
{
    if (argc < 3)
        return usage_error("%s", "perft needs a game and a depth");
    const Game *game = find_game_or_complain(argv[1]);
    if (!game)
        return 2;
    char *end;
    long depth = strtol(argv[2], &end, 10);
    if (*argv[2] == '\0' || *end != '\0' || depth < 0 || depth > PERFT_MAX_DEPTH)
        return usage_error("bad depth '%s' (a whole number from 0 to 30)", argv[2]);
    const char *fen = NULL, *start_text = NULL;
    int divide = 0;
    GameOptions opts;
    game_default_options(game, &opts);
    for (int i = 3; i < argc; i++) {
        long long seed;
        if (strcmp(argv[i], "--divide") == 0)
            divide = 1;
        else if (strcmp(argv[i], "--fen") == 0 && i + 1 < argc)
            fen = argv[++i];
        else if (strcmp(argv[i], "--start") == 0 && i + 1 < argc)
            start_text = argv[++i];
        else if (strcmp(argv[i], "--seed") == 0 && i + 1 < argc) {
            if (!parse_number(argv[++i], 0, INT64_MAX, &seed))
                return usage_error("bad seed '%s' (a whole number from 0 up)", argv[i]);
            opts.seed = (uint64_t)seed;
        } else
            return usage_error("unknown or incomplete perft option '%s'", argv[i]);
    }
    if (fen && start_text)
        return usage_error("%s", "--fen and --start both name the position; give one");
    if (start_text && !set_start_option(game, &opts, start_text))
        return 2;

    void *pos = malloc(game->position_size);
    if (!pos)
        return 1;
    char error[GAME_ERROR_MAX] = "";
    int ok = fen ? game->set_text(pos, fen, error) : game->set_start(pos, &opts, error);
    if (!ok) {
        fprintf(stderr, "faceoff: bad position for %s: %s\n", game->name, error);
        free(pos);
        return 2;
    }
    int start_option = game_option_index(game, "start");
    if (!fen && start_option >= 0 && opts.values[start_option] == -1) {
        /* Say which position the seed drew, on stderr so the output keeps its form. */
        char text[GAME_TEXT_MAX];
        game->get_text(pos, text);
        fprintf(stderr, "faceoff: random start (seed %" PRIu64 "): %s\n", opts.seed, text);
    }

    double start = seconds_now();
    uint64_t nodes = divide && depth > 0 ? perft_divide(game, pos, (int)depth, print_divide_line, NULL)
                                         : perft(game, pos, (int)depth);
    double elapsed = seconds_now() - start;
    free(pos);
    if (divide)
        printf("\n");
    uint64_t nps = elapsed > 0 ? (uint64_t)((double)nodes / elapsed) : 0;
    printf("nodes %" PRIu64 " time %.3f nps %" PRIu64 "\n", nodes, elapsed, nps);
    return 0;
}

static int command_selfplay(int argc, char **argv)
{
    if (argc < 2)
        return usage_error("%s", "selfplay needs a game");
    const Game *game = find_game_or_complain(argv[1]);
    if (!game)
        return 2;
    SelfplaySettings settings = {.games = 1, .max_plies = 1000};
    game_default_options(game, &settings.options);
    const char *start_text = NULL;
    for (int i = 2; i < argc; i++) {
        const char *flag = argv[i];
        long long value;
        bool has_value = i + 1 < argc;
        if (strcmp(flag, "--quiet") == 0)
            settings.quiet = true;
        else if (!has_value)
            return usage_error("unknown or incomplete selfplay option '%s'", flag);
        else if (strcmp(flag, "--fen") == 0)
            settings.start_text = argv[++i];
        else if (strcmp(flag, "--start") == 0)
            start_text = argv[++i];
        else if (!parse_number(argv[i + 1], 0, INT64_MAX, &value))
            return usage_error("bad number '%s'", argv[i + 1]);
        else if (strcmp(flag, "--games") == 0 && value >= 1 && value <= 1000000)
            settings.games = (int)value, i++;
        else if (strcmp(flag, "--depth") == 0 && value >= 1 && value < SEARCH_MAX_PLY)
            settings.limits.depth = (int)value, i++;
        else if (strcmp(flag, "--movetime") == 0 && value >= 1)
            settings.limits.move_time = (double)value / 1000.0, i++;
        else if (strcmp(flag, "--nodes") == 0 && value >= 1)
            settings.limits.nodes = (uint64_t)value, i++;
        else if (strcmp(flag, "--seed") == 0)
            settings.options.seed = (uint64_t)value, i++;
        else if (strcmp(flag, "--max-plies") == 0 && value >= 1 && value <= 100000)
            settings.max_plies = (int)value, i++;
        else
            return usage_error("unknown selfplay option or value out of range at '%s'", flag);
    }
    if (settings.start_text && start_text)
        return usage_error("%s", "--fen and --start both name the position; give one");
    if (start_text && !set_start_option(game, &settings.options, start_text))
        return 2;
    if (!settings.limits.depth && !settings.limits.nodes && settings.limits.move_time == 0)
        settings.limits.move_time = 0.1;
    char error[GAME_ERROR_MAX] = "";
    int status = selfplay_run(game, &settings, stdout, error);
    if (status == 2)
        fprintf(stderr, "faceoff: bad position for %s: %s\n", game->name, error);
    return status;
}

static int command_bench(int argc, char **argv)
{
    long long depth = BENCH_DEFAULT_DEPTH;
    const Game *game = NULL;
    if (argc > 3)
        return usage_error("%s", "bench takes at most a depth and a game");
    if (argc > 1 && !parse_number(argv[1], 1, SEARCH_MAX_PLY - 1, &depth))
        return usage_error("bad bench depth '%s' (a whole number from 1 to 95)", argv[1]);
    if (argc > 2 && !(game = find_game_or_complain(argv[2])))
        return 2;
    BenchCount total;
    char error[GAME_ERROR_MAX] = "";
    if (!bench_run(game, (int)depth, stdout, &total, error)) {
        fprintf(stderr, "faceoff: bench failed: %s\n", error);
        return 1;
    }
    uint64_t nps = total.seconds > 0 ? (uint64_t)((double)total.nodes / total.seconds) : 0;
    printf("nodes %" PRIu64 " nps %" PRIu64 "\n", total.nodes, nps);
    return 0;
}

static bool is_help_flag(const char *arg) { return strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0; }

/* The protocol named by the command, or by the first line GUIs send. */
static int command_protocol(int argc, char **argv)
{
    return protocol_run(stdin, argc > 0 ? argv[0] : NULL, &SESSION_DEFAULTS);
}

int cli_run(int argc, char **argv)
{
    const char *lacking = build_cpu_lacks();
    if (lacking) {
        fprintf(stderr, "faceoff: this build uses %s instructions, which this CPU lacks: take the portable build "
                        "(docs/builds.md)\n", lacking);
        return 2;
    }
    if (argc < 2)
        return command_protocol(0, NULL);
    const char *name = argv[1];
    if (is_help_flag(name))
        return command_help(0, NULL);
    if (strcmp(name, "--version") == 0)
        name = "version";
    for (int i = 0; i < COMMAND_COUNT; i++) {
        if (strcmp(commands[i].name, name) != 0)
            continue;
        /* `faceoff <command> ... --help`: that command's help, whatever else is given. */
        for (int a = 2; a < argc; a++)
            if (is_help_flag(argv[a]))
                return command_help(2, (char *[]){"help", (char *)name});
        return commands[i].run(argc - 1, argv + 1);
    }
    return usage_error("unknown command '%s'", name);
}
