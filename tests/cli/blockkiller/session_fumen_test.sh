#!/usr/bin/env bash
# tableref-cli sessions export ID --format fumen: every play of a Block-Killer session as
# fumen pages; quick entries as comment pages; other games and fumen imports refused.
set -u
cli=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
db="$dir/t.db"

# Ann plays a T-spin double on the field against Bo; Bo answers nothing; then Bo, in quick
# mode, clears two lines against 陈晨.
cat > "$dir/bk.json" <<'JSON'
{"format": "tableref-session", "format_version": 1,
 "session": {"id": 7, "game": "blockkiller", "variant": "standard", "status": "active",
   "created_at": "2026-03-01T10:00:00.000Z", "updated_at": "2026-03-01T10:20:00.000Z",
   "rules": {}, "result": null,
   "seats": [{"seat": 0, "player": "Ann", "role": ""}, {"seat": 1, "player": "Bo", "role": ""},
             {"seat": 2, "player": "陈晨", "role": ""}]},
 "events": [
  {"seq": 1, "at": "2026-03-01T10:01:00.000Z", "kind": "draw",
   "payload": {"type": "draw", "player": 0, "two_block": false, "garbage_card": null}},
  {"seq": 2, "at": "2026-03-01T10:02:00.000Z", "kind": "play",
   "payload": {"blocks_used": 1, "garbage_used": 3, "garbage_cleared": 2, "cleared_cards": [],
     "attack": 4, "offset": 0, "chain_after": {"combo": 1, "last_special": true},
     "type": "play", "player": 0, "target": 1,
     "entry": {"mode": "field", "field": ["X.........", "...XXXXXXX", "X.XXXXXXXX"],
               "pieces": [{"piece": "T", "cells": [[0, 1], [1, 1], [2, 1], [1, 0]]}]}}},
  {"seq": 3, "at": "2026-03-01T10:03:00.000Z", "kind": "defend",
   "payload": {"type": "defend", "player": 1, "play": null}},
  {"seq": 4, "at": "2026-03-01T10:04:00.000Z", "kind": "draw",
   "payload": {"type": "draw", "player": 1, "two_block": false, "garbage_card": null}},
  {"seq": 5, "at": "2026-03-01T10:05:00.000Z", "kind": "play",
   "payload": {"blocks_used": 1, "garbage_used": 2, "garbage_cleared": 2, "cleared_cards": [],
     "attack": 1, "offset": 0, "chain_after": {"combo": 1, "last_special": false},
     "type": "play", "player": 1, "target": 2,
     "entry": {"mode": "quick", "pieces": [{"lines": 2, "spin": "none"}]}}}
 ]}
JSON
# The same session stopped after Bo's (empty) defence: one play only.
python3 -c "import json; j=json.load(open('$dir/bk.json')); j['events']=j['events'][:3]; json.dump(j, open('$dir/one.json','w'))"
id=$("$cli" sessions import "$dir/bk.json" --db "$db") || fail "import the session"
one=$("$cli" sessions import "$dir/one.json" --db "$db") || fail "import the one-play session"
"$cli" sessions export "$id" --format fumen --db "$db" > "$dir/out.fumen"; code=$?
[ $code -eq 0 ] || fail "export --format fumen exits 0, got $code"
fumen=$(cat "$dir/out.fumen")
case "$fumen" in v115@*) ;; *) fail "a v115 fumen: $fumen" ;; esac
"$cli" sessions export "$one" --format fumen --db "$db" > "$dir/one.fumen" || fail "export one"
single=$(cat "$dir/one.fumen")
[ ${#fumen} -gt ${#single} ] || fail "the quick play adds a page: $fumen vs $single"
# Pasted back as one play, the field play is the T-spin double.
"$cli" blockkiller play --fumen "$single" > "$dir/p.out"; code=$?
[ $code -eq 0 ] || fail "play --fumen exits 0, got $code: $(cat "$dir/p.out")"
python3 -c "import json,sys; j=json.load(open('$dir/p.out')); sys.exit(0 if j['attack']==4 and j['pieces'][0]['lines']==2 else 1)" ||
  fail "the exported play: $(cat "$dir/p.out")"

# A session without plays still exports: one page saying so.
cat > "$dir/empty.json" <<'JSON'
{"format": "tableref-session", "format_version": 1,
 "session": {"id": 8, "game": "blockkiller", "variant": "standard", "status": "active",
   "created_at": "2026-03-02T10:00:00.000Z", "updated_at": "2026-03-02T10:00:00.000Z",
   "rules": {}, "result": null,
   "seats": [{"seat": 0, "player": "Ann", "role": ""}, {"seat": 1, "player": "Bo", "role": ""},
             {"seat": 2, "player": "Cy", "role": ""}]},
 "events": []}
JSON
empty=$("$cli" sessions import "$dir/empty.json" --db "$db") || fail "import the empty session"
"$cli" sessions export "$empty" --format fumen --db "$db" | grep -q '^v115@' || fail "empty session"

# Another game's session has no Block-Killer plays: usage error with the reason.
cat > "$dir/su.json" <<'JSON'
{"format": "tableref-session", "format_version": 1,
 "session": {"id": 9, "game": "smashup", "variant": "standard", "status": "active",
   "created_at": "2026-03-03T10:00:00.000Z", "updated_at": "2026-03-03T10:00:00.000Z",
   "rules": {}, "result": null, "seats": [{"seat": 0, "player": "Ann", "role": ""}]},
 "events": []}
JSON
su=$("$cli" sessions import "$dir/su.json" --db "$db") || fail "import smashup"
"$cli" sessions export "$su" --format fumen --db "$db" > /dev/null 2> "$dir/err"; code=$?
[ $code -eq 2 ] || fail "fumen of a Smash Up session exits 2, got $code"
grep -q "blockkiller" "$dir/err" || fail "says fumen holds Block-Killer sessions: $(cat "$dir/err")"

# A fumen file is not a session: import refuses it and says why; nothing is added.
before=$("$cli" sessions list --db "$db" | wc -l)
"$cli" sessions import "$dir/out.fumen" --db "$db" > /dev/null 2> "$dir/err"; code=$?
[ $code -eq 2 ] || fail "importing a .fumen exits 2, got $code"
grep -q "cannot be imported as a session" "$dir/err" || fail "reason: $(cat "$dir/err")"
after=$("$cli" sessions list --db "$db" | wc -l)
[ "$before" = "$after" ] || fail "nothing is imported"
echo OK
