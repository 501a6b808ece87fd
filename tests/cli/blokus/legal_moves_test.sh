#!/usr/bin/env bash
# tableref-cli blokus legal-moves [--list] [--repeat N]: one JSON line per game.
set -u
cli=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
check() {
  python3 -c "import json,sys; j=json.loads(sys.argv[1]); sys.exit(0 if ($2) else 1)" "$1" \
    || fail "$3: $1"
}

printf '(;GM[Blokus])' > "$dir/empty.blksgf"
out=$("$cli" blokus legal-moves "$dir/empty.blksgf") || fail "empty board exits 0"
check "$out" 'j=={"to_move":"1","legal":{"1":58,"2":58,"3":58,"4":58}}' "empty classic"

out=$("$cli" blokus legal-moves --list "$dir/empty.blksgf") || fail "--list exits 0"
check "$out" 'len(j["moves"]["1"])==58 and all("a20" in m.split(",") for m in j["moves"]["1"])' "list covers a20"
check "$out" 'len(set(j["moves"]["2"]))==58 and "t20" in j["moves"]["2"] and "s20,t20" in j["moves"]["2"]' "list distinct, Pentobi order"

# Many games, one single-line SGF per line.
{
  printf '(;GM[Blokus Duo])\n'
  printf '(;GM[Blokus Duo];B[f9,e10,f10,g10,f11])\n'
  printf '(;GM[Blokus];1[a19,b19,a20,b20];2[s20,t20,t19])\n'
} > "$dir/many.txt"
out=$("$cli" blokus legal-moves "$dir/many.txt") || fail "many games exit 0"
[ "$(echo "$out" | wc -l)" -eq 3 ] || fail "one line per game: $out"
check "$(echo "$out" | sed -n 1p)" 'j["legal"]=={"B":414,"W":414} and j["to_move"]=="B"' "duo first move"
check "$(echo "$out" | sed -n 2p)" 'j["to_move"]=="W"' "duo second"
check "$(echo "$out" | sed -n 3p)" 'j["to_move"]=="3" and j["legal"]["3"]==58' "classic third"

# --list agrees with the counts.
out=$("$cli" blokus legal-moves --list "$dir/many.txt")
echo "$out" | while read -r line; do
  check "$line" 'all(len(j["moves"][c])==n for c,n in j["legal"].items())' "list length = count"
done || exit 1

# --repeat: timing on stderr, the same lines on stdout.
out=$("$cli" blokus legal-moves --repeat 5 "$dir/many.txt" 2>"$dir/err") || fail "--repeat exits 0"
[ "$(echo "$out" | wc -l)" -eq 3 ] || fail "--repeat keeps stdout"
# 5 repeats of every color: 2 + 2 + 4 colors; the empty Duo board alone has 2 x 414 moves.
check "$(cat "$dir/err")" 'j["positions"]==3 and j["generations"]==40 and j["moves"]>5*828 and j["ns_per_generation"]>0' "timing"

"$cli" blokus legal-moves --repeat x "$dir/many.txt" 2>/dev/null; [ $? -eq 2 ] || fail "bad --repeat exits 2"
"$cli" blokus legal-moves --repeat 2>/dev/null; [ $? -eq 2 ] || fail "missing --repeat value exits 2"
printf '(;GM[Blokus];1[a20]\n(;GM[Blokus]' > "$dir/broken.txt"
"$cli" blokus legal-moves "$dir/broken.txt" >/dev/null 2>&1; [ $? -eq 2 ] || fail "malformed exits 2"
printf '(;GM[Blokus];2[t20])\n' > "$dir/illegal.txt"
out=$("$cli" blokus legal-moves "$dir/illegal.txt"); code=$?
[ $code -eq 1 ] || fail "illegal move exits 1, got $code"
check "$out" 'j["to_move"]=="1" and j["first_invalid"]["reasons"]==["blokus.not_your_turn"]' "illegal game line"
echo ok
