#!/usr/bin/env bash
# Build the standalone app with PyInstaller, smoke-test it, and pack it for this OS (on Linux the
# tarball and the .deb): all of it is packaging/build.py, the one script the CI workflow also runs
# on Windows and macOS.
#   packaging/bundle.sh                one-folder app in dist/party-table/ (the shipping form)
#   PT_ONEFILE=1 packaging/bundle.sh   a single-file app in dist/party-table
set -euo pipefail
cd "$(dirname "$0")/.."
exec .venv/bin/python packaging/build.py
