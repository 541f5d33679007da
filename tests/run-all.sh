#!/usr/bin/env bash
# Builds faceoff and runs every test: the unit tests (ctest) and the deep
# perft checks. With --sanitize, builds with ASan and UBSan (and the magic
# slider path instead of PEXT) in a separate build directory.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/install-deps.sh
build=build
flags=(-DCMAKE_BUILD_TYPE=Release)
if [ "${1:-}" = "--sanitize" ]; then
  build=build-sanitize
  flags=(-DCMAKE_BUILD_TYPE=RelWithDebInfo -DFACEOFF_SANITIZE=ON -DFACEOFF_NO_PEXT=ON)
fi
cmake -S . -B "$build" "${flags[@]}" >/dev/null
cmake --build "$build" -j "$(nproc)"
ctest --test-dir "$build" --output-on-failure -j "$(nproc)"
bash tests/perft-deep.sh "$build/faceoff"
