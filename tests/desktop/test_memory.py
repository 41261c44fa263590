"""Nothing of a finished game outlives it: games played one after another in one window (issue #32, part 4).

Each game's controller, table and pieces must go when the next game sits down, or an evening of games
grows the app without end (`party-table bench gui --games 40` prints the memory game by game).
"""

from __future__ import annotations

import gc
from typing import Any

from PySide6.QtWidgets import QGraphicsItem

from desktop.controller import GameController
from desktop.lesson import LessonController
from desktop.main_window import MainWindow
from desktop.review_page import ReviewHost, ReviewPage
from desktop.table.base import GameTable
from rules.core import Player, Record
from tests.desktop.helpers import shown_window


def _play(qtbot: Any, window: MainWindow, game_id: str, seed: int) -> None:
    """Bots in every seat, as the lobby starts a game; waits for the end screen."""
    window.start_game(Record(game_id, [Player("Bot 1", "normal"), Player("Bot 2", "normal")], seed=seed), [])
    controller = window.controller
    assert controller is not None
    qtbot.waitUntil(lambda: controller.state.is_over() and window.page.end.isVisible(), timeout=60_000)


def _alive(kind: type) -> list[Any]:
    gc.collect()
    return [o for o in gc.get_objects() if isinstance(o, kind)]


def _stray_pieces(window: MainWindow) -> list[QGraphicsItem]:
    """Pieces that are neither on a scene of the window nor waiting to go after the current table's last
    rebuild (what a table took off itself is let go once control is back in the event loop)."""
    table = window.table
    waiting = {id(item) for item in (table._removed if table is not None else [])}
    scenes = (window.page.scene, window.review_page.scene)
    return [item for item in _alive(QGraphicsItem)
            if item.topLevelItem().scene() not in scenes and id(item.topLevelItem()) not in waiting]


def _only_the_game_on_the_table(window: MainWindow) -> None:
    controllers, tables = _alive(GameController), _alive(GameTable)
    assert len(controllers) == 1 and controllers[0] is window.controller, f"{len(controllers)} controllers alive"
    assert len(tables) == 1 and tables[0] is window.table, f"{len(tables)} tables alive"
    stray = _stray_pieces(window)
    assert not stray, f"{len(stray)} pieces of old tables alive"


def test_after_several_games_in_one_window_only_the_last_game_is_alive(qtbot: Any, settings: Any) -> None:
    # Turtle Butt's and the park's buttons call their table back; before the fix such a table, its
    # controller and every piece stayed alive after each game
    window = shown_window(qtbot, settings)
    for seed, game_id in enumerate(("turtle-butt", "birthday-turtle", "turtle-butt", "arturo")):
        _play(qtbot, window, game_id, seed)
    qtbot.wait(1)  # the event loop runs, as it does between a player's clicks
    _only_the_game_on_the_table(window)


def test_a_lesson_left_for_a_game_is_freed(qtbot: Any, settings: Any) -> None:
    # the lesson's card follows the view's scroll bars and area: those connections must not keep it
    window = shown_window(qtbot, settings)
    window.start_lesson("birthday-turtle")
    assert isinstance(window.controller, LessonController)
    qtbot.waitUntil(lambda: window.controller is not None and window.controller.idle, timeout=10_000)
    _play(qtbot, window, "birthday-turtle", 7)
    qtbot.wait(1)
    assert len(_alive(LessonController)) == 0, "the lesson outlived it"
    _only_the_game_on_the_table(window)


def test_reviews_opened_one_after_another_keep_only_the_last(qtbot: Any, settings: Any) -> None:
    # a review's host holds a state for every position of its game: the one before must go with its table
    from rules.bots import Budget
    from tests.rules.test_review import planted_record

    page = ReviewPage(settings)
    page.budget = Budget(iterations=20)
    qtbot.addWidget(page)
    page.show()
    for _ in range(3):
        assert page.open_record(planted_record()) is None
    qtbot.wait(1)
    hosts, tables = _alive(ReviewHost), _alive(GameTable)
    assert len(hosts) == 1 and hosts[0] is page.host, f"{len(hosts)} review hosts alive"
    assert len(tables) == 1 and tables[0] is page.table, f"{len(tables)} tables alive"
    page.stop()
