#!/usr/bin/env bash
# tableref-cli smashup score-base: ranks, ties, eligibility, VP columns, monsters.
set -u
cli=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

# run NAME JSON EXPECTED: EXPECTED is a Python expression over `out` (the parsed output).
run() {
  local name=$1 input=$2 expected=$3
  printf '%s' "$input" > "$dir/$name.json"
  local out
  out=$("$cli" smashup score-base "$dir/$name.json") || fail "$name: exit $?"
  OUT="$out" python3 -c "
import json, os, sys
out = json.loads(os.environ['OUT'])
ranks = [(r['name'], r['place'], r['vp']) for r in out['ranks']]
ok = $expected
if not ok:
    print('got', out['ready'], ranks)
    sys.exit(1)
" || fail "$name"
}

run two_tie_first '{"breakpoint": 20, "vp": [4, 2, 1], "players": [
  {"name": "Ann", "power": 8, "minions": 2}, {"name": "Bo", "power": 8, "minions": 3},
  {"name": "Cy", "power": 4, "minions": 1}]}' \
  "out['ready'] and ranks == [('Ann', 1, 4), ('Bo', 1, 4), ('Cy', 3, 1)]"

run three_tie_first '{"breakpoint": 25, "vp": [5, 3, 2], "players": [
  {"name": "A", "power": 6, "minions": 1}, {"name": "B", "power": 6, "minions": 1},
  {"name": "C", "power": 6, "minions": 2}, {"name": "D", "power": 1, "minions": 1}]}' \
  "not out['ready'] and ranks == [('A', 1, 5), ('B', 1, 5), ('C', 1, 5), ('D', 4, 0)]"

run tie_second '{"breakpoint": 20, "vp": [4, 2, 1], "players": [
  {"name": "A", "power": 3, "minions": 1}, {"name": "B", "power": 12, "minions": 3},
  {"name": "C", "power": 3, "minions": 1}, {"name": "D", "power": 2, "minions": 1}]}' \
  "out['ready'] and ranks == [('B', 1, 4), ('A', 2, 2), ('C', 2, 2), ('D', 4, 0)]"

run fourth_nothing '{"breakpoint": 22, "vp": [4, 3, 2], "players": [
  {"name": "A", "power": 9, "minions": 2}, {"name": "B", "power": 7, "minions": 2},
  {"name": "C", "power": 5, "minions": 1}, {"name": "D", "power": 3, "minions": 1}]}' \
  "out['ready'] and ranks[3] == ('D', 4, 0)"

run eligibility '{"breakpoint": 12, "vp": [3, 2, 1], "players": [
  {"name": "Minion0", "power": 0, "minions": 1}, {"name": "Nobody", "power": 0, "minions": 0},
  {"name": "PowerOnly", "power": 2, "minions": 0}, {"name": "Big", "power": 10, "minions": 3},
  {"name": "Titan", "power": 0, "titan": true}]}' \
  "out['ready'] and ranks == [('Big', 1, 3), ('PowerOnly', 2, 2), ('Minion0', 3, 1), ('Titan', 3, 1)]"

run dojo '{"breakpoint": 18, "vp": [2, 3, 2], "players": [
  {"name": "A", "power": 10, "minions": 2}, {"name": "B", "power": 6, "minions": 2},
  {"name": "C", "power": 2, "minions": 1}]}' \
  "out['ready'] and ranks == [('A', 1, 2), ('B', 2, 3), ('C', 3, 2)]"

run monster '{"breakpoint": 20, "vp": [4, 2, 1], "monsters": [3, 2], "players": [
  {"name": "A", "power": 14, "minions": 3}, {"name": "B", "power": 10, "minions": 2}]}' \
  "not out['ready'] and ranks == [('A', 1, 4), ('B', 2, 2)]"

run monster_reached '{"breakpoint": 20, "vp": [4, 2, 1], "monsters": [3, 2], "players": [
  {"name": "A", "power": 15, "minions": 3}, {"name": "B", "power": 10, "minions": 2}]}' \
  "out['ready']"

run minions_optional '{"breakpoint": 5, "vp": [2, 1, 0], "players": [{"name": "A", "power": 5}]}' \
  "out['ready'] and ranks == [('A', 1, 2)]"

# The output keeps the key order.
printf '%s' '{"breakpoint": 1, "vp": [1, 1, 1], "players": [{"name": "A", "power": 1, "minions": 1}]}' > "$dir/order.json"
out=$("$cli" smashup score-base "$dir/order.json" | tr -d ' \n')
[ "$out" = '{"ready":true,"ranks":[{"name":"A","place":1,"vp":1}]}' ] || fail "order: $out"
echo ok
