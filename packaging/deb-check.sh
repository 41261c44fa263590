#!/usr/bin/env bash
# What CI shows of the .deb (run as root, after packaging/bundle.sh made it): it installs with apt,
# the installed `party-table` passes --selftest, its start-to-lobby time and installed size, and
# purging it leaves none of its files behind.
set -euo pipefail
cd "$(dirname "$0")/.."
deb=$(ls dist/party-table_*.deb | tail -1)
export DEBIAN_FRONTEND=noninteractive
PATH="$PATH:/usr/games"  # where Debian puts games; a login shell has it, root's PATH may not

apt-get install -y -q --no-install-recommends "./$deb" >/dev/null
# Whatever happens next, the machine does not keep the package.
trap 'dpkg -s party-table >/dev/null 2>&1 && apt-get purge -y -q party-table >/dev/null' EXIT
mkdir -p build
dpkg -L party-table > build/deb-files.txt
echo "installed $deb: $(wc -l < build/deb-files.txt) paths (dpkg -L), Installed-Size" \
     "$(dpkg-query -W -f '${Installed-Size}' party-table) KiB, on disk $(du -sh /usr/lib/party-table | cut -f1)"
echo "command: $(command -v party-table) -> $(readlink -f "$(command -v party-table)")"
data=$(mktemp -d)
QT_QPA_PLATFORM=offscreen PARTY_TABLE_DATA="$data" party-table --selftest --out build/deb-selftest
PARTY_TABLE_DATA="$data" .venv/bin/python packaging/startup.py party-table --lobby-timing
rm -rf "$data"

apt-get purge -y -q party-table >/dev/null
left=0
while read -r path; do
  [ "$path" != "/." ] || continue  # dpkg -L starts with the root itself
  [ -e "$path" ] || [ -L "$path" ] || continue
  # A folder others use too (/usr/share/icons/hicolor/48x48/apps …) stays, and is someone else's.
  if [ -d "$path" ] && [ ! -L "$path" ] && dpkg -S "$path" >/dev/null 2>&1; then continue; fi
  echo "left behind: $path" >&2
  left=$((left + 1))
done < build/deb-files.txt
[ "$left" = 0 ] || { echo "purging party-table left $left paths" >&2; exit 1; }
echo "purged: none of the $(wc -l < build/deb-files.txt) paths is left"
