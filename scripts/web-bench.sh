#!/usr/bin/env bash
# The web build's numbers (README, "On tablets"): download size (total, gzip), time to the
# first usable frame in headless Chromium (cold and cached), frame time while dragging a
# Blokus piece, how long a 12 MP photo stops the page. Builds the web app first (scripts/web.sh).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$root/scripts/web.sh"
cd "$root/tests/web"
[ -f node_modules/puppeteer-core/package.json ] || npm ci --no-audit --no-fund --ignore-scripts
# The photo freeze needs the desktop build's photo generator (build/: cmake --build build
# --target make_board_photo); without it that figure is skipped.
maker="${TABLEREF_MAKE_BOARD_PHOTO:-$root/build/tests/cli/make_board_photo}"
TABLEREF_MAKE_BOARD_PHOTO="$maker" TABLEREF_WEB_SITE="${TABLEREF_WEB_BUILD:-$root/build-web}/site" \
  node bench.mjs
