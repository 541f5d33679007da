/*
 * What XBoard 4.9 needs to be told about each game: the engine-defined
 * variant's piece letters and the moves of its pieces in Betza notation,
 * or why XBoard cannot play the game at all. The one protocol file that
 * holds per-game data; see docs/protocol.md for what XBoard shows.
 */
#ifndef FACEOFF_XBOARD_VARIANTS_H
#define FACEOFF_XBOARD_VARIANTS_H

#include "engine/game.h"

#define XBOARD_MAX_PIECE_LINES 8

/* A game whose board or moves XBoard must be shown in another form than
 * the game's own texts. Every text is GAME_TEXT_MAX bytes. */
typedef struct {
    /* The setup line for a position text (XBoard's board and letters);
     * NULL: the variant's setup and piece lines as for a game without
     * translation. */
    void (*setup_line)(const char *position, char *out);
    /* The move XBoard is sent for a move (own text) played from `before`
     * to `after`, a line to send after it, and a result line that ends
     * the game for XBoard when it cannot follow it past this move ("" for
     * none). False when XBoard's form cannot carry the move: out then
     * holds a stand-in that XBoard reads as no move. */
    bool (*move_out)(const char *before, const char *move, const char *after, char *out, char *extra, char *stop);
    /* move_out's answer alone, cheaply: the engine asks it of every root
     * move (xboard_carried_moves). NULL: XBoard's form carries every move. */
    bool (*carries)(const char *before, const char *move, const char *after);
    /* A move in XBoard's form as the game's own text; false with a reason. */
    bool (*move_in)(const Game *game, const void *pos, const char *text, char *out, char *error);
    /* A setboard in XBoard's form as a position text. False if it is not
     * in XBoard's form (error "": the game's own reader takes it) or
     * cannot be read (error says why). NULL: the game's own reader. */
    bool (*board_in)(const char *text, char *out, char *error);
} XBoardTranslation;

typedef struct {
    const char *game;
    const char *xboard_name;    /* the name in feature variants and the variant command */
    const char *piece_to_char;  /* NULL: XBoard knows the game, no setup line */
    const char *pieces[XBOARD_MAX_PIECE_LINES]; /* "piece" lines, NULL-terminated */
    const char *refusal;        /* why XBoard cannot play it, or NULL */
    /* XBoard garbles Shredder-FEN castling letters on small boards (and
     * then writes a made-up e.p. square); KQkq it passes on intact. */
    bool kqkq_castling;
    const XBoardTranslation *translation; /* NULL: the game's own texts */
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

#endif
