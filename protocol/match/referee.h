/*
 * The referee: plays one game between two engines with faceoff's own rules
 * code between them. Every move is read with the game's text_to_move, the
 * clocks are kept here, and the result is decided here: by the rules, by
 * adjudication, or by forfeit of an engine that misbehaves.
 */
#ifndef FACEOFF_MATCH_REFEREE_H
#define FACEOFF_MATCH_REFEREE_H

#include "player.h"

#define REASON_TEXT_MAX 256

/* Adjudication thresholds; a count of 0 turns a rule off. */
typedef struct {
    int resign_moves, resign_score;                  /* a side's score <= -score for this many of its moves */
    bool resign_two_sided;                           /* and the other's >= score for as many of its own */
    int draw_from_move, draw_moves, draw_score;      /* both |score| <= score for this many moves each */
    int max_moves;                                   /* full moves, then a draw */
} Adjudication;

typedef enum { ENDING_RULES, ENDING_ADJUDICATION, ENDING_FORFEIT, ENDING_TIME_FORFEIT, ENDING_RESIGNATION } EndingKind;

typedef struct {
    GameHistory history; /* from the start position, the opening moves included */
    Outcome outcome;
    EndingKind ending;
    char reason[REASON_TEXT_MAX];
    int faulty_side;     /* the side that forfeited, or -1 */
    bool not_played;     /* an engine could not be given the start: no result (reason says why) */
    char *card_record;   /* Card Hockey: the game record (written instead of a PGN game), malloc'd */
} GameRecord;

/* Plays on from record->history (start position plus opening moves) with
 * players[side] playing side, each under its own time control. False if the
 * match was stopped meanwhile (the game then has no result);
 * record->not_played if it could not start. */
bool referee_play(Player *players[2], const Adjudication *adj, GameRecord *record);

/* What the Card Hockey referee (card_referee.c) shares with this one.
 * Sides: 0 is White or Card Hockey's seat A. */
void referee_end_game(GameRecord *r, Outcome outcome, EndingKind ending, int faulty_side, const char *format, ...)
    __attribute__((format(printf, 5, 6)));
Outcome referee_win_for(int side);
/* Both sides' clocks at the start, each under its player's time control. */
void referee_start_clocks(Player *players[2], Clocks *clocks);
/* The time the mover has for this move (monotonic clock). */
double referee_move_deadline(const Clocks *clocks, int side, double now);
/* Charges the mover's clock for its moves_made-th move; false if it ran out. */
bool referee_charge_clock(Clocks *clocks, int side, double elapsed, int moves_made);
/* Ends the game on a reply that is not a move, by side (called who); false
 * if the match stops. */
bool referee_judge_reply(const Reply *reply, const TimeControl *tc, int side, const char *who, GameRecord *r);

#endif
