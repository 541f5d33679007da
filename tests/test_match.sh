#!/usr/bin/env bash
# The match runner end to end: faceoff against faceoff over both protocols
# for every board game, with PGNs that replay through the referee; engines
# that misbehave lose by forfeit and the match goes on; openings, SPRT,
# Ctrl-C and bad command lines.
# usage: tests/test_match.sh path/to/faceoff [group]   (groups: self forfeit control)
set -uo pipefail
faceoff=$1
group=${2:-all}
here=$(cd "$(dirname "$0")" && pwd)
bad="$here/match/bad-engine.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0 passed=0

check() { # description, status, expected status, output, pattern...
  local what=$1 got=$2 want=$3 out=$4 pattern
  shift 4
  for pattern in "$@"; do
    if [ "$got" != "$want" ] || ! grep -qE -- "$pattern" <<<"$out"; then
      echo "FAIL: $what: status $got (want $want), no match for '$pattern' in:"
      echo "$out" | tail -8
      failed=$((failed + 1))
      return
    fi
  done
  passed=$((passed + 1))
}

match() { # description, expected status, patterns (one string, '|'-free, ';'-separated), match arguments...
  local what=$1 want=$2 patterns=$3 out got
  shift 3
  rm -f "$work/games.pgn"
  out=$("$faceoff" match --pgn "$work/games.pgn" "$@" 2>&1)
  got=$?
  IFS=';' read -ra list <<<"$patterns"
  check "$what" "$got" "$want" "$out" "${list[@]}"
}

replays() { # description, games expected in the PGN
  local out
  out=$("$faceoff" pgn-check "$work/games.pgn" 2>&1)
  check "$1: PGN replays" $? 0 "$out" "$2 games replayed, all legal"
}

if [ "$group" = all ] || [ "$group" = self ]; then
  for game in chess hammer halfcourt joust icehockey; do
    openings=()
    [ "$game" = halfcourt ] && openings=(--openings random seed=5)
    # Two games: each protocol plays both colours.
    match "$game uci vs xboard" 0 "Match finished after 2 of 2 games;Finished game 2 \(faceoff-2 vs faceoff\)" \
      --game "$game" --engine proto=uci --engine proto=xboard --depth 2 --maxmoves 80 "${openings[@]}"
    replays "$game uci vs xboard" 2
  done
  match "two games at once" 0 "Match finished after 4 of 4 games" \
    --game chess --engine --engine proto=xboard --depth 1 --games 4 --concurrency 2 --maxmoves 60
  replays "two games at once" 4
  match "openings file, colours reversed" 0 "Match finished after 4 of 4 games" \
    --game chess --engine --engine proto=xboard --depth 1 --games 4 --maxmoves 40 \
    --openings file="$here/match/chess-openings.txt"
  replays "openings file" 4
  starts=$(grep -c '^1\. e2e4 e7e5 2\. g1f3 b8c6 3\. f1b5 a7a6' "$work/games.pgn")
  sicilian=$(grep -c '^1\. e2e4 c7c5 2\. g1f3 d7d6' "$work/games.pgn")
  swapped=$(grep -A1 '^\[Round "2"\]' "$work/games.pgn" | grep -c 'White "faceoff-2"')
  check "openings: two games each, colours swapped" 0 0 "$starts $sicilian $swapped" "^2 2 1$"
  match "max moves adjudication" 0 "Draw by adjudication: 5 moves played" \
    --game chess --engine --engine --depth 1 --games 1 --maxmoves 5
  # From move 3, two moves each with both scores within 10 pawns: a draw after ply 9.
  match "draw adjudication" 0 "Draw by adjudication: level scores" \
    --game chess --engine --engine proto=xboard --depth 2 --games 1 --draw movenumber=3 movecount=2 score=1000
  check "draw adjudication: when" 0 0 "$(cat "$work/games.pgn")" '\[PlyCount "9"\]' '\[Termination "adjudication"\]'
  match "resign adjudication" 0 "(White|Black)'s engine sees itself lost: adjudicated" \
    --game chess --engine --engine proto=xboard --depth 2 --games 1 --resign movecount=2 score=50 \
    --openings file="$here/match/chess-openings.txt"
  match "SPRT stops the match" 0 "Match decided by SPRT after [0-9]+ of 40 games;SPRT: H0 accepted" \
    --game halfcourt --engine depth=1 name=d1 --engine depth=4 name=d4 proto=xboard --depth 3 \
    --openings random seed=1 --games 40 --sprt elo0=0 elo1=200 alpha=0.1 beta=0.1
fi

if [ "$group" = all ] || [ "$group" = forfeit ]; then
  for proto in uci xboard; do
    match "illegal move ($proto)" 0 "Score of bad vs faceoff: 0 - 2 - 0" \
      --game chess --engine "cmd=$bad illegal" proto=$proto name=bad --engine --depth 2
    check "illegal move ($proto): reason" 0 0 "$(cat "$work/games.pgn")" \
      "\{White's engine makes an illegal move: e2e5 \(no legal move matches\)\} 0-1" \
      "\{Black's engine makes an illegal move: e2e5" '\[Termination "rules infraction"\]'
    replays "illegal move ($proto)" 2
    match "garbled line ($proto)" 0 "Score of bad vs faceoff: 0 - 2 - 0" \
      --game chess --engine "cmd=$bad garbled" proto=$proto name=bad --engine --depth 2
    check "garbled line ($proto): reason" 0 0 "$(cat "$work/games.pgn")" \
      "\{White's engine sends a garbled line: %% this is not a protocol line ~~\} 0-1"
    match "engine exits ($proto)" 0 "Score of bad vs faceoff: 0 - 2 - 0" \
      --game chess --engine "cmd=$bad exit" proto=$proto name=bad --engine --depth 2
    check "engine exits ($proto): reason" 0 0 "$(cat "$work/games.pgn")" "\{Black's engine exits\} 1-0"
  done
  match "engine hangs (untimed)" 0 "Score of bad vs faceoff: 0 - 2 - 0;White's engine stops answering" \
    --game chess --engine "cmd=$bad hang" name=bad --engine --depth 2 --timeout 2
  match "engine hangs (clock)" 0 "Score of bad vs faceoff: 0 - 1 - 0;White loses on time" \
    --game chess --engine "cmd=$bad hang" proto=xboard name=bad --engine --tc 0.5+0.1 --games 1
  check "loses on time: termination" 0 0 "$(cat "$work/games.pgn")" '\[Termination "time forfeit"\]'
  # 0.45 s a move: out of a 1 s clock on the third move; a 0.5 s increment keeps it going.
  match "clock kept by the referee" 0 "White loses on time" \
    --game chess --engine "cmd=$bad slow" name=slow --engine --tc 1 --games 1
  check "clock kept by the referee: when" 0 0 "$(cat "$work/games.pgn")" '\[PlyCount "4"\]'
  match "increment added" 0 "Draw by adjudication: 4 moves played" \
    --game chess --engine "cmd=$bad slow" name=slow --engine --tc 1+0.5 --games 1 --maxmoves 4
  match "resigns" 0 "Score of bad vs faceoff: 0 - 2 - 0;Black resigns" \
    --game chess --engine "cmd=$bad resign" proto=xboard name=bad --engine --depth 2
  match "engine does not start" 0 "White's engine does not start: no 'uciok'" \
    --game chess --engine cmd=/nonexistent/engine name=bad --engine --depth 2 --games 1
fi

if [ "$group" = all ] || [ "$group" = control ]; then
  # Ctrl-C: the games in progress are dropped, the finished ones are kept.
  rm -f "$work/games.pgn"
  "$faceoff" match --game halfcourt --engine --engine proto=xboard --depth 3 --games 100000 \
    --openings random seed=2 --pgn "$work/games.pgn" >"$work/out" 2>&1 &
  pid=$!
  # Interrupt once a game has finished: the handler is surely in place then
  # (a background job starts with SIGINT ignored until the runner sets it).
  for _ in $(seq 600); do
    grep -q "^Finished game" "$work/out" 2>/dev/null && break
    sleep 0.1
  done
  kill -INT $pid
  wait $pid
  check "Ctrl-C" $? 1 "$(cat "$work/out")" "Match stopped \(interrupted\) after [1-9][0-9]* of 100000 games" "^Score of"
  games=$(grep -c '^\[Event' "$work/games.pgn")
  replays "Ctrl-C" "$games"
  match "no time control" 2 "give a time control" --game chess --engine --engine
  match "one engine" 2 "give --engine twice" --game chess --engine --depth 1
  match "three engines" 2 "give --engine twice" --game chess --engine --engine --engine --depth 1
  match "unknown game" 2 "bad value in '--game checkers'" --game checkers --engine --engine --depth 1
  match "bad time control" 2 "bad value in '--tc 10\+x'" --game chess --engine --engine --tc 10+x
  match "bad engine key" 2 "bad or unknown setting 'speed=9'" --game chess --engine speed=9 --engine --depth 1
  match "bad protocol" 2 "bad or unknown setting 'proto=cecp'" --game chess --engine proto=cecp --engine --depth 1
  match "not KEY=VALUE" 2 "expected KEY=VALUE, got 'fast'" --game chess --engine fast --engine --depth 1
  match "unknown option" 2 "unknown option '--fast'" --game chess --engine --engine --depth 1 --fast 1
  match "SPRT without order" 2 "elo0 < elo1" --game chess --engine --engine --depth 1 --sprt elo0=5 elo1=0 alpha=0.05 beta=0.05
  match "no random starts in chess" 2 "chess has no random start positions" \
    --game chess --engine --engine --depth 1 --openings random
  printf 'e2e4 e7e5\ne2e4 e7e4\n' >"$work/bad-openings.txt"
  match "bad opening line" 2 "bad-openings.txt line 2: neither a position" \
    --game chess --engine --engine --depth 1 --openings file="$work/bad-openings.txt"
  match "missing openings file" 2 "cannot read openings file" \
    --game chess --engine --engine --depth 1 --openings file="$work/none.txt"
  printf '[Result "1-0"]\n\n1. e2e4 e7e5 2. e4e5 1-0\n' >"$work/games.pgn"
  out=$("$faceoff" pgn-check "$work/games.pgn" 2>&1)
  check "pgn-check refuses an illegal move" $? 1 "$out" "game 1: illegal move 'e4e5'"
fi

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
