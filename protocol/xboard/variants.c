#include "variants.h"

#include "hammer.h"
#include "icehockey.h"
#include "joust.h"

#include <stdio.h>
#include <string.h>

static const XBoardVariant variants[] = {
    {.game = "chess", .xboard_name = "normal"},
    /* Hammer: knight + (1,3) leaper, bishop + knight, and the pawn: a step
     * forward or sideways, a double step from its first rank, captures one
     * or two squares diagonally forward (onto the e.p. square too). XBoard
     * reads the direction before the mode (fmW, not mfW). The pawn's cO
     * gives no move: it lets XBoard show the two-leg pawn moves of
     * hammer.c right. */
    {.game = "hammer",
     .xboard_name = "hammer",
     .piece_to_char = "PNBRQKpnbrqk",
     .pieces = {"N& NC", "B& BN", "P& fmWfcF2fceF2smWifmW2cO", NULL},
     .translation = &xboard_hammer},
    /* Half-Court: standard pieces on 5x5; XBoard cannot check its castling,
     * so no piece lines (run XBoard with legality testing off). */
    {.game = "halfcourt", .xboard_name = "halfcourt", .piece_to_char = "PNBRQKpnbrqk", .kqkq_castling = true},
    /* Ice Hockey: its own board, letters and move form (icehockey.c). */
    {.game = "icehockey", .xboard_name = "icehockey", .translation = &xboard_icehockey},
    /* Joust: one XBoard piece type per orientation, turns as legs
     * (joust.c); XBoard cannot test Joust turns: legality off. */
    {.game = "joust", .xboard_name = "joust", .translation = &xboard_joust},
    {.game = "cardhockey",
     .xboard_name = "cardhockey",
     .refusal = "XBoard cannot show Card Hockey's hidden hands; play it over UCI or with faceoff's own match runner"},
};

static const XBoardVariant chess_like = {.piece_to_char = "PNBRQKpnbrqk"};

const XBoardVariant *xboard_variant_of(const Game *game)
{
    for (size_t i = 0; i < sizeof variants / sizeof variants[0]; i++)
        if (!strcmp(variants[i].game, game->name))
            return &variants[i];
    return &chess_like;
}

const char *xboard_name_of(const Game *game)
{
    const XBoardVariant *v = xboard_variant_of(game);
    return v->xboard_name ? v->xboard_name : game->name;
}

const XBoardVariant *xboard_variant_named(const char *name)
{
    for (size_t i = 0; i < sizeof variants / sizeof variants[0]; i++)
        if (!strcmp(variants[i].xboard_name, name))
            return &variants[i];
    return NULL;
}

/* The file of the king (upper case 'K' or lower case 'k') on a FEN rank. */
static int king_file(const char *rank, char king)
{
    int file = 0;
    for (const char *c = rank; *c && *c != '/' && *c != ' '; c++) {
        if (*c >= '1' && *c <= '9')
            file += *c - '0';
        else if (*c == king)
            return file;
        else
            file++;
    }
    return -1;
}

void xboard_setup_fen(const XBoardVariant *v, const char *fen, char *out)
{
    snprintf(out, GAME_TEXT_MAX, "%s", fen);
    const char *board_end = strchr(fen, ' ');
    const char *last_rank = board_end ? board_end : fen;
    while (last_rank > fen && last_rank[-1] != '/')
        last_rank--;
    if (!v->kqkq_castling || !board_end || board_end[1] == '\0' || board_end[2] != ' ')
        return;
    const char *castling = board_end + 3; /* after "<board> w " */
    char *o = out + (castling - fen);
    int white_king = king_file(last_rank, 'K'), black_king = king_file(fen, 'k');
    for (const char *c = castling; *c && *c != ' '; c++) {
        bool white = *c >= 'A' && *c <= 'Z';
        int king = white ? white_king : black_king, file = (white ? *c - 'A' : *c - 'a');
        if (*c == '-' || king < 0 || file < 0 || file > 25)
            *o++ = *c; /* not a file letter: left as it is */
        else
            *o++ = (char)((file > king ? 'K' : 'Q') + (white ? 0 : 'a' - 'A'));
    }
}
