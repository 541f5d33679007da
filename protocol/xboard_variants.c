#include "xboard_variants.h"

#include <string.h>

static const XBoardVariant variants[] = {
    {"chess", "normal", NULL, {NULL}, NULL},
    /* Hammer: knight + (1,3) leaper, bishop + knight, and the pawn: a step
     * forward or sideways, a double step from its first rank, captures one
     * or two squares diagonally forward (onto the e.p. square too). XBoard
     * reads the direction before the mode (fmW, not mfW). */
    {"hammer", "hammer", "PNBRQKpnbrqk", {"N& NC", "B& BN", "P& fmWfcF2fceF2smWifmW2", NULL}, NULL},
    /* Half-Court: standard pieces on 5x5; XBoard cannot check its castling,
     * so no piece lines (run XBoard with legality testing off). */
    {"halfcourt", "halfcourt", "PNBRQKpnbrqk", {NULL}, NULL},
    {"cardhockey", "cardhockey", NULL, {NULL},
     "XBoard cannot show Card Hockey's hidden hands; play it over UCI or with faceoff's own match runner"},
};

static const XBoardVariant chess_like = {NULL, NULL, "PNBRQKpnbrqk", {NULL}, NULL};

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
