"""Copy the app's two typefaces (and their licences) from Debian's font packages.

Lato (text, numbers, the log) and Comfortaa (titles, card names) are open-licensed
(SIL OFL 1.1). packaging/os-deps.sh installs fonts-lato and fonts-comfortaa; this
script copies the files the app loads into resources/fonts/, where both the source
tree and the PyInstaller bundle find them. Nothing here is committed.
"""

from __future__ import annotations

import gzip
import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SOURCES = {
    "Lato-Regular.ttf": "/usr/share/fonts/truetype/lato/Lato-Regular.ttf",
    "Lato-Bold.ttf": "/usr/share/fonts/truetype/lato/Lato-Bold.ttf",
    "Comfortaa-Regular.ttf": "/usr/share/fonts/truetype/comfortaa/Comfortaa-Regular.ttf",
    "Comfortaa-Bold.ttf": "/usr/share/fonts/truetype/comfortaa/Comfortaa-Bold.ttf",
}
LICENCES = {
    "Lato-LICENSE.txt": "/usr/share/doc/fonts-lato/copyright",
    "Comfortaa-OFL.txt": "/usr/share/doc/fonts-comfortaa/OFL.txt.gz",
}


def main() -> int:
    missing = [src for src in SOURCES.values() if not Path(src).exists()]
    if missing:
        print("collect.py: missing font files (install fonts-lato fonts-comfortaa):", *missing, file=sys.stderr)
        return 1
    for name, src in SOURCES.items():
        shutil.copyfile(src, HERE / name)
    for name, src in LICENCES.items():
        path = Path(src)
        if path.exists():
            data = gzip.decompress(path.read_bytes()) if path.suffix == ".gz" else path.read_bytes()
            (HERE / name).write_bytes(data)
    print(f"fonts copied into {HERE}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
