#!/usr/bin/env bash
# Start-up time: how long a faceoff process takes from exec to exit when it
# does (almost) nothing, which every engine process of a match pays. Three
# commands are timed, `faceoff uci` and `faceoff xboard` fed "quit" and
# `faceoff perft chess 1`, each over many runs: the median and fastest wall
# time and the median CPU time (user + system) in milliseconds. The target
# is under 20 ms on every build. On a busy machine the wall times grow with
# the load; the fastest run and the CPU time show the process's own cost.
#
# usage: tests/bench-startup.sh [--runs N] [path/to/faceoff ...]
# Without paths it builds and times the default build (build/, native: PEXT
# sliders where the CPU has BMI2) and a FACEOFF_NO_PEXT build
# (build-nopext/, magic multiplication), the two ways sliders are indexed.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=200
if [ "${1:-}" = "--runs" ]; then
  runs=$2
  shift 2
fi
binaries=("$@")
if [ ${#binaries[@]} -eq 0 ]; then
  for spec in "build" "build-nopext -DFACEOFF_NO_PEXT=ON"; do
    read -r dir flags <<<"$spec"
    # shellcheck disable=SC2086
    cmake -S . -B "$dir" -DCMAKE_BUILD_TYPE=Release $flags >/dev/null
    cmake --build "$dir" -j "$(nproc)" --target faceoff >/dev/null
    binaries+=("$dir/faceoff")
  done
fi

python3 - "$runs" "${binaries[@]}" <<'PYTHON'
import resource, statistics, subprocess, sys, time

def children_cpu():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime

runs = int(sys.argv[1])
commands = [("uci, quit", ["uci"], b"quit\n"), ("xboard, quit", ["xboard"], b"quit\n"),
            ("perft chess 1", ["perft", "chess", "1"], b"")]
for binary in sys.argv[2:]:
    target = subprocess.run([binary, "--version"], capture_output=True, text=True).stdout.splitlines()
    print(f"{binary}: {' / '.join(target[:2]) if target else '(no --version)'}")
    for name, args, stdin in commands:
        wall, cpu = [], []
        for _ in range(runs):
            start, start_cpu = time.perf_counter(), children_cpu()
            subprocess.run([binary] + args, input=stdin, stdout=subprocess.DEVNULL, check=True)
            wall.append((time.perf_counter() - start) * 1000)
            cpu.append((children_cpu() - start_cpu) * 1000)
        print(f"  {name:14} wall median {statistics.median(wall):7.2f} ms, fastest {min(wall):7.2f} ms;"
              f" CPU median {statistics.median(cpu):7.2f} ms ({runs} runs)")
PYTHON
