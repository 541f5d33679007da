#include "engine_options.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "protocol/common/number.h"
#include "search/alphabeta/params.h"

/* A 32-bit address space (WebAssembly's) holds at most a few GB, the
 * rest of the engine included. */
#define HASH_MAX_MB (SIZE_MAX > UINT32_MAX ? 65536 : 1024)

/* The engine's own options; the games' options follow them. */
enum { OPT_HASH, OPT_THREADS, OPT_MULTI_PV, OPT_MOVE_OVERHEAD, OPT_PONDER, OPT_ANALYSE_MODE, OPT_CHESS960, OPT_SKILL,
       OPT_LIMIT_STRENGTH, OPT_ELO, OPT_VARIANT, OPT_USE_NNUE, ENGINE_OWN_COUNT };

static const EngineOption own_options[ENGINE_OWN_COUNT] = {
    [OPT_HASH] = {"Hash", ENGINE_OPTION_SPIN, 1, HASH_MAX_MB, SESSION_DEFAULT_HASH_MB, NULL, true},
    [OPT_THREADS] = {"Threads", ENGINE_OPTION_SPIN, 1, SEARCH_MAX_THREADS, 1, NULL, true},
    [OPT_MULTI_PV] = {"MultiPV", ENGINE_OPTION_SPIN, 1, SEARCH_MAX_MULTI_PV, 1, NULL, true},
    [OPT_MOVE_OVERHEAD] = {"Move Overhead", ENGINE_OPTION_SPIN, 0, 5000, 30, NULL, false},
    [OPT_PONDER] = {"Ponder", ENGINE_OPTION_CHECK, 0, 1, 0, NULL, true},
    [OPT_ANALYSE_MODE] = {"UCI_AnalyseMode", ENGINE_OPTION_CHECK, 0, 1, 0, NULL, true},
    [OPT_CHESS960] = {"UCI_Chess960", ENGINE_OPTION_CHECK, 0, 1, 0, NULL, true},
    [OPT_VARIANT] = {"UCI_Variant", ENGINE_OPTION_COMBO, 0, 0, 0, "chess", true},
    /* Weakened play for people, in both protocols. */
    [OPT_SKILL] = {"Skill Level", ENGINE_OPTION_SPIN, 0, SEARCH_FULL_SKILL, SEARCH_FULL_SKILL, NULL, false},
    [OPT_LIMIT_STRENGTH] = {"UCI_LimitStrength", ENGINE_OPTION_CHECK, 0, 1, 0, NULL, false},
    [OPT_ELO] = {"UCI_Elo", ENGINE_OPTION_SPIN, SESSION_ELO_MIN, SESSION_ELO_MAX, SESSION_ELO_DEFAULT, NULL, false},
    /* The games' trained nets (Game.use_trained_evaluation), or their
     * hand-written evaluators. */
    [OPT_USE_NNUE] = {"Use NNUE", ENGINE_OPTION_CHECK, 0, 1, 1, NULL, false},
};

/* Every game's trained evaluator on or off; what the table learnt under
 * the other evaluator is forgotten. */
static void use_trained_evaluation(Session *s, bool on)
{
    session_stop(s);
    int count;
    const Game *const *games = game_list(&count);
    for (int i = 0; i < count; i++)
        if (games[i]->use_trained_evaluation)
            games[i]->use_trained_evaluation(on);
    searcher_clear(s->searcher);
}

/* The options come in runs: the engine's own, the games' own, an EvalFile
 * per game that can load a net, then (in a tuning build) the search's
 * parameters. */
static int game_options_count(void)
{
    int count, total = 0;
    const Game *const *games = game_list(&count);
    for (int i = 0; i < count; i++)
        total += games[i]->option_count;
    return total;
}

/* The i-th game (from 0) that can load a net, or NULL. */
static const Game *net_game_at(int i)
{
    int count;
    const Game *const *games = game_list(&count);
    for (int g = 0; g < count; g++)
        if (games[g]->load_trained_evaluation && i-- == 0)
            return games[g];
    return NULL;
}

/* How many games can load a net. */
static int net_games_count(void)
{
    int nets = 0;
    while (net_game_at(nets))
        nets++;
    return nets;
}

#ifdef FACEOFF_TUNING
enum { TUNE_COUNT = SEARCH_PARAM_COUNT };

/* The search parameter of a "Tune <Name>" option, or -1 if option i is not one. */
static int tune_param(int i)
{
    i -= ENGINE_OWN_COUNT + game_options_count() + net_games_count();
    return i >= 0 && i < TUNE_COUNT ? i : -1;
}
#else
enum { TUNE_COUNT = 0 };
#endif

int engine_option_count(void) { return ENGINE_OWN_COUNT + game_options_count() + net_games_count() + TUNE_COUNT; }

/* The game of an EvalFile option, or NULL if option i is not one. */
static const Game *eval_file_game(int i)
{
    i -= ENGINE_OWN_COUNT + game_options_count();
    return i < 0 ? NULL : net_game_at(i);
}

/* Loads a game's net (value: a path, or ENGINE_BUILT_IN_NET); what the
 * table learnt under the old net is forgotten. */
static bool load_net(Session *s, const Game *game, const char *value, char *error)
{
    session_stop(s);
    if (!game->load_trained_evaluation(strcmp(value, ENGINE_BUILT_IN_NET) ? value : NULL, error))
        return false;
    searcher_clear(s->searcher);
    return true;
}

/* The game and option index of a game option, counted after the engine's own. */
static void game_option_at(int i, const Game **game, int *index)
{
    int count;
    const Game *const *games = game_list(&count);
    i -= ENGINE_OWN_COUNT;
    for (int g = 0; g < count; g++) {
        if (i < games[g]->option_count) {
            *game = games[g];
            *index = i;
            return;
        }
        i -= games[g]->option_count;
    }
    *game = NULL;
    *index = -1;
}

void engine_option_get(int i, EngineOption *out)
{
    if (i < ENGINE_OWN_COUNT) {
        *out = own_options[i];
        return;
    }
#ifdef FACEOFF_TUNING
    int param = tune_param(i);
    if (param >= 0) {
        const SearchParam *p = &search_params[param];
        memset(out, 0, sizeof *out);
        snprintf(out->name, sizeof out->name, "Tune %s", p->name);
        out->kind = ENGINE_OPTION_SPIN;
        out->min = p->min;
        out->max = p->max;
        out->default_value = p->default_value;
        return;
    }
#endif
    const Game *net_game = eval_file_game(i);
    if (net_game) {
        memset(out, 0, sizeof *out);
        snprintf(out->name, sizeof out->name, "%s EvalFile", net_game->name);
        out->kind = ENGINE_OPTION_FILE;
        out->default_text = ENGINE_BUILT_IN_NET;
        return;
    }
    const Game *game;
    int index = -1;
    game_option_at(i, &game, &index);
    const GameOptionSpec *spec = &game->options[index];
    memset(out, 0, sizeof *out);
    snprintf(out->name, sizeof out->name, "%s %s", game->name, spec->name);
    out->kind = spec->kind == OPTION_CHECK ? ENGINE_OPTION_CHECK : ENGINE_OPTION_SPIN;
    out->min = spec->min;
    out->max = spec->max;
    out->default_value = spec->default_value;
}

const char *engine_option_choice(const EngineOption *o, int i, int *count)
{
    (void)o; /* the variant list is the only combo */
    const Game *const *games = game_list(count);
    return i < *count ? games[i]->name : NULL;
}

/* The value of a spin or check option as a number; false with a reason. */
static bool option_number(const EngineOption *o, const char *value, int *out, char *error)
{
    if (o->kind == ENGINE_OPTION_CHECK) {
        /* UCI says true/false, XBoard 1/0 */
        if (!strcmp(value, "true") || !strcmp(value, "1"))
            *out = 1;
        else if (!strcmp(value, "false") || !strcmp(value, "0"))
            *out = 0;
        else {
            snprintf(error, GAME_ERROR_MAX, "%s takes true or false, not '%.40s'", o->name, value);
            return false;
        }
        return true;
    }
    long long number;
    if (!parse_number(value, o->min, o->max, &number)) {
        snprintf(error, GAME_ERROR_MAX, "%s takes a whole number from %d to %d, not '%.40s'", o->name, o->min,
                 o->max, value);
        return false;
    }
    *out = (int)number;
    return true;
}

bool engine_option_set(Session *s, const char *name, const char *value, char *error)
{
    int total = engine_option_count(), i;
    EngineOption o;
    for (i = 0; i < total; i++) {
        engine_option_get(i, &o);
        if (!strcasecmp(o.name, name)) /* UCI: option names are not case-sensitive */
            break;
    }
    if (i == total) {
        snprintf(error, GAME_ERROR_MAX, "unknown option '%.60s'", name);
        return false;
    }
    if (i == OPT_VARIANT) {
        const Game *game = game_find(value);
        if (!game) {
            snprintf(error, GAME_ERROR_MAX, "unknown variant '%.60s'", value);
            return false;
        }
        return session_new_game(s, game, error);
    }
    if (o.kind == ENGINE_OPTION_FILE)
        return load_net(s, eval_file_game(i), value, error);
    int number;
    if (!option_number(&o, value, &number, error))
        return false;
#ifdef FACEOFF_TUNING
    if (tune_param(i) >= 0) {
        session_stop(s); /* a search under way reads them */
        search_param_set(tune_param(i), number);
        return true;
    }
#endif
    switch (i) {
    case OPT_HASH:
        session_stop(s);
        if (!searcher_set_hash(s->searcher, s->tiny_hash ? 0 : (size_t)number)) {
            snprintf(error, GAME_ERROR_MAX, "not enough memory for %d MB", number);
            return false;
        }
        return true;
    case OPT_THREADS:
        session_stop(s);
        if (!searcher_set_threads(s->searcher, number)) {
            snprintf(error, GAME_ERROR_MAX, "cannot start %d threads", number);
            return false;
        }
        return true;
    case OPT_MULTI_PV:
        session_stop(s);
        searcher_set_multi_pv(s->searcher, number); /* in range: checked above */
        return true;
    case OPT_MOVE_OVERHEAD: searcher_set_move_overhead(s->searcher, number / 1000.0); return true;
    case OPT_PONDER: s->ponder = number; return true;
    case OPT_ANALYSE_MODE: s->analyse_mode = number; return true;
    case OPT_CHESS960: s->chess960 = number; return true;
    case OPT_SKILL: s->skill_level = number; break;
    case OPT_LIMIT_STRENGTH: s->limit_strength = number; break;
    case OPT_USE_NNUE: use_trained_evaluation(s, number); return true;
    case OPT_ELO: s->elo = number; break;
    default: {
        const Game *game;
        int index = -1;
        game_option_at(i, &game, &index);
        session_options(s, game)->values[index] = number;
        return true;
    }
    }
    session_apply_skill(s); /* one of the three strength options changed */
    return true;
}
