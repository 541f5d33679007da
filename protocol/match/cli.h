/*
 * The command-line face of the match runner: 'faceoff match' (options in
 * the manner of cutechess-cli and fastchess, see docs/match.md) and
 * 'faceoff pgn-check', which replays PGN files through the referee.
 */
#ifndef FACEOFF_MATCH_CLI_H
#define FACEOFF_MATCH_CLI_H

extern const char MATCH_USAGE[];
extern const char MATCH_SUMMARY[];

/* argv[0] is the command name; exit status as cli.c's commands. */
int match_command(int argc, char **argv);
int pgn_check_command(int argc, char **argv);

#endif
