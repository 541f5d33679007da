/*
 * Engine processes with the Windows API. The engine's output comes through
 * a named pipe opened for overlapped reads, since only those can be waited
 * on with a time limit; its input is an anonymous pipe. Each engine runs
 * in a job object, so a kill ends whatever it started too, and in a
 * process group of its own, so Ctrl-C reaches only the runner.
 */
#include "process_os.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <windows.h>

#define PIPE_BUFFER_BYTES 65536
#define KILL_WAIT_MS 5000

struct ProcessHandles {
    HANDLE process, job;
    HANDLE to_engine;   /* write end of the engine's standard input; NULL once closed */
    HANDLE from_engine; /* our end of its standard output */
    OVERLAPPED overlapped;
    bool pending;       /* a read into 'incoming' is under way */
    bool closed;        /* the engine's output has ended */
    char incoming[PIPE_BUFFER_BYTES];
};

/* "what: the system's words for the last error (its number)". */
static void describe_error(const char *what, char *error, size_t error_size)
{
    DWORD code = GetLastError();
    char words[256] = "";
    FormatMessageA(FORMAT_MESSAGE_FROM_SYSTEM | FORMAT_MESSAGE_IGNORE_INSERTS, NULL, code, 0, words, sizeof words,
                   NULL);
    words[strcspn(words, "\r\n")] = '\0';
    snprintf(error, error_size, "%s: %s (Windows error %lu)", what, words, (unsigned long)code);
}

/* Makes the pipe the engine writes to: our end reads overlapped, the
 * engine's end (*writer) is inheritable. */
static bool make_output_pipe(ProcessHandles *h, HANDLE *writer)
{
    static volatile LONG pipes_made;
    char name[96];
    snprintf(name, sizeof name, "\\\\.\\pipe\\faceoff-%lu-%ld", (unsigned long)GetCurrentProcessId(),
             (long)InterlockedIncrement(&pipes_made));
    h->from_engine = CreateNamedPipeA(name, PIPE_ACCESS_INBOUND | FILE_FLAG_OVERLAPPED | FILE_FLAG_FIRST_PIPE_INSTANCE,
                                      PIPE_TYPE_BYTE | PIPE_WAIT, 1, PIPE_BUFFER_BYTES, PIPE_BUFFER_BYTES, 0, NULL);
    if (h->from_engine == INVALID_HANDLE_VALUE) {
        h->from_engine = NULL;
        return false;
    }
    SECURITY_ATTRIBUTES inherit = {.nLength = sizeof inherit, .bInheritHandle = TRUE};
    *writer = CreateFileA(name, GENERIC_WRITE, 0, &inherit, OPEN_EXISTING, FILE_ATTRIBUTE_NORMAL, NULL);
    return *writer != INVALID_HANDLE_VALUE;
}

/* A job that kills its processes when it is closed. */
static HANDLE make_job(void)
{
    HANDLE job = CreateJobObjectA(NULL, NULL);
    JOBOBJECT_EXTENDED_LIMIT_INFORMATION limits = {0};
    limits.BasicLimitInformation.LimitFlags = JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE;
    if (job && !SetInformationJobObject(job, JobObjectExtendedLimitInformation, &limits, sizeof limits)) {
        CloseHandle(job);
        job = NULL;
    }
    return job;
}

static void close_handle(HANDLE *handle)
{
    if (*handle && *handle != INVALID_HANDLE_VALUE)
        CloseHandle(*handle);
    *handle = NULL;
}

/* Handles are made inheritable only for the moment the child is created:
 * the lock keeps a child started by another match thread from inheriting
 * them too (which would hold a pipe open after our engine has gone). */
static SRWLOCK start_lock = SRWLOCK_INIT;

static bool create_child(ProcessHandles *h, const char *command, HANDLE input, HANDLE output)
{
    char *line = _strdup(command); /* CreateProcess may write to it */
    if (!line)
        return false;
    STARTUPINFOA start = {.cb = sizeof start, .dwFlags = STARTF_USESTDHANDLES};
    start.hStdInput = input;
    start.hStdOutput = output;
    start.hStdError = GetStdHandle(STD_ERROR_HANDLE);
    PROCESS_INFORMATION child;
    bool ok = CreateProcessA(NULL, line, NULL, NULL, TRUE, CREATE_NEW_PROCESS_GROUP | CREATE_SUSPENDED, NULL, NULL,
                             &start, &child);
    free(line);
    if (!ok)
        return false;
    if (!AssignProcessToJobObject(h->job, child.hProcess)) {
        TerminateProcess(child.hProcess, 1);
        CloseHandle(child.hThread);
        CloseHandle(child.hProcess);
        return false;
    }
    ResumeThread(child.hThread);
    CloseHandle(child.hThread);
    h->process = child.hProcess;
    return true;
}

static void free_handles(ProcessHandles *h)
{
    close_handle(&h->overlapped.hEvent);
    close_handle(&h->to_engine);
    close_handle(&h->from_engine);
    close_handle(&h->process);
    close_handle(&h->job);
    free(h);
}

ProcessHandles *process_os_start(const char *command, char *error, size_t error_size)
{
    ProcessHandles *h = calloc(1, sizeof *h);
    if (!h) {
        snprintf(error, error_size, "out of memory");
        return NULL;
    }
    HANDLE engine_input = NULL, engine_output = NULL;
    SECURITY_ATTRIBUTES inherit = {.nLength = sizeof inherit, .bInheritHandle = TRUE};
    AcquireSRWLockExclusive(&start_lock);
    bool ok = (h->overlapped.hEvent = CreateEventA(NULL, TRUE, FALSE, NULL)) && (h->job = make_job()) &&
              CreatePipe(&engine_input, &h->to_engine, &inherit, 0) &&
              SetHandleInformation(h->to_engine, HANDLE_FLAG_INHERIT, 0) &&
              make_output_pipe(h, &engine_output);
    if (!ok)
        describe_error("cannot make the engine's pipes", error, error_size);
    else if (!(ok = create_child(h, command, engine_input, engine_output)))
        describe_error("cannot start the engine", error, error_size);
    close_handle(&engine_input);
    close_handle(&engine_output);
    ReleaseSRWLockExclusive(&start_lock);
    if (!ok) {
        free_handles(h);
        return NULL;
    }
    return h;
}

bool process_os_write(ProcessHandles *h, const char *text, size_t length)
{
    for (size_t done = 0; done < length;) {
        DWORD n = 0;
        if (!h->to_engine || !WriteFile(h->to_engine, text + done, (DWORD)(length - done), &n, NULL) || n == 0)
            return false;
        done += n;
    }
    return true;
}

long process_os_read(ProcessHandles *h, char *into, size_t space, int wait_ms)
{
    if (h->closed)
        return -1;
    if (!h->pending) {
        /* The read goes to a buffer of our own, as the caller's may move
         * while it waits; the caller's space only grows between calls, so
         * what arrives always fits. */
        DWORD request = space < sizeof h->incoming ? (DWORD)space : (DWORD)sizeof h->incoming;
        ResetEvent(h->overlapped.hEvent);
        if (!ReadFile(h->from_engine, h->incoming, request, NULL, &h->overlapped) &&
            GetLastError() != ERROR_IO_PENDING) {
            h->closed = true;
            return -1;
        }
        h->pending = true;
    }
    if (WaitForSingleObject(h->overlapped.hEvent, (DWORD)wait_ms) != WAIT_OBJECT_0)
        return 0;
    h->pending = false;
    DWORD n = 0;
    if (!GetOverlappedResult(h->from_engine, &h->overlapped, &n, FALSE)) {
        h->closed = true;
        return -1;
    }
    memcpy(into, h->incoming, n);
    return (long)n;
}

void process_os_close_input(ProcessHandles *h) { close_handle(&h->to_engine); }

bool process_os_exited(ProcessHandles *h) { return WaitForSingleObject(h->process, 0) == WAIT_OBJECT_0; }

void process_os_kill(ProcessHandles *h)
{
    TerminateJobObject(h->job, 1);
    WaitForSingleObject(h->process, KILL_WAIT_MS);
    if (h->pending) {
        /* The read must be over before its buffer is freed. */
        DWORD n;
        CancelIoEx(h->from_engine, &h->overlapped);
        GetOverlappedResult(h->from_engine, &h->overlapped, &n, TRUE);
    }
    free_handles(h);
}

void process_os_pause(int ms) { Sleep((DWORD)ms); }

static BOOL WINAPI on_console_event(DWORD event)
{
    if (event != CTRL_C_EVENT && event != CTRL_BREAK_EVENT)
        return FALSE;
    process_request_stop();
    return TRUE;
}

void process_catch_interrupt(void) { SetConsoleCtrlHandler(on_console_event, TRUE); }

void process_release_interrupt(void) { SetConsoleCtrlHandler(on_console_event, FALSE); }

void process_own_command(char *out, size_t size)
{
    char path[MAX_PATH];
    DWORD n = GetModuleFileNameA(NULL, path, sizeof path);
    if (n == 0 || n >= sizeof path)
        snprintf(out, size, "faceoff.exe");
    else
        snprintf(out, size, "\"%s\"", path); /* the path may hold spaces */
}
