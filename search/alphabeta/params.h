/*
 * The search's tunable parameters, one table: the margins, depths and
 * divisors of its pruning, reductions and extensions. A normal build
 * compiles each value in as a constant; a tuning build (CMake option
 * FACEOFF_TUNING) keeps them in variables that the engine options
 * "Tune <Name>" set at run time, for tools/spsa.py to tune them by
 * self-play. Everything is an integer: the LMR formula's constants are
 * hundredths.
 */
#ifndef FACEOFF_PARAMS_H
#define FACEOFF_PARAMS_H

/* X(name, default, min, max, step): step is SPSA's final perturbation
 * (c_end, about a twentieth of the range), read by tools/spsa.py. */
#define SEARCH_PARAMS(X) \
    /* reverse futility: a static score this much per ply above beta */ \
    X(RfpMargin, 90, 30, 180, 8) \
    /* razoring: a static score this much, and RazorDepth per ply, below alpha */ \
    X(RazorBase, 200, 50, 400, 18) \
    X(RazorDepth, 150, 50, 300, 12) \
    /* the null move's reduction: NullBase plies, and one per NullDivisor of depth */ \
    X(NullBase, 3, 1, 6, 1) \
    X(NullDivisor, 4, 2, 8, 1) \
    /* ProbCut's beta: this much above beta */ \
    X(ProbcutMargin, 200, 80, 400, 16) \
    /* late move pruning after LmpCount * (1 + depth^2) quiet moves (half again if improving) */ \
    X(LmpCount, 3, 1, 8, 1) \
    /* futility pruning of quiet moves: a static score this much, and FutilityDepth per ply, below alpha */ \
    X(FutilityBase, 100, 20, 250, 12) \
    X(FutilityDepth, 100, 30, 250, 11) \
    /* exchange pruning: a quiet move losing SeeQuiet per ply, a noisy one SeeNoisy per ply squared */ \
    X(SeeQuiet, 60, 20, 150, 6) \
    X(SeeNoisy, 25, 5, 80, 4) \
    /* late move reductions: (LmrBase + ln depth * ln move * 100 / LmrDivisor) / 100 plies, a ply less \
     * per LmrHistory of the move's history */ \
    X(LmrBase, 75, 0, 200, 10) \
    X(LmrDivisor, 225, 120, 400, 14) \
    X(LmrHistory, 8192, 2048, 32768, 1536) \
    /* singular extension: the others must fail this much per ply below the table's score */ \
    X(SingularMargin, 2, 1, 8, 1) \
    /* the aspiration window's first half width */ \
    X(AspirationDelta, 25, 8, 60, 3) \
    /* a cutoff's history bonus: this * depth * (depth + 2) */ \
    X(HistoryBonus, 32, 8, 96, 4)

#ifdef FACEOFF_TUNING

#define SEARCH_PARAM_INDEX(name, ...) SEARCH_PARAM_##name,
enum { SEARCH_PARAMS(SEARCH_PARAM_INDEX) SEARCH_PARAM_COUNT };
#undef SEARCH_PARAM_INDEX

typedef struct {
    const char *name;
    int default_value, min, max;
} SearchParam;

extern const SearchParam search_params[SEARCH_PARAM_COUNT];
extern int search_param_values[SEARCH_PARAM_COUNT];

/* Sets parameter i (its range unchecked) for the searches that start
 * after it; tables derived from it are rebuilt (search.c). */
void search_param_set(int i, int value);

#define PARAM(name) search_param_values[SEARCH_PARAM_##name]

#else

#define SEARCH_PARAM_DEFAULT(name, value, ...) SEARCH_PARAM_DEFAULT_##name = value,
enum { SEARCH_PARAMS(SEARCH_PARAM_DEFAULT) };
#undef SEARCH_PARAM_DEFAULT

#define PARAM(name) SEARCH_PARAM_DEFAULT_##name

#endif

#endif
