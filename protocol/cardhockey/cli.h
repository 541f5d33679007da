/* `faceoff cardhockey ...`: deal, play, replay and duel from the command line. */
#ifndef FACEOFF_CARDHOCKEY_CLI_H
#define FACEOFF_CARDHOCKEY_CLI_H

/* Card Hockey is not one of game_list()'s board games: its name (the
 * command's too) and title where the command line lists the games. */
#define CARDHOCKEY_NAME "cardhockey"
#define CARDHOCKEY_TITLE "Card Hockey (hidden hands: see faceoff cardhockey)"

/* argv[0] is CARDHOCKEY_NAME; with no subcommand, speaks the line protocol. */
int cardhockey_command(int argc, char **argv);

#endif
