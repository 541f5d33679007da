#!/usr/bin/env python3
"""Chess960 (Fischer Random) start positions as an openings file for
`faceoff match --openings file=...`: one FEN a line, castling in
Shredder-FEN (the rooks' files). Positions are numbered 0-959 as in the
usual numbering (518 is the standard start).
usage: chess960_openings.py [COUNT [SEED]]   (default: all 960 in order)
       chess960_openings.py --number N..."""
import random
import sys

KNIGHT_PAIRS = [(0, 1), (0, 2), (0, 3), (0, 4), (1, 2), (1, 3), (1, 4), (2, 3), (2, 4), (3, 4)]


def back_rank(number):
    """White's back rank, a-file first, for start number 0-959."""
    rank = [None] * 8
    number, light = divmod(number, 4)
    rank[2 * light + 1] = "B"
    number, dark = divmod(number, 4)
    rank[2 * dark] = "B"
    number, queen = divmod(number, 6)
    rank[[f for f in range(8) if rank[f] is None][queen]] = "Q"
    empty = [f for f in range(8) if rank[f] is None]
    for k in KNIGHT_PAIRS[number]:
        rank[empty[k]] = "N"
    for f, piece in zip([f for f in range(8) if rank[f] is None], "RKR"):
        rank[f] = piece
    return "".join(rank)


def fen(number):
    white = back_rank(number)
    rooks = "".join(chr(ord("a") + f) for f in range(8) if white[f] == "R")[::-1]  # h side first
    return f"{white.lower()}/pppppppp/8/8/8/8/PPPPPPPP/{white} w {rooks.upper()}{rooks} - 0 1"


def main():
    args = sys.argv[1:]
    if args[:1] == ["--number"]:
        numbers = [int(a) for a in args[1:]]
    elif args:
        count, seed = int(args[0]), int(args[1]) if len(args) > 1 else 0
        numbers = random.Random(seed).sample(range(960), count)
    else:
        numbers = range(960)
    for n in numbers:
        print(fen(n))


if __name__ == "__main__":
    main()
