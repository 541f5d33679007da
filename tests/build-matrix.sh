#!/usr/bin/env bash
# Builds faceoff in every supported configuration and fails on any warning:
# each build type (Debug, Release, RelWithDebInfo, MinSizeRel), tuned for
# this machine (FACEOFF_NATIVE=ON) and portable (OFF), with GCC and Clang,
# and the Windows build with MinGW-w64 ("mingw": portable only, no unit
# tests; tests/windows/run-wine.sh runs it).
# The build flags hold -Werror, so a warning stops its build; the log is also
# searched for warnings that -Werror does not cover (linker, CMake).
#
# usage: tests/build-matrix.sh [--test] [--jobs N] [--keep-going]
#   --test        also run the unit tests (ctest) of each build
#   --keep-going  build every combination even after one fails
# The combinations can be narrowed by the environment, e.g.
#   COMPILERS=gcc TYPES=Debug NATIVE=OFF bash tests/build-matrix.sh --test
# (CI's extra build). Builds go to build-matrix/<compiler>-<type>-native-<on|off>;
# each log is kept there as build.log. The whole matrix is 20 builds, a
# minute or two each on 2 idle cores.
set -euo pipefail
cd "$(dirname "$0")/.."
run_tests=0 keep_going=0 jobs=$(nproc)
while [ $# -gt 0 ]; do
  case "$1" in
    --test) run_tests=1 ;;
    --keep-going) keep_going=1 ;;
    --jobs) jobs=$2; shift ;;
    *) echo "usage: $0 [--test] [--jobs N] [--keep-going]" >&2; exit 2 ;;
  esac
  shift
done
compilers=${COMPILERS:-gcc clang mingw}
types=${TYPES:-Debug Release RelWithDebInfo MinSizeRel}
natives=${NATIVE:-ON OFF}
bash tools/install-deps.sh
# shellcheck disable=SC2086
for compiler in $compilers; do
  case $compiler in
  mingw) command -v x86_64-w64-mingw32-gcc >/dev/null || bash tools/install-packages.sh gcc-mingw-w64-x86-64 ;;
  *) command -v "$compiler" >/dev/null || bash tools/install-packages.sh "$compiler" ;;
  esac
done

failed=()
for compiler in $compilers; do
  for type in $types; do
    for native in $natives; do
      settings=(-DCMAKE_BUILD_TYPE="$type" -DFACEOFF_NATIVE="$native")
      cc=$compiler
      if [ "$compiler" = mingw ]; then
        [ "$native" = OFF ] || continue
        settings+=(-DCMAKE_TOOLCHAIN_FILE=cmake/mingw-w64-x86_64.cmake)
        cc=x86_64-w64-mingw32-gcc
      fi
      name="$compiler-$type-native-${native,,}"
      dir="build-matrix/$name"
      mkdir -p "$dir"
      log="$dir/build.log"
      ok=1
      {
        CC=$cc cmake -S . -B "$dir" --no-warn-unused-cli "${settings[@]}" &&
          cmake --build "$dir" -j "$jobs"
      } >"$log" 2>&1 || ok=0
      if [ $ok = 1 ] && grep -qi "warning" "$log"; then
        ok=0
      fi
      if [ $ok = 1 ] && [ $run_tests = 1 ] && [ "$compiler" != mingw ]; then
        ctest --test-dir "$dir" --output-on-failure -j "$jobs" >>"$log" 2>&1 || ok=0
      fi
      if [ $ok = 1 ]; then
        echo "ok    $name"
      else
        echo "FAIL  $name (log: $log)"
        grep -iE "warning|error|failed" "$log" | head -n 20
        failed+=("$name")
        [ $keep_going = 1 ] || exit 1
      fi
    done
  done
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "failed: ${failed[*]}"
  exit 1
fi
echo "all builds clean"
