#!/usr/bin/env bash
# Search control, benchmark style (not a ctest: it measures wall time):
# 'go movetime N' answered within N + a margin, 'stop' during 'go infinite'
# answered at once, clock-based moves within the share the clock allows, a ponder search
# timed from ponderhit, a node limit honoured, for each chess-family game and
# with 1 and 2 threads.
# usage: tests/bench-search.sh [path/to/faceoff] [margin ms, default 60]
set -euo pipefail
faceoff=${1:-build/faceoff}
margin=${2:-60}
python3 - "$faceoff" "$margin" <<'PY'
import subprocess, sys, time
faceoff, margin = sys.argv[1], int(sys.argv[2])
failed = 0

def engine():
    p = subprocess.Popen([faceoff, "uci"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
    return p

def send(p, line):
    p.stdin.write(line + "\n")
    p.stdin.flush()

def wait_for(p, prefix):
    while True:
        line = p.stdout.readline()
        if not line:
            raise RuntimeError("engine exited")
        if line.startswith(prefix):
            return line.strip()

def answer_ms(p, command):
    """Sends command and returns the milliseconds until 'bestmove'."""
    start = time.monotonic()
    send(p, command)
    wait_for(p, "bestmove")
    return (time.monotonic() - start) * 1000

def check(what, value, limit, unit="ms"):
    global failed
    ok = value <= limit
    failed += not ok
    print(f"{'ok  ' if ok else 'FAIL'} {what}: {value:.0f} {unit} (limit {limit:.0f} {unit})")

for variant in ("chess", "hammer", "halfcourt"):
    for threads in (1, 2):
        p = engine()
        send(p, "uci"); wait_for(p, "uciok")
        send(p, f"setoption name UCI_Variant value {variant}")
        send(p, f"setoption name Threads value {threads}")
        send(p, "isready"); wait_for(p, "readyok")
        tag = f"{variant} threads {threads}"
        for movetime in (50, 300, 1000):
            send(p, "position startpos")
            check(f"{tag} movetime {movetime}", answer_ms(p, f"go movetime {movetime}"), movetime + margin)
        send(p, "position startpos")
        send(p, "go infinite")
        time.sleep(0.5)
        check(f"{tag} stop during infinite", answer_ms(p, "stop"), margin)
        # 2 s on the clock, no increment: one move may take at most half of it.
        send(p, "position startpos")
        check(f"{tag} clock 2000 ms", answer_ms(p, "go wtime 2000 btime 2000"), 1000)
        # Pondering: no answer before ponderhit, then a normal timed move.
        send(p, "position startpos moves e2e3")
        send(p, "go ponder wtime 2000 btime 2000")
        time.sleep(0.3)
        check(f"{tag} ponderhit, clock 2000 ms", answer_ms(p, "ponderhit"), 1000)
        send(p, "position startpos")
        send(p, "go nodes 20000")
        nodes = 0
        while True:
            line = p.stdout.readline()
            if not line or line.startswith("bestmove"):
                break
            words = line.split()
            if "nodes" in words:
                nodes = int(words[words.index("nodes") + 1])
        check(f"{tag} go nodes 20000, last report", nodes, 20000 + 100 * (threads - 1), "nodes")
        send(p, "quit")
        p.wait()
print("search control:", "all within limits" if not failed else f"{failed} over the limit")
sys.exit(1 if failed else 0)
PY
