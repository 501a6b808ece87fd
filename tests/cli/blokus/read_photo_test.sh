#!/usr/bin/env bash
# tableref-cli blokus read-photo on real PNG and JPEG files written by SDL2_image: every cell
# of the generated board right, the JSON's parts, EXIF orientation, exit codes 0 / 1 / 2.
set -u
cli=$1
make_photo=$3
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
check() {  # check JSON PYTHON-EXPRESSION MESSAGE (j is the parsed object, want the expected rows)
  python3 -c "import json,sys; j=json.loads(sys.argv[1]); want=sys.argv[3].split(); sys.exit(0 if ($2) else 1)" "$1" "" "$want" \
    || fail "$3: $1"
}

# A finished classic board in a PNG, seen from the side of red's corner.
want=$("$make_photo" "$dir/board.png" 21 2 | head -20) || fail "writing the PNG"
out=$("$cli" blokus read-photo "$dir/board.png"); code=$?
[ $code -eq 0 ] || fail "a board exits 0, got $code"
check "$out" 'j["grid"]==want' "every cell of the PNG"
check "$out" 'j["variant"]=="classic" and j["rotation"]==0 and len(j["corners"])==4 and all(len(p)==2 for p in j["corners"])' "variant, rotation, corners"
# The referee's board is the picture as seen (a1 at its bottom left): each colour starts in
# the corner where it is in the picture (blue's a20 of the game is the picture's bottom right).
check "$out" '{c: s["board_cell"] for c, s in j["start_corners"].items()}=={"B":"t1","Y":"a1","R":"a20","G":"t20"} and j["start_corners"]["B"]["cell"]==[19,19] and j["audit"]["no_start_corner"]==[]' "start corners"
check "$out" 'j["audit"]["clean"] is True and j["audit"]["not_pieces"]==[] and j["audit"]["duplicates"]==[]' "audit of a legal board"
check "$out" 'sum(len(p["cells"]) for p in j["pieces"])==sum(r.count(c) for r in want for c in "BYRG")' "pieces cover the coloured cells"
check "$out" 'set(j["scores"]["colors"])=={"B","Y","R","G"} and all(c["boxed"]==-c["remaining_squares"]+(15 if c["all_placed"] else 0) for c in j["scores"]["colors"].values())' "boxed scores"
check "$out" 'all(c["pentobi"]==c["boxed"]+89 for c in j["scores"]["colors"].values()) and set(j["scores"]["players"])=={"1","2","3","4"}' "pentobi scores"
check "$out" 'all(j["scores"]["colors"][p["color"]]["placed_squares"]>=len(p["cells"]) for p in j["pieces"])' "placed squares"

# The same kind of photo as a JPEG stored sideways with EXIF orientation 6 (a phone held
# upright): read as shown.
want=$("$make_photo" "$dir/sideways.jpg" 33 1 --exif 6 | head -20) || fail "writing the JPEG"
out=$("$cli" blokus read-photo "$dir/sideways.jpg"); code=$?
[ $code -eq 0 ] || fail "a JPEG exits 0, got $code"
check "$out" 'j["grid"]==want' "every cell of the EXIF-rotated JPEG"

# Corners given: read exactly there.
lines=$("$make_photo" "$dir/corners.png" 8 0)
want=$(echo "$lines" | head -20)
corners=$(echo "$lines" | tail -1)
out=$("$cli" blokus read-photo "$dir/corners.png" --corners "$corners") || fail "corners exit 0"
check "$out" 'j["grid"]==want' "grid with corners"
CORNERS=$corners python3 -c 'import json,os,sys; j=json.loads(sys.argv[1]); c=[float(v) for v in os.environ["CORNERS"].split(",")]; got=[v for p in j["corners"] for v in p]; sys.exit(0 if max(abs(a-b) for a,b in zip(c,got))<1e-6 else 1)' "$out" \
  || fail "the given corners come back: $out"

# Duo.
want=$("$make_photo" "$dir/duo.png" 5 3 --duo | head -14)
out=$("$cli" blokus read-photo "$dir/duo.png" --variant duo) || fail "duo exits 0"
check "$out" 'j["grid"]==want and j["variant"]=="duo" and set(j["scores"]["colors"])=={"P","O"}' "duo"

# No board: exit 1 with the reason.
"$make_photo" "$dir/table.png" 4 0 --no-board > /dev/null
out=$("$cli" blokus read-photo "$dir/table.png" 2> "$dir/err"); code=$?
[ $code -eq 1 ] || fail "no board exits 1, got $code"
check "$out" 'j["error"]=="blokus.photo_no_board" and j["code"]==1203' "no-board reason"
grep -q "No Blokus board" "$dir/err" || fail "the reason on stderr"

# Unreadable or missing file: exit 2.
echo "not an image" > "$dir/text.jpg"
"$cli" blokus read-photo "$dir/text.jpg" > /dev/null 2>&1; code=$?
[ $code -eq 2 ] || fail "unreadable file exits 2, got $code"
"$cli" blokus read-photo "$dir/missing.png" > /dev/null 2>&1; code=$?
[ $code -eq 2 ] || fail "missing file exits 2, got $code"
"$cli" blokus read-photo "$dir/board.png" --corners 1,2,3 > /dev/null 2>&1; code=$?
[ $code -eq 2 ] || fail "bad --corners exits 2, got $code"
"$cli" blokus read-photo "$dir/board.png" --variant hex > /dev/null 2>&1; code=$?
[ $code -eq 2 ] || fail "bad --variant exits 2, got $code"
echo "ok"
