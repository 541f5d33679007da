#!/usr/bin/env bash
# How often XBoard 4.9.1 (legality testing on) would show a Hammer game
# wrongly: replays each game of a PGN of faceoff's coordinate moves (e.g.
# from faceoff match) through tests/gui/xboard_board, once with every move
# as faceoff now sends it (--sent: two-leg forms where they help) and once
# with every move in one leg (as before), and counts the moves after
# which XBoard's board loses or keeps a piece, and the games in which
# XBoard would then refuse a move of a piece it lost (a forfeit); both
# with XBoard's legality testing on and off.
# usage: tools/hammer-xboard-sideways.sh path/to/xboard_board GAMES.pgn
set -uo pipefail
tool=$1 pgn=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# one file per game: the FEN tag (or empty) on the first line, then the moves
awk -v dir="$work" '
  function finish() { if (body != "") { g++; f = dir "/game" g; print fen > f; gsub(/\{[^}]*\}/, "", body)
      n = split(body, w, /[ \t]+/); for (i = 1; i <= n; i++) if (w[i] ~ /^[a-h][1-8][a-h][1-8][qrbn]?$/) print w[i] > f
      close(f) } body = ""; fen = "" }
  /^\[Event / { finish() }
  /^\[FEN "/ { fen = $0; sub(/^\[FEN "/, "", fen); sub(/"\]$/, "", fen) }
  /^[^[]/ { body = body " " $0 }
  END { finish() }' "$pgn"
count() { # mode: prints plies, differing moves, games with a difference, games with a refusal
  local plies=0 moves=0 games=0 refused=0 out fen
  for f in "$work"/game*; do
    fen=$(head -n 1 "$f")
    out=$(tail -n +2 "$f" | "$tool" $1 hammer ${fen:+"$fen"})
    plies=$((plies + $(tail -n +2 "$f" | wc -l)))
    n=$(grep -cE '^known .*XBoard (removes|leaves)' <<<"$out")
    moves=$((moves + n))
    [ "$n" -gt 0 ] && games=$((games + 1))
    grep -q 'XBoard refuses' <<<"$out" && refused=$((refused + 1))
  done
  echo "$plies $moves $games $refused"
}
total=$(ls "$work" | wc -l)
read -r plies sent sent_games sent_refused <<<"$(count --sent)"
read -r _ one one_games one_refused <<<"$(count "")"
read -r _ off off_games off_refused <<<"$(count "--sent --legality-off")"
read -r _ off1 off1_games off1_refused <<<"$(count "--legality-off")"
echo "games $total plies $plies"
echo "legality testing on, as sent now (two legs where they help): $sent wrong moves, in $sent_games games; $sent_refused games with a refused move"
echo "legality testing on, all in one leg (before):                $one wrong moves, in $one_games games; $one_refused games with a refused move"
echo "legality testing off, as sent now:                           $off wrong moves, in $off_games games; $off_refused games with a refused move"
echo "legality testing off, all in one leg:                        $off1 wrong moves, in $off1_games games; $off1_refused games with a refused move"
