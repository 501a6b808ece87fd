#!/usr/bin/env bash
# Builds the libFuzzer targets with clang + AddressSanitizer + UndefinedBehaviorSanitizer
# and runs each for SECONDS (default 20). Usage: scripts/fuzz.sh [SECONDS] [TARGET...]
# Each target starts from fuzz/corpus/<name> plus fuzz/regressions/<name> (a working copy
# in the build directory grows as it finds new paths). An input that crashes is copied to
# fuzz/regressions/<name>/ and the script fails: fix the bug, commit the input, and every
# build replays it from then on (CTest fuzz_regress_<name>).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
seconds=${1:-20}
shift || true
build=${TABLEREF_FUZZ_DIR:-$root/build-fuzz}
jobs=$(nproc 2>/dev/null || echo 2)

CXX=${CXX_FUZZ:-clang++} cmake -S "$root" -B "$build" -DCMAKE_CXX_COMPILER="${CXX_FUZZ:-clang++}" \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo -DTABLEREF_FUZZ=ON -DTABLEREF_SANITIZE=ON \
  -DTABLEREF_LIBS_ONLY=ON -DTABLEREF_BENCHMARKS=OFF >/dev/null

if [ $# -gt 0 ]; then
  targets=("$@")
else
  mapfile -t targets < <(cd "$root/fuzz" && ls -1 ./*_fuzz.cpp ./*/*_fuzz.cpp 2>/dev/null |
                         sed 's|.*/||; s|_fuzz\.cpp$||' | sort -u)
fi
cmake --build "$build" -j "$jobs" --target "${targets[@]/#/fuzz_}"

status=0
for name in "${targets[@]}"; do
  work="$build/fuzz-work/$name"
  crashes="$build/fuzz-crashes/$name"
  mkdir -p "$work" "$crashes" "$root/fuzz/regressions/$name"
  cp -n "$root/fuzz/corpus/$name/"* "$work/" 2>/dev/null || true
  echo "== fuzz_$name for ${seconds}s"
  if ! ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
       "$build/fuzz/fuzz_$name" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
       -max_len=65536 -print_final_stats=1 -artifact_prefix="$crashes/" \
       "$work" "$root/fuzz/regressions/$name" >"$build/fuzz_$name.log" 2>&1; then
    status=1
    tail -40 "$build/fuzz_$name.log"
    for f in "$crashes"/*; do
      [ -f "$f" ] || continue
      cp "$f" "$root/fuzz/regressions/$name/"
      echo "kept $(basename "$f") in fuzz/regressions/$name/ (commit it with the fix)"
    done
  else
    grep -E 'stat::number_of_executed_units|stat::new_units_added' "$build/fuzz_$name.log" || true
  fi
done
exit $status
