#!/usr/bin/env bash
# tableref-cli sessions list/show against a fresh database file, plus exit codes.
set -u
cli=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

"$cli" --version | grep -q '^tableref-cli ' || fail "--version"
"$cli" --help | grep -q 'sessions list' || fail "--help"
"$cli" nonsense 2>/dev/null; [ $? -eq 2 ] || fail "unknown command must exit 2"

out=$("$cli" sessions list --db "$dir/t.db" --json) || fail "list on a new db"
[ "$out" = "[]" ] || fail "new db lists nothing, got $out"

"$cli" sessions show 1 --db "$dir/t.db" 2>/dev/null; [ $? -eq 1 ] || fail "missing session exits 1"
"$cli" sessions show abc --db "$dir/t.db" 2>/dev/null; [ $? -eq 2 ] || fail "bad id exits 2"

# A stored result that is not JSON (the store checks rules and payloads, not results) is
# printed as the text it is: the output stays JSON.
cat > "$dir/s.json" <<'JSON'
{"format": "tableref-session", "format_version": 1,
 "session": {"id": 1, "game": "smashup", "variant": "standard", "status": "finished",
   "created_at": "2026-03-03T10:00:00.000Z", "updated_at": "2026-03-03T10:00:00.000Z",
   "rules": {}, "result": null, "seats": [{"seat": 0, "player": "Ann", "role": ""}]},
 "events": []}
JSON
id=$("$cli" sessions import "$dir/s.json" --db "$dir/t.db") || fail "import"
python3 -c "import sqlite3, sys
c = sqlite3.connect(sys.argv[1]); c.execute(\"UPDATE sessions SET result = 'not json {'\"); c.commit()" "$dir/t.db" || fail "sqlite3"
for command in "show $id" "list"; do
  out=$("$cli" sessions $command --json --db "$dir/t.db") || fail "$command --json exits $?"
  python3 -c "import json, sys
o = json.loads(sys.argv[1]); o = o[0] if isinstance(o, list) else o
assert o['result'] == 'not json {', o['result']" "$out" || fail "$command --json: $out"
done

head -c 4096 /dev/urandom > "$dir/junk.db"
cp "$dir/junk.db" "$dir/junk.copy"
err=$("$cli" sessions list --db "$dir/junk.db" 2>&1 >/dev/null); code=$?
[ $code -eq 2 ] || fail "junk db exits 2, got $code"
echo "$err" | grep -qi 'not a tableref database' || fail "junk db message: $err"
cmp -s "$dir/junk.db" "$dir/junk.copy" || fail "junk db was modified"
echo ok
