/*
 * Results as people read them: "1-0" and a reason, shared by the
 * protocols, self-play and the match runner.
 */
#ifndef FACEOFF_GAME_RESULT_H
#define FACEOFF_GAME_RESULT_H

#include "game.h"

/* "1-0", "0-1", "1/2-1/2", or "*" while the game goes on (PGN's forms). */
const char *result_score_text(Outcome outcome);
/* Why the game ended, e.g. "White mates", "Draw by repetition". */
const char *result_reason_text(GameResult result);
/* One word for the reason, for programs: "checkmate", "repetition", "none". */
const char *result_reason_name(ResultReason reason);

#endif
