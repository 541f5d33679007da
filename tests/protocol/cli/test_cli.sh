#!/usr/bin/env bash
# The command line: good commands print what they promise, bad input gets a
# clear error and exit status 2, never a crash.
# usage: tests/protocol/cli/test_cli.sh path/to/faceoff
set -uo pipefail
faceoff=$1
failed=0 passed=0

expect() { # description, expected status, pattern the output must match, command...
  local what=$1 status=$2 pattern=$3 out got
  shift 3
  out=$("$faceoff" "$@" 2>&1)
  got=$?
  verdict "$what" "$status" "$pattern" "$out" "$got"
}

verdict() { # description, expected status, pattern, output, status
  local what=$1 status=$2 pattern=$3 out=$4 got=$5
  if [ "$got" = "$status" ] && grep -qE -- "$pattern" <<<"$out"; then
    passed=$((passed + 1))
  else
    echo "FAIL: $what: status $got (want $status), output:"
    echo "$out" | head -5
    failed=$((failed + 1))
  fi
}

expect "help" 0 "faceoff perft <game> <depth>" --help
# `faceoff <command> --help` is that command's help, and only that command's.
expect "match --help" 0 "^usage: faceoff match --game G" match --help
expect "match --help after options" 0 "^usage: faceoff match --game G" match --game chess --help
expect "perft -h" 0 "^usage: faceoff perft <game> <depth>" perft -h
expect "cardhockey --help" 0 "^usage: faceoff cardhockey \[deal" cardhockey --help
expect "cardhockey replay --help" 0 "^usage: faceoff cardhockey \[deal" cardhockey replay --help
expect "pgn-check --help" 0 "^usage: faceoff pgn-check" pgn-check --help
expect "bench --help" 0 "^usage: faceoff bench" bench --help
expect "games lists chess and hammer" 0 "hammer +Hammer Chess" games
expect "perft last line" 0 "^nodes 8902 time [0-9.]+ nps [0-9]+$" perft chess 3
expect "perft divide" 0 "^e2e4: 600$" perft chess 3 --divide
expect "perft depth 0" 0 "^nodes 1 " perft chess 0
expect "perft with FEN" 0 "^nodes 14 " perft chess 1 --fen "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"
expect "hammer perft" 0 "^nodes 784 " perft hammer 2
expect "unknown command" 2 "unknown command 'frobnicate'" frobnicate
expect "unknown game" 2 "unknown game .checkers. \(games: chess hammer halfcourt" perft checkers 3
expect "missing depth" 2 "perft needs a game and a depth" perft chess
expect "bad depth" 2 "bad depth 'x'" perft chess x
expect "negative depth" 2 "bad depth '-1'" perft chess -1
expect "too deep" 2 "bad depth '31'" perft chess 31
expect "trailing junk in depth" 2 "bad depth '3x'" perft chess 3x
expect "bad FEN" 2 "bad position for chess: .+" perft chess 2 --fen "rnbqkbnr/pppppppp w - -"
expect "FEN missing its value" 2 "unknown or incomplete perft option '--fen'" perft chess 2 --fen
expect "unknown option" 2 "unknown or incomplete perft option '--fast'" perft chess 2 --fast
expect "bench one game" 0 "^halfcourt +nodes [0-9]+ nps [0-9]+$" bench 3 halfcourt
expect "bench last line" 0 "nodes [0-9]+ nps [0-9]+$" bench 2
expect "bench bad depth" 2 "bad bench depth 'deep'" bench deep
expect "bench depth too big" 2 "bad bench depth '96'" bench 96
expect "bench unknown game" 2 "unknown game 'go'" bench 3 go
expect "bench extra argument" 2 "bench takes at most a depth and a game" bench 3 chess x
# The first line picks the protocol; it is read as any protocol line is
# (docs/protocol.md, "Lines"): whole, refused if it holds a NUL or is too long.
first_line() { # description, expected status, pattern, input (printf's escapes)
  local out
  printf "$4" >"$input"
  out=$("$faceoff" <"$input" 2>&1)
  verdict "$1" "$2" "$3" "$out" $?
}
input=$(mktemp)
trap 'rm -f "$input"' EXIT
first_line "first line names no protocol" 2 "^Error \(expected 'uci', 'xboard' or 'cardhockey' first; see faceoff --help\): hello$" 'hello world\n'
first_line "first line with a NUL" 2 "first; see faceoff --help\): uci\?junk$" 'uci\0junk\nisready\n'
first_line "first line with CRLF" 0 "^readyok$" 'uci\r\nisready\r\n'
first_line "first line without newline" 0 "^uciok$" 'uci'
first_line "first line over 4 MiB" 2 "first; see faceoff --help\): uci x{36}\.\.\.$" "uci $(head -c 4194304 /dev/zero | tr '\0' x)\nisready\n"

# --version: the name and CMake's project version, the build's CPU target,
# the licence; UCI and XBoard announce the same name and version.
version=$(sed -n 's/^project(faceoff VERSION \([0-9.]*\).*/\1/p' "$(dirname "$0")/../../../CMakeLists.txt")
expect "--version: name and version" 0 "^faceoff ${version//./\\.}\$" --version
expect "--version: CPU target" 0 "^CPU target: (native|portable) .*; sliders by (PEXT|magics)( \(chosen at start-up: [^)]*\))?$" --version
expect "--version: licence" 0 "^Licence: GPL-3\.0-or-later " --version
expect "version command" 0 "^faceoff ${version//./\\.}\$" version
expect "version with an argument" 2 "version takes no arguments, not 'x'" version x
names=$(printf 'uci\nquit\n' | "$faceoff"; printf 'xboard\nprotover 2\nquit\n' | "$faceoff")
verdict "UCI id name has the version" 0 "^id name faceoff ${version//./\\.}\$" "$names" 0
verdict "XBoard myname has the version" 0 "myname=\"faceoff ${version//./\\.}\"" "$names" 0

# --help ends with every game 'faceoff games' lists, Card Hockey included.
games_line=$("$faceoff" --help | tail -n 1)
verdict "help's games line" 0 "^games:( [a-z]+)+\$" "$games_line" 0
games=$("$faceoff" games)
verdict "games lists cardhockey" 0 "^cardhockey " "$games" $?
for game in $(awk '{print $1}' <<<"$games"); do
  verdict "help lists $game" 0 " $game( |\$)" "$games_line" 0
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
