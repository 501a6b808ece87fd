#!/bin/sh
# Usage: no_added_game_test.sh <symbol> <program with it> <shipped program>...
# The first program must define <symbol> (so a search that finds nothing fails here), and none
# of the shipped ones may: a game added from elsewhere (tableref_add_game) is in no shipped
# program. Symbols, not texts: the compiler writes short literals into the code as numbers.
symbol="$1"
with="$2"
shift 2
defines() { nm -C --defined-only "$1" | grep -q -F "$symbol"; }
if ! defines "$with"; then
  echo "FAIL: $with does not define '$symbol': the search finds nothing" >&2
  exit 1
fi
for program in "$@"; do
  if defines "$program"; then
    echo "FAIL: $program defines '$symbol': a test game is in a shipped program" >&2
    exit 1
  fi
done
echo "ok: '$symbol' only in $with"
