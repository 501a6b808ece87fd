#!/usr/bin/env bash
# Installs the Debian packages tableref needs, only those missing. Non-interactive; runs
# apt-get as root or through sudo. Safe to run again: it does nothing when all are present.
# `setup.sh --web` installs the web build's packages instead (scripts/web-deps.sh calls it):
# emscripten for the build, dpkg-dev to unpack Debian source packages, chromium for the web
# tests and benchmark. The desktop set does not need them.
#   scripts/setup.sh         the desktop set: the app, the tests, benchmarks, clang tooling
#   scripts/setup.sh --app   only what building and running the app needs (scripts/run.sh)
set -euo pipefail

web_packages=(emscripten dpkg-dev chromium python3-fonttools)

# Building and running tableref and tableref-cli.
app_packages=(
  cmake g++ make pkg-config
  libsdl2-dev libsdl2-image-dev libjpeg-dev libimgui-dev libsqlite3-dev
  nlohmann-json3-dev libfontconfig-dev
  fonts-wqy-microhei
  opencc libopencc1.1
)
# The tests, benchmarks, sanitizer and fuzz builds and the format gate (scripts/test.sh).
test_packages=(
  libgtest-dev libgmock-dev libbenchmark-dev
  clang clang-format libclang-rt-14-dev
  python3
  # The club hub, tableref-hub, and its tests (label hub), which start their own PostgreSQL;
  # libqrencode-dev draws a share URL's QR code (hub/client/include/tableref/hub/qr.hpp).
  libcpp-httplib-dev libpqxx-dev postgresql libqrencode-dev
)

case "${1:-}" in
  --web) packages=("${web_packages[@]}") ;;
  --app) packages=("${app_packages[@]}") ;;
  *) packages=("${app_packages[@]}" "${test_packages[@]}") ;;
esac

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "tableref: installing missing packages: ${missing[*]}"
if [ "$(id -u)" -eq 0 ]; then
  sudo_cmd=()
elif command -v sudo >/dev/null 2>&1; then
  sudo_cmd=(sudo)
else
  echo "tableref: need root or sudo to install: ${missing[*]}" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
