#!/usr/bin/env bash
# Goals per game from the Card Hockey records that `faceoff match --pgn`
# writes: for each engine, goals scored and conceded per game and the goal
# difference per game with its 95% interval (normal approximation).
# usage: goals.sh RECORDS...
awk '
/^player A / { a = $3 } /^player B / { b = $3 }
/^result / { x = $(NF-2); y = $NF; n++; gf[a] += x; ga[a] += y; gf[b] += y; ga[b] += x
  d = x - y; s1[a] += d; s2[a] += d*d; s1[b] -= d; s2[b] += d*d; g[a]++; g[b]++ }
END { for (p in g) { m = s1[p]/g[p]; v = s2[p]/g[p] - m*m
    printf "%s: %d games, goals %.3f for %.3f against per game, difference %+.3f +/- %.3f\n",
      p, g[p], gf[p]/g[p], ga[p]/g[p], m, 1.95996*sqrt(v/g[p]) } }' "$@"
