#!/usr/bin/env bash
# tableref-cli smashup check-end: 15 VP, ties that play on, the Madness penalty and tie-break.
set -u
cli=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

run() {
  local name=$1 input=$2 expected=$3
  printf '%s' "$input" > "$dir/$name.json"
  local out
  out=$("$cli" smashup check-end "$dir/$name.json") || fail "$name: exit $?"
  OUT="$out" python3 -c "
import json, os, sys
out = json.loads(os.environ['OUT'])
final = [(f['name'], f['vp']) for f in out['final']]
ok = $expected
if not ok:
    print('got', out)
    sys.exit(1)
" || fail "$name"
}

run below '{"players": [{"name": "A", "vp": 14}, {"name": "B", "vp": 9}]}' \
  "out['over'] is False and out['winner'] is None and final == [('A', 14), ('B', 9)]"
run winner '{"players": [{"name": "A", "vp": 15}, {"name": "B", "vp": 17}, {"name": "C", "vp": 3}]}' \
  "out['over'] is True and out['winner'] == 'B'"
run tie_plays_on '{"players": [{"name": "A", "vp": 15}, {"name": "B", "vp": 15}, {"name": "C", "vp": 12}]}' \
  "out['over'] is False and out['winner'] is None and final == [('A', 15), ('B', 15), ('C', 12)]"
run penalty '{"players": [{"name": "A", "vp": 17, "madness": 6}, {"name": "B", "vp": 15, "madness": 1}]}' \
  "out['over'] is True and out['winner'] == 'B' and final == [('A', 14), ('B', 15)]"
run madness_tiebreak '{"players": [{"name": "A", "vp": 16, "madness": 3}, {"name": "B", "vp": 15, "madness": 1}]}' \
  "out['over'] is True and out['winner'] == 'B' and final == [('A', 15), ('B', 15)]"
run madness_tie_stays '{"players": [{"name": "A", "vp": 16, "madness": 2}, {"name": "B", "vp": 16, "madness": 2}]}' \
  "out['over'] is False and out['winner'] is None and final == [('A', 15), ('B', 15)]"
run penalty_not_below_zero '{"players": [{"name": "A", "vp": 15}, {"name": "B", "vp": 1, "madness": 8}]}' \
  "out['winner'] == 'A' and final == [('A', 15), ('B', 0)]"
echo ok
