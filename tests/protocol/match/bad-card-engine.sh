#!/bin/sh
# A misbehaving Card Hockey engine for the match runner's tests. It answers
# the card protocol's handshake and takes new games and hands; asked for a
# card (go), it does what MODE says:
#   illegal  plays a card it does not hold (and no one has played)
#   garbled  sends a line the protocol has no place for
#   exit     leaves at once                hang     never answers again
mode=$1
hand=
seen=

# The first card of the deck neither in the hand nor seen played.
foreign_card() {
    for rank in A 2 3 4 5 6 7 8 9 10 J Q K; do
        for suit in C D H S; do
            case " $hand $seen " in
            *" $rank$suit "*) ;;
            *) echo "$rank$suit"; return ;;
            esac
        done
    done
}

while read -r command rest; do
    case $command in
    cardhockey) echo "id name bad-$mode"; echo "cardhockeyok" ;;
    isready) echo "readyok" ;;
    newgame) seen= ;;
    hand) hand=$rest ;;
    opponent) seen="$seen $rest" ;;
    go)
        case $mode in
        illegal) echo "play $(foreign_card)" ;;
        garbled) echo "%% this is not a protocol line ~~" ;;
        exit) exit 3 ;;
        hang) exec sleep 600 ;;
        esac
        ;;
    quit) exit 0 ;;
    esac
done
