#!/usr/bin/env bash
# tools/icehockey_attack_model.py: equal players score half; a player whose
# attacks all score and whose defence lets nothing in wins every game as
# White (it attacks at every level faceoff) and draws every one as Black
# (it attacks only from behind, so it can only draw level), 0.75 in all,
# +191; a better attack scores more; rates outside 0..1 are refused.
# usage: test_icehockey_attack_model.sh (exit 77, skipped, without python3)
set -u
command -v python3 >/dev/null || { echo "icehockey_attack_model: skipped (no python3)"; exit 77; }
export PYTHONDONTWRITEBYTECODE=1
model="$(cd "$(dirname "$0")/../.." && pwd)/tools/icehockey_attack_model.py"
fail() { echo "FAIL: $*"; exit 1; }
score() { python3 "$model" "$@" | sed -n 's/.*; score \([0-9.]*\), Elo .*/\1/p'; }

out=$(python3 "$model" 0.5 0.4 0.5 0.4) || fail "exited $?"
case "$out" in *"; score 0.500, Elo -0"* | *"; score 0.500, Elo +0"*) ;; *) fail "equal players: $out" ;; esac
out=$(python3 "$model" 1 1 0 0) || fail "exited $?"
[ "$out" = "A as White 1.000, as Black 0.500; score 0.750, Elo +191" ] || fail "the perfect player: $out"
out=$(python3 "$model" 1 1 0 0 --attacks 1) || fail "exited $?"
[ "$out" = "A as White 1.000, as Black 0.500; score 0.750, Elo +191" ] || fail "one attack a period: $out"
low=$(score 0.5 0.4 0.5 0.4) high=$(score 0.6 0.4 0.5 0.4)
awk -v l="$low" -v h="$high" 'BEGIN { exit !(h > l) }' || fail "a better attack scored $high, not above $low"
for bad in "1.5 0 0 0" "0.5 0.5 0.5" "0.5 0.5 0.5 0.5 --attacks 0"; do
    python3 "$model" $bad > /dev/null 2>&1
    [ $? -eq 2 ] || fail "took $bad"
done
echo "icehockey_attack_model: passed"
