#!/usr/bin/env bash
# tableref-cli smashup: usage and unreadable or malformed files exit 2; content the rules
# refuse exits 1; every failure says why on stderr.
set -u
cli=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

# expect CODE COMMAND JSON PATTERN
expect() {
  local code=$1 command=$2 input=$3 pattern=$4
  printf '%s' "$input" > "$dir/in.json"
  local err got
  err=$("$cli" --lang en smashup "$command" "$dir/in.json" 2>&1 >/dev/null); got=$?
  [ $got -eq "$code" ] || fail "$command $input: exit $got, want $code ($err)"
  echo "$err" | grep -q -- "$pattern" || fail "$command $input: message '$err' lacks '$pattern'"
}

"$cli" smashup 2>/dev/null; [ $? -eq 2 ] || fail "no subcommand exits 2"
"$cli" smashup score-base 2>/dev/null; [ $? -eq 2 ] || fail "no file exits 2"
"$cli" smashup nonsense x.json 2>/dev/null; [ $? -eq 2 ] || fail "unknown subcommand exits 2"
"$cli" smashup score-base "$dir/missing.json" 2>/dev/null; [ $? -eq 2 ] || fail "missing file exits 2"

expect 2 score-base '{"breakpoint": 20, "vp": [4, 2, 1], "players": [' 'not valid JSON'
expect 2 check-end 'nonsense' 'not valid JSON'
expect 2 score-base '[1, 2]' 'must be a JSON object'
expect 2 score-base '{"vp": [4, 2, 1], "players": []}' '"breakpoint" is missing'
expect 2 score-base '{"breakpoint": "20", "vp": [4, 2, 1], "players": []}' '"breakpoint" must be a whole number'
expect 2 score-base '{"breakpoint": 20.5, "vp": [4, 2, 1], "players": []}' 'whole number'
expect 2 score-base '{"breakpoint": 20, "vp": 4, "players": []}' '"vp" must be a JSON array'
expect 2 score-base '{"breakpoint": 20, "vp": [4, 2, 1], "players": [{"name": "A"}]}' 'players\[0\].power" is missing'
expect 2 score-base '{"breakpoint": 20, "vp": [4, 2, 1], "players": [{"name": "A", "power": 1, "minion": 1}]}' 'Unknown key "players\[0\].minion"'
expect 2 score-base '{"breakpoint": 99999999999, "vp": [4, 2, 1], "players": []}' 'outside the range'
expect 2 check-end '{"players": [{"name": 3, "vp": 1}]}' 'must be a text string'

expect 1 score-base '{"breakpoint": -1, "vp": [4, 2, 1], "players": []}' 'breakpoint is -1'
expect 1 score-base '{"breakpoint": 20, "vp": [4, 2], "players": []}' 'lists 2 VP values'
expect 1 score-base '{"breakpoint": 20, "vp": [4, 2, 1, 0], "players": []}' 'lists 4 VP values'
expect 1 score-base '{"breakpoint": 20, "vp": [4, -2, 1], "players": []}' 'Place 2 is worth -2 VP'
expect 1 score-base '{"breakpoint": 20, "vp": [4, 2, 1], "players": [{"name": "A", "power": -3, "minions": 1}]}' 'A would have -3 power'
expect 1 score-base '{"breakpoint": 20, "vp": [4, 2, 1], "players": [{"name": "A", "power": 3, "minions": -1}]}' 'A would have -1 minions'
expect 1 score-base '{"breakpoint": 20, "vp": [4, 2, 1], "monsters": [-2], "players": []}' 'monster with -2 power'
expect 1 score-base '{"breakpoint": 20, "vp": [4, 2, 1], "players": [{"name": "A", "power": 1}, {"name": "A", "power": 2}]}' 'used twice'
expect 1 check-end '{"players": [{"name": "A", "vp": -1}]}' 'A would have -1 VP'
expect 1 check-end '{"players": [{"name": "A", "vp": 3, "madness": -1}]}' 'A would hold -1 Madness'
expect 1 check-end '{"players": [{"name": "", "vp": 3}]}' 'Player 1 has no name'

# Messages come in the chosen language.
printf '%s' '{"breakpoint": -1, "vp": [4, 2, 1], "players": []}' > "$dir/zh.json"
err=$("$cli" --lang zh-Hans smashup score-base "$dir/zh.json" 2>&1 >/dev/null)
echo "$err" | grep -q '临界点为-1' || fail "zh-Hans message: $err"
echo ok
