#!/usr/bin/env bash
# Speed of the WebAssembly engine against the native one on this machine,
# in one run (a benchmark, not a test: nothing fails on a time): perft of
# every game and `bench`, native, under node and, with --browser, in
# headless Chromium (tests/wasm/browser.js, needs /usr/bin/chromium and
# playwright-core from npm); and how deep a 1-second move gets in each game
# (go movetime 1000 through faceoff_command, as the web board asks).
# Goal (issue 17): wasm perft at least half the native speed; a move at the
# default level within 1 s.
# usage: tests/wasm/bench.sh [--browser] [NATIVE_FACEOFF [WASM_DIR]]
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
browser=false
[ "${1:-}" = --browser ] && { browser=true; shift; }
native=${1:-$root/build/faceoff}
wasm=${2:-$root/build-wasm}
[ -f "$wasm/faceoff.js" ] || "$root/tools/build-wasm.sh" "$wasm" >/dev/null
export NODE_PATH=${NODE_PATH:-/usr/share/nodejs}
node_run() { node --no-experimental-fetch "$root/tests/wasm/run.js" "$wasm" "$@"; }
browser_run() { node "$root/tests/wasm/browser.js" "$wasm" "$@"; }
# The seconds a command line takes, from its own report ("nodes N time S
# nps N" for perft, "nodes N nps N" for bench: nodes / nps).
seconds() { awk '/^nodes/ { for (i = 1; i < NF; i++) { if ($i == "time") t = $(i + 1); if ($i == "nps") nps = $(i + 1);
                                                   if ($i == "nodes") n = $(i + 1) }
                            print (t != "" ? t : n / nps) }' | tail -1; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf("%.2f", (b > 0 ? a / b : 0)) }'; }

printf '%-28s %10s %10s %7s' "what" "native s" "node s" "node/n"
$browser && printf ' %10s %7s' "chromium s" "chr/n"
printf '\n'
while read -r label args; do
  n=$("$native" $args | seconds)
  w=$(node_run main $args | seconds)
  printf '%-28s %10.3f %10.3f %7s' "$label" "$n" "$w" "$(ratio "$w" "$n")"
  if $browser; then
    b=$(browser_run main $args | seconds)
    printf ' %10.3f %7s' "$b" "$(ratio "$b" "$n")"
  fi
  printf '\n'
done <<'RUNS'
perft-chess-6 perft chess 6
perft-hammer-5 perft hammer 5
perft-halfcourt-7 perft halfcourt 7 --start 0
perft-joust-3 perft joust 3
perft-icehockey-3 perft icehockey 3
bench bench
RUNS

# A move of 1 s in each game: the depth reached natively and in wasm, and
# the seconds the go command took in the worker's API under node (the
# engine's start-up, node's and the module's, measured apart).
elapsed() { local start end; start=$(date +%s.%N); "$@" >/dev/null; end=$(date +%s.%N); awk -v a="$start" -v b="$end" 'BEGIN { print b - a }'; }
startup=$(printf 'isready\nquit\n' | elapsed node_run lines)
printf '\nstart-up of node and the module: %.2f s\n' "$startup"
printf '%-12s %14s %14s %12s\n' "game" "native depth" "wasm depth" "wasm s/move"
for game in chess hammer halfcourt joust icehockey; do
  script=$(printf 'setoption name UCI_Variant value %s\nposition startpos\ngo movetime 1000\nquit\n' "$game")
  nd=$(printf '%s\n' "$script" | "$native" web | sed -n 's/^info depth \([0-9]*\) .*/\1/p' | tail -1)
  wd=$(printf '%s\n' "$script" | node_run lines | sed -n 's/^info depth \([0-9]*\) .*/\1/p' | tail -1)
  total=$(printf '%s\n' "$script" | elapsed node_run lines)
  printf '%-12s %14s %14s %12.2f\n' "$game" "$nd" "$wd" "$(awk -v a="$total" -v b="$startup" 'BEGIN { print a - b }')"
done
