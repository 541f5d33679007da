#define _GNU_SOURCE /* pipe2: close-on-exec from the start, as other threads fork too */
#include "process_os.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

struct ProcessHandles {
    pid_t pid;
    int to_engine;   /* write end of the engine's standard input; -1 once closed */
    int from_engine; /* read end of its standard output; -1 once closed */
    bool reaped;
};

ProcessHandles *process_os_start(const char *command, char *error, size_t error_size)
{
    ProcessHandles *h = malloc(sizeof *h);
    if (!h) {
        snprintf(error, error_size, "out of memory");
        return NULL;
    }
    int in[2], out[2];
    if (pipe2(in, O_CLOEXEC) != 0) {
        snprintf(error, error_size, "cannot make a pipe: %s", strerror(errno));
        free(h);
        return NULL;
    }
    if (pipe2(out, O_CLOEXEC) != 0) {
        snprintf(error, error_size, "cannot make a pipe: %s", strerror(errno));
        close(in[0]), close(in[1]);
        free(h);
        return NULL;
    }
    pid_t pid = fork();
    if (pid < 0) {
        snprintf(error, error_size, "cannot fork: %s", strerror(errno));
        close(in[0]), close(in[1]), close(out[0]), close(out[1]);
        free(h);
        return NULL;
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
    *h = (ProcessHandles){.pid = pid, .to_engine = in[1], .from_engine = out[0]};
    return h;
}

bool process_os_write(ProcessHandles *h, const char *text, size_t length)
{
    if (h->to_engine < 0)
        return false;
    for (size_t done = 0; done < length;) {
        ssize_t n = write(h->to_engine, text + done, length - done);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        done += (size_t)n;
    }
    return true;
}

long process_os_read(ProcessHandles *h, char *into, size_t space, int wait_ms)
{
    if (h->from_engine < 0)
        return -1;
    struct pollfd fd = {.fd = h->from_engine, .events = POLLIN};
    int ready = poll(&fd, 1, wait_ms);
    if (ready < 0 && errno == EINTR)
        return 0;
    ssize_t n = ready > 0 ? read(h->from_engine, into, space) : ready;
    if (n < 0 && errno == EINTR)
        return 0;
    if (n == 0 && ready > 0) {
        close(h->from_engine);
        h->from_engine = -1;
        return -1;
    }
    return n < 0 ? -1 : (long)n;
}

void process_os_close_input(ProcessHandles *h)
{
    if (h->to_engine >= 0)
        close(h->to_engine);
    h->to_engine = -1;
}

bool process_os_exited(ProcessHandles *h)
{
    int status;
    h->reaped = h->reaped || waitpid(h->pid, &status, WNOHANG) == h->pid;
    return h->reaped;
}

void process_os_kill(ProcessHandles *h)
{
    kill(-h->pid, SIGKILL); /* the group: a shell's children too */
    int status;
    if (!h->reaped)
        waitpid(h->pid, &status, 0);
    process_os_close_input(h);
    if (h->from_engine >= 0)
        close(h->from_engine);
    free(h);
}

void process_os_pause(int ms)
{
    struct timespec pause = {ms / 1000, (long)(ms % 1000) * 1000 * 1000};
    nanosleep(&pause, NULL);
}

static void on_interrupt(int signal_number)
{
    (void)signal_number;
    process_request_stop();
}

static struct sigaction old_interrupt, old_pipe;

void process_catch_interrupt(void)
{
    struct sigaction interrupt = {.sa_handler = on_interrupt}, pipe_broken = {.sa_handler = SIG_IGN};
    sigemptyset(&interrupt.sa_mask);
    sigemptyset(&pipe_broken.sa_mask);
    sigaction(SIGINT, &interrupt, &old_interrupt);
    sigaction(SIGPIPE, &pipe_broken, &old_pipe); /* an engine that exits must not kill the runner */
}

void process_release_interrupt(void)
{
    sigaction(SIGINT, &old_interrupt, NULL);
    sigaction(SIGPIPE, &old_pipe, NULL);
}

void process_own_command(char *out, size_t size)
{
    ssize_t n = readlink("/proc/self/exe", out, size - 1);
    if (n <= 0)
        n = (ssize_t)snprintf(out, size, "faceoff");
    out[n] = '\0';
}
