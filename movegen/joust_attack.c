/*
 * Joust Chess attack test: could a side capture a given piece (the king)
 * with some turn? This is the hot path of legality and check detection,
 * so it searches each attacker's action sequences depth first, stops at
 * the first capture of the target, and prunes a sequence as soon as the
 * target is farther away than the unused pips can still carry the piece:
 * after the first action every jump covers two squares and every capture
 * one, and no jump may follow a capture.
 */
#include "joust_position.h"

#include <string.h>

typedef struct {
    JoustPiece board[64]; /* the attacker lifted, its captures removed */
    int target, colour, type;
    uint8_t pips;
} Attack;

/* Can the attacker, on sq having used the pips in used, still take the target? */
static bool reaches(Attack *a, int sq, unsigned used, bool first, bool captured)
{
    unsigned free = a->pips & ~used;
    int left = __builtin_popcount(free);
    if (!left)
        return false;
    if (!first || a->type == JOUST_KING) {
        int far = joust_distance[sq][a->target];
        if (captured ? far > left : far > 2 * left - 1)
            return false;
    }
    for (int d = 0; d < JOUST_DIRECTIONS; d++)
        if ((free >> d & 1) && joust_step[sq][d] == a->target)
            return true;
    for (int d = 0; d < JOUST_DIRECTIONS; d++) {
        if (!(free >> d & 1))
            continue;
        unsigned now = used | 1u << d;
        int t = joust_step[sq][d];
        if (t >= 0 && a->board[t] && joust_colour(a->board[t]) != a->colour) {
            JoustPiece victim = a->board[t];
            a->board[t] = 0;
            bool hit = reaches(a, t, now, false, true);
            a->board[t] = victim;
            if (hit)
                return true;
        }
        if (!captured) {
            int over = joust_step[sq][(d + 4) & 7];
            int land = over >= 0 ? joust_step[over][(d + 4) & 7] : -1;
            if (land >= 0 && a->board[over] && joust_colour(a->board[over]) == a->colour && !a->board[land] &&
                reaches(a, land, now, false, false))
                return true;
        }
        if (first)
            for (t = joust_step[sq][d]; t >= 0 && !a->board[t]; t = joust_step[t][d]) {
                if (reaches(a, t, now, false, false))
                    return true;
                if (a->type == JOUST_KING)
                    break;
            }
    }
    return false;
}

bool joust_attacked(const JoustPosition *p, int target, int by)
{
    Attack a;
    memcpy(a.board, p->board, sizeof a.board);
    a.target = target;
    a.colour = by;
    for (uint64_t them = p->occupied[by]; them; them &= them - 1) {
        int sq = __builtin_ctzll(them);
        JoustPiece piece = a.board[sq];
        a.type = joust_type(piece);
        a.pips = joust_pips(piece);
        a.board[sq] = 0;
        bool hit = reaches(&a, sq, 0, true, false);
        a.board[sq] = piece;
        if (hit)
            return true;
    }
    return false;
}

bool joust_in_check(const JoustPosition *p)
{
    return p->king[p->side] >= 0 && joust_attacked(p, p->king[p->side], !p->side);
}
