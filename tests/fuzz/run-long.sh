#!/usr/bin/env bash
# A long fuzzing run: one libFuzzer process per core on one harness, each
# from its own scratch copy of the corpus, for SECONDS. The build is
# UBSan-only by default (FUZZ_SANITIZERS=address,undefined for both; about
# half the inputs a second). At the end it prints each process's and the
# total number of inputs run, replays every input the run found under ASan
# and UBSan, and with --merge adds the ones that reach new coverage to
# tests/fuzz/corpus/HARNESS. Fails on any crash, sanitizer report or hang;
# the input that caused it is kept in build-fuzz-long/artifacts.
# usage: tests/fuzz/run-long.sh SECONDS [protocol|parsers] [--merge]
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:?usage: tests/fuzz/run-long.sh SECONDS [protocol|parsers] [--merge]}
harness=${2:-protocol}
merge=${3:-}
sanitizers=${FUZZ_SANITIZERS:-undefined}
workers=$(nproc)
bash tools/install-packages.sh clang >/dev/null

build_harness() { # build directory, sanitizers
  cmake -S . -B "$1" -DCMAKE_C_COMPILER=clang -DFACEOFF_FUZZ=ON -DFACEOFF_FUZZ_SANITIZERS="$2" \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
  cmake --build "$1" -j "$workers" --target "fuzz_$harness" >/dev/null
}
long=build-fuzz-long
build_harness "$long" "$sanitizers"
build_harness build-fuzz address,undefined
rm -rf "$long/run" && mkdir -p "$long/run" "$long/artifacts"
export ASAN_OPTIONS=quarantine_size_mb=8

pids=()
for ((w = 0; w < workers; w++)); do
  mkdir -p "$long/run/$w"
  cp tests/fuzz/corpus/"$harness"/* "$long/run/$w/"
  "$long/tests/fuzz/fuzz_$harness" -max_total_time="$seconds" -timeout=30 -rss_limit_mb=4096 -seed=$((w + 1)) \
    -print_final_stats=1 -artifact_prefix="$long/artifacts/" "$long/run/$w" >"$long/run/$w.log" 2>&1 &
  pids+=($!)
done
status=0
total=0
for ((w = 0; w < workers; w++)); do
  wait "${pids[$w]}" || status=1
  units=$(sed -n 's/^stat::number_of_executed_units: *//p' "$long/run/$w.log")
  echo "fuzz_$harness ($sanitizers) process $w: ${units:-?} inputs"
  total=$((total + ${units:-0}))
done
echo "fuzz_$harness ($sanitizers): $total inputs in ${seconds}s on $workers cores"
if ((status)); then
  grep -hE 'ERROR|SUMMARY|Test unit written|Base64' "$long/run/"*.log | head -20
  exit 1
fi

# What the run found, replayed once under ASan and UBSan as well.
found=$(mktemp -d)
trap 'rm -rf "$found"' EXIT
for ((w = 0; w < workers; w++)); do cp "$long/run/$w/"* "$found/"; done
replay=$(ls "$found" | wc -l)
if ! build-fuzz/tests/fuzz/fuzz_"$harness" -runs=0 -timeout=30 -artifact_prefix="$long/artifacts/" "$found" \
    >"$long/run/replay.log" 2>&1; then
  grep -hE 'ERROR|SUMMARY|Test unit written' "$long/run/replay.log" | head -20
  exit 1
fi
echo "replayed under address,undefined: $replay inputs of the corpora, no finding"
if [ "$merge" = --merge ]; then
  before=$(ls tests/fuzz/corpus/"$harness" | wc -l)
  "$long/tests/fuzz/fuzz_$harness" -merge=1 tests/fuzz/corpus/"$harness" "$found" >"$long/run/merge.log" 2>&1
  echo "corpus: $before -> $(ls tests/fuzz/corpus/"$harness" | wc -l) inputs"
fi
