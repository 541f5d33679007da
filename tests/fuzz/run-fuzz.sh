#!/usr/bin/env bash
# Builds the libFuzzer harnesses with clang (ASan + UBSan) and runs each for
# SECONDS from the corpus in tests/fuzz/corpus (new inputs go to a scratch
# copy, not into the repository). Fails on any crash, leak or hang.
# usage: tests/fuzz/run-fuzz.sh [SECONDS]   (default 60)
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-60}
if ! bash tools/install-packages.sh clang; then
  echo "SKIP: fuzzing needs clang"
  exit 0
fi
build=build-fuzz
cmake -S . -B "$build" -DCMAKE_C_COMPILER=clang -DFACEOFF_FUZZ=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build "$build" -j 2 >/dev/null
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
status=0
for harness in protocol parsers; do
  mkdir -p "$scratch/$harness"
  cp tests/fuzz/corpus/"$harness"/* "$scratch/$harness/"
  echo "fuzz_$harness: ${seconds}s"
  if ! ASAN_OPTIONS=quarantine_size_mb=8 "$build/tests/fuzz/fuzz_$harness" -max_total_time="$seconds" \
      -timeout=30 -rss_limit_mb=4096 -print_final_stats=1 -artifact_prefix="$scratch/" \
      "$scratch/$harness" >"$scratch/$harness.log" 2>&1; then
    status=1
    grep -E 'ERROR|SUMMARY|Test unit written|Base64' "$scratch/$harness.log" | head -20
  fi
  grep -E 'stat::number_of_executed_units' "$scratch/$harness.log" | sed "s/^/  /"
done
exit $status
