#!/usr/bin/env bash
# tableref-cli blokus analyze: the JSON object, and exit codes 0 / 1 / 2.
set -u
cli=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
check() {  # check JSON PYTHON-EXPRESSION (j is the parsed object)
  python3 -c "import json,sys; j=json.loads(sys.argv[1]); sys.exit(0 if ($2) else 1)" "$1" \
    || fail "$3: $1"
}

# A legal classic opening, written as Pentobi writes it (CA, AP, newlines, lower case).
printf '(;FF[4]CA[UTF-8]AP[Pentobi:19.1]GM[Blokus]\n;1[a19,b19,a20,b20]\n;2[s20,t20,t19]\n;3[T1])\n' > "$dir/ok.blksgf"
out=$("$cli" blokus analyze "$dir/ok.blksgf"); code=$?
[ $code -eq 0 ] || fail "legal game exits 0, got $code"
check "$out" 'j["variant"]=="classic" and j["moves"]==3 and j["valid"] is True and j["first_invalid"] is None' "header"
check "$out" 'j["to_move"]=="4" and j["legal_moves"]["4"]==58 and set(j["legal_moves"])=={"1","2","3","4"}' "legal moves"
check "$out" 'j["remaining_squares"]=={"1":85,"2":86,"3":88,"4":89}' "remaining"
check "$out" 'j["scores"]["colors"]["1"]==-85 and j["scores"]["players"]["3"]==-88 and j["game_over"] is False' "scores"

# An illegal move: green's first piece misses a1. The object is still printed, exit 1.
printf '(;GM[Blokus];1[a20];2[t20];3[t1];4[b2];1[b19])' > "$dir/bad.blksgf"
out=$("$cli" blokus analyze "$dir/bad.blksgf"); code=$?
[ $code -eq 1 ] || fail "illegal move exits 1, got $code"
check "$out" 'j["valid"] is False and j["moves"]==5 and j["first_invalid"]["index"]==3 and j["first_invalid"]["color"]=="4"' "first_invalid"
check "$out" 'j["first_invalid"]["reasons"]==["blokus.misses_start_cell"] and "a1" in j["first_invalid"]["message"]' "reasons"
check "$out" 'j["to_move"]=="4"' "position before the bad move"

# Several reasons at once: edge contact and no corner.
printf '(;GM[Blokus];1[a20];2[t20];3[t1];4[a1];1[b20,c20])' > "$dir/two.blksgf"
out=$("$cli" blokus analyze "$dir/two.blksgf")
check "$out" 'j["first_invalid"]["reasons"]==["blokus.edge_contact","blokus.no_corner_contact"]' "two reasons"
out=$("$cli" --lang zh-Hans blokus analyze "$dir/two.blksgf")
check "$out" '"同色" in j["first_invalid"]["message"]' "Chinese message"

# Duo: B/W keys.
printf '(;GM[Blokus Duo];B[f9,e10,f10,g10,f11];W[i4,h5,i5,j5,i6])' > "$dir/duo.blksgf"
out=$("$cli" blokus analyze "$dir/duo.blksgf") || fail "duo exits 0"
check "$out" 'j["variant"]=="duo" and j["to_move"]=="B" and set(j["legal_moves"])=={"B","W"} and set(j["scores"]["players"])=={"B","W"}' "duo keys"

# Three players: the shared color's score counts for nobody.
printf '(;GM[Blokus Three-Player];1[a20];2[t20];3[t1];4[a1,a2])' > "$dir/three.blksgf"
out=$("$cli" blokus analyze "$dir/three.blksgf") || fail "three-player exits 0"
check "$out" 'j["variant"]=="classic_3" and set(j["scores"]["players"])=={"1","2","3"} and j["scores"]["colors"]["4"]==-87' "three players"

# Whole random games (written by tableref, replayed here): over, nobody to move, no move
# left for anyone, scores = minus the unplaced squares, player totals = sums of their colors.
out=$("$cli" blokus analyze "$2/blokus/random_classic.blksgf") || fail "random classic game exits 0"
check "$out" 'j["game_over"] is True and j["to_move"] is None and all(n==0 for n in j["legal_moves"].values())' "classic game over"
check "$out" 'all(j["scores"]["colors"][c]==-j["remaining_squares"][c] for c in "1234") and j["scores"]["players"]==j["scores"]["colors"]' "classic scores"
out=$("$cli" blokus analyze "$2/blokus/random_two_player.blksgf") || fail "random two-player game exits 0"
check "$out" 'j["variant"]=="classic_2" and j["game_over"] is True and set(j["scores"]["players"])=={"1","2"}' "two-player over"
check "$out" 'j["scores"]["players"]["1"]==j["scores"]["colors"]["1"]+j["scores"]["colors"]["3"] and j["scores"]["players"]["2"]==j["scores"]["colors"]["2"]+j["scores"]["colors"]["4"]' "two-player totals"
check "$out" '(j["ranks"]["boxed"]["1"], j["ranks"]["boxed"]["2"]) in [(1,2),(2,1),(1,1)]' "two-player ranks"

# Malformed: message with line and column on stderr, exit 2, nothing on stdout.
printf '(;GM[Blokus]\n;1[a20' > "$dir/broken.blksgf"
out=$("$cli" blokus analyze "$dir/broken.blksgf" 2>"$dir/err"); code=$?
[ $code -eq 2 ] || fail "malformed exits 2, got $code"
[ -z "$out" ] || fail "malformed prints nothing on stdout"
grep -q 'Line 2, column 7' "$dir/err" || fail "line and column: $(cat "$dir/err")"
printf '(;GM[Blokus];1[a20,q99x])' > "$dir/cell.blksgf"
"$cli" blokus analyze "$dir/cell.blksgf" 2>"$dir/err"; [ $? -eq 2 ] || fail "bad cell exits 2"
grep -q 'column 20' "$dir/err" || fail "bad cell column: $(cat "$dir/err")"
head -c 3000 /dev/urandom > "$dir/junk.blksgf"
"$cli" blokus analyze "$dir/junk.blksgf" >/dev/null 2>&1; [ $? -eq 2 ] || fail "junk exits 2"
"$cli" blokus analyze "$dir/missing.blksgf" 2>/dev/null; [ $? -eq 2 ] || fail "missing file exits 2"
"$cli" blokus analyze 2>/dev/null; [ $? -eq 2 ] || fail "no file exits 2"
"$cli" blokus frobnicate 2>/dev/null; [ $? -eq 2 ] || fail "unknown subcommand exits 2"
echo ok
