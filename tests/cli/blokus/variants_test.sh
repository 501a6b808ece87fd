#!/usr/bin/env bash
# tableref-cli blokus legal-moves / analyze on Blokus Trigon (4, 3 and 2 players) and Blokus
# Junior: Pentobi's game names and coordinates, the counts it publishes
# (../shared/reference/blokus-variants.md), move lists in Pentobi's order, reasons, points.
set -u
cli=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
check() {  # check JSON PYTHON-EXPRESSION (j is the parsed object)
  python3 -c "import json,sys; j=json.loads(sys.argv[1]); sys.exit(0 if ($2) else 1)" "$1" \
    || fail "$3: $1"
}

{
  printf '(;GM[Blokus Trigon])\n'
  printf '(;GM[Blokus Trigon Three-Player])\n'
  printf '(;GM[Blokus Trigon Two-Player])\n'
  printf '(;GM[Blokus Junior])\n'
  printf '(;GM[Blokus Trigon];1[q14,r14,o15,p15,q15,r15])\n'
} > "$dir/empty.txt"
out=$("$cli" blokus legal-moves "$dir/empty.txt") || fail "empty boards exit 0"
check "$(echo "$out" | sed -n 1p)" 'j=={"to_move":"1","legal":{"1":2478,"2":2478,"3":2478,"4":2478}}' "trigon"
check "$(echo "$out" | sed -n 2p)" 'j=={"to_move":"1","legal":{"1":2478,"2":2478,"3":2478}}' "trigon_3"
check "$(echo "$out" | sed -n 3p)" 'j["legal"]=={"1":2478,"2":2478,"3":2478,"4":2478}' "trigon_2"
check "$(echo "$out" | sed -n 4p)" 'j=={"to_move":"B","legal":{"B":189,"W":189}}' "junior"
check "$(echo "$out" | sed -n 5p)" 'j=={"to_move":"2","legal":{"1":1167,"2":2065,"3":2065,"4":2065}}' "after r15"

# --list: cells bottom row first, then by column index (z < aa); moves sorted by their cells.
printf '(;GM[Blokus Trigon];1[q14,r14,o15,p15,q15,r15])' > "$dir/one.blksgf"
"$cli" blokus legal-moves --list "$dir/one.blksgf" > "$dir/list.json" || fail "--list exits 0"
cat > "$dir/order.py" <<'PY'
import json, re, sys
j = json.load(open(sys.argv[1]))
def key(cell):
    m = re.fullmatch(r"([a-z]+)(\d+)", cell)
    letters = m.group(1)
    col = ord(letters[0]) - 97 if len(letters) == 1 else 26 * (ord(letters[0]) - 96) + ord(letters[1]) - 97
    return (int(m.group(2)), col)
for colour, moves in j["moves"].items():
    assert len(moves) == j["legal"][colour] == len(set(moves)), colour
    keys = [[key(c) for c in m.split(",")] for m in moves]
    assert all(k == sorted(k) for k in keys), "cells in Pentobi's order"
    assert keys == sorted(keys), "moves sorted by cells"
# Moves reaching past column z: "aa" after "z" (as text it would sort before "b").
assert any("aa" in m for m in j["moves"]["2"])
assert "z12,aa12" in j["moves"]["2"], "the domino on z12"
PY
python3 "$dir/order.py" "$dir/list.json" || fail "move lists in Pentobi's order"

# analyze: an edge contact in Trigon, with its reason, the position before it.
printf '(;GM[Blokus Trigon];1[q14,r14,o15,p15,q15,r15];2[j12];3[z12];4[j7];1[s15])' > "$dir/edge.blksgf"
out=$("$cli" blokus analyze "$dir/edge.blksgf"); code=$?
[ $code -eq 1 ] || fail "illegal Trigon move exits 1, got $code"
check "$out" 'j["variant"]=="trigon" and j["first_invalid"]["index"]==4 and j["first_invalid"]["reasons"]==["blokus.edge_contact"] and "s15" in j["first_invalid"]["message"]' "edge contact"
check "$out" 'j["remaining_squares"]=={"1":104,"2":109,"3":109,"4":109} and j["points"]["colors"]=={"1":6,"2":1,"3":1,"4":1}' "triangles and points"
check "$out" 'j["scores"]["colors"]["1"]==-104 and j["to_move"]=="1"' "boxed scores"

# A first move off every start point names the free ones.
printf '(;GM[Blokus Trigon Three-Player];1[a9])' > "$dir/start.blksgf"
out=$("$cli" blokus analyze "$dir/start.blksgf")
check "$out" 'j["variant"]=="trigon_3" and j["first_invalid"]["reasons"]==["blokus.misses_start_cell"] and "p14" in j["first_invalid"]["message"]' "start points"

# Two players: colours 1+3 and 2+4.
printf '(;GM[Blokus Trigon Two-Player];1[r12,r13,s13,r14,s14,r15];2[r4,q5,r5,q6,r6,r7];3[j7,k7,l7,m7,m8,n8];4[v11,w11,w12,x12,y12,z12])' > "$dir/two.blksgf"
out=$("$cli" blokus analyze "$dir/two.blksgf") || fail "trigon_2 exits 0"
check "$out" 'j["variant"]=="trigon_2" and j["points"]["players"]=={"1":12,"2":12} and j["scores"]["players"]=={"1":-208,"2":-208}' "two-player totals"

# Junior: B/W, a third monomino refused, no bonus.
printf '(;GM[Blokus Junior];B[e10];W[j5];B[f11];W[k6];B[g12])' > "$dir/junior.blksgf"
out=$("$cli" blokus analyze "$dir/junior.blksgf"); code=$?
[ $code -eq 1 ] || fail "a third monomino exits 1, got $code"
check "$out" 'j["variant"]=="junior" and j["first_invalid"]["reasons"]==["blokus.piece_already_played"] and j["remaining_squares"]=={"B":86,"W":86} and j["points"]["players"]=={"B":2,"W":2}' "junior"
echo "variants: all checks passed"
