#!/usr/bin/env bash
# Checks the WebAssembly engine under node against the native one: perft
# counts of every game, the bench signature (tests/bench-signature.txt),
# and a UCI session (tests/wasm/commands.txt: the commands for boards,
# searches, Card Hockey's table) through faceoff_command, whose output must
# equal `faceoff web`'s line for line but for nps and time. Timings are not
# checked (tests/wasm/bench.sh measures them).
# usage: tests/wasm/check.sh [NATIVE_FACEOFF [WASM_DIR]]
#   (defaults: build/faceoff; build-wasm/, built by tools/build-wasm.sh if missing)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
native=${1:-$root/build/faceoff}
wasm=${2:-$root/build-wasm}
[ -f "$wasm/faceoff.js" ] || "$root/tools/build-wasm.sh" "$wasm" >/dev/null
export NODE_PATH=${NODE_PATH:-/usr/share/nodejs}
run_wasm() { node --no-experimental-fetch "$root/tests/wasm/run.js" "$wasm" "$@"; }
failed=0
fail() { echo "FAIL: $*"; failed=$((failed + 1)); }

# Perft: the node counts, in every game, from the start and a later position.
# (a FEN's spaces are written '_' in the list)
while read -r game depth option value; do
  args=()
  [ -n "${option:-}" ] && args=("$option" "${value//_/ }")
  want=$("$native" perft "$game" "$depth" "${args[@]}" | sed -n 's/^nodes \([0-9]*\).*/\1/p')
  got=$(run_wasm main perft "$game" "$depth" "${args[@]}" | sed -n 's/^nodes \([0-9]*\).*/\1/p')
  [ -n "$want" ] && [ "$want" = "$got" ] || fail "perft $game $depth ${args[*]}: native $want, wasm ${got:-nothing}"
  echo "perft $game $depth ${args[*]}: $got"
done <<'PERFT'
chess 5
chess 4 --fen r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R_w_KQkq_-_0_1
hammer 4
halfcourt 6 --start 0
joust 3
icehockey 2
PERFT

# The bench signature.
signature=$(cat "$root/tests/bench-signature.txt")
got=$(run_wasm main bench | tail -1 | sed 's/ nps.*//')
[ "$got" = "$signature" ] || fail "bench: wasm '$got', signature '$signature'"
echo "bench: $got"

# A UCI session, the same through faceoff_command as natively.
strip() { grep -v '^option name' | sed -E 's/ nps [0-9]+//; s/ time [0-9]+//'; }
"$native" web < "$root/tests/wasm/commands.txt" | strip > "${TMPDIR:-/tmp}/wasm-check-native.txt"
run_wasm lines < "$root/tests/wasm/commands.txt" | strip > "${TMPDIR:-/tmp}/wasm-check-wasm.txt"
if diff "${TMPDIR:-/tmp}/wasm-check-native.txt" "${TMPDIR:-/tmp}/wasm-check-wasm.txt" > "${TMPDIR:-/tmp}/wasm-check.diff"; then
  echo "uci session: $(wc -l < "${TMPDIR:-/tmp}/wasm-check-wasm.txt") lines, as native"
else
  fail "uci session differs from native (${TMPDIR:-/tmp}/wasm-check.diff)"
  head -20 "${TMPDIR:-/tmp}/wasm-check.diff"
fi
for want in '^Game: chess$' '^legalmoves 29$' '^bestmove ' '^Nodes searched: ' 'info string error: position refused' \
            'info string error: go refused: this engine runs each command' '^Puck: ' '^info string table deal 1$' \
            '^Hand: '; do
  grep -q -- "$want" "${TMPDIR:-/tmp}/wasm-check-wasm.txt" || fail "uci session: no line matching '$want'"
done

[ "$failed" -eq 0 ] && echo "wasm check: passed" || { echo "wasm check: $failed failures"; exit 1; }
