#!/usr/bin/env bash
# tableref-cli blockkiller play: verdicts, reasons and exit codes.
set -u
cli=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
check() {  # check FILE PYTHON-EXPRESSION-ON-j
  python3 -c "import json,sys; j=json.load(open('$1')); sys.exit(0 if ($2) else 1)" ||
    fail "$2 on $(cat "$1")"
}

# T-spin double over a raw field, then an O on top.
cat > "$dir/tsd.json" <<'JSON'
{"rules": {"kicks": "srs-plus"},
 "field": ["X.........", "...XXXXXXX", "X.XXXXXXXX"],
 "pieces": [{"piece": "T", "cells": [[0,1],[1,1],[2,1],[1,0]]},
            {"piece": "O", "cells": [[4,0],[5,0],[4,1],[5,1]]}]}
JSON
"$cli" blockkiller play "$dir/tsd.json" > "$dir/out.json"; code=$?
[ $code -eq 0 ] || fail "legal play exits 0, got $code"
check "$dir/out.json" "j['legal'] and j['attack']==4 and j['offset']==0"
check "$dir/out.json" "j['pieces'][0]['spin']=='full' and j['pieces'][0]['lines']==2 and j['pieces'][0]['special'] and j['pieces'][0]['combo']==1"
check "$dir/out.json" "j['pieces'][1]['lines']==0 and j['pieces'][1]['spin']=='none' and j['pieces'][1]['combo']==0 and j['pieces'][1]['reason'] is None"

# Each reason, in order; evaluation stops at the first illegal piece (exit 1).
reason_of() {  # reason_of PIECE CELLS
  printf '{"field": ["X.........", "...XXXXXXX", "X.XXXXXXXX"], "pieces": [{"piece": "%s", "cells": %s}, {"piece": "O", "cells": [[4,5],[5,5],[4,6],[5,6]]}]}' "$1" "$2" > "$dir/r.json"
  "$cli" blockkiller play "$dir/r.json" > "$dir/r.out" 2>/dev/null; code=$?
  [ $code -eq 1 ] || fail "illegal piece exits 1, got $code for $1 $2"
  check "$dir/r.out" "not j['legal'] and len(j['pieces'])==1 and not j['pieces'][0]['legal']"
  python3 -c "import json; print(json.load(open('$dir/r.out'))['pieces'][0]['reason'])"
}
[ "$(reason_of T '[[0,5],[1,5],[2,5],[2,6]]')" = not-a-piece ] || fail not-a-piece
[ "$(reason_of Q '[[0,5],[1,5],[2,5],[1,6]]')" = not-a-piece ] || fail "unknown piece name"
[ "$(reason_of T '[[-1,0],[0,0],[1,0],[0,1]]')" = out-of-field ] || fail out-of-field
[ "$(reason_of O '[[3,1],[4,1],[3,2],[4,2]]')" = overlap ] || fail overlap
[ "$(reason_of O '[[4,5],[5,5],[4,6],[5,6]]')" = not-resting ] || fail not-resting
printf '{"field": ["XXXXXXXXXX", "X.XXXXXXXX"], "pieces": [{"piece": "monomino", "cells": [[1,0]]}]}' > "$dir/u.json"
"$cli" blockkiller play "$dir/u.json" > "$dir/u.out" 2>/dev/null; [ $? -eq 1 ] || fail "unreachable exits 1"
check "$dir/u.out" "j['pieces'][0]['reason']=='unreachable' and len(j['pieces'][0]['message'])>0"

# Garbage cards instead of a field: single hole 0 flipped (hole at 9) under a merged row.
cat > "$dir/g.json" <<'JSON'
{"garbage": [{"kind": "single-hole", "holes": [0], "flipped": true},
             {"kind": "checkerboard", "merged": true}],
 "pieces": [{"piece": "O", "cells": [[0,2],[1,2],[0,3],[1,3]]},
            {"piece": "monomino", "cells": [[9,0]]}]}
JSON
"$cli" blockkiller play "$dir/g.json" > "$dir/g.out"; [ $? -eq 0 ] || fail "garbage play"
check "$dir/g.out" "j['pieces'][0]['lines']==1 and j['pieces'][1]['lines']==1 and j['pieces'][1]['combo']==2 and j['attack']==1"
# Both rows cleared: the single-hole card and the two merged checkerboards go to the discard pile.
check "$dir/g.out" "j['cleared_rows']==[0,1] and j['garbage_cards_cleared']==3 and j['pieces'][0]['cleared_rows']==[1]"
printf '{"garbage": [{"kind": "single-hole", "holes": [0,1]}], "pieces": []}' > "$dir/bad.json"
"$cli" blockkiller play "$dir/bad.json" > /dev/null 2>&1; [ $? -eq 1 ] || fail "unknown garbage card exits 1"

# Holes given where they end up (6 is no printed single-hole card; 9 - 6 = 3 is): the
# monomino in column 6 clears the row.
printf '{"garbage": [{"kind": "single-hole", "holes": [6]}], "pieces": [{"piece": "monomino", "cells": [[6,0]]}]}' > "$dir/h.json"
"$cli" blockkiller play "$dir/h.json" > "$dir/h.out"; [ $? -eq 0 ] || fail "holes on the field"
check "$dir/h.out" "j['pieces'][0]['lines']==1 and j['field_after']==[]"
# A full row in a raw field is a merged row: it counts for the first piece only, unless the
# option is off.
printf '{"field": ["XXXXXXXXXX"], "pieces": [{"piece": "O", "cells": [[0,1],[1,1],[0,2],[1,2]]}]}' > "$dir/s.json"
"$cli" blockkiller play "$dir/s.json" > "$dir/s.out" || fail "solid row"
check "$dir/s.out" "j['pieces'][0]['lines']==1 and j['attack']==0 and j['pieces'][0]['combo']==1"
printf '{"rules": {"merge_clears_with_first_piece": false}, "field": ["XXXXXXXXXX"], "pieces": [{"piece": "O", "cells": [[0,1],[1,1],[0,2],[1,2]]}]}' > "$dir/s2.json"
"$cli" blockkiller play "$dir/s2.json" > "$dir/s2.out" || fail "solid row, option off"
check "$dir/s2.out" "j['pieces'][0]['lines']==0 and j['field_after']==['XX........','XX........']"

# Rules: unknown key or value, malformed JSON, missing file: exit 2.
printf '{"rules": {"kick": "srs"}, "field": [], "pieces": []}' > "$dir/k.json"
"$cli" blockkiller play "$dir/k.json" > /dev/null 2>&1; [ $? -eq 2 ] || fail "unknown rule key exits 2"
printf '{"rules": {"mode": "nomercy"}, "field": [], "pieces": []}' > "$dir/v.json"
"$cli" blockkiller play "$dir/v.json" > /dev/null 2>&1; [ $? -eq 2 ] || fail "bad rule value exits 2"
printf '{"rules": {"rotate180": "yes"}, "field": [], "pieces": []}' > "$dir/b.json"
"$cli" blockkiller play "$dir/b.json" > /dev/null 2>&1; [ $? -eq 2 ] || fail "non-boolean option exits 2"
printf '{"field": [' > "$dir/m.json"
"$cli" blockkiller play "$dir/m.json" > /dev/null 2>&1; [ $? -eq 2 ] || fail "malformed JSON exits 2"
"$cli" blockkiller play "$dir/none.json" > /dev/null 2>&1; [ $? -eq 2 ] || fail "missing file exits 2"
"$cli" blockkiller frobnicate > /dev/null 2>&1; [ $? -eq 2 ] || fail "unknown subcommand exits 2"
echo ok
