"""Desktop integration files and the icon pipeline (the bundle itself is built by `make bundle`)."""

from __future__ import annotations

import configparser
import shutil
import subprocess
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PIL import Image

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"


def test_desktop_entry_lists_the_game_categories():
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]
    entry.read(LINUX / "party-table.desktop", encoding="utf-8")
    section = entry["Desktop Entry"]
    assert section["Type"] == "Application" and section["Exec"] == "party-table"
    assert {"Game", "CardGame", "BoardGame"} <= set(filter(None, section["Categories"].split(";")))
    assert section["Icon"] == "party-table"


def test_metainfo_is_valid_and_matches_the_project_version():
    root = ET.parse(LINUX / "io.github.partytable.PartyTable.metainfo.xml").getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == "io.github.partytable.PartyTable"
    assert root.find("launchable").text == "party-table.desktop"  # type: ignore[union-attr]
    version = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    assert root.find("releases/release").get("version") == version  # type: ignore[union-attr]


def test_spec_takes_name_and_version_from_pyproject():
    spec = (ROOT / "packaging" / "party-table.spec").read_text()
    version = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    assert "pyproject.toml" in spec and version not in spec


def test_icons_are_drawn_in_every_size_from_one_source(tmp_path):
    import importlib.util

    spec = importlib.util.spec_from_file_location("icon", ROOT / "packaging" / "icon.py")
    icon = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    spec.loader.exec_module(icon)  # type: ignore[union-attr]
    assert icon.main(str(tmp_path)) == 0
    for px in icon.HICOLOR:
        with Image.open(tmp_path / f"party-table-{px}.png") as im:
            assert im.size == (px, px) and im.mode == "RGBA"
            assert im.getextrema()[3][1] == 255  # not blank
    with Image.open(tmp_path / "party-table.ico") as ico:
        assert (256, 256) in ico.info["sizes"]
    with Image.open(tmp_path / "party-table.icns") as icns:
        assert icns.size[0] >= 512


@pytest.mark.skipif(shutil.which("sh") is None, reason="the tarball's install.sh is for Linux")
def test_install_script_installs_and_uninstalls_under_a_prefix(tmp_path):
    stage = tmp_path / "stage"
    (stage / "party-table").mkdir(parents=True)
    app = stage / "party-table" / "party-table"
    app.write_text("#!/bin/sh\necho hi\n")
    app.chmod(0o755)
    for name in ("install.sh", "party-table.desktop", "io.github.partytable.PartyTable.metainfo.xml"):
        shutil.copy(LINUX / name, stage / name)
    (stage / "icons").mkdir()
    Image.new("RGBA", (48, 48)).save(stage / "icons" / "party-table-48.png")
    prefix = tmp_path / "prefix"
    env = {"PREFIX": str(prefix), "HOME": str(tmp_path), "PATH": "/usr/bin:/bin"}
    subprocess.run(["sh", str(stage / "install.sh")], check=True, env=env, capture_output=True)
    assert (prefix / "bin" / "party-table").resolve() == (prefix / "lib" / "party-table" / "party-table")
    desktop = (prefix / "share" / "applications" / "party-table.desktop").read_text()
    assert f"Exec={prefix}/lib/party-table/party-table" in desktop
    assert (prefix / "share" / "icons" / "hicolor" / "48x48" / "apps" / "party-table.png").exists()
    subprocess.run(["sh", str(stage / "install.sh"), "--uninstall"], check=True, env=env, capture_output=True)
    assert not (prefix / "lib" / "party-table").exists() and not (prefix / "bin" / "party-table").exists()
