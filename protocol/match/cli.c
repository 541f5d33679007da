#include "cli.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "movegen/cardhockey/cards.h"
#include "protocol/common/number.h"
#include "driver.h"
#include "pgn.h"

const char MATCH_USAGE[] =
    "match --game G --engine KEY=VALUE... --engine KEY=VALUE...\n"
    "          (--tc [MPS/]BASE[+INC] | --st S | --depth D | --nodes N) [--games N] [--concurrency N]\n"
    "          [--openings file=PATH | random [seed=N]] [--pgn FILE]\n"
    "          [--resign movecount=N score=CP [twosided=true]] [--draw movenumber=N movecount=N score=CP]\n"
    "          [--maxmoves N]\n"
    "          [--sprt elo0=E elo1=E alpha=A beta=B] [--timemargin S] [--timeout S]\n"
    "  faceoff match --game cardhockey [--variant V] --engine KEY=VALUE... --engine KEY=VALUE... [--tc ... | --st S]\n"
    "          [--games N] [--concurrency N] [--openings random seed=N] [--pgn FILE] [--sprt ...] [--timeout S]";
const char MATCH_SUMMARY[] =
    "two engines play N games, every move checked by faceoff's referee; a results line after each game\n"
    "      engine keys: cmd=COMMAND (default: this faceoff) proto=uci|xboard|cardhockey (default uci; cardhockey\n"
    "      for Card Hockey, which also takes uci) name=NAME\n"
    "      depth=D nodes=N (this engine's own limits) tc=[MPS/]BASE[+INC] (its own clock: time odds)\n"
    "      castling=king-takes-rook|king-to (default: king takes rook to UCI engines with UCI_Chess960)\n"
    "      option.NAME=VALUE; --tc BASE and INC in seconds, e.g. 10+0.1 or 40/60; each opening is played\n"
    "      twice with colours reversed; Card Hockey deals pair k from seed N+k, each twice with seats swapped,\n"
    "      and --pgn writes its game records (faceoff cardhockey replay FILE checks them); see docs/match.md";

static int fail(const char *format, const char *detail)
{
    fprintf(stderr, "faceoff match: ");
    fprintf(stderr, format, detail);
    fprintf(stderr, "\nTry 'faceoff help'.\n");
    return 2;
}

static bool read_int(const char *text, int min, int max, int *out)
{
    double value;
    if (!parse_decimal(text, min, max, &value) || value != (int)value)
        return false;
    *out = (int)value;
    return true;
}

static bool read_bool(const char *text, bool *out)
{
    if (strcmp(text, "true") && strcmp(text, "false"))
        return false;
    *out = !strcmp(text, "true");
    return true;
}

/* "[MPS/]BASE[+INC]", seconds; the other fields are left as they are. */
static bool read_time_control(const char *text, TimeControl *tc)
{
    char copy[64], *base = copy, *slash, *plus;
    tc->moves_per_session = 0;
    tc->increment = 0;
    snprintf(copy, sizeof copy, "%s", text);
    if ((slash = strchr(copy, '/'))) {
        *slash = '\0';
        if (!read_int(copy, 1, 10000, &tc->moves_per_session))
            return false;
        base = slash + 1;
    }
    if ((plus = strchr(base, '+'))) {
        *plus = '\0';
        if (!parse_decimal(plus + 1, 0, 3600, &tc->increment))
            return false;
    }
    return parse_decimal(base, 0.001, 360000, &tc->base);
}

/* The name an engine goes by: name=, else its command's last path part
 * (all of a quoted program name; Windows' separators too). */
static void default_name(EngineSpec *e)
{
    if (e->name[0])
        return;
    const char *word = e->command;
    bool quoted = *word == '"';
    word += quoted;
    const char *end = word + strcspn(word, quoted ? "\"" : " ");
    const char *slash = word;
    for (const char *c = word; c < end; c++)
        if (*c == '/' || *c == '\\')
            slash = c + 1;
    snprintf(e->name, sizeof e->name, "%.*s", (int)(end - slash), slash);
}

/* One KEY=VALUE of --engine. */
static bool read_engine_pair(EngineSpec *e, const char *key, const char *value)
{
    if (!strcmp(key, "cmd"))
        return (size_t)snprintf(e->command, sizeof e->command, "%s", value) < sizeof e->command;
    if (!strcmp(key, "depth"))
        return read_int(value, 1, 100, &e->depth);
    if (!strcmp(key, "nodes"))
        return read_int(value, 1, 2000000000, &e->nodes);
    if (!strcmp(key, "tc"))
        return (e->own_tc = read_time_control(value, &e->tc));
    if (!strcmp(key, "castling")) {
        static const char *const forms[] = {"king-takes-rook", "king-to"};
        int k = ch_find_name(forms, 2, value);
        e->castling = (CastlingText)(CASTLING_TEXT_KING_TAKES_ROOK + k);
        return k >= 0;
    }
    if (!strcmp(key, "name"))
        return (size_t)snprintf(e->name, sizeof e->name, "%s", value) < sizeof e->name;
    if (!strcmp(key, "proto")) {
        static const char *const names[] = {"uci", "xboard", "cardhockey"};
        int k = ch_find_name(names, 3, value);
        e->protocol = (ProtocolKind)(PROTOCOL_UCI + k);
        return k >= 0;
    }
    if (!strncmp(key, "option.", 7) && key[7] && e->option_count < ENGINE_OPTIONS_MAX) {
        EngineOption *o = &e->options[e->option_count++];
        return (size_t)snprintf(o->name, sizeof o->name, "%s", key + 7) < sizeof o->name &&
               (size_t)snprintf(o->value, sizeof o->value, "%s", value) < sizeof o->value;
    }
    return false;
}

typedef struct {
    MatchSettings settings;
    int engines_given;
    bool timed;
    const char *openings_file;
    bool random_openings;
    double random_seed;
    bool variant_given;
} MatchOptions;

/* KEY=VALUE of the option 'flag' (not --engine). */
static bool read_setting_pair(MatchOptions *o, const char *flag, const char *key, const char *value)
{
    MatchSettings *s = &o->settings;
    Adjudication *a = &s->adjudication;
    if (!strcmp(flag, "--openings")) {
        if (!strcmp(key, "file"))
            return (o->openings_file = value) != NULL;
        return !strcmp(key, "seed") && parse_decimal(value, 0, 1e15, &o->random_seed);
    }
    if (!strcmp(flag, "--resign"))
        return (!strcmp(key, "movecount") && read_int(value, 1, 1000, &a->resign_moves)) ||
               (!strcmp(key, "score") && read_int(value, 1, 100000, &a->resign_score)) ||
               (!strcmp(key, "twosided") && read_bool(value, &a->resign_two_sided));
    if (!strcmp(flag, "--draw"))
        return (!strcmp(key, "movenumber") && read_int(value, 0, 10000, &a->draw_from_move)) ||
               (!strcmp(key, "movecount") && read_int(value, 1, 1000, &a->draw_moves)) ||
               (!strcmp(key, "score") && read_int(value, 0, 100000, &a->draw_score));
    if (!strcmp(flag, "--sprt")) {
        SprtSettings *p = &s->sprt;
        s->sprt_on = true;
        return (!strcmp(key, "elo0") && parse_decimal(value, -1000, 1000, &p->elo0)) ||
               (!strcmp(key, "elo1") && parse_decimal(value, -1000, 1000, &p->elo1)) ||
               (!strcmp(key, "alpha") && parse_decimal(value, 1e-6, 0.5, &p->alpha)) ||
               (!strcmp(key, "beta") && parse_decimal(value, 1e-6, 0.5, &p->beta));
    }
    return false;
}

/* The words after a KEY=VALUE option, up to the next --option. */
static int read_pairs(MatchOptions *o, const char *flag, int argc, char **argv, int i)
{
    EngineSpec *engine = !strcmp(flag, "--engine") ? &o->settings.engines[o->engines_given - 1] : NULL;
    for (; i < argc && strncmp(argv[i], "--", 2) != 0; i++) {
        char key[ENGINE_NAME_MAX + 8];
        const char *eq = strchr(argv[i], '=');
        if (!strcmp(flag, "--openings") && !strcmp(argv[i], "random")) {
            o->random_openings = true;
            continue;
        }
        if (!eq || (size_t)(eq - argv[i]) >= sizeof key) {
            fail("expected KEY=VALUE, got '%s'", argv[i]);
            return -1;
        }
        snprintf(key, sizeof key, "%.*s", (int)(eq - argv[i]), argv[i]);
        bool ok = engine ? read_engine_pair(engine, key, eq + 1) : read_setting_pair(o, flag, key, eq + 1);
        if (!ok) {
            fail("bad or unknown setting '%s'", argv[i]);
            return -1;
        }
    }
    return i;
}

/* A flag with one value; false after complaining. */
static bool read_single(MatchOptions *o, const char *flag, const char *value)
{
    MatchSettings *s = &o->settings;
    TimeControl *tc = &s->tc;
    bool ok;
    if (!strcmp(flag, "--game"))
        ok = (s->game = game_find(value)) != NULL || (s->cards = !strcmp(value, "cardhockey"));
    else if (!strcmp(flag, "--variant"))
        ok = o->variant_given = (s->card_variant = (ChVariant)ch_variant_from_name(value)) != (ChVariant)-1;
    else if (!strcmp(flag, "--games"))
        ok = read_int(value, 1, 1000000, &s->games);
    else if (!strcmp(flag, "--concurrency"))
        ok = read_int(value, 1, MATCH_CONCURRENCY_MAX, &s->concurrency);
    else if (!strcmp(flag, "--tc"))
        ok = o->timed = read_time_control(value, tc);
    else if (!strcmp(flag, "--st"))
        ok = o->timed = parse_decimal(value, 0.001, 3600, &tc->move_time);
    else if (!strcmp(flag, "--depth"))
        ok = o->timed = read_int(value, 1, 100, &tc->depth);
    else if (!strcmp(flag, "--nodes"))
        ok = o->timed = read_int(value, 1, 2000000000, &tc->nodes);
    else if (!strcmp(flag, "--timemargin"))
        ok = parse_decimal(value, 0, 60, &tc->margin);
    else if (!strcmp(flag, "--timeout"))
        ok = parse_decimal(value, 0.1, 86400, &tc->timeout);
    else if (!strcmp(flag, "--maxmoves"))
        ok = read_int(value, 1, 100000, &s->adjudication.max_moves);
    else if (!strcmp(flag, "--pgn"))
        ok = (s->pgn_path = value) != NULL;
    else
        return fail("unknown option '%s'", flag), false;
    if (!ok) {
        char detail[160];
        snprintf(detail, sizeof detail, "%.40s %.100s", flag, value);
        fail("bad value in '%s'", detail);
    }
    return ok;
}

static bool read_options(MatchOptions *o, int argc, char **argv)
{
    static const char *const pair_flags[] = {"--engine", "--openings", "--resign", "--draw", "--sprt", NULL};
    for (int i = 1; i < argc;) {
        const char *flag = argv[i];
        bool pairs = false;
        for (int k = 0; pair_flags[k]; k++)
            pairs = pairs || !strcmp(flag, pair_flags[k]);
        if (pairs) {
            if (!strcmp(flag, "--engine") && o->engines_given++ == 2)
                return fail("%s", "give --engine twice, once for each engine"), false;
            if ((i = read_pairs(o, flag, argc, argv, i + 1)) < 0)
                return false;
        } else if (i + 1 >= argc) {
            return fail("option '%s' needs a value", flag), false;
        } else if (!read_single(o, flag, argv[i + 1])) {
            return false;
        } else {
            i += 2;
        }
    }
    return true;
}

/* The engine has a limit of its own (tc=, depth= or nodes=): a search
 * that ends by itself. */
static bool own_limit(const EngineSpec *e) { return e->own_tc || e->depth > 0 || e->nodes > 0; }

/* What a Card Hockey match takes: deals from a seed, no depth, no
 * adjudication, engines on its line protocol or UCI; false after complaining. */
static bool complete_card_settings(MatchOptions *o)
{
    MatchSettings *s = &o->settings;
    const Adjudication *a = &s->adjudication;
    bool depth = s->tc.depth > 0 || s->tc.nodes > 0;
    for (int i = 0; i < 2; i++) {
        depth = depth || s->engines[i].depth > 0 || s->engines[i].nodes > 0;
        if (s->engines[i].protocol == PROTOCOL_XBOARD)
            return fail("%s", "Card Hockey engines speak proto=cardhockey (the default) or proto=uci"), false;
        if (s->engines[i].protocol == PROTOCOL_DEFAULT)
            s->engines[i].protocol = PROTOCOL_CARDHOCKEY;
    }
    if (depth || a->resign_moves || a->draw_moves || a->max_moves)
        return fail("%s", "cardhockey takes no depth, --nodes, --resign, --draw or --maxmoves"), false;
    if (o->openings_file)
        return fail("%s", "cardhockey deals from a seed: --openings random seed=N, not a file"), false;
    s->deal_seed = (uint64_t)o->random_seed;
    return true;
}

/* The time control an engine plays under: the match's, with its own
 * clock (tc=) instead of the match's clock or move time. */
static void engine_time_control(const TimeControl *match, EngineSpec *e)
{
    TimeControl own = e->tc;
    e->tc = *match;
    if (e->own_tc) {
        e->tc.base = own.base;
        e->tc.increment = own.increment;
        e->tc.moves_per_session = own.moves_per_session;
        e->tc.move_time = 0;
    }
}

/* Defaults, engine names and the openings; false after complaining. */
static bool complete_settings(MatchOptions *o)
{
    MatchSettings *s = &o->settings;
    if (!s->game && !s->cards)
        return fail("%s", "--game is required (see 'faceoff games')"), false;
    if (s->cards && !complete_card_settings(o))
        return false;
    if (!s->cards && o->variant_given)
        return fail("%s", "--variant is Card Hockey's rule variation (--game cardhockey)"), false;
    for (int i = 0; i < 2 && !s->cards; i++) {
        if (s->engines[i].protocol == PROTOCOL_CARDHOCKEY)
            return fail("%s", "proto=cardhockey is for --game cardhockey"), false;
        if (s->engines[i].protocol == PROTOCOL_DEFAULT)
            s->engines[i].protocol = PROTOCOL_UCI;
        if ((s->tc.nodes || s->engines[i].nodes) && s->engines[i].protocol == PROTOCOL_XBOARD)
            return fail("%s", "--nodes takes UCI engines (XBoard has no node limit)"), false;
    }
    if (!o->timed && !s->cards && !(own_limit(&s->engines[0]) && own_limit(&s->engines[1])))
        return fail("%s", "give a time control: --tc, --st, --depth or --nodes (or tc=, depth= or nodes= for both "
                          "engines)"), false;
    for (int i = 0; i < 2; i++) /* tc= replaces the match's clock or move time, nothing else */
        engine_time_control(&s->tc, &s->engines[i]);
    if (s->sprt_on && (s->sprt.alpha <= 0 || s->sprt.beta <= 0 || s->sprt.elo0 >= s->sprt.elo1))
        return fail("%s", "--sprt needs elo0 < elo1, alpha and beta"), false;
    for (int i = 0; i < 2; i++) {
        if (!s->engines[i].command[0])
            process_own_command(s->engines[i].command, sizeof s->engines[i].command);
        default_name(&s->engines[i]);
    }
    if (!strcmp(s->engines[0].name, s->engines[1].name) &&
        strlen(s->engines[1].name) + 2 < sizeof s->engines[1].name)
        strcat(s->engines[1].name, "-2");
    char error[GAME_ERROR_MAX] = "";
    bool ok = true;
    if (o->openings_file && o->random_openings)
        return fail("%s", "--openings takes a file or random, not both"), false;
    if (o->openings_file)
        ok = openings_load(&s->openings, s->game, o->openings_file, error);
    else if (o->random_openings && !s->cards)
        ok = openings_random(&s->openings, s->game, (uint64_t)o->random_seed, error);
    if (!ok)
        fail("%s", error);
    return ok;
}

int match_command(int argc, char **argv)
{
    MatchOptions o = {.settings = {.games = 2, .concurrency = 1, .tc = {.margin = 0.1, .timeout = 30}}};
    if (!read_options(&o, argc, argv))
        return 2;
    if (o.engines_given != 2)
        return fail("%s", "give --engine twice, once for each engine (--engine proto=uci for faceoff over UCI)");
    if (!complete_settings(&o))
        return 2;
    MatchTally tally;
    char error[GAME_ERROR_MAX] = "";
    int status = match_run(&o.settings, stdout, &tally, error);
    openings_free(&o.settings.openings);
    if (status == 2)
        fprintf(stderr, "faceoff match: %s\n", error);
    return status;
}

/* Replays every game of each file; one line per file. */
int pgn_check_command(int argc, char **argv)
{
    if (argc < 2)
        return fail("%s", "pgn-check needs a PGN file");
    int status = 0;
    for (int i = 1; i < argc; i++) {
        FILE *in = fopen(argv[i], "r");
        if (!in) {
            fprintf(stderr, "faceoff pgn-check: cannot read '%s'\n", argv[i]);
            status = 2;
            continue;
        }
        PgnGame g;
        char error[GAME_ERROR_MAX] = "", warning[GAME_ERROR_MAX];
        int games = 0, read;
        while ((read = pgn_read(in, &g, error)) > 0) {
            GameHistory h;
            bool ok = pgn_replay(&g, &h, warning, error);
            pgn_free(&g);
            if (*warning)
                printf("%s: game %d: warning: %s\n", argv[i], games + 1, warning);
            if (!ok) {
                read = -1;
                break;
            }
            history_free(&h);
            games++;
        }
        fclose(in);
        if (read < 0) {
            printf("%s: game %d: %s\n", argv[i], games + 1, error);
            status = 1;
        } else {
            printf("%s: %d games replayed, all legal\n", argv[i], games);
        }
    }
    return status;
}
