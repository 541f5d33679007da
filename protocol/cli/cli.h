/* The command line: `faceoff <command> ...`. */
#ifndef FACEOFF_CLI_H
#define FACEOFF_CLI_H

#include <stdbool.h>

/* Runs the command in argv; returns the process exit status. */
int cli_run(int argc, char **argv);

/* Whole number in [min, max]; false if text is anything else. */
bool parse_number(const char *text, long long min, long long max, long long *out);

#endif
