#!/bin/sh
# An XBoard engine without setboard, for the match runner's tests of edit
# mode: it writes every line it is sent to LOG, plays the variants listed
# in VARIANTS (default "normal"), and resigns whenever it is to move.
# usage: edit-engine.sh LOG [VARIANTS]
log=$1
variants=${2:-normal}
while read -r command rest; do
    echo "$command${rest:+ $rest}" >>"$log"
    case $command in
    protover) echo "feature ping=1 setboard=0 usermove=1 variants=\"$variants\" done=1" ;;
    ping) echo "pong $rest" ;;
    go) echo "resign" ;;
    quit) exit 0 ;;
    esac
done
