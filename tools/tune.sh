#!/usr/bin/env bash
# Re-tunes the chess-family evaluation: self-play training positions per
# variant (tools/selfplay_positions.c), then Texel tuning from the current
# weights (tools/texel_tune.c), written to movegen/chess/eval_weights.c.
# Takes several minutes per variant; run it niced on a shared machine.
# usage: tools/tune.sh [games per variant (2500)] [nodes per move (1500)] [epochs (1000)]
set -euo pipefail
cd "$(dirname "$0")/.."
games=${1:-2500} nodes=${2:-1500} epochs=${3:-1000}
cmake -S . -B build >/dev/null
cmake --build build -j2 --target selfplay_positions texel_tune >/dev/null
data=$(mktemp -d)
tables=$(mktemp)
for game in chess hammer halfcourt; do
  build/selfplay_positions "$game" "$games" "$nodes" 8 1 >"$data/$game.txt"
  echo "$game: $(wc -l <"$data/$game.txt") positions" >&2
  { echo; build/texel_tune "$game" "$data/$game.txt" "$epochs"; } >>"$tables"
done
{
  sed -n '1,/^#include/p' movegen/chess/eval_weights.c
  cat "$tables"
} >"$data/weights.c"
mv "$data/weights.c" movegen/chess/eval_weights.c
rm -rf "$data" "$tables"
echo "movegen/chess/eval_weights.c rewritten; run the tests and state the new bench signature" >&2
