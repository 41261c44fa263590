"""Every `party-table …` command the README shows runs as a user would type it (issue 32).

The commands are read from the README's code blocks, so a new or changed line is tested
without touching this file. Each runs in a fresh process, shrunk where the README's
numbers are sized for figures rather than for a check (fewer games, a short budget), with
`my-game.json` replaced by a real record; it must exit 0 and print no traceback.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
RECORD = ROOT / "tests" / "rules" / "birthday_turtle" / "records" / "3-players.json"

#: Flags whose value is a size of work, and the value a check needs.
SHRINK = {"--games": "2", "--repeat": "2"}
#: Flags added when the README leaves them out, per command (the defaults are sized for figures).
BUDGET = {("bench", "rules"): ["--seconds", "0.05"], ("review",): ["--iterations", "8"],
          ("simulate",): ["--games", "10"],
          ("bench", "bots"): ["--iterations", "8", "--pairs", "random-easy,normal-hard"],
          ("bench", "net"): ["--actions", "40", "--tables", "3", "--seconds", "2"]}
#: Commands run elsewhere in CI as a whole: the bundle step (packaging/build.py) runs the built app's --selftest (and
#: tests/desktop/test_commands.py runs it for one game).
#: `serve` runs until stopped: tests/net/test_serve.py starts it on 127.0.0.1 and stops it.
ELSEWHERE = {"--selftest": ROOT / "packaging" / "build.py", "serve": ROOT / "tests" / "net" / "test_serve.py"}
#: Whole lines that another test runs as they are written here, and whose output it checks as well.
RUN_BY = {"party-table bench gui --json": ROOT / "tests" / "desktop" / "test_commands.py"}


def readme_commands() -> list[str]:
    """The `party-table` lines of the README's shell blocks, comments stripped."""
    text = README.read_text(encoding="utf-8")
    found = []
    for block in re.findall(r"```(?:bash|sh|shell)\n(.*?)```", text, re.S):
        for line in block.splitlines():
            line = line.split(" #")[0].strip()
            if line.startswith("party-table ") or line == "party-table":
                found.append(line)
    return found


def shrunk(command: str, record: Path) -> list[str]:
    words = shlex.split(command)[1:]
    words = [str(record) if w == "my-game.json" else w for w in words]
    for i, word in enumerate(words[:-1]):
        if word in SHRINK:
            words[i + 1] = SHRINK[word]
    for prefix, extra in BUDGET.items():
        if tuple(words[:len(prefix)]) == prefix and extra[0] not in words:
            words += extra
    if words[:2] == ["bench", "gui"]:
        words += [] if "--repeat" in words else ["--repeat", "2"]
        words += [] if "--only" in words else ["--only", "birthday-turtle"]
    return words


def run(words: list[str], tmp_path: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PARTY_TABLE_DATA=str(tmp_path / "data"),
               PARTY_TABLE_SETTINGS=str(tmp_path / "settings.ini"))
    return subprocess.run([sys.executable, "-m", "desktop.launcher", *words], cwd=tmp_path, env=env, text=True,
                          capture_output=True, timeout=600)  # a guard against a hang, not a speed test


COMMANDS = readme_commands()


def test_the_readme_shows_the_headless_commands() -> None:
    verbs = {tuple(shlex.split(c)[1:3]) for c in COMMANDS}
    assert len(COMMANDS) >= 8 and ("games", "--json") in verbs and ("bench", "gui") in verbs


@pytest.mark.parametrize("command", COMMANDS)
def test_a_readme_command_runs_without_error(command: str, tmp_path: Path) -> None:
    if command in RUN_BY:
        runner = RUN_BY[command]
        assert f'"{command}"' in runner.read_text(encoding="utf-8"), f"{runner.name} no longer runs it"
        return
    words = shrunk(command, RECORD)
    elsewhere = next((ELSEWHERE[w] for w in words if w in ELSEWHERE), None)
    if elsewhere is not None:
        assert f"{words[0]}" in elsewhere.read_text(encoding="utf-8"), f"{elsewhere.name} no longer runs {command}"
        return
    shutil.copy(RECORD, tmp_path / RECORD.name)
    proc = run(words, tmp_path)
    assert proc.returncode == 0, f"{command}\n{proc.stdout[-2000:]}\n{proc.stderr[-2000:]}"
    assert "Traceback" not in proc.stdout + proc.stderr


@pytest.mark.parametrize(("language", "label", "first_choice", "hands"),
                         [("en", "Game", "Basic game", "whole numbers from 1 up to 99, or none"),
                          ("it", "Gioco", "Gioco base", "numeri interi da 1 a 99, oppure none")])
def test_games_json_prints_every_option_with_its_label_and_help_in_the_language_asked_for(
        language: str, label: str, first_choice: str, hands: str, tmp_path: Path) -> None:
    proc = run(["games", "--json", "--language", language], tmp_path)
    assert proc.returncode == 0, proc.stderr
    games = {g["id"]: g for g in json.loads(proc.stdout)}
    assert set(games) == {"birthday-turtle", "day-at-the-park", "turtle-butt", "arturo"}
    variant = next(o for o in games["turtle-butt"]["options"] if o["key"] == "variant")
    assert variant["label"] == label and variant["choices"][0]["label"] == first_choice
    assert variant["help"] and all(c["help"] for c in variant["choices"])
    # the values a command line may give: the choices' own spellings, a number range in the player's words
    assert variant["allowed"] == "basic, rococo, liars"
    assert next(o for o in games["turtle-butt"]["options"] if o["key"] == "hands")["allowed"] == hands
