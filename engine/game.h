/*
 * The game interface: the one narrow door through which perft, the search,
 * the protocols and the match runner reach every game without knowing which
 * game it is. See docs/architecture.md for the rationale.
 *
 * A position is an opaque block of game->position_size bytes owned by the
 * caller. Moves are made by copy: make() writes the successor into a second
 * block, so "unmake" is returning to the previous block (GameHistory in
 * engine/game_history.h keeps one block per ply).
 */
#ifndef FACEOFF_GAME_H
#define FACEOFF_GAME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* A whole turn, however many actions it holds, packed by its game into 64
 * bits. Only the game that produced a move can read it. 0 is never a move. */
typedef uint64_t Move;
#define MOVE_NONE ((Move)0)

/* Upper bound on the legal moves of any position of any board game; a
 * game's own bound (Game.max_moves) is usually much smaller. Ice Hockey
 * needs the most: up to 89 piece moves times 64 puck outcomes. */
#define GAME_MAX_MOVES 8192

/* Longest position text or move text a game writes, terminator included. */
#define GAME_TEXT_MAX 256

/* Longest text square_text() writes, terminator included. */
#define GAME_SQUARE_TEXT_MAX 8

/* Room for a human-readable reason why text was refused. */
#define GAME_ERROR_MAX 160

typedef enum { SIDE_FIRST = 0, SIDE_SECOND = 1 } Side; /* White, Black */

typedef enum {
    OUTCOME_NONE = 0,  /* game goes on */
    OUTCOME_FIRST_WINS,
    OUTCOME_SECOND_WINS,
    OUTCOME_DRAW
} Outcome;

typedef enum {
    REASON_NONE = 0,
    REASON_CHECKMATE,
    REASON_STALEMATE,
    REASON_REPETITION,
    REASON_FIFTY_MOVES,
    REASON_MATERIAL,
    REASON_KING_CAPTURED,
    REASON_PERIOD_END,
    REASON_SCORE
} ResultReason;

typedef struct {
    Outcome outcome;
    ResultReason reason;
    /* The game ends by itself (mate, stalemate, dead material) rather than
     * being claimable by a player (threefold repetition, 50-move rule). */
    bool automatic;
} GameResult;

/* A game option (Half-Court start number, Ice Hockey 3-square queen, ...).
 * The protocols turn these into UCI/XBoard options without knowing them. */
typedef enum { OPTION_SPIN, OPTION_CHECK } OptionKind;

typedef struct {
    const char *name;
    OptionKind kind;
    int min, max, default_value;
    const char *help;
} GameOptionSpec;

/* Values for a game's options, in the order of Game.options, plus the seed
 * for anything a start position draws at random. */
typedef struct {
    int values[8];
    uint64_t seed;
} GameOptions;

typedef struct Game Game;
struct Game {
    const char *name;  /* the plain name used everywhere: "chess", "hammer" */
    const char *title; /* for people: "FIDE chess" */
    int files, ranks;
    size_t position_size;
    int max_moves; /* bound on generate()'s count for this game */
    const GameOptionSpec *options;
    int option_count;

    /* Start position for these options. False with a reason if the option
     * values cannot make one. */
    bool (*set_start)(void *pos, const GameOptions *opts, char *error);
    /* Position from the game's text form (FEN for the chess family). On
     * failure pos is unspecified and error says why. */
    bool (*set_text)(void *pos, const char *text, char *error);
    void (*get_text)(const void *pos, char *out); /* GAME_TEXT_MAX bytes */

    int (*side_to_move)(const void *pos);
    /* Every legal move, each distinct result once; 0 only where the rules
     * of play leave no move (mate, stalemate, a captured king, the end of
     * the last period). A draw that ends the game in play does not stop
     * it: perft counts on past dead material, as every perft table does. */
    int (*generate)(const void *pos, Move *moves);
    /* generate()'s count without writing the moves: perft's bulk count. */
    int (*count_moves)(const void *pos);
    /* The game has ended here in a draw by the material left (K vs K,
     * ...) though moves remain: the search stops and scores a draw. NULL
     * for a game without such a rule. Cheap: asked at every search node. */
    bool (*dead_position)(const void *pos);
    /* next = pos after m; m must be one of generate()'s moves. */
    void (*make)(const void *pos, Move m, void *next);
    uint64_t (*key)(const void *pos);
    /* The side to move is in check (false for games without check). */
    bool (*in_check)(const void *pos);
    /* Plies since the last move that cannot be undone by later play (a
     * capture, a pawn move, ...): repetition need not look further back. */
    int (*reversible_plies)(const void *pos);
    /* The result this position carries by itself, repetition aside (that
     * needs the history: see engine/game_history.h). */
    GameResult (*result)(const void *pos);

    /* Canonical text of a legal move in this position. */
    void (*move_to_text)(const void *pos, Move m, char *out);
    /* Any legal way of writing a move; false with a reason otherwise. */
    bool (*text_to_move)(const void *pos, const char *text, Move *m, char *error);
    /* Chess960's conventions (UCI_Chess960), NULL in games without
     * castling: castling written as the king taking its own rook, and the
     * rooks' files in the castling field (Shredder-FEN). text_to_move and
     * set_text read both forms. Reached through game_move_text() and
     * game_position_text(). */
    void (*move_to_text_960)(const void *pos, Move m, char *out);
    void (*get_text_960)(const void *pos, char *out);
    /* Every legal move a text may mean, the usual reading first (0 with a
     * reason if none): readers of whole games settle an ambiguous text by
     * what follows (protocol/match/move_texts.c). NULL: no text of the
     * game is ambiguous. */
    int (*text_to_moves)(const void *pos, const char *text, Move *moves, char *error);

    /* Static score in centipawns from the side to move's view. */
    int (*evaluate)(const void *pos);
    /* Brings next's incremental evaluation state (a neural net's
     * accumulators) up to date from pos, the position next was made from;
     * the search calls it after each move it makes, so make() itself (and
     * perft) never pays for it. evaluate() is right without it, only
     * slower. NULL: the evaluator keeps no such state. */
    void (*update_evaluation)(const void *pos, void *next);
    /* Switches the game's trained evaluator (a neural net) on or off, for
     * every game sharing it; NULL: the game has none. */
    void (*use_trained_evaluation)(bool on);
    /* Replaces this game's net by the one in the file at path, or puts the
     * built-in one back (path NULL); false with a reason (and the net in
     * use kept) if the file cannot be read or is not a net for this game.
     * NULL when use_trained_evaluation is. */
    bool (*load_trained_evaluation)(const char *path, char *error);

    /* What the search needs beyond the rules. */
    /* The legal moves that change material (captures, promotions), for the
     * quiescence search; NULL where resolving captures makes no sense. */
    int (*generate_noisy)(const void *pos, Move *moves);
    /* Ordering hint for a legal move: above 0 for a noisy move, bigger for
     * better-looking captures (most valuable victim, least valuable
     * attacker); 0 for a quiet move. */
    int (*move_order_hint)(const void *pos, Move m);
    /* The position with the turn passed, for null-move pruning. False
     * where a pass is an unsound probe in this position (zugzwang-prone,
     * e.g. only king and pawns to move); NULL for a game where it always is. */
    bool (*make_null)(const void *pos, void *next);
    /* Static exchange evaluation of a move: the material it wins
     * (centipawns, negative if it loses) when both sides go on capturing
     * on its target square with their cheapest pieces (for a quiet move,
     * what the piece moved may lose there). The search orders losing
     * captures late, skips them in quiescence and prunes moves that lose
     * much near the horizon. NULL: no SEE. */
    int (*exchange_value)(const void *pos, Move m);
    /* A key of what in the position changes slowly and shapes the
     * evaluator's errors (the chess family's pawns): the search learns how
     * far the static score errs in positions sharing it and corrects for
     * that (search/alphabeta/correction.h). NULL: no correction. */
    uint64_t (*structure_key)(const void *pos);
    /* The moves the side to move has left in a game whose length the
     * rules fix (Ice Hockey: the turns of the periods to come), for the
     * clock; NULL for a game without such an end. */
    int (*moves_left)(const void *pos);
    /* How much of the clock the move now deserves against the game's
     * average move, in percent (Ice Hockey: most goals fall in the turns
     * after a faceoff); NULL: 100 for every move. */
    int (*time_weight)(const void *pos);
    /* The part of the score the game has settled for good, in centipawns
     * from the first player's view (Ice Hockey: the goals' worth), which
     * the evaluation adds to what it reckons of the rest; NULL where
     * nothing is settled before the end. Self-play writes the game's last
     * one beside each position, for the result of the rest of the game. */
    int (*settled_score)(const void *pos);

    /* What a board shows people (UCI's d and legalmoves). */
    /* The move in the notation people write in the game's records (SAN for
     * the chess family, GAME_TEXT_MAX bytes); NULL where that is the
     * canonical text (Joust, Ice Hockey). Reached through game_move_san(). */
    void (*move_to_san)(const void *pos, Move m, char *out);
    /* What stands on a square (file and rank from 0, a1 = 0 0) as the
     * position text writes the piece ("" for an empty square), with '*'
     * after a piece holding a puck or alone for a loose one; out holds
     * GAME_SQUARE_TEXT_MAX bytes. */
    void (*square_text)(const void *pos, int file, int rank, char *out);
    /* The state a player needs beyond the board, the side to move and the
     * result, as lines "Key: value\n" (Ice Hockey's score, period, turns
     * left and puck; Joust's pips); NULL for a game with none. */
    void (*describe)(const void *pos, char *out, size_t size);

    /* Positions in the game's text form that `faceoff bench` searches,
     * NULL-terminated; NULL for a game with none yet. */
    const char *const *bench_positions;
    /* Plies less than the bench depth this game's positions are searched
     * to (at least 1), so that a game with many more moves per turn takes
     * about as long as chess. */
    int bench_depth_reduction;
};

/* Every game faceoff knows, in a fixed order, and lookup by plain name. */
const Game *const *game_list(int *count);
const Game *game_find(const char *name);

/* The index of the game's option called name (in Game.options), or -1. */
int game_option_index(const Game *game, const char *name);
/* The default options of a game (each option's default value, seed 0). */
void game_default_options(const Game *game, GameOptions *opts);

/* A move's and a position's text, in Chess960's conventions if chess960
 * and the game has them. */
void game_move_text(const Game *game, const void *pos, Move m, bool chess960, char *out);
void game_position_text(const Game *game, const void *pos, bool chess960, char *out);
/* A move in the notation of the game's records: SAN, or the canonical text. */
void game_move_san(const Game *game, const void *pos, Move m, char *out);
/* The steps of a move as a board enters them, space-separated, read off
 * its text (game_move_text()): every game writes a move as the squares it
 * visits in order, each perhaps after a mark saying what happens there
 * (Ice Hockey's "x" check, "@" drop, ">" pass, "~" shot, "K" king step),
 * then perhaps a choice ("=6" a Joust rotation; a chess promotion letter
 * becomes "=q"); "0000" stands for no piece move. Examples: "e2 e4",
 * "e7 e8 =q", "d4 c4 c5 d5 =8", "c4 xd5 b6 >f3 ~e9". GAME_TEXT_MAX bytes. */
void game_move_path(const Game *game, const void *pos, Move m, bool chess960, char *out);

#endif
