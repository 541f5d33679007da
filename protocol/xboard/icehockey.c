#include "icehockey.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* XBoard's piece types by position: bishop 2, rook 3, queen 4; the pieces
 * holding the puck are the crowned bishop (13), crowned rook (14), the
 * four-point crown (15) and the helmet (37, the goalie's); king last. */
#define PIECE_TO_CHAR "..BRQ........CDE.....................GK..brq........cde.....................gk"
static const char plain_letters[] = "KQRB", carrier_letters[] = "GEDC";

/* The board of a position text: grid[rank][file], rank 0 is rank 1. */
typedef struct {
    char grid[8][8];
    int puck_file, puck_rank;
    char side;
} Rink;

static bool read_rink(const char *text, Rink *r)
{
    memset(r->grid, '.', sizeof r->grid);
    int rank = 7, file = 0;
    const char *c = text;
    for (; *c && *c != ' '; c++) {
        if (*c == '/') {
            rank--, file = 0;
        } else if (isdigit((unsigned char)*c)) {
            file += *c - '0';
        } else if (rank >= 0 && file < 8) {
            r->grid[rank][file++] = *c;
        }
    }
    char file_letter;
    if (sscanf(c, " %c %c%d", &r->side, &file_letter, &r->puck_rank) != 3)
        return false;
    r->puck_file = file_letter - 'a', r->puck_rank -= 1;
    return r->puck_file >= 0 && r->puck_file < 8 && r->puck_rank >= 0 && r->puck_rank < 8;
}

static char holder(const Rink *r) { return r->grid[r->puck_rank][r->puck_file]; }

/* The letter of a piece as it holds the puck (carrier) or not. */
static char letter_of(char piece, bool carrier)
{
    char upper = (char)toupper((unsigned char)piece);
    const char *plain = upper ? strchr(plain_letters, upper) : NULL;
    const char *held = upper ? strchr(carrier_letters, upper) : NULL;
    if (!plain && !held)
        return piece;
    int i = (int)(plain ? plain - plain_letters : held - carrier_letters);
    char c = carrier ? carrier_letters[i] : plain_letters[i];
    return islower((unsigned char)piece) ? (char)tolower((unsigned char)c) : c;
}

/* Appends one FEN rank: cells are piece letters or '.' for empty. */
static void append_rank(char *out, const char *cells)
{
    size_t n = strlen(out);
    int empty = 0;
    for (int f = 0; f < 8; f++) {
        if (cells[f] == '.') {
            empty++;
            continue;
        }
        if (empty)
            out[n++] = (char)('0' + empty);
        empty = 0;
        out[n++] = cells[f];
    }
    if (empty)
        out[n++] = (char)('0' + empty);
    out[n] = '\0';
}

static void setup_line(const char *position, char *out)
{
    Rink r;
    /* the holes' rank, then eight ranks of at most eight cells each */
    char fen[sizeof "***2***" + 8 * (1 + 8)] = "***2***";
    if (!read_rink(position, &r)) {
        snprintf(out, GAME_TEXT_MAX, "Error (unreadable position): %s", position);
        return;
    }
    if (holder(&r) != '.')
        r.grid[r.puck_rank][r.puck_file] = letter_of(holder(&r), true);
    for (int rank = 7; rank >= 0; rank--) {
        strcat(fen, "/");
        append_rank(fen, r.grid[rank]);
    }
    snprintf(out, GAME_TEXT_MAX, "setup (%s) 8x10+0_fairy %s/***2*** %c - - 0 1", PIECE_TO_CHAR, fen, r.side);
}

static bool parse_square(const char *s, int *file, int *rank)
{
    if (s[0] < 'a' || s[0] > 'h' || s[1] < '0' || s[1] > '9')
        return false;
    *file = s[0] - 'a', *rank = s[1] - '1';
    return true;
}

/* The piece move of a turn in own notation ("d3-d5...", "c4xd5-b6..."):
 * its squares (file, rank; nets at rank -1 and 8) and the length of that
 * part; 0 for a turn without one ("0000..."). */
static int piece_move(const char *move, int sq[4])
{
    if (!strncmp(move, "0000", 4) || strlen(move) < 5)
        return 0;
    bool check = move[2] == 'x';
    parse_square(move, &sq[0], &sq[1]);
    parse_square(move + (check ? 6 : 3), &sq[2], &sq[3]);
    return check ? 8 : 5;
}

/* Where the puck ends after the actions of a turn ("@d4>f3~e9"): the
 * shot's square, else the last pass's, else the drop's. False if there is
 * the goalie's step (XBoard cannot show a second piece moving). */
static bool puck_end(const char *actions, int *file, int *rank)
{
    int shot = -1, pass = -1, drop = -1;
    for (int i = 0; actions[i]; i += 3) {
        int *last = actions[i] == '~' ? &shot : actions[i] == '>' ? &pass : actions[i] == '@' ? &drop : NULL;
        if (!last)
            return false;
        *last = i + 1;
    }
    int at = shot >= 0 ? shot : pass >= 0 ? pass : drop;
    return at >= 0 && parse_square(actions + at, file, rank);
}

/* A square's text: its file letter and its rank digit, the nets' ranks (-1
 * and 8) as 0 and 9. */
static void square_text(int file, int rank, char *out)
{
    out[0] = (char)('a' + file);
    out[1] = (char)('1' + rank);
    out[2] = '\0';
}

static bool empty_square(const Rink *r, int file, int rank)
{
    return file >= 0 && file < 8 && rank >= 0 && rank < 8 && r->grid[rank][file] == '.';
}

/* A square XBoard can take the piece through without removing anything
 * (an empty square, the end excluded): the first step of its way, else a
 * neighbour of either end. */
static bool waypoint(const Rink *r, const int sq[4], char *out)
{
    int df = (sq[2] > sq[0]) - (sq[2] < sq[0]), dr = (sq[3] > sq[1]) - (sq[3] < sq[1]);
    int candidates[19][2] = {{sq[0] + df, sq[1] + dr}};
    for (int d = 0; d < 9; d++) {
        candidates[1 + d][0] = sq[2] + d % 3 - 1, candidates[1 + d][1] = sq[3] + d / 3 - 1;
        candidates[10 + d][0] = sq[0] + d % 3 - 1, candidates[10 + d][1] = sq[1] + d / 3 - 1;
    }
    for (int i = 0; i < 19; i++) {
        int f = candidates[i][0], rank = candidates[i][1];
        if (empty_square(r, f, rank) && (f != sq[2] || rank != sq[3])) {
            square_text(f, rank, out);
            return true;
        }
    }
    return false;
}

/* The XBoard form of a turn (own text `move`, from position text `before`
 * to `after`); false when XBoard cannot carry it, and then out holds the
 * piece move with the piece's unchanged letter, which no turn is read as:
 *   d3d5        the piece move, nothing else (the holder carries the puck)
 *   c4d4,d4b6C  the piece takes the puck (a check, or a loose puck): by way
 *               of an empty square, so that the last leg's letter can make
 *               it a carrier (XBoard ignores a one-leg move's letter on
 *               most ranks)
 *   d3d5Q       the holder leaves the puck on its start square
 *   d3d9,d9d5Q  the puck ends loose on (or in the net) d9: the piece goes
 *               by way of that empty square; the letter makes a holder
 *               that let the puck go plain again. */
static bool xboard_form(const char *before, const char *move, const char *after, char *out)
{
    Rink b, a;
    int sq[4] = {0}, length = piece_move(move, sq), xf, xr;
    if (!length || !read_rink(before, &b) || !read_rink(after, &a)) {
        strcpy(out, "@@@@");
        return !strcmp(move, "0000");
    }
    char from[4], to[4], x[4], mover = b.grid[sq[1]][sq[0]];
    bool held_before = b.puck_file == sq[0] && b.puck_rank == sq[1];
    bool held_after = a.puck_file == sq[2] && a.puck_rank == sq[3] && a.grid[sq[3]][sq[2]] == mover;
    square_text(sq[0], sq[1], from);
    square_text(sq[2], sq[3], to);
    const char *actions = move + length;
    if (!*actions) {
        if (held_before == held_after)
            snprintf(out, GAME_TEXT_MAX, "%s%s", from, to);
        else if (waypoint(&b, sq, x))
            snprintf(out, GAME_TEXT_MAX, "%s%s,%s%s%c", from, x, x, to, letter_of(mover, held_after));
        else
            snprintf(out, GAME_TEXT_MAX, "%s%s%c", from, to, letter_of(mover, held_after));
        return true;
    }
    bool loose_or_net = puck_end(actions, &xf, &xr) && (xr < 0 || xr > 7 || a.grid[xr][xf] == '.');
    if (loose_or_net && xf == sq[0] && xr == sq[1] && held_before) {
        snprintf(out, GAME_TEXT_MAX, "%s%s%c", from, to, letter_of(mover, false));
        return true;
    }
    if (loose_or_net && (xf != sq[0] || xr != sq[1])) {
        square_text(xf, xr, x);
        snprintf(out, GAME_TEXT_MAX, "%s%s,%s%s", from, x, x, to);
        if (held_before)
            sprintf(out + 9, "%c", letter_of(mover, false));
        return true;
    }
    snprintf(out, GAME_TEXT_MAX, "%s%s%c", from, to, letter_of(mover, held_before));
    return false;
}

static bool carries(const char *before, const char *move, const char *after)
{
    char out[GAME_TEXT_MAX];
    return xboard_form(before, move, after, out);
}

/* "highlight" with the puck's square: green when a piece holds it, red
 * when it lies loose. Lower-case marks carry no move-entry meaning. */
static void highlight_puck(const Rink *r, char *out)
{
    strcpy(out, "highlight 8");
    for (int rank = 7; rank >= 0; rank--) {
        char cells[9] = "........";
        if (rank == r->puck_rank)
            cells[r->puck_file] = holder(r) == '.' ? 'r' : 'g';
        strcat(out, "/");
        append_rank(out, cells);
    }
    strcat(out, "/8");
}

/* The counters of a position text. */
typedef struct {
    int score[2], period, turns_left;
} Clock;

static bool read_clock(const char *text, Clock *c)
{
    return sscanf(text, "%*s %*s %*s %d-%d %d %d", &c->score[0], &c->score[1], &c->period, &c->turns_left) == 4;
}

/* The result that ends the game for XBoard where it cannot follow it: the
 * score as it stands, and why. */
static void stop_line(const Clock *c, const char *why, const char *what, char *stop)
{
    const char *result = c->score[0] > c->score[1] ? "1-0" : c->score[0] < c->score[1] ? "0-1" : "1/2-1/2";
    snprintf(stop, GAME_TEXT_MAX, "%s {stopped at %d-%d, period %d: XBoard cannot show %s%s}", result, c->score[0],
             c->score[1], c->period, why, what);
}

/* XBoard is told the piece move of every turn (the form of a turn it
 * cannot carry reads as no turn), and after a turn it cannot show, or a
 * goal or a period's end with play to come (it cannot set the pieces out
 * for the faceoff mid-game), the game stops for it with the score. */
static bool move_out(const char *before, const char *move, const char *after, char *out, char *extra, char *stop)
{
    Rink a;
    Clock cb, ca;
    bool carried = xboard_form(before, move, after, out);
    *extra = *stop = '\0';
    if (read_rink(after, &a))
        highlight_puck(&a, extra);
    if (!read_clock(before, &cb) || !read_clock(after, &ca) || ca.turns_left == 0)
        return carried;
    if (!carried)
        stop_line(&ca, "the whole turn ", move, stop);
    else if (ca.period != cb.period)
        stop_line(&ca, "the faceoff after the period's end", "", stop);
    else if (ca.score[0] != cb.score[0] || ca.score[1] != cb.score[1])
        stop_line(&ca, "the faceoff after the goal", "", stop);
    return carried;
}

static bool refuse(char *error, const char *reason)
{
    snprintf(error, GAME_ERROR_MAX, "%s", reason);
    return false;
}

/* A move text in lower case, and a two-leg move without its letter (the
 * position tells it). XBoard 4.9.1 passes a two-leg move of Black on to
 * the other engine as "FROM TO,WAY X" (X: next to TO on its rank, to the
 * right if FROM is right of WAY, else to the left; the letter dropped);
 * that is put back as "FROM WAY,WAY TO". */
static void normalise(const char *text, char *out)
{
    char t[GAME_TEXT_MAX];
    size_t n = strlen(text) < GAME_TEXT_MAX ? strlen(text) : GAME_TEXT_MAX - 1;
    for (size_t i = 0; i < n; i++)
        t[i] = (char)tolower((unsigned char)text[i]);
    t[n] = '\0';
    if (n >= 9 && t[4] == ',') {
        n = 9;
        t[n] = '\0';
        if ((t[5] != t[2] || t[6] != t[3]) && t[7] == t[2] + (t[0] > t[5] ? 1 : -1) && t[8] == t[3]) {
            snprintf(out, GAME_TEXT_MAX, "%.2s%.2s,%.2s%.2s", t, t + 5, t + 5, t + 2);
            return;
        }
    }
    memcpy(out, t, n + 1);
}

/* Other ways of reading an XBoard move, for spellings no canonical turn
 * has (what a user drags on the board; a goal, one turn whichever piece
 * moved): "ab" as the piece move a-b or a check landing on b, "aX,Xb" as
 * a-b with the puck shot to X or left there. */
static bool other_spelling(const Game *g, const void *pos, const char *text, char *out)
{
    char error[GAME_ERROR_MAX], position[GAME_TEXT_MAX], tries[2][GAME_TEXT_MAX];
    Rink r;
    int count = 0;
    g->get_text(pos, position);
    if (strlen(text) == 9) {
        snprintf(tries[count++], GAME_TEXT_MAX, "%.2s-%.2s~%.2s", text, text + 7, text + 2);
        snprintf(tries[count++], GAME_TEXT_MAX, "%.2s-%.2s@%.2s", text, text + 7, text + 2);
    } else if (strlen(text) == 4 && read_rink(position, &r)) {
        snprintf(tries[count++], GAME_TEXT_MAX, "%.2s-%.2s", text, text + 2);
        snprintf(tries[count++], GAME_TEXT_MAX, "%.2sx%c%d-%.2s", text, 'a' + r.puck_file, r.puck_rank + 1, text + 2);
    }
    for (int i = 0; i < count; i++) {
        Move m;
        if (g->text_to_move(pos, tries[i], &m, error)) {
            g->move_to_text(pos, m, out);
            return true;
        }
    }
    return false;
}

/* The turn whose XBoard form is the text (compared in lower case). */
static bool move_in(const Game *g, const void *pos, const char *text, char *out, char *error)
{
    char wanted[GAME_TEXT_MAX], before[GAME_TEXT_MAX], own[GAME_TEXT_MAX], after[GAME_TEXT_MAX],
        form[GAME_TEXT_MAX];
    if (!strcmp(text, "@@@@")) {
        strcpy(out, "0000");
        return true;
    }
    normalise(text, wanted);
    g->get_text(pos, before);
    Move *moves = malloc(sizeof *moves * GAME_MAX_MOVES);
    void *next = malloc(g->position_size);
    int n = moves && next ? g->generate(pos, moves) : 0, found = 0, carried = 0;
    for (int i = 0; i < n; i++) {
        g->move_to_text(pos, moves[i], own);
        /* an XBoard form starts with its piece move's first square, as
         * the own text does: only those turns need the positions after */
        if (strncmp(own, wanted, 2))
            continue;
        g->make(pos, moves[i], next);
        g->get_text(next, after);
        bool carries = xboard_form(before, own, after, form);
        normalise(form, form);
        if (strcmp(form, wanted))
            continue;
        found++;
        if (carries && carried++ == 0)
            strcpy(out, own);
    }
    free(moves);
    free(next);
    if (found == 1 && carried == 1)
        return true;
    if (!found && other_spelling(g, pos, wanted, out))
        return true;
    return refuse(error, found > carried ? "XBoard's form cannot carry this turn (a pass to a piece, an interception or the "
                                 "goalie's step); send it in faceoff's notation"
                 : found ? "more than one turn has this XBoard form"
                         : "no legal turn has this XBoard form");
}

/* XBoard's FEN: ten ranks, holes, carrier letters; the counters are the
 * start's (score 0-0, period 1, 20 turns) since XBoard does not keep them. */
static bool board_in(const char *text, char *out, char *error)
{
    *error = '\0';
    if (strncmp(text, "***2***/", 8))
        return false;
    char board[GAME_TEXT_MAX] = "", puck[3] = "";
    const char *c = text + 8;
    int rank = 8, file = 0, carriers = 0;
    size_t n = 0;
    for (; *c && *c != ' ' && rank >= 1; c++) {
        if (*c == '/') {
            if (--rank >= 1)
                board[n++] = '/';
            file = 0;
            continue;
        }
        if (isdigit((unsigned char)*c)) {
            file += *c - '0';
            board[n++] = *c;
            continue;
        }
        char upper = (char)toupper((unsigned char)*c);
        if (strchr(carrier_letters, upper) && file < 8) {
            carriers++;
            square_text(file, rank - 1, puck);
            board[n++] = letter_of(*c, false);
        } else {
            board[n++] = *c;
        }
        file++;
    }
    board[n] = '\0';
    const char *side = strchr(c, ' ');
    if (carriers != 1)
        return refuse(error, carriers ? "more than one piece holds the puck on XBoard's board"
                                      : "no piece holds the puck on XBoard's board (a loose puck has no letter)");
    if (!side || (side[1] != 'w' && side[1] != 'b'))
        return refuse(error, "expected w or b after XBoard's board");
    int length = snprintf(out, GAME_TEXT_MAX, "%s %c %s 0-0 1 20 %c -", board, side[1], puck, side[1] == 'w' ? '1' : '2');
    return length < GAME_TEXT_MAX || refuse(error, "XBoard's board is too long");
}

const XBoardTranslation xboard_icehockey = {
    .setup_line = setup_line,
    .move_out = move_out,
    .carries = carries,
    .move_in = move_in,
    .board_in = board_in,
};
