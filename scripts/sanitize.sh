#!/usr/bin/env bash
# Builds the libraries and their tests with AddressSanitizer + UndefinedBehaviorSanitizer
# (no GUI) and runs them.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${TABLEREF_SANITIZE_DIR:-$root/build-sanitize}
"$root/scripts/setup.sh"
cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DTABLEREF_SANITIZE=ON \
      -DTABLEREF_LIBS_ONLY=ON -DTABLEREF_BENCHMARKS=OFF >/dev/null
cmake --build "$build" -j "$(nproc 2>/dev/null || echo 2)"
cd "$build"
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
  ctest --output-on-failure -j "$(nproc 2>/dev/null || echo 2)" -LE ui --timeout 900
