#!/usr/bin/env bash
# Checks that XBoard's final board of each game equals faceoff's final
# position: faceoff's moves (as the first engine sent and received them,
# from XBoard's debug log) are replayed by xboard_board, and its board is
# compared with the position XBoard saved (-savePositionFile), piece
# placement and side to move. Where XBoard is known to show another board
# (docs/protocol.md: Joust's three-piece capture, Half-Court's en passant,
# an Ice Hockey game XBoard stops), the board xboard_board predicts for
# XBoard must match instead, and the known difference is reported; a game
# XBoard ended by refusing a move of a piece its board lost (Hammer's
# sideways step) is reported as "known refusal, game G". When
# XBoard ends a game by its own adjudication (a mate it sees with legality
# testing on, "Xboard adjudication: Checkmate", or a repetition, "XBoard
# adjudication: repetition draw": XBoard spells itself both ways), it
# saves the position before the last move: that one is compared then.
# XBOARD_LEGALITY=false: XBoard ran with legality testing off.
# usage: tests/gui/xboard-board-check.sh XBOARD_BOARD GAME DEBUG_LOG POSITION_FILE PGN
set -uo pipefail
tool=$1 game=$2 debug=$3 positions=$4 pgn=$5
flags=()
[ "${XBOARD_LEGALITY:-true}" = false ] && flags=(--legality-off)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# One file per game: the start FEN XBoard was shown on the first line
# (empty: the game's start), then the moves.
awk -v dir="$work" '
  function finish() { if (n) { g++; f = dir "/game" g; print start > f; for (i = 1; i <= n; i++) print move[i] > f; close(f) } n = 0 }
  / >first : new$/ { finish(); start = "" }
  / <first : setup / { sub(/.*\+0_fairy /, ""); start = $0; n = 0 }
  / >first : setboard / { sub(/.* >first : setboard /, ""); start = $0; n = 0 }
  / >first : usermove / { move[++n] = $NF }
  / <first : move / { move[++n] = $NF }
  / >first : result / { finish() }
  END { finish() }' "$debug"

# Each game's ending comment, as XBoard wrote it in the PGN.
endings=$(grep -oE '\{[^}]*\} (1-0|0-1|1/2-1/2|\*)$' "$pgn")
failed=0 g=0
while IFS= read -r saved; do
  g=$((g + 1))
  file=$work/game$g
  if [ ! -s "$file" ]; then
    echo "FAIL: board check: no moves of game $g in $debug"
    failed=1
    continue
  fi
  start=$(head -n 1 "$file")
  if ! replay=$(tail -n +2 "$file" | "$tool" "${flags[@]}" "$game" ${start:+"$start"} 2>&1); then
    echo "FAIL: board check, game $g: faceoff cannot replay it: $replay"
    failed=1
    continue
  fi
  xboard_board=$(cut -d' ' -f1,2 <<<"$saved")
  faceoff_board=$(sed -n 's/^faceoff //p' <<<"$replay")
  if sed -n "${g}p" <<<"$endings" | grep -qi '^{xboard adjudication'; then
    faceoff_board=$(sed -n 's/^previous //p' <<<"$replay")
    # the board XBoard is known to show then: the replay without the last move
    replay=$(tail -n +2 "$file" | sed '$d' | "$tool" "${flags[@]}" "$game" ${start:+"$start"} 2>&1)
    echo "  (XBoard adjudicated game $g: its saved position is the one before the last move)"
  fi
  expected=$(sed -n 's/^xboard //p' <<<"$replay")
  known=$(sed -n 's/^known //p' <<<"$replay")
  # Ice Hockey: XBoard changes a carrier's picture only for the piece that
  # moves, and applies a one-leg move's letter on some ranks only
  # (docs/protocol.md); the highlight shows the puck. So the boards are
  # compared with the carriers' pictures read as plain pieces.
  if [ "$game" = icehockey ]; then
    plain() { tr 'CDEGcdeg' 'BRQKbrqk'; }
    shown=$xboard_board
    xboard_board=$(plain <<<"$xboard_board") faceoff_board=$(plain <<<"$faceoff_board") expected=$(plain <<<"$expected")
    [ "$shown" = "$xboard_board" ] || echo "  (game $g: carriers' pictures read as plain pieces; XBoard shows $shown)"
  fi
  grep -q 'XBoard refuses it' <<<"$known" && echo "  known refusal, game $g: $(grep 'XBoard refuses it' <<<"$known")"
  if [ "$xboard_board" = "$faceoff_board" ]; then
    echo "  board ok, game $g: $faceoff_board${known:+ (known differences that no longer show: $(tr '\n' ';' <<<"$known"))}"
  elif [ -n "$known" ] && [ "$xboard_board" = "$expected" ]; then
    echo "  board: the known difference, game $g: XBoard $xboard_board, faceoff $faceoff_board"
    sed 's/^/    /' <<<"$known"
  else
    echo "FAIL: board check, game $g: XBoard shows $xboard_board, faceoff has $faceoff_board" \
      "(XBoard expected to show $expected${known:+; known: $(tr '\n' ';' <<<"$known")})"
    failed=1
  fi
done <"$positions"
[ "$g" = 0 ] && { echo "FAIL: board check: XBoard saved no position in $positions"; failed=1; }
exit $failed
