#include "game_result.h"

const char *result_score_text(Outcome outcome)
{
    switch (outcome) {
    case OUTCOME_FIRST_WINS: return "1-0";
    case OUTCOME_SECOND_WINS: return "0-1";
    case OUTCOME_DRAW: return "1/2-1/2";
    default: return "*";
    }
}

const char *result_reason_text(GameResult result)
{
    bool first = result.outcome == OUTCOME_FIRST_WINS;
    switch (result.reason) {
    case REASON_CHECKMATE: return first ? "White mates" : "Black mates";
    case REASON_STALEMATE: return "Stalemate";
    case REASON_REPETITION: return "Draw by repetition";
    case REASON_FIFTY_MOVES: return "Draw by fifty-move rule";
    case REASON_MATERIAL: return "Insufficient material";
    case REASON_KING_CAPTURED: return first ? "White captures the king" : "Black captures the king";
    case REASON_PERIOD_END:
    case REASON_SCORE:
        return result.outcome == OUTCOME_DRAW ? "Level on goals after three periods"
               : first                        ? "White has more goals"
                                              : "Black has more goals";
    default: return "Game over";
    }
}

const char *result_reason_name(ResultReason reason)
{
    static const char *const names[] = {
        [REASON_NONE] = "none",           [REASON_CHECKMATE] = "checkmate",      [REASON_STALEMATE] = "stalemate",
        [REASON_REPETITION] = "repetition", [REASON_FIFTY_MOVES] = "fifty-moves", [REASON_MATERIAL] = "material",
        [REASON_KING_CAPTURED] = "king-captured", [REASON_PERIOD_END] = "period-end", [REASON_SCORE] = "score",
    };
    return reason < sizeof names / sizeof names[0] ? names[reason] : "none";
}
