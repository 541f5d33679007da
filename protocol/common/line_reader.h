/*
 * Commands a line at a time, for every protocol front end: a line is one
 * command whatever its length. A line ends at a newline (LF) or at the end
 * of the input; carriage returns just before its end are dropped (CRLF).
 * A line longer than the reader's limit, or one holding a NUL byte or a
 * carriage return inside it, is read to its end and refused as a whole,
 * so the front end answers it with one error and runs none of it.
 */
#ifndef FACEOFF_LINE_READER_H
#define FACEOFF_LINE_READER_H

#include <stddef.h>
#include <stdio.h>

/* The longest line the protocols take, in bytes without its end: far more
 * than any GUI sends (a UCI "position ... moves" of 800,000 moves fits). */
#define PROTOCOL_LINE_LIMIT ((size_t)4 << 20)

typedef struct {
    char *text;      /* the last line read, NUL-terminated; for a refused line, its first bytes */
    size_t length;   /* of text */
    size_t capacity; /* allocated for text */
    size_t limit;
} LineReader;

typedef enum {
    LINE_READ,     /* a line: text */
    LINE_TOO_LONG, /* a line longer than the limit, refused */
    LINE_CONTROL,  /* a line holding a NUL byte or a carriage return, refused */
    LINE_END       /* no more input */
} LineStatus;

void line_reader_init(LineReader *r, size_t limit);
void line_reader_free(LineReader *r);

/* Reads the next line from in. */
LineStatus line_read(LineReader *r, FILE *in);

/* Why a line was refused ("the line is longer than 4194304 bytes"). */
const char *line_refusal(const LineReader *r, LineStatus status, char *out, size_t size);

/* The start of the last line as it may be quoted in a reply: at most 40
 * bytes, anything but printable ASCII as '?', "..." if cut. */
const char *line_excerpt(const LineReader *r, char *out, size_t size);

#endif
