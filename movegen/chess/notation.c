/*
 * Reading and writing chess-family moves. The parser never trusts the
 * text: it works out what the text asks for, then looks for exactly one
 * legal move that does that.
 */
#include "notation.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char promotion_letters[] = "nbrq";

/* Where the king lands when it castles with the rook on rook_square. */
static int castling_king_target(const ChessPosition *p, Move m)
{
    int king_to, rook_to;
    chess_castling_targets(p, move_from(m), move_to(m), &king_to, &rook_to);
    return king_to;
}

static void write_square(int sq, char *out)
{
    out[0] = (char)('a' + square_file(sq));
    out[1] = (char)('1' + square_rank(sq));
}

void chess_move_to_text(const ChessPosition *p, Move m, bool king_takes_rook, char *out)
{
    int to = move_to(m);
    /* Castling is written as the king's move, except where the king moves
     * less than two files (only from a set-up position, or Half-Court's
     * adjacent rook): a plain king step could have the same text, so it is
     * written as king takes own rook. */
    if (move_kind(m) == MOVE_CASTLING && !king_takes_rook) {
        int king_to = castling_king_target(p, m);
        if (abs(square_file(king_to) - square_file(move_from(m))) >= 2)
            to = king_to;
    }
    write_square(move_from(m), out);
    write_square(to, out + 2);
    int n = 4;
    if (move_is_promotion(m))
        out[n++] = promotion_letters[move_promotion_type(m) - KNIGHT];
    out[n] = '\0';
}

static bool fail(char *error, const char *reason)
{
    snprintf(error, GAME_ERROR_MAX, "%s", reason);
    return false;
}

/* What a move text asks for; -1 where the text leaves it open. */
typedef struct {
    int piece;      /* piece type, or -1 for "any" (coordinate notation) */
    int from_file, from_rank, from_square;
    int to_square;
    int promotion;  /* piece type, 0 for none, -1 unspecified */
    int castle_side; /* 0 toward h, 1 toward a, -1 not castling */
    int kill_square; /* XBoard's two-leg SAN: the middle square, -1 none */
} MoveQuery;

static int letter_type(char c)
{
    switch (c) {
    case 'N': return KNIGHT;
    case 'B': return BISHOP;
    case 'R': return ROOK;
    case 'Q': return QUEEN;
    case 'K': return KING;
    default: return 0;
    }
}

/* Copies text without decorations: check marks, annotations, '-', 'x', '='. */
static bool strip(const char *text, char *out, size_t size)
{
    size_t n = 0;
    for (const char *c = text; *c; c++) {
        if (strchr("+#!?x:=", *c) || (*c == '-' && c[1] != 'O' && c[1] != '0'))
            continue;
        if (isspace((unsigned char)*c) || n + 1 >= size)
            return false;
        out[n++] = *c;
    }
    out[n] = '\0';
    return n > 0;
}

static bool parse_square(const ChessPosition *p, const char *s, int *sq)
{
    int file = s[0] - 'a', rank = s[1] - '1';
    if (file < 0 || file >= p->variant->files || rank < 0 || rank >= p->variant->ranks)
        return false;
    *sq = make_square(file, rank);
    return true;
}

static bool parse_query(const ChessPosition *p, const char *text, MoveQuery *q, char *error)
{
    *q = (MoveQuery){.piece = -1, .from_file = -1, .from_rank = -1, .from_square = -1,
                     .to_square = -1, .promotion = 0, .castle_side = -1, .kill_square = -1};
    char s[16];
    if (!strip(text, s, sizeof s))
        return fail(error, "not a move");
    if (!strcmp(s, "O-O") || !strcmp(s, "0-0") || !strcmp(s, "O-O-O") || !strcmp(s, "0-0-0")) {
        q->castle_side = strlen(s) == 3 ? 0 : 1;
        return true;
    }
    size_t len = strlen(s);
    /* Coordinate form: from-square, to-square, optional promotion letter. */
    if ((len == 4 || len == 5) && parse_square(p, s, &q->from_square) && parse_square(p, s + 2, &q->to_square)) {
        if (len == 5) {
            const char *at = strchr(promotion_letters, tolower((unsigned char)s[4]));
            if (!at)
                return fail(error, "unknown promotion piece");
            q->promotion = KNIGHT + (int)(at - promotion_letters);
        }
        return true;
    }
    /* SAN: [piece][file][rank][to-square][promotion] */
    const char *c = s;
    q->piece = letter_type(*c) ? letter_type(*c++) : PAWN;
    const char *end = s + len;
    if (end - c >= 1 && letter_type(end[-1]) && end[-1] != 'K') {
        q->promotion = letter_type(end[-1]);
        end--;
    }
    if (end - c < 2 || !parse_square(p, end - 2, &q->to_square))
        return fail(error, "not a move");
    for (; c < end - 2; c++) {
        if (*c >= 'a' && *c < 'a' + p->variant->files && q->from_file < 0)
            q->from_file = *c - 'a';
        else if (*c >= '1' && *c < '1' + p->variant->ranks && q->from_rank < 0)
            q->from_rank = *c - '1';
        else
            return fail(error, "not a move");
    }
    return true;
}

/* XBoard's SAN of a move it was sent in two legs (a Hammer pawn's
 * two-square en passant capture "h4xf5-f6", Black's sideways step
 * "de3-e3"): a move to the middle square, '-', the end square. */
static bool parse_two_legs(const ChessPosition *p, const char *text, MoveQuery *q, char *error)
{
    const char *dash = strrchr(text, '-');
    char first[16], last[16];
    int to;
    if (!dash || dash == text || (size_t)(dash - text) >= sizeof first || !strip(dash + 1, last, sizeof last) ||
        strlen(last) != 2 || !parse_square(p, last, &to))
        return fail(error, "not a move");
    memcpy(first, text, (size_t)(dash - text));
    first[dash - text] = '\0';
    if (!parse_query(p, first, q, error) || q->castle_side >= 0)
        return fail(error, "not a move");
    q->kill_square = q->to_square;
    q->to_square = to;
    return true;
}

/* The square of the pawn an en passant capture takes. */
static int en_passant_victim(Move m)
{
    int to = move_to(m);
    return make_square(square_file(to), square_rank(to) + (square_rank(to) > square_rank(move_from(m)) ? -1 : 1));
}

static bool query_matches(const ChessPosition *p, const MoveQuery *q, Move m)
{
    int from = move_from(m);
    /* the middle square of two legs: the end square, or the pawn taken */
    if (q->kill_square >= 0 && q->kill_square != move_to(m) &&
        !(move_kind(m) == MOVE_EN_PASSANT && q->kill_square == en_passant_victim(m)))
        return false;
    bool castling = move_kind(m) == MOVE_CASTLING;
    int promotion = move_is_promotion(m) ? move_promotion_type(m) : 0;
    if (q->castle_side >= 0)
        return castling && (q->castle_side == 0) == (move_to(m) > from);
    if (q->from_square >= 0) {
        if (from != q->from_square || promotion != q->promotion)
            return false;
        /* Castling may be written as king takes rook, or as the king's move
         * where that is at least two files (see chess_move_to_text). */
        return move_to(m) == q->to_square || (castling && castling_king_target(p, m) == q->to_square &&
                                              abs(square_file(q->to_square) - square_file(from)) >= 2);
    }
    int to = castling ? castling_king_target(p, m) : move_to(m);
    return piece_type(p->board[from]) == q->piece && to == q->to_square && promotion == q->promotion &&
           (q->from_file < 0 || square_file(from) == q->from_file) &&
           (q->from_rank < 0 || square_rank(from) == q->from_rank);
}

/* The legal moves a query asks for, the pawn on the end square's file
 * first (SAN's reading of a pawn move written without a file). */
static int query_moves(const ChessPosition *p, const MoveQuery *q, Move *out)
{
    Move moves[CHESS_MAX_MOVES];
    int n = chess_generate(p, moves), found = 0;
    for (int pass = 0; pass < 2; pass++)
        for (int i = 0; i < n; i++) {
            bool same_file = square_file(move_from(moves[i])) == square_file(move_to(moves[i]));
            if (same_file == (pass == 0) && query_matches(p, q, moves[i]))
                out[found++] = moves[i];
        }
    return found;
}

int chess_text_to_moves(const ChessPosition *p, const char *text, Move *moves, char *error)
{
    MoveQuery q;
    char first_error[GAME_ERROR_MAX];
    int found = parse_query(p, text, &q, error) ? query_moves(p, &q, moves) : -1;
    if (found > 0)
        return found;
    snprintf(first_error, sizeof first_error, "%s", found < 0 ? error : "no legal move matches");
    int two_legs = parse_two_legs(p, text, &q, error) ? query_moves(p, &q, moves) : 0;
    if (two_legs == 0)
        fail(error, first_error);
    return two_legs;
}

bool chess_text_to_move(const ChessPosition *p, const char *text, Move *m, char *error)
{
    Move moves[CHESS_MAX_MOVES];
    int found = chess_text_to_moves(p, text, moves, error);
    if (found == 1)
        *m = moves[0];
    return found == 1 || (found > 1 && fail(error, "ambiguous move"));
}

/* The SAN candidates of a move, shortest first, into out: the piece (none
 * for a pawn), then nothing, the start file, the start rank or both, then
 * 'x' for a capture, the end square and "=Q" for a promotion. */
static void san_candidate(const ChessPosition *p, Move m, int which, char *out)
{
    static const char letters[] = " PNBRQK";
    int from = move_from(m), to = move_to(m), type = piece_type(p->board[from]);
    bool capture = move_kind(m) == MOVE_EN_PASSANT || p->board[to] != 0;
    char *o = out;
    if (type != PAWN)
        *o++ = letters[type];
    else if (capture || square_file(from) != square_file(to))
        which |= 1; /* a pawn that changes file names its file */
    if (which & 1)
        *o++ = (char)('a' + square_file(from));
    if (which & 2)
        *o++ = (char)('1' + square_rank(from));
    if (capture)
        *o++ = 'x';
    write_square(to, o);
    o += 2;
    if (move_is_promotion(m)) {
        *o++ = '=';
        *o++ = (char)toupper((unsigned char)promotion_letters[move_promotion_type(m) - KNIGHT]);
    }
    *o = '\0';
}

void chess_move_to_san(const ChessPosition *p, Move m, char *out)
{
    /* The shortest candidate this file's own reader takes for exactly this
     * move (a pawn's forward move, which SAN reads first, may share its
     * text with a sideways Hammer step); coordinates if none does. */
    if (move_kind(m) == MOVE_CASTLING) {
        strcpy(out, move_to(m) > move_from(m) ? "O-O" : "O-O-O");
    } else {
        chess_move_to_text(p, m, false, out);
        for (int which = 0; which < 4; which++) {
            char candidate[16], error[GAME_ERROR_MAX];
            Move read[CHESS_MAX_MOVES];
            san_candidate(p, m, which, candidate);
            int found = chess_text_to_moves(p, candidate, read, error);
            bool forward = piece_type(p->board[move_from(m)]) == PAWN && candidate[0] != 'a' + square_file(move_from(m));
            if (found == 1 ? read[0] == m : found > 1 && forward && read[0] == m) {
                strcpy(out, candidate);
                break;
            }
        }
    }
    ChessPosition next;
    chess_make(p, m, &next);
    if (chess_in_check(&next))
        strcat(out, chess_count_moves(&next) ? "+" : "#");
}
