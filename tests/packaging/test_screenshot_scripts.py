"""The screenshot scripts the docs name run to their end and leave nothing behind: not a server, not a scratch
home (docs/network.md's net_screenshots.py once hung on the question asked before leaving a network table)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _run(script: str, *args: str, tmp: Path) -> subprocess.CompletedProcess[str]:
    scratch = tmp / "scratch"
    scratch.mkdir()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PARTY_TABLE_NO_LAN="1", TMPDIR=str(scratch))
    proc = subprocess.run([sys.executable, str(ROOT / "packaging" / script), *args], env=env, cwd=ROOT, text=True,
                          capture_output=True, timeout=180)
    assert list(scratch.iterdir()) == []  # its scratch home went with it
    return proc


def test_the_network_screenshots_are_taken_and_the_script_ends_with_its_server(tmp_path: Path) -> None:
    out = tmp_path / "shots"
    proc = _run("net_screenshots.py", str(out), "--size", "1280x720", tmp=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert sorted(p.name for p in out.iterdir()) == ["net-ana.png", "net-ben.png", "net-host.png", "net-join.png"]
    assert "table " in proc.stdout and "127.0.0.1:" in proc.stdout


def test_the_readme_screenshots_script_takes_what_it_is_asked_and_refuses_what_is_not_there(tmp_path: Path) -> None:
    out = tmp_path / "shots"
    proc = _run("screenshots.py", str(out), "--only", "lobby", "--size", "1280x720", "--language", "it", tmp=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert [p.name for p in out.iterdir()] == ["lobby.png"]
    refused = subprocess.run([sys.executable, str(ROOT / "packaging" / "screenshots.py"), str(out), "--only", "chess"],
                             cwd=ROOT, text=True, capture_output=True, timeout=60,
                             env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    assert refused.returncode == 2 and "no shot is called chess" in refused.stderr and "Traceback" not in refused.stderr
