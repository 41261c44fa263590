#!/usr/bin/env bash
# Build the standalone app with PyInstaller, smoke-test it, and pack a tarball for Linux.
#   packaging/bundle.sh            one-folder app in dist/party-table/ (the shipping form)
#   PT_ONEFILE=1 packaging/bundle.sh   a single-file app in dist/party-table
set -euo pipefail
cd "$(dirname "$0")/.."
PY=.venv/bin/python
version=$($PY -c 'import tomllib; print(tomllib.load(open("pyproject.toml","rb"))["project"]["version"])')

$PY packaging/icon.py build/icons >/dev/null
$PY -m PyInstaller --noconfirm --log-level WARN --distpath dist --workpath build/pyinstaller packaging/party-table.spec

if [ "${PT_ONEFILE:-0}" = 1 ]; then
  app=dist/party-table
else
  app=dist/party-table/party-table
fi
echo "Bundle: $(du -sh "$(dirname "$app")" | cut -f1) in $(dirname "$app")"
# A bundle that cannot start never ships.
QT_QPA_PLATFORM=offscreen "$app" --selftest --out build/selftest

if [ "${PT_ONEFILE:-0}" != 1 ]; then
  stage=build/tarball/party-table-$version
  rm -rf build/tarball && mkdir -p "$stage/icons"
  cp -R dist/party-table "$stage/party-table"
  cp packaging/linux/party-table.desktop packaging/linux/io.github.partytable.PartyTable.metainfo.xml \
     packaging/linux/install.sh "$stage/"
  cp build/icons/party-table-*.png "$stage/icons/"
  rm -f "$stage/icons/party-table-1024.png"
  tar -C build/tarball -czf "dist/party-table-$version-linux-$(uname -m).tar.gz" "party-table-$version"
  echo "Tarball: dist/party-table-$version-linux-$(uname -m).tar.gz ($(du -h dist/party-table-"$version"-linux-*.tar.gz | cut -f1))"
fi
