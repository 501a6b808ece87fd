#!/bin/sh
# base/, rating/, referee/, search/ and vision/ include only standard headers, and the check really refuses the others.
# $1: cmake, $2: the repository root.
set -eu
cmake=$1
root=$2
"$cmake" -DREFEREE_DIR="$root/referee" -P "$root/cmake/RefereeStdOnly.cmake"
"$cmake" -DREFEREE_DIR="$root/base" "-DQUOTED_PREFIX=^tableref/base/" -P "$root/cmake/RefereeStdOnly.cmake"
"$cmake" -DREFEREE_DIR="$root/rating" "-DQUOTED_PREFIX=^tableref/(base|rating)/" -P "$root/cmake/RefereeStdOnly.cmake"
"$cmake" -DREFEREE_DIR="$root/search" "-DQUOTED_PREFIX=^(tableref/(base|referee|search)/|[a-z_]+[.]hpp$)" \
  -P "$root/cmake/RefereeStdOnly.cmake"
"$cmake" -DREFEREE_DIR="$root/vision" "-DQUOTED_PREFIX=^(tableref/(base|referee|vision)/|[a-z_]+[.]hpp$)" \
  -P "$root/cmake/RefereeStdOnly.cmake"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for header in '<sqlite3.h>' '<SDL2/SDL.h>' '<imgui.h>' '<nlohmann/json.hpp>' '"tableref/db/store.hpp"'; do
  printf '#include <vector>\n#include %s\n' "$header" > "$tmp/bad.cpp"
  if "$cmake" -DREFEREE_DIR="$tmp" -P "$root/cmake/RefereeStdOnly.cmake" > "$tmp/out" 2>&1; then
    echo "FAIL: $header was accepted"
    exit 1
  fi
  grep -q "bad.cpp" "$tmp/out" || { echo "FAIL: the message does not name the file"; cat "$tmp/out"; exit 1; }
done
echo "ok"
