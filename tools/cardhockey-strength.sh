#!/usr/bin/env bash
# Card Hockey strength over duplicate deals: each pairing plays GAMES games
# (each deal twice, seats swapped) and prints goal difference per game with
# its 95% confidence interval, win/draw/loss rates and CPU ms per decision.
# The pairings run side by side at low priority (the machine is shared).
# usage: tools/cardhockey-strength.sh [path/to/faceoff] [games] [variant] [PLAYER:OPPONENT ...]
# Without pairings it plays all of them: strong, ismcts, seed-heuristic and
# random against each other (six pairings, two at a time).
set -euo pipefail
faceoff=${1:-build/faceoff}
games=${2:-2000}
variant=${3:-main}
shift $(($# < 3 ? $# : 3))
pairings=("$@")
if [ ${#pairings[@]} -eq 0 ]; then
  pairings=(ismcts:strong ismcts:seed-heuristic strong:seed-heuristic seed-heuristic:random strong:random
    ismcts:random)
fi
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
for i in "${!pairings[@]}"; do
  IFS=: read -r a b <<<"${pairings[$i]}"
  # two duels at a time: the machine has two cores
  if [ $((i % 2)) -eq 0 ] && [ "$i" -gt 0 ]; then wait; fi
  nice -n 10 "$faceoff" cardhockey duel --a "$a" --b "$b" --games "$games" --variant "$variant" --seed 1000000 \
    >"$out/$i" &
done
wait
for i in "${!pairings[@]}"; do
  cat "$out/$i"
  echo
done
