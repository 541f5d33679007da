#!/bin/sh
# A UCI engine for the match runner's tests of castling text and of
# UCI_Variant. It writes every line it is sent to LOG and insists on
# Chess960's castling: from the Half-Court start b1r1k/ppppp/5/PPPPP/BR2K
# (king e1, rook b1) it castles as White with e1b1, answers e1b1 with Black's
# castling e5c5, plays a1a1 whenever it is sent the king's destination e1c1,
# and gives up otherwise ("bestmove (none)"); both forfeit.
# Its UCI_Variant lists halfcourt and halfcourt-s0 only once VariantPath is
# set, as Fairy-Stockfish's does; with FLAGS "960" it has UCI_Chess960.
# usage: castling-engine.sh LOG [FLAGS]
log=$1
flags=${2:-}
variants="var chess"
moves=
while read -r command rest; do
    echo "$command${rest:+ $rest}" >>"$log"
    case $command in
    uci)
        echo "id name castling"
        echo "option name VariantPath type string default <empty>"
        echo "option name UCI_Variant type combo default chess $variants"
        [ "$flags" = 960 ] && echo "option name UCI_Chess960 type check default false"
        echo "uciok" ;;
    setoption)
        case $rest in "name VariantPath value "*) variants="var chess var halfcourt var halfcourt-s0" ;; esac ;;
    isready) echo "readyok" ;;
    position)
        case $rest in *" moves "*) moves=${rest#* moves } ;; *) moves= ;; esac ;;
    go)
        case " $moves " in
        *" e1c1 "*) echo "bestmove a1a1" ;;
        "  ") echo "bestmove e1b1" ;;
        " e1b1 ") echo "bestmove e5c5" ;;
        *) echo "bestmove (none)" ;;
        esac ;;
    quit) exit 0 ;;
    esac
done
