#!/usr/bin/env bash
# Make dist/party-table_<version>_<arch>.deb from the one-folder bundle in dist/party-table/ with
# Debian's own tools, then check it: lintian (no error), desktop-file-validate, appstreamcli validate.
#   packaging/deb.sh              (after packaging/bundle.sh; build/icons/ must hold the drawn icons)
# Layout: the bundle in /usr/lib/party-table (an app's private files, FHS), /usr/bin/party-table,
# the menu entry, hicolor icons, AppStream metainfo, the man page, copyright and changelog.
# No maintainer scripts: dpkg's triggers refresh the icon and menu caches, and removal leaves nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PY:-.venv/bin/python}
version=$($PY -c 'import tomllib; print(tomllib.load(open("pyproject.toml","rb"))["project"]["version"])')
arch=$(dpkg --print-architecture)
bundle=dist/party-table
root=build/deb/party-table
deb=dist/party-table_${version}_${arch}.deb
[ -x "$bundle/party-table" ] || { echo "deb.sh: no bundle in $bundle (run packaging/bundle.sh)" >&2; exit 1; }

rm -rf build/deb && mkdir -p "$root/DEBIAN" "$root/usr/lib" "$root/usr/games"
cp -R "$bundle" "$root/usr/lib/party-table"
ln -s ../lib/party-table/party-table "$root/usr/games/party-table"
mkdir -p "$root/usr/share/applications"
sed 's|^Exec=.*|Exec=/usr/games/party-table|' packaging/linux/party-table.desktop > "$root/usr/share/applications/party-table.desktop"
install -Dm644 packaging/linux/io.github.partytable.PartyTable.metainfo.xml \
  "$root/usr/share/metainfo/io.github.partytable.PartyTable.metainfo.xml"
for png in build/icons/party-table-*.png; do
  px=$(basename "$png" .png | sed 's/party-table-//')
  [ "$px" -le 512 ] || continue  # hicolor stops at 512
  install -Dm644 "$png" "$root/usr/share/icons/hicolor/${px}x${px}/apps/party-table.png"
done
install -Dm644 packaging/debian/copyright "$root/usr/share/doc/party-table/copyright"
install -Dm644 packaging/debian/lintian-overrides "$root/usr/share/lintian/overrides/party-table"
mkdir -p "$root/usr/share/man/man6"
gzip -9nc packaging/debian/changelog > "$root/usr/share/doc/party-table/changelog.gz"
gzip -9nc packaging/debian/party-table.6 > "$root/usr/share/man/man6/party-table.6.gz"
chmod -R u=rwX,go=rX "$root"

app="$root/usr/lib/party-table"
# Shared objects are not programs (lintian: shared-library-is-executable).
find "$app" -type f -name '*.so*' -exec chmod 644 {} +
mapfile -t elfs < <(find "$app" -type f -exec sh -c 'for f; do
  [ "$(head -c4 "$f" | od -An -c | tr -d " ")" = "177ELF" ] && echo "$f"; done' _ {} +)
# A Python built elsewhere (pyenv) leaves its own lib folder as RUNPATH: keep only $ORIGIN-relative ones.
for f in "${elfs[@]}"; do
  rpath=$(patchelf --print-rpath "$f" 2>/dev/null || true)
  case "$rpath" in *'/'*) keep=$(tr ':' '\n' <<<"$rpath" | grep '^\$ORIGIN' | paste -sd: || true)
    if [ -n "$keep" ]; then patchelf --set-rpath "$keep" "$f"; else patchelf --remove-rpath "$f"; fi ;; esac
done

# The system's own copies instead of the bundled ones, as Debian wants (security updates, no
# embedded libraries): every library PyInstaller copied from a Debian package of this machine
# (top of _internal/, not libpython: the bundle's Python is its own) is left out and its package
# becomes a dependency; so are the packages of the libraries the bundle links to and never carries
# (glibc, the GL drivers' front ends, libxcb), libc6 at the newest glibc symbol version used.
owner() {  # the package that owns a library found by ldconfig, or nothing
  local path
  path=$(ldconfig -p | awk -v s="$1" '$1 == s { print $NF; exit }')
  [ -n "$path" ] || return 0
  { dpkg -S "$path" 2>/dev/null || dpkg -S "$(readlink -f "$path")" 2>/dev/null || dpkg -S "/usr$path" 2>/dev/null \
    || true; } | head -1 | cut -d: -f1
}
depends=()
for lib in "$app"/_internal/lib*.so*; do
  name=$(basename "$lib")
  [ -f "$lib" ] && [ ! -L "$lib" ] || continue
  case "$name" in libpython*) continue ;; esac
  pkg=$(owner "$name")
  [ -n "$pkg" ] || continue
  rm "$lib"
  depends+=("$pkg")
done
mapfile -t elfs < <(printf '%s\n' "${elfs[@]}" | while read -r f; do [ -e "$f" ] && echo "$f"; done)
carried=$(find "$app" -name '*.so*' -printf '%f\n' | sort -u)
needed=$(objdump -p "${elfs[@]}" 2>/dev/null | awk '/NEEDED/ {print $2}' | sort -u)
glibc=$(objdump -T "${elfs[@]}" 2>/dev/null | grep -o 'GLIBC_[0-9.]*' | sed 's/GLIBC_//' | sort -uV | tail -1)
depends+=("libc6 (>= $glibc)")
for soname in $(comm -23 <(echo "$needed") <(echo "$carried")); do
  pkg=$(owner "$soname")
  [ -n "$pkg" ] || { echo "deb.sh: $soname is needed by the bundle but no package of this system has it" >&2; exit 1; }
  [ "$pkg" = libc6 ] || depends+=("$pkg")
done
# The two typefaces: Debian's font packages (the same files, resources/fonts/collect.py), linked in.
while read -r name installed; do
  ln -sf "../../../../..${installed#/usr}" "$app/_internal/resources/fonts/$name"  # relative, as Debian wants
  depends+=("$(dpkg -S "$installed" | cut -d: -f1)")
done < <($PY -c 'import sys; sys.path.insert(0, "resources/fonts"); import collect
for p in collect.PACKAGES:
    for f in p.files:
        if f.sha256: print(f.name, f.installed)')
# Its font configuration, which the system's fontconfig reads from /etc/fonts, and a fallback face.
depends+=(fontconfig-config fonts-dejavu-core)
depends_line=$(printf '%s\n' "${depends[@]}" | sort -u | paste -sd, | sed 's/,/, /g')

cat > "$root/DEBIAN/control" <<EOF
Package: party-table
Version: $version
Architecture: $arch
Maintainer: The Party Table developers <party-table@users.noreply.github.com>
Installed-Size: $(du -sk --exclude=DEBIAN "$root" | cut -f1)
Depends: $depends_line
Section: games
Priority: optional
Homepage: https://github.com/partytable/party-table
Description: four tabletop games on one digital table
 Party Table brings Happy Birthday Turtle!!, Hello Kitty: Day at the Park,
 Turtle Butt (a Decktet game in three variants) and Arturo to one table,
 played solo against bots of four strengths or hot-seat with friends
 passing one screen around. Every move is checked against the rules, every
 game can be saved, replayed and reviewed, in English and Italian.
EOF
# The timestamps of the files: the changelog's date, so the package is the same from the same bundle.
find "$root" -exec touch -h -d "@$(dpkg-parsechangelog -l packaging/debian/changelog -S Timestamp)" {} +
(cd "$root" && find usr -type f -print0 | sort -z | xargs -0 md5sum) > "$root/DEBIAN/md5sums"
chmod 644 "$root/DEBIAN/control" "$root/DEBIAN/md5sums"
time dpkg-deb --root-owner-group -Zxz -z6 --build "$root" "$deb" >/dev/null
echo "Debian package: $deb ($(du -h "$deb" | cut -f1); installed $(du -sh --exclude=DEBIAN "$root" | cut -f1))"
echo "Depends: $depends_line"

# The checks, whose output CI shows: no lintian error (kept warnings are explained in the overrides
# file), a valid menu entry, valid AppStream metainfo.
time lintian --fail-on error "$deb" || { echo "lintian found errors" >&2; exit 1; }
echo "lintian: no errors"
desktop-file-validate "$root/usr/share/applications/party-table.desktop"  # silent when valid; fails on an error
echo "desktop-file-validate: passed"
appstreamcli validate --no-net --explain "$root/usr/share/metainfo/io.github.partytable.PartyTable.metainfo.xml"
