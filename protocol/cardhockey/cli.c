/*
 * Card Hockey subcommands. Usage errors exit with status 2 and say what was
 * wrong; a record the replay refuses exits with status 1 and the reason.
 */
#include "cli.h"

#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "movegen/cardhockey/record.h"
#include "protocol/common/number.h"
#include "search/cardhockey/match.h"
#include "protocol.h"

/* The options every subcommand may take (each uses some). */
typedef struct {
    ChVariant variant;
    uint64_t seed;
    ChPlayerKind players[2];
    long games;
    long samples;
    long iterations;
    const char *file;
} Options;

static int usage(const char *fmt, const char *detail)
{
    fprintf(stderr, "faceoff cardhockey: ");
    fprintf(stderr, fmt, detail);
    fprintf(stderr, "\nTry 'faceoff help'.\n");
    return 2;
}

/* Reads "--name value" pairs allowed by the subcommand (a space-separated
 * list in 'allowed'), and one bare argument if want_file. 0 or an exit status. */
static int read_options(int argc, char **argv, const char *allowed, bool want_file, Options *o)
{
    *o = (Options){.variant = CH_MAIN, .players = {CH_PLAYER_STRONG, CH_PLAYER_HEURISTIC}, .games = 2000,
                   .samples = 0, .iterations = 0}; /* 0: each player's own */
    for (int i = 2; i < argc; i++) {
        const char *name = argv[i];
        if ((name[0] != '-' || strcmp(name, "-") == 0) && want_file && !o->file) {
            o->file = name;
            continue;
        }
        char key[32];
        snprintf(key, sizeof key, " %s ", name + (strncmp(name, "--", 2) == 0 ? 2 : 0));
        char list[128];
        snprintf(list, sizeof list, " %s ", allowed);
        if (strncmp(name, "--", 2) != 0 || !strstr(list, key) || i + 1 >= argc)
            return usage("unknown or incomplete option '%s'", name);
        const char *value = argv[++i];
        long long number;
        if (strcmp(name, "--variant") == 0) {
            int v = ch_variant_from_name(value);
            if (v < 0)
                return usage("unknown variant '%s' (main, original, third-cancels, goal-breakaway, stockham)", value);
            o->variant = (ChVariant)v;
        } else if (strcmp(name, "--a") == 0 || strcmp(name, "--b") == 0) {
            int k = ch_player_from_name(value);
            if (k < 0)
                return usage("unknown player '%s' (random, seed-heuristic, strong, ismcts, pimc)", value);
            o->players[name[2] == 'b'] = (ChPlayerKind)k;
        } else if (strcmp(name, "--seed") == 0) {
            if (!parse_number(value, 0, INT64_MAX, &number))
                return usage("bad seed '%s' (a whole number from 0 up)", value);
            o->seed = (uint64_t)number;
        } else if (strcmp(name, "--games") == 0) {
            if (!parse_number(value, 2, 10000000, &number) || number % 2)
                return usage("bad number of games '%s' (an even number from 2 up)", value);
            o->games = (long)number;
        } else if (strcmp(name, "--samples") == 0) {
            if (!parse_number(value, 1, CH_MAX_SAMPLES, &number))
                return usage("bad samples '%s' (1 to 10000)", value);
            o->samples = (long)number;
        } else if (strcmp(name, "--iterations") == 0) {
            if (!parse_number(value, 1, CH_MAX_ITERATIONS, &number))
                return usage("bad iterations '%s' (1 to 100000)", value);
            o->iterations = (long)number;
        }
    }
    if (want_file && !o->file)
        return usage("%s", "replay needs a record file ('-' for standard input)");
    return 0;
}

static void print_line(void *context, const char *line)
{
    (void)context;
    printf("%s\n", line);
}

/* Makes both players; false after saying why. */
static bool make_players(const Options *o, ChPlayer players[2])
{
    for (int i = 0; i < 2; i++) {
        if (!ch_player_init(&players[i], o->players[i], o->seed * 2 + (uint64_t)i + 1)) {
            fprintf(stderr, "faceoff cardhockey: out of memory\n");
            ch_player_free(&players[0]);
            return false;
        }
        if (o->samples)
            players[i].samples = (int)o->samples;
        if (o->iterations)
            players[i].iterations = (int)o->iterations;
    }
    return true;
}

/* deal: the record's header and the first deal of the seed. */
static int command_deal(int argc, char **argv)
{
    Options o;
    int status = read_options(argc, argv, "seed variant", false, &o);
    if (status)
        return status;
    ChGame game;
    ch_game_start(&game, o.variant, o.seed, print_line, NULL);
    return 0;
}

/* What a subcommand does with two players; false with the reason in error. */
typedef bool (*PlayersJob)(const Options *o, ChPlayer players[2], char *error);

/* Reads the options, makes both players, runs the job, frees the players;
 * returns the exit status. */
static int run_with_players(int argc, char **argv, const char *allowed, PlayersJob job)
{
    Options o;
    int status = read_options(argc, argv, allowed, false, &o);
    ChPlayer players[2];
    if (status || !make_players(&o, players))
        return status ? status : 1;
    char error[CH_ERROR_MAX];
    bool ok = job(&o, players, error);
    ch_player_free(&players[0]);
    ch_player_free(&players[1]);
    if (!ok)
        fprintf(stderr, "faceoff cardhockey: %s\n", error);
    return ok ? 0 : 1;
}

/* play: a whole game between --a and --b; the record on standard output. */
static bool play_job(const Options *o, ChPlayer players[2], char *error)
{
    ChPlayer *seats[2] = {&players[0], &players[1]};
    ChGame game;
    return ch_play_game(&game, o->variant, o->seed, seats, print_line, NULL, NULL, error);
}

static int command_play(int argc, char **argv)
{
    return run_with_players(argc, argv, "seed variant a b samples iterations", play_job);
}

/* The whole of a file ('-': standard input), or NULL after saying why. */
static char *read_all(const char *path)
{
    FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "r");
    if (!f) {
        fprintf(stderr, "faceoff cardhockey: cannot read '%s': %s\n", path, strerror(errno));
        return NULL;
    }
    size_t size = 0, capacity = 4096;
    char *text = malloc(capacity);
    for (size_t got; text && (got = fread(text + size, 1, capacity - size - 1, f)) > 0;) {
        size += got;
        if (capacity - size - 1 == 0) {
            char *bigger = realloc(text, capacity *= 2);
            if (!bigger)
                free(text);
            text = bigger;
        }
    }
    if (f != stdin)
        fclose(f);
    if (text)
        text[size] = '\0';
    return text;
}

/* The start of the record after the one at text (a line "cardhockey-record
 * 1"), or NULL; *lines gets the number of lines skipped. */
static char *next_record(char *text, int *lines)
{
    static const char header[] = "cardhockey-record 1";
    *lines = 0;
    for (char *line = strchr(text, '\n'); line; line = strchr(line, '\n')) {
        line++;
        ++*lines;
        if (strncmp(line, header, strlen(header)) == 0 && strchr("\r\n", line[strlen(header)]))
            return line;
    }
    return NULL;
}

/* replay: checks every record of a file (a match writes many); says "ok"
 * and the result of each, or why one is wrong. */
static int command_replay(int argc, char **argv)
{
    Options o;
    int status = read_options(argc, argv, "", true, &o);
    if (status)
        return status;
    char *text = read_all(o.file);
    if (!text)
        return 2;
    int records = 0, first_line = 1, lines;
    bool ok = true;
    for (char *record = text, *next; record && ok; record = next, first_line += lines) {
        next = next_record(record, &lines);
        if (next)
            next[-1] = '\0';
        ChTable final;
        char error[CH_ERROR_MAX];
        if ((ok = ch_record_replay_from(record, first_line, &final, error))) {
            records++;
            printf("ok: %s%s, A %d B %d\n", final.winner < 0 ? "tie" : final.winner == 0 ? "A wins" : "B wins",
                   final.by_forfeit ? " by forfeit" : "", final.score[0], final.score[1]);
        } else {
            printf("bad record: %s\n", error);
        }
    }
    free(text);
    if (ok && records > 1)
        printf("%d records replayed, all legal\n", records);
    return ok ? 0 : 1;
}

static void print_duel_row(const char *name, const char *opponent, const ChDuelStats *s, int who)
{
    double sign = who == 0 ? 1 : -1;
    double mean = s->pair_sum / s->pairs;
    double variance = s->pairs > 1 ? (s->pair_squares - s->pairs * mean * mean) / (s->pairs - 1) : 0;
    double half = 1.96 * sqrt(variance > 0 ? variance : 0) / sqrt(s->pairs);
    int wins = who == 0 ? s->wins : s->losses, losses = who == 0 ? s->losses : s->wins;
    double ms = s->timing.decisions[who] ? 1000 * s->timing.seconds[who] / s->timing.decisions[who] : 0;
    printf("%-15s %-15s %6d %+7.3f ± %.3f %6.1f%% %6.1f%% %6.1f%% %8.3f %8.3f\n", name, opponent, s->games,
           sign * mean, half, 100.0 * wins / s->games, 100.0 * s->draws / s->games, 100.0 * losses / s->games, ms,
           1000 * s->timing.slowest[who]);
}

/* duel: --games games over duplicate deals between --a and --b, then the table. */
static bool duel_job(const Options *o, ChPlayer players[2], char *error)
{
    ChDuelStats stats;
    if (!ch_duel(o->variant, &players[0], &players[1], (int)(o->games / 2), o->seed, &stats, error))
        return false;
    const char *a = ch_player_name(o->players[0]), *b = ch_player_name(o->players[1]);
    printf("variant %s, seeds %" PRIu64 "..%" PRIu64 ", each deal played twice with seats swapped\n",
           ch_variant_name(o->variant), o->seed, o->seed + (uint64_t)o->games / 2 - 1);
    printf("%-15s %-15s %6s %17s %7s %7s %7s %8s %8s\n", "player", "opponent", "games", "goals/game ± 95%",
           "win", "draw", "loss", "ms/move", "max ms");
    print_duel_row(a, b, &stats, 0);
    print_duel_row(b, a, &stats, 1);
    return true;
}

static int command_duel(int argc, char **argv)
{
    return run_with_players(argc, argv, "seed variant a b games samples iterations", duel_job);
}

typedef struct {
    const char *name;
    int (*run)(int argc, char **argv);
} Subcommand;

static const Subcommand subcommands[] = {
    {"deal", command_deal},
    {"play", command_play},
    {"replay", command_replay},
    {"duel", command_duel},
};

int cardhockey_command(int argc, char **argv)
{
    if (argc < 2)
        return cardhockey_loop(stdin, false);
    for (size_t i = 0; i < sizeof subcommands / sizeof subcommands[0]; i++)
        if (strcmp(argv[1], subcommands[i].name) == 0)
            return subcommands[i].run(argc, argv);
    return usage("unknown subcommand '%s' (deal, play, replay, duel)", argv[1]);
}
