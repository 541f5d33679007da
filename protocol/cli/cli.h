/* The command line: `faceoff <command> ...`. */
#ifndef FACEOFF_CLI_H
#define FACEOFF_CLI_H

#include <stdbool.h>

/* Runs the command in argv; returns the process exit status. */
int cli_run(int argc, char **argv);

#endif
