#!/usr/bin/env bash
# Quick start, command 2: install what is missing, build everything in Release (the app, the
# tests and benchmarks), run every test (UI tests included, headless under SDL's dummy video
# driver; the web build's tests in headless Chromium, label web). Exits non-zero on any
# failure. TABLEREF_WEB=0 leaves the web build and its tests out.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/scripts/setup.sh"
web_tests=OFF
if [ "${TABLEREF_WEB:-1}" != 0 ]; then
  # The third-party part is cached in ${TABLEREF_WEB_CACHE:-$HOME/.cache/tableref-web}.
  "$root/scripts/web.sh"
  web_tests=ON
fi
# Explicitly on: scripts/run.sh may have configured the same build directory without them.
# The hub too (label hub): setup.sh has just installed its packages, and a directory that
# scripts/run.sh configured first has it cached off.
"$root/scripts/build.sh" -DTABLEREF_TESTS=ON -DTABLEREF_BENCHMARKS=ON -DTABLEREF_HUB=ON \
  -DTABLEREF_WEB_TESTS="$web_tests"
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
cd "${TABLEREF_BUILD_DIR:-$root/build}"
ctest --output-on-failure -j "$(nproc 2>/dev/null || echo 2)" --timeout 600
