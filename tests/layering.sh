#!/usr/bin/env bash
# The layering, checked on the includes: each source folder may include
# headers of its own folder and of the folders listed for it here, nothing
# else (the CMake libraries link the same way, see docs/architecture.md).
# A header of the same folder is included by its bare name, any other by
# its path from the top of the tree. A new folder must be added here.
# usage: tests/layering.sh [source root]
set -uo pipefail
cd "${1:-$(dirname "$0")/..}"

declare -A may_include=(
  [engine]=""
  [movegen]="engine movegen/chess movegen/joust movegen/icehockey"
  [movegen/chess]="engine"
  [movegen/joust]="engine"
  [movegen/icehockey]="engine"
  [movegen/cardhockey]=""
  [search/alphabeta]="engine"
  [search/cardhockey]="movegen/cardhockey"
  [protocol/common]=""
  [protocol/session]="engine search/alphabeta protocol/common"
  [protocol/cardhockey]="movegen/cardhockey search/cardhockey protocol/common"
  [protocol/uci]="engine search/alphabeta protocol/common protocol/session protocol/cardhockey"
  [protocol/xboard]="engine search/alphabeta protocol/common protocol/session"
  [protocol/match]="engine movegen/cardhockey protocol/common protocol/xboard"
  [protocol/cli]="engine search/alphabeta movegen/cardhockey search/cardhockey protocol/common protocol/session
                  protocol/uci protocol/xboard protocol/cardhockey protocol/match"
)

failed=0 files=0
fail() { echo "FAIL: $*"; failed=$((failed + 1)); }

while IFS= read -r file; do
  files=$((files + 1))
  folder=$(dirname "$file")
  if [ -z "${may_include[$folder]+set}" ]; then
    fail "$file: folder $folder is not in tests/layering.sh's table"
    continue
  fi
  while IFS= read -r header; do
    case $header in
      */*)
        target=$(dirname "$header")
        [ -f "$header" ] || fail "$file includes $header, which does not exist"
        if [ "$target" = "$folder" ]; then
          fail "$file includes $header by its path; a header of the same folder goes by its bare name"
        elif ! grep -qw -- "$target" <<<"${may_include[$folder]}"; then
          fail "$file ($folder) includes $header: $folder may include only: ${may_include[$folder]:-its own folder}"
        fi
        ;;
      *)
        [ -f "$folder/$header" ] || fail "$file includes \"$header\", which is not in $folder";;
    esac
  done < <(sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$file")
done < <(find engine movegen search protocol -name '*.[ch]' | sort)

[ "$files" -gt 0 ] || fail "no sources found"
echo "layering: $files files, $failed failures"
[ "$failed" -eq 0 ]
