/*
 * Joust Chess evaluation and search hooks. The score is material, plus
 * mobility (empty squares a piece could slide to, enemy pieces next to it
 * along a pip), plus king safety: enemy pieces close enough to reach the
 * king with jumps and chained captures in one turn, and the squares next to
 * the king that the enemy could capture on (the full multi-action attack
 * test, so the king's escape squares are judged as the rules judge check).
 * The piece values are measured: see docs/rules/joust.md, "Evaluation".
 * A trained net (nnue.c) replaces it while the net is on.
 */
#include "position.h"

const int JOUST_VALUE[JOUST_TYPE_COUNT] = {0, 100, 125, 290, 520, 0};

enum { SLIDE_BONUS = 2, THREAT_BONUS = 6, KING_NEAR_PENALTY = 18, ESCAPE_UNDER_FIRE_PENALTY = 12 };

/* Mobility of the piece on sq: squares to slide to and enemies in reach. */
static int mobility(const JoustPosition *p, int sq)
{
    JoustPiece piece = p->board[sq];
    unsigned pips = joust_pips(piece);
    int score = 0;
    for (int d = 0; d < JOUST_DIRECTIONS; d++) {
        if (!(pips >> d & 1))
            continue;
        int t = joust_step[sq][d];
        for (int n = 0; t >= 0 && !p->board[t]; t = joust_step[t][d], n++)
            if (joust_type(piece) != JOUST_KING || n == 0)
                score += SLIDE_BONUS;
        if (t >= 0 && joust_colour(p->board[t]) != joust_colour(piece))
            score += THREAT_BONUS;
    }
    return score;
}

/* Danger to the king of colour c: enemy non-pawn pieces within 3 steps,
 * the distance a turn of jumps and captures can cover quickly. */
static int king_danger(const JoustPosition *p, int c)
{
    int king = p->king[c], danger = 0;
    for (uint64_t them = p->occupied[!c]; them; them &= them - 1) {
        int sq = __builtin_ctzll(them), type = joust_type(p->board[sq]);
        int far = joust_distance[king][sq];
        if (type != JOUST_PAWN && type != JOUST_KING && far <= 3)
            danger += KING_NEAR_PENALTY * (4 - far);
    }
    uint64_t around = 0;
    for (int d = 0; d < JOUST_DIRECTIONS; d++)
        if (joust_step[king][d] >= 0)
            around |= 1ULL << joust_step[king][d];
    uint64_t under_fire = joust_attacked_around(p, king, around & ~p->occupied[!c], !c);
    return danger + ESCAPE_UNDER_FIRE_PENALTY * __builtin_popcountll(under_fire);
}

int joust_evaluate_by_hand(const JoustPosition *p)
{
    int score[2] = {0, 0};
    for (int c = 0; c < 2; c++) {
        for (uint64_t own = p->occupied[c]; own; own &= own - 1) {
            int sq = __builtin_ctzll(own);
            score[c] += JOUST_VALUE[joust_type(p->board[sq])] + mobility(p, sq);
        }
        if (p->king[c] >= 0)
            score[c] -= king_danger(p, c);
    }
    return score[p->side] - score[!p->side];
}

int joust_generate_noisy(const void *pos, Move *moves) { return joust_generate_captures(pos, moves); }

int joust_move_order_hint(const void *pos, Move m)
{
    const JoustPosition *p = pos;
    if (!jm_captures(m))
        return 0;
    int gain = 0;
    for (int i = 0; i < jm_steps(m); i++)
        if (jm_captures(m) >> i & 1) {
            int victim = joust_type(p->board[jm_square(m, i)]);
            gain += victim == JOUST_KING ? 10000 : JOUST_VALUE[victim];
        }
    int attacker = joust_type(p->board[jm_from(m)]);
    /* Victims first, then the cheaper attacker; +1 keeps every capture above 0. */
    return 1 + 16 * gain - JOUST_VALUE[attacker] / 8;
}

/* Rotating a piece in place is nearly a pass and always legal out of
 * check, so zugzwang hardly exists: the null move is always a fair probe. */
bool joust_make_null(const void *pos, void *next)
{
    const JoustPosition *p = pos;
    JoustPosition *n = next;
    *n = *p;
    n->side = (uint8_t)!p->side;
    n->key ^= joust_zobrist_side;
    n->quiet_plies++;
    return true;
}
