#!/usr/bin/env bash
# Install the Debian/Ubuntu packages Party Table needs, only those missing.
# Usage: packaging/os-deps.sh [run|test|build]...
#   run   - what Qt needs even offscreen, the fonts the app bundles, python venv
#   test  - run + Xvfb and the xcb libraries for a real window, the desktop-entry and AppStream validators
#   build - binutils and libpython for PyInstaller; Debian's tools to make and check the .deb
# As root it installs with apt-get; otherwise it prints the sudo command and fails.
set -euo pipefail

PY_VER=$(python3 -c 'import sys; print(f"{sys.version_info[0]}.{sys.version_info[1]}")')
RUN="python3-venv libglib2.0-0 libgl1 libegl1 libx11-6 libdbus-1-3 libfontconfig1 libfreetype6 \
libxkbcommon0 fonts-dejavu-core fonts-lato fonts-comfortaa"
XCB="xvfb xauth libx11-xcb1 libxcb1 libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 \
libxcb-randr0 libxcb-render-util0 libxcb-render0 libxcb-shape0 libxcb-shm0 libxcb-sync1 libxcb-util1 \
libxcb-xfixes0 libxcb-xkb1 libxkbcommon-x11-0"
CHECK="desktop-file-utils appstream"
BUILD="binutils dpkg-dev patchelf lintian"

want=""
for set in "${@:-run}"; do
  case "$set" in
    run) want="$want $RUN" ;;
    test) want="$want $RUN $XCB $CHECK" ;;
    build) want="$want $RUN $XCB $CHECK $BUILD"
           # A distribution Python needs its shared library for PyInstaller; pyenv and
           # python.org builds ship their own.
           if [ "$(python3 -c 'import sys; print(sys.prefix)')" = /usr ]; then want="$want libpython$PY_VER"; fi ;;
    *) echo "os-deps.sh: unknown set '$set' (run, test or build)" >&2; exit 2 ;;
  esac
done

if ! command -v dpkg-query >/dev/null 2>&1; then
  echo "os-deps.sh: not a Debian/Ubuntu system; install the equivalents of:$want" >&2
  exit 0
fi

# pyenv and python.org Pythons carry venv themselves: only Debian's python3 needs python3-venv.
if python3 -c 'import ensurepip' 2>/dev/null; then want=${want//python3-venv/}; fi

missing=""
for p in $want; do
  case " $missing " in *" $p "*) continue ;; esac
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing="$missing $p"
done
[ -z "$missing" ] && exit 0

if [ "$(id -u)" = 0 ]; then
  echo "Installing OS packages:$missing"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q >/dev/null
  apt-get install -y -q --no-install-recommends $missing >/dev/null
else
  echo "Party Table needs these OS packages first. Run:" >&2
  echo "    sudo apt-get install -y --no-install-recommends$missing" >&2
  exit 1
fi
