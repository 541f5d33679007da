/*
 * The chess family's position: FIDE chess, Hammer Chess and Half-Court
 * Chess share one bitboard representation. What differs between them is a
 * ChessVariant value (board size, piece powers, pawn ranks, castling style,
 * dead-material rule), never global state.
 */
#ifndef FACEOFF_CHESS_POSITION_H
#define FACEOFF_CHESS_POSITION_H

#include "bitboard.h"
#include "engine/nnue.h"

#include <stdbool.h>
#include <stdint.h>

enum { WHITE = 0, BLACK = 1 };
enum { NO_PIECE_TYPE = 0, PAWN = 1, KNIGHT, BISHOP, ROOK, QUEEN, KING, PIECE_TYPE_COUNT };
#define NO_SQUARE (-1)

/* A piece on the mailbox board: colour in bit 3, type in the low bits. */
static inline uint8_t make_piece(int colour, int type) { return (uint8_t)(colour << 3 | type); }
static inline int piece_colour(uint8_t piece) { return piece >> 3; }
static inline int piece_type(uint8_t piece) { return piece & 7; }

typedef enum {
    CASTLING_FIDE,      /* king to the g/c file, rook to f/d */
    CASTLING_HALFCOURT  /* king two squares toward the rook (one if adjacent) */
} CastlingStyle;

typedef enum {
    MATERIAL_FIDE,      /* K v K, K+minor v K are dead */
    MATERIAL_KINGS_ONLY /* only K v K is dead */
} MaterialRule;

struct ChessEvalWeights; /* eval.h */

typedef struct {
    bool hammer_pieces;  /* Hammer knight, bishop and pawn */
    int files, ranks;
    Bitboard board;      /* on-board squares */
    Bitboard double_step_rank[2]; /* squares a pawn may double-step from */
    Bitboard promotion_rank[2];
    CastlingStyle castling;
    MaterialRule material;
    int piece_value[PIECE_TYPE_COUNT]; /* centipawns, for move ordering and exchanges */
    const struct ChessEvalWeights *eval_weights;
    struct NetSlot *net; /* the variant's trained net and whether it is on; NULL if it has none */
} ChessVariant;

extern const ChessVariant VARIANT_CHESS;
extern const ChessVariant VARIANT_HAMMER;
extern const ChessVariant VARIANT_HALFCOURT;

/* Castling rights: bit i stands for castling with rook_square[i].
 * 0/1: White toward the h side / the a side; 2/3: the same for Black. */
enum { CASTLE_WHITE_H = 1, CASTLE_WHITE_A = 2, CASTLE_BLACK_H = 4, CASTLE_BLACK_A = 8 };

typedef struct {
    Bitboard by_type[PIECE_TYPE_COUNT]; /* [0]: every occupied square */
    Bitboard by_colour[2];
    uint8_t board[64];                   /* mailbox: 0 for empty */
    uint64_t key;                        /* Zobrist key */
    const ChessVariant *variant;
    int8_t rook_square[4];               /* castling rook per right bit */
    uint8_t castling;                    /* CASTLE_* bits */
    int8_t ep_square;                    /* NO_SQUARE unless an e.p. capture is possible */
    uint8_t side;                        /* WHITE or BLACK to move */
    uint16_t halfmove_clock;
    uint16_t fullmove_number;
    /* The neural evaluator's accumulators (nnue.h), [perspective][hidden];
     * they hold something only when acc_net is the net in use, and stay
     * last: chess_make() copies them only then. */
    const Net *acc_net;
    NetAccumulator accumulator[2];
} ChessPosition;

void chess_tables_init(void);

static inline Bitboard pieces_of(const ChessPosition *p, int colour, int type)
{
    return p->by_colour[colour] & p->by_type[type];
}
static inline Bitboard occupied(const ChessPosition *p) { return p->by_type[0]; }
static inline int king_square(const ChessPosition *p, int colour)
{
    return bb_first(pieces_of(p, colour, KING));
}

/* Zobrist keys. */
extern uint64_t zobrist_piece[2][PIECE_TYPE_COUNT][64];
extern uint64_t zobrist_side;
extern uint64_t zobrist_castling[16];
extern uint64_t zobrist_ep_file[8];

/* Board editing that keeps bitboards, mailbox and key in step. */
void chess_put_piece(ChessPosition *p, int colour, int type, int sq);
void chess_remove_piece(ChessPosition *p, int sq);

/* Squares from which pieces of 'colour' attack sq, with this occupancy. */
Bitboard chess_attackers(const ChessPosition *p, int sq, Bitboard occupancy, int colour);
bool chess_in_check(const ChessPosition *p);

/* Position text: FEN for this variant's board, the castling field read as
 * KQkq, X-FEN or Shredder-FEN. False with a reason. */
bool chess_from_fen(ChessPosition *p, const ChessVariant *v, const char *fen, char *error);
/* Writes X-FEN (KQkq where that names the rook), or with shredder the
 * rooks' files (Shredder-FEN, UCI_Chess960's form). */
void chess_to_fen(const ChessPosition *p, bool shredder, char *out);
/* The FEN letter of the piece on a square, "" if empty (Game.square_text). */
void chess_square_text(const ChessPosition *p, int file, int rank, char *out);

/* True if the game is drawn at once by the variant's dead-material rule. */
bool chess_dead_material(const ChessPosition *p);

/* Where a castling move sends king and rook, per the variant's style. */
void chess_castling_targets(const ChessPosition *p, int king_from, int rook_from, int *king_to, int *rook_to);

/* Sets ep_square to the skipped square when some enemy pawn could capture
 * onto it (a reachability test, not a full legality test). */
void chess_set_ep_if_capturable(ChessPosition *p, int skipped, int capturer_colour);

#endif
