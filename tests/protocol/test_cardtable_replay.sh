#!/usr/bin/env bash
# A whole Card Hockey game refereed by the engine over UCI (table new, go
# for both seats to the end, table record), in each rule variation and at
# Skill Level 0: the record must pass `faceoff cardhockey replay`, and end
# with the result that d shows; Skill Level 0 plays other cards. Then the
# same game with seat A's cards sent by table play: table undo after the
# end reopens it with A to play, and playing on gives the same record.
# usage: test_cardtable_replay.sh path/to/faceoff
set -euo pipefail
faceoff=$1
declare -A cards

# The game of record $2 (variant $1) again, A's cards by table play and B's
# by go, taken back after the end and played to the end again.
undo_at_end() {
  local variant=$1 whole=$2 moves out record
  moves=$(grep -E '^(A|B) ' <<<"$whole" | awk '{print $1 == "A" ? "table play " $2 : "go"}')
  out=$( (printf 'setoption name UCI_Variant value cardhockey\nsetoption name cardhockey variant value %s\n' "$variant"
          printf 'setoption name cardhockey player value seed-heuristic\ntable new seat A seed 11\n'
          echo "$moves"
          printf 'table undo\nd\n'
          sed -n '/^table play/h; /^table play/!H; ${x;p}' <<<"$moves"  # A's last card and B's after it
          printf 'table record\nquit\n') | "$faceoff" uci)
  grep -q '^info string error' <<<"$out" && { echo "$variant: undo: $(grep -m1 '^info string error' <<<"$out")"; exit 1; }
  grep -q '^info string table undo [0-9]' <<<"$out" && grep -q '^Result: \* none$' <<<"$out" ||
    { echo "$variant: table undo did not reopen the game"; exit 1; }
  record=$(sed -n 's/^record //p' <<<"$out")
  [[ $record == "$whole" ]] || { echo "$variant: the game played on after undo differs"; exit 1; }
}

for run in main original third-cancels goal-breakaway stockham main:0; do
  variant=${run%:*} skill=20
  [[ $run == *:* ]] && skill=${run#*:}
  out=$( (printf 'setoption name UCI_Variant value cardhockey\nsetoption name cardhockey variant value %s\n' "$variant"
          printf 'setoption name Skill Level value %s\n' "$skill"
          printf 'setoption name cardhockey player value seed-heuristic\ntable new seat A seed 11\n'
          for _ in $(seq 1 400); do echo go; done
          printf 'd\ntable record\nquit\n') | "$faceoff" uci)
  record=$(sed -n 's/^record //p' <<<"$out")
  shown=$(sed -n 's/^Result: //p' <<<"$out")
  replay=$("$faceoff" cardhockey replay - <<<"$record") || { echo "$variant: $replay"; exit 1; }
  case "$shown" in
    "1-0 score final A wins") want="ok: A wins" ;;
    "0-1 score final B wins") want="ok: B wins" ;;
    "1/2-1/2 score final tie") want="ok: tie" ;;
    *) echo "$variant: the game did not end: Result: $shown"; exit 1 ;;
  esac
  [[ $replay == "$want"* ]] || { echo "$variant: d says '$shown', replay '$replay'"; exit 1; }
  [[ $skill != 20 ]] || undo_at_end "$variant" "$record"
  echo "$run: $replay"
  cards[$variant:$skill]=$(grep -v '^deal\|^period\|^score\|^result' <<<"$record" | md5sum)
  [[ $skill == 20 || ${cards[$variant:20]} != "${cards[$variant:$skill]}" ]] ||
    { echo "$run: the same cards as at full skill"; exit 1; }
done
echo "cardtable replay: passed"
