#!/usr/bin/env bash
# Perft speed in one run: faceoff chess perft(6) and hammer perft(5) from the
# start position, against Debian's stockfish 'go perft 6' when installed.
# Speed is reported as ratios, since the machine is shared and noisy.
# usage: tests/bench-perft.sh [path/to/faceoff] [runs]
set -euo pipefail
faceoff=${1:-build/faceoff}
runs=${2:-3}
stockfish=$(command -v stockfish || ls /usr/games/stockfish 2>/dev/null || true)

best_nps() { # best of $runs: prints the highest nps
  local best=0 nps
  for _ in $(seq "$runs"); do
    nps=$("$@" | tail -n 1 | awk '{print $NF}')
    [ "$nps" -gt "$best" ] && best=$nps
  done
  echo "$best"
}

stockfish_seconds() { # wall time of one stockfish process running perft $1
  local start end
  start=$(date +%s.%N)
  printf 'position startpos\ngo perft %s\nquit\n' "$1" | "$stockfish" >/dev/null
  end=$(date +%s.%N)
  awk -v s="$start" -v e="$end" 'BEGIN {print e - s}'
}

stockfish_nps() { # perft 6 time less a perft 1 run's (process start, network load)
  local full base
  full=$(stockfish_seconds 6)
  base=$(stockfish_seconds 1)
  awk -v f="$full" -v b="$base" 'BEGIN {printf "%d\n", 119060324 / (f - b)}'
}

chess=$(best_nps "$faceoff" perft chess 6)
hammer=$(best_nps "$faceoff" perft hammer 5)
echo "faceoff chess perft 6:  $chess nps"
echo "faceoff hammer perft 5: $hammer nps ($(awk -v h="$hammer" -v c="$chess" 'BEGIN {printf "%.2f", h / c}')x chess)"
if [ -n "$stockfish" ]; then
  best=0
  for _ in $(seq "$runs"); do
    nps=$(stockfish_nps)
    [ "$nps" -gt "$best" ] && best=$nps
  done
  echo "stockfish perft 6:      $best nps (process start subtracted)"
  echo "ratio faceoff/stockfish: $(awk -v f="$chess" -v s="$best" 'BEGIN {printf "%.2f", f / s}')"
else
  echo "stockfish not installed (apt-get install stockfish): no ratio"
fi
