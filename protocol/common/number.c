#include "number.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>

bool parse_number(const char *text, long long min, long long max, long long *out)
{
    char *end;
    errno = 0;
    long long value = strtoll(text, &end, 10);
    if (*text == '\0' || *end != '\0' || errno || value < min || value > max)
        return false;
    *out = value;
    return true;
}

bool parse_decimal(const char *text, double min, double max, double *out)
{
    char *end;
    errno = 0;
    double value = strtod(text, &end);
    if (*text == '\0' || *end != '\0' || errno || !isfinite(value) || value < min || value > max)
        return false;
    *out = value;
    return true;
}
