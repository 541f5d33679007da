#!/usr/bin/env bash
# Card Hockey strength per rule variation: faceoff's `strong` against its own
# `seed-heuristic` and `pimc` (in-process duels) and against the independent
# peer's `heuristic` and `pimc` (engine processes through `faceoff match`),
# all over duplicate deals. Prints one line per pairing: goals a game of
# `strong` with its 95% interval. The deal seeds are those of
# docs/strength.md, so a row can be reproduced alone.
# usage: tools/cardhockey-variations.sh [faceoff] [peer] [games] [variant ...]
# Defaults: build/faceoff build/cardhockey_peer 2000 and the four variations
# besides main. Runs one pairing at a time, at low priority.
set -euo pipefail
faceoff=${1:-build/faceoff}
peer=${2:-build/cardhockey_peer}
games=${3:-2000}
shift $(($# < 3 ? $# : 3))
variants=("$@")
[ ${#variants[@]} -gt 0 ] || variants=(original third-cancels goal-breakaway stockham)
goals=$(dirname "$0")/cardhockey-peers/goals.sh
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

duel() { # variant opponent seed
  nice -n 10 "$faceoff" cardhockey duel --a strong --b "$2" --games "$games" --variant "$1" --seed "$3" |
    awk -v v="$1" '$1 == "strong" { print v, "strong", $2, $3, $4, $5, $6 }'
}

against_peer() { # variant peer-player
  nice -n 10 "$faceoff" match --game cardhockey --variant "$1" \
    --engine name=strong option.player=strong \
    --engine cmd="$peer" proto=cardhockey option.player="$2" name="peer-$2" \
    --games "$games" --concurrency 1 --openings random seed=100000 --pgn "$out/$1-$2.txt" >/dev/null
  "$faceoff" cardhockey replay "$out/$1-$2.txt" >/dev/null
  bash "$goals" "$out/$1-$2.txt" |
    awk -v v="$1" -v p="peer-$2" '$1 == "strong:" { print v, "strong", p, $2, $12, $13, $14 }'
}

for v in "${variants[@]}"; do
  duel "$v" seed-heuristic 2000000
  duel "$v" pimc 3000000
  against_peer "$v" heuristic
  against_peer "$v" pimc
done
