#!/usr/bin/env bash
# Search speed with the nets against the hand-written evaluators (not a
# ctest: it measures time). For each game with a net, each of its bench
# positions is searched to a fixed node count with `Use NNUE` on and off,
# the two interleaved, and the nodes a second of the whole set compared as
# a ratio (the machine is shared and noisy).
# usage: tests/bench-nnue.sh [path/to/faceoff] [nodes per position, default 300000] [runs, default 3]
set -euo pipefail
faceoff=${1:-build/faceoff}
nodes=${2:-300000}
runs=${3:-3}
python3 - "$faceoff" "$nodes" "$runs" <<'PY'
import re, subprocess, sys

faceoff, nodes, runs = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])

def search_time(game, fens, use_nnue):
    p = subprocess.Popen([faceoff], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
    def send(line):
        p.stdin.write(line + "\n")
        p.stdin.flush()
    def wait(prefix):
        last = ""
        for line in p.stdout:
            if line.startswith("info depth"):
                last = line
            if line.startswith(prefix):
                return last
        raise SystemExit("faceoff ended early")
    send("uci"); wait("uciok")
    send(f"setoption name UCI_Variant value {game}")
    send(f"setoption name Use NNUE value {'true' if use_nnue else 'false'}")
    total_nodes = total_ms = 0
    for fen in fens:
        send("ucinewgame")
        send(f"position fen {fen}")
        send(f"go nodes {nodes}")
        info = wait("bestmove")
        total_nodes += int(re.search(r" nodes (\d+)", info).group(1))
        total_ms += max(1, int(re.search(r" time (\d+)", info).group(1)))
    send("quit")
    p.wait()
    return total_nodes * 1000 / total_ms

POSITIONS = {
    "hammer": [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
        "2r3k1/5pp1/p3p2p/1p6/3b4/P4N2/1P3PPP/3R2K1 w - - 0 30",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    ],
    "halfcourt": [
        "bqrnk/ppppp/5/PPPPP/BRQNK w Bc - 0 1",
        "nkrbq/p1ppp/1p3/PPP1P/BNKQR w Ec - 0 3",
        "1r1k1/p2pp/b1n2/1PP1P/1QK1R w - - 0 9",
    ],
    "joust": [
        "w3h1w2q+k+w2h3w1/p8p8p8p8p8p8p8p8/8/8/8/8/P8P8P8P8P8P8P8P8/W9H7W8Q+K+W8H9W7 w 0 1",
        "w31w21k+w2h3w1/p8p8p8q+2p8p8/3p34/3P32p6h1/P62QxP93/5P82/1P84P8P8/W9H72K+W8H9W7 w 0 9",
        "w33k+w2h3w1/p8p81p8p81p8p8/3h1q+3/5p82/2H82P62/8/P6P8P8P8P81P8P8/W91W8Q+K+W8H91 b 0 7",
        "w32k+w33/p8p83p8p8p8/8/2P8P81h12/8/6P91/P8P85P8/W9H74K+1 b 0 20",
    ],
    "icehockey": [
        "4k3/1r4r1/8/2bq1b2/8/2BQ1B2/1R4R1/4K3 w d3 0-0 1 20 1 -",
        "1k6/br6/8/5b2/1Q1B4/2Kq1Br1/1R4R1/8 w g8 0-0 1 16 1 -",
        "4k3/1r4r1/3bBQR1/2Rb2B1/8/4q3/8/4K3 b f6 1-0 2 7 2 -",
    ],
}

for game, fens in POSITIONS.items():
    with_net, without = [], []
    for _ in range(runs):
        with_net.append(search_time(game, fens, True))
        without.append(search_time(game, fens, False))
    best_net, best_hce = max(with_net), max(without)
    print(f"{game:10s} net {best_net:,.0f} nps, hand-written {best_hce:,.0f} nps, "
          f"ratio {best_net / best_hce:.2f} (best of {runs}, {nodes} nodes x {len(fens)} positions)")
PY
