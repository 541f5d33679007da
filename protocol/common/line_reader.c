#define _POSIX_C_SOURCE 200809L /* getc_unlocked */
#include "line_reader.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#ifdef _WIN32 /* the C runtime's name for it */
#define getc_unlocked _getc_nolock
#endif

#define EXCERPT_BYTES 40

void line_reader_init(LineReader *r, size_t limit) { *r = (LineReader){.limit = limit}; }

void line_reader_free(LineReader *r)
{
    free(r->text);
    *r = (LineReader){.limit = r->limit};
}

/* Keeps byte c; false when the line is over the limit (or memory is out). */
static bool keep(LineReader *r, char c)
{
    if (r->length >= r->limit)
        return false;
    if (r->length + 2 > r->capacity) {
        size_t capacity = r->capacity * 2;
        char *text = realloc(r->text, capacity);
        if (!text)
            return false;
        r->text = text;
        r->capacity = capacity;
    }
    r->text[r->length++] = c;
    r->text[r->length] = '\0';
    return true;
}

LineStatus line_read(LineReader *r, FILE *in)
{
    r->length = 0;
    if (!r->text) {
        if (!(r->text = malloc(256)))
            return LINE_END;
        r->capacity = 256;
    }
    r->text[0] = '\0';
    bool any = false, control = false, too_long = false;
    size_t carriage_returns = 0; /* held back: at the end of the line they are dropped */
    int c;
    while ((c = getc_unlocked(in)) != EOF && c != '\n') {
        any = true;
        if (c == '\r') {
            carriage_returns++;
            continue;
        }
        control |= carriage_returns > 0 || c == '\0';
        for (; carriage_returns > 0 && !too_long; carriage_returns--)
            too_long = !keep(r, '\r');
        too_long = too_long || !keep(r, (char)c);
    }
    if (c == EOF && !any)
        return LINE_END;
    if (too_long)
        return LINE_TOO_LONG;
    return control ? LINE_CONTROL : LINE_READ;
}

const char *line_refusal(const LineReader *r, LineStatus status, char *out, size_t size)
{
    if (status == LINE_TOO_LONG)
        snprintf(out, size, "the line is longer than %zu bytes", r->limit);
    else
        snprintf(out, size, "the line holds a NUL byte or a carriage return");
    return out;
}

const char *line_excerpt(const LineReader *r, char *out, size_t size)
{
    size_t n = 0;
    for (; n < r->length && n < EXCERPT_BYTES && n + 4 < size; n++) {
        unsigned char c = (unsigned char)r->text[n];
        out[n] = c >= ' ' && c < 127 ? (char)c : '?';
    }
    if (n < r->length && n + 4 <= size)
        memcpy(out + n, "...", 3), n += 3;
    out[n] = '\0';
    return out;
}
