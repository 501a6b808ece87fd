#!/usr/bin/env bash
# tableref-cli blockkiller play --fumen and best.
set -u
cli=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
check() {
  python3 -c "import json,sys; j=json.load(open('$1')); sys.exit(0 if ($2) else 1)" ||
    fail "$2 on $(cat "$1")"
}

# A play's fumen, pasted back, gives the same verdict.
cat > "$dir/tsd.json" <<'JSON'
{"field": ["X.........", "...XXXXXXX", "X.XXXXXXXX"],
 "pieces": [{"piece": "T", "cells": [[0,1],[1,1],[2,1],[1,0]]}]}
JSON
"$cli" blockkiller play "$dir/tsd.json" > "$dir/p.out" || fail "tsd play"
fumen=$(python3 -c "import json; print(json.load(open('$dir/p.out'))['fumen'])")
case "$fumen" in v115@*) ;; *) fail "fumen string: $fumen" ;; esac
"$cli" blockkiller play --fumen "$fumen" > "$dir/f.out"; [ $? -eq 0 ] || fail "play --fumen exits 0"
check "$dir/f.out" "j['attack']==4 and j['pieces'][0]['spin']=='full' and j['pieces'][0]['lines']==2"
"$cli" blockkiller play --fumen "$fumen" --rules '{"mode": "no-mercy"}' > "$dir/n.out" || fail "--rules"
check "$dir/n.out" "j['attack']==5"
# Malformed fumen: a reason, exit 1, never a crash.
for bad in "hello" "v115@" "v115@vh!!" "v115@vhGRQYHAvItJ" "v115@AAAA"; do
  "$cli" blockkiller play --fumen "$bad" > "$dir/b.out" 2>/dev/null; code=$?
  [ $code -eq 1 ] || fail "malformed fumen '$bad' exits 1, got $code"
  check "$dir/b.out" "j['reason'].startswith('fumen-')"
done

# Best play: the T-spin double, and the O left in hand.
cat > "$dir/best.json" <<'JSON'
{"field": ["X.........", "...XXXXXXX", "X.XXXXXXXX"], "hand": ["O", "T"]}
JSON
"$cli" blockkiller best "$dir/best.json" > "$dir/best.out"; [ $? -eq 0 ] || fail "best exits 0"
check "$dir/best.out" "j['attack']==4 and j['cards']==1 and j['pieces'][0]['piece']=='T' and j['exhaustive'] and j['cleared_rows']==[0,1]"
# From garbage cards: two rows with the hole in column 0; the I stands in it for a double.
# (A lone single would send nothing, and then playing no card at all is as good and cheaper.)
cat > "$dir/g.json" <<'JSON'
{"garbage": [{"kind": "single-hole", "holes": [0]}, {"kind": "single-hole", "holes": [0]}], "hand": ["I", "O"]}
JSON
"$cli" blockkiller best "$dir/g.json" > "$dir/g.out"; [ $? -eq 0 ] || fail "best from garbage"
check "$dir/g.out" "j['attack']==1 and j['cards']==1 and j['garbage_cards_cleared']==2 and j['pieces'][0]['piece']=='I'"
printf '{"field": [], "hand": ["P"]}' > "$dir/bad.json"
"$cli" blockkiller best "$dir/bad.json" > /dev/null 2>&1; [ $? -eq 2 ] || fail "bad hand exits 2"
printf '{"field": [], "hand": ["mono", "mono", "mono", "mono", "mono", "mono", "mono"]}' > "$dir/seven.json"
"$cli" blockkiller best "$dir/seven.json" > "$dir/seven.out" 2>/dev/null; [ $? -eq 1 ] || fail "7 monominoes exit 1"
check "$dir/seven.out" "j['reason']=='hand-exceeds-deck'"
echo ok
