#!/usr/bin/env bash
# tableref-cli blockkiller table: replaying events rebuilds the hands; eliminations at 13.
set -u
cli=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
check() {
  python3 -c "import json,sys; j=json.load(open('$1')); sys.exit(0 if ($2) else 1)" ||
    fail "$2 on $(cat "$1")"
}

cat > "$dir/t.json" <<'JSON'
{"setup": {"players": 3, "first": 0, "clockwise": true},
 "events": [
   {"type": "draw", "player": 0, "garbage_card": {"kind": "single-hole", "holes": [2]}},
   {"type": "play", "player": 0, "target": 1, "blocks_used": 2, "garbage_used": 2,
    "garbage_cleared": 1, "attack": 9},
   {"type": "defend", "player": 1, "play": null}
 ]}
JSON
"$cli" blockkiller table "$dir/t.json" > "$dir/t.out"; [ $? -eq 0 ] || fail "table exits 0"
check "$dir/t.out" "j['players'][1]['garbage']==13 and j['players'][1]['eliminated']"
check "$dir/t.out" "j['players'][0]['blocks']==3 and j['players'][0]['garbage']==4 and j['discard']=={'blocks':2,'garbage':1,'known_garbage':[]}"
check "$dir/t.out" "j['current']==2 and j['phase']=='draw' and j['winner'] is None and j['last_exchange']['defender_draws']==9"

# The 2-block draw needs >= 10 garbage and < 5 block cards: refused here (exit 1).
python3 - "$dir/t.json" <<'PY'
import json, sys
doc = json.load(open(sys.argv[1]))
doc["events"].append({"type": "draw", "player": 2, "two_block": True})
json.dump(doc, open(sys.argv[1], "w"))
PY
"$cli" blockkiller table "$dir/t.json" > "$dir/r.out"; [ $? -eq 1 ] || fail "refused draw exits 1"
check "$dir/r.out" "j['refused']['event']==3 and j['refused']['reason']=='table-two-block-not-allowed'"
check "$dir/r.out" "j['players'][1]['eliminated'] and j['current']==2"

printf '{"setup": {"players": 3}, "events": [{"type": "jump", "player": 0}]}' > "$dir/b.json"
"$cli" blockkiller table "$dir/b.json" > /dev/null 2>&1; [ $? -eq 2 ] || fail "unknown event exits 2"
printf '{"setup": {"players": 2}}' > "$dir/p.json"
"$cli" blockkiller table "$dir/p.json" > /dev/null 2>&1; [ $? -eq 1 ] || fail "two players exits 1"
echo ok
