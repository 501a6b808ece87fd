#!/usr/bin/env bash
# The third-party part of the web build, from Debian only: installs emscripten (and, for the
# web tests, chromium), fetches the Debian *source* packages of SDL2, Dear ImGui and SQLite
# through a private apt configuration (the system's sources are not touched), builds them
# with emscripten and installs them into the cache, outside the repository:
#   ${TABLEREF_WEB_CACHE:-$HOME/.cache/tableref-web}/{src,build,prefix}
# Each part leaves a stamp; a second run is a no-op. Prints the prefix on its last line.
set -euo pipefail

cache="${TABLEREF_WEB_CACHE:-$HOME/.cache/tableref-web}"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
jobs="${TABLEREF_WEB_JOBS:-2}"
mkdir -p "$cache/src" "$cache/build" "$cache/prefix/lib" "$cache/prefix/include" "$cache/stamps"
prefix="$cache/prefix"

"$here/setup.sh" --web

# Debian's emcc runs on the machine's node; a newer node than Debian's lacks the modules
# emscripten expects (acorn, terser) unless pointed at Debian's.
export NODE_PATH=/usr/share/nodejs

# --- Debian source packages, through a private apt configuration ------------------------
apt_dir="$cache/apt"
fetch_sources() {
  mkdir -p "$apt_dir/lists/partial" "$apt_dir/archives/partial"
  local suite
  suite="$(. /etc/os-release && echo "${VERSION_CODENAME:-bookworm}")"
  echo "deb-src http://deb.debian.org/debian $suite main" >"$apt_dir/sources.list"
  local opts=(-o "Dir::Etc::sourcelist=$apt_dir/sources.list"
    -o "Dir::Etc::sourceparts=/nonexistent"
    -o "Dir::State::Lists=$apt_dir/lists"
    -o "Dir::Cache::archives=$apt_dir/archives"
    -o "APT::Sandbox::User=root")
  apt-get "${opts[@]}" update -qq
  (cd "$cache/src" && apt-get "${opts[@]}" source -qq --download-only "$@")
}

need=()
for pkg in libsdl2 imgui sqlite3; do
  [ -f "$cache/stamps/src-$pkg" ] || need+=("$pkg")
done
if [ ${#need[@]} -gt 0 ]; then
  echo "tableref web: fetching Debian sources: ${need[*]}"
  fetch_sources "${need[@]}"
  for pkg in "${need[@]}"; do
    dsc="$(ls -t "$cache/src/${pkg}_"*.dsc | head -n1)"
    rm -rf "${cache:?}/src/$pkg"
    dpkg-source --no-check -x "$dsc" "$cache/src/$pkg" >/dev/null
    touch "$cache/stamps/src-$pkg"
  done
fi

# --- SDL2: static, WebGL renderer, no threads ------------------------------------------------
if [ ! -f "$cache/stamps/sdl2" ]; then
  echo "tableref web: building SDL2 with emscripten (a few minutes)"
  rm -rf "$cache/build/sdl2"
  emcmake cmake -S "$cache/src/libsdl2" -B "$cache/build/sdl2" -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_INSTALL_PREFIX="$prefix" -DSDL_SHARED=OFF -DSDL_STATIC=ON -DSDL_TEST=OFF \
    -DSDL_THREADS=OFF -DSDL_PTHREADS=OFF >"$cache/build/sdl2.log" 2>&1 ||
    { tail -n 30 "$cache/build/sdl2.log"; exit 1; }
  cmake --build "$cache/build/sdl2" -j"$jobs" >>"$cache/build/sdl2.log" 2>&1 ||
    { tail -n 30 "$cache/build/sdl2.log"; exit 1; }
  cmake --install "$cache/build/sdl2" >>"$cache/build/sdl2.log" 2>&1
  touch "$cache/stamps/sdl2"
fi

# --- SQLite: the amalgamation made by its own configure, compiled by emcc -------------------
if [ ! -f "$cache/stamps/sqlite3" ]; then
  echo "tableref web: building SQLite with emscripten"
  build="$cache/build/sqlite3"
  rm -rf "$build" && mkdir -p "$build"
  (cd "$build" && "$cache/src/sqlite3/configure" >config.log 2>&1 && make sqlite3.c >make.log 2>&1)
  # No threads, no extension loading in the browser; the rest as Debian's defaults.
  emcc -O2 -c "$build/sqlite3.c" -o "$build/sqlite3.o" -DSQLITE_THREADSAFE=0 \
    -DSQLITE_OMIT_LOAD_EXTENSION -DSQLITE_DEFAULT_FOREIGN_KEYS=0 -DSQLITE_ENABLE_FTS5
  emar rcs "$prefix/lib/libsqlite3.a" "$build/sqlite3.o"
  cp "$build/sqlite3.h" "$prefix/include/"
  touch "$cache/stamps/sqlite3"
fi

# --- Dear ImGui: the core plus the SDL2 and SDL_Renderer backends --------------------------
if [ ! -f "$cache/stamps/imgui" ]; then
  echo "tableref web: building Dear ImGui with emscripten"
  src="$cache/src/imgui"
  build="$cache/build/imgui"
  rm -rf "$build" && mkdir -p "$build" "$prefix/include/imgui/backends"
  objects=()
  for f in imgui imgui_draw imgui_tables imgui_widgets imgui_demo misc/cpp/imgui_stdlib \
    backends/imgui_impl_sdl backends/imgui_impl_sdlrenderer; do
    emcc -O2 -std=c++17 -c "$src/$f.cpp" -o "$build/$(basename "$f").o" -I"$src" \
      -I"$prefix/include/SDL2" &
    objects+=("$build/$(basename "$f").o")
    if [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; then wait -n; fi
  done
  wait
  emar rcs "$prefix/lib/libimgui.a" "${objects[@]}"
  cp "$src"/imgui.h "$src"/imconfig.h "$src"/imgui_internal.h "$src"/imstb_*.h \
    "$src"/misc/cpp/imgui_stdlib.h "$prefix/include/imgui/"
  cp "$src"/backends/imgui_impl_sdl.h "$src"/backends/imgui_impl_sdlrenderer.h \
    "$prefix/include/imgui/backends/"
  touch "$cache/stamps/imgui"
fi

# --- stb_image_write (PNG screenshots): Debian's libstb-dev header, its implementation
# compiled by emcc (the desktop links Debian's libstb) ----------------------------------------
if [ ! -f "$cache/stamps/stb" ]; then
  build="$cache/build/stb"
  rm -rf "$build" && mkdir -p "$build" "$prefix/include/stb"
  cp /usr/include/stb/stb_image_write.h "$prefix/include/stb/"
  printf '#define STB_IMAGE_WRITE_IMPLEMENTATION\n#include <stb_image_write.h>\n' >"$build/stb.c"
  emcc -O2 -c "$build/stb.c" -o "$build/stb.o" -I"$prefix/include/stb"
  emar rcs "$prefix/lib/libstb.a" "$build/stb.o"
  touch "$cache/stamps/stb"
fi

# nlohmann/json is header-only: the Debian package's headers, and nothing else of /usr/include.
ln -sfn /usr/include/nlohmann "$prefix/include/nlohmann"

echo "$prefix"
