/*
 * What a GUI's board needs from the engine, so that no rule of any game is
 * written again in the GUI: the position (d) and the legal moves with the
 * steps a board enters and the position after each (legalmoves). Every
 * game is reached through engine/game.h alone.
 */
#define _POSIX_C_SOURCE 200809L /* strtok_r */
#include "board.h"

#include <stdio.h>
#include <string.h>

#include "engine/game_result.h"
#include "protocol/common/output.h"

/* "<score> <reason word>", e.g. "1-0 checkmate", "* none". */
static void result_words(GameResult r, char *out, size_t size)
{
    snprintf(out, size, "%s %s", result_score_text(r.outcome), result_reason_name(r.reason));
}

/* The board drawn in text, rank by rank from the top, each square as the
 * position text writes its piece ('*' marks a puck). */
static void send_drawing(const Game *g, const void *pos)
{
    char border[8 + 4 * 16] = "   +";
    for (int file = 0; file < g->files; file++)
        strcat(border, "---+");
    send_line("%s", border);
    for (int rank = g->ranks - 1; rank >= 0; rank--) {
        char row[8 + 4 * 16];
        int used = snprintf(row, sizeof row, "%2d |", rank + 1);
        for (int file = 0; file < g->files; file++) {
            char piece[GAME_SQUARE_TEXT_MAX];
            g->square_text(pos, file, rank, piece);
            used += snprintf(row + used, sizeof row - (size_t)used, " %-2.2s|", piece);
        }
        send_line("%s", row);
        send_line("%s", border);
    }
    char files[8 + 4 * 16] = "  ";
    for (int file = 0; file < g->files; file++)
        snprintf(files + 2 + 4 * file, sizeof files - 2 - 4 * (size_t)file, "   %c", 'a' + file);
    send_line("%s", files);
}

void uci_board_show(const Session *s)
{
    const Game *g = s->game;
    const void *pos = session_position(s);
    char text[GAME_TEXT_MAX], result[64];
    send_line("Game: %s", g->name);
    if (g->square_text)
        send_drawing(g, pos);
    game_position_text(g, pos, s->chess960, text);
    send_line("Fen: %s", text);
    send_line("Side: %s", g->side_to_move(pos) == SIDE_FIRST ? "white" : "black");
    send_line("Check: %s", g->in_check(pos) ? "yes" : "no");
    if (g->describe) {
        char lines[1024];
        g->describe(pos, lines, sizeof lines);
        for (char *save = NULL, *line = strtok_r(lines, "\n", &save); line; line = strtok_r(NULL, "\n", &save))
            send_line("%s", line);
    }
    send_line("Plies: %d", s->history.plies);
    send_line("Legal moves: %d", g->count_moves(pos));
    GameResult r = history_result(&s->history);
    result_words(r, result, sizeof result);
    if (r.outcome == OUTCOME_NONE)
        send_line("Result: %s", result);
    else
        send_line("Result: %s %s %s", result, r.automatic ? "final" : "claimable", result_reason_text(r));
}

void uci_board_moves(Session *s)
{
    const Game *g = s->game;
    static Move moves[GAME_MAX_MOVES];
    int count = g->generate(session_position(s), moves);
    for (int i = 0; i < count; i++) {
        char text[GAME_TEXT_MAX], san[GAME_TEXT_MAX], path[GAME_TEXT_MAX], after[GAME_TEXT_MAX], result[64];
        game_move_text(g, session_position(s), moves[i], s->chess960, text);
        game_move_san(g, session_position(s), moves[i], san);
        game_move_path(g, session_position(s), moves[i], s->chess960, path);
        /* Played on the game's own history and taken back, so that the
         * result sees repetitions; out of memory, it is left out. */
        if (!history_play(&s->history, moves[i]))
            continue;
        game_position_text(g, session_position(s), s->chess960, after);
        result_words(history_result(&s->history), result, sizeof result);
        history_undo(&s->history);
        send_line("move %s san %s path %s result %s fen %s", text, san, path, result, after);
    }
    send_line("legalmoves %d", count);
}
