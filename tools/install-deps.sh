#!/usr/bin/env bash
# Installs what faceoff needs to build and test on Debian, if it is missing:
# a C compiler, CMake, pkg-config and the check unit-test library.
set -euo pipefail
missing=()
command -v cc >/dev/null 2>&1 || missing+=(gcc)
command -v cmake >/dev/null 2>&1 || missing+=(cmake)
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
pkg-config --exists check 2>/dev/null || missing+=(check libsubunit-dev)
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "faceoff needs: ${missing[*]} (run: sudo apt-get install -y ${missing[*]})" >&2
  exit 1
fi
echo "installing: ${missing[*]}"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
