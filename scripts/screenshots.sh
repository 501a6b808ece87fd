#!/usr/bin/env bash
# Regenerates docs/screenshots/: every screen at 1280x800, in English and Chinese, by the UI
# tests that drive each screen (each writes <screen>_<lang>.png).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/scripts/setup.sh"
"$root/scripts/build.sh"
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy TABLEREF_ASSETS="$root/assets"
export TABLEREF_SCREENSHOT_DIR="$root/docs/screenshots"
mkdir -p "$TABLEREF_SCREENSHOT_DIR"
"${TABLEREF_BUILD_DIR:-$root/build}/tests/ui/tableref_ui_tests" --gtest_filter='*screenshots*'
ls "$TABLEREF_SCREENSHOT_DIR"
