#!/usr/bin/env bash
# Quick start, command 1: install what the app needs, build only the app (tableref and
# tableref-cli: no tests, benchmarks or fuzzers) in Release, start tableref with the default
# database ($XDG_DATA_HOME/tableref/tableref.db, ~/.local/share/... when unset).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${TABLEREF_BUILD_DIR:-$root/build}
jobs=$(nproc 2>/dev/null || echo 2)
"$root/scripts/setup.sh" --app
cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release -DTABLEREF_TESTS=OFF \
  -DTABLEREF_BENCHMARKS=OFF >/dev/null
cmake --build "$build" -j "$jobs" --target tableref tableref-cli
exec "$build/app/gui/tableref" "$@"
