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

/* For a game whose moves and positions XBoard must get in another form
 * than the game's own texts (Joust: one XBoard piece type per orientation,
 * turns as legs). Each reader also takes the game's own text. */
typedef struct {
    /* The game's position text as XBoard's FEN (out: GAME_TEXT_MAX bytes). */
    void (*fen_out)(const char *text, char *out);
    /* A FEN from XBoard, or the game's own text, as the game's own text. */
    bool (*fen_in)(const char *fen, char *out, char *error);
    /* A move as XBoard is to get it (out: GAME_TEXT_MAX bytes). */
    void (*move_out)(const Game *game, const void *pos, Move m, char *out);
    /* A move as XBoard sends it, or in the game's own notation. */
    bool (*move_in)(const Game *game, const void *pos, const char *text, Move *m, char *error);
} XBoardNotation;

typedef struct {
    const char *game;
    const char *xboard_name;    /* the name in feature variants and the variant command */
    const char *piece_to_char;  /* NULL: XBoard knows the game, no setup line */
    const char *pieces[XBOARD_MAX_PIECE_LINES]; /* "piece" lines, NULL-terminated */
    const char *refusal;        /* why XBoard cannot play it, or NULL */
    /* XBoard garbles Shredder-FEN castling letters on small boards (and
     * then writes a made-up e.p. square); KQkq it passes on intact. */
    bool kqkq_castling;
    const XBoardNotation *notation; /* NULL: the game's own texts */
} XBoardVariant;

/* The description of a game (a chess-like default for a game not listed). */
const XBoardVariant *xboard_variant_of(const Game *game);
/* The name XBoard knows the game by ("normal" for chess). */
const char *xboard_name_of(const Game *game);
/* The listed description with this XBoard name, or NULL. */
const XBoardVariant *xboard_variant_named(const char *name);

/* A FEN as this variant's setup line gives it to XBoard: with
 * kqkq_castling, each castling rook's file letter becomes K or Q (k or q)
 * by the side of its king it stands on. out holds GAME_TEXT_MAX bytes. */
void xboard_setup_fen(const XBoardVariant *v, const char *fen, char *out);

/* Moves and positions both ways, through the game's notation for XBoard
 * if it has one. A move read is given back in the game's own text; a
 * position read as the game's own text. */
void xboard_move_text(const Game *game, const void *pos, Move m, char *out);
bool xboard_read_move(const Game *game, const void *pos, const char *text, char *own, char *error);
bool xboard_read_fen(const Game *game, const char *fen, char *own, char *error);
void xboard_position_text(const Game *game, const char *text, char *out);

#endif
