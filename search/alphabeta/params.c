/* The tuning build's parameter table and values (params.h). */
#include "params.h"

#define SEARCH_PARAM_ROW(name, value, min, max, step) {#name, value, min, max},
const SearchParam search_params[SEARCH_PARAM_COUNT] = {SEARCH_PARAMS(SEARCH_PARAM_ROW)};

#define SEARCH_PARAM_VALUE(name, value, ...) value,
int search_param_values[SEARCH_PARAM_COUNT] = {SEARCH_PARAMS(SEARCH_PARAM_VALUE)};
