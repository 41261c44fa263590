"""`party-table --selftest` and `party-table bench gui` as a user runs them (a fresh process)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.gui
ROOT = Path(__file__).resolve().parents[2]


def run(args: list[str], tmp_path: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"),
               PARTY_TABLE_DATA=str(tmp_path / "data"), PARTY_TABLE_SETTINGS=str(tmp_path / "s.ini"))
    return subprocess.run([sys.executable, "-m", "desktop.launcher", *args], cwd=ROOT, env=env, text=True,
                          capture_output=True, timeout=600)  # a guard against a hang, not a speed test


def test_selftest_plays_and_renders_every_built_table(tmp_path: Path) -> None:
    proc = run(["--selftest", "--out", str(tmp_path / "shots")], tmp_path)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "birthday-turtle: ok" in proc.stdout
    pngs = sorted(p.name for p in (tmp_path / "shots").glob("*.png"))
    assert "birthday-turtle-end.png" in pngs and "birthday-turtle-midgame.png" in pngs
    # every choice of a game's variant menu is played, e.g. Turtle Butt's rococo and liar's games
    for stem in ("turtle-butt", "turtle-butt-rococo", "turtle-butt-liars"):
        assert f"{stem}: ok" in proc.stdout and f"{stem}-end.png" in pngs
    assert "turtle-butt-liars: ok (12 players" in proc.stdout


def test_bench_gui_json_reports_the_three_figures(tmp_path: Path) -> None:
    proc = run(["bench", "gui", "--json", "--repeat", "5"], tmp_path)
    assert proc.returncode == 0, proc.stderr
    figures = json.loads(proc.stdout)
    assert figures["tables"]["birthday-turtle"]["median_ms"] > 0
    assert 0 < figures["lobby_shown_s"] < 30 and figures["peak_rss_mb"] > 10
