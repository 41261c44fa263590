"""What the tables and the side panel say reads as player words (issue 18 item 6).

A seeded hot-seat game of each game is played through the controller with random legal moves; at every
state the window shows, all its text (the table's labels, buttons and tooltips, the side panel's prompt,
scores and log, the status bar, a hint now and then) is scanned for grid coordinates, rotation codes,
singular/plural slips and unfilled templates. The rules' own sentences are scanned over many more games
in tests/rules/test_messages.py.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from desktop import controller as controller_module
from desktop.screens.main_window import MainWindow
from rules.bots import Budget
from rules.core import Player, Record, get_game
from tests.desktop.helpers import scene_texts, shown_window, widget_texts
from tests.messages import slips

pytestmark = pytest.mark.gui

CASES = [("birthday-turtle", 3, {}), ("day-at-the-park", 2, {}), ("turtle-butt", 3, {"variant": "liars"}),
         ("turtle-butt", 2, {"variant": "rococo"}), ("arturo", 2, {})]
MOVES = 70  # per game: past the first turns' set-up into the middle of the game


def _settle(qtbot: Any, window: MainWindow) -> None:
    controller = window.controller
    assert controller is not None
    qtbot.waitUntil(lambda: controller.idle, timeout=10_000)
    QApplication.processEvents()


@pytest.mark.parametrize(("game_id", "players", "options"), CASES, ids=lambda v: v if isinstance(v, str) else "")
def test_the_window_says_everything_in_player_words(qtbot: Any, settings: Any, monkeypatch: pytest.MonkeyPatch,
                                                   game_id: str, players: int, options: dict[str, Any]) -> None:
    monkeypatch.setattr(controller_module, "HINT_BUDGET", Budget(iterations=16))
    game = get_game(game_id)
    record = Record(game=game_id, players=[Player(n) for n in ("Ana", "Ben", "Chiara")[:players]], seed=11,
                    options=game.resolve_options(options))
    window = shown_window(qtbot, settings, (1600, 900))
    window.start_game(record, [])
    controller = window.controller
    assert controller is not None
    rng = random.Random(f"messages/{game_id}")
    bad: dict[str, str] = {}
    screens = 0
    while not controller.state.is_over() and len(controller.record.actions) < MOVES:
        _settle(qtbot, window)
        if controller.awaiting is not None:
            QTest.mouseClick(window.page.privacy, Qt.MouseButton.LeftButton)
            continue
        if screens % 7 == 3 and window.act_hint.isEnabled():
            window.hint()
            _settle(qtbot, window)
        for text in scene_texts(window) + widget_texts(window):
            for slip in slips(text):
                bad.setdefault(slip, text)
        screens += 1
        assert controller.submit(rng.choice(controller.legal_actions())) is None
    assert screens >= 5
    assert bad == {}
