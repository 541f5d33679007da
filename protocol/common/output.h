/* Engine output: whole lines, flushed, never interleaved between threads. */
#ifndef FACEOFF_OUTPUT_H
#define FACEOFF_OUTPUT_H

void send_line(const char *format, ...) __attribute__((format(printf, 1, 2)));

#endif
