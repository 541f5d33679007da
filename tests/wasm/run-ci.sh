#!/usr/bin/env bash
# CI's WebAssembly check: installs Debian's emscripten if missing, builds
# faceoff.js and faceoff.wasm into build-wasm/ and runs tests/wasm/check.sh
# against build/faceoff. About 2-3 minutes with the install on a 2-core
# machine (build 50 s, check 10 s).
# usage: tests/wasm/run-ci.sh [path/to/native/faceoff]
set -euo pipefail
cd "$(dirname "$0")/../.."
if ! bash tools/install-packages.sh emscripten; then
  echo "SKIP: the WebAssembly check needs emscripten"
  exit 0
fi
tools/build-wasm.sh build-wasm
bash tests/wasm/check.sh "${1:-build/faceoff}" build-wasm
