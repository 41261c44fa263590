#!/usr/bin/env sh
# Install the Party Table bundle for the current user (~/.local), or remove it with --uninstall.
# Run it from the unpacked tarball: ./install.sh
set -eu
here=$(cd "$(dirname "$0")" && pwd)
prefix=${PREFIX:-$HOME/.local}
app_dir="$prefix/lib/party-table"

if [ "${1:-}" = "--uninstall" ]; then
  rm -rf "$app_dir" "$prefix/bin/party-table" "$prefix/share/applications/party-table.desktop" \
         "$prefix/share/metainfo/io.github.partytable.PartyTable.metainfo.xml"
  for f in "$prefix"/share/icons/hicolor/*/apps/party-table.png; do rm -f "$f"; done
  echo "Party Table removed from $prefix"
  exit 0
fi

mkdir -p "$prefix/lib" "$prefix/bin" "$prefix/share/applications" "$prefix/share/metainfo"
rm -rf "$app_dir"
cp -R "$here/party-table" "$app_dir"
ln -sf "$app_dir/party-table" "$prefix/bin/party-table"
sed "s|^Exec=.*|Exec=$app_dir/party-table|" "$here/party-table.desktop" > "$prefix/share/applications/party-table.desktop"
cp "$here/io.github.partytable.PartyTable.metainfo.xml" "$prefix/share/metainfo/"
for png in "$here"/icons/party-table-*.png; do
  size=$(basename "$png" .png | sed 's/party-table-//')
  mkdir -p "$prefix/share/icons/hicolor/${size}x${size}/apps"
  cp "$png" "$prefix/share/icons/hicolor/${size}x${size}/apps/party-table.png"
done
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$prefix/share/applications" || true
echo "Party Table installed in $app_dir; start it from your menu or with: party-table"
