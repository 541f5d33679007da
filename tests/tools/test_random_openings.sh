#!/usr/bin/env bash
# tools/random_openings.py: it keeps COUNT distinct openings when the game
# has them, and where it has fewer (chess's 20 first moves) it stops with
# all of them and says so, rather than drawing forever; --start writes
# each line from the given position.
# usage: test_random_openings.sh FACEOFF (exit 77, skipped, without python3)
set -u
command -v python3 >/dev/null || { echo "random_openings: skipped (no python3)"; exit 77; }
export PYTHONDONTWRITEBYTECODE=1
faceoff=$1
root=$(cd "$(dirname "$0")/../.." && pwd)
openings=("python3" "$root/tools/random_openings.py" "$faceoff")
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
first_moves="a2a3 a2a4 b1a3 b1c3 b2b3 b2b4 c2c3 c2c4 d2d3 d2d4 e2e3 e2e4 f2f3 f2f4 g1f3 g1h3 g2g3 g2g4 h2h3 h2h4"

"${openings[@]}" chess 25 --plies 1 --depth 1 --margin 100000 > "$dir/all" 2> "$dir/err" || fail "exited $?: $(cat "$dir/err")"
[ "$(sort "$dir/all" | tr '\n' ' ')" = "$first_moves " ] || fail "not the 20 first moves once each: $(tr '\n' ' ' < "$dir/all")"
grep -q "only 20 of 25 openings" "$dir/err" || fail "no word of the shortfall: $(cat "$dir/err")"

"${openings[@]}" chess 5 --plies 1 --depth 1 --margin 100000 --seed 7 > "$dir/five" 2> "$dir/err" || fail "exited $?"
[ "$(sort -u "$dir/five" | wc -l)" -eq 5 ] && [ "$(wc -l < "$dir/five")" -eq 5 ] || fail "not 5 distinct: $(cat "$dir/five")"
[ ! -s "$dir/err" ] || fail "a shortfall reported where there was none: $(cat "$dir/err")"

start="bqrnk/ppppp/5/PPPPP/BRQNK w Bc - 0 1"
"${openings[@]}" halfcourt 3 --plies 2 --depth 1 --margin 100000 --start "$start" > "$dir/hc" 2> "$dir/err" || fail "exited $?"
[ "$(grep -c "^$start moves [a-e][1-5][a-e][1-5] [a-e][1-5][a-e][1-5]$" "$dir/hc")" -eq 3 ] || fail "--start lines: $(cat "$dir/hc")"
echo "random_openings: passed"
