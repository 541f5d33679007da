#!/usr/bin/env bash
# Card Hockey strength over duplicate deals: each pairing plays GAMES games
# (each deal twice, seats swapped) and prints goal difference per game with
# its 95% confidence interval, win/draw/loss rates and CPU ms per decision.
# The pairings run side by side at low priority (the machine is shared).
# usage: tools/cardhockey-strength.sh [path/to/faceoff] [games] [variant]
set -euo pipefail
faceoff=${1:-build/faceoff}
games=${2:-2000}
variant=${3:-main}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
pairings=("strong seed-heuristic" "seed-heuristic random" "strong random")
for i in "${!pairings[@]}"; do
  read -r a b <<<"${pairings[$i]}"
  nice -n 10 "$faceoff" cardhockey duel --a "$a" --b "$b" --games "$games" --variant "$variant" --seed 1000000 \
    >"$out/$i" &
done
wait
for i in "${!pairings[@]}"; do
  cat "$out/$i"
  echo
done
