#!/usr/bin/env bash
# Measures what the idle app costs: tableref opened on a screen, nothing happening, for
# SECONDS (30 by default) after a 5 s start; prints the share of one core it used (utime +
# stime from /proc/<pid>/stat over that time).
# Runs a real X server (Xvfb) when there is one, as a desktop would; else SDL's dummy driver,
# whose event wait is SDL's fallback (it looks for events every millisecond), so the figure
# there is higher than on a real display.
#   scripts/idle-cpu.sh [SECONDS] [tableref arguments, e.g. --screen blokus --session 1]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
seconds=${1:-30}
shift || true
app="${TABLEREF_BUILD_DIR:-$root/build}/app/gui/tableref"
[ -x "$app" ] || { echo "idle-cpu: build tableref first ($app)" >&2; exit 2; }
work=$(mktemp -d)
cleanup() {
  if [ -n "${app_pid:-}" ]; then
    kill "$app_pid" 2>/dev/null || true
    wait "$app_pid" 2>/dev/null || true
  fi
  [ -n "${x_pid:-}" ] && kill "$x_pid" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
export TABLEREF_ASSETS="$root/assets" SDL_AUDIODRIVER=dummy
if command -v Xvfb >/dev/null; then
  display=:$((90 + RANDOM % 400))
  Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
  x_pid=$!
  export DISPLAY=$display SDL_VIDEODRIVER=x11
  for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X${display#:}" ] && break; sleep 0.1; done
  driver="Xvfb (x11)"
else
  export SDL_VIDEODRIVER=dummy
  driver="SDL dummy driver"
fi
"$app" --db "$work/tableref.db" "$@" &
app_pid=$!
sleep 5
ticks() { awk '{print $14 + $15}' "/proc/$app_pid/stat"; }
start=$(ticks)
sleep "$seconds"
end=$(ticks)
hz=$(getconf CLK_TCK)
awk -v t=$((end - start)) -v hz="$hz" -v s="$seconds" -v d="$driver" 'BEGIN {
  printf "idle for %d s under %s: %.2f s of CPU, %.2f%% of one core\n", s, d, t / hz, 100 * t / hz / s
}'
