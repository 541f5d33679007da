#!/usr/bin/env bash
# Card Hockey from the outside: the CLI subcommands (deal, play, replay,
# duel, errors) and the line protocol, both a scripted session with every
# refusal and whole games replayed through the protocol, card for card.
# usage: tests/protocol/cardhockey/test_cardhockey_cli.sh path/to/faceoff
set -uo pipefail
faceoff=$1
failed=0 passed=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

check() { # description, condition result (0 = pass), output to show on failure
  if [ "$2" = 0 ]; then
    passed=$((passed + 1))
  else
    echo "FAIL: $1"
    echo "$3" | head -8
    failed=$((failed + 1))
  fi
}

expect() { # description, expected status, pattern the output must match, command...
  local what=$1 status=$2 pattern=$3 out got
  shift 3
  out=$("$faceoff" "$@" 2>&1)
  got=$?
  [ "$got" = "$status" ] && grep -qE -- "$pattern" <<<"$out"
  check "$what (status $got, want $status)" $? "$out"
}

# The command line.
expect "games lists cardhockey" 0 "^cardhockey +Card Hockey" games
expect "help names cardhockey" 0 "faceoff cardhockey \[deal\|play\|replay\|duel\]" help
expect "deal" 0 "^deal 1 A: ([0-9AJQK]+[CDHS] ){5}B: ([0-9AJQK]+[CDHS] ?){5}$" cardhockey deal --seed 3
expect "deal stockham" 0 "^deal 1 A: ([0-9AJQK]+[CDHS] ){4}B: " cardhockey deal --seed 3 --variant stockham
expect "play prints a record" 0 "^result " cardhockey play --seed 4 --a random --b seed-heuristic
expect "unknown subcommand" 2 "unknown subcommand 'shuffle'" cardhockey shuffle
expect "unknown variant" 2 "unknown variant 'hockey'" cardhockey play --variant hockey
expect "unknown player" 2 "unknown player 'clever'" cardhockey play --a clever
expect "bad seed" 2 "bad seed 'x'" cardhockey deal --seed x
expect "odd games" 2 "bad number of games '3'" cardhockey duel --games 3
expect "option of another subcommand" 2 "unknown or incomplete option '--games'" cardhockey play --games 2
expect "replay without file" 2 "replay needs a record file" cardhockey replay
expect "replay missing file" 2 "cannot read '$tmp/none'" cardhockey replay "$tmp/none"
expect "duel table" 0 "^seed-heuristic +random +4 " cardhockey duel --a seed-heuristic --b random --games 4
expect "duel with ismcts" 0 "^ismcts +random +2 " cardhockey duel --a ismcts --b random --games 2 --iterations 20
expect "bad iterations" 2 "bad iterations '0' \(1 to 100000\)" cardhockey play --iterations 0

for variant in main original third-cancels goal-breakaway stockham; do
  "$faceoff" cardhockey play --seed 21 --variant $variant --a strong --b random --samples 4 >"$tmp/$variant.txt"
  expect "replay $variant record" 0 "^ok: (A wins|B wins|tie), A [0-9]+ B [0-9]+$" cardhockey replay "$tmp/$variant.txt"
done
out=$("$faceoff" cardhockey replay - <"$tmp/main.txt")
check "replay from standard input" $? "$out"
sed '8s/^\([AB]\) .*/\1 ZZ/' "$tmp/main.txt" >"$tmp/bad.txt"
expect "replay refuses a corrupted record" 1 "^bad record: line 8: 'ZZ' is not a card$" cardhockey replay "$tmp/bad.txt"
# A file of several records (as a match writes): each is checked, lines numbered in the file.
cat "$tmp/main.txt" "$tmp/stockham.txt" >"$tmp/two.txt"
expect "replay two records" 0 "^2 records replayed, all legal$" cardhockey replay "$tmp/two.txt"
cat "$tmp/main.txt" "$tmp/bad.txt" >"$tmp/two.txt"
expect "replay names the line in the file" 1 "^bad record: line $(($(wc -l <"$tmp/main.txt") + 8)): 'ZZ' is not a card$" \
  cardhockey replay "$tmp/two.txt"

# A scripted protocol session: every answer, every refusal.
session=$(printf '%s\n' cardhockey isready "setoption name colour value red" "setoption name variant value hockey" \
  "setoption name variant value stockham" go "newgame dealer one" "newgame dealer me" "opponent 3D" "hand 2C 3C 4C" \
  "hand 2C 3C 4C XX" "hand 2C 2C 4C 5C" "hand 2C 3C 4C 5C 6C" "hand 2C 3C 4C 5C" go "opponent 3C" "opponent 3D" \
  "opponent 9H" state go state "opponent 3D" frobnicate quit "state" | "$faceoff" cardhockey)
expected="id name faceoff
option name variant type combo default main var main var original var third-cancels var goal-breakaway var stockham
option name player type combo default strong var random var seed-heuristic var strong var ismcts var pimc
option name samples type spin default 0 min 0 max 10000
option name seed type spin default 0 min 0 max 2147483647
cardhockeyok
readyok
error unknown option 'colour'
error unknown variant 'hockey'
error no game \(send newgame\)
error expected 'newgame dealer me' or 'newgame dealer you'
error waiting for my hand \(send hand\)
error this deal is 4 cards, 3 were given
error 'XX' is not a card
error 2C is already played or given twice
error this deal is 4 cards, more were given
error it is your turn
error 3C is in my hand
error it is my turn
state play period 1 deal 1 dealer me turn me score 0 0 breakaway none top 3 hand 2C 3C 4C 5C
play 3C
state play period 1 deal 1 dealer me turn you score 0 0 breakaway me top 3 hand 2C 4C 5C
error 3D was already played this period
error unknown command 'frobnicate'"
mismatch=$(paste -d '\n' <(echo "$session") <(echo "$expected") | awk 'NR % 2 { got = $0; next } got !~ "^" $0 "$" { print "got:  " got; print "want: " $0 }')
[ -z "$mismatch" ] && [ "$(echo "$session" | wc -l)" = "$(echo "$expected" | wc -l)" ]
check "scripted protocol session" $? "$mismatch"$'\n'"$session"

# What the protocol settles: option names and values in any case, nothing
# after a value, who leads in the deal phase, the empty hand, 10 as 10 or T.
session=$(printf '%s\n' cardhockey "setoption name VARIANT value Stockham" "setoption name samples value 8 9" \
  "newgame dealer me" state "hand 1C 2C 3C 4C" "hand TC 2C 3C 4C" state quit | "$faceoff" cardhockey | sed -n '7,$p')
expected="error expected 'setoption name NAME value VALUE'
state deal period 1 deal 0 dealer me turn you score 0 0 breakaway none top none hand -
error '1C' is not a card
state play period 1 deal 1 dealer me turn you score 0 0 breakaway none top none hand 2C 3C 4C 10C"
[ "$session" = "$expected" ]
check "protocol settlements" $? "$(diff <(echo "$expected") <(echo "$session"))"

# The same first line selects the protocol when faceoff starts without arguments.
out=$(printf 'cardhockey\nquit\n' | "$faceoff")
grep -q "^cardhockeyok$" <<<"$out"
check "first line 'cardhockey' selects the protocol" $? "$out"

# Whole games through the protocol: the engine plays A of a referee game with the same player
# seed, so it must answer every 'go' with A's card of the record, and end with its score.
for game in "main 31 strong" "stockham 32 strong" "original 33 strong" "main 35 strong" "main 36 ismcts"; do
  set -- $game
  "$faceoff" cardhockey play --variant "$1" --seed "$2" --a "$3" --b random --samples 8 >"$tmp/game.txt"
  awk -v variant="$1" -v player="$3" -v seed="$(($2 * 2 + 1))" '
    BEGIN { print "cardhockey"; print "setoption name variant value " variant; print "setoption name player value " player
            print "setoption name samples value 8"; print "setoption name seed value " seed }
    /^period 1 dealer/ { print "newgame dealer " ($4 == "A" ? "me" : "you") }
    /^deal / { line = $0; sub(/^deal [0-9]+ A: /, "", line); sub(/ B: .*/, "", line); print "hand " line }
    /^A / { print "go" }
    /^B / { print "opponent " $2 }
    END { print "state" }' "$tmp/game.txt" | "$faceoff" >"$tmp/engine.txt"
  want=$(awk '/^A / { print "play " $2 } /^result/ { print "score " $(NF-2) " " $NF }' "$tmp/game.txt")
  got=$(awk '/^play / { print } /^state over/ { print "score " $12 " " $13 }' "$tmp/engine.txt")
  grep -q "^state over .* breakaway none top none hand " "$tmp/engine.txt" || got="$got (after the game: $(grep '^state' "$tmp/engine.txt"))"
  [ "$want" = "$got" ] && ! grep -q "^error" "$tmp/engine.txt"
  check "protocol replays game $game card for card" $? "$(diff <(echo "$want") <(echo "$got") | head; grep ^error "$tmp/engine.txt")"
done

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
