/*
 * FEN for the chess family, on any board size the variant has. The castling
 * field takes KQkq or Shredder-style rook files (HAha); the last two fields
 * may be left out. Positions that cannot arise (no king, the side not to
 * move in check, pawns on the first or last rank) are refused.
 */
#include "position.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/game.h"

static const char piece_letters[] = " pnbrqk";

static int type_from_letter(char c)
{
    const char *at = strchr(piece_letters + 1, tolower((unsigned char)c));
    return at && c != '\0' ? (int)(at - piece_letters) : NO_PIECE_TYPE;
}

static bool fail(char *error, const char *reason)
{
    snprintf(error, GAME_ERROR_MAX, "%s", reason);
    return false;
}

static bool parse_board(ChessPosition *p, const char *field, char *error)
{
    const ChessVariant *v = p->variant;
    int rank = v->ranks - 1, file = 0;
    for (const char *c = field; *c; c++) {
        if (*c == '/') {
            if (file != v->files)
                return fail(error, "a rank of the board has the wrong number of squares");
            if (--rank < 0)
                return fail(error, "too many ranks in the board field");
            file = 0;
        } else if (isdigit((unsigned char)*c)) {
            file += *c - '0';
            if (*c == '0' || file > v->files)
                return fail(error, "a rank of the board has the wrong number of squares");
        } else {
            int type = type_from_letter(*c);
            if (type == NO_PIECE_TYPE)
                return fail(error, "unknown piece letter in the board field");
            if (file >= v->files)
                return fail(error, "a rank of the board has the wrong number of squares");
            chess_put_piece(p, isupper((unsigned char)*c) ? WHITE : BLACK, type, make_square(file, rank));
            file++;
        }
    }
    if (rank != 0 || file != v->files)
        return fail(error, "the board field does not cover the whole board");
    return true;
}

/* The outermost own rook on the king's rank on one side of the king. */
static int outer_rook(const ChessPosition *p, int colour, bool toward_h)
{
    int king = king_square(p, colour), rank = square_rank(king);
    int found = NO_SQUARE;
    for (int f = square_file(king) + (toward_h ? 1 : -1); f >= 0 && f < p->variant->files; f += toward_h ? 1 : -1)
        if (p->board[make_square(f, rank)] == make_piece(colour, ROOK))
            found = make_square(f, rank);
    return found;
}

static bool parse_castling(ChessPosition *p, const char *field, char *error)
{
    if (strcmp(field, "-") == 0)
        return true;
    for (const char *c = field; *c; c++) {
        int colour = isupper((unsigned char)*c) ? WHITE : BLACK;
        char lower = (char)tolower((unsigned char)*c);
        int king = king_square(p, colour);
        int home_rank = colour == WHITE ? 0 : p->variant->ranks - 1;
        if (square_rank(king) != home_rank)
            return fail(error, "castling right given but the king is not on its first rank");
        int rook;
        if (lower == 'k' || lower == 'q') {
            rook = outer_rook(p, colour, lower == 'k');
        } else if (lower >= 'a' && lower < 'a' + p->variant->files) {
            rook = make_square(lower - 'a', home_rank);
            if (p->board[rook] != make_piece(colour, ROOK))
                rook = NO_SQUARE;
        } else {
            return fail(error, "bad character in the castling field");
        }
        if (rook == NO_SQUARE)
            return fail(error, "castling right given but no rook stands ready for it");
        int right = (colour == WHITE ? 0 : 2) + (rook > king ? 0 : 1);
        if (p->castling & (1 << right))
            return fail(error, "castling right given twice");
        p->castling |= (uint8_t)(1 << right);
        p->rook_square[right] = (int8_t)rook;
    }
    return true;
}

static bool parse_ep(ChessPosition *p, const char *field, char *error)
{
    if (strcmp(field, "-") == 0)
        return true;
    const ChessVariant *v = p->variant;
    int file = field[0] - 'a', rank = field[1] - '1';
    if (strlen(field) != 2 || file < 0 || file >= v->files || rank < 0 || rank >= v->ranks)
        return fail(error, "bad en passant square");
    int mover = p->side ^ 1; /* the side that double-stepped */
    int skipped = make_square(file, rank);
    int landed = mover == WHITE ? skipped + 8 : skipped - 8;
    int origin = mover == WHITE ? skipped - 8 : skipped + 8;
    if (origin < 0 || origin > 63 || landed < 0 || landed > 63 || !(v->double_step_rank[mover] & bb_square(origin)) ||
        p->board[landed] != make_piece(mover, PAWN) || p->board[skipped] || p->board[origin])
        return fail(error, "en passant square does not follow a double step");
    chess_set_ep_if_capturable(p, skipped, p->side);
    return true;
}

static bool parse_counter(const char *field, int min, int *out)
{
    char *end;
    long value = strtol(field, &end, 10);
    if (*field == '\0' || *end != '\0' || value < min || value > 9999)
        return false;
    *out = (int)value;
    return true;
}

static bool validate(const ChessPosition *p, char *error)
{
    for (int c = 0; c < 2; c++)
        if (bb_count(pieces_of(p, c, KING)) != 1)
            return fail(error, "each side needs exactly one king");
    Bitboard first_last = p->variant->promotion_rank[WHITE] | p->variant->promotion_rank[BLACK];
    if (p->by_type[PAWN] & first_last)
        return fail(error, "a pawn stands on the first or last rank");
    int waiting = p->side ^ 1;
    if (chess_attackers(p, king_square(p, waiting), occupied(p), p->side))
        return fail(error, "the side not to move is in check");
    return true;
}

bool chess_from_fen(ChessPosition *p, const ChessVariant *v, const char *fen, char *error)
{
    chess_tables_init();
    memset(p, 0, sizeof *p);
    p->variant = v;
    p->ep_square = NO_SQUARE;
    for (int i = 0; i < 4; i++)
        p->rook_square[i] = NO_SQUARE;

    char copy[GAME_TEXT_MAX];
    if (strlen(fen) >= sizeof copy)
        return fail(error, "FEN too long");
    strcpy(copy, fen);
    char *fields[7];
    int count = 0;
    for (char *tok = strtok(copy, " \t\r\n"); tok; tok = strtok(NULL, " \t\r\n")) {
        if (count == 6)
            return fail(error, "FEN has more than six fields");
        fields[count++] = tok;
    }
    if (count < 4)
        return fail(error, "FEN needs at least four fields: board, side, castling, en passant");
    if (!parse_board(p, fields[0], error))
        return false;
    if (strcmp(fields[1], "w") && strcmp(fields[1], "b"))
        return fail(error, "side to move must be w or b");
    p->side = fields[1][0] == 'w' ? WHITE : BLACK;
    if (p->side == BLACK)
        p->key ^= zobrist_side;
    if (!validate(p, error) || !parse_castling(p, fields[2], error) || !parse_ep(p, fields[3], error))
        return false;
    p->key ^= zobrist_castling[p->castling];
    int halfmove = 0, fullmove = 1;
    if (count >= 5 && !parse_counter(fields[4], 0, &halfmove))
        return fail(error, "bad halfmove clock");
    if (count >= 6 && !parse_counter(fields[5], 1, &fullmove))
        return fail(error, "bad fullmove number");
    p->halfmove_clock = (uint16_t)halfmove;
    p->fullmove_number = (uint16_t)fullmove;
    return true;
}

/* FIDE castling: KQkq where that names the rook unambiguously, else the
 * rook's file (X-FEN). Shredder-FEN and other styles (Half-Court) always
 * write the rook's file, so the field never depends on which side of the
 * king the rook happens to be. */
static char castling_letter(const ChessPosition *p, int right, bool shredder)
{
    int colour = right >> 1, rook = p->rook_square[right];
    bool toward_h = (right & 1) == 0;
    char letter = (char)('a' + square_file(rook));
    if (!shredder && p->variant->castling == CASTLING_FIDE && outer_rook(p, colour, toward_h) == rook)
        letter = toward_h ? 'k' : 'q';
    return colour == WHITE ? (char)toupper((unsigned char)letter) : letter;
}

/* A piece's FEN letter. */
static char piece_char(uint8_t piece)
{
    char letter = piece_letters[piece_type(piece)];
    return piece_colour(piece) == WHITE ? (char)toupper((unsigned char)letter) : letter;
}

void chess_square_text(const ChessPosition *p, int file, int rank, char *out)
{
    uint8_t piece = p->board[make_square(file, rank)];
    out[0] = piece ? piece_char(piece) : '\0';
    out[1] = '\0';
}

void chess_to_fen(const ChessPosition *p, bool shredder, char *out)
{
    const ChessVariant *v = p->variant;
    char *o = out;
    for (int rank = v->ranks - 1; rank >= 0; rank--) {
        int empty = 0;
        for (int file = 0; file < v->files; file++) {
            uint8_t piece = p->board[make_square(file, rank)];
            if (!piece) {
                empty++;
                continue;
            }
            if (empty)
                *o++ = (char)('0' + empty);
            empty = 0;
            *o++ = piece_char(piece);
        }
        if (empty)
            *o++ = (char)('0' + empty);
        if (rank)
            *o++ = '/';
    }
    *o++ = ' ';
    *o++ = p->side == WHITE ? 'w' : 'b';
    *o++ = ' ';
    if (!p->castling)
        *o++ = '-';
    for (int right = 0; right < 4; right++) /* bit order is K Q k q */
        if (p->castling & (1 << right))
            *o++ = castling_letter(p, right, shredder);
    *o++ = ' ';
    if (p->ep_square == NO_SQUARE) {
        *o++ = '-';
    } else {
        *o++ = (char)('a' + square_file(p->ep_square));
        *o++ = (char)('1' + square_rank(p->ep_square));
    }
    sprintf(o, " %d %d", p->halfmove_clock, p->fullmove_number);
}
