#!/usr/bin/env bash
# Builds the web site into build-web/site/ (or DIR): the engine compiled to
# WebAssembly (tools/build-wasm.sh, Debian's emscripten) and the pages of
# web/src/. Serve it with: python3 -m http.server -d build-web/site
# usage: bash web/build.sh [DIR]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-$root/build-web}
"$root/tools/build-wasm.sh" "$out/wasm" >/dev/null
mkdir -p "$out/site"
cp "$root"/web/src/* "$out/site/"
cp "$out/wasm/faceoff.js" "$out/wasm/faceoff.wasm" "$out/site/"
echo "site: $out/site (serve: python3 -m http.server -d $out/site)"
