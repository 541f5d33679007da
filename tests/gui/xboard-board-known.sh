#!/usr/bin/env bash
# xboard_board (the replay behind xboard-board-check.sh) without XBoard:
# each known difference between XBoard's board and faceoff's is found and
# modelled, nothing else differs, and a move faceoff refuses fails.
# usage: tests/gui/xboard-board-known.sh path/to/xboard_board
set -uo pipefail
tool=$1 failed=0
# expect NAME "[FLAGS] GAME" START MOVES EXPECTED: the tool's whole output
expect() {
  local got
  got=$(printf '%s\n' $4 | "$tool" $2 ${3:+"$3"} 2>&1)
  if [ "$got" != "$5" ]; then
    printf 'FAIL %s:\n--- expected\n%s\n--- got\n%s\n' "$1" "$5" "$got"
    failed=1
  fi
}
expect "chess: the same board" normal "" "e2e4 e7e5" \
"faceoff rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w
xboard rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w
previous rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b"
# Joust d6c7d8e7 takes c7, d8 and e7; XBoard's legs d6c7,c7e7 leave d8's rook
expect "joust: a three-piece capture" joust \
  "w3h11q+k+w2h3w1/p81p81p8p82/1p81H94/7p9/1P66/6P61/P81P8P8P81w2P8/W9H7W7Q+K+W81W7 w 0 7" "d6c7,c7e7" \
"known ply 1 d6c7d8e7: XBoard leaves r on d8 (a three-piece capture)
faceoff ty2juov/z3Cz2/1z6/7f/1W6/6W1/Z1ZZZ1uZ/HGERJN1E b
xboard ty1rjuov/z3Cz2/1z6/7f/1W6/6W1/Z1ZZZ1uZ/HGERJN1E b
previous ty1rjuov/z1z1zz2/1z1C4/7f/1W6/6W1/Z1ZZZ1uZ/HGERJN1E w"
# Half-Court: b2c3 takes c2 en passant, XBoard leaves that pawn (and keeps
# it while no move touches c2)
expect "halfcourt: en passant on 5 ranks" halfcourt "4k/2p2/5/1P3/4K b - - 0 1" "c4c2 b2c3 e5d5" \
"known ply 2 b2c3: XBoard leaves p on c2 (en passant on 5 ranks)
faceoff 3k1/5/2P2/5/4K w
xboard 3k1/5/2P2/2p2/4K w
previous 4k/5/2P2/5/4K b"
# Ice Hockey: a goal; XBoard stops with the move's legs on its board, and
# faceoff faces off
expect "icehockey: XBoard stops after a goal" icehockey "4k3/1r4r1/8/2b2b2/3Q4/8/1R4R1/q3K3 w d4 0-0 1 12 1 -" \
  "e1-f1~d9" \
"known ply 1 e1-f1~d9: XBoard stops there (1-0 {stopped at 1-0, period 1: XBoard cannot show the faceoff after the goal})
faceoff ***2***/4k3/1r4r1/2be1b2/8/2BQ1B2/8/1R4R1/4K3/***2*** b
xboard ***2***/4k3/1r4r1/8/2b2b2/3E4/8/1R4R1/q4K2/***2*** b
previous ***2***/4k3/1r4r1/8/2b2b2/3E4/8/1R4R1/q3K3/***2*** w"
# Hammer: Black's sideways step g3h3 (rank 3, White's half) in one leg, as
# a human's move reaches faceoff, makes XBoard remove the rook behind h3;
# the rook's next move XBoard then refuses
why="a pawn's one-leg move to another file, shown with XBoard's en passant rule"
sideways="known ply 1 g3h3: XBoard removes R from h4 ($why)"
expect "hammer: a one-leg sideways step removes the piece behind" hammer "4k3/8/8/8/7R/6p1/8/3K4 b - - 0 1" "g3h3 d1c1 h3h2" \
"$sideways
faceoff 4k3/8/8/8/7R/8/7p/2K5 w
xboard 4k3/8/8/8/8/8/7p/2K5 w
previous 4k3/8/8/8/7R/7p/8/2K5 b"
expect "hammer: XBoard refuses the removed piece's move" hammer "4k3/8/8/8/7R/6p1/8/3K4 b - - 0 1" "g3h3 h4h8 d1c1" \
"$sideways
known ply 2 h4h8: XBoard refuses it (its board lost the piece)
faceoff 4k3/8/8/8/7R/7p/8/3K4 w
xboard 4k3/8/8/8/8/7p/8/3K4 w
previous 4k3/8/8/8/7R/6p1/8/3K4 b"
# ... but not in the two-leg form faceoff sends (and reads)
expect "hammer: Black's two-leg sideways step" hammer "4k3/8/8/8/7R/6p1/8/3K4 b - - 0 1" "g3h3,h3h3 h4h8" \
"faceoff 4k2R/8/8/8/8/7p/8/3K4 b
xboard 4k2R/8/8/8/8/7p/8/3K4 b
previous 4k3/8/8/8/7R/7p/8/3K4 w"
# White's sideways step e5f5 with a knight on f4 (no two-leg form helps)
expect "hammer: White's sideways step in Black's half" hammer "4k3/8/8/4P3/5N2/8/8/4K3 w - - 0 1" "e5f5" \
"known ply 1 e5f5: XBoard removes N from f4 ($why)
faceoff 4k3/8/8/5P2/5N2/8/8/4K3 b
xboard 4k3/8/8/5P2/8/8/8/4K3 b
previous 4k3/8/8/4P3/5N2/8/8/4K3 w"
# A two-square en passant capture: in one leg XBoard keeps the pawn taken,
# in faceoff's two legs it does not
expect "hammer: two-square en passant in one leg" hammer "4k3/8/8/5p2/3P4/8/8/4K3 w - f6 0 1" "d4f6" \
"known ply 1 d4f6: XBoard leaves p on f5 ($why)
faceoff 4k3/8/5P2/8/8/8/8/4K3 b
xboard 4k3/8/5P2/5p2/8/8/8/4K3 b
previous 4k3/8/8/5p2/3P4/8/8/4K3 w"
expect "hammer: two-square en passant in two legs" hammer "4k3/8/8/5p2/3P4/8/8/4K3 w - f6 0 1" "d4f5,f5f6" \
"faceoff 4k3/8/5P2/8/8/8/8/4K3 b
xboard 4k3/8/5P2/8/8/8/8/4K3 b
previous 4k3/8/8/5p2/3P4/8/8/4K3 w"
# --sent: faceoff's own texts as faceoff sends them (two legs for the e.p.
# capture), White's step still in one leg
expect "hammer --sent: the two-square e.p. in two legs" "--sent hammer" "4k3/8/8/5p2/3P4/8/8/4K3 w - f6 0 1" "d4f6" \
"faceoff 4k3/8/5P2/8/8/8/8/4K3 b
xboard 4k3/8/5P2/8/8/8/8/4K3 b
previous 4k3/8/8/5p2/3P4/8/8/4K3 w"
expect "hammer --sent: White's sideways step" "--sent hammer" "4k3/8/8/4P3/5N2/8/8/4K3 w - - 0 1" "e5f5" \
"known ply 1 e5f5: XBoard removes N from f4 ($why)
faceoff 4k3/8/8/5P2/5N2/8/8/4K3 b
xboard 4k3/8/8/5P2/8/8/8/4K3 b
previous 4k3/8/8/4P3/5N2/8/8/4K3 w"
# --legality-off: XBoard removes the piece behind only on the file of a
# pawn that has just double-stepped
expect "hammer, legality testing off: White's sideways step" "--legality-off hammer" "4k3/8/8/4P3/5N2/8/8/4K3 w - - 0 1" "e5f5" \
"faceoff 4k3/8/8/5P2/5N2/8/8/4K3 b
xboard 4k3/8/8/5P2/5N2/8/8/4K3 b
previous 4k3/8/8/4P3/5N2/8/8/4K3 w"
expect "hammer, legality testing off: onto the double-stepped pawn's file" "--legality-off hammer" \
  "4k3/5p2/4P3/8/8/8/8/4K3 b - - 0 1" "f7f5 e6f6" \
"known ply 2 e6f6: XBoard removes p from f5 ($why)
faceoff 4k3/8/5P2/5p2/8/8/8/4K3 b
xboard 4k3/8/5P2/8/8/8/8/4K3 b
previous 4k3/8/4P3/5p2/8/8/8/4K3 w"
# ... nor in the mover's own half (White d3e3 with a knight on e2), nor
# for a one-square en passant capture (the pawn behind is really taken)
expect "hammer: a sideways step in the own half" hammer "4k3/8/8/8/8/3P4/4N3/4K3 w - - 0 1" "d3e3" \
"faceoff 4k3/8/8/8/8/4P3/4N3/4K3 b
xboard 4k3/8/8/8/8/4P3/4N3/4K3 b
previous 4k3/8/8/8/8/3P4/4N3/4K3 w"
expect "hammer: en passant" hammer "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1" "d7d5 e5d6" \
"faceoff 4k3/8/3P4/8/8/8/8/4K3 b
xboard 4k3/8/3P4/8/8/8/8/4K3 b
previous 4k3/8/8/3pP3/8/8/8/4K3 w"
if printf 'e2e5\n' | "$tool" normal >/dev/null 2>&1; then
  echo "FAIL: an illegal move was replayed"
  failed=1
fi
[ $failed = 0 ] && echo "xboard_board: known differences ok"
exit $failed
