#!/usr/bin/env bash
# Release packages, one command: builds the portable Linux executable and
# the Windows one (cross-compiled, cmake/mingw-w64-x86_64.cmake) and writes
#   dist/faceoff-VERSION-linux-x86-64.tar.gz
#   dist/faceoff-VERSION-windows-x86-64.zip
# each holding the executable, README.md, LICENSE, docs/ (docs/builds.md
# has the WinBoard and XBoard engine lines for every game) and the Joust
# piece pictures (joust-pieces/, tools/xboard-joust-pieces.sh).
# usage: tools/package.sh [output directory]
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(mkdir -p "${1:-dist}" && cd "${1:-dist}" && pwd)
version=$(sed -n 's/^project(faceoff VERSION \([0-9.]*\).*/\1/p' CMakeLists.txt)
bash tools/install-deps.sh
bash tools/install-packages.sh gcc-mingw-w64-x86-64 zip

build() { # directory, cmake settings...
  local dir=$1
  shift
  cmake -S . -B "$dir" --no-warn-unused-cli -DCMAKE_BUILD_TYPE=Release "$@" >/dev/null
  cmake --build "$dir" -j "$(nproc)" --target faceoff >/dev/null
}
build build-release-linux -DFACEOFF_NATIVE=OFF
build build-release-windows -DCMAKE_TOOLCHAIN_FILE=cmake/mingw-w64-x86_64.cmake

stage() { # package name, executable
  local dir=$out/$1
  rm -rf "$dir"
  mkdir -p "$dir"
  cp "$2" README.md LICENSE "$dir/"
  cp -r docs "$dir/docs"
  bash tools/xboard-joust-pieces.sh "$dir/joust-pieces" >/dev/null
}

linux=faceoff-$version-linux-x86-64
stage "$linux" build-release-linux/faceoff
tar -C "$out" --sort=name --owner=0 --group=0 --numeric-owner -czf "$out/$linux.tar.gz" "$linux"
windows=faceoff-$version-windows-x86-64
stage "$windows" build-release-windows/faceoff.exe
rm -f "$out/$windows.zip"
(cd "$out" && zip -qrX "$windows.zip" "$windows")
rm -rf "${out:?}/$linux" "${out:?}/$windows"
ls -l "$out/$linux.tar.gz" "$out/$windows.zip"
