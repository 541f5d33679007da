#!/usr/bin/env bash
# tools/spsa.py on the tuning build, at a few hundred nodes a move: a run
# finishes, prints the tuned options and the SPRT to verify them, and keeps
# a state whose theta is the SPSA update of its logged results; the same
# seed gives the same perturbations, another seed others; a run resumed
# from a state goes on from its iteration; bad arguments exit 2.
# usage: test_spsa.sh FACEOFF (built with -DFACEOFF_TUNING=ON)
set -u
export PYTHONDONTWRITEBYTECODE=1 # importing tools/spsa.py leaves no cache in the tree
faceoff=$1
root=$(cd "$(dirname "$0")/../.." && pwd)
spsa=("python3" "$root/tools/spsa.py")
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
tune=(--engine "$faceoff" --game halfcourt --nodes 200 --iterations 2 --pairs 1)
# state FILE EXPRESSION: a Python expression of the state (s) is true
state() { python3 -c "import json, sys; s = json.load(open(sys.argv[1])); sys.exit(not ($2))" "$1"; }
deltas() { python3 -c "import json, sys; print(json.load(open(sys.argv[1]))['log'][int(sys.argv[2])]['delta'])" "$@"; }

"${spsa[@]}" "${tune[@]}" --state "$dir/a.json" > "$dir/out" 2>&1 || fail "a run exited $?: $(tail -3 "$dir/out")"
grep -q '^iteration 1/2: [0-9]*-[0-9]*-[0-9]*  RfpMargin=[0-9]* ' "$dir/out" || fail "no iteration 1: $(cat "$dir/out")"
grep -q '^iteration 2/2: ' "$dir/out" || fail "no iteration 2: $(cat "$dir/out")"
grep -q "'option.Tune HistoryBonus=[0-9]*'" "$dir/out" || fail "no tuned options: $(tail -4 "$dir/out")"
grep -q -- '--sprt elo0=0 elo1=5' "$dir/out" || fail "no SPRT to verify with: $(tail -4 "$dir/out")"
state "$dir/a.json" 's["iteration"] == 2 and len(s["log"]) == 2 and len(s["theta"]) == 17' \
    || fail "state after 2 iterations: $(head -c 300 "$dir/a.json")"
# theta is the defaults moved by R_k c_k (W - L) Delta, iteration by iteration
python3 - "$root/tools/spsa.py" "$dir/a.json" <<'EOF' || fail "theta is not the SPSA update of the log"
import importlib.util, json, sys
spec = importlib.util.spec_from_file_location("spsa", sys.argv[1])
spsa = importlib.util.module_from_spec(spec)
spec.loader.exec_module(spsa)
s = json.load(open(sys.argv[2]))
last_c, last_r = spsa.gains(s["settings"], {"c_end": 8}, s["settings"]["iterations"] - 1)
assert abs(last_c - 8) < 1e-9 and abs(last_r - s["settings"]["r_end"]) < 1e-12, (last_c, last_r)
for name, p in s["params"].items():
    theta = p["default"]
    for k, entry in enumerate(s["log"]):
        c_k, r_k = spsa.gains(s["settings"], p, k)
        wins, losses, _ = entry["wld"]
        theta = spsa.clamp(theta + r_k * c_k * (wins - losses) * entry["delta"][name], p)
    assert abs(theta - s["theta"][name]) < 1e-9, (name, theta, s["theta"][name])
EOF

"${spsa[@]}" "${tune[@]}" --state "$dir/b.json" > "$dir/out" 2>&1 || fail "a second run exited $?"
[ "$(deltas "$dir/a.json" 1)" = "$(deltas "$dir/b.json" 1)" ] || fail "the same seed perturbs differently"
"${spsa[@]}" "${tune[@]}" --seed 2 --state "$dir/c.json" > "$dir/out" 2>&1 || fail "a run with seed 2 exited $?"
[ "$(deltas "$dir/a.json" 1)" != "$(deltas "$dir/c.json" 1)" ] || fail "seeds 1 and 2 perturb alike"

# A run stopped after its first iteration, resumed
python3 -c "import json, sys; s = json.load(open(sys.argv[1])); s['iteration'] = 1; s['log'] = s['log'][:1]
json.dump(s, open(sys.argv[2], 'w'))" "$dir/a.json" "$dir/d.json"
"${spsa[@]}" --state "$dir/d.json" > "$dir/out" 2>&1 || fail "the resumed run exited $?: $(tail -3 "$dir/out")"
grep -q "^resuming .*d.json after iteration 1 of 2$" "$dir/out" || fail "not resumed: $(head -3 "$dir/out")"
grep -q '^iteration 1/2' "$dir/out" && fail "the resumed run played iteration 1 again"
grep -q '^iteration 2/2: ' "$dir/out" || fail "the resumed run did not play iteration 2: $(cat "$dir/out")"
state "$dir/d.json" 's["iteration"] == 2 and len(s["log"]) == 2' || fail "state after resuming: $(head -c 300 "$dir/d.json")"
[ "$(deltas "$dir/a.json" 1)" = "$(deltas "$dir/d.json" 1)" ] || fail "the resumed run perturbs differently"

# An openings file, a subset of the parameters
"${spsa[@]}" --engine "$faceoff" --game chess --nodes 200 --iterations 1 --pairs 1 --maxmoves 20 \
    --openings "$root/tests/protocol/match/chess-openings.txt" --params RfpMargin,LmrBase > "$dir/out" 2>&1 \
    || fail "a run from an openings file exited $?: $(tail -3 "$dir/out")"
grep -q '^iteration 1/1: [0-9]*-[0-9]*-[0-9]*  RfpMargin=[0-9]* LmrBase=[0-9]*$' "$dir/out" \
    || fail "not the two parameters: $(cat "$dir/out")"

refuse() { # pattern, arguments...
    local pattern=$1
    shift
    "${spsa[@]}" "$@" > /dev/null 2> "$dir/err"
    local status=$?
    [ "$status" -eq 2 ] && grep -q -- "$pattern" "$dir/err" || fail "'$*' exited $status with '$(cat "$dir/err")'"
}
refuse "give --engine, --game and --iterations" --game halfcourt --nodes 200 --iterations 2
refuse "give --tc or --nodes, not both" "${tune[@]}" --tc 1+0.01
refuse "--pairs must be at least 1" "${tune[@]}" --pairs 0
refuse "unknown parameter 'Nothing'" "${tune[@]}" --params RfpMargin,Nothing
refuse "bad --c-end 'RfpMargin=0'" "${tune[@]}" --c-end RfpMargin=0
refuse "lists no 'Tune' options" --engine /bin/true --game halfcourt --nodes 200 --iterations 2
refuse "cannot read openings file" "${tune[@]}" --openings "$dir/none.txt"
refuse "invalid int value" "${tune[@]}" --iterations many
refuse "--pairs 2 differs from the state's 1" --state "$dir/a.json" --pairs 2
echo "spsa: passed"
