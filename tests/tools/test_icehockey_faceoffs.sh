#!/usr/bin/env bash
# tools/icehockey_faceoffs.py over a short Ice Hockey match of its own
# (fixed nodes, three random openings, each with both colours): it reads
# every game back, counts as many goals as the record has launches into a
# net, and each row's outcomes add up to its faceoffs, of which every game
# has at least two (the starts of periods 2 and 3).
# usage: test_icehockey_faceoffs.sh FACEOFF (exit 77, skipped, without python3)
set -u
command -v python3 >/dev/null || { echo "icehockey_faceoffs: skipped (no python3)"; exit 77; }
export PYTHONDONTWRITEBYTECODE=1
faceoff=$1
root=$(cd "$(dirname "$0")/../.." && pwd)
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
games=6

python3 "$root/tools/random_openings.py" "$faceoff" icehockey 3 --plies 2 --depth 1 --seed 5 > "$dir/openings" ||
  fail "no openings"
"$faceoff" match --game icehockey --engine name=a --engine name=b --nodes 1000 --games $games \
  --openings file="$dir/openings" --pgn "$dir/games.pgn" > "$dir/match" 2>&1 || fail "match: $(tail -3 "$dir/match")"
python3 "$root/tools/icehockey_faceoffs.py" "$faceoff" "$dir/games.pgn" > "$dir/out" 2> "$dir/err" ||
  fail "exited $?: $(cat "$dir/err")"

launches=$(grep -o '~[de][09]' "$dir/games.pgn" | wc -l)
[ "$launches" -gt 0 ] || fail "no goal in the games: nothing to check"
goals=$(awk '/^plies from a faceoff/ {on = 1; next} on && NF == 3 {sum += $2} END {print sum + 0}' "$dir/out")
[ "$goals" -eq "$launches" ] || fail "$goals goals read, $launches launches into a net: $(cat "$dir/out")"
awk -F'|' -v games=$games '
  /^\| (a|b) / { rows++; faceoffs += $5; if ($5 != $6 + $7 + $8) bad = bad $0 "\n" }
  END { if (rows == 0 || bad != "" || faceoffs < 2 * games) { printf "rows %d, faceoffs %d\n%s", rows, faceoffs, bad; exit 1 } }
' "$dir/out" || fail "the table: $(cat "$dir/out")"
echo "icehockey_faceoffs: passed"
