#!/usr/bin/env bash
# Joust Chess through both protocols.
# UCI: a whole game, the engine playing both sides, each move sent back in a
# "position startpos moves ..." command, so every move it chooses must also
# be accepted by its own parser; it stops at the end of the game (bestmove
# 0000) or at the ply limit.
# XBoard: the engine moves, takes a reply, moves again, and refuses an
# illegal turn with its reason.
# Fails on any "info string error" / "Error", or a missing answer.
# usage: tests/protocol/test_joust_protocols.sh path/to/faceoff [max plies]
set -uo pipefail
faceoff=$1
max_plies=${2:-80}

# bash unsets a coproc's variables once it exits (after quit): keep the pid.
start() { coproc ENGINE { "$faceoff" 2>&1; }; engine_pid=$ENGINE_PID; }
send() { echo "$1" >&"${ENGINE[1]}"; }
# Reads engine lines until one matches the pattern $1 (sets $line); fails
# on an error line unless it is the one awaited.
await() {
  while IFS= read -r -t 30 line <&"${ENGINE[0]}"; do
    case $line in
      $1) return 0 ;;
      *"info string error"* | "Error"* | "Illegal move"*) echo "FAIL: engine said: $line"; exit 1 ;;
    esac
  done
  echo "FAIL: no '$1' from the engine"
  exit 1
}
stop() { send quit; wait "$engine_pid" 2>/dev/null; }

start
send uci
await uciok
send "setoption name UCI_Variant value joust"
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
stop
echo "UCI: $plies plies without an illegal move, last $best"
[ "$plies" -gt 0 ] || exit 1

start
send xboard
send "protover 2"
await "feature *variants=*joust*"
send new
send "variant joust"
send "sd 1"
send go
await "move *"
send "usermove e7e5"
await "move *"
send "usermove a7a6a5"
# The reason depends on the engine's moves (a slide may only come first;
# with a white piece on a5, the pip south is used twice): any is fine.
await "Illegal move (*): a7a6a5"
send "ping 1"
await "pong 1"
stop
echo "XBoard: moves both ways, an illegal turn refused with its reason"
