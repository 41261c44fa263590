"""The Windows and macOS builds, tested here without those systems (issue 36): the spec's platform
branches run with a faked `sys.platform`, the build script's names and paths per OS, the fonts'
second source, the selftest without POSIX modules, and the user's folders through platformdirs."""

from __future__ import annotations

import hashlib
import importlib.util
import io
import sys
import sysconfig
import tarfile
import types
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "packaging" / "party-table.spec"


def _load(name: str, path: Path) -> Any:
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    sys.modules[name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module


# --- the PyInstaller spec under each platform -----------------------------------------------------

QT_PLATFORM_PLUGINS = ["qwindows.dll", "libqcocoa.dylib", "libqxcb.so", "libqoffscreen.so", "libqminimal.so",
                       "libqwayland-egl.so", "libqvnc.so", "libqlinuxfb.so"]


class _Built:
    """Stands in for PyInstaller's build steps and keeps what each was given."""

    calls: list[tuple[str, dict[str, Any]]]

    def __init__(self, kind: str, *args: Any, **kwargs: Any) -> None:
        self.calls.append((kind, kwargs))
        self.datas: list[tuple[str, str]] = list(kwargs.get("datas", []))
        self.pure: list[Any] = []
        self.scripts: list[Any] = []
        self.binaries: list[Any] = []


def run_spec(monkeypatch: pytest.MonkeyPatch, platform: str) -> tuple[dict[str, dict[str, Any]], dict[str, Any]]:
    """Evaluate the spec as PyInstaller would on `platform`; the keyword arguments of each build step."""
    calls: list[tuple[str, dict[str, Any]]] = []
    _Built.calls = calls

    class QtLibraryInfo:
        def collect_plugins(self, plugin_type: str) -> list[tuple[str, str]]:
            names = QT_PLATFORM_PLUGINS if plugin_type == "platforms" else ["libqico.so", "libqjpeg.so", "qicns.dll"]
            return [(f"/qt/plugins/{plugin_type}/{name}", plugin_type) for name in names]

    hooks = types.ModuleType("PyInstaller.utils.hooks")
    hooks.collect_submodules = lambda package: [package]  # type: ignore[attr-defined]
    qt = types.ModuleType("PyInstaller.utils.hooks.qt")
    qt.QtLibraryInfo = QtLibraryInfo  # type: ignore[attr-defined]
    for name, module in (("PyInstaller", types.ModuleType("PyInstaller")),
                         ("PyInstaller.utils", types.ModuleType("PyInstaller.utils")),
                         ("PyInstaller.utils.hooks", hooks), ("PyInstaller.utils.hooks.qt", qt)):
        monkeypatch.setitem(sys.modules, name, module)
    monkeypatch.delenv("PT_ONEFILE", raising=False)
    here = sysconfig.get_paths()  # where this Python's licence and site-packages are, asked before faking
    monkeypatch.setattr(sysconfig, "get_paths", lambda: here)
    monkeypatch.setattr(sys, "platform", platform)
    steps = {kind: (lambda *a, kind=kind, **k: _Built(kind, *a, **k))
             for kind in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")}
    scope: dict[str, Any] = {"SPECPATH": str(SPEC.parent), "__name__": "spec", **steps}
    exec(compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec"), scope)
    monkeypatch.undo()  # the real platform again (the stubs stay in the scope's QtLibraryInfo)
    return {kind: kwargs for kind, kwargs in calls}, scope


def test_the_spec_gives_windows_its_ico_and_strips_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    built, _ = run_spec(monkeypatch, "win32")
    assert built["EXE"]["icon"].endswith("party-table.ico")
    assert built["EXE"]["strip"] is False and built["COLLECT"]["strip"] is False
    assert built["EXE"]["console"] is False and "BUNDLE" not in built


def test_the_spec_makes_a_macos_app_with_its_icns(monkeypatch: pytest.MonkeyPatch) -> None:
    built, _ = run_spec(monkeypatch, "darwin")
    app = built["BUNDLE"]
    assert app["name"] == "Party Table.app" and app["icon"].endswith("party-table.icns")
    assert app["bundle_identifier"] == "io.github.partytable.PartyTable"
    assert app["info_plist"]["NSHighResolutionCapable"] is True
    assert built["COLLECT"]["strip"] is False  # strip would break the signatures of Qt's frameworks


def test_the_spec_strips_on_linux_and_takes_the_icon_from_the_desktop_entry(monkeypatch: pytest.MonkeyPatch) -> None:
    built, _ = run_spec(monkeypatch, "linux")
    assert built["EXE"]["icon"] is None and built["COLLECT"]["strip"] is True and "BUNDLE" not in built


@pytest.mark.parametrize("platform", ["linux", "win32", "darwin"])
def test_the_spec_keeps_each_systems_window_plugin_and_drops_the_rest(monkeypatch: pytest.MonkeyPatch,
                                                                       platform: str) -> None:
    _, scope = run_spec(monkeypatch, platform)
    info = scope["QtLibraryInfo"]()
    kept = {Path(src).name for src, _ in info.collect_plugins("platforms")}
    assert kept == {"qwindows.dll", "libqcocoa.dylib", "libqxcb.so", "libqoffscreen.so", "libqminimal.so"}
    assert info.collect_plugins("platformthemes") == []
    assert {Path(src).name for src, _ in info.collect_plugins("imageformats")} == {"libqico.so", "qicns.dll"}
    datas = {dst for _, dst in scope["a"].datas}
    assert {"resources/fonts", "resources/rules", "resources/lessons", "licenses/python"} <= datas


def test_the_windows_and_macos_icons_hold_every_size_those_systems_ask_for(tmp_path: Path) -> None:
    from PIL import Image

    icon = _load("icon_drawing", ROOT / "packaging" / "icon.py")
    icon.main(str(tmp_path))
    with Image.open(tmp_path / "party-table.ico") as ico:  # Explorer's small, medium, large and extra-large views
        assert {w for w, _ in ico.info["sizes"]} == {16, 24, 32, 48, 64, 128, 256}
    with Image.open(tmp_path / "party-table.icns") as icns:  # the Dock and Finder, Retina (scale 2) included
        assert {(512, 512, 2), (256, 256, 1), (128, 128, 1), (16, 16, 2)} <= set(icns.info["sizes"])


# --- the build script's per-OS names --------------------------------------------------------------

def test_the_build_script_names_each_systems_program_and_download() -> None:
    build = _load("build_script", ROOT / "packaging" / "build.py")
    version = build.version()
    assert build.app_executable("win32") == Path("dist/party-table/party-table.exe")
    assert build.app_executable("darwin") == Path("dist/Party Table.app/Contents/MacOS/party-table")
    assert build.app_executable("linux") == Path("dist/party-table/party-table")
    assert build.app_executable("win32", onefile=True) == Path("dist/party-table.exe")
    assert build.artifacts("win32", "AMD64") == [f"party-table-{version}-windows-x64.zip"]
    assert build.artifacts("darwin", "arm64") == [f"party-table-{version}-macos-arm64.dmg"]
    assert build.artifacts("linux", "x86_64") == [f"party-table-{version}-linux-x86_64.tar.gz"]


# --- the fonts on systems without Debian's packages -----------------------------------------------

def _ar(members: list[tuple[str, bytes]]) -> bytes:
    out = b"!<arch>\n"
    for name, data in members:
        header = f"{name:<16}{0:<12}{0:<6}{0:<6}{100644:<8}{len(data):<10}`\n".encode()
        out += header + data + (b"\n" if len(data) % 2 else b"")
    return out


def _deb(files: dict[str, bytes]) -> bytes:
    data = io.BytesIO()
    with tarfile.open(fileobj=data, mode="w:xz") as tar:
        for path, body in files.items():
            info = tarfile.TarInfo("./" + path.lstrip("/"))
            info.size = len(body)
            tar.addfile(info, io.BytesIO(body))
    return _ar([("debian-binary", b"2.0\n"), ("control.tar.xz", b""), ("data.tar.xz", data.getvalue())])


def _font_package(collect: Any, deb: bytes, font: bytes) -> Any:
    return collect.FontPackage("pool/x.deb", hashlib.sha256(deb).hexdigest(), (
        collect.FontFile("X-Regular.ttf", "/usr/share/fonts/x/X-Regular.ttf", hashlib.sha256(font).hexdigest()),
        collect.FontFile("X-OFL.txt", "/usr/share/doc/x/OFL.txt.gz", "", gzipped=True)))


def test_fonts_come_out_of_a_pinned_debian_package_with_their_licence(tmp_path: Path) -> None:
    import gzip

    collect = _load("collect_fonts", ROOT / "resources" / "fonts" / "collect.py")
    font = b"\x00\x01\x00\x00 a font"
    deb = _deb({"/usr/share/fonts/x/X-Regular.ttf": font, "/usr/share/doc/x/OFL.txt.gz": gzip.compress(b"OFL 1.1")})
    collect.from_deb(_font_package(collect, deb, font), deb, tmp_path)
    assert (tmp_path / "X-Regular.ttf").read_bytes() == font
    assert (tmp_path / "X-OFL.txt").read_bytes() == b"OFL 1.1"


def test_a_package_or_a_font_that_is_not_the_pinned_one_is_refused(tmp_path: Path) -> None:
    collect = _load("collect_fonts", ROOT / "resources" / "fonts" / "collect.py")
    font = b"the real font"
    deb = _deb({"/usr/share/fonts/x/X-Regular.ttf": b"another font", "/usr/share/doc/x/OFL.txt.gz": b""})
    with pytest.raises(collect.FontError, match=r"SHA-256"):
        collect.from_deb(_font_package(collect, deb + b"tampered", font), deb, tmp_path)
    with pytest.raises(collect.FontError, match=r"X-Regular\.ttf: SHA-256"):
        collect.from_deb(_font_package(collect, deb, font), deb, tmp_path)
    assert not (tmp_path / "X-Regular.ttf").exists()


def test_the_pinned_fonts_are_the_files_debian_installs() -> None:
    collect = _load("collect_fonts", ROOT / "resources" / "fonts" / "collect.py")
    fonts = [font for package in collect.PACKAGES for font in package.files if font.sha256]
    present = [font for font in fonts if Path(font.installed).exists()]
    if not present:
        pytest.skip("fonts-lato and fonts-comfortaa are not installed")
    for font in present:
        assert hashlib.sha256(Path(font.installed).read_bytes()).hexdigest() == font.sha256, font.name


# --- the app's own code on other systems ----------------------------------------------------------

def test_the_selftest_loads_and_measures_memory_without_the_posix_resource_module(
        monkeypatch: pytest.MonkeyPatch) -> None:
    selftest = _load("selftest_here", ROOT / "desktop" / "devtools" / "selftest.py")
    assert selftest.peak_rss_mb() > 10  # here: getrusage
    monkeypatch.setitem(sys.modules, "resource", None)  # as on Windows: `import resource` fails
    windows = _load("selftest_windows", ROOT / "desktop" / "devtools" / "selftest.py")
    assert windows.peak_rss_mb() is None  # no Windows process API here either: unknown, not a crash


@pytest.mark.parametrize("system", ["windows", "macos"])
def test_the_data_folder_is_where_each_system_keeps_app_data(monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                                             system: str) -> None:
    import platformdirs
    import platformdirs.windows
    from platformdirs.macos import MacOS
    from platformdirs.windows import Windows

    from desktop.storage import paths

    monkeypatch.delenv("PARTY_TABLE_DATA", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("LOCALAPPDATA", str(tmp_path / "AppData" / "Local"))
    monkeypatch.setenv("APPDATA", str(tmp_path / "AppData" / "Roaming"))
    # off Windows the known-folder API is missing: read the folders from the environment, as platformdirs can
    monkeypatch.setattr(platformdirs.windows, "_RESOLVE_WIN_FOLDER", platformdirs.windows.get_win_folder_from_env_vars)
    kind = Windows if system == "windows" else MacOS
    monkeypatch.setattr(platformdirs, "user_data_dir", lambda *a, **k: kind(*a, **k).user_data_dir)
    expected = (tmp_path / "AppData" / "Local" / "party-table" if system == "windows"
                else tmp_path / "Library" / "Application Support" / "party-table")
    assert paths.data_dir() == expected and expected.is_dir()
    assert paths.log_path().parent == expected


@pytest.mark.parametrize(("platform", "method"), [("linux", "fork"), ("win32", "spawn"), ("darwin", "spawn")])
def test_worker_processes_are_spawned_where_the_system_cannot_fork(platform: str, method: str) -> None:
    import multiprocessing

    from rules import parallel

    assert parallel.start_method(platform) == method
    with multiprocessing.get_context(method).Pool(1) as workers:  # and a pool so made works (spawned ones too)
        assert workers.apply(abs, (-3,)) == 3
