#!/usr/bin/env bash
# Hammer's special pawn moves through a real XBoard 4.9.1 with legality
# testing on: two games (faceoff takes each colour once) of the scripted
# game tests/gui/hammer-xboard-game.pgn, both engines faceoff steered by
# scripted-engine.sh, so each move is sent by faceoff in its XBoard form
# and read back by the other faceoff as XBoard forwards it: both
# promotions, both two-square en passant captures, a sideways step of each
# side in the opponent's half (Black's with a piece behind). Every game
# must end in the scripted mate with XBoard's board equal to faceoff's
# (xboard-match.sh), and the PGN XBoard wrote (with its two-leg SAN and an
# ambiguous "f5") must read back with faceoff pgn-check.
# usage: tests/gui/xboard-hammer-game.sh FACEOFF OUTDIR
set -uo pipefail
faceoff=$(realpath "$1") out=$2 here=$(dirname "$(realpath "$0")")
script=$here/hammer-xboard-game.pgn
XBOARD_ENGINE_PREFIX="bash $here/scripted-engine.sh $script" \
  bash "$here/xboard-match.sh" "$faceoff" hammer 2 d3 "$out"
status=$?
[ $status = 77 ] && exit 77
[ $status = 0 ] || { echo "FAIL: the scripted Hammer game through XBoard"; exit 1; }
mates=$(grep -c 'Checkmate} 1-0$' "$out/hammer.pgn")
[ "$mates" = 2 ] || { echo "FAIL: $mates of 2 games ended in the scripted mate"; exit 1; }
"$faceoff" pgn-check "$out/hammer.pgn" || { echo "FAIL: faceoff cannot read the PGN XBoard wrote"; exit 1; }
echo "ok: the scripted Hammer game through XBoard, both colours"
