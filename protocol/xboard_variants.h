/*
 * What XBoard 4.9 needs to be told about each game: the engine-defined
 * variant's piece letters and the moves of its pieces in Betza notation,
 * or why XBoard cannot play the game at all. The one protocol file that
 * holds per-game data; see docs/protocol.md for what XBoard shows.
 */
#ifndef FACEOFF_XBOARD_VARIANTS_H
#define FACEOFF_XBOARD_VARIANTS_H

#include "../engine/game.h"

#define XBOARD_MAX_PIECE_LINES 8

typedef struct {
    const char *game;
    const char *xboard_name;    /* the name in feature variants and the variant command */
    const char *piece_to_char;  /* NULL: XBoard knows the game, no setup line */
    const char *pieces[XBOARD_MAX_PIECE_LINES]; /* "piece" lines, NULL-terminated */
    const char *refusal;        /* why XBoard cannot play it, or NULL */
} XBoardVariant;

/* The description of a game (a chess-like default for a game not listed). */
const XBoardVariant *xboard_variant_of(const Game *game);
/* The name XBoard knows the game by ("normal" for chess). */
const char *xboard_name_of(const Game *game);
/* The listed description with this XBoard name, or NULL. */
const XBoardVariant *xboard_variant_named(const char *name);

#endif
