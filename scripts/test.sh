#!/usr/bin/env bash
# Quick start, command 2: install what is missing, build Release, run every test (UI tests
# included, headless under SDL's dummy video driver). Exits non-zero on any failure.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/scripts/setup.sh"
"$root/scripts/build.sh"
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
cd "${TABLEREF_BUILD_DIR:-$root/build}"
ctest --output-on-failure -j "$(nproc 2>/dev/null || echo 2)" --timeout 600
