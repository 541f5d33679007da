#!/usr/bin/env bash
# Writes piece pictures for Joust Chess in XBoard (one SVG per XBoard piece
# type faceoff uses, named as XBoard's theme names them): a disc with the
# Joust letter and a dark arrow for each pip, so the board shows every
# orientation (XBoard draws them in grey). Use: xboard ... -pieceImageDirectory OUTDIR
# The table is the one in protocol/xboard/joust.c (docs/protocol.md).
# usage: tools/xboard-joust-pieces.sh OUTDIR
set -euo pipefail
out=${1:?usage: tools/xboard-joust-pieces.sh OUTDIR}
mkdir -p "$out"
# XBoard picture name, Joust token (letter and orientation character)
table="Knight W8 Bishop Qx Rook Q+ Queen H4 Advisor P9 Elephant W7 Archbishop H8 Marshall H9
Gold P6 Commoner H6 Canon H3 Nightrider W9 CrownedBishop Kx CrownedRook K+ Princess H7
Chancellor H2 Hawk W1 Lance P3 Cobra W4 Unicorn W2 Sword P8 Zebra W6 Camel W3 Tower H1"
read -ra fields <<<"$(tr '\n' ' ' <<<"$table")"
for ((i = 0; i < ${#fields[@]}; i += 2)); do
  name=${fields[i]} token=${fields[i + 1]}
  for colour in White Black; do
    awk -v letter="${token:0:1}" -v orient="${token:1:1}" -v colour="$colour" '
      function pip(d,   a, tip, l, r) { # d: direction index, 0 = north, clockwise
        a = d * 3.14159265 / 4
        tip = sprintf("%.1f,%.1f", 50 + 49 * sin(a), 50 - 49 * cos(a))
        l = sprintf("%.1f,%.1f", 50 + 24 * sin(a - 0.45), 50 - 24 * cos(a - 0.45))
        r = sprintf("%.1f,%.1f", 50 + 24 * sin(a + 0.45), 50 - 24 * cos(a + 0.45))
        printf "<polygon points=\"%s %s %s\" fill=\"#101010\" stroke=\"#808080\" stroke-width=\"1.5\"/>\n", tip, l, r
      }
      BEGIN {
        keypad["8"] = 0; keypad["9"] = 1; keypad["6"] = 2; keypad["3"] = 3
        keypad["2"] = 4; keypad["1"] = 5; keypad["4"] = 6; keypad["7"] = 7
        fill = colour == "White" ? "#fff8e0" : "#202020"
        ink = colour == "White" ? "black" : "#fff8e0"
        print "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100\" height=\"100\" viewBox=\"0 0 100 100\">"
        if (orient == "+" || orient == "x") {
          for (d = orient == "+" ? 0 : 1; d < 8; d += 2) pip(d)
        } else {
          o = keypad[orient]
          if (letter == "P") { pip(o); pip((o + 4) % 8) }
          if (letter == "W") { pip((o + 7) % 8); pip((o + 1) % 8) }
          if (letter == "H") { pip(o); pip((o + 2) % 8); pip((o + 6) % 8) }
        }
        printf "<circle cx=\"50\" cy=\"50\" r=\"28\" fill=\"%s\" stroke=\"black\" stroke-width=\"3\"/>\n", fill
        if (letter == "K")
          printf "<circle cx=\"50\" cy=\"50\" r=\"22\" fill=\"none\" stroke=\"%s\" stroke-width=\"2.5\"/>\n", ink
        printf "<text x=\"50\" y=\"60\" font-family=\"sans-serif\" font-weight=\"bold\" font-size=\"29\" "
        printf "text-anchor=\"middle\" fill=\"%s\">%s</text>\n</svg>\n", ink, letter
      }' >"$out/$colour$name.svg"
  done
done
echo "wrote $((${#fields[@]} / 2 * 2)) pictures to $out"
