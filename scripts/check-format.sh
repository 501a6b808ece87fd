#!/usr/bin/env bash
# Fails when any C++ file of ours differs from what clang-format (.clang-format) makes of it.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
files=$(git ls-files '*.cpp' '*.hpp' '*.h')
[ -n "$files" ] || exit 0
# shellcheck disable=SC2086
clang-format --dry-run -Werror $files
echo "clang-format: $(echo "$files" | wc -l) files clean"
