#!/usr/bin/env bash
# Hammer's special pawn moves through a real XBoard 4.9.1, with legality
# testing on and off: two games each (faceoff takes each colour once) of the scripted
# game tests/gui/hammer-xboard-game.pgn, both engines faceoff steered by
# scripted-engine.sh, so each move is sent by faceoff in its XBoard form
# and read back by the other faceoff as XBoard forwards it: both
# promotions, both two-square en passant captures, a sideways step of each
# side in the opponent's half with a piece behind. Every game must end in
# the scripted mate with XBoard's board equal to faceoff's (xboard-match.sh),
# but for White's step with legality testing on, which XBoard shows
# wrongly (it removes the pawn behind, e5: docs/protocol.md), and the PGN
# XBoard wrote (with its two-leg SAN and an ambiguous "f5") must read back
# with faceoff pgn-check.
# usage: tests/gui/xboard-hammer-game.sh FACEOFF OUTDIR
set -uo pipefail
faceoff=$(realpath "$1") out=$2 here=$(dirname "$(realpath "$0")")
script=$here/hammer-xboard-game.pgn
for legality in true false; do
  dir=$out/hammer-game-legality-$legality
  result=$(XBOARD_ENGINE_PREFIX="bash $here/scripted-engine.sh $script" XBOARD_LEGALITY=$legality \
    bash "$here/xboard-match.sh" "$faceoff" hammer 2 d3 "$dir")
  status=$?
  echo "$result"
  [ $status = 77 ] && exit 77
  [ $status = 0 ] || { echo "FAIL: the scripted Hammer game through XBoard (legality testing $legality)"; exit 1; }
  # XBoard adjudicates the mate itself with legality testing on; faceoff
  # claims it with it off
  mates=$(grep -cE '(Checkmate|White mates)} 1-0$' "$dir/hammer.pgn")
  [ "$mates" = 2 ] || { echo "FAIL: $mates of 2 games ended in the scripted mate"; exit 1; }
  known=$(grep -c "ply 7 f6e6: XBoard removes p from e5" <<<"$result")
  same=$(grep -c "board ok, game" <<<"$result")
  if [ $legality = true ] && [ "$known" != 2 ] || [ $legality = false ] && [ "$same" != 2 ]; then
    echo "FAIL: XBoard's boards (legality testing $legality): $same equal to faceoff's, $known with the known difference"
    exit 1
  fi
  "$faceoff" pgn-check "$dir/hammer.pgn" || { echo "FAIL: faceoff cannot read the PGN XBoard wrote"; exit 1; }
done
echo "ok: the scripted Hammer game through XBoard, both colours, legality testing on and off"
