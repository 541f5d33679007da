#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include "process.h"

#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "process_os.h"

static volatile sig_atomic_t stop_requested;

void process_request_stop(void) { stop_requested = 1; }
bool process_stop_requested(void) { return stop_requested != 0; }

double process_clock(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

bool process_start(EngineProcess *p, const char *command, char *error, size_t error_size)
{
    *p = (EngineProcess){.os = process_os_start(command, error, error_size)};
    return p->os != NULL;
}

bool process_send(EngineProcess *p, const char *format, ...)
{
    if (!p->os)
        return false;
    /* Most lines fit the stack buffer; a longer one (a UCI position line
     * after thousands of plies) is written from the heap, never cut. */
    char small[PROCESS_LINE_MAX];
    va_list args, again;
    va_start(args, format);
    va_copy(again, args);
    int length = vsnprintf(small, sizeof small - 1, format, args);
    va_end(args);
    char *line = small;
    if (length >= (int)sizeof small - 1) {
        line = malloc((size_t)length + 2);
        if (line)
            vsnprintf(line, (size_t)length + 1, format, again);
    }
    va_end(again);
    bool sent = false;
    if (length >= 0 && line) {
        line[length] = '\n';
        sent = process_os_write(p->os, line, (size_t)length + 1);
    }
    if (line != small)
        free(line);
    return sent;
}

/* Moves the first line out of the buffer; false if none is complete. A
 * line longer than the buffer is one line all the same: its first bytes
 * are handed over, the rest is dropped as it arrives (skipping). */
static bool take_line(EngineProcess *p, char *line, size_t size)
{
    char *end = memchr(p->buffer, '\n', p->buffered);
    if (p->skipping) {
        size_t used = end ? (size_t)(end - p->buffer) + 1 : p->buffered;
        memmove(p->buffer, p->buffer + used, p->buffered - used);
        p->buffered -= used;
        p->skipping = !end;
        end = memchr(p->buffer, '\n', p->buffered);
    }
    if (!end && p->buffered < sizeof p->buffer)
        return false;
    size_t length = end ? (size_t)(end - p->buffer) : p->buffered;
    size_t copy = length < size - 1 ? length : size - 1;
    memcpy(line, p->buffer, copy);
    line[copy] = '\0';
    line[strcspn(line, "\r")] = '\0';
    size_t used = end ? length + 1 : length;
    memmove(p->buffer, p->buffer + used, p->buffered - used);
    p->buffered -= used;
    p->skipping = !end;
    return true;
}

/* Waits in short slices so a stop request is seen quickly. */
#define WAIT_SLICE_MS 100

ReadStatus process_read_line(EngineProcess *p, double deadline, char *line, size_t size)
{
    bool closed = !p->os;
    for (;;) {
        if (take_line(p, line, size))
            return READ_LINE;
        if (closed)
            return READ_CLOSED;
        if (process_stop_requested())
            return READ_STOPPED;
        int wait_ms = WAIT_SLICE_MS;
        if (deadline > 0) {
            double left = deadline - process_clock();
            if (left <= 0)
                return READ_TIMEOUT;
            if (left * 1000 < wait_ms)
                wait_ms = (int)(left * 1000) + 1;
        }
        long n = process_os_read(p->os, p->buffer + p->buffered, sizeof p->buffer - p->buffered, wait_ms);
        if (n > 0)
            p->buffered += (size_t)n;
        if (n < 0) {
            closed = true;
            /* A last line without its newline still counts. */
            if (p->buffered > 0 && p->buffered < sizeof p->buffer && p->buffer[p->buffered - 1] != '\n')
                p->buffer[p->buffered++] = '\n';
        }
    }
}

#define QUIT_GRACE_MS 500
#define QUIT_PAUSE_MS 10

void process_stop(EngineProcess *p, const char *quit_line)
{
    if (!p->os)
        return;
    if (quit_line)
        process_send(p, "%s", quit_line);
    process_os_close_input(p->os);
    for (int waited = 0; waited < QUIT_GRACE_MS && !process_os_exited(p->os); waited += QUIT_PAUSE_MS)
        process_os_pause(QUIT_PAUSE_MS);
    process_os_kill(p->os);
    *p = (EngineProcess){0};
}
