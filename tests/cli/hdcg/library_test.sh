#!/usr/bin/env bash
# tableref-cli hdcg library: the card library stored in the session database (settings table).
set -u
cli=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
db="$dir/t.db"

# A fresh database holds the book's examples.
out=$("$cli" hdcg library export --db "$db") || fail "export from a fresh database"
book=$("$cli" hdcg cards --book) || fail "--book"
[ "$out" = "$book" ] || fail "a fresh library is not the book's examples"

# Merge-import a player's character; it is stored next to the book's.
printf '%s' '{"characters": [{"name": "骑士", "attack": 1.1, "max_hp": 600, "hand_divisor": 120, "defence": "0.9"}]}' > "$dir/knight.json"
"$cli" hdcg library import "$dir/knight.json" --merge --db "$db" >/dev/null || fail "merge import"
out=$("$cli" hdcg library export --db "$db") || fail "export after import"
python3 - "$out" <<'PY' || fail "merged library"
import json, sys
o = json.loads(sys.argv[1])
names = [c["name"] for c in o["characters"]]
assert names == ["刺客", "骑士"], names
k = o["characters"][1]
assert (k["attack"], k["max_hp"], k["hand_divisor"], k["defence"]) == ("1.1", "600", "120", "0.9"), k
assert [s["name"] for s in o["skills"]] == ["大锤"] and [e["name"] for e in o["events"]] == ["战争"], o
PY

# A refused import stores nothing and exits 1.
printf '%s' '{"characters": [{"name": "x", "attack": 1, "max_hp": 0, "hand_divisor": 1, "defence": 1}]}' > "$dir/hp0.json"
"$cli" hdcg library import "$dir/hp0.json" --db "$db" >/dev/null 2>&1; [ $? -eq 1 ] || fail "max HP 0 exits 1"
again=$("$cli" hdcg library export --db "$db")
[ "$again" = "$out" ] || fail "a refused import changed the library"

# Replace-import: the file becomes the library; the export round-trips.
"$cli" hdcg library import "$dir/knight.json" --db "$db" >/dev/null || fail "replace import"
out=$("$cli" hdcg library export --db "$db")
python3 - "$out" <<'PY' || fail "replaced library"
import json, sys
o = json.loads(sys.argv[1])
assert [c["name"] for c in o["characters"]] == ["骑士"] and o["skills"] == [] and o["events"] == [], o
PY
printf '%s\n' "$out" > "$dir/export.json"
"$cli" hdcg library import "$dir/export.json" --db "$dir/other.db" >/dev/null || fail "export re-imports"

# Usage errors.
"$cli" hdcg library >/dev/null 2>&1; [ $? -eq 2 ] || fail "no subcommand exits 2"
"$cli" hdcg library import "$dir/missing.json" --db "$db" >/dev/null 2>&1; [ $? -eq 2 ] || fail "missing file exits 2"
printf '{' > "$dir/bad.json"
"$cli" hdcg library import "$dir/bad.json" --db "$db" >/dev/null 2>&1; [ $? -eq 2 ] || fail "bad JSON exits 2"
echo ok
