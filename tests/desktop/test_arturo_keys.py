"""Arturo played with the keyboard only: what the ring says on Grandpa Ivo's chooser, on the question of which copy is
taken, on the places a Preparation card may go, and where the ring lands when a move in the making asks the next
step (an audit found the choices silent, the places saying only "Press Enter to put it here." and the ring on
Cancel, where the next Enter threw the move away)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from desktop.screens.main_window import MainWindow
from tests.desktop.test_arturo_table import duel, my_actions, table

pytestmark = pytest.mark.gui

TAKES = "Press Enter to put it here."


def key(qtbot: Any, window: MainWindow, which: Qt.Key) -> None:
    QTest.keyClick(window.page.view, which)
    qtbot.wait(5)


def ring_to(qtbot: Any, window: MainWindow, wanted: Callable[[Any], bool]) -> Any:
    """Tab until the ring is on what `wanted` accepts (the table keeps Tab while a piece is in hand)."""
    t = table(window)
    window.page.view.setFocus()
    for _ in range(3 * len(t.focus_chain()) + 6):
        if t.focused() is not None and wanted(t.focused()):
            return t.focused()
        key(qtbot, window, Qt.Key.Key_Tab)
        if window.focusWidget() is not window.page.view:  # past the last piece: round the panel and back
            window.page.view.setFocus()
    raise AssertionError("the ring never reached it")


def on(name: str) -> Callable[[Any], bool]:
    return lambda thing: getattr(thing, "key", None) == name


def said(window: MainWindow) -> str:
    return window.page.view.accessibleDescription()


def ringed(window: MainWindow) -> str | None:
    return getattr(table(window).focused(), "key", None)


def put(qtbot: Any, window: MainWindow, piece: str, place: str) -> None:
    """Tab to `piece`, Enter, Tab to `place`, Enter."""
    ring_to(qtbot, window, on(piece))
    key(qtbot, window, Qt.Key.Key_Return)
    assert table(window).selected is not None and table(window).selected.key == piece
    ring_to(qtbot, window, lambda thing: thing is table(window).zones[place])
    key(qtbot, window, Qt.Key.Key_Return)


def test_you_are_really_good_held_each_rivals_place_names_them(qtbot: Any, settings: Any) -> None:
    window = duel(qtbot, settings)
    ring_to(qtbot, window, on("prep:you-are-really-good"))
    key(qtbot, window, Qt.Key.Key_Return)
    t = table(window)
    assert t.focused() is t.zones["seat:1"]  # the only place it may go, first in the ring
    assert said(window) == f"Name Bot\n{TAKES}"
    key(qtbot, window, Qt.Key.Key_Return)
    assert my_actions(window) == ["prep you-are-really-good seat 1"]


def test_a_preparation_card_held_each_plan_place_says_its_position_and_relative(qtbot: Any, settings: Any) -> None:
    window = duel(qtbot, settings)
    t = table(window)
    ring_to(qtbot, window, on("prep:that-s-my-place-1-2"))
    key(qtbot, window, Qt.Key.Key_Return)
    assert t.focused() is t.zones["slot:1"]
    assert said(window) == f"1st place: Moody Dad\n{TAKES}"
    ring_to(qtbot, window, lambda thing: thing is t.zones["slot:3"])
    assert said(window) == f"3rd place: Arturo\n{TAKES}"
    key(qtbot, window, Qt.Key.Key_Escape)
    # The Life of the Party: the place is the decision, whom it crowns
    ring_to(qtbot, window, on("prep:the-life-of-the-party"))
    key(qtbot, window, Qt.Key.Key_Return)
    ring_to(qtbot, window, lambda thing: thing is t.zones["slot:5"])
    assert said(window) == f"5th place: crown Grandpa Tut\n{TAKES}"
    key(qtbot, window, Qt.Key.Key_Return)
    assert my_actions(window) == ["prep the-life-of-the-party crown 5"]
