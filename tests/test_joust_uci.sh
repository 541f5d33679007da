#!/usr/bin/env bash
# A whole game of Joust Chess through UCI: the engine plays both sides,
# each move sent back in a "position startpos moves ..." command, so every
# move it chooses must also be accepted by its own parser. Fails on any
# "info string error", on a missing bestmove, or if the game neither ends
# (bestmove 0000) nor reaches the ply limit.
# usage: tests/test_joust_uci.sh path/to/faceoff [max plies]
set -uo pipefail
faceoff=$1
max_plies=${2:-80}
coproc ENGINE { "$faceoff" 2>&1; }
send() { echo "$1" >&"${ENGINE[1]}"; }
# Reads engine lines until one matches $1 (sets $line); fails on an error line.
await() {
  while IFS= read -r -t 30 line <&"${ENGINE[0]}"; do
    case $line in
      *"info string error"*) echo "FAIL: engine said: $line"; exit 1 ;;
      $1) return 0 ;;
    esac
  done
  echo "FAIL: no '$1' from the engine"
  exit 1
}
send uci
await uciok
send "setoption name UCI_Variant value joust"
send "setoption name Hash value 1" # each "position startpos" clears the table
send isready
await readyok
moves=""
plies=0
while [ "$plies" -lt "$max_plies" ]; do
  send "position startpos moves$moves"
  send "go depth 1"
  await "bestmove *"
  best=$(awk '{print $2}' <<<"$line")
  [ "$best" = "0000" ] && break
  moves="$moves $best"
  plies=$((plies + 1))
done
send "position startpos moves$moves"
send isready
await readyok
send quit
echo "joust over UCI: $plies plies without an illegal move${best:+, last $best}"
[ "$plies" -gt 0 ]
