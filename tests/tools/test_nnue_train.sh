#!/usr/bin/env bash
# The net pipeline end to end (movegen/chess/nets/README.md): self-play
# positions carry a result and a score, the trainer learns from them (its
# validation loss falls), writes a net of the size and magic nnue.h
# fixes, quantizes it closely, and refuses bad arguments with status 2;
# the engine reads the net (hammer EvalFile) and plays with it;
# --flip-files adds the twin with the files turned over of exactly the
# positions the rules let turn over; --hidden makes a wider net the engine
# reads; --king-buckets makes a net with king buckets the engine reads
# and plays with, its twins as exact as without; --activation squared
# makes a FONNUE04 net that learns, quantizes closely and plays; --init
# goes on from a net, its layout (activation too) and scale kept; the same for Ice Hockey's
# net, whose lines carry the goals at the game's end, from which the
# trainer takes the result of the rest of the game; a game option
# (NAME=VALUE) sets self-play's start.
# usage: test_nnue_train.sh SELFPLAY_POSITIONS NNUE_TRAIN FACEOFF
set -u
selfplay=$1 train=$2 faceoff=$3
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
# The engine reads a chess family net and plays with it.
# usage: plays GAME NET LABEL [MOVES]
plays() {
    local game=$1 net=$2 label=$3 moves=${4:-}
    printf '%s\n' uci "setoption name $game EvalFile value $net" "setoption name UCI_Variant value $game" \
        "position startpos${moves:+ moves $moves}" "go depth 3" isready quit | "$faceoff" > "$net.engine" 2>&1
    grep -q 'error' "$net.engine" && fail "the engine refused $label: $(grep error "$net.engine")"
    grep -q '^bestmove [a-h][1-8][a-h][1-8]' "$net.engine" || fail "no move with $label: $(tail -3 "$net.engine")"
}
# The trainer's log says its quantized net scores within 10 cp of its
# float net on average; that figure is left in $quantization.
# usage: quantized_closely LOG LABEL
quantized_closely() {
    quantization=$(sed -n 's/.*differ by \([0-9.]*\) cp on average.*/\1/p' "$1")
    awk -v e="$quantization" 'BEGIN { exit !(e != "" && e < 10) }' || fail "$2: quantization error '$quantization' cp"
}

"$selfplay" hammer 40 300 8 1 > "$dir/data.txt" || fail "selfplay_positions exited $?"
lines=$(wc -l < "$dir/data.txt")
[ "$lines" -ge 1000 ] || fail "only $lines positions"
awk -F' ; ' 'NF != 3 || ($2 != "0" && $2 != "0.5" && $2 != "1") || $3 !~ /^-?[0-9]+$/ { bad++ }
             END { exit bad > 0 }' "$dir/data.txt" || fail "a line without a result and a score"

"$train" hammer "$dir/data.txt" "$dir/net.nnue" --epochs 10 --batch 256 --lr 0.002 --threads 2 2> "$dir/log" \
    || fail "the trainer exited $?: $(tail -3 "$dir/log")"
[ "$(stat -c %s "$dir/net.nnue")" -eq 201012 ] || fail "the net is $(stat -c %s "$dir/net.nnue") bytes (8 buckets)"
[ "$(head -c 8 "$dir/net.nnue")" = FONNUE02 ] || fail "no magic"
first=$(sed -n 's/^epoch 0: validation loss \([0-9.]*\)$/\1/p' "$dir/log")
last=$(sed -n 's/^epoch 10: .*validation loss \([0-9.]*\),.*/\1/p' "$dir/log")
awk -v a="$first" -v b="$last" 'BEGIN { exit !(a > 0 && b < a * 0.8) }' \
    || fail "validation loss $first -> $last: $(cat "$dir/log")"
quantized_closely "$dir/log" "the net"
error=$quantization
plays hammer "$dir/net.nnue" "the net"

# --init: training goes on from a net. Its layout and scale are kept; it
# starts where that net's training ended (the same validation positions);
# at a learning rate too small to move a weight the net comes back byte
# for byte (the float weights are exactly the quantized ones).
"$train" hammer "$dir/data.txt" "$dir/again.nnue" --epochs 1 --batch 256 --lr 1e-9 --threads 2 \
    --init "$dir/net.nnue" 2> "$dir/again.log" || fail "the trainer exited $? with --init: $(tail -3 "$dir/again.log")"
cmp -s "$dir/net.nnue" "$dir/again.nnue" || fail "--init at lr 1e-9 changed the net"
scale=$(sed -n 's/^wrote .*scale \([0-9]*\),.*/\1/p' "$dir/log")
grep -q "^scale: $scale cp per output unit, --init's net's" "$dir/again.log" \
    || fail "--init's scale is not the net's $scale: $(grep scale: "$dir/again.log")"
resumed=$(sed -n 's/^epoch 0: validation loss \([0-9.]*\)$/\1/p' "$dir/again.log")
awk -v a="$resumed" -v b="$last" 'BEGIN { exit !(a > 0 && a < b * 1.05 && a > b * 0.95) }' \
    || fail "--init starts at validation loss $resumed, its net ended at $last"

# --hidden: a net twice as wide (a multiple of 32 up to 256), its size,
# and the engine plays with it.
"$train" hammer "$dir/data.txt" "$dir/wide.nnue" --epochs 1 --batch 256 --threads 2 --hidden 256 2> "$dir/wide.log" \
    || fail "the trainer exited $? with --hidden 256: $(tail -3 "$dir/wide.log")"
grep -q '^training 256 hidden units' "$dir/wide.log" || fail "not 256 hidden units: $(grep training "$dir/wide.log")"
[ "$(stat -c %s "$dir/wide.nnue")" -eq 401972 ] || fail "the 256-unit net is $(stat -c %s "$dir/wide.nnue") bytes"
plays hammer "$dir/wide.nnue" "the 256-unit net"

# --activation squared: the clipped units squared (FONNUE04, 8 bytes more
# header); it learns and quantizes as closely, the engine plays with it,
# and --init goes on from it with its activation, byte for byte at lr 1e-9.
"$train" hammer "$dir/data.txt" "$dir/sq.nnue" --epochs 10 --batch 256 --lr 0.002 --threads 2 --activation squared \
    2> "$dir/sq.log" || fail "the trainer exited $? with --activation squared: $(tail -3 "$dir/sq.log")"
grep -q '^training 128 hidden units (squared)' "$dir/sq.log" || fail "not squared: $(grep training "$dir/sq.log")"
[ "$(stat -c %s "$dir/sq.nnue")" -eq 201020 ] || fail "the squared net is $(stat -c %s "$dir/sq.nnue") bytes"
[ "$(head -c 8 "$dir/sq.nnue")" = FONNUE04 ] || fail "no FONNUE04 magic"
sq_first=$(sed -n 's/^epoch 0: validation loss \([0-9.]*\)$/\1/p' "$dir/sq.log")
sq_last=$(sed -n 's/^epoch 10: .*validation loss \([0-9.]*\),.*/\1/p' "$dir/sq.log")
awk -v a="$sq_first" -v b="$sq_last" 'BEGIN { exit !(a > 0 && b < a * 0.8) }' \
    || fail "squared: validation loss $sq_first -> $sq_last"
quantized_closely "$dir/sq.log" "the squared net"
plays hammer "$dir/sq.nnue" "the squared net"
"$train" hammer "$dir/data.txt" "$dir/sq-again.nnue" --epochs 1 --batch 256 --lr 1e-9 --threads 2 \
    --init "$dir/sq.nnue" 2> "$dir/sq-again.log" || fail "--init of the squared net exited $?"
cmp -s "$dir/sq.nnue" "$dir/sq-again.nnue" || fail "--init at lr 1e-9 changed the squared net"

# --king-buckets 4: four sets of inputs (FONNUE03), and the engine plays
# chess with it.
"$train" hammer "$dir/data.txt" "$dir/king.nnue" --epochs 1 --batch 256 --threads 2 --king-buckets 4 2> "$dir/king.log" \
    || fail "the trainer exited $? with --king-buckets 4: $(tail -3 "$dir/king.log")"
grep -q '^training 128 hidden units (4 king buckets)' "$dir/king.log" || fail "not 4 king buckets: $(grep training "$dir/king.log")"
[ "$(stat -c %s "$dir/king.nnue")" -eq 790840 ] || fail "the king-bucket net is $(stat -c %s "$dir/king.nnue") bytes"
[ "$(head -c 8 "$dir/king.nnue")" = FONNUE03 ] || fail "no FONNUE03 magic"
quantized_closely "$dir/king.log" "king buckets"
plays chess "$dir/king.nnue" "the king-bucket net" "e2e4 e7e5 e1e2"
# --init from it: its shared rows are made again, and the net comes back.
"$train" hammer "$dir/data.txt" "$dir/king-again.nnue" --epochs 1 --batch 256 --lr 1e-9 --threads 2 \
    --init "$dir/king.nnue" 2> "$dir/king-again.log" || fail "--init of the king-bucket net exited $?"
cmp -s "$dir/king.nnue" "$dir/king-again.nnue" || fail "--init at lr 1e-9 changed the king-bucket net"

# Ice Hockey's net leaves the goals out (lambda 1, a scale given): its own
# size, and the engine plays with it.
"$selfplay" icehockey 4 300 8 1 50 > "$dir/ih.txt" || fail "selfplay_positions icehockey exited $?"
# With no quiescence search the net meets every position at the leaves, so
# every one is kept, those whose best turn scores or checks too: (nearly:
# a random move may be an own goal) every goal falls on the turn of the
# side to move in the line just before it; the quiet positions alone kept
# 5 of 16.
awk -F' ; ' '{ split($1, f, " "); split(f[4], g, "-")
               if (n && g[1] + g[2] > goals) { all++; kept += (g[1] > white) == (side == "w") }
               n++; goals = g[1] + g[2]; white = g[1]; side = f[2] }
             END { exit !(all > 0 && kept * 10 >= all * 9) }' "$dir/ih.txt" \
    || fail "Ice Hockey positions whose best turn scores were left out"
"$train" icehockey "$dir/ih.txt" "$dir/ih.nnue" --epochs 2 --batch 256 --lambda 1 --scale 400 --threads 2 \
    2> "$dir/ih.log" || fail "the trainer exited $? on Ice Hockey: $(tail -3 "$dir/ih.log")"
[ "$(stat -c %s "$dir/ih.nnue")" -eq 332084 ] || fail "the Ice Hockey net is $(stat -c %s "$dir/ih.nnue") bytes"
printf '%s\n' uci "setoption name icehockey EvalFile value $dir/ih.nnue" "setoption name UCI_Variant value icehockey" \
    "position startpos" "go depth 2" isready quit | "$faceoff" > "$dir/ih.engine" 2>&1
grep -q 'error' "$dir/ih.engine" && fail "the engine refused the Ice Hockey net: $(grep error "$dir/ih.engine")"
grep -q '^bestmove ' "$dir/ih.engine" || fail "no Ice Hockey move with the net: $(tail -3 "$dir/ih.engine")"
# Each line also carries the goals' worth at its game's end, which decides
# the game's result; the trainer takes from it every position's result of
# the rest of the game, and learns otherwise than from the game's result.
awk -F' ; ' 'NF != 4 || ($2 == 1) != ($4 > 0) || ($2 == 0) != ($4 < 0) || $4 % 1000 { bad++ }
             END { exit !(NR > 0 && !bad) }' "$dir/ih.txt" \
    || fail "Ice Hockey lines without the final goals, or with goals the result contradicts"
"$train" icehockey "$dir/ih.txt" "$dir/ih-rest.nnue" --epochs 1 --batch 256 --lambda 0 --scale 400 --threads 2 \
    2> "$dir/ih-rest.log" || fail "the trainer exited $? on the rest of the games: $(tail -3 "$dir/ih-rest.log")"
kept=$(sed -n 's/^nnue_train: [0-9]* lines, \([0-9]*\) positions.*/\1/p' "$dir/ih-rest.log")
grep -q "^nnue_train: $kept positions with the result of the rest of their game, 0 with its result" \
    "$dir/ih-rest.log" || fail "not every Ice Hockey position got its rest's result: $(grep result "$dir/ih-rest.log")"
cut -d';' -f1-3 "$dir/ih.txt" > "$dir/ih-game.txt"
"$train" icehockey "$dir/ih-game.txt" "$dir/ih-game.nnue" --epochs 1 --batch 256 --lambda 0 --scale 400 --threads 2 \
    2> "$dir/ih-game.log" || fail "the trainer exited $? on the games' results: $(tail -3 "$dir/ih-game.log")"
grep -q "^nnue_train: 0 positions with the result of the rest of their game, $kept with its result" \
    "$dir/ih-game.log" || fail "lines without the final goals: $(grep result "$dir/ih-game.log")"
cmp -s "$dir/ih-rest.nnue" "$dir/ih-game.nnue" && fail "the rest of the game's result changed nothing"

# A game option fixes the start: Half-Court from start 2777 (bqrnk/ppppp/5/
# PPPPP/BRQNK) without random plies keeps that setup's pieces in every
# game's first position; a wrong option is refused.
"$selfplay" halfcourt 3 200 0 7 0 start=2777 > "$dir/hc.txt" || fail "selfplay_positions start=2777 exited $?"
head -1 "$dir/hc.txt" | grep -q '^bqrnk/ppppp/5/PPPPP/BRQNK w ' || fail "start=2777 began $(head -1 "$dir/hc.txt")"
[ "$(grep -c '^bqrnk/ppppp/5/PPPPP/BRQNK w ' "$dir/hc.txt")" -eq 3 ] || fail "not every game from start 2777"
for bad in start=14400 start=x nosuch=1; do
    "$selfplay" halfcourt 1 200 0 7 "$bad" > /dev/null 2> "$dir/err"
    [ $? -eq 2 ] && grep -q "$bad" "$dir/err" || fail "selfplay_positions took $bad: $(cat "$dir/err")"
done

# --flip-files: a game's positions, each that the rules let turn over
# followed by its twin turned over a <-> h (the board's ranks, the
# en-passant file and Half-Court's castling files reversed), make byte for
# byte the net that the same positions alone make with --flip-files.
# Chess's positions with castling rights are not turned over, Half-Court's
# all are (its castling is the same on either wing); the count turned over
# is reported.
# With king buckets, each twin's kings choose their buckets anew.
# usage: twins GAME FILES ("abcdefgh") ALL (1: every position turns over) [TRAINER OPTIONS]
twins() {
    local game=$1 files=$2 all=$3 flips
    shift 3
    "$selfplay" "$game" 40 300 8 3 > "$dir/$game-all.txt" || fail "selfplay_positions $game exited $?"
    # no mate scores: the trainer leaves them out of its count
    awk -F' ; ' '$3 > -10000 && $3 < 10000' "$dir/$game-all.txt" > "$dir/$game.txt"
    flips=$(awk -F' ; ' -v files="$files" -v all="$all" -v alone="$dir/$game-alone.txt" -v both="$dir/$game-twins.txt" '
        function turn(s,  r, i) { r = ""; for (i = length(s); i > 0; i--) r = r substr(s, i, 1); return r }
        function file(c,  i, u) { u = toupper(files); i = index(files, c)
            if (i) return substr(files, length(files) + 1 - i, 1)
            i = index(u, c); return i ? substr(u, length(u) + 1 - i, 1) : c }
        function files_of(s,  r, i) { r = ""; for (i = 1; i <= length(s); i++) r = r file(substr(s, i, 1)); return r }
        { split($1, f, " "); n = split(f[1], rank, "/"); board = turn(rank[1])
          for (i = 2; i <= n; i++) board = board "/" turn(rank[i])
          print > alone; print > both
          if (all || f[3] == "-") { flips++
              print board " " f[2] " " files_of(f[3]) " " files_of(f[4]) " " f[5] " " f[6] " ; " $2 " ; " $3 > both }
          else kept++ }
        END { print flips + 0; exit !(flips > 100 && (all || kept > 100)) }' "$dir/$game.txt") \
        || fail "$game self-play without the kinds of position to turn over ($flips)"
    "$train" "$game" "$dir/$game-twins.txt" "$dir/$game-twins.nnue" --epochs 2 --batch 256 --threads 1 "$@" \
        2> "$dir/$game-twins.log" || fail "the trainer exited $? on $game's twins: $(tail -3 "$dir/$game-twins.log")"
    "$train" "$game" "$dir/$game-alone.txt" "$dir/$game-flip.nnue" --epochs 2 --batch 256 --threads 1 --flip-files "$@" \
        2> "$dir/$game-flip.log" || fail "the trainer exited $? with --flip-files: $(tail -3 "$dir/$game-flip.log")"
    grep -q "($flips of them turned over" "$dir/$game-flip.log" \
        || fail "$game: not $flips turned over: $(grep positions "$dir/$game-flip.log")"
    cmp -s "$dir/$game-twins.nnue" "$dir/$game-flip.nnue" \
        || fail "$game: --flip-files made another net than the twins written out"
}
twins chess abcdefgh 0
twins halfcourt abcde 1
twins chess abcdefgh 0 --king-buckets 4
twins halfcourt abcde 1 --king-buckets 2

refuse() {
    "$train" "$@" > /dev/null 2> "$dir/err"
    local status=$?
    [ "$status" -eq 2 ] && [ -s "$dir/err" ] || fail "'$*' exited $status with '$(cat "$dir/err")'"
}
refuse nosuchgame "$dir/data.txt" "$dir/x.nnue"
refuse hammer "$dir/missing.txt" "$dir/x.nnue"
refuse hammer "$dir/data.txt" "$dir/x.nnue" --epochs 0
refuse hammer "$dir/data.txt" "$dir/x.nnue" --lambda 2
refuse hammer "$dir/data.txt" "$dir/no/such/dir/x.nnue"
refuse hammer "$dir/data.txt"
refuse joust "$dir/data.txt" "$dir/x.nnue" --flip-files
refuse hammer "$dir/data.txt" "$dir/x.nnue" --hidden 100
refuse hammer "$dir/data.txt" "$dir/x.nnue" --hidden 512
refuse hammer "$dir/data.txt" "$dir/x.nnue" --king-buckets 3
refuse joust "$dir/data.txt" "$dir/x.nnue" --king-buckets 2
refuse hammer "$dir/data.txt" "$dir/x.nnue" --init "$dir/missing.nnue"
refuse hammer "$dir/data.txt" "$dir/x.nnue" --init "$dir/data.txt"
refuse hammer "$dir/data.txt" "$dir/x.nnue" --init "$dir/net.nnue" --hidden 256
refuse hammer "$dir/data.txt" "$dir/x.nnue" --init "$dir/net.nnue" --buckets 4
refuse joust "$dir/data.txt" "$dir/x.nnue" --init "$dir/net.nnue"
refuse hammer "$dir/data.txt" "$dir/x.nnue" --init
refuse hammer "$dir/data.txt" "$dir/x.nnue" --activation relu
refuse hammer "$dir/data.txt" "$dir/x.nnue" --init "$dir/sq.nnue" --activation clipped
refuse hammer "$dir/data.txt" "$dir/x.nnue" --init "$dir/net.nnue" --activation squared
grep -q 'has --activation clipped, not squared' "$dir/err" || fail "the refusal does not name the activations: $(cat "$dir/err")"
echo "PASS: $lines positions, validation loss $first -> $last, quantization $error cp"
