#!/usr/bin/env python3
"""Time odds for a UCI engine: runs the engine and passes every line both
ways, but divides the times in each 'go' command (wtime, btime, winc, binc,
movetime) by a factor, so the engine plays on a fraction of the clock the
match gives it. For matches that show how the search scales with time, e.g.
with faceoff's match runner:
    --engine "cmd=tools/time_odds.py 2 build/faceoff" proto=uci
usage: time_odds.py FACTOR ENGINE [ARGS...]"""
import subprocess
import sys
import threading

TIMED = {"wtime", "btime", "winc", "binc", "movetime"}


def scale_go(line, factor):
    words = line.split()
    for i in range(1, len(words) - 1):
        if words[i] in TIMED and words[i + 1].lstrip("-").isdigit():
            words[i + 1] = str(int(int(words[i + 1]) / factor))
    return " ".join(words) + "\n"


def main():
    factor = float(sys.argv[1])
    engine = subprocess.Popen(sys.argv[2:], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)

    def relay_out():
        for line in engine.stdout:
            sys.stdout.write(line)
            sys.stdout.flush()

    threading.Thread(target=relay_out, daemon=True).start()
    for line in sys.stdin:
        if line.startswith("go "):
            line = scale_go(line, factor)
        engine.stdin.write(line)
        engine.stdin.flush()
    engine.stdin.close()
    engine.wait()


if __name__ == "__main__":
    main()
