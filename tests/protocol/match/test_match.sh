#!/usr/bin/env bash
# The match runner end to end: faceoff against faceoff over both protocols
# for every board game, with PGNs that replay through the referee; engines
# that misbehave lose by forfeit and the match goes on; openings, SPRT,
# Ctrl-C and bad command lines; start positions through XBoard's edit mode
# for engines without setboard; Card Hockey matches over duplicate deals.
# Other engines' ways: castling text (king takes rook), the user's UCI_Variant,
# an option list that changes (VariantPath), time odds (tc= per engine).
# usage: tests/protocol/match/test_match.sh path/to/faceoff [group]   (groups: self forfeit control edit cards engines)
set -uo pipefail
faceoff=$1
group=${2:-all}
here=$(cd "$(dirname "$0")" && pwd)
bad="$here/bad-engine.sh"
bad_cards="$here/bad-card-engine.sh"
noset="$here/edit-engine.sh"
castler="$here/castling-engine.sh"
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

# Ctrl-C: the games in progress are dropped, the finished ones are kept.
interrupt_match() { # description, match arguments...
  local what=$1
  shift
  rm -f "$work/games.pgn"
  "$faceoff" match "$@" --games 100000 --pgn "$work/games.pgn" >"$work/out" 2>&1 &
  pid=$!
  # Interrupt once a game has finished: the handler is surely in place then
  # (a background job starts with SIGINT ignored until the runner sets it).
  for _ in $(seq 600); do
    grep -q "^Finished game" "$work/out" 2>/dev/null && break
    sleep 0.1
  done
  kill -INT $pid
  wait $pid
  check "$what" $? 1 "$(cat "$work/out")" "Match stopped \(interrupted\) after [1-9][0-9]* of 100000 games" "^Score of"
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
    --openings file="$here/chess-openings.txt"
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
    --openings file="$here/chess-openings.txt"
  # A user's option the engine does not list (a misspelt name) stops it from starting.
  match "an option the engine does not have" 0 "White's engine does not start: the engine has no option 'Hahs'" \
    --game chess --engine name=typo option.Hahs=16 --engine --depth 1 --games 1
  # A value the engine refuses (a net file that does not read) stops it too,
  # rather than letting it play with its built-in net.
  match "an option value the engine refuses" 0 \
    "White's engine does not start: the engine reports an error to its options: setoption refused: cannot open '$work/no.nnue'" \
    --game chess --engine name=nonet "option.chess EvalFile=$work/no.nnue" --engine --depth 1 --games 1
  match "an option named in another case (UCI's names are not case-sensitive)" 0 "Score of lower vs faceoff: " \
    --game chess --engine name=lower option.hash=16 --engine --depth 1 --games 1
  # An engine that sees itself lost against one that does not: it loses by
  # one-sided adjudication, not by two-sided.
  match "resign adjudication, one-sided" 0 "White's engine sees itself lost: adjudicated" \
    --game chess --engine "cmd=$bad gloomy" name=gloomy --engine --depth 2 --games 1 --resign movecount=2 score=1000
  # Three moves: Black cannot take the shuffling knight before its third
  # (...d5, ...Bg4, ...Bxf3), which would make the knight's next move illegal.
  match "resign adjudication, two-sided" 0 "Draw by adjudication: 3 moves played" \
    --game chess --engine "cmd=$bad gloomy" name=gloomy --engine --depth 2 --games 1 --maxmoves 3 \
    --resign movecount=2 score=1000 twosided=true
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
    match "engine exits ($proto)" 0 "Score of bad vs faceoff: 0 - 2 - 0;^Elo difference: -inf \(all games lost: ;^Pairs scoring 0, 1/2, 1, 3/2, 2: 1, 0, 0, 0, 0; Elo difference: -inf \(all games lost: " \
      --game chess --engine "cmd=$bad exit" proto=$proto name=bad --engine --depth 2
    check "engine exits ($proto): reason" 0 0 "$(cat "$work/games.pgn")" "\{Black's engine exits\} 1-0"
  done
  match "engine hangs (untimed)" 0 "Score of bad vs faceoff: 0 - 2 - 0;White's engine stops answering" \
    --game chess --engine "cmd=$bad hang" name=bad --engine --depth 2 --timeout 2
  match "engine hangs (clock)" 0 "Score of bad vs faceoff: 0 - 1 - 0;White loses on time" \
    --game chess --engine "cmd=$bad hang" proto=xboard name=bad --engine --tc 0.5+0.1 --games 1
  check "loses on time: termination" 0 0 "$(cat "$work/games.pgn")" '\[Termination "time forfeit"\]'
  # 0.45 s a move: out of a 1.2 s clock on the third move (0.15 s to spare either way for a
  # busy machine); a 1 s increment keeps it going.
  match "clock kept by the referee" 0 "White loses on time" \
    --game chess --engine "cmd=$bad slow" name=slow --engine --tc 1.2 --games 1
  check "clock kept by the referee: when" 0 0 "$(cat "$work/games.pgn")" '\[PlyCount "4"\]'
  match "increment added" 0 "Draw by adjudication: 4 moves played" \
    --game chess --engine "cmd=$bad slow" name=slow --engine --tc 1+1 --games 1 --maxmoves 4
  # An engine line longer than the runner's buffer is one reply, not several.
  match "over-long line is one reply" 0 "Draw by adjudication: 4 moves played" \
    --game chess --engine "cmd=$bad longinfo" name=long --engine --depth 1 --games 1 --maxmoves 4
  match "resigns" 0 "Score of bad vs faceoff: 0 - 2 - 0;Black resigns" \
    --game chess --engine "cmd=$bad resign" proto=xboard name=bad --engine --depth 2
  # A UCI engine without the game in its UCI_Variant plays none of the match.
  match "UCI engine without the variant" 2 "^Match aborted: engine bad does not play hammer \(no 'hammer' among its UCI_Variant values\)$" \
    --game hammer --engine "cmd=$bad illegal" proto=uci name=bad --engine --depth 2 --games 4
  match "engine does not start" 0 "White's engine does not start: no 'uciok'" \
    --game chess --engine cmd=/nonexistent/engine name=bad --engine --depth 2 --games 1
fi

if [ "$group" = all ] || [ "$group" = control ]; then
  interrupt_match "Ctrl-C" --game halfcourt --engine --engine proto=xboard --depth 3 --openings random seed=2
  games=$(grep -c '^\[Event' "$work/games.pgn")
  replays "Ctrl-C" "$games"
  match "no time control" 2 "give a time control" --game chess --engine --engine
  # A node limit alone: without it a UCI `go` would search until the timeout
  match "node limit" 0 "Match finished after 2 of 2 games" \
    --game chess --engine --engine --nodes 300 --games 2 --maxmoves 8 --timeout 5
  check "node limit: no forfeit" 0 0 "$(grep -c 'forfeit' "$work/games.pgn")" "^0$"
  match "node limit over XBoard" 2 "--nodes takes UCI engines" --game chess --engine --engine proto=xboard --nodes 300
  # nodes= for each engine (node odds): each searches under its own limit
  rm -f "$work/go.log"
  match "node odds" 0 "Match finished after 2 of 2 games" \
    --game chess --engine "cmd=tee -a $work/go.log | $faceoff" name=logged nodes=300 --engine nodes=900 \
    --games 2 --maxmoves 8 --timeout 5
  check "node odds: the logged engine's own limit" 0 0 "$(grep '^go' "$work/go.log")" "^go nodes 300$"
  check "node odds: not the other's" 0 0 "$(grep -c 'nodes 900' "$work/go.log")" "^0$"
  match "node odds over XBoard" 2 "--nodes takes UCI engines" --game chess --engine nodes=300 --engine proto=xboard nodes=300
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
  echo 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 moves e2e4 e7e5 e4e5' >"$work/bad-openings.txt"
  match "bad moves after an opening position" 2 "bad-openings.txt line 1: after the position: illegal move 'e4e5'" \
    --game chess --engine --engine --depth 1 --openings file="$work/bad-openings.txt"
  match "missing openings file" 2 "cannot read openings file" \
    --game chess --engine --engine --depth 1 --openings file="$work/none.txt"
  printf '[Result "1-0"]\n\n1. e2e4 e7e5 2. e4e5 1-0\n' >"$work/games.pgn"
  out=$("$faceoff" pgn-check "$work/games.pgn" 2>&1)
  check "pgn-check refuses an illegal move" $? 1 "$out" "game 1: illegal move 'e4e5'"
  # A PGN XBoard 4.9.1 wrote (tests/gui/xboard-hammer-game.sh): its two-leg
  # SAN (h4xf5-f6, de3-e3) and "f5", which fits f7-f5 and e5-f5; only f7-f5
  # lets the game go on
  out=$("$faceoff" pgn-check "$here/xboard-hammer.pgn" 2>&1)
  check "pgn-check reads XBoard's Hammer PGN" $? 0 "$out" \
    "game 1: warning: ply 2 'f5' is ambiguous \(also e5f5\): read as f7f5, the one reading that plays on legally" \
    "1 games replayed, all legal"
  printf '[Variant "hammer"]\n[Result "*"]\n\n1. e4 e5 2. Nf3 f5 *\n' >"$work/games.pgn"
  out=$("$faceoff" pgn-check "$work/games.pgn" 2>&1)
  check "pgn-check: both readings play on" $? 0 "$out" \
    "ply 4 'f5' is ambiguous \(also e5f5\): read as f7f5, the usual one \(others play on too\)"
  printf '[Variant "hammer"]\n[Result "*"]\n\n1. e4 e5 2. Nf3 f5 3. d3 f6 4. d4 e2 *\n' >"$work/games.pgn"
  out=$("$faceoff" pgn-check "$work/games.pgn" 2>&1)
  check "pgn-check: no reading plays on" $? 1 "$out" \
    "game 1: illegal move 'f5': ambiguous move, and no reading lets the game go on legally"
  # An openings line: only e5-f5 lets f7-f6 follow
  printf 'e2e4 e7e5 g1f3 f5 d2d3 f7f6\n' >"$work/hammer-openings.txt"
  match "an ambiguous move in an openings file" 0 \
    "warning: .*hammer-openings.txt line 1: ply 4 'f5' is ambiguous \(also f7f5\): read as e5f5, the one reading" \
    --game hammer --engine --engine --depth 1 --games 2 --maxmoves 6 --openings file="$work/hammer-openings.txt"
  check "the openings line as read" 0 0 "$(grep -c ' e5f5 ' "$work/games.pgn")" "^2$"
  # 1,800 plies without a repetition or 50 reversible moves (9,000 bytes of
  # moves): read whole, and sent whole in every UCI position line
  match "an opening of 1,800 plies" 0 "Finished game 2" \
    --game chess --engine --engine proto=xboard --depth 1 --games 2 --openings file="$here/long-opening.txt"
  plies=$(sed -n 's/^\[PlyCount "\([0-9]*\)"\]$/\1/p' "$work/games.pgn" | sort -n | head -1)
  check "the long opening played whole, then legal moves" 0 0 \
    "past the opening: $((${plies:-0} > 1800)); $(grep -c 'illegal\|forfeit' "$work/games.pgn") forfeits" \
    "^past the opening: 1; 0 forfeits$"
fi

if [ "$group" = all ] || [ "$group" = edit ]; then
  # An engine without setboard gets the opening by edit mode; it logs what it is sent and resigns when to move.
  white_fen=$(grep -m1 ' w KQkq - 1 5$' "$here/chess-openings.txt")
  black_fen='rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1'
  printf '%s\n%s\n' "$white_fen" "$black_fen" >"$work/fens.txt"
  rm -f "$work/told.log"
  match "edit mode: White and Black to move" 0 "Match finished after 4 of 4 games;Score of noset vs faceoff: 0 - 4 - 0" \
    --game chess --engine "cmd=$noset $work/told.log" proto=xboard name=noset --engine --depth 1 --games 4 \
    --openings file="$work/fens.txt"
  replays "edit mode" 4
  # One line per game, from 'new' to the result: games 1 and 3 have the engine as White.
  games=$(awk '/^new$/ { if (line) print line; line = "new"; next } line { line = line " " $0 } END { print line }' \
    "$work/told.log")
  black_pieces='Ra8 Nb8 Bc8 Qd8 Ke8 Bf8'
  white_setup="edit # Nd4 Pe4 Pa2 Pb2 Pc2 Pf2 Pg2 Ph2 Ra1 Nb1 Bc1 Qd1 Ke1 Bf1 Rh1 c $black_pieces Rh8 Pa7 Pb7 Pe7 Pf7 Pg7 Ph7 Pd6 Nf6 \."
  black_setup="edit # Pe4 Pa2 Pb2 Pc2 Pd2 Pf2 Pg2 Ph2 Ra1 Nb1 Bc1 Qd1 Ke1 Bf1 Ng1 Rh1 c $black_pieces Ng8 Rh8 Pa7 Pb7 Pc7 Pd7 Pe7 Pf7 Pg7 Ph7 \."
  # White to move: no move before edit, and the engine moves first. Black to move: a move
  # from the start hands the turn over first, and the engine as White waits for Black's move.
  check "edit mode: the commands sent" 0 0 "$games" \
    "^new force $white_setup sd 1 post ping [0-9]+ go result 0-1" \
    "^new force $white_setup sd 1 post ping [0-9]+ usermove [a-h][1-8][a-h][1-8] go result 1-0" \
    "^new force usermove b1a3 $black_setup sd 1 post ping [0-9]+ usermove [a-h][1-8][a-h][1-8] go result 0-1" \
    "^new force usermove b1a3 $black_setup sd 1 post ping [0-9]+ go result 1-0"
  check "edit mode: four games" 0 0 "$(grep -c '^new$' "$work/told.log") $(grep -c '^setboard' "$work/told.log")" "^4 0$"
  # What edit mode cannot say is refused with its reason instead of played as another game,
  # and such a game is not scored (it is no fault of the engine's play).
  printf '%s\n%s\n' 'r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1' \
    'rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3' >"$work/fens.txt"
  refused="cannot be given the start: the engine has no 'feature setboard=1' and edit mode"
  match "edit mode: refused positions" 0 \
    "Game 2 not played: Black's engine $refused gives castling rights KQkq here, not Kq;\
Game 3 not played: White's engine $refused cannot set the en passant square f6;\
Match finished after 0 of 4 games \(4 not played\);Score of noset vs faceoff: 0 - 0 - 0" \
    --game chess --engine "cmd=$noset $work/told.log" proto=xboard name=noset --engine --depth 1 --games 4 \
    --openings file="$work/fens.txt"
  # An engine that does not play the game ends the match before any game.
  rm -f "$work/told.log"
  match "edit mode: a variant the engine does not list" 2 \
    "^Match aborted: engine noset does not play hammer \(not in its 'feature variants'\)$" \
    --game hammer --engine "cmd=$noset $work/told.log" proto=xboard name=noset --engine --depth 1 --games 4
  check "edit mode: no game of a variant the engine does not list" 0 0 "$(grep -c '^new$' "$work/told.log")" "^0$"
  match "edit mode: drawn starts" 0 "Game 1 not played: White's engine cannot be given the start: the engine has no 'feature setboard=1' and halfcourt's start varies" \
    --game halfcourt --engine "cmd=$noset $work/told.log normal,halfcourt" proto=xboard name=noset --engine --depth 1 \
    --games 1 --openings random
  echo 'w31w21k+w2h3w1/p8p8p8q+2p8p8/3p34/3P32p6h1/P62QxP93/5P82/1P84P8P8/W9H72K+W8H9W7 w 0 9' >"$work/fens.txt"
  match "edit mode: no FEN" 0 "Game 1 not played: White's engine cannot be given the start: the engine has no 'feature setboard=1' and joust positions have no edit-mode form" \
    --game joust --engine "cmd=$noset $work/told.log normal,joust" proto=xboard name=noset --engine --depth 1 \
    --games 1 --openings file="$work/fens.txt"
  # Debian's fairymax, the engine without setboard this is for, where it is installed (not needed).
  if [ -x /usr/games/fairymax ]; then
    printf '%s\n%s\n' "$white_fen" "$black_fen" >"$work/fens.txt"
    match "fairymax from FEN openings" 0 "Match finished after 4 of 4 games" \
      --game chess --engine cmd=/usr/games/fairymax proto=xboard --engine --depth 2 --games 4 --maxmoves 30 \
      --openings file="$work/fens.txt"
    replays "fairymax from FEN openings" 4
    check "fairymax from FEN openings: no forfeit" 0 0 "$(grep -c '^\[Termination "rules infraction"\]' "$work/games.pgn")" "^0$"
  else
    echo "skipped: fairymax from FEN openings (no /usr/games/fairymax)"
  fi
fi

if [ "$group" = all ] || [ "$group" = engines ]; then
  # Castling to an engine with UCI_Chess960 goes as king takes rook (e1b1, not e1c1), the
  # opening's too; the engine's own e1b1 and e5c5 are read. It plays a1a1 on e1c1, gives up otherwise.
  start='b1r1k/ppppp/5/PPPPP/BR2K w Bc - 0 1'
  printf '%s\n%s moves e1c1\n' "$start" "$start" >"$work/castling.txt"
  variant=(option.VariantPath=fsf.ini option.UCI_Variant=halfcourt-s0)
  rm -f "$work/told.log"
  match "castling as king takes rook (UCI_Chess960)" 0 \
    "Match finished after 4 of 4 games;Score of castling vs faceoff: 0 - 4 - 0" \
    --game halfcourt --engine "cmd=$castler $work/told.log 960" name=castling "${variant[@]}" --engine --depth 1 \
    --games 4 --openings file="$work/castling.txt"
  replays "castling as king takes rook" 4
  check "castling as king takes rook: no a1a1" 0 0 "$(grep -c 'illegal move: (none)' "$work/games.pgn") $(grep -c 'a1a1' "$work/games.pgn")" "^4 0$"
  check "castling as king takes rook: what the engine is told" 0 0 "$(cat "$work/told.log")" \
    "^setoption name UCI_Chess960 value true$" "^position fen $start moves e1b1 e5c5 [a-e][1-5][a-e][1-5]" \
    "^position fen $start moves e1b1$"
  check "castling as king takes rook: never the king's destination" 0 0 "$(grep -c 'e1c1' "$work/told.log")" "^0$"
  # The user's UCI_Variant, before every game, once VariantPath has made the engine list it: the
  # option list is asked for again after the options are set (each game restarts the engine).
  check "the user's UCI_Variant" 0 0 "$(grep -c '^setoption name UCI_Variant value halfcourt-s0$' "$work/told.log") \
$(grep -c '^setoption name UCI_Variant value halfcourt$' "$work/told.log") $(grep -c '^uci$' "$work/told.log") \
$(grep -A1 '^setoption name VariantPath value fsf.ini$' "$work/told.log" | grep -c '^uci$')" "^4 0 8 4$"
  # castling=: king takes rook to an engine without UCI_Chess960, or the king's destination to one with it.
  match "castling=king-takes-rook" 0 "Score of castling vs faceoff: 0 - 4 - 0" \
    --game halfcourt --engine "cmd=$castler $work/told.log" name=castling castling=king-takes-rook "${variant[@]}" \
    --engine --depth 1 --games 4 --openings file="$work/castling.txt"
  check "castling=king-takes-rook: no a1a1" 0 0 "$(grep -c 'a1a1' "$work/games.pgn")" "^0$"
  rm -f "$work/told.log"
  match "castling=king-to" 0 "Score of castling vs faceoff: 0 - 4 - 0" \
    --game halfcourt --engine "cmd=$castler $work/told.log 960" name=castling castling=king-to "${variant[@]}" \
    --engine --depth 1 --games 4 --openings file="$work/castling.txt"
  check "castling=king-to: the king's destination sent" 0 0 "$(cat "$work/games.pgn")" \
    "engine makes an illegal move: a1a1"
  check "castling=king-to: UCI_Chess960 left alone" 0 0 "$(grep -c 'UCI_Chess960' "$work/told.log")" "^0$"
  match "bad castling key" 2 "bad or unknown setting 'castling=o-o'" --game chess --engine castling=o-o --engine --depth 1
  # A UCI_Variant the engine does not list ends the match before it starts.
  match "the user's UCI_Variant, not listed" 2 \
    "^Match aborted: engine castling does not play halfcourt \(no 'halfcourt-s0' among its UCI_Variant values\)$" \
    --game halfcourt --engine "cmd=$castler $work/told.log" name=castling option.UCI_Variant=halfcourt-s0 \
    --engine --depth 1 --games 2
  # Time odds: each engine's clock, increment and time forfeit are its own; UCI and XBoard
  # engines are told both clocks (logged by tee in front of faceoff).
  rm -f "$work/told.log"
  match "time odds over UCI" 0 "Match finished after 2 of 2 games" \
    --game chess --engine "cmd=tee -a $work/told.log | $faceoff" name=odds tc=4+0.5 --engine --tc 1+0.1 --games 2 --maxmoves 2
  check "time odds over UCI: go" 0 0 "$(grep '^go' "$work/told.log")" \
    "^go wtime 4000 btime 1000 winc 500 binc 100$" "^go wtime [0-9]+ btime 4000 winc 100 binc 500$"
  rm -f "$work/told.log"
  match "time odds over XBoard" 0 "Match finished after 1 of 1 games" \
    --game chess --engine "cmd=tee -a $work/told.log | $faceoff" proto=xboard name=odds tc=40/4+0.5 --engine --tc 1+0.1 \
    --games 1 --maxmoves 2
  check "time odds over XBoard: level, time, otim" 0 0 "$(cat "$work/told.log")" "^level 40 0:04 0.5$" "^time 400$" "^otim 100$"
  # 0.45 s a move: its own 1.2 s clock runs out on its third move, the other's 30 s notwithstanding;
  # its own 1 s increment keeps it going under the other's 1 s clock.
  match "time odds: the slow engine's own clock" 0 "White loses on time" \
    --game chess --engine "cmd=$bad slow" name=slow tc=1.2 --engine tc=30 --games 1
  check "time odds: the slow engine's own clock, when" 0 0 "$(cat "$work/games.pgn")" '\[PlyCount "4"\]'
  match "time odds: the slow engine's own increment" 0 "Draw by adjudication: 4 moves played" \
    --game chess --engine "cmd=$bad slow" name=slow tc=1+1 --engine --tc 1 --games 1 --maxmoves 4
  match "time odds: tc= for one engine only needs --tc" 2 "give a time control" \
    --game chess --engine tc=10 --engine --games 1
  match "time odds: bad tc" 2 "bad or unknown setting 'tc=fast'" --game chess --engine tc=fast --engine --depth 1
  # tools/chess960_openings.py: 960 distinct starts, every one a legal opening (the match checks
  # each line), the first played with castling as king takes rook (faceoff has UCI_Chess960; the
  # XBoard side by castling=king-takes-rook).
  if command -v python3 >/dev/null; then
    python3 "$here/../../../tools/chess960_openings.py" >"$work/chess960.txt"
    check "Chess960 starts: all distinct" 0 0 "$(sort -u "$work/chess960.txt" | wc -l) $(sed -n 519p "$work/chess960.txt")" \
      "^960 rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1$"
    rm -f "$work/told.log"
    match "Chess960 starts: a match" 0 "Match finished after 2 of 2 games" \
      --game chess --engine --engine "cmd=tee -a $work/told.log | $faceoff" proto=xboard castling=king-takes-rook \
      --depth 2 --games 2 --maxmoves 40 --openings file="$work/chess960.txt"
    replays "Chess960 starts" 2
    # castling=king-takes-rook to an XBoard engine: Shredder-FEN (X-FEN would be KQkq here)
    check "Chess960 starts: setboard" 0 0 "$(grep -c '^setboard bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1$' \
      "$work/told.log")" "^2$"
  else
    echo "skipped: Chess960 starts (no python3)"
  fi
fi

records_replay() { # description, games expected in the record file
  local out summary="^$2 records replayed, all legal$"
  [ "$2" = 1 ] && summary="^ok: " # one record: no summary line
  out=$("$faceoff" cardhockey replay "$work/games.pgn" 2>&1)
  check "$1: records replay" $? 0 "$out" "$summary"
}

if [ "$group" = all ] || [ "$group" = cards ]; then
  match "cardhockey strong vs seed-heuristic" 0 \
    "Match finished after 4 of 4 games;Finished game 2 \(seed-heuristic vs strong\): .* \{(A wins|B wins|tie): A [0-9]+ B [0-9]+\}" \
    --game cardhockey --engine name=strong option.samples=8 --engine name=seed-heuristic option.player=seed-heuristic \
    --games 4 --openings random seed=11
  records_replay "cardhockey strong vs seed-heuristic" 4
  # Duplicate deals: games 2k+1 and 2k+2 have one seed, the same deals, and the engines in swapped seats.
  pairs=$(awk '/^seed / { seed = $2 } /^player A / { a = $3; first = 1 }
    /^deal 1 / && first { first = 0; sub(/^deal 1 /, ""); print seed, a, $0 }' \
    "$work/games.pgn")
  swapped=$(awk 'NR % 2 { seed = $1; a = $2; $1 = $2 = ""; deal = $0; next }
    { same = $1 == seed && $2 != a; $1 = $2 = ""; if (same && $0 == deal) n++ } END { print n + 0 }' <<<"$pairs")
  seeds=$(awk '{ print $1 }' <<<"$pairs" | tr '\n' ' ')
  check "cardhockey: each deal twice, seats swapped" 0 0 "$swapped / $seeds / $pairs" "^2 / 11 11 12 12 +/ "
  # What an engine is told: its own hands and the other seat's cards, nothing else. The spy
  # logs its input; it sits in seat A in game 1 and in seat B in game 2.
  match "cardhockey engine told only its own cards" 0 "Match finished after 2 of 2 games" \
    --game cardhockey --engine "cmd=tee $work/told.log | $faceoff cardhockey" name=spy option.samples=4 \
    --engine option.samples=4 --games 2 --variant stockham
  told=$(grep -E '^(hand|opponent) ' "$work/told.log")
  want=$(awk '/^player A / { spy = ($3 == "spy") ? "A" : "B" }
    /^deal / { split($0, half, " B: "); if (spy == "B") print "hand " half[2]; else { sub(/^deal [0-9]+ A: /, "", half[1]); print "hand " half[1] } }
    /^[AB] / && $1 != spy { print "opponent " $2 }' "$work/games.pgn")
  check "cardhockey engine told only its own cards: log" 0 0 "$(diff <(echo "$want") <(echo "$told") | head -5)" "^$"
  # Stockham: 6 deals a period, 3 periods (more in overtime), 52 cards a period, half of them the other's.
  check "cardhockey engine told only its own cards: counts" 0 0 \
    "$(grep -c '^newgame' "$work/told.log") $(grep -c '^hand ' <<<"$told") $(grep -c '^opponent ' <<<"$told")" \
    "^2 (3[6-9]|4[0-8]) (1[5-9][0-9]|20[0-8])$"
  for variant in original third-cancels goal-breakaway stockham; do
    # One engine over the card protocol, the other over UCI's Card Hockey mode.
    match "cardhockey $variant, card protocol vs UCI" 0 "Match finished after 2 of 2 games" \
      --game cardhockey --variant $variant --engine option.samples=4 --engine proto=uci "option.cardhockey samples=4" \
      --games 2
    check "cardhockey $variant: record's variant" 0 0 "$(grep -c "^variant $variant$" "$work/games.pgn")" "^2$"
    records_replay "cardhockey $variant" 2
  done
  match "cardhockey two games at once, a clock" 0 "Match finished after 4 of 4 games" \
    --game cardhockey --engine option.player=random --engine option.samples=4 --games 4 --concurrency 2 --tc 20+1
  records_replay "cardhockey two games at once" 4
  for mode in illegal garbled exit hang; do
    match "cardhockey forfeit: $mode" 0 "Score of bad vs faceoff: 0 - 2 - 0;Match finished after 2 of 2 games" \
      --game cardhockey --engine "cmd=$bad_cards $mode" name=bad --engine option.samples=4 --timeout 1
    records_replay "cardhockey forfeit: $mode" 2
  done
  reasons=$(grep -h "^forfeit " "$work/games.pgn")
  check "cardhockey forfeit: hang, reason" 0 0 "$reasons" "^forfeit A: A's engine stops answering$" \
    "^forfeit B: B's engine stops answering$"
  match "cardhockey forfeit: illegal, reason" 0 \
    "A's engine plays an illegal card: ([0-9AJQK]+[CDHS]) \(\1 is not in A's hand \(([0-9AJQK]+[CDHS] ?){5}\)\)" \
    --game cardhockey --engine "cmd=$bad_cards illegal" name=bad --engine option.samples=4
  check "cardhockey forfeit: illegal, record" 0 0 "$(cat "$work/games.pgn")" "^forfeit A: A's engine plays an illegal card" \
    "^result B wins by forfeit: A 0 B 0$" "^forfeit B: B's engine plays an illegal card"
  match "cardhockey forfeit: garbled, reason" 0 "B's engine sends a garbled line: %% this is not a protocol line ~~" \
    --game cardhockey --engine "cmd=$bad_cards garbled" name=bad --engine option.samples=4
  match "cardhockey forfeit: exits, reason" 0 "\{B's engine exits\}" \
    --game cardhockey --engine "cmd=$bad_cards exit" name=bad --engine option.samples=4
  match "cardhockey forfeit: time" 0 "Score of bad vs faceoff: 0 - 1 - 0;A loses on time" \
    --game cardhockey --engine "cmd=$bad_cards hang" name=bad --engine --st 0.3 --games 1
  match "cardhockey engine refuses its option" 0 "A's engine does not start: it refuses: unknown player 'clever'" \
    --game cardhockey --engine option.player=clever name=bad --engine --games 1
  interrupt_match "cardhockey Ctrl-C" --game cardhockey --engine option.samples=4 --engine option.player=random
  games=$(grep -c '^cardhockey-record 1$' "$work/games.pgn")
  records_replay "cardhockey Ctrl-C" "$games"
  match "cardhockey bad variant" 2 "bad value in '--variant hockey'" --game cardhockey --engine --engine --variant hockey
  match "cardhockey over xboard" 2 "proto=cardhockey \(the default\) or proto=uci" \
    --game cardhockey --engine proto=xboard --engine
  match "cardhockey no depth" 2 "cardhockey takes no depth" --game cardhockey --engine --engine --depth 3
  match "cardhockey no openings file" 2 "cardhockey deals from a seed" \
    --game cardhockey --engine --engine --openings file="$here/chess-openings.txt"
  match "variant without cardhockey" 2 "--variant is Card Hockey's" --game chess --engine --engine --depth 1 --variant main
  match "card protocol at chess" 2 "proto=cardhockey is for --game cardhockey" \
    --game chess --engine proto=cardhockey --engine --depth 1
fi

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
