/*
 * An engine as a child process: its standard input and output as pipes,
 * lines read with a deadline so a silent engine cannot stall the runner.
 * process.c is the same everywhere; what it asks of the operating system
 * is process_os.h, one file per platform (process_posix.c,
 * process_windows.c), chosen by CMake.
 */
#ifndef FACEOFF_MATCH_PROCESS_H
#define FACEOFF_MATCH_PROCESS_H

#include <stdbool.h>
#include <stddef.h>

#define PROCESS_LINE_MAX 8192

typedef struct ProcessHandles ProcessHandles; /* the platform's */

typedef struct {
    ProcessHandles *os; /* NULL: not running */
    char buffer[PROCESS_LINE_MAX];
    size_t buffered;
    bool skipping;      /* dropping the rest of a line longer than the buffer */
} EngineProcess;

typedef enum {
    READ_LINE,    /* a whole line arrived */
    READ_TIMEOUT, /* the deadline passed first */
    READ_CLOSED,  /* the engine closed its output or exited */
    READ_STOPPED  /* the match is being stopped (Ctrl-C) */
} ReadStatus;

/* Runs command (which may carry arguments: through /bin/sh on POSIX, as a
 * Windows command line on Windows) as a group of its own that a kill ends
 * whole. False with a reason if it cannot be started. */
bool process_start(EngineProcess *p, const char *command, char *error, size_t error_size);
/* Writes one line (a newline is added); false if the engine has gone. */
bool process_send(EngineProcess *p, const char *format, ...) __attribute__((format(printf, 2, 3)));
/* The next line, without its end-of-line characters, waiting until the
 * monotonic time 'deadline' (seconds; <= 0: no deadline). A line longer
 * than PROCESS_LINE_MAX - 1 bytes is one line all the same, cut to that. */
ReadStatus process_read_line(EngineProcess *p, double deadline, char *line, size_t size);
/* Sends quit_line (if any), gives the engine a moment to leave, then kills
 * its group and reaps it. Harmless when it is not running. */
void process_stop(EngineProcess *p, const char *quit_line);

/* Seconds on the monotonic clock. */
double process_clock(void);

/* Every pending read returns READ_STOPPED once a stop is requested: by
 * Ctrl-C while the interrupt is caught, or by a call. */
void process_request_stop(void);
bool process_stop_requested(void);
/* From catch to release, Ctrl-C requests a stop instead of ending the
 * runner, and an engine that exits cannot end it either (SIGPIPE). */
void process_catch_interrupt(void);
void process_release_interrupt(void);

/* The command that runs this executable again (the default engine). */
void process_own_command(char *out, size_t size);

#endif
