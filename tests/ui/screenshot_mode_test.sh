#!/usr/bin/env bash
# `tableref --screenshot PATH --frames N` writes a 1280x800 PNG of the start screen, exits 0.
set -u
app=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
XDG_DATA_HOME="$dir/data" "$app" --screenshot "$dir/home.png" --frames 3 || { echo "FAIL: exit $?"; exit 1; }
[ -s "$dir/home.png" ] || { echo "FAIL: no PNG"; exit 1; }
sig=$(head -c 8 "$dir/home.png" | od -An -tx1 | tr -d ' \n')
[ "$sig" = "89504e470d0a1a0a" ] || { echo "FAIL: not a PNG ($sig)"; exit 1; }
# IHDR width and height, big-endian at bytes 16..23
dims=$(od -An -tu1 -j16 -N8 "$dir/home.png" | tr -s ' ' | sed 's/^ //')
[ "$dims" = "0 0 5 0 0 0 3 32" ] || { echo "FAIL: size bytes $dims, want 1280x800"; exit 1; }
# The default database was created where the README says.
[ -f "$dir/data/tableref/tableref.db" ] || { echo "FAIL: default database not created"; exit 1; }
echo ok
