#!/usr/bin/env bash
# Our .blksgf exports open in Pentobi: pentobi_check.py plays a game of every variant with the
# CLI, exports it as a session, and has pentobi-thumbnailer (Debian's pentobi, headless) read
# and draw it; its coloured cells must be our points. Skips (77) without Pentobi.
set -u
cli=$1
src=$2
thumbnailer=$(command -v pentobi-thumbnailer || true)
[ -z "$thumbnailer" ] && [ -x /usr/games/pentobi-thumbnailer ] && thumbnailer=/usr/games/pentobi-thumbnailer
if [ -z "$thumbnailer" ]; then
  echo "SKIP: pentobi-thumbnailer not installed (Debian package pentobi; scripts/setup.sh installs it)"
  exit 77
fi
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
python3 "$src/blokus/pentobi_check.py" "$cli" "$thumbnailer" "$dir"
