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

head -c 4096 /dev/urandom > "$dir/junk.db"
cp "$dir/junk.db" "$dir/junk.copy"
err=$("$cli" sessions list --db "$dir/junk.db" 2>&1 >/dev/null); code=$?
[ $code -eq 2 ] || fail "junk db exits 2, got $code"
echo "$err" | grep -qi 'not a tableref database' || fail "junk db message: $err"
cmp -s "$dir/junk.db" "$dir/junk.copy" || fail "junk db was modified"
echo ok
