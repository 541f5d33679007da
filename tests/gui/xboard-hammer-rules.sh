#!/usr/bin/env bash
# XBoard 4.9 with legality testing on checks Hammer moves against the piece
# lines faceoff sends: a game of Hammer's special moves must load without
# a complaint, and the same game with one illegal move added must be
# stopped at that move.
# usage: tests/gui/xboard-hammer-rules.sh FACEOFF OUTDIR
set -uo pipefail
faceoff=$(realpath "$1") out=$2 here=$(dirname "$(realpath "$0")")
mkdir -p "$out"
out=$(realpath "$out")
xboard=$(command -v xboard || echo /usr/games/xboard)
for tool in xvfb-run "$xboard"; do
  command -v "$tool" >/dev/null || { echo "SKIP: $tool is not installed (bash tools/install-packages.sh xboard xvfb)"; exit 77; }
done
# The piece lines exactly as faceoff sends them, as a PGN VariantMen tag.
pieces=$(printf 'xboard\nprotover 2\nvariant hammer\nquit\n' | "$faceoff" |
  sed -n 's/^piece \(.\)& \(.*\)$/\1:\2/p' | paste -sd ';')
[ -n "$pieces" ] || { echo "FAIL: faceoff sent no piece lines for hammer"; exit 1; }
echo "piece lines: $pieces"
sed "s/@PIECES@/$pieces/" "$here/hammer-moves.pgn" >"$out/hammer-legal.pgn"
# h7h6 after 15. b7a8q is fine, 16. a8a1 is not (the rook on a1 is White's own)
sed "s/@PIECES@/$pieces/; s/15. b7a8q \*/15. b7a8q h7h6 16. a8a1 */" "$here/hammer-moves.pgn" >"$out/hammer-illegal.pgn"
load() { # pgn, debug file: XBoard stays open, so it is ended once it has read the game
  rm -f "$2"
  timeout 60 xvfb-run -a -s "-screen 0 1024x768x24" "$xboard" -ncp -variant hammer -loadGameFile "$1" \
    -testLegality true -debugMode true -nameOfDebugFile "$2" -popupExitMessage false >/dev/null 2>&1 &
  local pid=$! waited=0
  until grep -qE 'Parsed game end|IllegalMove' "$2" 2>/dev/null || [ $waited -ge 55 ]; do
    sleep 1
    waited=$((waited + 1))
  done
  sleep 1
  kill "$pid" 2>/dev/null
  wait "$pid" 2>/dev/null
  true
}
load "$out/hammer-legal.pgn" "$out/hammer-legal.debug"
load "$out/hammer-illegal.pgn" "$out/hammer-illegal.debug"
moves=$(grep -oE '\b[a-h][1-8][a-h][1-8][qrbn]?\b' "$here/hammer-moves.pgn" | wc -l)
legal_moves=$(grep -c '^Parsed [a-h][1-8][a-h][1-8]' "$out/hammer-legal.debug")
if grep -q 'IllegalMove' "$out/hammer-legal.debug" || [ "$legal_moves" != "$moves" ]; then
  echo "FAIL: XBoard refused a legal Hammer move ($legal_moves of $moves parsed):"
  grep -E 'IllegalMove' "$out/hammer-legal.debug" | head -3
  exit 1
fi
if ! grep -q 'Parsed IllegalMove: a8a1' "$out/hammer-illegal.debug"; then
  echo "FAIL: XBoard let the illegal a8a1 through: its legality testing is not on"
  exit 1
fi
echo "ok: XBoard accepts all $moves Hammer moves and refuses the illegal one"
