#!/usr/bin/env bash
# tableref-cli sessions export/import: JSON round trip, CSV, BG Stats, .blksgf both ways.
set -u
cli=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
db="$dir/t.db"

"$cli" sessions list --db "$db" >/dev/null || fail "create db"
python3 - "$db" <<'PY' || fail "fill db"
import sqlite3, sys
c = sqlite3.connect(sys.argv[1])
c.execute("""INSERT INTO sessions(game, variant, rules, status, result, created_at, updated_at)
  VALUES ('smashup', 'core', '{"vp":15}', 'finished',
  '{"players":[{"name":"Ann","seat":0,"score":15,"rank":1,"winner":true},{"name":"Bo","seat":1,"score":11,"rank":2,"winner":false}],"duration_s":2400}',
  '2026-03-01T19:00:00.000Z', '2026-03-01T19:40:00.000Z')""")
c.execute("INSERT INTO players(name) VALUES ('Ann'), ('Bo')")
c.execute("INSERT INTO session_players VALUES (1, 0, 1, 'Pirates + Ninjas'), (1, 1, 2, 'Robots + Zombies')")
for i in range(1, 21):
    c.execute("INSERT INTO events(session_id, seq, at, kind, payload) VALUES (1, ?, ?, 'score', ?)",
              (i, '2026-03-01T19:%02d:00.000Z' % i, '{"base":"Tortuga","n":%d,"list":[1,2]}' % i))
c.commit()
PY

"$cli" sessions export 1 --format json --db "$db" > "$dir/a.json" || fail "export json"
new=$("$cli" sessions import "$dir/a.json" --db "$db") || fail "import json"
[ "$new" = "2" ] || fail "import prints the new id, got '$new'"
"$cli" sessions export 2 --format json --db "$db" > "$dir/b.json" || fail "export again"
python3 - "$dir/a.json" "$dir/b.json" <<'PY' || fail "round trip differs"
import json, sys
a, b = (json.load(open(p)) for p in sys.argv[1:3])
assert len(a["events"]) == 20, len(a["events"])
assert a["session"]["id"] == 1 and b["session"]["id"] == 2
a["session"]["id"] = b["session"]["id"] = None
assert a == b, "exports differ"
PY
# Byte for byte too, apart from the id line.
diff <(grep -v '"id": ' "$dir/a.json") <(grep -v '"id": ' "$dir/b.json") >/dev/null || fail "exports differ in text"

csv=$("$cli" sessions export 1 --format csv --db "$db") || fail "export csv"
[ "$(echo "$csv" | head -1)" = "session_id,game,variant,date,player,seat,role,score,rank,winner" ] || fail "csv header: $csv"
echo "$csv" | grep -qx '1,smashup,core,2026-03-01T19:00:00.000Z,Ann,0,Pirates + Ninjas,15,1,true' || fail "csv row: $csv"
[ "$(echo "$csv" | wc -l)" -eq 3 ] || fail "csv has a row per player"

"$cli" sessions export 1 --format bgstats --db "$db" > "$dir/bg.json" || fail "export bgstats"
python3 - "$dir/bg.json" <<'PY' || fail "bgstats fields"
import json, sys
j = json.load(open(sys.argv[1]))
play = j["plays"][0]
for key in ("uuid", "gameRefId", "playDate", "durationMin", "playerScores"):
    assert key in play, key
assert j["games"][0]["name"] == "Smash Up"
assert play["durationMin"] == 40
ann = play["playerScores"][0]
assert ann["winner"] is True and ann["rank"] == 1 and ann["score"] == "15"
assert ann["startPlayer"] is True and ann["role"] == "Pirates + Ninjas"
assert play["manualWinner"] is False and "meRefId" not in j["userInfo"]
PY

url=$("$cli" sessions export 1 --format bgstats-url --db "$db") || fail "export bgstats-url"
python3 - "$url" <<'PY' || fail "bgstats-url fields: $url"
import json, sys, urllib.parse
prefix = "https://app.bgstatsapp.com/createPlay.html?data="
url = sys.argv[1]
assert url.startswith(prefix), url
j = json.loads(urllib.parse.unquote(url[len(prefix):]))
assert j["sourceName"] == "tableref" and j["sourcePlayId"]
assert j["playDate"] == "2026-03-01 19:00:00", j["playDate"]
assert j["game"] == {"name": "Smash Up", "bggId": 122522, "sourceGameId": "tableref-game:Smash Up",
                     "highestWins": True, "noPoints": False}, j["game"]
ann = j["players"][0]
assert ann["name"] == "Ann" and ann["score"] == 15 and ann["winner"] is True and ann["rank"] == 1
PY

err=$("$cli" sessions export 1 --format blksgf --db "$db" 2>&1 >/dev/null); code=$?
[ $code -ne 0 ] || fail "a Smash Up session is not a .blksgf game"
echo "(;GM[Blokus];1[a20,a19];1[b18])" > "$dir/g.blksgf"
"$cli" sessions import "$dir/g.blksgf" --db "$db" 2>/dev/null; [ $? -eq 1 ] || fail "an illegal blksgf game is refused with 1"
"$cli" sessions export 1 --format xml --db "$db" 2>/dev/null; [ $? -eq 2 ] || fail "unknown format exits 2"
"$cli" sessions export 99 --db "$db" 2>/dev/null; [ $? -eq 1 ] || fail "missing session exits 1"
echo '{"format":"tableref-session"}' > "$dir/bad.json"
"$cli" sessions import "$dir/bad.json" --db "$db" 2>/dev/null; [ $? -eq 1 ] || fail "bad session exits 1"
"$cli" sessions import "$dir/none.json" --db "$db" 2>/dev/null; [ $? -eq 2 ] || fail "missing file exits 2"
# What is wrong, in the language asked for: each value by its path, no English detail.
"$cli" --lang zh-Hans sessions import "$dir/bad.json" --db "$db" 2> "$dir/bad.err"
grep -q '缺少“format_version”，这一项是必需的。' "$dir/bad.err" || fail "missing key: $(cat "$dir/bad.err")"
echo '{"name": "not a session"}' > "$dir/other.json"
"$cli" --lang zh-Hans sessions import "$dir/other.json" --db "$db" 2> "$dir/other.err"; [ $? -eq 1 ] || fail "another JSON exits 1"
grep -q '这个JSON文件不是tableref对局' "$dir/other.err" || fail "not a session: $(cat "$dir/other.err")"
[ "$("$cli" sessions list --db "$db" | wc -l)" -eq 2 ] || fail "refused imports wrote nothing"

# A Blokus game comes in from .blksgf and goes out again with the same moves.
game="$(dirname "$0")/blokus/random_classic.blksgf"
id=$("$cli" sessions import "$game" --db "$db") || fail "import blksgf"
"$cli" sessions export "$id" --format blksgf --db "$db" > "$dir/out.blksgf" || fail "export blksgf"
"$cli" blokus analyze "$game" > "$dir/in.json"; "$cli" blokus analyze "$dir/out.blksgf" > "$dir/out.json" || fail "exported game is legal"
python3 - "$dir/in.json" "$dir/out.json" <<'PY' || fail "blksgf round trip differs"
import json, sys
a, b = (json.load(open(p)) for p in sys.argv[1:3])
for key in ("variant", "moves", "remaining_squares", "scores", "game_over", "legal_moves"):
    assert a[key] == b[key], (key, a[key], b[key])
PY
echo ok
