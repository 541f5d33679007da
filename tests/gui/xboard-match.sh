#!/usr/bin/env bash
# Plays faceoff in a real XBoard 4.9 under Xvfb and checks that every game
# ended with a proper result: no forfeit, no illegal move, no false claim,
# and that XBoard's final board is faceoff's final position (or differs
# from it only as docs/protocol.md says it must: xboard-board-check.sh;
# there, too, the one illegal-move ending allowed: XBoard refusing a move
# of a piece its own board lost to Hammer's sideways-step error).
# Saves the PGN, XBoard's final positions, its debug log and a screenshot
# of the board. The first engine must be faceoff; xboard_board is looked
# for next to it (build/tests/xboard_board).
#
# usage: tests/gui/xboard-match.sh FACEOFF GAME GAMES LIMIT OUTDIR [OPPONENT]
#   GAME      normal (chess), hammer, halfcourt, icehockey or joust
#   GAMES     how many games (colours alternate)
#   LIMIT     each side's clock per game in seconds, or dN: depth N a move
#             (with a 5-minute clock, so a loaded machine cannot forfeit)
#   OPPONENT  the second engine's command (default: faceoff again)
# Hammer is played with XBoard's legality testing on (XBoard checks every
# move against the piece lines faceoff sends; XBOARD_LEGALITY=false turns it
# off) and -materialDraws false; Half-Court, Ice Hockey and
# Joust with it off (XBoard knows neither Half-Court castling nor Ice
# Hockey's or Joust's moves; see docs/protocol.md). An Ice Hockey game ends for XBoard where
# it cannot follow the game (a faceoff, a turn it cannot show): faceoff
# then stops it with the score, a normal ending here.
set -uo pipefail
faceoff=$(realpath "$1") game=$2 games=$3 limit=$4 out=$5 opponent=${6:-$faceoff}
board_tool=$(dirname "$faceoff")/tests/xboard_board
# A game at a fixed depth may wander: chess at depth 3 against Fairy-Max has
# run past 220 moves (a queen checking a bare king that it cannot mate in
# three plies); XBoard calls such a game drawn at move 300. The wait for a
# game outlasts a silent engine's clock (at most two 5-minute periods), so
# an engine that falls silent loses on time by XBoard's own flag: Fairy-Max
# once never answered its first "go" (CI, 2026-12-04), and the run must fail
# only when the silent engine is faceoff.
if [[ $limit == d* ]]; then
  clock="-tc 5:00 -searchDepth ${limit#d} -adjudicateDrawMoves 300" per_game=660
else
  seconds=$limit clock="-tc 0:$seconds -inc 0" per_game=$((2 * seconds + 30))
fi
mkdir -p "$out"
out=$(realpath "$out")
xboard=$(command -v xboard || echo /usr/games/xboard)
for tool in xvfb-run "$xboard" import "$board_tool"; do
  command -v "$tool" >/dev/null || { echo "SKIP: $tool is not installed (bash tools/install-packages.sh xboard xvfb)"; exit 77; }
done
legality=true
[[ $game == halfcourt || $game == icehockey || $game == joust ]] && legality=false
legality=${XBOARD_LEGALITY:-$legality}
# The Hammer bishop mates with its king alone: XBoard must not adjudicate
# K+B vs K (Debian's xboard.conf sets -materialDraws true).
material=""
[ "$game" = hammer ] && material="-materialDraws false"
# Nothing repeats in Ice Hockey (the turn counter moves on): XBoard must not
# adjudicate a repetition draw on the pieces alone.
repeats=""
[ "$game" = icehockey ] && repeats="-repeatsToDraw 0"
# Joust: faceoff's pictures with the pips of every orientation (tools/).
pictures=""
if [ "$game" = joust ]; then
  bash "$(dirname "$(realpath "$0")")/../../tools/xboard-joust-pieces.sh" "$out/joust-pieces" >/dev/null
  pictures="-pieceImageDirectory $out/joust-pieces"
fi
# XBOARD_FIRST_OPTIONS: option settings for the first engine ("name=value,...").
first_options=${XBOARD_FIRST_OPTIONS:+-firstOptions \"$XBOARD_FIRST_OPTIONS\"}
# XBOARD_ENGINE_PREFIX: a command both engines are started through (e.g.
# scripted-engine.sh with its script).
prefix=${XBOARD_ENGINE_PREFIX:+$XBOARD_ENGINE_PREFIX }
pgn=$out/$game.pgn shot=$out/$game.png debug=$out/$game.debug positions=$out/$game.fen
rm -f "$pgn" "$shot" "$debug" "$positions"
echo "xboard: $games $game game(s), limit $limit, legality testing $legality"

# Inside the X session: XBoard in the background, a screenshot every few
# seconds while it runs (the last one shows the final position). XBoard
# reads ~/.xboardrc and saves its settings there on exit: this run neither
# takes the piece images another run left there (options given later on
# the line may still set them) nor saves its own.
cat >"$out/session.sh" <<SESSION
#!/usr/bin/env bash
"$xboard" -pieceImageDirectory "" -saveSettingsOnExit false \\
  -fcp "$prefix$faceoff" -fd "$out" -scp "$prefix$opponent" -sd "$out" -variant $game \\
  -matchMode true -matchGames $games $clock -testLegality $legality \\
  -saveGameFile "$pgn" -savePositionFile "$positions" -debugMode true -nameOfDebugFile "$debug" -popupExitMessage false \\
  -autoCallFlag true -boardSize medium -soundMove "" $repeats $material $pictures $first_options &
xb=\$!
while kill -0 \$xb 2>/dev/null; do
  # keep the last frame that shows something (not the blank screen of a
  # window being closed)
  import -window root "$out/next-$game.png" 2>/dev/null &&
    [ "\$(convert "$out/next-$game.png" -format '%[fx:standard_deviation>0.01]' info: 2>/dev/null)" = 1 ] &&
    mv "$out/next-$game.png" "$shot"
  sleep 0.5
done
wait \$xb
SESSION
wall=$((games * per_game + 60))
timeout "$wall" xvfb-run -a -s "-screen 0 1024x768x24" bash "$out/session.sh" >"$out/$game.log" 2>&1
status=$?
if [ $status = 124 ]; then
  # Where it stood: the last lines XBoard and the engines exchanged.
  echo "FAIL: XBoard did not finish within ${wall}s; the last messages of its debug log:"
  grep -E '^[0-9]+ [<>]' "$debug" 2>/dev/null | tail -n 20 | sed 's/^/  /'
  exit 1
fi

# Each game's ending, with who lost on time (only the other engine may).
endings=$(awk '
  /^\[White "/ { white = $0 }
  /^\[Black "/ { black = $0 }
  match($0, /\{[^}]*\} (1-0|0-1|1\/2-1\/2|\*)$/) {
    ending = substr($0, RSTART)
    loser = ending ~ /^\{White wins on time/ ? black : ending ~ /^\{Black wins on time/ ? white : ""
    if (ending ~ /on time/ && loser !~ /faceoff/) ending = ending " (the other engine)"
    print ending
  }' "$pgn" 2>/dev/null)
played=$(grep -c '^\[Result "' "$pgn" 2>/dev/null || echo 0)
echo "$endings" | sed 's/^/  /'
check=$(XBOARD_LEGALITY=$legality bash "$(dirname "$(realpath "$0")")/xboard-board-check.sh" "$board_tool" "$game" "$debug" "$positions" "$pgn")
check_status=$?
# A game XBoard ended by refusing a move of a piece its own board lost (a
# known XBoard error, docs/protocol.md) ends in an illegal-move forfeit.
refused=" $(sed -n 's/^  known refusal, game \([0-9]*\):.*/\1/p' <<<"$check" | tr '\n' ' ')"
bad=$(awk -v refused="$refused" 'index(refused, " " NR " ") == 0 || !/[Ii]llegal/' <<<"$endings" |
  grep -iE 'forfeit|illegal|false|disconnect|crash|exited|\*$'; grep 'on time' <<<"$endings" | grep -v 'the other engine')
if [ "$played" != "$games" ] || [ -n "$bad" ] || [ ! -s "$shot" ]; then
  echo "FAIL: $played of $games games, bad endings: ${bad:-none}, screenshot: $( [ -s "$shot" ] && echo yes || echo no)"
  exit 1
fi
echo "$check"
[ $check_status = 0 ] || exit 1
echo "ok: $played games, PGN $pgn, screenshot $shot"
