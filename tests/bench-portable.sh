#!/usr/bin/env bash
# The portable build against the native one in one run: perft (chess 6,
# hammer 6) and bench, best nps of a few runs each, the builds taking
# turns so the machine's load falls on all alike. The portable build runs
# twice: PEXT chosen at start-up (where the CPU has BMI2) and FACEOFF_PEXT=0
# (magics). Speeds are ratios to the native build; a benchmark, not a test.
# usage: tests/bench-portable.sh [native faceoff] [portable faceoff] [runs]
set -euo pipefail
native=${1:-build/faceoff}
portable=${2:-build-portable/faceoff}
runs=${3:-5}
jobs=("perft chess 6" "perft hammer 6" "bench")
kinds=("native" "portable" "portable FACEOFF_PEXT=0")
declare -A best

run() { # kind, job: prints the nps
  case $1 in
  native) "$native" $2 ;;
  portable) FACEOFF_PEXT=1 "$portable" $2 ;;
  *) FACEOFF_PEXT=0 "$portable" $2 ;;
  esac | tail -n 1 | awk '{print $NF}'
}

for _ in $(seq "$runs"); do
  for job in "${jobs[@]}"; do
    for kind in "${kinds[@]}"; do
      nps=$(run "$kind" "$job")
      [ "$nps" -gt "${best[$kind/$job]:-0}" ] && best[$kind/$job]=$nps
    done
  done
done
"$portable" --version | sed -n 2p
for job in "${jobs[@]}"; do
  line=$(printf '%-15s native %9d nps' "$job" "${best[native/$job]}")
  for kind in "${kinds[@]:1}"; do
    line+=$(awk -v p="${best[$kind/$job]}" -v n="${best[native/$job]}" -v k="$kind" \
      'BEGIN {printf "  %s %.3fx", k, p / n}')
  done
  echo "$line"
done
