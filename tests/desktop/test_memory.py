"""Nothing of a finished game outlives it: games played one after another in one window (issue #32, part 4).

Each game's controller, table and pieces must go when the next game sits down, or an evening of games
grows the app without end (`party-table bench gui --games 40` prints the memory game by game).
"""

from __future__ import annotations

import gc
import json
import weakref
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QThreadPool

from desktop.controller import _BotTask
from desktop.screens.lesson import LessonController, LessonDriver
from desktop.screens.main_window import MainWindow
from desktop.screens.review_page import ReviewPage
from rules.core import Player, Record
from tests.desktop.helpers import shown_window

pytestmark = pytest.mark.gui


class Kept:
    """Weak references to what each game (or review) had, to see what still lives once it is gone; only what
    this test made is counted, whatever other tests in the process left behind."""

    def __init__(self) -> None:
        self.refs: list[tuple[str, weakref.ref[Any]]] = []

    def add(self, kind: str, *objects: Any) -> None:
        self.refs += [(kind, weakref.ref(o)) for o in objects]

    def game(self, window: MainWindow) -> None:
        """The game on the table now: its controller, its table and every piece on the table."""
        self.add("controller", window.controller)
        self.add("table", window.table)
        self.add("piece", *window.page.scene.items())

    def alive(self) -> Counter[str]:
        gc.collect()
        return Counter(kind for kind, ref in self.refs if ref() is not None)


def _play(qtbot: Any, window: MainWindow, game_id: str, seed: int) -> None:
    """Bots in every seat, as the lobby starts a game; waits for the end screen."""
    window.start_game(Record(game_id, [Player("Bot 1", "normal"), Player("Bot 2", "normal")], seed=seed), [])
    controller = window.controller
    assert controller is not None
    qtbot.waitUntil(lambda: controller.state.is_over() and window.page.end.isVisible(), timeout=60_000)


def test_after_several_games_in_one_window_one_controller_is_alive(qtbot: Any, settings: Any) -> None:
    # Turtle Butt's buttons call their table back (so do the park's); before the fix such a table, its
    # controller with all its events and every piece stayed alive after each game
    window = shown_window(qtbot, settings)
    kept = Kept()
    for seed, game_id in enumerate(("turtle-butt", "birthday-turtle", "turtle-butt", "arturo")):
        _play(qtbot, window, game_id, seed)
        kept.game(window)
    qtbot.wait(1)  # the event loop runs, as it does between a player's clicks
    last = Kept()
    last.game(window)
    assert kept.alive() == last.alive() and last.alive()["controller"] == 1  # the last game, all of it, only
    QThreadPool.globalInstance().waitForDone()
    assert not [o for o in gc.get_objects() if isinstance(o, _BotTask)], "bot decisions kept, with their views"


def test_a_lesson_left_for_a_game_is_freed(qtbot: Any, settings: Any) -> None:
    # the lesson's card follows the view's scroll bars and area: those connections must not keep it
    window = shown_window(qtbot, settings)
    window.start_lesson("birthday-turtle")
    assert isinstance(window.controller, LessonController)
    qtbot.waitUntil(lambda: window.controller is not None and window.controller.idle, timeout=10_000)
    kept = Kept()
    kept.game(window)
    kept.add("driver", window.controller.findChild(LessonDriver))
    _play(qtbot, window, "birthday-turtle", 7)  # an error in a late placing of the card fails the test too
    qtbot.wait(1)
    assert kept.alive() == Counter()


def test_reviews_opened_one_after_another_keep_only_the_last(qtbot: Any, settings: Any) -> None:
    # a review's host holds a state for every position of its game: the one before must go with its table
    from rules.bots import Budget
    from tests.rules.test_review import planted_record

    page = ReviewPage(settings)
    page.budget = Budget(iterations=20)
    qtbot.addWidget(page)
    page.show()
    kept = Kept()
    for _ in range(3):
        assert page.open_record(planted_record()) is None
        kept.add("host", page.host)
        kept.add("table", page.table)
    qtbot.wait(1)
    page.stop()
    assert kept.alive() == Counter(host=1, table=1)


def test_bench_gui_games_prints_the_memory_after_each_game(tmp_path: Path) -> None:
    from tests.desktop.test_commands import run

    proc = run(["bench", "gui", "--games", "1", "--json"], tmp_path)
    assert proc.returncode == 0, proc.stderr
    (row,) = json.loads(proc.stdout)["games"]
    assert row["id"] == "birthday-turtle" and row["moves"] > 0
    assert row["rss_mb"] > 10 and row["controllers"] == 1


@pytest.mark.parametrize("games", ["0", "-1"])
def test_bench_gui_refuses_a_games_count_below_one(games: str, capsys: pytest.CaptureFixture[str]) -> None:
    """`--games 0` used to run the timings instead, and exit 0 as if that had been asked for."""
    from desktop.launcher import gui_main

    with pytest.raises(SystemExit) as exited:
        gui_main(["bench", "gui", "--games", games])
    assert exited.value.code == 2 and "argument --games: must be at least 1" in capsys.readouterr().err
