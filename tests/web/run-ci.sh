#!/usr/bin/env bash
# CI's web board test: installs Debian's emscripten and chromium if missing
# and playwright-core from web/package-lock.json (npm ci), builds the site
# (web/build.sh; the WebAssembly engine of tests/wasm/run-ci.sh is reused
# when present), plays every game in headless Chromium by clicks
# (tests/web/play.js) and replays what the page downloaded: each PGN with
# faceoff pgn-check, each Card Hockey record with faceoff cardhockey replay.
# Screenshots, PGNs and records stay in build-web/test/ (CI output).
# About 2 minutes with the site built (the games about 1 minute).
# usage: tests/web/run-ci.sh [path/to/native/faceoff]
set -euo pipefail
cd "$(dirname "$0")/../.."
native=${1:-build/faceoff}
if ! bash tools/install-packages.sh emscripten chromium; then
  echo "SKIP: the web board test needs emscripten and chromium"
  exit 0
fi
(cd web && npm ci --silent --no-audit --no-fund)
mkdir -p build-web
# The engine tests/wasm/run-ci.sh built: the same build directory.
[ -f build-wasm/faceoff.js ] && [ ! -e build-web/wasm ] && ln -s ../build-wasm build-web/wasm
bash web/build.sh build-web
out=build-web/test
rm -rf "$out"
node tests/web/play.js build-web/site "$out"   # every game, the refusals and the controls
failed=0
for pgn in "$out"/*.pgn; do
  "$native" pgn-check "$pgn" || failed=$((failed + 1))
done
for record in "$out"/cardhockey-*.txt; do
  echo "$record: $("$native" cardhockey replay "$record" | tail -1)"
  "$native" cardhockey replay "$record" >/dev/null || failed=$((failed + 1))
done
[ "$failed" -eq 0 ] && echo "web check: passed (screenshots in $out)" || { echo "web check: $failed replays failed"; exit 1; }
