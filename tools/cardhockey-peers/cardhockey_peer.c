/* cardhockey_peer: an independent Card Hockey engine for measuring faceoff.
 *
 * Written clean-room from the inventor's rules text (shared/seeds/card-hockey.txt,
 * with its "Basic Strategy"), the rulings (shared/RULINGS.md, Card Hockey) and
 * the line protocol (docs/protocol-cardhockey.md). It includes no faceoff
 * header and links nothing of faceoff. See README.md in this folder.
 *
 * Players: `heuristic` (the seed's Basic Strategy) and `pimc` (perfect
 * information Monte Carlo: sampled opponent hands, each solved exactly to the
 * end of the deal, plus an estimate for a breakaway carried into the next
 * deal).
 *
 * Also: `cardhockey_peer --check FILE...` replays game records (as written by
 * `faceoff match --pgn`) through this program's own rules and reports every
 * play annotation or period score that differs (a cross-check of the rules,
 * not of faceoff's code). `--stats FILE` appends the number of pimc decisions
 * and their mean wall-clock time to FILE when the engine quits.
 */
#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* ---------------------------------------------------------------- cards */

enum { NRANKS = 13, NCARDS = 52, JACK = 10 }; /* ranks 0..12: A 2 ... 10 J Q K */
typedef uint64_t Set;
#define BIT(c) ((Set)1 << (c))

static const char *const RANKS[NRANKS] = {"A", "2", "3", "4", "5", "6", "7",
                                          "8", "9", "10", "J", "Q", "K"};
static const char SUITS[4] = {'C', 'D', 'H', 'S'};

static int card_rank(int c) { return c / 4; }

static Set rank_set(int r) { return (Set)0xF << (4 * r); }

static int popc(Set s) { return __builtin_popcountll(s); }

static void card_text(int c, char *buf)
{
    sprintf(buf, "%s%c", RANKS[card_rank(c)], SUITS[c % 4]);
}

/* -1 when the text is not a card */
static int parse_card(const char *t)
{
    size_t n = strlen(t);
    if (n < 2 || n > 3)
        return -1;
    char su = (char)toupper((unsigned char)t[n - 1]);
    int s = -1;
    for (int i = 0; i < 4; i++)
        if (SUITS[i] == su)
            s = i;
    if (s < 0)
        return -1;
    char rk[3] = {0, 0, 0};
    for (size_t i = 0; i + 1 < n; i++)
        rk[i] = (char)toupper((unsigned char)t[i]);
    int r = -1;
    if (!strcmp(rk, "T"))
        r = 9;
    for (int i = 0; i < NRANKS; i++)
        if (!strcmp(rk, RANKS[i]))
            r = i;
    if (r < 0)
        return -1;
    return r * 4 + s;
}

/* ---------------------------------------------------------------- rules */

enum { V_MAIN, V_ORIGINAL, V_THIRD, V_GOALBK, V_STOCKHAM, NVARIANTS };
static const char *const VARIANTS[NVARIANTS] = {"main", "original", "third-cancels",
                                                "goal-breakaway", "stockham"};

/* Breakaway relative to the player about to play. */
enum { BK_NONE = 0, BK_MOVER = 1, BK_OTHER = 2 };
/* How the breakaway was made (matters where a matching card blocks). */
enum { T_MATCH = 0, T_JACK = 1 };

typedef struct {
    int bk, type, goal, block;
} Outcome;

static int jacks_special(int v) { return v != V_ORIGINAL; }

/* The result of playing a card of rank r on top rank `top` (-1: none). */
static Outcome rule_play(int v, int bk, int type, int top, int r)
{
    Outcome o = {BK_NONE, T_MATCH, 0, 0};
    int jack = jacks_special(v) && r == JACK;
    int match = top >= 0 && r == top;
    if (v == V_STOCKHAM) {
        /* shots; a Jack is an automatic shot and blocks any shot; a third
           card of a matched rank blocks a matching shot; blocks make no shot */
        if (bk == BK_MOVER && match && !jack) {
            o.goal = 1;
            return o;
        }
        if (bk == BK_OTHER) {
            if (jack || (match && type == T_MATCH)) {
                o.block = 1;
                return o;
            }
            o.bk = BK_OTHER;
            o.type = type;
            return o;
        }
        if (jack || match) {
            o.bk = BK_MOVER;
            o.type = jack ? T_JACK : T_MATCH;
        }
        return o;
    }
    if (bk == BK_MOVER && match && !jack) {
        o.goal = 1;
        if (v == V_ORIGINAL || v == V_GOALBK) /* a goal is also a breakaway */
            o.bk = BK_MOVER;
        return o;
    }
    if (v == V_THIRD && bk == BK_OTHER && type == T_MATCH && match && !jack) {
        o.block = 1; /* the third matching card cancels, makes no breakaway */
        return o;
    }
    if (match || jack) {
        o.bk = BK_MOVER;
        o.type = jack ? T_JACK : T_MATCH;
        return o;
    }
    if (bk == BK_OTHER) {
        o.bk = BK_OTHER;
        o.type = type;
    }
    return o;
}

static int deals_in_period(int v, int period)
{
    return (v == V_STOCKHAM || period >= 4) ? 6 : 5;
}

static int deal_cards(int v, int period, int deal)
{
    if (deal == deals_in_period(v, period))
        return 6;
    return (v == V_STOCKHAM || period >= 4) ? 4 : 5;
}

/* absolute breakaway (0 none, 1 me, 2 you) to/from mover-relative */
static int to_rel(int abs_bk, int mover_me)
{
    if (abs_bk == 0 || mover_me)
        return abs_bk;
    return 3 - abs_bk;
}
static int to_abs(int rel_bk, int mover_me) { return to_rel(rel_bk, mover_me); }

/* ---------------------------------------------------------------- random */

static uint64_t splitmix(uint64_t *s)
{
    uint64_t z = (*s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}
static double urand(uint64_t *s) { return (double)(splitmix(s) >> 11) * (1.0 / 9007199254740992.0); }

/* ---------------------------------------------------------------- game state */

enum { PH_DEAL, PH_PLAY, PH_OVER };
enum { P_HEURISTIC, P_PIMC };

typedef struct {
    int variant, player, samples;
    long seed;
} Options;

typedef struct {
    int active, phase, variant;
    int period, deal, dealer_me, turn_me;
    int score[2]; /* me, you */
    int bk, bktype, top; /* bk absolute: 0 none, 1 me, 2 you */
    Set hand, played;    /* my hand; every card played this period */
    int my_left, opp_left;
    int declined[NRANKS];    /* this deal: the opponent did not match my card of this rank */
    int partner_out[NRANKS]; /* this period: a card of mine of this rank went unmatched */
    int winner;           /* 0 me, 1 you, -1 tie */
    int opp_misses, opp_posts;
    uint64_t rng;
} Game;

static Options opts = {V_MAIN, P_HEURISTIC, 24, 0};
static Game G;
static double pimc_ms_total, pimc_cpu_ms_total;
static long pimc_decisions;

static int unseen_count(const Game *g, int r)
{
    return 4 - popc(g->played & rank_set(r)) - popc(g->hand & rank_set(r));
}

static void end_of_play(Game *g)
{
    if (g->my_left || g->opp_left)
        return;
    if (g->deal < deals_in_period(g->variant, g->period)) {
        g->deal++;
        g->phase = PH_DEAL;
        return;
    }
    /* end of period: breakaways do not carry over, a fresh deck */
    g->bk = 0;
    g->top = -1;
    g->played = 0;
    memset(g->partner_out, 0, sizeof g->partner_out);
    if (g->period == 4 || (g->period == 3 && g->score[0] != g->score[1])) {
        g->phase = PH_OVER;
        g->winner = g->score[0] > g->score[1] ? 0 : g->score[1] > g->score[0] ? 1 : -1;
        return;
    }
    g->period++;
    g->deal = 1;
    g->dealer_me = !g->dealer_me;
    g->phase = PH_DEAL;
}

/* a card is played by me (mover_me) or the opponent; the state follows */
static void apply_play(Game *g, int mover_me, int c)
{
    int r = card_rank(c);
    if (!mover_me && g->top >= 0 && r != g->top &&
        !(jacks_special(g->variant) && g->top == JACK) && g->opp_left > 1) {
        /* did the opponent decline a match that would have helped it? */
        Outcome m = rule_play(g->variant, to_rel(g->bk, 0), g->bktype, g->top, g->top);
        if (m.goal || m.block || m.bk == BK_MOVER)
            g->declined[g->top] = 1;
    }
    if (!mover_me && g->top >= 0 && r != g->top)
        g->partner_out[g->top] = 1;
    if (!mover_me && g->bk == 2 && g->top >= 0 && r != g->top &&
        !(jacks_special(g->variant) && r == JACK)) {
        g->opp_misses++;
        if (r == g->top + 1 || r == g->top - 1)
            g->opp_posts++;
    }
    Outcome o = rule_play(g->variant, to_rel(g->bk, mover_me), g->bktype, g->top, r);
    g->bk = to_abs(o.bk, mover_me);
    g->bktype = o.type;
    g->top = r;
    g->played |= BIT(c);
    if (mover_me) {
        g->hand &= ~BIT(c);
        g->my_left--;
    } else {
        g->opp_left--;
    }
    g->turn_me = !mover_me;
    if (o.goal) {
        g->score[mover_me ? 0 : 1]++;
        if (g->period == 4) { /* sudden death */
            g->phase = PH_OVER;
            g->winner = mover_me ? 0 : 1;
            return;
        }
    }
    end_of_play(g);
}

/* ---------------------------------------------------------------- heuristic */

/* Each card of my hand gets a key; the heuristic plays the highest (ties:
   the lowest card index). The seed's Basic Strategy, point by point:
   (1) remember the cards: against a breakaway play the rank with the fewest
       copies left unseen; (2) play one card of a pair early, keep the other as
       a safety if the first was not matched, re-match if it was; (3) as
       non-dealer keep the Jack for the last card of the hand; (4) protecting a
       small lead at the end, keep Jacks to end the opponent's breakaways;
       (5) against an opponent who "hits the post", put up a card from a run
       of adjacent ranks. */
static int protecting_lead(const Game *g)
{
    int lead = g->score[0] - g->score[1];
    return g->period == 3 && g->deal >= deals_in_period(g->variant, 3) - 1 && lead >= 1 && lead <= 2;
}

static void heuristic_keys(const Game *g, double key[NCARDS])
{
    int v = g->variant;
    int rel = to_rel(g->bk, 1);
    int special = jacks_special(v);
    int protect = protecting_lead(g);
    int post_mode = g->opp_misses >= 2 && 2 * g->opp_posts >= g->opp_misses;
    int n = popc(g->hand);
    for (int c = 0; c < NCARDS; c++) {
        key[c] = -1e9;
        if (!(g->hand & BIT(c)))
            continue;
        int r = card_rank(c);
        int unseen = unseen_count(g, r);
        int mine = popc(g->hand & rank_set(r));
        int is_jack = special && r == JACK;
        int safety = !is_jack && (unseen == 0 || g->declined[r]);
        /* the remainder of a pair unmatched in an earlier deal of the period:
           kept, but the opponent has new cards since (README) */
        int old_safety = !is_jack && !safety && g->partner_out[r];
        int adjacent = (r > 0 && (g->hand & rank_set(r - 1))) || (r < 12 && (g->hand & rank_set(r + 1)));
        Outcome o = rule_play(v, rel, g->bktype, g->top, r);
        double k;
        if (o.goal) {
            k = 1000; /* score */
        } else if (rel == BK_OTHER) {
            /* the opponent shoots at the card I play now */
            if (!is_jack && (o.block || o.bk == BK_MOVER))
                k = 900; /* re-match: cancels, and (rules permitting) my breakaway */
            else if (is_jack && o.bk != BK_OTHER)
                k = protect ? 850 : 700; /* the Jack ends it */
            else if (safety)
                k = unseen == 0 ? 800 : 790; /* "Clears it!" */
            else
                k = 500 - 10 * unseen + (post_mode && adjacent ? 3 : 0) + (mine == 1 ? 1 : 0) +
                    (old_safety ? 2 : 0);
        } else if (!is_jack && o.bk == BK_MOVER) {
            k = 900; /* match: breakaway */
        } else if (is_jack) {
            if (protect)
                k = 10; /* kept for the opponent's breakaway */
            else if (!g->dealer_me)
                k = 50; /* non-dealer: the Jack is the hand's last card */
            else
                k = n == 2 ? 880 : 60; /* dealer: see README */
        } else if (mine >= 2 && unseen >= 1) {
            k = 600 + unseen; /* play one of a pair early */
        } else if (!safety && !old_safety) {
            k = 500 - 10 * unseen; /* least likely to be matched */
        } else {
            k = unseen == 0 ? 200 : old_safety ? 320 : 300; /* safeties last */
        }
        key[c] = k;
    }
}

static int heuristic_choose(const Game *g)
{
    double key[NCARDS];
    heuristic_keys(g, key);
    int best = -1;
    for (int c = 0; c < NCARDS; c++)
        if ((g->hand & BIT(c)) && (best < 0 || key[c] > key[best]))
            best = c;
    return best;
}

/* ---------------------------------------------------------------- pimc */

#define MEMO_SIZE (64 * 64 * 15 * 3 * 2)
typedef struct {
    int v, overtime, leader_me, next_cards; /* next_cards 0: no next deal this period */
    int mr[8], orank[8];
    Set deck;          /* the cards after this deal: the next hands come from here */
    Set played_after;  /* every card of this period played by the end of the deal */
    float carry_cache[2][NRANKS][2];
    int carry_known[2][NRANKS][2];
    uint64_t rng;
} Search;

static float memo_val[MEMO_SIZE];
static uint32_t memo_gen[MEMO_SIZE];
static uint32_t cur_gen;

/* P(the side on breakaway at the end of the deal scores at the start of the next) */
static float carry_prob(Search *s, int leader_on_bk, int top, int type)
{
    if (s->carry_known[leader_on_bk][top][type])
        return s->carry_cache[leader_on_bk][top][type];
    int special = jacks_special(s->v);
    int n2 = s->next_cards, d = popc(s->deck);
    float p = 0;
    if (leader_on_bk) {
        /* the leader scores if its new hand holds the top rank */
        if (!(special && top == JACK)) {
            int k = popc(s->deck & rank_set(top));
            double none = 1;
            for (int i = 0; i < n2; i++)
                none *= (double)(d - k - i) / (double)(d - i);
            p = (float)(1 - none);
        }
    } else {
        /* the leader leads from a new hand: a Jack or a match ends the
           breakaway; else it leads its rank with the fewest unseen copies;
           the dealer scores if it holds that rank. A few random splits. */
        int cards[NCARDS], nc = 0;
        for (int c = 0; c < NCARDS; c++)
            if (s->deck & BIT(c))
                cards[nc++] = c;
        const int splits = 16;
        int hits = 0;
        for (int t = 0; t < splits; t++) {
            for (int i = 0; i < 2 * n2 && i < nc; i++) { /* partial shuffle */
                int j = i + (int)(splitmix(&s->rng) % (uint64_t)(nc - i));
                int x = cards[i];
                cards[i] = cards[j];
                cards[j] = x;
            }
            Set lead = 0, deal = 0;
            for (int i = 0; i < n2; i++)
                lead |= BIT(cards[i]);
            for (int i = n2; i < 2 * n2 && i < nc; i++)
                deal |= BIT(cards[i]);
            int defended = 0, best_r = -1, best_u = 99;
            for (int r = 0; r < NRANKS; r++) {
                if (!(lead & rank_set(r)))
                    continue;
                Outcome o = rule_play(s->v, BK_OTHER, type, top, r);
                if (o.bk != BK_OTHER) {
                    defended = 1;
                    break;
                }
                int u = 4 - popc(s->played_after & rank_set(r)) - popc(lead & rank_set(r));
                if (u < best_u) {
                    best_u = u;
                    best_r = r;
                }
            }
            if (!defended && best_r >= 0 && (deal & rank_set(best_r)))
                hits++;
        }
        p = (float)hits / (float)splits;
    }
    s->carry_known[leader_on_bk][top][type] = 1;
    s->carry_cache[leader_on_bk][top][type] = p;
    return p;
}

/* value for me of the rest of the deal: goals mine minus goals yours, plus
   the carried breakaway's estimate (in overtime the first goal is +-1 and ends) */
static float solve(Search *s, unsigned mm, unsigned om, int top, int bk, int type)
{
    if (!mm && !om) {
        if (!bk || !s->next_cards)
            return 0;
        int bk_me = bk == 1;
        int leader_on_bk = bk_me == s->leader_me;
        float p = carry_prob(s, leader_on_bk, top, type);
        return bk_me ? p : -p;
    }
    unsigned idx = ((((mm * 64u + om) * 15u + (unsigned)(top + 1)) * 3u + (unsigned)bk) * 2u) + (unsigned)type;
    if (memo_gen[idx] == cur_gen)
        return memo_val[idx];
    int cm = __builtin_popcount(mm), co = __builtin_popcount(om);
    int me = cm == co ? s->leader_me : cm > co;
    unsigned h = me ? mm : om;
    const int *rk = me ? s->mr : s->orank;
    float best = me ? -1e9f : 1e9f;
    int done = 0;
    for (int i = 0; i < 8; i++) {
        if (!(h & (1u << i)))
            continue;
        int r = rk[i];
        if (done & (1 << r))
            continue; /* suits do not matter */
        done |= 1 << r;
        Outcome o = rule_play(s->v, to_rel(bk, me), type, top, r);
        float val;
        unsigned nm = me ? mm & ~(1u << i) : mm, no = me ? om : om & ~(1u << i);
        if (o.goal && s->overtime)
            val = me ? 1.0f : -1.0f;
        else
            val = (o.goal ? (me ? 1.0f : -1.0f) : 0.0f) + solve(s, nm, no, r, to_abs(o.bk, me), o.type);
        if (me ? val > best : val < best)
            best = val;
    }
    memo_gen[idx] = cur_gen;
    memo_val[idx] = best;
    return best;
}

static double clock_ms(clockid_t id)
{
    struct timespec ts;
    clock_gettime(id, &ts);
    return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

static int pimc_choose(Game *g, int samples)
{
    double key[NCARDS];
    heuristic_keys(g, key);
    int hand[8], nh = 0;
    for (int c = 0; c < NCARDS; c++)
        if (g->hand & BIT(c))
            hand[nh++] = c;
    int distinct = 0;
    for (int i = 0; i < nh; i++)
        distinct |= 1 << card_rank(hand[i]);
    if (__builtin_popcount((unsigned)distinct) <= 1)
        return heuristic_choose(g);
    double t0 = clock_ms(CLOCK_MONOTONIC), c0 = clock_ms(CLOCK_PROCESS_CPUTIME_ID);

    Set unseen = ~(g->played | g->hand) & ((BIT(51) << 1) - 1);
    int ucards[NCARDS], nu = 0;
    for (int c = 0; c < NCARDS; c++)
        if (unseen & BIT(c))
            ucards[nu++] = c;
    int m = g->opp_left;
    int nd = deals_in_period(g->variant, g->period);
    double total[8] = {0};
    for (int smp = 0; smp < samples; smp++) {
        /* the opponent's hand: weighted draw without replacement */
        double w[NCARDS];
        double wsum = 0;
        for (int i = 0; i < nu; i++) {
            w[i] = g->declined[card_rank(ucards[i])] ? 0.25 : 1.0;
            wsum += w[i];
        }
        Set opp = 0;
        for (int k = 0; k < m; k++) {
            double x = urand(&g->rng) * wsum;
            int pick = -1;
            for (int i = 0; i < nu; i++) {
                if (w[i] <= 0)
                    continue;
                pick = i;
                if (x < w[i])
                    break;
                x -= w[i];
            }
            opp |= BIT(ucards[pick]);
            wsum -= w[pick];
            w[pick] = 0;
        }
        Search s;
        memset(&s, 0, sizeof s);
        s.v = g->variant;
        s.overtime = g->period == 4;
        s.leader_me = !g->dealer_me;
        s.next_cards = g->deal < nd ? deal_cards(g->variant, g->period, g->deal + 1) : 0;
        s.deck = unseen & ~opp;
        s.played_after = g->played | g->hand | opp;
        s.rng = splitmix(&g->rng);
        int no = 0;
        for (int c = 0; c < NCARDS; c++)
            if (opp & BIT(c))
                s.orank[no++] = card_rank(c);
        for (int i = 0; i < nh; i++)
            s.mr[i] = card_rank(hand[i]);
        if (++cur_gen == 0) {
            memset(memo_gen, 0, sizeof memo_gen);
            cur_gen = 1;
        }
        unsigned mm = (1u << nh) - 1, om = (1u << no) - 1;
        for (int i = 0; i < nh; i++) {
            int r = s.mr[i];
            Outcome o = rule_play(s.v, to_rel(g->bk, 1), g->bktype, g->top, r);
            double val;
            if (o.goal && s.overtime)
                val = 1;
            else
                val = (o.goal ? 1 : 0) + solve(&s, mm & ~(1u << i), om, r, to_abs(o.bk, 1), o.type);
            total[i] += val;
        }
    }
    int best = 0;
    for (int i = 1; i < nh; i++) {
        double d = total[i] - total[best];
        if (d > 1e-6 * samples || (d > -1e-6 * samples && key[hand[i]] > key[hand[best]]))
            best = i;
    }
    pimc_ms_total += clock_ms(CLOCK_MONOTONIC) - t0;
    pimc_cpu_ms_total += clock_ms(CLOCK_PROCESS_CPUTIME_ID) - c0;
    pimc_decisions++;
    return hand[best];
}

/* ---------------------------------------------------------------- protocol */

static void out(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void out(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
    putchar('\n');
    fflush(stdout);
}

static void hello(void)
{
    out("id name cardhockey-peer");
    out("option name variant type combo default main var main var original var third-cancels var "
        "goal-breakaway var stockham");
    out("option name player type combo default heuristic var heuristic var pimc");
    out("option name samples type spin default 24 min 1 max 1000");
    out("option name seed type spin default 0 min 0 max 2147483647");
    out("cardhockeyok");
}

static int parse_long(const char *t, long lo, long hi, long *v)
{
    if (!*t)
        return 0;
    for (const char *p = t; *p; p++)
        if (!isdigit((unsigned char)*p))
            return 0;
    if (strlen(t) > 10)
        return 0;
    long x = strtol(t, NULL, 10);
    if (x < lo || x > hi)
        return 0;
    *v = x;
    return 1;
}

static void cmd_setoption(char **tok, int nt)
{
    if (nt < 5 || strcmp(tok[1], "name") || strcmp(tok[3], "value")) {
        out("error expected 'setoption name NAME value VALUE'");
        return;
    }
    const char *name = tok[2], *val = tok[4];
    if (!strcmp(name, "variant")) {
        for (int i = 0; i < NVARIANTS; i++)
            if (!strcmp(val, VARIANTS[i])) {
                opts.variant = i;
                return;
            }
        out("error unknown variant '%s'", val);
    } else if (!strcmp(name, "player")) {
        if (!strcmp(val, "heuristic"))
            opts.player = P_HEURISTIC;
        else if (!strcmp(val, "pimc"))
            opts.player = P_PIMC;
        else
            out("error unknown player '%s'", val);
    } else if (!strcmp(name, "samples")) {
        long x;
        if (parse_long(val, 1, 1000, &x))
            opts.samples = (int)x;
        else
            out("error bad samples '%s' (1 to 1000)", val);
    } else if (!strcmp(name, "seed")) {
        long x;
        if (parse_long(val, 0, 2147483647L, &x))
            opts.seed = x;
        else
            out("error bad seed '%s'", val);
    } else {
        out("error unknown option '%s'", name);
    }
}

static Options game_opts; /* the options fixed at newgame */

static void cmd_newgame(char **tok, int nt)
{
    if (nt != 3 || strcmp(tok[1], "dealer") || (strcmp(tok[2], "me") && strcmp(tok[2], "you"))) {
        out("error expected 'newgame dealer me' or 'newgame dealer you'");
        return;
    }
    game_opts = opts;
    memset(&G, 0, sizeof G);
    G.active = 1;
    G.phase = PH_DEAL;
    G.variant = opts.variant;
    G.period = 1;
    G.deal = 1;
    G.dealer_me = !strcmp(tok[2], "me");
    G.top = -1;
    G.winner = -1;
    G.rng = 0x5EEDull ^ ((uint64_t)opts.seed * 0x2545F4914F6CDD1Dull);
}

static int check_game(int need_phase)
{
    if (!G.active) {
        out("error no game (send newgame)");
        return 0;
    }
    if (G.phase == PH_OVER) {
        out("error the game is over");
        return 0;
    }
    if (need_phase == PH_PLAY && G.phase == PH_DEAL) {
        out("error waiting for my hand (send hand)");
        return 0;
    }
    return 1;
}

static void cmd_hand(char **tok, int nt)
{
    if (!G.active) {
        out("error no deal is due (no game: send newgame)");
        return;
    }
    if (G.phase != PH_DEAL) {
        out("error no deal is due");
        return;
    }
    int n = deal_cards(G.variant, G.period, G.deal);
    Set h = 0;
    for (int i = 1; i < nt; i++) {
        int c = parse_card(tok[i]);
        if (c < 0) {
            out("error '%s' is not a card", tok[i]);
            return;
        }
        if ((h | G.played) & BIT(c)) {
            char b[8];
            card_text(c, b);
            out("error %s is already played or given twice", b);
            return;
        }
        h |= BIT(c);
    }
    if (nt - 1 > n) {
        out("error this deal is %d cards, more were given", n);
        return;
    }
    if (nt - 1 < n) {
        out("error this deal is %d cards, %d were given", n, nt - 1);
        return;
    }
    G.hand = h;
    G.my_left = G.opp_left = n;
    G.turn_me = !G.dealer_me;
    G.phase = PH_PLAY;
    memset(G.declined, 0, sizeof G.declined);
}

static void cmd_opponent(char **tok, int nt)
{
    if (nt != 2) {
        out("error unknown command 'opponent'");
        return;
    }
    if (!check_game(PH_PLAY))
        return;
    if (G.turn_me) {
        out("error it is my turn");
        return;
    }
    int c = parse_card(tok[1]);
    char b[8];
    if (c < 0) {
        out("error '%s' is not a card", tok[1]);
        return;
    }
    card_text(c, b);
    if (G.played & BIT(c)) {
        out("error %s was already played this period", b);
        return;
    }
    if (G.hand & BIT(c)) {
        out("error %s is in my hand", b);
        return;
    }
    apply_play(&G, 0, c);
}

static void cmd_go(void)
{
    if (!check_game(PH_PLAY))
        return;
    if (!G.turn_me) {
        out("error it is your turn");
        return;
    }
    int c = game_opts.player == P_PIMC ? pimc_choose(&G, game_opts.samples) : heuristic_choose(&G);
    char b[8];
    card_text(c, b);
    apply_play(&G, 1, c);
    out("play %s", b);
}

static void cmd_state(void)
{
    if (!G.active) {
        out("state none");
        return;
    }
    static const char *const ph[] = {"deal", "play", "over"};
    static const char *const bkn[] = {"none", "me", "you"};
    char line[512];
    int len = snprintf(line, sizeof line, "state %s period %d deal %d dealer %s turn %s score %d %d breakaway %s top %s hand",
                       ph[G.phase], G.period, G.deal, G.dealer_me ? "me" : "you", G.turn_me ? "me" : "you",
                       G.score[0], G.score[1], bkn[G.bk], G.top < 0 ? "none" : RANKS[G.top]);
    for (int c = 0; c < NCARDS; c++)
        if (G.hand & BIT(c)) {
            char b[8];
            card_text(c, b);
            len += snprintf(line + len, sizeof line - (size_t)len, " %s", b);
        }
    if (G.phase == PH_OVER)
        snprintf(line + len, sizeof line - (size_t)len, " winner %s",
                 G.winner == 0 ? "me" : G.winner == 1 ? "you" : "none");
    out("%s", line);
}

static const char *stats_file;

static void write_stats(void)
{
    if (!stats_file)
        return;
    FILE *f = fopen(stats_file, "a");
    if (!f)
        return;
    double n = pimc_decisions ? (double)pimc_decisions : 1.0;
    fprintf(f, "pimc_decisions %ld ms_total %.1f ms_per_decision %.3f cpu_ms_per_decision %.3f\n", pimc_decisions,
            pimc_ms_total, pimc_ms_total / n, pimc_cpu_ms_total / n);
    fclose(f);
}

/* ---------------------------------------------------------------- record check */

static int check_records(const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        perror(path);
        return 2;
    }
    char line[1024];
    int v = V_MAIN, bk = 0, type = 0, top = -1, lineno = 0, bad = 0, records = 0, plays = 0;
    int goals[2] = {0, 0};
    while (fgets(line, sizeof line, f)) {
        lineno++;
        line[strcspn(line, "\r\n")] = 0;
        char *tok[16];
        int nt = 0;
        for (char *p = strtok(line, " "); p && nt < 16; p = strtok(NULL, " "))
            tok[nt++] = p;
        if (!nt)
            continue;
        if (!strcmp(tok[0], "cardhockey-record")) {
            records++;
            goals[0] = goals[1] = 0;
        } else if (!strcmp(tok[0], "variant") && nt == 2) {
            for (int i = 0; i < NVARIANTS; i++)
                if (!strcmp(tok[1], VARIANTS[i]))
                    v = i;
        } else if (!strcmp(tok[0], "period")) {
            bk = 0;
            type = 0;
            top = -1;
        } else if (!strcmp(tok[0], "score") && nt == 8) {
            int a = atoi(tok[5]), b = atoi(tok[7]);
            if (a != goals[0] || b != goals[1]) {
                printf("line %d: score %d %d, mine %d %d\n", lineno, a, b, goals[0], goals[1]);
                bad++;
            }
        } else if ((!strcmp(tok[0], "A") || !strcmp(tok[0], "B")) && nt >= 2 && nt <= 3) {
            int c = parse_card(tok[1]);
            if (c < 0)
                continue;
            plays++;
            int seat = tok[0][0] == 'A' ? 1 : 2; /* absolute: 1 A, 2 B; "me" = A */
            int mover_me = seat == 1;
            Outcome o = rule_play(v, to_rel(bk, mover_me), type, top, card_rank(c));
            const char *want = o.goal ? "goal" : o.block ? "block" : o.bk == BK_MOVER ? "breakaway" : "";
            const char *got = nt == 3 ? tok[2] : "";
            if (strcmp(want, got)) {
                printf("line %d: %s %s: record '%s', mine '%s'\n", lineno, tok[0], tok[1], got, want);
                bad++;
            }
            if (o.goal)
                goals[seat - 1]++;
            bk = to_abs(o.bk, mover_me);
            type = o.type;
            top = card_rank(c);
        }
    }
    fclose(f);
    printf("%s: %d records, %d plays, %d differences\n", path, records, plays, bad);
    return bad ? 1 : 0;
}

/* ---------------------------------------------------------------- main */

int main(int argc, char **argv)
{
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--check")) {
            int rc = 0;
            for (int j = i + 1; j < argc; j++)
                rc |= check_records(argv[j]);
            return rc;
        } else if (!strcmp(argv[i], "--stats") && i + 1 < argc) {
            stats_file = argv[++i];
        } else {
            fprintf(stderr, "usage: cardhockey_peer [--stats FILE] | --check RECORD-FILE...\n");
            return 2;
        }
    }
    char line[4096];
    while (fgets(line, sizeof line, stdin)) {
        line[strcspn(line, "\r\n")] = 0;
        char *tok[64];
        int nt = 0;
        for (char *p = strtok(line, " \t"); p && nt < 64; p = strtok(NULL, " \t"))
            tok[nt++] = p;
        if (!nt)
            continue;
        const char *cmd = tok[0];
        if (!strcmp(cmd, "cardhockey"))
            hello();
        else if (!strcmp(cmd, "isready"))
            out("readyok");
        else if (!strcmp(cmd, "setoption"))
            cmd_setoption(tok, nt);
        else if (!strcmp(cmd, "newgame"))
            cmd_newgame(tok, nt);
        else if (!strcmp(cmd, "hand"))
            cmd_hand(tok, nt);
        else if (!strcmp(cmd, "opponent"))
            cmd_opponent(tok, nt);
        else if (!strcmp(cmd, "go"))
            cmd_go();
        else if (!strcmp(cmd, "state"))
            cmd_state();
        else if (!strcmp(cmd, "quit"))
            break;
        else
            out("error unknown command '%s'", cmd);
    }
    write_stats();
    return 0;
}
