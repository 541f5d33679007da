#!/bin/sh
# A misbehaving engine for the match runner's tests. It answers the UCI or
# XBoard handshake, then, when asked for a move, does what MODE says:
#   illegal  a move no piece can make      garbled  a line no protocol has
#   exit     leaves at once                hang     never answers again
#   resign   resigns (XBoard) or sends bestmove (none) (UCI)
#   slow     (UCI, chess, White) thinks 0.45 s a move, then shuffles a knight
#   longinfo (UCI, chess, White) an info line of 20,000 bytes before each
#            move (a "bestmove e2e5" where the runner's buffer ends), then
#            shuffles a knight
#   gloomy   (UCI, chess, White) reports itself 50 pawns down, then
#            shuffles a knight
mode=$1
proto=xboard
shuffle=g1f3

misbehave() {
    case $mode in
    illegal) if [ $proto = uci ]; then echo "bestmove e2e5"; else echo "move e2e5"; fi ;;
    garbled) echo "%% this is not a protocol line ~~" ;;
    exit) exit 3 ;;
    hang) exec sleep 600 ;;
    resign) if [ $proto = uci ]; then echo "bestmove (none)"; else echo "resign"; fi ;;
    slow | longinfo | gloomy)
        if [ $mode = slow ]; then sleep 0.45; fi
        if [ $mode = gloomy ]; then echo "info depth 1 score cp -5000 pv $shuffle"; fi
        # 8,192 bytes are the runner's buffer: a line cut there would go on
        # with an illegal move
        if [ $mode = longinfo ]; then printf 'info string %8180s%s\n' '' "bestmove e2e5 $(head -c 12000 /dev/zero | tr '\0' x)"; fi
        echo "bestmove $shuffle"
        if [ $shuffle = g1f3 ]; then shuffle=f3g1; else shuffle=g1f3; fi
        ;;
    esac
}

while read -r command rest; do
    case $command in
    uci) proto=uci; echo "id name bad-$mode"; echo "uciok" ;;
    isready) echo "readyok" ;;
    protover) echo "feature ping=1 setboard=1 usermove=1 done=1" ;;
    ping) echo "pong $rest" ;;
    go) misbehave ;;
    quit) exit 0 ;;
    esac
done
