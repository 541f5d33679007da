/*
 * What process.c needs of the operating system, one file per platform
 * (process_posix.c, process_windows.c): a child on two pipes, raw reads
 * with a wait, its end.
 */
#ifndef FACEOFF_MATCH_PROCESS_OS_H
#define FACEOFF_MATCH_PROCESS_OS_H

#include "process.h"

/* Starts command with its standard input and output on pipes; NULL with a
 * reason if it cannot. */
ProcessHandles *process_os_start(const char *command, char *error, size_t error_size);
/* Writes all of text; false if the engine's input is closed. */
bool process_os_write(ProcessHandles *h, const char *text, size_t length);
/* Bytes read from the engine's output into 'into' (at most 'space'),
 * waiting up to wait_ms for some: > 0 bytes, 0 none yet, -1 the output is
 * closed (the engine exited). */
long process_os_read(ProcessHandles *h, char *into, size_t space, int wait_ms);
/* Closes the engine's input: its end of file. */
void process_os_close_input(ProcessHandles *h);
/* Whether the engine has exited. */
bool process_os_exited(ProcessHandles *h);
/* Kills the engine and everything it started, waits for it, frees h. */
void process_os_kill(ProcessHandles *h);
/* Sleeps a few milliseconds. */
void process_os_pause(int ms);

#endif
