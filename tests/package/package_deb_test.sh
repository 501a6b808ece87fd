#!/usr/bin/env bash
# cpack -G DEB builds tableref's .deb; its file list and its Depends are what an install needs,
# and the packaged CLI runs from an unpacked copy and finds the packaged assets.
# Usage: package_deb_test.sh BUILD_DIR
set -u
build=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

# gzip rather than xz: the same package, made faster.
cpack -G DEB --config "$build/CPackConfig.cmake" -B "$dir" -D CPACK_DEBIAN_COMPRESSION_TYPE=gzip \
  > "$dir/cpack.log" 2>&1 || fail "cpack: $(tail -20 "$dir/cpack.log")"
deb=$(ls "$dir"/tableref_*.deb 2>/dev/null | head -1)
[ -n "$deb" ] || fail "no .deb in $dir: $(ls "$dir")"

files=$(dpkg-deb -c "$deb" | awk '{print $NF}')
for f in ./usr/bin/tableref ./usr/bin/tableref-cli \
  ./usr/share/applications/tableref.desktop \
  ./usr/share/icons/hicolor/scalable/apps/tableref.svg \
  ./usr/share/tableref/assets/strings/core.tsv ./usr/share/tableref/assets/strings/hdcg.tsv \
  ./usr/share/tableref/assets/smashup/bases.tsv ./usr/share/tableref/assets/hdcg/examples.json \
  ./usr/share/tableref/assets/blockkiller/garbage_cards.tsv; do
  echo "$files" | grep -qx "$f" || fail "$f missing from the package: $files"
done
# Nothing a user does not run: no tests, benchmarks, fuzzers, libraries or headers.
if echo "$files" | grep -Eq 'test|bench|fuzz|\.a$|\.hpp$|/include/'; then
  fail "unexpected files: $(echo "$files" | grep -E 'test|bench|fuzz|\.a$|\.hpp$|/include/')"
fi

depends=$(dpkg-deb -f "$deb" Depends)
# The package names alone, one a line ("libc6 (>= 2.34)" -> "libc6").
names=$(echo "$depends" | tr ',' '\n' | awk '{print $1}')
for p in libsdl2-2.0-0 libsqlite3-0 libfontconfig1 libstdc++6 libc6 fonts-wqy-microhei; do
  echo "$names" | grep -Fqx "$p" || fail "Depends lacks $p: $depends"
done
[ "$(dpkg-deb -f "$deb" Package)" = tableref ] || fail "package name"

# The unpacked CLI reads the packaged assets (<prefix>/share/tableref/assets beside its bin/),
# not the source tree's: a message changed in the unpacked copy is the one printed.
dpkg-deb -x "$deb" "$dir/root"
grep -q "^Exec=tableref$" "$dir/root/usr/share/applications/tableref.desktop" || fail "desktop Exec"
sed -i 's/^reason\.store\.not_found\t[^\t]*\t/reason.store.not_found\tpackaged-catalog-marker\t/' \
  "$dir/root/usr/share/tableref/assets/strings/store.tsv"
err=$(env -u TABLEREF_ASSETS "$dir/root/usr/bin/tableref-cli" --lang en sessions show 99 \
  --db "$dir/empty.db" 2>&1 >/dev/null)
echo "$err" | grep -q 'packaged-catalog-marker' || fail "packaged tableref-cli message: $err"
echo "ok: $(basename "$deb"), Depends: $depends"
