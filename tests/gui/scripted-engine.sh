#!/usr/bin/env bash
# An XBoard engine for the GUI checks: faceoff made to play a scripted game.
# Before each of its searches faceoff is told "exclude all" and "include
# MOVE" with the script's next move, so it plays that move and sends it in
# the form it always sends (and reads the other side's as XBoard forwards
# them); after the script's end it plays on freely. With a FEN tag, every
# game starts there: faceoff gets it by setboard after each variant
# command, and XBoard in faceoff's setup line (the first engine's setup is
# the game's start: XBoard sends a setboard of its own before the setup
# arrives and then takes the setup). Everything else passes through.
# usage: scripted-engine.sh SCRIPT FACEOFF
#   SCRIPT: a PGN file of one game, its moves in faceoff's text
set -u
script_file=$1 faceoff=$2
mapfile -t script < <(grep -v '^\[' "$script_file" | tr '\n' ' ' | sed 's/{[^}]*}//g' | grep -oE '\b[a-h][1-8][a-h][1-8][qrbn]?\b')
fen=$(sed -n 's/^\[FEN "\(.*\)"\]$/\1/p' "$script_file")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
played=$work/played
: >"$played"
mkfifo "$work/in"
# faceoff's lines go out as they come; each move it plays is counted
"$faceoff" <"$work/in" | while IFS= read -r line; do
  [[ -n $fen && $line == setup\ * ]] && line="${line%%+0_fairy *}+0_fairy $fen"
  printf '%s\n' "$line"
  [[ $line == move\ * ]] && echo >>"$played"
done &
engine=$!
exec 3>"$work/in"
send() { printf '%s\n' "$@" >&3; }
received=0 side=none # the side faceoff plays: w, b or none
ply() { echo $((received + $(wc -l <"$played"))); }
to_move() { (($(ply) % 2)) && echo b || echo w; }
# Starts faceoff's search on the script's next move.
search() {
  local next=${script[$(ply)]:-}
  [ -n "$next" ] && send "exclude all" "include $next"
  send go
}
while IFS= read -r line; do
  case $line in
  new | setboard\ * | variant\ *)
    received=0
    : >"$played"
    [ "$line" = new ] && side=b
    send "$line"
    [[ -n $fen && $line == variant\ * ]] && send "setboard $fen"
    ;;
  force) side=none; send force ;;
  go) side=$(to_move); search ;;
  playother) side=$( [ "$(to_move)" = w ] && echo b || echo w); send playother ;;
  usermove\ *)
    received=$((received + 1))
    if [ "$side" = "$(to_move)" ]; then
      send force "$line"
      search
    else
      send "$line"
    fi
    ;;
  quit) break ;;
  *) send "$line" ;;
  esac
done
send quit
exec 3>&-
wait "$engine" 2>/dev/null
