#!/usr/bin/env bash
# Plays a match between two XBoard engines with XBoard's match mode under
# Xvfb (apt-get install -y xboard xvfb; fairymax for an opponent), then
# prints the first engine's score, Elo and 95% error bars
# (tools/match_summary.py).
# usage: tools/match.sh --first CMD --second CMD [--games N] [--tc M:SS] [--inc S]
#                       [--st SECONDS] [--variant NAME] [--second-odds F] [--pgn FILE]
#                       [--no-flag]
# --st gives a fixed time per move instead of a clock; --no-flag stops
# XBoard calling flags (on a loaded machine its own delays otherwise decide
# games on time). The engines still manage their clocks either way.
# e.g.   tools/match.sh --first build/faceoff --second fairymax --games 200 --tc 0:10 --inc 0.1
set -euo pipefail
flag=true first="" second="" games=20 tc=0:10 inc=0.1 st='' variant=normal odds=1 pgn=match.pgn
while [ $# -gt 0 ]; do
  [ "$1" = --no-flag ] && { flag=false; shift; continue; }
  case $1 in
    --first) first=$2 ;;
    --second) second=$2 ;;
    --games) games=$2 ;;
    --tc) tc=$2 ;;
    --inc) inc=$2 ;;
    --st) st=$2 ;;
    --variant) variant=$2 ;;
    --second-odds) odds=$2 ;;
    --pgn) pgn=$2 ;;
    *) echo "match.sh: unknown option $1" >&2; exit 2 ;;
  esac
  shift 2
done
[ -n "$first" ] && [ -n "$second" ] || { echo "match.sh: --first and --second are required" >&2; exit 2; }
export PATH=$PATH:/usr/games
clock=(-tc "$tc" -inc "$inc")
# Hammer: legality testing off keeps XBoard's board right (docs/protocol.md)
rules=()
[ "$variant" = hammer ] && rules=(-testLegality false)
[ -z "$st" ] || clock=(-st "$st")
dir=$(mktemp -d)
rm -f "$pgn"
xvfb-run -a xboard -matchMode true -matchGames "$games" -variant "$variant" \
  -fcp "$first" -fd "$dir" -fn first -scp "$second" -sd "$dir" -sn second -secondTimeOdds "$odds" \
  "${clock[@]}" "${rules[@]}" -saveGameFile "$pgn" -noGUI -xexit -autoCallFlag "$flag" -popupExitMessage false \
  -ponderNextMove false >"$dir/xboard.log" 2>&1 || true
rm -rf "$dir"
python3 "$(dirname "$0")/match_summary.py" "$pgn"
