#!/usr/bin/env bash
# Plays faceoff in a real XBoard 4.9 under Xvfb and checks that every game
# ended with a proper result: no forfeit, no illegal move, no false claim.
# Saves the PGN, XBoard's debug log and a screenshot of the board.
#
# usage: tests/gui/xboard-match.sh FACEOFF GAME GAMES SECONDS OUTDIR [OPPONENT]
#   GAME      normal (chess), hammer or halfcourt
#   GAMES     how many games (colours alternate)
#   SECONDS   each side's clock per game
#   OPPONENT  the second engine's command (default: faceoff again)
# Hammer is played with XBoard's legality testing on (XBoard checks every
# move against the piece lines faceoff sends); Half-Court with it off
# (XBoard cannot check Half-Court castling; see docs/protocol.md).
set -uo pipefail
faceoff=$(realpath "$1") game=$2 games=$3 seconds=$4 out=$5 opponent=${6:-$faceoff}
mkdir -p "$out"
out=$(realpath "$out")
xboard=$(command -v xboard || echo /usr/games/xboard)
for tool in xvfb-run "$xboard" import; do
  command -v "$tool" >/dev/null || { echo "SKIP: $tool is not installed (tools/install-gui-deps.sh)"; exit 77; }
done
legality=true
[ "$game" = halfcourt ] && legality=false
pgn=$out/$game.pgn shot=$out/$game.png debug=$out/$game.debug
rm -f "$pgn" "$shot" "$debug"
echo "xboard: $games $game game(s), ${seconds}s a side, legality testing $legality"

# Inside the X session: XBoard in the background, a screenshot every few
# seconds while it runs (the last one shows the final position).
cat >"$out/session.sh" <<SESSION
#!/usr/bin/env bash
"$xboard" -fcp "$faceoff" -fd "$out" -scp "$opponent" -sd "$out" -variant $game \\
  -matchMode true -matchGames $games -tc 0:$seconds -inc 0 -testLegality $legality \\
  -saveGameFile "$pgn" -debugMode true -nameOfDebugFile "$debug" -popupExitMessage false \\
  -autoCallFlag true -boardSize medium &
xb=\$!
while kill -0 \$xb 2>/dev/null; do
  import -window root "$shot.new" 2>/dev/null && mv "$shot.new" "$shot"
  sleep 2
done
wait \$xb
SESSION
limit=$((games * (2 * seconds + 30) + 60))
timeout "$limit" xvfb-run -a -s "-screen 0 1024x768x24" bash "$out/session.sh" >"$out/$game.log" 2>&1
status=$?
[ $status = 124 ] && { echo "FAIL: XBoard did not finish within ${limit}s"; exit 1; }

played=$(grep -c '^\[Result "' "$pgn" 2>/dev/null || echo 0)
results=$(grep -oE '\{[^}]*\} (1-0|0-1|1/2-1/2|\*)$' "$pgn" 2>/dev/null)
echo "$results" | sed 's/^/  /'
bad=$(grep -iE 'forfeit|illegal|false|disconnect|crash|exited|time|\*$' <<<"$results")
if [ "$played" != "$games" ] || [ -n "$bad" ] || [ ! -s "$shot" ]; then
  echo "FAIL: $played of $games games, bad endings: ${bad:-none}, screenshot: $( [ -s "$shot" ] && echo yes || echo no)"
  exit 1
fi
echo "ok: $played games, PGN $pgn, screenshot $shot"
