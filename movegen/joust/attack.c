/*
 * Joust Chess attack test: could a side capture a given piece (the king)
 * with some turn? This is the hot path of legality and check detection,
 * so it searches each attacker's action sequences depth first, stops at
 * the first capture of the target, and prunes a sequence as soon as the
 * target is farther away than the unused pips can still carry the piece:
 * after the first action every jump covers two squares and every capture
 * one, and no jump may follow a capture. Before any of that, a table says
 * which squares a piece could take on the most obliging board (every jump
 * possible, an enemy wherever it captures): most pieces are ruled out there.
 */
#include "position.h"

#include <string.h>

typedef struct {
    JoustPiece board[64]; /* the attacker lifted, its captures removed */
    uint64_t targets;     /* the squares asked about */
    uint64_t found;       /* those a capture can reach */
    int centre, slack;    /* every target lies within slack king steps of centre */
    int colour, type;
    uint8_t pips;
    uint64_t read; /* every square whose contents the test looked at */
} Attack;

/* The board's square sq, noted as read. */
static inline JoustPiece look(Attack *a, int sq)
{
    a->read |= 1ULL << sq;
    return a->board[sq];
}

/* reach[piece][sq]: squares the piece on sq could capture on the most
 * obliging board; colour plays no part, so it is indexed by type and orientation. */
static uint64_t reach[JOUST_TYPE_COUNT][8][64];

static void obliging(int type, unsigned pips, int sq, unsigned used, bool first, bool captured, uint64_t *targets)
{
    for (int d = 0; d < JOUST_DIRECTIONS; d++) {
        if (!(pips >> d & 1) || (used >> d & 1))
            continue;
        unsigned now = used | 1u << d;
        int t = joust_step[sq][d];
        if (t >= 0) {
            *targets |= 1ULL << t;
            obliging(type, pips, t, now, false, true, targets);
        }
        int over = joust_step[sq][(d + 4) & 7];
        int land = over >= 0 ? joust_step[over][(d + 4) & 7] : -1;
        if (!captured && land >= 0)
            obliging(type, pips, land, now, false, false, targets);
        for (t = joust_step[sq][d]; first && t >= 0; t = joust_step[t][d]) {
            obliging(type, pips, t, now, false, false, targets);
            if (type == JOUST_KING)
                break;
        }
    }
}

void joust_attack_init(void)
{
    for (int type = JOUST_PAWN; type < JOUST_TYPE_COUNT; type++)
        for (int o = 0; o < JOUST_ORIENT_COUNT[type]; o++)
            for (int sq = 0; sq < 64; sq++)
                obliging(type, JOUST_PIPS[type][o], sq, 0, true, false, &reach[type][o][sq]);
}

/* Marks the targets the attacker, on sq having used the pips in used, can
 * still capture on; true once every target is found. */
static bool reaches(Attack *a, int sq, unsigned used, bool first, bool captured)
{
    unsigned free = a->pips & ~used;
    int left = __builtin_popcount(free);
    if (!left)
        return false;
    if (!first || a->type == JOUST_KING) {
        int far = joust_distance[sq][a->centre] - a->slack;
        if (captured ? far > left : far > 2 * left - 1)
            return false;
    }
    for (int d = 0; d < JOUST_DIRECTIONS; d++) {
        int t = joust_step[sq][d];
        if ((free >> d & 1) && t >= 0 && (a->targets >> t & 1)) {
            a->found |= 1ULL << t;
            if (a->found == a->targets)
                return true;
        }
    }
    for (int d = 0; d < JOUST_DIRECTIONS; d++) {
        if (!(free >> d & 1))
            continue;
        unsigned now = used | 1u << d;
        int t = joust_step[sq][d];
        if (t >= 0 && look(a, t) && joust_colour(a->board[t]) != a->colour) {
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
            if (land >= 0 && look(a, over) && joust_colour(a->board[over]) == a->colour && !look(a, land) &&
                reaches(a, land, now, false, false))
                return true;
        }
        if (first)
            for (t = joust_step[sq][d]; t >= 0 && !look(a, t); t = joust_step[t][d]) {
                if (reaches(a, t, now, false, false))
                    return true;
                if (a->type == JOUST_KING)
                    break;
            }
    }
    return false;
}

/* The targets (all within slack king steps of centre) side 'by' could
 * capture on in one turn; stops early once all are found. */
static uint64_t capture_targets(const JoustPosition *p, int by, uint64_t targets, int centre, int slack,
                                uint64_t *read)
{
    Attack a;
    a.read = p->occupied[by]; /* which pieces attack is read too */
    memcpy(a.board, p->board, sizeof a.board);
    a.targets = targets;
    a.found = 0;
    a.centre = centre;
    a.slack = slack;
    a.colour = by;
    for (uint64_t them = p->occupied[by]; them; them &= them - 1) {
        int sq = __builtin_ctzll(them);
        JoustPiece piece = a.board[sq];
        if (!(reach[joust_type(piece)][joust_orient(piece)][sq] & targets & ~a.found))
            continue;
        a.type = joust_type(piece);
        a.pips = joust_pips(piece);
        a.board[sq] = 0;
        bool all = reaches(&a, sq, 0, true, false);
        a.board[sq] = piece;
        if (all)
            break;
    }
    *read = a.read;
    return a.found;
}

bool joust_attacked_reading(const JoustPosition *p, int target, int by, uint64_t *read)
{
    return capture_targets(p, by, 1ULL << target, target, 0, read) != 0;
}

uint64_t joust_attacked_around(const JoustPosition *p, int centre, uint64_t squares, int by)
{
    uint64_t read;
    return squares ? capture_targets(p, by, squares, centre, 1, &read) : 0;
}

bool joust_attacked(const JoustPosition *p, int target, int by)
{
    uint64_t read;
    return joust_attacked_reading(p, target, by, &read);
}

bool joust_in_check(const JoustPosition *p)
{
    return p->king[p->side] >= 0 && joust_attacked(p, p->king[p->side], !p->side);
}
