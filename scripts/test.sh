#!/usr/bin/env bash
# Quick start, command 2: install what is missing, build everything in Release (the app, the
# tests and benchmarks), run every test (UI tests included, headless under SDL's dummy video
# driver). Exits non-zero on any failure.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/scripts/setup.sh"
# Explicitly on: scripts/run.sh may have configured the same build directory without them.
"$root/scripts/build.sh" -DTABLEREF_TESTS=ON -DTABLEREF_BENCHMARKS=ON
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
cd "${TABLEREF_BUILD_DIR:-$root/build}"
ctest --output-on-failure -j "$(nproc 2>/dev/null || echo 2)" --timeout 600
