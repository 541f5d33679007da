#!/usr/bin/env bash
# Ice Hockey through the protocols: a UCI session and an XBoard session in
# which the engine plays both sides, each move sent back as the GUI would.
# Fails on any refused move or protocol error, or if no move comes back.
# usage: tests/test_icehockey_protocols.sh path/to/faceoff [plies]
set -uo pipefail
faceoff=$1
plies=${2:-16}

# UCI: "position startpos moves ..." with every move so far, then "go".
coproc UCI { "$faceoff" 2>&1; }
echo "uci" >&"${UCI[1]}"
echo "setoption name UCI_Variant value icehockey" >&"${UCI[1]}"
moves=""
for ((i = 0; i < plies; i++)); do
  echo "position startpos moves$moves" >&"${UCI[1]}"
  echo "go movetime 30" >&"${UCI[1]}"
  while read -r -t 10 line <&"${UCI[0]}"; do
    case $line in
      *error*) echo "FAIL: uci: $line"; exit 1 ;;
      bestmove*) break ;;
    esac
  done
  best=$(awk '{print $2}' <<<"$line")
  [[ $line == bestmove* && $best != 0000 ]] || { echo "FAIL: uci: no move after '$moves' ($line)"; exit 1; }
  moves="$moves $best"
done
echo "quit" >&"${UCI[1]}"
wait "$UCI_PID" 2>/dev/null
echo "uci: $plies plies:$moves"

# XBoard: the engine moves, the move goes back as "usermove" in force mode.
coproc XB { "$faceoff" 2>&1; }
printf 'xboard\nprotover 2\nvariant icehockey\nsd 2\nforce\n' >&"${XB[1]}"
for ((i = 0; i < plies; i++)); do
  printf 'go\n' >&"${XB[1]}"
  while read -r -t 10 line <&"${XB[0]}"; do
    case $line in
      Illegal* | Error*) echo "FAIL: xboard: $line"; exit 1 ;;
      move\ *) break ;;
    esac
  done
  [[ $line == move\ * ]] || { echo "FAIL: xboard: no move ($line)"; exit 1; }
  printf 'force\n' >&"${XB[1]}"
done
printf 'quit\n' >&"${XB[1]}"
wait "$XB_PID" 2>/dev/null
echo "xboard: $plies plies"
echo "protocols: passed"
