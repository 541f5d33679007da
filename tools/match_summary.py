#!/usr/bin/env python3
"""Score of the engine named 'first' in one or more PGN files written by
tools/match.sh: wins, draws, losses, score, Elo difference with a 95%
error bar, and how the games ended."""
import collections
import math
import re
import sys


def elo(score):
    score = min(max(score, 1e-6), 1 - 1e-6)
    return -400 * math.log10(1 / score - 1)


def main(paths):
    wins = draws = losses = 0
    endings = collections.Counter()
    for path in paths:
        text = open(path, encoding="utf-8", errors="replace").read()
        for game in re.split(r"\n(?=\[Event )", text):
            white = re.search(r'\[White "([^"]*)"\]', game)
            result = re.search(r'\[Result "([^"]*)"\]', game)
            if not white or not result or result.group(1) == "*":
                continue
            first_white = white.group(1) == "first"
            r = result.group(1)
            if r == "1/2-1/2":
                draws += 1
            elif (r == "1-0") == first_white:
                wins += 1
            else:
                losses += 1
            ending = re.search(r"\{([^}]*)\}\s*(1-0|0-1|1/2-1/2)\s*$", game.strip())
            endings[ending.group(1) if ending else "?"] += 1
    n = wins + draws + losses
    if n == 0:
        print("no finished games")
        return 1
    s = (wins + draws / 2) / n
    var = (wins * (1 - s) ** 2 + draws * (0.5 - s) ** 2 + losses * s**2) / n
    margin = 1.96 * math.sqrt(var / n)
    print(f"games {n} first: +{wins} ={draws} -{losses} score {100 * s:.1f}%")
    print(f"elo {elo(s):+.0f} (95% interval {elo(s - margin):+.0f} .. {elo(s + margin):+.0f})")
    print("endings: " + ", ".join(f"{k} {v}" for k, v in endings.most_common()))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
