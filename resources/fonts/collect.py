"""Copy the app's two typefaces (and their licences) into resources/fonts/.

Lato (text, numbers, the log) and Comfortaa (titles, card names) are open-licensed
(SIL OFL 1.1). On Debian and Ubuntu packaging/os-deps.sh installs fonts-lato and
fonts-comfortaa and this script copies the files from /usr/share. Elsewhere (the
Windows and macOS builds) it fetches the same two Debian packages from the archive,
checks each package and each font against the SHA-256 pinned below, and takes the
files out of them, so every platform ships byte-for-byte the same fonts and licences.
Nothing here is committed.

    python resources/fonts/collect.py              # from /usr/share, else from the archive
    python resources/fonts/collect.py --download   # always from the archive
"""

from __future__ import annotations

import gzip
import hashlib
import io
import sys
import tarfile
import urllib.request
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent


@dataclass(frozen=True)
class FontFile:
    name: str  # the name in resources/fonts/
    installed: str  # where Debian's package puts it
    sha256: str  # "" for a licence text (checked through its package's checksum instead)
    gzipped: bool = False


@dataclass(frozen=True)
class FontPackage:
    """One Debian font package, pinned: the archive path of its .deb and the .deb's SHA-256."""

    pool_path: str
    sha256: str
    files: tuple[FontFile, ...]


PACKAGES = (
    FontPackage(
        "pool/main/f/fonts-lato/fonts-lato_2.0-2.1_all.deb",
        "86f50af146a7df9eca4e69f0262e73e708908435ebfa833df797adfa08843bc5",
        (
            FontFile("Lato-Regular.ttf", "/usr/share/fonts/truetype/lato/Lato-Regular.ttf",
                     "0ad460bd756454f8485609747b25c5644a54d307a65daabbb24c646c112ed541"),
            FontFile("Lato-Bold.ttf", "/usr/share/fonts/truetype/lato/Lato-Bold.ttf",
                     "e0b1c4de011de8dd077cf21f97919fc31158eb290ee1176cbae06d500a6304bc"),
            FontFile("Lato-LICENSE.txt", "/usr/share/doc/fonts-lato/copyright", ""),
        ),
    ),
    FontPackage(
        "pool/main/f/fonts-comfortaa/fonts-comfortaa_3.001-3_all.deb",
        "33c65e81b201177a56e6528f7ea5fd6b19f2db0bb6f4f95346b9483691851929",
        (
            FontFile("Comfortaa-Regular.ttf", "/usr/share/fonts/truetype/comfortaa/Comfortaa-Regular.ttf",
                     "7aeecaf4c799f24f22e871a6f546ca89116cf11288c7a8ff42f11401dd5445c6"),
            FontFile("Comfortaa-Bold.ttf", "/usr/share/fonts/truetype/comfortaa/Comfortaa-Bold.ttf",
                     "0b82ab5fdba8e0147e38e89237ea4a430f0d7017c313d9b8e56a309acde756c0"),
            FontFile("Comfortaa-OFL.txt", "/usr/share/doc/fonts-comfortaa/OFL.txt.gz", "", gzipped=True),
        ),
    ),
)
#: Tried in order: the live archive, then the snapshot service that keeps every version for good.
MIRRORS = ("https://deb.debian.org/debian/", "https://snapshot.debian.org/archive/debian/20231007T000000Z/")


class FontError(Exception):
    """A font could not be had, or was not the pinned file."""


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _checked(data: bytes, want: str, what: str) -> bytes:
    if want and _sha256(data) != want:
        raise FontError(f"{what}: SHA-256 {_sha256(data)} is not the pinned {want}")
    return data


def _text(font: FontFile, data: bytes) -> bytes:
    return gzip.decompress(data) if font.gzipped else data


def deb_members(deb: bytes) -> dict[str, bytes]:
    """The files of a .deb's data archive by path ("usr/share/…"); an ar archive read with the standard library."""
    if not deb.startswith(b"!<arch>\n"):
        raise FontError("not a Debian package (no ar header)")
    pos, data_tar = 8, None
    while pos + 60 <= len(deb):
        header = deb[pos:pos + 60]
        name = header[:16].decode("ascii", "replace").strip().rstrip("/")
        size = int(header[48:58].decode("ascii").strip() or 0)
        body = deb[pos + 60:pos + 60 + size]
        if name.startswith("data.tar"):
            data_tar = body
        pos += 60 + size + (size % 2)
    if data_tar is None:
        raise FontError("the package has no data.tar member")
    members: dict[str, bytes] = {}
    with tarfile.open(fileobj=io.BytesIO(data_tar), mode="r:*") as tar:
        for member in tar.getmembers():
            handle = tar.extractfile(member) if member.isfile() else None
            if handle is not None:
                members[member.name.removeprefix("./")] = handle.read()
    return members


def from_deb(package: FontPackage, deb: bytes, out: Path) -> None:
    """Check a downloaded package against its pin and write its fonts and licence into `out`."""
    members = deb_members(_checked(deb, package.sha256, package.pool_path))
    for font in package.files:
        data = members.get(font.installed.lstrip("/"))
        if data is None:
            raise FontError(f"{package.pool_path} holds no {font.installed}")
        (out / font.name).write_bytes(_text(font, _checked(data, font.sha256, font.name)))


def _download(package: FontPackage) -> bytes:
    problems = []
    for mirror in MIRRORS:
        try:
            with urllib.request.urlopen(mirror + package.pool_path, timeout=60) as response:
                return bytes(response.read())
        except OSError as exc:
            problems.append(f"{mirror}: {exc}")
    raise FontError(f"could not download {package.pool_path} ({'; '.join(problems)})")


def from_system(package: FontPackage, out: Path) -> bool:
    """Copy a package's files from where the system's package installed them (whatever its version);
    False when they are not all there."""
    if not all(Path(font.installed).exists() for font in package.files):
        return False
    for font in package.files:
        (out / font.name).write_bytes(_text(font, Path(font.installed).read_bytes()))
    return True


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    download = "--download" in args
    try:
        for package in PACKAGES:
            if download or not from_system(package, HERE):
                from_deb(package, _download(package), HERE)
    except FontError as exc:
        print(f"collect.py: {exc}", file=sys.stderr)
        return 1
    print(f"fonts copied into {HERE}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
