#!/usr/bin/env python3
"""What decided the Ice Hockey games of a match record: every faceoff after
the first of each game (a period's start or a goal), the side attacking
from it (the side to move), the score then, and what came next in its
period: the attack scored, the defence scored, or no goal to the period's
end; then how many plies after their faceoff the goals fell.

    python3 tools/icehockey_faceoffs.py build/faceoff games.pgn

The games (faceoff match --pgn) are replayed through the engine's UCI
commands (`position startpos moves ...`, then `d` for the score, period,
turns left and side to move). The first faceoff is left out: the
opening's moves (random plies in the matches of docs/strength.md) decide
what becomes of it.
"""
import re
import subprocess
import sys
from collections import Counter

RESULTS = ('1-0', '0-1', '1/2-1/2', '*')


def games(path):
    """(tags, moves) of each game in the PGN file."""
    with open(path) as f:
        text = f.read()
    for block in re.split(r'\n(?=\[Event )', text):
        tags = dict(re.findall(r'\[(\w+) "([^"]*)"\]', block))
        body = re.sub(r'\{[^}]*\}', '', re.sub(r'\[[^\]]*\]', '', block))
        moves = [t for t in body.split() if not re.match(r'^\d+\.$', t) and t not in RESULTS]
        if tags:
            yield tags, moves


def states(engine, moves):
    """(side to move, White's goals, Black's goals, period, turns left)
    after each prefix of moves, the start first."""
    commands = ['uci', 'setoption name UCI_Variant value icehockey']
    for i in range(len(moves) + 1):
        commands += ['position startpos' + (' moves ' + ' '.join(moves[:i]) if i else ''), 'd']
    commands.append('quit')
    out = subprocess.run([engine], input='\n'.join(commands) + '\n', capture_output=True, text=True).stdout
    found = re.findall(r'Side: (\w+)\nCheck: \w+\nScore: (\d+)-(\d+)\nPeriod: (\d)\nTurns left: (\d+)', out)
    if len(found) != len(moves) + 1:
        sys.exit(f'{engine} read {len(found)} of {len(moves) + 1} positions of a game')
    return [('W' if side == 'white' else 'B', int(w), int(b), int(p), int(t)) for side, w, b, p, t in found]


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    engine, path = sys.argv[1], sys.argv[2]
    outcomes, delays = Counter(), Counter()
    for tags, moves in games(path):
        seen = states(engine, moves)
        names = {'W': tags.get('White', 'White'), 'B': tags.get('Black', 'Black')}
        faceoffs = [i for i in range(1, len(seen))
                    if seen[i][1:3] != seen[i - 1][1:3] or seen[i][3] != seen[i - 1][3]]
        for previous, i in zip([0] + faceoffs, faceoffs):
            if seen[i][1:3] != seen[i - 1][1:3]:
                delays[i - previous] += 1
        for i in faceoffs:
            side, white, black, period, turns = seen[i]
            if turns == 0:  # the game's end
                continue
            lead = (white - black) * (1 if side == 'W' else -1)
            after = 'no goal'
            for j in range(i + 1, len(seen)):
                if seen[j][3] != period:
                    break
                if seen[j][1:3] != seen[j - 1][1:3]:
                    scorer = 'W' if seen[j][1] > seen[j - 1][1] else 'B'
                    after = 'attack scored' if scorer == side else 'defence scored'
                    break
            score = 'behind' if lead < 0 else 'level' if lead == 0 else 'ahead'
            outcomes[(names[side], 'White' if side == 'W' else 'Black', score, after)] += 1
    rows = sorted({key[:3] for key in outcomes})
    print('| attacking | as | score then | faceoffs | attack scored | defence scored | no goal |')
    print('|---|---|---|---|---|---|---|')
    for row in rows:
        counts = [outcomes[row + (after,)] for after in ('attack scored', 'defence scored', 'no goal')]
        print(f'| {row[0]} | {row[1]} | {row[2]} | {sum(counts)} | ' + ' | '.join(map(str, counts)) + ' |')
    total, running = sum(delays.values()), 0
    print('\nplies from a faceoff to the goal (the first faceoff counted from the start): plies, goals, share so far')
    for plies in sorted(delays):
        running += delays[plies]
        print(f'{plies} {delays[plies]} {running / total:.2f}')


if __name__ == '__main__':
    main()
