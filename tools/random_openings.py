#!/usr/bin/env python3
"""Openings of a few random plies for `faceoff match --openings file=...`,
kept only where a short search finds them near level, one a line as moves
from the game's default start, or with --start from a position, written
then as "FEN moves ..." (a Half-Court setup that a peer defines as its
own variant, say).

A game may have fewer such openings than COUNT (four plies from one
Half-Court setup, say): once 10,000 random draws in a row bring no line
not drawn before, the lines are taken to be exhausted and the script
stops with what it kept, saying so on stderr.

usage: tools/random_openings.py FACEOFF GAME COUNT [--plies 4] [--seed 1]
                                [--depth 7] [--margin 80] [--start FEN] > openings.txt
"""
import argparse
import random
import subprocess
import sys

# Draws in a row without a new line after which the lines count as exhausted.
EXHAUSTED_AFTER = 10000


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("faceoff")
    ap.add_argument("game")
    ap.add_argument("count", type=int)
    ap.add_argument("--plies", type=int, default=4)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--depth", type=int, default=7)
    ap.add_argument("--margin", type=int, default=80, help="largest |score| kept, centipawns")
    ap.add_argument("--start", help="the position the openings start from (the game's text form)")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    engine = subprocess.Popen([args.faceoff, "uci"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              text=True, bufsize=1)

    def ask(command, last):
        engine.stdin.write(command + "\n")
        lines = []
        while True:
            line = engine.stdout.readline()
            if not line:
                raise RuntimeError("faceoff exited")
            lines.append(line.split())
            if line.startswith(last):
                return lines

    ask("uci", "uciok")
    ask(f"setoption name UCI_Variant value {args.game}\nisready", "readyok")
    start = f"fen {args.start}" if args.start else "startpos"
    seen, kept, stale = set(), 0, 0
    while kept < args.count:
        if stale == EXHAUSTED_AFTER:
            print(f"random_openings.py: only {kept} of {args.count} openings: {EXHAUSTED_AFTER} draws in a row "
                  f"brought no line not drawn before", file=sys.stderr)
            break
        moves = []
        for _ in range(args.plies):
            engine.stdin.write(f"position {start} moves {' '.join(moves)}\n")
            legal = [words[1] for words in ask("legalmoves", "legalmoves") if words[0] == "move"]
            if not legal:
                break
            moves.append(rng.choice(legal))
        line = " ".join(moves)
        if len(moves) < args.plies or line in seen:
            stale += 1
            continue
        seen.add(line)
        stale = 0
        engine.stdin.write(f"ucinewgame\nposition {start} moves {line}\n")
        info = [w for w in ask(f"go depth {args.depth}", "bestmove") if "score" in w]
        if not info:  # the game is over, or a single reply needs no search
            continue
        score = info[-1][info[-1].index("score") + 1:info[-1].index("score") + 3]
        if score[0] == "cp" and abs(int(score[1])) <= args.margin:
            print(f"{args.start} moves {line}" if args.start else line, flush=True)
            kept += 1
    engine.stdin.write("quit\n")
    engine.wait()


if __name__ == "__main__":
    main()
