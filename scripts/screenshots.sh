#!/usr/bin/env bash
# Regenerates docs/screenshots/: every screen at 1280x800 (and upright at 800x1280), in
# English and Chinese, by the UI tests that drive each screen (each writes <screen>_<lang>.png);
# and the main screens at the five sizes of issue #23 (800x1280, 1024x768, 1280x800,
# 1920x1080, 2732x2048) in English and 简体中文 (size_<screen>_<W>x<H>_<lang>.png).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/scripts/setup.sh"
"$root/scripts/build.sh"
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy TABLEREF_ASSETS="$root/assets"
export TABLEREF_SCREENSHOT_DIR="$root/docs/screenshots"
mkdir -p "$TABLEREF_SCREENSHOT_DIR"
"${TABLEREF_BUILD_DIR:-$root/build}/tests/ui/tableref_ui_tests" --gtest_filter='*screenshots*'
ls "$TABLEREF_SCREENSHOT_DIR"
