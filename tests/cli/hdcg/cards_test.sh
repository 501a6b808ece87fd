#!/usr/bin/env bash
# tableref-cli hdcg cards: the shipped examples load, equal the book's, and bad libraries fail.
set -u
cli=$1
assets=$(cd "$2/../../assets" && pwd)
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

out=$("$cli" hdcg cards "$assets/hdcg/examples.json") || fail "examples.json does not load"
book=$("$cli" hdcg cards --book) || fail "--book"
[ "$out" = "$book" ] || fail "assets/hdcg/examples.json differs from the book's examples"
python3 - "$out" <<'PY' || fail "example numbers"
import json, sys
o = json.loads(sys.argv[1])
a = o["characters"][0]
assert (a["name"], a["attack"], a["max_hp"], a["hand_divisor"], a["defence"]) == ("刺客", "1.2", "500", "100", "1.5"), a
h = o["skills"][0]
assert h["name"] == "大锤" and h["fields"] == ["武器"], h
assert h["modifiers"][0]["op"] == "mul" and h["modifiers"][0]["value"] == "1.2" and h["modifiers"][0]["slot"] == "main_weapon", h
w = o["events"][0]
assert w["name"] == "战争" and w["damage"]["amount"] == "100" and w["damage"]["avoided_by"] == ["攻击", "防御"], w
PY

printf '%s' '{"fields": [{"field": "a", "parent": "b"}, {"field": "b", "parent": "a"}]}' > "$dir/cycle.json"
"$cli" hdcg cards "$dir/cycle.json" >/dev/null 2>&1; [ $? -eq 1 ] || fail "field cycle exits 1"
printf '%s' '{"events": [{"name": "战争"}, {"name": "战争"}]}' > "$dir/dup.json"
"$cli" hdcg cards "$dir/dup.json" >/dev/null 2>&1; [ $? -eq 1 ] || fail "duplicate card exits 1"
printf '%s' '{"characters": [{"name": "x", "attack": 1, "max_hp": 0, "hand_divisor": 1, "defence": 1}]}' > "$dir/hp0.json"
"$cli" hdcg cards "$dir/hp0.json" >/dev/null 2>&1; [ $? -eq 1 ] || fail "max HP 0 exits 1"
printf '%s' '{"characters": [], "spells": []}' > "$dir/key.json"
"$cli" hdcg cards "$dir/key.json" >/dev/null 2>&1; [ $? -eq 2 ] || fail "unknown key exits 2"
"$cli" hdcg cards >/dev/null 2>&1; [ $? -eq 2 ] || fail "no file exits 2"
echo ok
