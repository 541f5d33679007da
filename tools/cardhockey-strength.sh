#!/usr/bin/env bash
# Card Hockey strength over duplicate deals: each pairing plays GAMES games
# (each deal twice, seats swapped) and prints goal difference per game with
# its 95% confidence interval, win/draw/loss rates and ms per decision.
# usage: tools/cardhockey-strength.sh [path/to/faceoff] [games] [variant]
set -euo pipefail
faceoff=${1:-build/faceoff}
games=${2:-2000}
variant=${3:-main}
for pairing in "strong seed-heuristic" "seed-heuristic random" "strong random"; do
  set -- $pairing
  nice -n 10 "$faceoff" cardhockey duel --a "$1" --b "$2" --games "$games" --variant "$variant" --seed 1000000
  echo
done
