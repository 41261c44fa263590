"""Build the standalone app on this OS and pack what people download: one script for Linux, Windows and macOS.

    python packaging/build.py    # the fonts, translations and icons if missing, PyInstaller, --selftest, the artifacts

What each OS gets (every platform difference of the build is here or in packaging/party-table.spec;
the CI workflow only calls this script):

- Linux: dist/party-table-<version>-linux-<arch>.tar.gz (with install.sh) and, where Debian's tools
  are present, dist/party-table_<version>_<arch>.deb (packaging/deb.sh);
- Windows: dist/party-table-<version>-windows-<arch>.zip, the folder with party-table.exe (its .ico inside);
- macOS: dist/party-table-<version>-macos-<arch>.dmg, Party Table.app (with its .icns) and a link to Applications.

`PT_ONEFILE=1` builds a single-file app instead and packs nothing (slower to start: it unpacks itself each time).
"""

from __future__ import annotations

import os
import platform
import shutil
import subprocess
import sys
import tarfile
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST, BUILD = ROOT / "dist", ROOT / "build"
NAME = "party-table"
MAC_APP = "Party Table.app"


def version() -> str:
    return str(tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"])


def os_name(plat: str = sys.platform) -> str:
    """The OS as the artifacts name it."""
    if plat == "win32":
        return "windows"
    if plat == "darwin":
        return "macos"
    return "linux"


def machine(plat: str = sys.platform, arch: str = "") -> str:
    """The CPU architecture as people know it on that OS (x64 on Windows, arm64 on Apple silicon)."""
    arch = (arch or platform.machine()).lower()
    if arch in ("amd64", "x86_64"):
        return "x64" if plat == "win32" else "x86_64"
    if arch in ("aarch64", "arm64"):
        return "arm64"
    return arch


def app_executable(plat: str = sys.platform, onefile: bool = False) -> Path:
    """Where PyInstaller puts the program that runs the app, relative to the project."""
    exe = NAME + (".exe" if plat == "win32" else "")
    if onefile:
        return Path("dist") / exe
    if plat == "darwin":
        return Path("dist") / MAC_APP / "Contents" / "MacOS" / NAME
    return Path("dist") / NAME / exe


def artifacts(plat: str = sys.platform, arch: str = "") -> list[str]:
    """The file names this OS's build offers for download (the .deb only where dpkg-deb exists)."""
    base = f"{NAME}-{version()}-{os_name(plat)}-{machine(plat, arch)}"
    if plat == "win32":
        return [base + ".zip"]
    if plat == "darwin":
        return [base + ".dmg"]
    return [base + ".tar.gz"]


def _run(*command: str | Path, **kwargs: object) -> None:
    print("+", " ".join(str(c) for c in command), flush=True)
    subprocess.run([str(c) for c in command], check=True, cwd=ROOT, **kwargs)  # type: ignore[call-overload]


def prepare() -> None:
    """What the spec collects and git does not hold: fonts, the compiled translations, the drawn icons."""
    fonts = ROOT / "resources" / "fonts"
    if not (fonts / "Lato-Regular.ttf").exists():
        _run(sys.executable, fonts / "collect.py")
    if not list((ROOT / "resources" / "i18n").glob("*.qm")):
        _run(sys.executable, ROOT / "packaging" / "i18n.py", "release")
    _run(sys.executable, ROOT / "packaging" / "icon.py", BUILD / "icons", stdout=subprocess.DEVNULL)


def bundle() -> None:
    _run(sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN", "--distpath", DIST,
         "--workpath", BUILD / "pyinstaller", ROOT / "packaging" / "party-table.spec")


def selftest(exe: Path) -> None:
    """A bundle that cannot start never ships: it plays and renders every table offscreen."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    _run(ROOT / exe, "--selftest", "--out", BUILD / "selftest", env=env)


def _size(path: Path) -> str:
    files = path.rglob("*") if path.is_dir() else [path]
    total = sum(f.stat().st_size for f in files if f.is_file() and not f.is_symlink())
    return f"{total / 2**20:.0f} MiB"


def pack(plat: str = sys.platform) -> list[Path]:
    """The download for this OS from the one-folder bundle in dist/."""
    out = DIST / artifacts(plat)[0]
    out.unlink(missing_ok=True)
    if plat == "win32":
        shutil.make_archive(str(out.with_suffix("")), "zip", root_dir=DIST, base_dir=NAME)
    elif plat == "darwin":
        stage = BUILD / "dmg"
        shutil.rmtree(stage, ignore_errors=True)
        stage.mkdir(parents=True)
        shutil.copytree(DIST / MAC_APP, stage / MAC_APP, symlinks=True)
        (stage / "Applications").symlink_to("/Applications")
        _run("hdiutil", "create", "-volname", "Party Table", "-srcfolder", stage, "-ov", "-format", "UDZO", out)
    else:
        stage = BUILD / "tarball" / f"{NAME}-{version()}"
        shutil.rmtree(stage.parent, ignore_errors=True)
        (stage / "icons").mkdir(parents=True)
        shutil.copytree(DIST / NAME, stage / NAME, symlinks=True)
        linux = ROOT / "packaging" / "linux"
        for name in ("party-table.desktop", "io.github.partytable.PartyTable.metainfo.xml", "install.sh"):
            shutil.copy2(linux / name, stage / name)
        for png in (BUILD / "icons").glob(f"{NAME}-*.png"):
            if png.stem != f"{NAME}-1024":
                shutil.copy2(png, stage / "icons" / png.name)
        with tarfile.open(out, "w:gz") as tar:
            tar.add(stage, arcname=stage.name)
    made = [out]
    if plat.startswith("linux") and shutil.which("dpkg-deb"):
        _run("bash", ROOT / "packaging" / "deb.sh", env={**os.environ, "PY": sys.executable})
        made += sorted(DIST.glob(f"{NAME}_{version()}_*.deb"))
    return made


def main() -> int:
    onefile = os.environ.get("PT_ONEFILE") == "1"
    prepare()
    bundle()
    exe = app_executable(onefile=onefile)
    built = ROOT / exe if onefile else DIST / (MAC_APP if sys.platform == "darwin" else NAME)
    print(f"Bundle: {_size(built)} in {built}", flush=True)
    selftest(exe)
    if not onefile:
        for made in pack():
            print(f"Made {made.relative_to(ROOT)} ({_size(made)})")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except subprocess.CalledProcessError as exc:
        print(f"build.py: {' '.join(map(str, exc.cmd))} failed with status {exc.returncode}", file=sys.stderr)
        sys.exit(1)
