#!/usr/bin/env bash
# tableref-cli blockkiller quick and exchange.
set -u
cli=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
check() {
  python3 -c "import json,sys; j=json.load(open('$1')); sys.exit(0 if ($2) else 1)" ||
    fail "$2 on $(cat "$1")"
}

# TSD, quad (b2b, combo 2), nothing (combo reset, b2b kept), mini single (weakened, b2b).
cat > "$dir/q.json" <<'JSON'
{"clears": [{"lines": 2, "spin": "full"}, {"lines": 4}, {"lines": 0}, {"lines": 1, "spin": "mini"}]}
JSON
"$cli" blockkiller quick "$dir/q.json" > "$dir/q.out"; [ $? -eq 0 ] || fail "quick exits 0"
check "$dir/q.out" "[p['attack'] for p in j['pieces']]==[4,6,0,1] and j['attack']==11"
check "$dir/q.out" "j['pieces'][1]['b2b'] and j['pieces'][1]['combo']==2 and j['pieces'][2]['combo']==0 and j['pieces'][3]['spin']=='mini'"
cat > "$dir/nm.json" <<'JSON'
{"rules": {"mode": "no-mercy", "mini_weakening": false}, "clears": [{"lines": 5}, {"lines": 1, "spin": "mini"}]}
JSON
"$cli" blockkiller quick "$dir/nm.json" > "$dir/nm.out"; [ $? -eq 0 ] || fail "no mercy quick"
check "$dir/nm.out" "[p['attack'] for p in j['pieces']]==[9,2+1+1] and j['offset']==0"
printf '{"clears": [{"lines": 6}]}' > "$dir/o.json"
"$cli" blockkiller quick "$dir/o.json" > "$dir/o.out"; [ $? -eq 0 ] || fail "quick 6 lines"
check "$dir/o.out" "j['attack']==4 and j['offset']==2"
printf '{"clears": [{"lines": 2, "spin": "twirl"}]}' > "$dir/s.json"
"$cli" blockkiller quick "$dir/s.json" > /dev/null 2>&1; [ $? -eq 2 ] || fail "bad spin exits 2"

# The worked exchange of the reference: A 7, D 6, O 2 -> counter 1.
printf '{"attack": 7, "defence": 6, "offset": 2}' > "$dir/x.json"
"$cli" blockkiller exchange "$dir/x.json" > "$dir/x.out"; [ $? -eq 0 ] || fail "exchange exits 0"
check "$dir/x.out" "j['counter']==1 and j['defender_draws']==0 and j['cancelled'] is True and j['attack_removed']==7"
printf '{"attack": 9, "defence": 2, "offset": 3}' > "$dir/y.json"
"$cli" blockkiller exchange "$dir/y.json" > "$dir/y.out"
check "$dir/y.out" "j['counter']==0 and j['defender_draws']==4 and j['cancelled'] is False and j['attack_removed']==5"
printf '{"attack": -1}' > "$dir/n.json"
"$cli" blockkiller exchange "$dir/n.json" > /dev/null 2>&1; [ $? -eq 2 ] || fail "negative attack exits 2"
echo ok
