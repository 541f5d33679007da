#!/usr/bin/env bash
# Plays a scripted session with faceoff through a pipe and checks replies.
# usage: transcript.sh path/to/faceoff script.txt [faceoff's arguments]
# FACEOFF_RUN, if set, is a command to run faceoff through (FACEOFF_RUN=wine
# for faceoff.exe: tests/windows/run-wine.sh); a reply's CRLF counts as LF.
#
# Script lines (a line's first word says what it does):
#   > TEXT          send TEXT (with $VAR replaced by captured values)
#   >raw TEXT       send TEXT as it is, no newline added, with printf's
#                   escapes: \0 a NUL byte, \r, \n (no $VAR)
#   build VAR COUNT TEXT   VAR becomes TEXT (everything after COUNT and
#                   one space) COUNT times over: lines of any length
#   < REGEX         read replies until one matches (extended regex); a
#                   skipped reply that looks like an error fails the test
#   <= REGEX        the very next reply must match
#   capture VAR REGEX   like <, and keeps the regex's first group in VAR
#   differ VAR VAR  the two captured values must differ
#   same VAR VAR    the two captured values must be equal
#   other VAR VAR WORD...   VAR becomes the first WORD that differs from
#                   the captured VAR (e.g. a reply the engine does not expect)
#   allow REGEX     skipped replies matching REGEX are not errors (until
#                   the next allow; "allow" alone resets it)
#   forbid REGEX    skipped replies matching REGEX are errors too (until
#                   the next forbid; "forbid" alone resets it)
#   sleep SECONDS   wait (lets a search run before the next command)
#   close           close the input (replies can still be read)
#   end             close the input; the engine must exit with status 0
#   # ...           comment
set -uo pipefail
faceoff=$1 script=$2
faceoff_args=("${@:3}")
timeout=${TRANSCRIPT_TIMEOUT:-20}
default_errors='^(Error|Illegal move|info string error|tellusererror)'
errors=$default_errors
allowed='^$^'
declare -A vars
lineno=0 checks=0

fail() {
  echo "FAIL $script:$lineno: $*"
  echo "last lines of the session:"
  tail -n 15 "$log"
  kill "$pid" 2>/dev/null
  exit 1
}

expand() { # replaces $NAME by captured values
  local text=$1 name
  for name in "${!vars[@]}"; do text=${text//\$$name/${vars[$name]}}; done
  printf '%s' "$text"
}

# Reads replies until one matches $1; with $2 = strict, only the next one.
expect() {
  local pattern=$1 mode=$2 reply
  while true; do
    if ! IFS= read -r -t "$timeout" reply <&"$from_engine"; then
      fail "no reply matching '$pattern' within ${timeout}s"
    fi
    reply=${reply%$'\r'}
    echo "  < ${reply:0:200}" >>"$log"
    if [[ $reply =~ $pattern ]]; then
      matched=("${BASH_REMATCH[@]}")
      checks=$((checks + 1))
      return
    fi
    [ "$mode" = strict ] && fail "reply '$reply' does not match '$pattern'"
    if [[ $reply =~ $errors ]] && ! [[ $reply =~ $allowed ]]; then
      fail "unexpected error reply '$reply' while waiting for '$pattern'"
    fi
  done
}

log=$(mktemp)
trap 'rm -f "$log"' EXIT
read -ra run <<<"${FACEOFF_RUN:-}"
coproc engine { exec "${run[@]}" "$faceoff" "${faceoff_args[@]}"; }
pid=$engine_PID
# bash unsets the coproc's variables and closes its descriptors when it
# exits (after quit or the end of input): read and write through copies.
exec {from_engine}<&"${engine[0]}" {to_engine}>&"${engine[1]}"
eval "exec ${engine[0]}<&- ${engine[1]}>&-" # only the copies stay open, so closing one is EOF
while IFS= read -r line || [ -n "$line" ]; do
  lineno=$((lineno + 1))
  word=${line%% *} rest=${line#* }
  [ "$word" = "$line" ] && rest=
  case $word in
  '' | '#'*) ;;
  '>') text=$(expand "$rest"); echo "  > ${text:0:200}" >>"$log"; printf '%s\n' "$text" >&"$to_engine" ;;
  '>raw') echo "  > $rest (raw)" >>"$log"; printf '%b' "$rest" >&"$to_engine" ;;
  build)
    name=${rest%% *} rest=${rest#* } count=${rest%% *} piece=${rest#* } value=
    for ((; count > 0; count >>= 1)); do # doubling: a megabyte in a few steps
      if ((count & 1)); then value+=$piece; fi
      piece+=$piece
    done
    vars[$name]=$value ;;
  '<') expect "$rest" loose ;;
  '<=') expect "$rest" strict ;;
  capture) name=${rest%% *}; expect "${rest#* }" loose; vars[$name]=${matched[1]} ;;
  differ | same)
    read -r a b <<<"$rest"
    if [ "$word" = differ ] && [ "${vars[$a]}" = "${vars[$b]}" ]; then fail "$a and $b are both '${vars[$a]}'"; fi
    if [ "$word" = same ] && [ "${vars[$a]}" != "${vars[$b]}" ]; then fail "$a '${vars[$a]}' is not $b '${vars[$b]}'"; fi
    checks=$((checks + 1)) ;;
  other)
    read -r name from candidates <<<"$rest"
    vars[$name]=
    for word in $candidates; do
      if [ "$word" != "${vars[$from]}" ]; then vars[$name]=$word; break; fi
    done
    [ "${vars[$name]}" ] || fail "no word other than '${vars[$from]}'" ;;
  allow) allowed=${rest:-'^$^'} ;;
  forbid) errors=$default_errors${rest:+|$rest} ;;
  sleep) sleep "$rest" ;;
  close) eval "exec $to_engine>&-" ;;
  end)
    eval "exec $to_engine>&-" 2>/dev/null
    wait "$pid"; status=$?
    [ "$status" = 0 ] || fail "faceoff exited with status $status"
    checks=$((checks + 1)) ;;
  *) echo "bad script line $lineno: $line"; exit 2 ;;
  esac
done <"$script"
if [ "${DEBUG_TRANSCRIPT:-}" ]; then cat "$log"; fi
echo "$(basename "$script"): $checks checks passed"
