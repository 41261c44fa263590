"""`party-table replay` and `simulate` given hostile files and arguments: exit 2 and one
line (argparse's usage for bad arguments), never a traceback, never a flood of echoed input."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from rules.cli import main
from rules.core import Record, get_game
from rules.core.errors import ECHO_LIMIT
from rules.core.record import MAX_NAME
from tests.posix import needs_pipes, not_as_root
from tests.rules.test_hostile_records import park_at_place_step, park_record

ROOT = Path(__file__).resolve().parents[2]


def write(tmp_path: Path, text: str, name: str = "r.json") -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def replay(capsys: pytest.CaptureFixture[str], path: str, *more: str) -> tuple[int, str, str]:
    code = main(["replay", path, *more])
    out, err = capsys.readouterr()
    return code, out, err


def one_line(err: str) -> str:
    lines = err.strip().splitlines()
    assert len(lines) == 1, err[:2000]
    assert "Traceback" not in err
    return lines[0]


@pytest.mark.parametrize(
    ("text", "says"),
    [
        (json.dumps(park_record()).replace('"seed": 1', '"seed": ' + "4" * 4400), "number too long"),
        (json.dumps(park_record(setup={"removed": [0.5]})).replace("0.5", "1e999"), "'removed'"),
        (json.dumps(park_record(setup={"adventures": [1, 2]})), "'adventures'"),
        ("{", "cut short"),
    ],
)
def test_replay_refuses_a_hostile_record_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, says: str
) -> None:
    code, out, err = replay(capsys, write(tmp_path, text))
    assert code == 2 and out == ""
    assert says in one_line(err)


def test_replay_refuses_tile_minus_5_in_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    state = park_at_place_step()
    record = Record.of(state)
    record.actions.append((state.to_act()[0], "place -5 at 0,0 r0"))
    code, _, err = replay(capsys, write(tmp_path, record.to_json()))
    assert code == 2 and "no park tile -5" in one_line(err)


def test_replay_accepts_a_byte_order_mark(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = replay(capsys, write(tmp_path, "\ufeff" + json.dumps(park_record())), "--json")
    assert code == 0 and json.loads(out)["moves"] == 0


def test_replay_refuses_a_directory_and_a_missing_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for path in (str(tmp_path), str(tmp_path / "none.json")):
        code, _, err = replay(capsys, path)
        assert code == 2 and str(tmp_path) in one_line(err)


@needs_pipes
def test_replay_refuses_a_named_pipe_instead_of_waiting(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pipe = tmp_path / "pipe.json"
    os.mkfifo(pipe)
    code, _, err = replay(capsys, str(pipe))
    assert code == 2 and "not an ordinary file" in one_line(err)


def test_replay_echoes_huge_input_cut_short(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = Record.of(get_game("turtle-butt").new(2, seed=1))
    record.actions.append((0, "hit " * 2_000_000))
    code, _, err = replay(capsys, write(tmp_path, record.to_json()))
    assert code == 2 and len(one_line(err)) < 3 * ECHO_LIMIT + 200


def test_replay_prints_a_long_player_name_cut_short(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data: dict[str, Any] = park_record(players=[{"name": "N" * MAX_NAME}, {"name": "Bea"}])
    code, out, _ = replay(capsys, write(tmp_path, json.dumps(data)))
    assert code == 0 and max(len(line) for line in out.splitlines()) < ECHO_LIMIT + 60


def test_replay_spells_out_control_characters_in_a_name_rather_than_sending_them_to_the_terminal(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A record's name could set the terminal's title, colour its text or forge a line; printed, it does none."""
    name = "Ana\x1b]0;title\x07\x1b[31m\nforged line\u202e"
    code, out, _ = replay(capsys, write(tmp_path, json.dumps(park_record(players=[{"name": name}, {"name": "Bea"}]))))
    assert code == 0 and "Ana\\x1b]0;title\\x07\\x1b[31m\\nforged line\\u202e" in out
    assert not any(ch in out for ch in "\x1b\x07\u202e")
    assert not any(line.startswith("forged") for line in out.splitlines())


def test_replay_refuses_a_huge_player_name_without_echoing_it(tmp_path: Path,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    data: dict[str, Any] = park_record(players=[{"name": "N" * 1_000_000}, {"name": "Bea"}])
    code, _, err = replay(capsys, write(tmp_path, json.dumps(data)))
    assert code == 2 and "player 1's name" in one_line(err) and "NNN" not in err


def test_replay_prints_a_lone_surrogate_safely(tmp_path: Path) -> None:
    """Plain output through a real UTF-8 stdout: the name is printed escaped, not a UnicodeEncodeError."""
    path = write(tmp_path, json.dumps(park_record(players=[{"name": "\ud800"}, {"name": "Bea"}])))
    env = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    done = subprocess.run([sys.executable, "-m", "rules.cli", "replay", path], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    assert "\\ud800, Bea" in done.stdout and done.stderr == ""


def test_a_record_over_20_mb_is_refused_with_its_size(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "big.json"
    with path.open("wb") as f:
        f.truncate(21 * 1024 * 1024)
    code, _, err = replay(capsys, str(path))
    assert code == 2 and "21.0 MB" in one_line(err)


# --- simulate ---------------------------------------------------------------------------------


def simulate_usage_error(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    with pytest.raises(SystemExit) as exited:
        main(["simulate", "turtle-butt", "--players", "2", *args])
    assert exited.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("usage: party-table simulate") and "Traceback" not in err
    return err.strip().splitlines()[-1]


@pytest.mark.parametrize("games", ["0", "-3", "many"])
def test_simulate_refuses_a_games_count_below_one(capsys: pytest.CaptureFixture[str], games: str) -> None:
    assert "--games" in simulate_usage_error(capsys, "--games", games)


@pytest.mark.parametrize(("players", "bots", "said"), [
    ("-1", None, "party-table: Arturo: un compleanno da paura is for 2 to 5 players, not -1"),
    ("9", "easy,hard", "party-table: Arturo: un compleanno da paura is for 2 to 5 players, not 9"),
    ("3", "easy,hard", "party-table: --bots names 2 levels for 3 players"),
])
def test_simulate_checks_the_player_count_before_counting_the_bots_against_it(
        capsys: pytest.CaptureFixture[str], players: str, bots: str | None, said: str) -> None:
    """`--players -1` said "--bots names 0 levels for -1 players"."""
    assert main(["simulate", "arturo", "--players", players, *(["--bots", bots] if bots else [])]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err == said + "\n"


@pytest.mark.parametrize("args", [
    ["bench", "bots", "turtle-butt", "--games", "0"],
    ["bench", "bots", "turtle-butt", "--seconds", "0"],
    ["bench", "calibration", "arturo", "--samples", "-1"],
    ["bench", "calibration", "arturo", "--seconds", "nan"],
    ["bench", "hint", "--samples", "0"],
    ["bench", "review", "arturo", "--records", "0"],
    ["bench", "review", "arturo", "--seeds", "a,b"],
    ["bench", "review", "arturo", "--seeds", "1,1"],  # two reviews with one seed agree by construction
    ["bench", "review", "arturo", "--seeds", "1,2,3"],
    ["bench", "rules", "--seconds", "-2"],
    ["simulate", "arturo", "--players", "2", "--seconds", "0"],
    ["simulate", "arturo", "--players", "2", "--iterations", "0"],  # it played as with 1
])
def test_a_count_below_one_or_a_time_not_above_zero_is_refused_before_anything_runs(
        capsys: pytest.CaptureFixture[str], args: list[str]) -> None:
    """A bench given no games, samples or time would print empty figures as if they were results."""
    with pytest.raises(SystemExit) as exited:
        main(args)
    assert exited.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("usage: party-table") and "Traceback" not in err
    assert f"argument {args[-2]}" in err.strip().splitlines()[-1]


def test_simulate_refuses_records_pointing_at_a_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "file.txt"
    target.write_text("keep me")
    assert "is a file" in simulate_usage_error(capsys, "--games", "1", "--records", str(target))
    assert target.read_text() == "keep me"


def test_simulate_refuses_records_it_cannot_create(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "file").write_text("")
    assert "cannot write" in simulate_usage_error(capsys, "--games", "1", "--records", str(tmp_path / "file" / "sub"))


@not_as_root
def test_simulate_refuses_a_read_only_records_folder(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "ro"
    folder.mkdir(mode=0o555)
    assert "cannot write" in simulate_usage_error(capsys, "--games", "1", "--records", str(folder))


def test_simulate_writes_records_into_a_good_folder(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["simulate", "turtle-butt", "--players", "2", "--games", "2", "--records", str(tmp_path / "r"),
                 "--json"])
    assert code == 0 and json.loads(capsys.readouterr().out)["games"] == 2
    assert sorted(p.name for p in (tmp_path / "r").iterdir()) == ["turtle-butt-0.json", "turtle-butt-1.json"]


# --- issue 32: unbounded input echoed on the way to a refusal --------------------------------

def _a_record_of(game_id: str) -> dict[str, Any]:
    """The record of a few random moves of `game_id`, as JSON data."""
    game = get_game(game_id)
    state = game.new(3, game.resolve_options({}), 4)
    rng = random.Random(4)
    for _ in range(6):
        seat = rng.choice(state.to_act())
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return Record.of(state).to_dict()


def _hostile(game_id: str, kind: str) -> str:
    data = _a_record_of(game_id)
    if kind == "seat":
        data["actions"][0] = [int("9" * 4000), data["actions"][0][1]]
        return json.dumps(data)
    nested = json.dumps(data).replace(f'"version": {data["version"]}', '"version": ' + "[" * 600 + "]" * 600)
    assert nested.count("[" * 600) == 1
    return nested


def _one_short_line(text: str) -> str:
    lines = text.strip().splitlines()
    assert len(lines) == 1, text[:500]
    assert len(lines[0]) <= 200, lines[0][:300]
    assert "Traceback" not in text
    return lines[0]


@pytest.mark.parametrize("kind", ["seat", "version"])
@pytest.mark.parametrize("game_id", ["birthday-turtle", "day-at-the-park", "turtle-butt", "arturo"])
def test_a_hostile_seat_or_version_is_quoted_in_one_short_line_on_every_path(
        game_id: str, kind: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "hostile.json"
    path.write_text(_hostile(game_id, kind), encoding="utf-8")
    before = path.read_bytes()
    for command in (["replay", str(path)], ["review", str(path), "--iterations", "2"]):
        assert main(command) == 2
        out = capsys.readouterr()
        assert out.out == ""
        _one_short_line(out.err)
    from desktop.storage.files import FileProblem
    from desktop.storage.saves import read_record  # the app's open dialog reads records through this

    found = read_record(path)
    assert isinstance(found, FileProblem)
    _one_short_line(found.reason)
    assert path.read_bytes() == before


def test_the_progress_bar_stays_out_of_a_log(monkeypatch: pytest.MonkeyPatch) -> None:
    """Written to a file or a pipe, a long run's bar would be lines of carriage returns."""
    import io

    from rules import console

    clock = iter([0.0, 5.0, 10.0])
    monkeypatch.setattr(console.time, "perf_counter", lambda: next(clock))
    log = io.StringIO()
    bar = console.Progress(10, "arturo", log)
    bar.update(5)
    bar.update(10)
    assert log.getvalue() == "" and not bar.shown
