#!/usr/bin/env bash
# The Windows build under Wine: cross-compiles faceoff.exe with MinGW-w64
# and checks that it stands alone (no DLL beside it), perft of every board
# game against the frozen counts (tests/perft-deep.sh), the bench signature,
# every UCI, XBoard and Card Hockey transcript, a Card Hockey game and its
# replay (the same record as the Linux build's, if one is given), and
# matches between two faceoff.exe over both protocols, one with an engine
# that hangs (hang-engine.bat) and must lose by forfeit and be killed.
# usage: tests/windows/run-wine.sh [build directory] [Linux faceoff]
set -euo pipefail
cd "$(dirname "$0")/../.."
build=${1:-build-win}
linux=${2:-}
bash tools/install-packages.sh gcc-mingw-w64-x86-64 wine wine64
cmake -S . -B "$build" --no-warn-unused-cli -DCMAKE_TOOLCHAIN_FILE=cmake/mingw-w64-x86_64.cmake -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$build" -j "$(nproc)"
exe=$build/faceoff.exe
# Headless, in a prefix of its own (made on the first start, ~20 s).
export WINEDEBUG=-all WINEPREFIX="$PWD/$build/wineprefix" FACEOFF_RUN=wine
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0 passed=0

check() { # description, status, output, pattern...
  local what=$1 status=$2 out=$3 pattern
  shift 3
  for pattern in "$@"; do
    if [ "$status" != 0 ] || ! grep -qE -- "$pattern" <<<"$out"; then
      echo "FAIL: $what: status $status, no match for '$pattern' in:"
      tail -n 8 <<<"$out"
      failed=$((failed + 1))
      return
    fi
  done
  echo "ok    $what"
  passed=$((passed + 1))
}

run() { # description, patterns (';'-separated), faceoff arguments...
  local what=$1 patterns=$2 out status
  shift 2
  out=$(wine "$exe" "$@" 2>&1 | tr -d '\r') && status=0 || status=$?
  IFS=';' read -ra list <<<"$patterns"
  check "$what" "$status" "$out" "${list[@]}"
}

# Only Windows' own DLLs: the C runtime and threads are linked in.
dlls=$(x86_64-w64-mingw32-objdump -p "$exe" | sed -n 's/^\s*DLL Name: //p' | tr '\n' ' ')
check "faceoff.exe needs no DLL of its own ($dlls)" 0 "$dlls" '^(((KERNEL32|msvcrt|ADVAPI32|USER32)\.dll) )+$'
run "--version" "^faceoff [0-9.]+$;^CPU target: portable " --version

out=$(bash tests/perft-deep.sh "$exe" 2>&1) && status=0 || status=$?
check "perft of every board game (tests/perft-deep.sh)" "$status" "$out" " 0 failed$"
run "bench signature" "^$(grep '^nodes' tests/bench-signature.txt) nps" bench

for script in tests/protocol/uci/*.txt tests/protocol/xboard/*.txt tests/protocol/cardhockey/*.txt; do
  out=$(bash tests/protocol/transcript.sh "$exe" "$script" 2>&1) && status=0 || status=$?
  check "transcript $(basename "$script")" "$status" "$out" "checks passed"
done

# The record as Windows writes it (CRLF), replayed as it is.
wine "$exe" cardhockey play --seed 7 --a strong --b seed-heuristic >"$work/cards.txt"
run "Card Hockey game replayed" "^ok: " cardhockey replay "$work/cards.txt"
if [ -n "$linux" ]; then
  out=$("$linux" cardhockey play --seed 7 --a strong --b seed-heuristic | diff - <(tr -d '\r' <"$work/cards.txt") 2>&1) &&
    status=0 || status=$?
  check "Card Hockey record the same as the Linux build's" "$status" "$out" ""
fi

run "match: UCI against XBoard" "Match finished after 2 of 2 games;Finished game 2 \(faceoff.exe-2 vs faceoff.exe\)" \
  match --game chess --engine proto=uci --engine proto=xboard --depth 2 --maxmoves 80 --pgn "$work/games.pgn"
run "match: its PGN replays" "2 games replayed, all legal" pgn-check "$work/games.pgn"
run "match: a hung engine loses on time and is killed" \
  "Match finished after 2 of 2 games;White loses on time;Black loses on time;Score of hang vs faceoff.exe: 0 - 2 - 0" \
  match --game chess --engine cmd='cmd /c tests\windows\hang-engine.bat' name=hang --engine proto=xboard --tc 1+0.1
left=$(pgrep -af 'hang-engine[.]bat' || true)
check "match: the hung engine is gone${left:+ (left: $left)}" 0 "$left" '^$'
run "match: Card Hockey" "Match finished after 2 of 2 games" \
  match --game cardhockey --engine --engine option.player=seed-heuristic --games 2 --pgn "$work/cards-match.txt"
run "match: its card record replays" "^ok: " cardhockey replay "$work/cards-match.txt"

echo "wine: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
