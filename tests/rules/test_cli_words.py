"""The headless commands print the app's own words through `say`, so `--language` and the desktop
translate them as they do the rules' sentences."""

from __future__ import annotations

from pathlib import Path

import pytest

from rules import cli
from rules.core.catalogue import catalogue

_TS = """<?xml version="1.0" encoding="utf-8"?>
<TS version="2.1" language="it"><context><name>rules</name>
<message><source>{low}-{high} players</source><translation>{low}-{high} giocatori</translation></message>
<message><source>{players}, {low}-{high} by option</source>
<translation>{players}, {low}-{high} con le opzioni</translation></message>
</context></TS>
"""


def test_games_lists_the_player_counts_in_the_language_asked_for(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "party_table_it.ts").write_text(_TS, encoding="utf-8")
    monkeypatch.setattr(cli, "catalogue", lambda language: catalogue(language, tmp_path))
    assert cli.main(["games", "--language", "it"]) == 0
    lines = {line.split()[0]: line for line in capsys.readouterr().out.splitlines()}
    assert "Turtle Butt  (2-6 giocatori, 2-12 con le opzioni)" in lines["turtle-butt"]
    assert "(2-5 giocatori)" in lines["day-at-the-park"] and "players" not in "".join(lines.values())
    assert cli.main(["games"]) == 0
    assert "Turtle Butt  (2-6 players, 2-12 by option)" in capsys.readouterr().out


def test_games_writes_each_default_as_the_command_line_takes_it(capsys: pytest.CaptureFixture[str]) -> None:
    """The list said "excuse=False, hands=None", which `--option excuse=False` does not read as it shows."""
    assert cli.main(["games"]) == 0
    line = next(line for line in capsys.readouterr().out.splitlines() if line.startswith("turtle-butt"))
    assert line.endswith("variant=basic, excuse=false, pawns=false, hands=none, target=none")
