/*
 * One engine in a match as the referee sees it: how to start it, which
 * protocol it speaks, and what it answered when asked for a move. The
 * protocol adapters (uci.c, xboard.c) fill in a PlayerProtocol;
 * the referee (referee.c) knows engines only through it. Card Hockey
 * engines start and stop through one too (cardhockey.c), but their
 * games, with hands and deals, are played through cardhockey.h.
 */
#ifndef FACEOFF_MATCH_PLAYER_H
#define FACEOFF_MATCH_PLAYER_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/game_history.h"
#include "process.h"

#define ENGINE_OPTIONS_MAX 32 /* a tuning run (tools/spsa.py) sets every search parameter */
_Static_assert(ENGINE_OPTIONS_MAX <= 64, "Player.listed_options has a bit for each");
#define ENGINE_NAME_MAX 64
#define ENGINE_COMMAND_MAX 1024
/* Longest wait for a handshake or new-game answer (uciok, readyok, pong,
 * feature done=1): engines may load tables or networks at start. */
#define PLAYER_SETUP_SECONDS 30.0

typedef struct {
    char name[ENGINE_NAME_MAX];
    char value[ENGINE_NAME_MAX * 2];
} EngineOption;

/* PROTOCOL_DEFAULT: the game's usual one (UCI; Card Hockey's own line protocol). */
typedef enum { PROTOCOL_DEFAULT, PROTOCOL_UCI, PROTOCOL_XBOARD, PROTOCOL_CARDHOCKEY } ProtocolKind;

/* An engine's time control (the match's, or its own with tc=). Every field 0: none. */
typedef struct {
    double base, increment; /* seconds */
    int moves_per_session;  /* base comes again after this many moves; 0: once */
    double move_time;       /* fixed seconds a move */
    int depth;              /* search depth limit */
    int nodes;              /* node limit a move (UCI engines only) */
    double margin;          /* overrun tolerated before a loss on time */
    double timeout;         /* longest wait for a move when there is no clock */
} TimeControl;

/* How castling is written to the engine: AUTO is king takes rook for a UCI
 * engine that lists UCI_Chess960 (which is then set), else the king's
 * destination; the runner reads both forms from every engine. */
typedef enum { CASTLING_TEXT_AUTO, CASTLING_TEXT_KING_TAKES_ROOK, CASTLING_TEXT_KING_TO } CastlingText;

/* What the user asked for with --engine. */
typedef struct {
    char name[ENGINE_NAME_MAX];
    char command[ENGINE_COMMAND_MAX];
    ProtocolKind protocol;
    int depth; /* this engine's own depth limit; 0: the match's */
    int nodes; /* this engine's own node limit a move (UCI); 0: the match's */
    CastlingText castling;
    bool own_tc;    /* tc= given: tc's base, increment and moves are its own */
    TimeControl tc; /* after the command line is read: the time control it plays under */
    EngineOption options[ENGINE_OPTIONS_MAX];
    int option_count;
} EngineSpec;

/* The clocks of a game: time left and time control, by side. */
typedef struct {
    double left[2]; /* seconds */
    const TimeControl *tc[2];
} Clocks;

typedef enum {
    REPLY_MOVE,    /* text holds the move as the engine wrote it */
    REPLY_RESIGN,
    REPLY_CLAIM,   /* a result claim; claim holds it */
    REPLY_REFUSED, /* the engine refused a move or command we sent; text says what */
    REPLY_GARBLED, /* a line the protocol has no place for; text holds it */
    REPLY_EXITED,
    REPLY_TIMEOUT,
    REPLY_STOPPED  /* the match is being stopped */
} ReplyKind;

typedef struct {
    ReplyKind kind;
    char text[GAME_TEXT_MAX];
    Outcome claim;
    bool has_score;
    int score; /* centipawns from the mover's view, from its last report */
} Reply;

typedef struct Player Player;

/* How a new game went: ready; failed through the engine (it forfeits); or
 * impossible from this position through this protocol (not played). */
typedef enum { START_READY, START_FAULT, START_IMPOSSIBLE } StartStatus;

/* The board-game functions are NULL in the Card Hockey client. */
typedef struct {
    const char *quit_line;
    /* Starts talking after the process starts; false with a reason. */
    bool (*handshake)(Player *p, char *error);
    /* Prepares a game from history's first position (moves already in
     * history are the opening, sent with the first move request); the
     * reason in error unless ready. */
    StartStatus (*new_game)(Player *p, const GameHistory *history, char *error);
    /* Asks for a move in history's current position, with both sides'
     * clocks; waits until deadline. */
    void (*play)(Player *p, const GameHistory *history, const Clocks *clocks, double deadline, Reply *reply);
    /* Tells the engine the game is over. */
    void (*game_over)(Player *p, Outcome outcome, const char *reason);
} PlayerProtocol;

struct Player {
    const EngineSpec *spec;
    const PlayerProtocol *protocol;
    const TimeControl *tc; /* its own: spec->tc */
    const Game *game; /* NULL for Card Hockey */
    EngineProcess process;
    bool running;
    bool faulted;       /* misbehaved: restarted before its next game */
    bool standard_start; /* the game starts from the game's own start */
    /* XBoard state: features, and how much of the game the engine has. */
    bool usermove, setboard, ping, playing;
    bool plays_game; /* the game is in the engine's variants (XBoard) or UCI_Variant (or it lists none) */
    bool lists_chess960; /* UCI: the engine has a UCI_Chess960 option */
    uint64_t listed_options; /* UCI: bit i, the engine listed the user's option i */
    char option_refusal[GAME_ERROR_MAX]; /* UCI: the engine's "info string error" after the user's options, or "" */
    bool chess960;       /* castling and FEN go to it in Chess960's form (see CastlingText) */
    int ping_count, plies_sent;
};

/* Starts the process and its handshake (if not running); false with a reason. */
bool player_start(Player *p, char *error);
void player_stop(Player *p);

/* Reads one line for the protocol adapters; lines are never longer than
 * the buffer's size. Sets reply->kind for every status but READ_LINE. */
bool player_read(Player *p, double deadline, char *line, size_t size, Reply *reply);

/* The line's first word is word. */
bool player_first_word_is(const char *line, const char *word);

/* Waits for a line whose first word is word, ignoring others (false on
 * timeout, exit or stop, with a reason). */
bool player_wait_for(Player *p, const char *word, double deadline, char *error);
/* The same, giving note every other line (its leading blanks skipped). */
bool player_wait_noting(Player *p, const char *word, double deadline, void (*note)(Player *p, const char *line),
                        char *error);

/* The depth limit this engine plays with (0: none). */
int player_depth(const Player *p);
/* The node limit a move this engine plays with (0: none). */
int player_nodes(const Player *p);

/* The value the user gave the engine option name (option.NAME=), or NULL. */
const char *player_option(const EngineSpec *spec, const char *name);

/* The position before ply; the text of the move played from it and of the
 * start position, in the form this engine reads. */
const void *player_position_at(const GameHistory *h, int ply);
void player_move_text(const Player *p, const GameHistory *h, int ply, char *out);
void player_start_text(const Player *p, const GameHistory *h, char *out);

extern const PlayerProtocol PROTOCOL_UCI_CLIENT;
extern const PlayerProtocol PROTOCOL_XBOARD_CLIENT;
extern const PlayerProtocol PROTOCOL_CARDHOCKEY_CLIENT;

#endif
