/*
 * The options a GUI can set, one table for both protocols: the engine's
 * own (Hash, Move Overhead, ...), every game's GameOptionSpec, named
 * "<game> <option>" (e.g. "halfcourt start"), "<game> EvalFile", the
 * net file of each game with a trained evaluator, and in a tuning build
 * (FACEOFF_TUNING) "Tune <Name>" for each of the search's parameters
 * (search/alphabeta/params.h). UCI lists them as
 * "option" lines, XBoard as "feature option=" lines; both set them here.
 */
#ifndef FACEOFF_ENGINE_OPTIONS_H
#define FACEOFF_ENGINE_OPTIONS_H

#include <stdbool.h>

#include "session.h"

typedef enum { ENGINE_OPTION_SPIN, ENGINE_OPTION_CHECK, ENGINE_OPTION_COMBO, ENGINE_OPTION_FILE } EngineOptionKind;

#define ENGINE_OPTION_NAME_MAX 64
/* The value of an EvalFile option that means the net built into the engine. */
#define ENGINE_BUILT_IN_NET "<built-in>"

typedef struct {
    char name[ENGINE_OPTION_NAME_MAX];
    EngineOptionKind kind;
    int min, max, default_value;  /* check: 0 or 1 */
    const char *default_text;     /* combo: the default choice; file: the default value */
    bool uci_only;                /* XBoard has its own command for it */
} EngineOption;

/* How many options there are, and the i-th (0 <= i < count). */
int engine_option_count(void);
void engine_option_get(int i, EngineOption *out);

/* The choices of a combo option, in order (count set). */
const char *engine_option_choice(const EngineOption *o, int i, int *count);

/* Sets an option by name; false with a reason (and nothing changed) for an
 * unknown name or a bad value. */
bool engine_option_set(Session *s, const char *name, const char *value, char *error);

#endif
