#define _POSIX_C_SOURCE 200809L /* strtok_r */
#include "xboard_edit.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "openings.h"

/* A position text cut into FEN's six fields, and its board one letter a
 * square ('\0' for an empty one), square = rank * files + file. */
typedef struct {
    char copy[GAME_TEXT_MAX];
    const char *board, *side, *castling, *ep, *halfmove, *fullmove;
    char squares[XBOARD_EDIT_SQUARES_MAX];
} Fen;

/* FEN as the chess family writes it: six fields, and a board of letters and
 * digits that covers the game's board. False for any other text. */
static bool read_fen(const Game *game, const char *text, Fen *f)
{
    const char **fields[] = {&f->board, &f->side, &f->castling, &f->ep, &f->halfmove, &f->fullmove};
    int count = 0;
    char *save = NULL;
    snprintf(f->copy, sizeof f->copy, "%s", text);
    for (char *word = strtok_r(f->copy, " ", &save); word; word = strtok_r(NULL, " ", &save)) {
        if (count < 6)
            *fields[count] = word;
        count++;
    }
    if (count != 6 || game->files * game->ranks > XBOARD_EDIT_SQUARES_MAX ||
        (strcmp(f->side, "w") != 0 && strcmp(f->side, "b") != 0))
        return false;
    memset(f->squares, 0, sizeof f->squares);
    int rank = game->ranks - 1, file = 0;
    for (const char *c = f->board; *c; c++) {
        if (*c == '/') {
            if (file != game->files || --rank < 0)
                return false;
            file = 0;
        } else if (isdigit((unsigned char)*c)) {
            file += *c - '0';
        } else if (isalpha((unsigned char)*c) && file < game->files) {
            f->squares[rank * game->files + file++] = *c;
        } else {
            return false;
        }
        if (file > game->files)
            return false;
    }
    return rank == 0 && file == game->files;
}

/* The castling field the engine gives itself after edit mode, in rook
 * files (Shredder-FEN): for each side whose king stands where the start
 * has it, every rook of that side on a square where the start has one. */
static void edit_castling(const Game *game, const Fen *start, const Fen *now, char *out)
{
    int squares = game->files * game->ranks;
    char *o = out;
    for (int first = 1; first >= 0; first--) {
        char king = first ? 'K' : 'k', rook = first ? 'R' : 'r';
        bool king_home = false;
        for (int sq = 0; sq < squares; sq++)
            king_home |= start->squares[sq] == king && now->squares[sq] == king;
        for (int sq = 0; sq < squares && king_home; sq++)
            if (start->squares[sq] == rook && now->squares[sq] == rook)
                *o++ = (char)((first ? 'A' : 'a') + sq % game->files);
    }
    if (o == out)
        *o++ = '-';
    *o = '\0';
}

static bool refuse(char *error, const char *format, ...) __attribute__((format(printf, 2, 3)));
static bool refuse(char *error, const char *format, ...)
{
    va_list args;
    va_start(args, format);
    vsnprintf(error, GAME_ERROR_MAX, format, args);
    va_end(args);
    return false;
}

/* Checks that the engine, told only where the pieces stand, has the same
 * position as now (text); start is the game's start. Uses scratch. */
static bool same_after_edit(const Game *game, const Fen *start, const Fen *now, const char *text, void *scratch,
                            char *error)
{
    char castling[2 * XBOARD_EDIT_SQUARES_MAX + 2], view[GAME_TEXT_MAX + sizeof castling];
    edit_castling(game, start, now, castling);
    snprintf(view, sizeof view, "%s %s %s - %s %s", now->board, now->side, castling, now->halfmove, now->fullmove);
    char reason[GAME_ERROR_MAX], view_text[GAME_TEXT_MAX];
    Fen seen;
    if (!game->set_text(scratch, view, reason))
        return refuse(error, "edit mode cannot set up this position (%.100s)", reason);
    game->get_text(scratch, view_text);
    if (!read_fen(game, view_text, &seen))
        return refuse(error, "edit mode cannot set up this position");
    if (strcmp(seen.ep, now->ep) != 0)
        return refuse(error, "edit mode cannot set the en passant square %.8s", now->ep);
    if (strcmp(seen.castling, now->castling) != 0)
        return refuse(error, "edit mode gives castling rights %.20s here, not %.20s", seen.castling, now->castling);
    if (strcmp(view_text, text) != 0)
        return refuse(error, "edit mode cannot set up this position");
    return true;
}

/* A legal move from the start to hand the turn to the other side. */
static bool dummy_move(const Game *game, const void *start, char *out, char *error)
{
    Move *moves = malloc(sizeof *moves * (size_t)game->max_moves);
    int count = moves ? game->generate(start, moves) : 0;
    if (count > 0)
        game->move_to_text(start, moves[0], out);
    free(moves);
    return count > 0 || refuse(error, "the start has no move to hand the turn over with");
}

static void add_line(XBoardEdit *e, const char *text)
{
    snprintf(e->lines[e->line_count++], sizeof e->lines[0], "%s", text);
}

/* One command a piece of one side ("Pe4"), from the last rank down. */
static void add_pieces(const Game *game, const Fen *f, bool first, XBoardEdit *e)
{
    for (int rank = game->ranks - 1; rank >= 0; rank--)
        for (int file = 0; file < game->files; file++) {
            char piece = f->squares[rank * game->files + file];
            if (piece && (isupper((unsigned char)piece) != 0) == first)
                snprintf(e->lines[e->line_count++], sizeof e->lines[0], "%c%c%d", toupper((unsigned char)piece),
                         'a' + file, rank + 1);
        }
}

/* xboard_edit_setup with room for the game's position (scratch). */
static bool edit_setup(const Game *game, const void *pos, void *scratch, XBoardEdit *out, char *error)
{
    char text[GAME_TEXT_MAX], start_text[GAME_TEXT_MAX];
    Fen now, start;
    GameOptions opts;
    game_default_options(game, &opts);
    game->get_text(pos, text);
    if (!read_fen(game, text, &now))
        return refuse(error, "%s positions have no edit-mode form", game->name);
    if (openings_has_random_starts(game))
        return refuse(error, "%s's start varies, so edit mode's castling rights are unknown", game->name);
    if (!game->set_start(scratch, &opts, error))
        return false;
    game->get_text(scratch, start_text);
    if (!read_fen(game, start_text, &start))
        return refuse(error, "%s's start has no edit-mode form", game->name);
    out->dummy_move[0] = '\0';
    if (strcmp(now.side, start.side) != 0 && !dummy_move(game, scratch, out->dummy_move, error))
        return false;
    if (!same_after_edit(game, &start, &now, text, scratch, error))
        return false;
    out->line_count = 0;
    add_line(out, "edit");
    add_line(out, "#");
    add_pieces(game, &now, true, out);
    add_line(out, "c");
    add_pieces(game, &now, false, out);
    add_line(out, ".");
    return true;
}

bool xboard_edit_setup(const Game *game, const void *pos, XBoardEdit *out, char *error)
{
    void *scratch = malloc(game->position_size);
    bool ok = scratch ? edit_setup(game, pos, scratch, out, error) : refuse(error, "out of memory");
    free(scratch);
    return ok;
}
