#include "output.h"

#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>

static pthread_mutex_t output_lock = PTHREAD_MUTEX_INITIALIZER;

void send_line(const char *format, ...)
{
    va_list args;
    va_start(args, format);
    pthread_mutex_lock(&output_lock);
    vprintf(format, args);
    putchar('\n');
    fflush(stdout);
    pthread_mutex_unlock(&output_lock);
    va_end(args);
}
