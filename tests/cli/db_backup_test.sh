#!/usr/bin/env bash
# tableref-cli db backup/restore: round trip, refusals with their exit codes, safety copy.
set -u
cli=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

# Every table's rows, for comparing two database files.
rows() {
  python3 - "$1" <<'PY'
import sqlite3, sys
c = sqlite3.connect(sys.argv[1])
for (name,) in c.execute("SELECT name FROM sqlite_schema WHERE type='table' ORDER BY name"):
    print("table", name)
    for row in sorted(c.execute(f'SELECT * FROM "{name}"'), key=repr):
        print(repr(row))
print(c.execute("PRAGMA user_version").fetchone(), c.execute("PRAGMA application_id").fetchone())
PY
}

db="$dir/t.db"
"$cli" sessions list --db "$db" >/dev/null || fail "create db"
python3 - "$db" <<'PY' || fail "fill db"
import sqlite3, sys
c = sqlite3.connect(sys.argv[1])
c.execute("INSERT INTO sessions(game, variant, status, result) VALUES ('blokus','classic','finished','{\"players\":[]}')")
c.execute("INSERT INTO players(name) VALUES ('Ann')")
c.execute("INSERT INTO session_players VALUES (1, 0, 1, 'blue')")
for i in range(1, 30):
    c.execute("INSERT INTO events(session_id, seq, kind, payload) VALUES (1, ?, 'place', ?)", (i, '{"n":%d}' % i))
c.execute("INSERT INTO settings VALUES ('language', 'zh-Hant')")
c.commit()
PY
before=$(rows "$db")

out=$("$cli" db backup "$dir/b.db" --db "$db") || fail "backup exits 0"
echo "$out" | grep -q "$dir/b.db" || fail "backup names the file: $out"
[ "$(rows "$dir/b.db")" = "$before" ] || fail "backup differs from the database"

"$cli" db backup "$dir/b.db" --db "$db" 2>/dev/null; [ $? -eq 1 ] || fail "backup onto an existing file exits 1"
"$cli" db backup "$dir/b.db" --db "$db" --force >/dev/null || fail "backup --force replaces an older backup"
echo "notes" > "$dir/notes.txt"
"$cli" db backup "$dir/notes.txt" --db "$db" --force 2>/dev/null; [ $? -eq 1 ] || fail "--force never replaces a foreign file"
[ "$(cat "$dir/notes.txt")" = "notes" ] || fail "foreign file was touched"

# Change the database, then restore: the backup's rows come back, the changed db is kept.
python3 -c "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); c.execute(\"INSERT INTO settings VALUES ('x','y')\"); c.commit()" "$db"
changed=$(rows "$db")
out=$("$cli" db restore "$dir/b.db" --db "$db") || fail "restore exits 0"
[ "$(rows "$db")" = "$before" ] || fail "restore did not give back the backup's rows"
saved=$(echo "$out" | sed -n 's/^the previous database was saved to //p')
[ -n "$saved" ] && [ -f "$saved" ] || fail "restore says where the previous database went: $out"
[ "$(rows "$saved")" = "$changed" ] || fail "the safety copy is not the previous database"

# Refusals: junk, another program's database, a newer schema, a missing file.
head -c 4096 /dev/urandom > "$dir/junk.db"
err=$("$cli" db restore "$dir/junk.db" --db "$db" 2>&1 >/dev/null); code=$?
[ $code -eq 1 ] || fail "junk restore exits 1, got $code"
echo "$err" | grep -qi 'not a tableref database' || fail "junk message: $err"
python3 -c "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); c.execute('CREATE TABLE t(x)'); c.commit()" "$dir/other.db"
"$cli" db restore "$dir/other.db" --db "$db" 2>/dev/null; [ $? -eq 1 ] || fail "foreign db restore exits 1"
cp "$dir/b.db" "$dir/newer.db"
python3 -c "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); c.execute('PRAGMA user_version = 999'); c.commit()" "$dir/newer.db"
err=$("$cli" db restore "$dir/newer.db" --db "$db" 2>&1 >/dev/null); code=$?
[ $code -eq 1 ] || fail "newer restore exits 1, got $code"
echo "$err" | grep -q 'newer' || fail "newer message: $err"
"$cli" db restore "$dir/missing.db" --db "$db" 2>/dev/null; [ $? -eq 2 ] || fail "missing file exits 2"
[ "$(rows "$db")" = "$before" ] || fail "a refused restore changed the database"
"$cli" db 2>/dev/null; [ $? -eq 2 ] || fail "db without a subcommand exits 2"
echo ok
