#!/usr/bin/env python3
"""The score two Ice Hockey players can expect from how often their faceoff
attacks score, when nothing else does (as in faceoff's own matches, where
no goal fell to the defending side in 200 games: docs/strength.md, the
forty-first round).

    python3 tools/icehockey_attack_model.py A_LEVEL A_BEHIND B_LEVEL B_BEHIND [--attacks N]

A_LEVEL: how often player A's attack scores when the score is level (A is
then White: a level period starts with White on offence); A_BEHIND: when
A attacks a goal or more behind (after conceding, or at a period's start).
B_LEVEL and B_BEHIND the same for B (each against the other's defence).

The model: each period opens with a faceoff, the side behind on offence,
White if level; an attack that scores gives the other side the next
faceoff, one that fails ends the period's scoring; a period has time for
at most N attacks (default 3). Three periods; the game's result is the
goals. Each player plays each colour once. Prints A's expected score and
its Elo.
"""
import argparse
import math
from functools import lru_cache

PERIODS = 3


def expected_score(a_level, a_behind, b_level, b_behind, a_white, attacks_per_period=3):
    """A's expected score over one game with A White (a_white) or Black."""

    def rate(white_attacks, level):
        a_attacks = white_attacks == a_white
        if a_attacks:
            return a_level if level else a_behind
        return b_level if level else b_behind

    @lru_cache(maxsize=None)
    def from_period(period, white, black):
        if period > PERIODS:
            lead = (white - black) * (1 if a_white else -1)
            return 1.0 if lead > 0 else 0.5 if lead == 0 else 0.0
        return from_faceoff(period, white, black, white <= black, 0)

    @lru_cache(maxsize=None)
    def from_faceoff(period, white, black, white_attacks, attacks):
        if attacks == attacks_per_period:
            return from_period(period + 1, white, black)
        p = rate(white_attacks, white == black)
        scored = (from_faceoff(period, white + 1, black, False, attacks + 1) if white_attacks
                  else from_faceoff(period, white, black + 1, True, attacks + 1))
        return p * scored + (1 - p) * from_period(period + 1, white, black)

    return from_period(1, 0, 0)


def elo(score):
    if score <= 0 or score >= 1:
        return math.copysign(math.inf, score - 0.5)
    return -400 * math.log10(1 / score - 1)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    for name in ('a_level', 'a_behind', 'b_level', 'b_behind'):
        parser.add_argument(name, type=float)
    parser.add_argument('--attacks', type=int, default=3)
    args = parser.parse_args()
    rates = (args.a_level, args.a_behind, args.b_level, args.b_behind)
    if not all(0 <= r <= 1 for r in rates) or args.attacks < 1:
        parser.error('the rates are between 0 and 1, and a period has at least one attack')
    white = expected_score(*rates, True, args.attacks)
    black = expected_score(*rates, False, args.attacks)
    score = (white + black) / 2
    print(f'A as White {white:.3f}, as Black {black:.3f}; score {score:.3f}, Elo {elo(score):+.0f}')


if __name__ == '__main__':
    main()
