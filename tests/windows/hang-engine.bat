@echo off
rem A Windows engine that hangs, for the match runner under Wine
rem (tests/windows/run-wine.sh): it answers the UCI handshake, never a
rem "go", and ignores "quit": the runner must forfeit it and kill it. Wine's
rem "set /p" may take two lines the runner sent together as one, so every
rem line but "uci" is answered as "isready" is.
:next
set line=
set /p line=
if "%line%"=="uci" (echo id name hang& echo uciok) else echo readyok
goto next
