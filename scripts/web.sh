#!/usr/bin/env bash
# The web build (docs/web.md): builds the third-party part once (scripts/web-deps.sh, cached
# in ${TABLEREF_WEB_CACHE:-$HOME/.cache/tableref-web}), then the app into build-web/; the
# site a static host serves is build-web/site/.
#   scripts/web.sh                     build
#   scripts/web.sh --serve [ADDR:PORT] build, then serve build-web/site (default 127.0.0.1:8080)
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${TABLEREF_WEB_BUILD:-$root/build-web}"
serve=""
address="127.0.0.1:8080"
while [ $# -gt 0 ]; do
  case "$1" in
    --serve)
      serve=1
      if [ $# -gt 1 ] && [[ "$2" != --* ]]; then
        address="$2"
        shift
      fi
      ;;
    -h | --help)
      sed -n '2,7p' "$0"
      exit 0
      ;;
    *)
      echo "web.sh: unexpected argument '$1' (see --help)" >&2
      exit 2
      ;;
  esac
  shift
done

prefix="$("$root/scripts/web-deps.sh" | tail -n1)"
# Debian's emcc under a node newer than Debian's needs Debian's node modules (acorn, terser).
export NODE_PATH=/usr/share/nodejs
# ccache keys on paths relative to the checkout, so any worktree's build serves the others.
export CCACHE_BASEDIR="$root"

if [ ! -f "$build/CMakeCache.txt" ]; then
  launcher=()
  if command -v ccache >/dev/null 2>&1; then
    # The shared compiler cache: a fresh build-web/ of sources built before is quick.
    launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache -DCMAKE_C_COMPILER_LAUNCHER=ccache)
  fi
  emcmake cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release \
    -DTABLEREF_WEB_PREFIX="$prefix" "${launcher[@]}" >/dev/null
fi
nice -n 5 cmake --build "$build" -j"${TABLEREF_WEB_JOBS:-2}"

if [ -n "$serve" ]; then
  host="${address%:*}"
  port="${address##*:}"
  echo "tableref web: serving $build/site at http://$host:$port/"
  exec python3 -m http.server --bind "$host" --directory "$build/site" "$port"
fi
