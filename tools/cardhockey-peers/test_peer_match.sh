#!/usr/bin/env bash
# A quick check that the peer keeps working with faceoff's runner: 4 games of
# each peer player against faceoff (main rules), no forfeit, every record
# replays with `faceoff cardhockey replay`, and the peer's own rules agree
# with every play annotation and score of the records (--check).
# usage: test_peer_match.sh path/to/faceoff path/to/cardhockey_peer
set -euo pipefail
faceoff=$1
peer=$2
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
for player in heuristic pimc; do
  "$faceoff" match --game cardhockey --engine cmd="$peer" proto=cardhockey option.player=$player \
    option.samples=8 name=peer --engine name=faceoff --games 4 --concurrency 1 \
    --openings random seed=77 --pgn "$dir/$player.txt" >"$dir/$player.out" 2>&1
  if grep -Eiq 'forfeit|illegal|garbled|exits|answering|refuses|does not start|cannot start|on time' \
    "$dir/$player.out" "$dir/$player.txt"; then
    echo "FAIL: a forfeit with the $player peer:"; grep -Ei 'forfeit|illegal|garbled|exits|answering|refuses|start|time' "$dir/$player.out" "$dir/$player.txt" | head
    exit 1
  fi
  grep -q '^Score of peer vs faceoff: [0-9]* - [0-9]* - [0-9]* .* 4$' "$dir/$player.out" ||
    { echo "FAIL: the $player match did not finish 4 games"; tail -5 "$dir/$player.out"; exit 1; }
  "$faceoff" cardhockey replay "$dir/$player.txt" | tail -1 | grep -q '4 records replayed, all legal' ||
    { echo "FAIL: the $player records do not replay"; exit 1; }
  "$peer" --check "$dir/$player.txt" >"$dir/$player.check" ||
    { echo "FAIL: the peer's rules disagree with the record"; cat "$dir/$player.check"; exit 1; }
done
echo "peer match: passed"
