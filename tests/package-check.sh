#!/usr/bin/env bash
# The release packages (tools/package.sh): each holds its executable,
# README, LICENSE, docs with the WinBoard lines and the 48 Joust pictures,
# under one folder named as the package; the Linux executable unpacked from
# its tarball is the portable build and plays.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
bash tools/package.sh "$work" >/dev/null
version=$(sed -n 's/^project(faceoff VERSION \([0-9.]*\).*/\1/p' CMakeLists.txt)
failed=0

holds() { # package, listing, executable
  local name=$1 listing=$2 file
  for file in "$3" README.md LICENSE docs/builds.md docs/protocol.md; do
    grep -qx "$name/$file" <<<"$listing" || { echo "FAIL: $name lacks $file"; failed=$((failed + 1)); }
  done
  local pictures
  pictures=$(grep -c "^$name/joust-pieces/.*\.svg$" <<<"$listing" || true)
  [ "$pictures" = 48 ] || { echo "FAIL: $name has $pictures Joust pictures, not 48"; failed=$((failed + 1)); }
  if grep -v -e "^$name/" -e "^$name$" <<<"$listing" | grep -q .; then
    echo "FAIL: $name has files outside its folder"
    failed=$((failed + 1))
  fi
}

linux=faceoff-$version-linux-x86-64 windows=faceoff-$version-windows-x86-64
holds "$linux" "$(tar tzf "$work/$linux.tar.gz" | sed 's|/$||')" faceoff
holds "$windows" "$(unzip -Z1 "$work/$windows.zip" | sed 's|/$||')" faceoff.exe
grep -q '/variant=joust /testLegality=false' docs/builds.md || { echo "FAIL: no WinBoard line for Joust"; failed=$((failed + 1)); }
tar -C "$work" -xzf "$work/$linux.tar.gz"
"$work/$linux/faceoff" --version | grep -q '^CPU target: portable' || { echo "FAIL: $linux/faceoff is not portable"; failed=$((failed + 1)); }
"$work/$linux/faceoff" perft chess 4 | grep -q '^nodes 197281 ' || { echo "FAIL: $linux/faceoff perft"; failed=$((failed + 1)); }
echo "packages: $failed failures"
[ "$failed" -eq 0 ]
