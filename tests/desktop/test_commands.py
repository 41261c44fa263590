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


def test_selftest_plays_and_renders_each_set_up_of_the_chosen_games(tmp_path: Path) -> None:
    """The self-test of one game, each choice of its variant menu played and drawn (Birthday Turtle: the
    default tables and check-floral). The self-test of every table runs in CI's bundle step
    (packaging/bundle.sh runs the built app's --selftest); which set-ups it plays is
    test_shell_polish.py::test_selftest_plays_each_choice_of_the_first_menu_option."""
    proc = run(["--selftest", "--only", "birthday-turtle", "--out", str(tmp_path / "shots")], tmp_path)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    played = [line.split(":")[0] for line in proc.stdout.splitlines() if ": ok (" in line]
    assert played == ["birthday-turtle", "birthday-turtle-check-floral"]
    assert "birthday-turtle: ok (4 players" in proc.stdout
    assert "birthday-turtle-check-floral: ok (2 players" in proc.stdout  # a two-player option, played by two
    assert proc.stdout.rstrip().endswith("selftest passed")
    pngs = sorted(p.name for p in (tmp_path / "shots").glob("*.png"))
    assert pngs == ["birthday-turtle-check-floral-end.png", "birthday-turtle-check-floral-midgame.png",
                    "birthday-turtle-end.png", "birthday-turtle-midgame.png"]


def test_selftest_pictures_are_not_written_over_a_file(tmp_path: Path) -> None:
    afile = tmp_path / "shots"
    afile.write_text("kept")
    proc = run(["--selftest", "--only", "arturo", "--out", str(afile)], tmp_path)
    assert proc.returncode == 1 and "Traceback" not in proc.stderr
    assert proc.stderr.strip() == f"--out must be a folder for the pictures: {afile} is a file"
    assert afile.read_text() == "kept"


def test_a_game_without_a_table_is_one_clear_line() -> None:
    """--only with an id that has no table: one line that names it, before any window opens."""
    from desktop.devtools.selftest import _chosen
    from desktop.games import playable_games

    with pytest.raises(SystemExit, match=r"^no table for: chess, go$"):
        _chosen(playable_games(), ["go", "birthday-turtle", "chess"])
    assert [g.id for g in _chosen(playable_games(), ["arturo", "birthday-turtle"])] == ["birthday-turtle", "arturo"]
    assert _chosen(playable_games(), []) == playable_games()


#: The README's line; its own check (tests/test_readme_commands.py) leaves it to this test, which reads its figures.
BENCH_GUI = "party-table bench gui --json"


def test_bench_gui_json_reports_the_three_figures(tmp_path: Path) -> None:
    """The figures of the README's `bench gui --json` for one table (docs/benchmarks.md has them for every table)."""
    from tests.test_readme_commands import readme_commands

    assert BENCH_GUI in readme_commands()
    proc = run([*BENCH_GUI.split()[1:], "--repeat", "3", "--only", "birthday-turtle"], tmp_path)
    assert proc.returncode == 0, proc.stderr
    figures = json.loads(proc.stdout)
    assert list(figures["tables"]) == ["birthday-turtle"]
    table = figures["tables"]["birthday-turtle"]
    assert table["median_ms"] > 0 and table["move_median_ms"] > 0
    assert 0 < figures["lobby_shown_s"] < 30 and figures["peak_rss_mb"] > 10


def test_bench_gui_reads_only_its_options(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Its usage showed a stray `{gui}` (the bench's own name, read again as an argument), and
    `bench gui gui` ran the timings."""
    from desktop.devtools import selftest
    from desktop.launcher import gui_main

    ran: list[bool] = []
    monkeypatch.setattr(selftest, "bench_gui", lambda **kwargs: ran.append(True) or 0)
    with pytest.raises(SystemExit) as exited:
        gui_main(["bench", "gui", "--help"])
    usage = capsys.readouterr().out
    assert exited.value.code == 0 and usage.startswith("usage: party-table bench gui [-h] [--json]")
    assert "{gui}" not in usage
    with pytest.raises(SystemExit) as exited:
        gui_main(["bench", "gui", "gui"])
    assert exited.value.code == 2 and "unrecognized arguments: gui" in capsys.readouterr().err and not ran
    assert gui_main(["bench", "gui", "--repeat", "1"]) == 0 and ran == [True]


def test_the_help_names_lobby_timing_which_the_start_up_check_runs(capsys: pytest.CaptureFixture[str]) -> None:
    """packaging/startup.py and deb-check.sh run `party-table --lobby-timing`; the help hid it."""
    from desktop.launcher import gui_main
    from rules.cli import build_parser

    with pytest.raises(SystemExit):
        gui_main(["--help"])
    assert "--lobby-timing  print the seconds from launch to the lobby's first paint" in capsys.readouterr().out
    assert "--lobby-timing times its start" in build_parser().format_help()
