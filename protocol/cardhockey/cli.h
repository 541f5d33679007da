/* `faceoff cardhockey ...`: deal, play, replay and duel from the command line. */
#ifndef FACEOFF_CARDHOCKEY_CLI_H
#define FACEOFF_CARDHOCKEY_CLI_H

/* argv[0] is "cardhockey"; with no subcommand, speaks the line protocol. */
int cardhockey_command(int argc, char **argv);

#endif
