#!/usr/bin/env bash
# tableref-cli blockkiller best with a full hand of 7 block cards: the exact search finishes
# ("exhaustive": true, every play of up to 7 cards searched) and the play it names replays
# through `play` with the same attack.
set -u
cli=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
check() {
  python3 -c "import json,sys; j=json.load(open('$1')); sys.exit(0 if ($2) else 1)" ||
    fail "$2 on $(cat "$1")"
}

# A T-spin double slot; T, I and five O cards. (The budget is generous for slow sanitizer
# builds; a release build settles it in well under a second.)
cat > "$dir/seven.json" <<'JSON'
{"field": ["X.........", "...XXXXXXX", "X.XXXXXXXX"],
 "hand": ["T", "I", "O", "O", "O", "O", "O"], "budget_ms": 60000}
JSON
"$cli" blockkiller best "$dir/seven.json" > "$dir/seven.out"; [ $? -eq 0 ] || fail "best exits 0"
check "$dir/seven.out" "j['exhaustive'] is True and j['exhaustive_cards'] == 7"
# At least the T-spin double alone (4), and the cards it names are the cards it counts.
check "$dir/seven.out" "j['attack'] >= 4 and j['cards'] == len(j['pieces']) and 1 <= j['cards'] <= 7"
# The T alone: exactly the T-spin double; seven cards can only do as well or better.
cat > "$dir/one.json" <<'JSON'
{"field": ["X.........", "...XXXXXXX", "X.XXXXXXXX"], "hand": ["T"]}
JSON
"$cli" blockkiller best "$dir/one.json" > "$dir/one.out" || fail "best with one card"
check "$dir/one.out" "j['attack'] == 4 and j['exhaustive'] is True and j['exhaustive_cards'] == 1"
# Replay the seven-card answer through `play`: legal, same attack and offset.
python3 - "$dir/seven.out" "$dir/replay.json" <<'PY'
import json, sys
best = json.load(open(sys.argv[1]))
play = {"field": ["X.........", "...XXXXXXX", "X.XXXXXXXX"],
        "pieces": [{"piece": p["piece"], "cells": p["cells"]} for p in best["pieces"]]}
json.dump(play, open(sys.argv[2], "w"))
PY
"$cli" blockkiller play "$dir/replay.json" > "$dir/replay.out"; [ $? -eq 0 ] || fail "replay exits 0: $(cat "$dir/replay.out")"
want_attack=$(python3 -c "import json; print(json.load(open('$dir/seven.out'))['attack'])")
want_offset=$(python3 -c "import json; print(json.load(open('$dir/seven.out'))['offset'])")
check "$dir/replay.out" "j['attack'] == $want_attack and j['offset'] == $want_offset"
# Seven cards on eight garbage rows: more than the exact search settles. The search ends at a
# count of positions, so asking twice gives the same play; a bad count is refused (exit 2).
cat > "$dir/garbage.json" <<'JSON'
{"field": ["XXX...XXXX", "XXXX.XXXXX", ".XXXXXXXXX", "XX..XXXXXX", "XXXXXXX.XX", "XXX....XXX",
           "X.XXXXXXXX", "XXXX..XXXX"],
 "hand": ["T", "I", "L", "J", "S", "Z", "O"], "node_budget": 300000, "budget_ms": 120000}
JSON
"$cli" blockkiller best "$dir/garbage.json" > "$dir/g1.out" || fail "best on garbage"
"$cli" blockkiller best "$dir/garbage.json" > "$dir/g2.out" || fail "best on garbage again"
python3 - "$dir/g1.out" "$dir/g2.out" <<'PY' || fail "the same question, another answer"
import json, sys
a, b = (json.load(open(f)) for f in sys.argv[1:3])
strip = lambda j: (j["attack"], j["offset"], j["cards"], j["exhaustive"], j["exhaustive_cards"],
                   [(p["piece"], p["cells"]) for p in j["pieces"]])
sys.exit(0 if strip(a) == strip(b) and a["attack"] > 0 and a["exhaustive"] is False else 1)
PY
sed 's/"node_budget": 300000/"node_budget": -1/' "$dir/garbage.json" > "$dir/bad.json"
"$cli" blockkiller best "$dir/bad.json" > /dev/null 2>&1; [ $? -eq 2 ] || fail "a negative count exits 2"
sed 's/"node_budget": 300000/"beam_width": 5000/' "$dir/garbage.json" > "$dir/wide.json"
"$cli" blockkiller best "$dir/wide.json" > /dev/null 2>&1; [ $? -eq 2 ] || fail "beam_width 5000 exits 2"
echo ok
