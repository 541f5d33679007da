/*
 * xboard_board: the final board of a game faceoff played over XBoard, for
 * tests/gui/xboard-match.sh to compare with the position XBoard saved.
 *   xboard_board [--sent] [--legality-off] GAME [START_FEN] < MOVES
 * GAME is XBoard's name of the game, START_FEN the start as XBoard was
 * shown it (the setup line's FEN; none: the game's start), MOVES the moves
 * one a line as the engine sent and received them (XBoard's form or
 * faceoff's); with --sent, faceoff's own texts, each reaching XBoard in the
 * form faceoff sends; with --legality-off, XBoard's board with legality
 * testing off (Hammer; both for tools/hammer-xboard-sideways.sh).
 * Prints, in XBoard's letters (FEN board field and side):
 *   known REASON         one line per known difference, as it arises
 *   faceoff BOARD SIDE   faceoff's final position
 *   xboard BOARD SIDE    the board XBoard is known to show (docs/protocol.md)
 *   previous BOARD SIDE  faceoff's position before the last move (XBoard
 *                        saves that one when it adjudicates the game)
 * A move faceoff refuses ends it with status 1.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "protocol/xboard/joust.h"
#include "protocol/xboard/variants.h"

#define MAX_RANKS 10
#define MAX_FILES 16

/* A board in XBoard's letters: cell[0] is the top rank; '.' empty, '*' a hole. */
typedef struct {
    int ranks, files;
    char cell[MAX_RANKS][MAX_FILES];
    char side;
} Grid;

/* A square where XBoard shows another thing than faceoff's position: a
 * piece faceoff's no longer has, or '.' where XBoard removed one. */
typedef struct {
    int row, file;
    char letter;
} Leftover;

static const XBoardVariant *variant;
static const Game *game;
static bool as_sent, legality_off; /* --sent, --legality-off */

static bool read_grid(const char *fen, Grid *g)
{
    memset(g, 0, sizeof *g);
    int row = 0, file = 0;
    const char *c = fen;
    for (; *c && *c != ' '; c++) {
        if (*c == '/') {
            g->files = file > g->files ? file : g->files;
            if (++row >= MAX_RANKS)
                return false;
            file = 0;
        } else if (isdigit((unsigned char)*c)) {
            int run = (int)strtol(c, (char **)&c, 10);
            c--;
            for (; run > 0 && file < MAX_FILES; run--)
                g->cell[row][file++] = '.';
        } else if (file < MAX_FILES) {
            g->cell[row][file++] = *c;
        }
    }
    g->files = file > g->files ? file : g->files;
    g->ranks = row + 1;
    g->side = *c == ' ' ? c[1] : 'w';
    return true;
}

static void write_grid(const Grid *g, char *out)
{
    for (int row = 0; row < g->ranks; row++) {
        int empty = 0;
        for (int f = 0; f < g->files; f++) {
            if (g->cell[row][f] == '.') {
                empty++;
                continue;
            }
            if (empty)
                out += sprintf(out, "%d", empty);
            empty = 0;
            *out++ = g->cell[row][f];
        }
        if (empty)
            out += sprintf(out, "%d", empty);
        *out++ = row + 1 < g->ranks ? '/' : ' ';
    }
    sprintf(out, "%c", g->side);
}

/* A position text as XBoard's FEN. */
static void xboard_fen(const char *text, char *out)
{
    if (!variant->translation || !variant->translation->setup_line) {
        xboard_setup_fen(variant, text, out);
        return;
    }
    char line[GAME_TEXT_MAX];
    variant->translation->setup_line(text, line);
    const char *fen = strstr(line, "+0_fairy ");
    snprintf(out, GAME_TEXT_MAX, "%s", fen ? fen + 9 : "");
}

static bool grid_of(const void *pos, Grid *g)
{
    char text[GAME_TEXT_MAX], fen[GAME_TEXT_MAX];
    game->get_text(pos, text);
    xboard_fen(text, fen);
    return read_grid(fen, g);
}

/* A square of XBoard's move text as a cell; false if it is none. XBoard
 * numbers the ranks of a 10-rank board from 0. */
static bool cell_of(const Grid *g, const char *s, int *row, int *file)
{
    int first_rank = g->ranks == 10 ? 0 : 1;
    *file = s[0] - 'a';
    *row = g->ranks - 1 - (s[1] - '0' - first_rank);
    return *file >= 0 && *file < g->files && *row >= 0 && *row < g->ranks && isdigit((unsigned char)s[1]);
}

/* XBoard's move (FT, FK,KT, a letter after the last leg) on its board: the
 * piece goes from F to T, K is cleared, and after more than one leg the
 * letter sets its type. Where XBoard stops following the game. */
static void apply_legs(Grid *g, const char *move)
{
    int fr, ff, tr, tf, kr, kf;
    bool legs = strlen(move) >= 9 && move[4] == ',';
    if (!cell_of(g, move, &fr, &ff) || !cell_of(g, move + (legs ? 7 : 2), &tr, &tf))
        return;
    char piece = g->cell[fr][ff], letter = move[legs ? 9 : 4];
    g->cell[fr][ff] = '.';
    if (legs && cell_of(g, move + 2, &kr, &kf))
        g->cell[kr][kf] = '.';
    if (legs && isalpha((unsigned char)letter))
        piece = isupper((unsigned char)piece) ? (char)toupper(letter) : (char)tolower(letter);
    g->cell[tr][tf] = piece;
    g->side = g->side == 'w' ? 'b' : 'w';
}

/* Joust: a turn that captures three pieces leaves the middle one on
 * XBoard's board (xboard_joust_apply models XBoard's board for a move). */
static int joust_leftovers(const char *before, const char *move, const Grid *after, Leftover *out)
{
    char board[GAME_TEXT_MAX], fen[GAME_TEXT_MAX];
    Grid shown;
    int n = 0;
    if (!xboard_joust_apply(before, move, board))
        return 0;
    xboard_fen(board, fen);
    read_grid(fen, &shown);
    for (int row = 0; row < after->ranks; row++)
        for (int f = 0; f < after->files; f++)
            if (after->cell[row][f] == '.' && shown.cell[row][f] != '.' && n < 2)
                out[n++] = (Leftover){row, f, shown.cell[row][f]};
    return n;
}

/* A 5-rank board: XBoard 4.9.1 does not remove the pawn taken en passant
 * (the square in the before position's e.p. field). */
static int en_passant_leftover(const char *before, const char *move, const Grid *b, Leftover *out)
{
    char ep[8] = "-";
    int fr, ff, tr, tf;
    if (sscanf(before, "%*s %*s %*s %7s", ep) != 1 || strncmp(move + 2, ep, 2) || !cell_of(b, move, &fr, &ff) ||
        !cell_of(b, move + 2, &tr, &tf) || toupper((unsigned char)b->cell[fr][ff]) != 'P')
        return 0;
    *out = (Leftover){fr, tf, b->cell[fr][tf]};
    return 1;
}

/* Hammer: XBoard 4.9.1's own board after a pawn move in one leg to another
 * file onto an empty square: with legality testing on, a pawn that starts
 * in the opponent's half (White from rank 5 up, Black from rank 4 down)
 * removes whatever stands just behind its end square, of either side;
 * from elsewhere it removes nothing, not even a pawn taken en passant two
 * files away (backend.c's ApplyMove, seen under Xvfb). With legality
 * testing off it does so only for a move onto the file of a pawn that has
 * just double-stepped (double_step_file, -1 for none). The two-leg forms
 * faceoff sends (protocol/xboard/hammer.c) XBoard shows right. */
static int hammer_leftovers(int double_step_file, const char *move, const Grid *b, const Grid *after, Leftover *out)
{
    int fr, ff, tr, tf, n = 0;
    if (strlen(move) > 5 || !cell_of(b, move, &fr, &ff) || !cell_of(b, move + 2, &tr, &tf))
        return 0;
    char pawn = b->cell[fr][ff];
    bool white = pawn == 'P';
    if (toupper((unsigned char)pawn) != 'P' || ff == tf || b->cell[tr][tf] != '.')
        return 0;
    Grid shown = *b;
    shown.cell[fr][ff] = '.';
    shown.cell[tr][tf] = pawn;
    int from_rank = b->ranks - fr;
    if ((white ? from_rank >= 5 : from_rank <= 4) && (!legality_off || tf == double_step_file))
        shown.cell[white ? tr + 1 : tr - 1][tf] = '.';
    for (int row = 0; row < b->ranks; row++)
        for (int f = 0; f < b->files; f++)
            if (shown.cell[row][f] != after->cell[row][f] && n < 2)
                out[n++] = (Leftover){row, f, shown.cell[row][f]};
    return n;
}

/* A game being replayed: faceoff's position, the board XBoard is known to
 * show and the pieces it shows over. */
typedef struct {
    const XBoardTranslation *t;
    unsigned char *pos, *next;
    Grid model, before;
    Leftover left[16];
    int lefts, ply;
    int double_step_file; /* the file of a pawn's double step just played, or -1 */
    bool stopped;
} Replay;

/* XBoard's board follows faceoff's but for the pieces it left over on
 * squares no move has touched since, and the known ones this move leaves.
 * shown: the move as faceoff would send it, line: as XBoard had it. */
static void follow(Replay *r, const char *own, const char *before_text, const char *shown, const char *line,
                   const Grid *after)
{
    int kept = 0;
    for (int i = 0; i < r->lefts; i++)
        if (r->before.cell[r->left[i].row][r->left[i].file] == after->cell[r->left[i].row][r->left[i].file])
            r->left[kept++] = r->left[i];
    Leftover *fresh = r->left + kept;
    bool joust = !strcmp(variant->game, "joust"), hammer = !strcmp(variant->game, "hammer");
    int found = joust                       ? joust_leftovers(before_text, shown, after, fresh)
                : game->ranks == 5 && !r->t ? en_passant_leftover(before_text, shown, &r->before, fresh)
                : hammer                    ? hammer_leftovers(r->double_step_file, as_sent ? shown : line, &r->before, after, fresh)
                                            : 0;
    const char *why = joust ? "a three-piece capture"
                      : hammer ? "a pawn's one-leg move to another file, shown with XBoard's en passant rule"
                               : "en passant on 5 ranks";
    for (int i = 0; i < found; i++) {
        char letter = fresh[i].letter, square[8];
        snprintf(square, sizeof square, "%c%d", 'a' + fresh[i].file, game->ranks - fresh[i].row);
        if (letter == '.')
            printf("known ply %d %s: XBoard removes %c from %s (%s)\n", r->ply, own, after->cell[fresh[i].row][fresh[i].file],
                   square, why);
        else
            printf("known ply %d %s: XBoard leaves %c on %s (%s)\n", r->ply, own, letter, square, why);
    }
    r->lefts = kept + found < 12 ? kept + found : 12;
    r->model = *after;
    for (int i = 0; i < r->lefts; i++)
        r->model.cell[r->left[i].row][r->left[i].file] = r->left[i].letter;
}

/* Whether XBoard's board lacks the piece the move starts from (XBoard then
 * refuses the move, with legality testing on). */
static bool from_removed_piece(const Replay *r, const char *move)
{
    int row, file;
    if (!cell_of(&r->model, move, &row, &file))
        return false;
    for (int i = 0; i < r->lefts; i++)
        if (r->left[i].letter == '.' && r->left[i].row == row && r->left[i].file == file)
            return true;
    return false;
}

/* Plays one move as the engine sent or received it; false if faceoff
 * refuses it. After a move that stops the game for XBoard, XBoard keeps
 * its board with the move's legs on it; after a move of a piece XBoard
 * removed, XBoard keeps its board as it was. */
static bool replay_move(Replay *r, const char *line)
{
    char own[GAME_TEXT_MAX], shown[GAME_TEXT_MAX], before_text[GAME_TEXT_MAX], after_text[GAME_TEXT_MAX];
    char extra[GAME_TEXT_MAX], stop[GAME_TEXT_MAX] = "", error[GAME_ERROR_MAX];
    Move m;
    r->ply++;
    if (!r->t || !r->t->move_in(game, r->pos, line, own, error))
        snprintf(own, sizeof own, "%s", line);
    if (!game->text_to_move(r->pos, own, &m, error)) {
        fprintf(stderr, "xboard_board: ply %d, %s: %s\n", r->ply, line, error);
        return false;
    }
    if (from_removed_piece(r, line)) {
        printf("known ply %d %s: XBoard refuses it (its board lost the piece)\n", r->ply, own);
        r->stopped = true;
        return true;
    }
    game->get_text(r->pos, before_text);
    grid_of(r->pos, &r->before);
    game->make(r->pos, m, r->next);
    memcpy(r->pos, r->next, game->position_size);
    game->get_text(r->pos, after_text);
    snprintf(shown, sizeof shown, "%s", line);
    if (r->t)
        r->t->move_out(before_text, own, after_text, shown, extra, stop);
    if (*stop) {
        apply_legs(&r->model, shown);
        printf("known ply %d %s: XBoard stops there (%s)\n", r->ply, own, stop);
        r->stopped = true;
        return true;
    }
    Grid after;
    grid_of(r->pos, &after);
    follow(r, own, before_text, shown, line, &after);
    int fr, ff, tr, tf;
    bool pawn = cell_of(&r->before, own, &fr, &ff) && cell_of(&r->before, own + 2, &tr, &tf) &&
                toupper((unsigned char)r->before.cell[fr][ff]) == 'P';
    r->double_step_file = pawn && ff == tf && abs(tr - fr) == 2 ? ff : -1;
    return true;
}

/* The start: XBoard's FEN, the game's own text, or (NULL) the game's start. */
static bool set_up(Replay *r, const char *fen)
{
    char error[GAME_ERROR_MAX] = "", start[GAME_TEXT_MAX];
    GameOptions options;
    game_default_options(game, &options);
    bool ok = game->set_start(r->pos, &options, error);
    if (ok && fen) {
        if (!r->t || !r->t->board_in || !r->t->board_in(fen, start, error))
            snprintf(start, sizeof start, "%s", fen);
        ok = !*error && game->set_text(r->pos, start, error);
    }
    if (!ok)
        fprintf(stderr, "xboard_board: the start: %s\n", error);
    return ok;
}

int main(int argc, char **argv)
{
    for (; argc >= 2 && !strncmp(argv[1], "--", 2); argc--, argv++) {
        as_sent |= !strcmp(argv[1], "--sent");
        legality_off |= !strcmp(argv[1], "--legality-off");
    }
    variant = argc >= 2 ? xboard_variant_named(argv[1]) : NULL;
    game = variant ? game_find(variant->game) : NULL;
    if (!game || argc > 3) {
        fprintf(stderr, "usage: xboard_board [--sent] [--legality-off] GAME [START_FEN] < MOVES\n");
        return 2;
    }
    Replay r = {.t = variant->translation, .double_step_file = -1, .pos = malloc(game->position_size), .next = malloc(game->position_size)};
    bool ok = r.pos && r.next && set_up(&r, argc == 3 ? argv[2] : NULL);
    if (ok)
        grid_of(r.pos, &r.model);
    char line[GAME_TEXT_MAX];
    while (ok && !r.stopped && fgets(line, sizeof line, stdin)) {
        line[strcspn(line, "\r\n")] = '\0';
        if (*line)
            ok = replay_move(&r, line);
    }
    if (ok) {
        char text[GAME_TEXT_MAX];
        Grid final;
        grid_of(r.pos, &final);
        write_grid(&final, text);
        printf("faceoff %s\n", text);
        write_grid(&r.model, text);
        printf("xboard %s\n", text);
        write_grid(r.ply ? &r.before : &final, text);
        printf("previous %s\n", text);
    }
    free(r.pos);
    free(r.next);
    return ok ? 0 : 1;
}
