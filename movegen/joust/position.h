/*
 * Joust Chess: the position, the pieces and their pip sets, and the packed
 * move. Every rule lives in docs/rules/joust.md; this header is the data.
 *
 * Board: 64-square mailbox, square = rank * 8 + file (a1 = 0, h8 = 63).
 * Directions clockwise from north: 0 N, 1 NE, 2 E, 3 SE, 4 S, 5 SW, 6 W,
 * 7 NW; a pip set is a mask with bit d for direction d. A piece's
 * orientation is a small index into its type's list of pip sets (pawn 4,
 * wedge 8, hook 8, queen and king 2), so that "a rotation must change the
 * pip set" is "the orientation index changes".
 */
#ifndef FACEOFF_JOUST_POSITION_H
#define FACEOFF_JOUST_POSITION_H

#include "engine/game.h"
#include "engine/nnue.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum { JOUST_WHITE = 0, JOUST_BLACK = 1 };
enum { JOUST_EMPTY = 0, JOUST_PAWN = 1, JOUST_WEDGE, JOUST_HOOK, JOUST_QUEEN, JOUST_KING, JOUST_TYPE_COUNT };
enum { JOUST_DIRECTIONS = 8, JOUST_NO_SQUARE = -1 };

/* A piece on the board: colour in bit 3, type in bits 0-2, orientation in
 * bits 4-6; 0 is an empty square. */
typedef uint8_t JoustPiece;
static inline JoustPiece joust_piece(int colour, int type, int orient)
{
    return (JoustPiece)(orient << 4 | colour << 3 | type);
}
static inline int joust_type(JoustPiece p) { return p & 7; }
static inline int joust_colour(JoustPiece p) { return p >> 3 & 1; }
static inline int joust_orient(JoustPiece p) { return p >> 4 & 7; }

/* How many orientations (distinct pip sets) a type has. */
extern const int JOUST_ORIENT_COUNT[JOUST_TYPE_COUNT];
/* The pip set of a type in an orientation. */
extern const uint8_t JOUST_PIPS[JOUST_TYPE_COUNT][8];
/* The square one step from sq in direction d, or JOUST_NO_SQUARE. */
extern int8_t joust_step[64][JOUST_DIRECTIONS];
/* King-step (Chebyshev) distance between two squares. */
extern uint8_t joust_distance[64][64];
static inline uint8_t joust_pips(JoustPiece p) { return JOUST_PIPS[joust_type(p)][joust_orient(p)]; }

typedef struct {
    JoustPiece board[64];
    uint64_t occupied[2]; /* squares of each colour's pieces */
    int8_t king[2];       /* JOUST_NO_SQUARE once captured */
    uint8_t side;
    uint16_t quiet_plies; /* plies since the last capture */
    uint16_t fullmove;
    uint64_t key;         /* Zobrist key */
    /* The net's accumulators (nnue.h), [perspective]; they hold something
     * only when acc_net is the net in use, and stay last: joust_make()
     * leaves them out. */
    const Net *acc_net;
    NetAccumulator accumulator[2];
} JoustPosition;

/* The squares of both colours' pieces. */
static inline uint64_t joust_occupied(const JoustPosition *p) { return p->occupied[0] | p->occupied[1]; }

/* Only the two kings are left: the game is drawn at once (a dead
 * position), though the kings still have moves. */
static inline bool joust_kings_only(const JoustPosition *p)
{
    return __builtin_popcountll(p->occupied[0]) == 1 && __builtin_popcountll(p->occupied[1]) == 1;
}

/*
 * A move (a whole turn), packed:
 *   bits 0-5   start square
 *   bits 6-8   number of squares visited after the start (0-4)
 *   bits 9-32  those squares, 6 bits each, in order
 *   bits 33-36 which of those steps captured (bit i: step i)
 *   bits 37-39 final orientation
 *   bit  40    rotated (the final orientation differs from the start one)
 * A turn is never 0: it either visits a square or rotates.
 */
enum { JOUST_MAX_STEPS = 4 };
static inline int jm_from(Move m) { return (int)(m & 63); }
static inline int jm_steps(Move m) { return (int)(m >> 6 & 7); }
static inline int jm_square(Move m, int i) { return (int)(m >> (9 + 6 * i) & 63); }
static inline int jm_captures(Move m) { return (int)(m >> 33 & 15); }
static inline int jm_orient(Move m) { return (int)(m >> 37 & 7); }
static inline bool jm_rotated(Move m) { return (m >> 40 & 1) != 0; }
static inline int jm_to(Move m) { return jm_steps(m) ? jm_square(m, jm_steps(m) - 1) : jm_from(m); }

/* Builds a move from its parts (see above). */
static inline Move joust_pack_move(int from, int steps, const int *squares, int captures, int orient, bool rotated)
{
    Move m = (Move)from | (Move)steps << 6 | (Move)captures << 33 | (Move)orient << 37 | (Move)rotated << 40;
    for (int i = 0; i < steps; i++)
        m |= (Move)squares[i] << (9 + 6 * i);
    return m;
}

#define JOUST_MAX_MOVES GAME_MAX_MOVES
#define JOUST_START_TEXT "w3h1w2q+k+w2h3w1/p8p8p8p8p8p8p8p8/8/8/8/8/P8P8P8P8P8P8P8P8/W9H7W8Q+K+W8H9W7 w 0 1"

/* Builds every table once, in order (init.c; idempotent, called by every
 * entry point that needs them): the geometry, keys and pip sets
 * (joust_tables_init, tables.c), then the attack test's tables
 * (joust_attack_init, attack.c), which read them. */
void joust_init(void);
void joust_tables_init(void);

/* Position text (docs/rules/joust.md); false with a reason on bad text. */
bool joust_from_text(JoustPosition *p, const char *text, char *error);
void joust_to_text(const JoustPosition *p, char *out);
/* A piece as the position text writes it ("W9"), "" if empty (Game.square_text). */
void joust_square_text(const JoustPosition *p, int file, int rank, char *out);
/* "Pips: a1=N,E b1=N,W,NW ...": every piece's pip directions, for a board
 * that draws them (Game.describe). */
void joust_describe(const JoustPosition *p, char *out, size_t size);
/* The orientation character of a piece ("8", "+", ...), and its reverse
 * (-1 when c is no orientation of that type). */
char joust_orient_char(int type, int orient);
int joust_orient_from_char(int type, char c);

/* Generation (movegen.c). */
int joust_generate(const JoustPosition *p, Move *moves);
/* The legal captures, each placement once and without rotation (a capture
 * followed by a rotation is the same material change): for quiescence. */
int joust_generate_captures(const JoustPosition *p, Move *moves);
void joust_make(const JoustPosition *p, Move m, JoustPosition *next);
/* Could side 'by' capture the piece on square target in one turn? */
bool joust_attacked(const JoustPosition *p, int target, int by);
/* The same, also giving the squares whose contents decided the answer: a
 * board differing only elsewhere (same target) gets the same answer. */
bool joust_attacked_reading(const JoustPosition *p, int target, int by, uint64_t *read);
/* Which of the squares (all next to centre) side 'by' could capture on in one turn. */
uint64_t joust_attacked_around(const JoustPosition *p, int centre, uint64_t squares, int by);
bool joust_in_check(const JoustPosition *p);
/* Builds the attack test's tables (joust_init calls it). */
void joust_attack_init(void);
/* Recomputes the Zobrist key from scratch. */
uint64_t joust_compute_key(const JoustPosition *p);
extern uint64_t joust_zobrist_piece[128][64];
extern uint64_t joust_zobrist_side;

/* Notation (notation.c). */
void joust_move_to_text(const JoustPosition *p, Move m, char *out);
bool joust_text_to_move(const JoustPosition *p, const char *text, Move *m, char *error);

/* Search hooks (eval.c). */
/* The static score: the net's (nnue.c) while it is on, else the
 * hand-written evaluator's. */
int joust_evaluate(const void *pos);
int joust_evaluate_by_hand(const JoustPosition *p);
int joust_generate_noisy(const void *pos, Move *moves);
int joust_move_order_hint(const void *pos, Move m);
bool joust_make_null(const void *pos, void *next);
extern const int JOUST_VALUE[JOUST_TYPE_COUNT];

#endif
