#define _GNU_SOURCE /* pipe2: close-on-exec from the start, as other threads fork too */
#include "process.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

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
    *p = (EngineProcess){.to_engine = -1, .from_engine = -1};
    int in[2], out[2];
    if (pipe2(in, O_CLOEXEC) != 0) {
        snprintf(error, error_size, "cannot make a pipe: %s", strerror(errno));
        return false;
    }
    if (pipe2(out, O_CLOEXEC) != 0) {
        snprintf(error, error_size, "cannot make a pipe: %s", strerror(errno));
        close(in[0]);
        close(in[1]);
        return false;
    }
    pid_t pid = fork();
    if (pid < 0) {
        snprintf(error, error_size, "cannot fork: %s", strerror(errno));
        close(in[0]), close(in[1]), close(out[0]), close(out[1]);
        return false;
    }
    if (pid == 0) {
        /* Its own process group, so Ctrl-C reaches only the runner, which
         * then stops the engines itself, and a kill reaches the whole engine. */
        setpgid(0, 0);
        signal(SIGINT, SIG_IGN);
        dup2(in[0], STDIN_FILENO);
        dup2(out[1], STDOUT_FILENO);
        close(in[0]), close(in[1]), close(out[0]), close(out[1]);
        execl("/bin/sh", "sh", "-c", command, (char *)NULL);
        _exit(127);
    }
    setpgid(pid, pid); /* also here, so the group exists before any kill */
    close(in[0]);
    close(out[1]);
    p->pid = pid;
    p->to_engine = in[1];
    p->from_engine = out[0];
    return true;
}

bool process_send(EngineProcess *p, const char *format, ...)
{
    if (p->to_engine < 0)
        return false;
    char line[PROCESS_LINE_MAX];
    va_list args;
    va_start(args, format);
    int length = vsnprintf(line, sizeof line - 1, format, args);
    va_end(args);
    if (length < 0 || length >= (int)sizeof line - 1)
        return false;
    line[length++] = '\n';
    for (int done = 0; done < length;) {
        ssize_t n = write(p->to_engine, line + done, (size_t)(length - done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        done += (int)n;
    }
    return true;
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

/* Polls in short slices so a stop request is seen quickly. */
#define POLL_SLICE_MS 100

ReadStatus process_read_line(EngineProcess *p, double deadline, char *line, size_t size)
{
    for (;;) {
        if (take_line(p, line, size))
            return READ_LINE;
        if (p->from_engine < 0)
            return READ_CLOSED;
        if (process_stop_requested())
            return READ_STOPPED;
        int wait_ms = POLL_SLICE_MS;
        if (deadline > 0) {
            double left = deadline - process_clock();
            if (left <= 0)
                return READ_TIMEOUT;
            if (left * 1000 < wait_ms)
                wait_ms = (int)(left * 1000) + 1;
        }
        struct pollfd fd = {.fd = p->from_engine, .events = POLLIN};
        int ready = poll(&fd, 1, wait_ms);
        if (ready < 0 && errno != EINTR)
            return READ_CLOSED;
        if (ready <= 0)
            continue;
        ssize_t n = read(p->from_engine, p->buffer + p->buffered, sizeof p->buffer - p->buffered);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            close(p->from_engine);
            p->from_engine = -1;
            /* A last line without its newline still counts. */
            if (p->buffered > 0 && p->buffered < sizeof p->buffer && p->buffer[p->buffered - 1] != '\n')
                p->buffer[p->buffered++] = '\n';
            continue;
        }
        p->buffered += (size_t)n;
    }
}

#define QUIT_GRACE_SECONDS 0.5

void process_stop(EngineProcess *p, const char *quit_line)
{
    if (p->pid <= 0)
        return;
    if (quit_line)
        process_send(p, "%s", quit_line);
    if (p->to_engine >= 0)
        close(p->to_engine);
    p->to_engine = -1;
    int status;
    double give_up = process_clock() + QUIT_GRACE_SECONDS;
    pid_t done = 0;
    while ((done = waitpid(p->pid, &status, WNOHANG)) == 0 && process_clock() < give_up) {
        struct timespec pause = {0, 10 * 1000 * 1000};
        nanosleep(&pause, NULL);
    }
    kill(-p->pid, SIGKILL); /* the group: a shell's children too */
    if (done == 0)
        waitpid(p->pid, &status, 0);
    if (p->from_engine >= 0)
        close(p->from_engine);
    *p = (EngineProcess){.to_engine = -1, .from_engine = -1};
}
