"""A player with only a keyboard reaches everything: the privacy screen that opens a hot-seat game, the end
screen's buttons, and a button that asks "Sure?" before it acts."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

from rules.core import Player, Record
from tests.desktop.helpers import shown_window
from tests.desktop.test_stats_window import play_out

pytestmark = pytest.mark.gui


def press(qtbot: Any, window: Any, key: Qt.Key, shift: bool = False) -> None:
    """A key as the window's focus widget gets it (offscreen, no window is active for QApplication to name)."""
    target = window.focusWidget()
    assert target is not None
    QTest.keyClick(target, key, Qt.KeyboardModifier.ShiftModifier if shift else Qt.KeyboardModifier.NoModifier)
    qtbot.wait(5)


@pytest.mark.parametrize("game_id", ["birthday-turtle", "arturo"])
def test_the_privacy_screen_that_opens_a_hot_seat_game_has_the_keyboard(qtbot: Any, settings: Any,
                                                                         game_id: str) -> None:
    window = shown_window(qtbot, settings)
    window.start_game(Record(game_id, [Player("Ana"), Player("Ben")], seed=3), [])
    assert window.page.privacy.isVisible()
    focus = window.focusWidget()
    assert focus is window.page.privacy or window.page.privacy.isAncestorOf(focus), focus
    press(qtbot, window, Qt.Key.Key_Return)
    assert not window.page.privacy.isVisible()


def test_tab_goes_round_the_end_screens_buttons_and_never_to_the_table_under_it(qtbot: Any, settings: Any) -> None:
    window = shown_window(qtbot, settings)
    window.start_game(Record("turtle-butt", [Player("Ana"), Player("Bot 1", "easy")], seed=11, options={"hands": 1}),
                      [])
    play_out(qtbot, window)
    end = window.page.end
    qtbot.waitUntil(end.isVisible, timeout=10_000)
    seen = []
    for _ in range(5):
        press(qtbot, window, Qt.Key.Key_Tab)
        focus = window.focusWidget()
        assert isinstance(focus, QPushButton) and end.isAncestorOf(focus), focus
        seen.append(focus.text())
    assert set(seen) == {b.text() for b in end.buttons}  # every one reached, the first again after the last
    press(qtbot, window, Qt.Key.Key_Tab, shift=True)
    assert window.focusWidget().text() == seen[-2]


def test_a_second_enter_on_sure_commit_commits(qtbot: Any, settings: Any) -> None:
    """The first Enter turns Commit into "Sure? Commit"; the keyboard stays on it, so the second commits
    (it went to the first card on the party tables, and the second Enter took that card back)."""
    settings.set("confirm_before_commit", True)
    window = shown_window(qtbot, settings)
    window.start_game(Record("birthday-turtle", [Player("Ana"), Player("Bot", "random")], seed=8), [])
    controller, table = window.controller, window.table
    qtbot.waitUntil(lambda: bool(controller.legal_actions()), timeout=10_000)
    table.lay_out(controller.legal_actions()[0])  # the cards laid on the tables, as dragging them would
    for _ in range(40):
        if getattr(table.focused(), "key", "") == "commit":
            break
        press(qtbot, window, Qt.Key.Key_Tab)
    assert table.focused().key == "commit"
    moves = len(controller.record.actions)
    press(qtbot, window, Qt.Key.Key_Return)
    assert len(controller.record.actions) == moves and window.table.focused().key == "commit"
    press(qtbot, window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(controller.record.actions) > moves, timeout=5_000)
