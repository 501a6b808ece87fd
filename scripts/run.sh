#!/usr/bin/env bash
# Quick start, command 1: install what is missing, build Release, start tableref with the
# default database ($XDG_DATA_HOME/tableref/tableref.db, ~/.local/share/... when unset).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/scripts/setup.sh"
"$root/scripts/build.sh"
exec "${TABLEREF_BUILD_DIR:-$root/build}/app/gui/tableref" "$@"
