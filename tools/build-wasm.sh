#!/usr/bin/env bash
# Builds the WebAssembly engine, faceoff.js and faceoff.wasm, with Debian's
# Emscripten (apt-get install -y emscripten) into build-wasm/ or DIR.
# usage: tools/build-wasm.sh [DIR]
set -euo pipefail
src=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-$src/build-wasm}
command -v emcmake >/dev/null || { echo "build-wasm: emcmake not found (apt-get install -y emscripten)" >&2; exit 2; }
# Debian's Emscripten finds its node modules (acorn) only so.
export NODE_PATH=${NODE_PATH:-/usr/share/nodejs}
emcmake cmake -S "$src" -B "$out" -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$out" -j2 --target faceoff
ls -l "$out/faceoff.js" "$out/faceoff.wasm"
