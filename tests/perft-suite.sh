#!/usr/bin/env bash
# The whole published chess perft suite (tests/perft/chess_perftsuite.epd,
# 126 positions) through the command line, every published count up to a
# depth: by default all of them (depth 6, about 4.4 billion leaves, a minute
# or two in Release). CI checks depth 5, and 6 where quick, in the ctest
# test_chess_perftsuite; this script is for the full run, or for another
# build (e.g. an older one, to see which positions it gets wrong).
# usage: tests/perft-suite.sh [path/to/faceoff] [max depth]
set -euo pipefail
faceoff=${1:-build/faceoff}
max=${2:-6}
suite="$(dirname "$0")/perft/chess_perftsuite.epd"
positions=0 failed=0 counts=0
while IFS= read -r line; do
  case "$line" in '#'* | '') continue ;; esac
  fen=${line%% ;D*}
  positions=$((positions + 1))
  for field in ${line#"$fen"}; do # ";D1" "20" ";D2" "400" ...
    case "$field" in
      ';D'*) depth=${field#;D} ;;
      *)
        [ "$depth" -le "$max" ] || continue
        got=$("$faceoff" perft chess "$depth" --fen "$fen" | tail -n 1 | awk '{print $2}')
        counts=$((counts + 1))
        if [ "$got" != "$field" ]; then
          echo "FAIL: perft $depth of '$fen': got $got, published $field"
          failed=$((failed + 1))
        fi
        ;;
    esac
  done
done <"$suite"
echo "perft-suite: $positions positions, $counts counts to depth $max, $failed failed"
[ "$failed" -eq 0 ]
