"""Statistics of finished games (desktop/storage/stats.py): what counts, the sums, a damaged file, a killed write."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from desktop.storage import stats
from desktop.storage.stats import Entry
from rules.core import Player, Record, get_game

ROOT = Path(__file__).resolve().parents[2]
START = datetime(2026, 11, 1, 12, 0, tzinfo=UTC)


def entry(n: int, won: bool, score: float, level: str = "normal", game: str = "turtle-butt",
          variant: str | None = "basic", name: str = "Ana") -> Entry:
    return Entry(finished=(START + timedelta(hours=n)).isoformat(), game=game, variant=variant,
                 options={"variant": variant} if variant else {}, players=((name, "human"), ("Bot 1", level)),
                 scores=(score, 10.0), winners=(0,) if won else (1,), duration=600.0, taken_back=0, moves=20,
                 record=f"game-{n}.json")


def finished_turtle_butt() -> tuple[Record, Any]:
    record = Record("turtle-butt", [Player("Ana"), Player("Bot 1", "easy")], seed=3, options={"hands": 1})
    state = record.new_state()
    while not state.is_over():
        seat = state.to_act()[0]
        action = state.legal_actions(seat)[-1]  # stay at once
        state.apply(seat, action)
        record.actions.append((seat, str(action)))
    return record, state


# --- the sums ----------------------------------------------------------------------------------


def test_played_won_best_average_and_streaks_per_game_and_opponents() -> None:
    results = [True, True, False, True, True, True, False, True]
    entries = [entry(i, won, 10 + i) for i, won in enumerate(results)]
    entries.append(entry(20, False, 3, level="hard"))
    rows = stats.summaries(stats.games_of(entries, "Ana"))
    normal, hard = rows
    assert (normal.label, normal.opponents, normal.played, normal.won) == ("Turtle Butt (Basic game)", "normal", 8, 6)
    assert normal.win_rate == pytest.approx(0.75)
    assert (normal.best, normal.average) == (17, pytest.approx(13.5))
    assert (normal.streak, normal.longest) == (1, 3)  # won the last one; three in a row in the middle
    assert (hard.played, hard.won, hard.streak, hard.longest) == (1, 0, 0, 0)


def test_the_summaries_follow_the_lobbys_games_and_each_games_variants_in_order() -> None:
    """The rows listed Turtle Butt's variants by their names (Basic, Liar's, Rococo) while the Game menu lists them
    as the game does (basic, rococo, liar's): the rows keep the game's order, and the lobby's order of games."""
    entries = [entry(0, True, 5, variant="liars"), entry(1, True, 5, variant="rococo"),
               entry(2, True, 5, variant="basic", level="hard"), entry(3, True, 5, variant="basic"),
               entry(4, True, 5, game="arturo", variant=None), entry(5, True, 5, game="birthday-turtle", variant=None)]
    rows = stats.summaries(stats.games_of(entries, "Ana"))
    assert [(r.label, r.opponents) for r in rows] == [
        ("Happy Birthday Turtle!!", "normal"), ("Turtle Butt (Basic game)", "normal"),
        ("Turtle Butt (Basic game)", "hard"), ("Turtle Butt (Rococo game)", "normal"),
        ("Turtle Butt (Liar's game)", "normal"), ("Arturo: un compleanno da paura", "normal")]


def test_filters_by_game_variant_and_opponents_level() -> None:
    entries = [entry(0, True, 5), entry(1, False, 4, variant="rococo"), entry(2, True, 9, level="easy"),
               entry(3, True, 30, game="arturo", variant=None)]
    assert len(stats.games_of(entries, "Ana")) == 4
    assert len(stats.games_of(entries, "Ana", "turtle-butt")) == 3
    assert len(stats.games_of(entries, "Ana", "turtle-butt", "rococo")) == 1
    assert [g.score for g in stats.games_of(entries, "Ana", opponents="easy")] == [9]
    assert stats.games_of(entries, "Ben") == []


def test_a_shared_victory_counts_as_a_win_and_bots_are_not_players() -> None:
    shared = Entry(START.isoformat(), "arturo", None, {}, (("Ana", "human"), ("Ben", "human"), ("Bot", "easy")),
                   (20.0, 20.0, 5.0), (0, 1), 100.0, 0, 30)
    assert stats.human_names([shared]) == ["Ana", "Ben"]
    assert [g.won for g in stats.games_of([shared], "Ben")] == [True]
    assert stats.games_of([shared], "Bot") == []
    assert stats.games_of([shared], "Ana")[0].opponents == "easy"  # the strongest bot at the table
    people = Entry(START.isoformat(), "arturo", None, {}, (("Ana", "human"), ("Ben", "human")), (1.0, 2.0), (1,),
                   1.0, 0, 3)
    assert stats.games_of([people], "Ana")[0].opponents == stats.PEOPLE


def test_the_cover_line_gives_won_and_lost_against_each_level() -> None:
    entries = [entry(0, True, 5, "easy"), entry(1, True, 5, "easy"), entry(2, False, 5, "easy"),
               entry(3, False, 5, "hard"), entry(4, True, 5, game="arturo", variant=None)]
    assert stats.cover_line(entries, "Ana", "turtle-butt") == "easy 2–1 · hard 0–1"
    assert stats.cover_line(entries, "Ana", "day-at-the-park") == ""
    assert stats.cover_total(entries, "Ana", "turtle-butt") == "2–2 in all"
    assert stats.cover_total(entries, "Ana", "day-at-the-park") == ""


def test_the_cover_line_names_the_opponents_in_the_players_language(italian: Any) -> None:
    entries = [entry(0, True, 5, "easy"), entry(1, False, 5, "normal")]
    assert stats.cover_line(entries, "Ana", "turtle-butt") == "facile 1–0 · normale 0–1"


def test_csv_has_one_row_per_player_and_game() -> None:
    text = stats.to_csv([entry(0, True, 12.5), entry(1, False, 3)])
    rows = text.strip().splitlines()
    assert rows[0].split(",")[:5] == ["finished", "game", "variant", "player", "kind"]
    assert len(rows) == 1 + 4
    assert ",Ana,human,12.5,yes,normal," in rows[1] and ",Bot 1,normal,10,no,people," in rows[2]


def test_csv_keeps_a_name_that_looks_like_a_formula_as_text() -> None:
    text = stats.to_csv([entry(0, True, 1, name="=HYPERLINK(1)")])
    assert ",'=HYPERLINK(1),human," in text


# --- the file -----------------------------------------------------------------------------------


def test_a_finished_game_is_added_with_its_record(private_folders: Path) -> None:
    record, state = finished_turtle_butt()
    name = stats.keep_record(record)
    e = stats.entry_for(record, state, 42.0, 1, name)
    assert stats.add_game(e) is None
    loaded = stats.load()
    assert loaded.entries == [e] and loaded.problem is None
    kept = Record.load(stats.games_dir() / name)
    assert kept.actions == record.actions
    data = json.loads(stats.stats_path().read_text(encoding="utf-8"))
    assert data["format"] == "party-table-statistics" and data["version"] == 1
    game = data["games"][0]
    assert game["players"] == [{"name": "Ana", "kind": "human"}, {"name": "Bot 1", "kind": "easy"}]
    assert game["scores"] == list(state.result().scores) and game["winners"] == list(state.result().winners)
    assert (game["variant"], game["duration"], game["taken_back"], game["record"]) == ("basic", 42.0, 1, name)


@pytest.mark.parametrize("content", [
    b"{ not json",
    b'{"format": "party-table-statistics", "version": 1, "games": {"game": 3}}',
    b'{"format": "something else"}',
    b"\xff\xfe\x00garbage",
])
def test_a_damaged_file_is_set_aside_with_a_message_and_never_overwritten(private_folders: Path,
                                                                          content: bytes) -> None:
    path = stats.stats_path()
    path.write_bytes(content)
    problem = stats.add_game(entry(0, True, 5))
    aside = [p for p in path.parent.iterdir() if p.name.startswith("statistics-damaged-")]
    assert len(aside) == 1 and aside[0].read_bytes() == content  # exactly as it was
    assert problem is not None and problem.path == aside[0] and "new statistics were started" in problem.reason
    assert stats.load().entries == [entry(0, True, 5)]  # a fresh file holds the new game


def write_games(games: list[Any]) -> bytes:
    """A statistics file holding `games` as they are (as a person or a damaged disk may have left them)."""
    content = json.dumps({"format": "party-table-statistics", "version": 1, "games": games}).encode()
    stats.stats_path().parent.mkdir(parents=True, exist_ok=True)
    stats.stats_path().write_bytes(content)
    return content


#: Games no Party Table writes, each with what the player is told of it.
UNUSABLE = {
    "a score beyond a billion": ({"scores": [2e9, 10.0]}, "it holds 2000000000.0, a number no game reaches"),
    "a score of infinity": ({"scores": [float("inf"), 10.0]}, "it holds Infinity, a number no game reaches"),
    "a score that overflows a chart": ({"scores": [1.7e308, 10.0]}, "it holds 1.7e+308, a number no game reaches"),
    "a score far below zero": ({"scores": [-1e12, 10.0]}, "it holds -1000000000000.0, a number no game reaches"),
    "a score that is true": ({"scores": [True, 1]}, "it holds true where a number belongs"),
    "a winner who did not play": ({"winners": [5]}, "its scores or winners do not match its players"),
    "no players at all": ({"players": None}, "it is not a game as the statistics keep one"),
    "a date that is a word": ({"finished": "yesterday"}, "its date, 'yesterday', is not one this app can use"),
    "year 1 with no time zone": ({"finished": "0001-01-01T00:00:00"},
                                 "its date, '0001-01-01T00:00:00', is not one this app can use"),
    "year 1": ({"finished": "0001-01-01T00:00:00+14:00"},
               "its date, '0001-01-01T00:00:00+14:00', is not one this app can use"),
    "the last moment a date can hold": ({"finished": "9999-12-31T23:59:59-12:00"},
                                        "its date, '9999-12-31T23:59:59-12:00', is not one this app can use"),
    "a day with no time zone": ({"finished": "2026-12-09"}, "its date, '2026-12-09', is not one this app can use"),
}


@pytest.mark.parametrize("kind", sorted(UNUSABLE))
def test_one_game_that_cannot_be_used_is_left_out_and_every_other_counts(private_folders: Path, kind: str) -> None:
    """One bad game made the whole file be set aside, and the Statistics window said "No finished games yet.": the
    others count, the player is told why that one does not in their words, and the file is left as it was."""
    changes, why = UNUSABLE[kind]
    good = [entry(n, True, 5 + n) for n in range(3)]
    content = write_games([good[0].to_dict(), {**entry(9, True, 1).to_dict(), **changes}, good[1].to_dict(),
                           good[2].to_dict()])
    loaded = stats.load()
    assert loaded.entries == good and loaded.writable
    assert loaded.problem is not None and loaded.problem.path == stats.stats_path()
    assert loaded.problem.reason == f"1 game in it cannot be used and is left out: {why}"
    assert stats.stats_path().read_bytes() == content
    assert [p.name for p in private_folders.iterdir()] == ["statistics.json"]


def test_the_next_game_added_keeps_a_copy_of_the_file_as_it_was_first(private_folders: Path) -> None:
    good = entry(0, True, 5)
    content = write_games([good.to_dict(), {**entry(1, True, 5).to_dict(), "scores": [2e9, 1]},
                           {**entry(2, True, 5).to_dict(), "scores": [True, 1]}])
    problem = stats.add_game(entry(3, False, 4))
    [copy] = [p for p in private_folders.iterdir() if p.name.startswith("statistics-damaged-")]
    assert copy.read_bytes() == content  # byte for byte
    assert problem is not None and problem.path == copy
    assert problem.reason == "a copy of the statistics as they were, with the 2 games that could not be used"
    loaded = stats.load()
    assert loaded.entries == [good, entry(3, False, 4)] and loaded.problem is None
    stats.add_game(entry(4, False, 4))
    assert len(list(private_folders.glob("statistics-damaged-*"))) == 1  # nothing more to keep a copy of


def test_a_file_no_copy_can_be_kept_of_is_not_written_over(private_folders: Path,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    content = write_games([entry(0, True, 5).to_dict(), {**entry(1, True, 5).to_dict(), "scores": [2e9, 1]}])

    def no_room(path: Path) -> Path:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(stats, "keep_copy", no_room)
    problem = stats.add_game(entry(3, False, 4))
    assert problem is not None and problem.reason.startswith("this game could not be added to it")
    assert stats.stats_path().read_bytes() == content


@pytest.mark.parametrize("link", ["/etc/passwd", "../elsewhere/game.json", "sub/game.json", "..", ""])
def test_a_game_links_only_to_a_record_kept_in_the_games_folder(private_folders: Path, link: str) -> None:
    """An entry whose record is a path leading anywhere else keeps its line, but links to no record (the
    review would open, and write its review beside, a file the app never kept)."""
    stats.add_game(entry(0, True, 5))
    path = stats.stats_path()
    data = json.loads(path.read_text(encoding="utf-8"))
    data["games"][0]["record"] = link
    path.write_text(json.dumps(data), encoding="utf-8")
    [kept] = stats.load().entries
    assert kept.record is None and kept.scores == entry(0, True, 5).scores


def test_a_file_from_a_newer_version_is_left_alone(private_folders: Path) -> None:
    path = stats.stats_path()
    content = b'{"format": "party-table-statistics", "version": 9, "games": "whatever"}'
    path.write_bytes(content)
    problem = stats.add_game(entry(0, True, 5))
    assert problem is not None and "newer" in problem.reason
    assert path.read_bytes() == content


def test_a_failure_between_the_temporary_write_and_the_rename_keeps_the_old_file(
        private_folders: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    stats.add_game(entry(0, True, 5))
    before = stats.stats_path().read_bytes()

    def broken(src: Any, dst: Any) -> None:
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as patched:
        patched.setattr(os, "replace", broken)
        problem = stats.add_game(entry(1, False, 2))
    assert problem is not None and "could not be added" in problem.reason
    assert stats.stats_path().read_bytes() == before
    assert [p.name for p in stats.stats_path().parent.glob(".*.tmp")] == []


def test_a_game_whose_player_name_holds_a_lone_surrogate_counts(private_folders: Path) -> None:
    """UTF-8 cannot hold "\\ud800": writing the statistics raised UnicodeEncodeError and the game was not counted.
    The file escapes what is not ASCII instead (as a record does), and reads back the same name."""
    game = entry(0, True, 5, name="\ud800x")
    assert stats.add_game(game) is None
    assert stats.load().entries == [game]
    assert stats.stats_path().read_bytes().isascii()
    stats.add_game(entry(1, True, 5, name="Zoë"))
    assert [e.players[0][0] for e in stats.load().entries] == ["\ud800x", "Zoë"]


def test_a_game_that_cannot_be_written_is_told_not_raised(private_folders: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    stats.add_game(entry(0, True, 5))
    before = stats.stats_path().read_bytes()

    def unwritable(path: Path, text: str) -> None:
        raise UnicodeEncodeError("utf-8", "\ud800", 0, 1, "surrogates not allowed")

    monkeypatch.setattr(stats, "atomic_write", unwritable)
    problem = stats.add_game(entry(1, True, 5))
    assert problem is not None and problem.reason.startswith("this game could not be added to it")
    assert stats.stats_path().read_bytes() == before


def test_csv_of_a_name_with_a_lone_surrogate_can_be_written() -> None:
    text = stats.to_csv([entry(0, True, 1, name="\ud800x")])
    assert ",\ufffdx,human," in text and text.encode("utf-8")


KILLER = """
import os, signal, sys
sys.path.insert(0, sys.argv[1])
from desktop.storage import stats
from tests.desktop.test_stats import entry
real = os.replace
def killed(src, dst):
    os.kill(os.getpid(), signal.SIGKILL)  # the process dies after the temporary file is written
os.replace = killed
stats.add_game(entry(1, False, 2))
"""


def test_a_process_killed_mid_write_leaves_the_statistics_whole(private_folders: Path) -> None:
    stats.add_game(entry(0, True, 5))
    before = stats.stats_path().read_bytes()
    env = dict(os.environ, PARTY_TABLE_DATA=str(private_folders))
    done = subprocess.run([sys.executable, "-c", KILLER, str(ROOT)], env=env, cwd=ROOT, timeout=60)
    assert done.returncode == -signal.SIGKILL
    leftovers = list(stats.stats_path().parent.glob(".statistics.json.*.tmp"))
    assert len(leftovers) == 1  # the half-finished write, beside the real file
    assert stats.stats_path().read_bytes() == before
    assert stats.load().entries == [entry(0, True, 5)]
    old = time.time() - 3600
    os.utime(leftovers[0], (old, old))
    stats.load()
    assert not leftovers[0].exists()  # swept once it is clearly stale


def test_game_labels_name_the_variant() -> None:
    assert stats.game_label("turtle-butt", "liars") == "Turtle Butt (Liar's game)"
    assert stats.game_label("arturo", None) == get_game("arturo").name
