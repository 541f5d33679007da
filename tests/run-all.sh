#!/usr/bin/env bash
# Builds faceoff and runs every test: the unit tests (ctest) and the deep
# perft checks. With --sanitize, builds with ASan and UBSan (and the magic
# slider path instead of PEXT) in a separate build directory. With
# --portable, builds the portable build (docs/builds.md) and runs every
# test twice: sliders by magics (FACEOFF_PEXT=0), then by PEXT
# (FACEOFF_PEXT=1; magics again on a CPU without BMI2). With --tuning,
# builds the tuning build (FACEOFF_TUNING: the search's parameters as
# engine options) and runs only its own tests (ctest label "tuning").
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/install-deps.sh
build=build
flags=(-DCMAKE_BUILD_TYPE=Release)
pext_settings=("${FACEOFF_PEXT:-}")
ctest_flags=() deep_perft=1
case "${1:-}" in
--sanitize)
  build=build-sanitize
  flags=(-DCMAKE_BUILD_TYPE=RelWithDebInfo -DFACEOFF_SANITIZE=ON -DFACEOFF_NO_PEXT=ON) ;;
--portable)
  build=build-portable
  flags=(-DCMAKE_BUILD_TYPE=Release -DFACEOFF_NATIVE=OFF)
  pext_settings=(0 1) ;;
--tuning)
  build=build-tuning
  flags=(-DCMAKE_BUILD_TYPE=Release -DFACEOFF_TUNING=ON)
  ctest_flags=(-L tuning) deep_perft=0 ;;
esac
cmake -S . -B "$build" "${flags[@]}" >/dev/null
cmake --build "$build" -j "$(nproc)"
for pext in "${pext_settings[@]}"; do
  export FACEOFF_PEXT=$pext
  [ -z "$pext" ] || "$build/faceoff" --version | sed -n 2p
  ctest --test-dir "$build" --output-on-failure -j "$(nproc)" "${ctest_flags[@]}"
  [ $deep_perft = 0 ] || bash tests/perft-deep.sh "$build/faceoff"
done
