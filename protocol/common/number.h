/* Numbers as the command line and the protocols take them: the whole text
 * must be the number, and it must lie in the range. */
#ifndef FACEOFF_NUMBER_H
#define FACEOFF_NUMBER_H

#include <stdbool.h>

/* A whole number in [min, max]; false if text is anything else. */
bool parse_number(const char *text, long long min, long long max, long long *out);

/* A finite decimal number in [min, max]; false if text is anything else. */
bool parse_decimal(const char *text, double min, double max, double *out);

#endif
