#!/usr/bin/env bash
# Ice Hockey through the protocols: a UCI session in which the engine
# plays both sides, and an XBoard session whose moves a second engine reads
# as XBoard passes them on. Fails on any refused move or protocol error, or
# if no move comes back.
# usage: tests/protocol/test_icehockey_protocols.sh path/to/faceoff [plies]
set -uo pipefail
faceoff=$1
plies=${2:-16}

# UCI: "position startpos moves ..." with every move so far, then "go".
# bash unsets a coproc's variables once it exits (after quit): keep the pid.
coproc UCI { "$faceoff" 2>&1; }
uci_pid=$UCI_PID
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
wait "$uci_pid" 2>/dev/null
echo "uci: $plies plies:$moves"

# XBoard: engine A plays both sides (go in force mode), each move in
# XBoard's form goes to engine B as "usermove", as XBoard passes it on.
# B must read every move A sends, answering with the puck's highlight,
# until A stops the game for XBoard (a result line): after a goal or a
# period's end (B reads that move too), or with a turn XBoard's form
# cannot carry, which B must refuse.
coproc XA { "$faceoff" 2>&1; }
xa_pid=$XA_PID
fifos=$(mktemp -d)
trap 'rm -rf "$fifos"' EXIT
mkfifo "$fifos/in" "$fifos/out"
"$faceoff" <"$fifos/in" >"$fifos/out" 2>&1 &
b_pid=$!
exec {b_in}>"$fifos/in" {b_out}<"$fifos/out"
printf 'xboard\nprotover 2\nvariant icehockey\nsd 2\nforce\n' >&"${XA[1]}"
printf 'xboard\nprotover 2\nvariant icehockey\nforce\n' >&"$b_in"
carried=0
for ((i = 0; i < plies; i++)); do
  printf 'go\nping %d\n' "$i" >&"${XA[1]}"
  move="" stop=""
  while read -r -t 10 line <&"${XA[0]}"; do
    case $line in
      Illegal* | Error*) echo "FAIL: xboard: $line"; exit 1 ;;
      move\ *) move=${line#move } ;;
      1-0* | 0-1* | 1/2-1/2*) stop=$line ;;
      "pong $i") break ;;
    esac
  done
  [[ -n $move ]] || { echo "FAIL: xboard: no move ($line)"; exit 1; }
  printf 'force\n' >&"${XA[1]}"
  printf 'usermove %s\nping %d\n' "$move" "$i" >&"$b_in"
  reply=""
  while read -r -t 10 line <&"$b_out"; do
    case $line in
      highlight* | Illegal* | Error*) reply=$line ;;
      "pong $i") break ;;
    esac
  done
  if [[ $stop == *"cannot show the whole turn"* ]]; then
    [[ $reply == "Illegal move (XBoard's form cannot carry this turn"* ]] ||
      { echo "FAIL: xboard: $move after '$stop' read as: $reply"; exit 1; }
    break
  fi
  [[ $reply == highlight* ]] || { echo "FAIL: xboard: $move read back as: $reply"; exit 1; }
  carried=$((carried + 1))
  [[ -z $stop ]] || break # a goal or a period's end: XBoard cannot show the faceoff
done
printf 'quit\n' >&"${XA[1]}"
printf 'quit\n' >&"$b_in"
wait "$xa_pid" "$b_pid" 2>/dev/null
echo "xboard: $carried plies carried${stop:+, then stopped: $stop}"
echo "protocols: passed"
