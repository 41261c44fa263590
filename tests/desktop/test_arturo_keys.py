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

from desktop.games.arturo.pieces import ChoiceItem
from desktop.screens.main_window import MainWindow
from desktop.table.text import sentence
from rules.arturo.data import MEMBER_INDEX
from rules.arturo.state import Ivo
from tests.desktop.test_arturo_table import duel, my_actions, table, with_objects_out

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


def test_grandpa_ivos_choices_say_whom_he_copies_and_why_not_and_the_ring_opens_on_the_first(
        qtbot: Any, settings: Any) -> None:
    # a clean cake: copying Grandma takes it
    window = with_objects_out(qtbot, settings, {1: ["ivo-1"]}, ["mamma-5"])
    controller = window.controller
    assert controller is not None
    put(qtbot, window, "deck:1", "birthday")
    t = table(window)
    choices = [item for item in t.items.values() if isinstance(item, ChoiceItem)]
    assert [c.key for c in choices][-1] == "ivo:flip"
    first = next(c.key for c in choices if c.legal)
    assert ringed(window) == first == "ivo:papa"  # the first choice he may make, not Cancel: Enter copies Dad
    assert said(window) == "Grandpa Ivo: copy Moody Dad, taking the clean cake"
    # a refused choice says what it is and the rules' reason
    ring_to(qtbot, window, on("ivo:mamma"))
    reason = controller.state.why_illegal(0, Ivo(1, MEMBER_INDEX["mamma"]))
    assert reason is not None
    assert said(window) == "Grandpa Ivo: copy Mom Vamp\n" + sentence(reason.reason)
    ring_to(qtbot, window, on("ivo:nonna"))
    assert said(window) == "Grandpa Ivo: copy Grandma Melma, taking the clean cake"
    ring_to(qtbot, window, on("ivo:flip"))
    assert said(window) == "Grandpa Ivo: turn him over"
    ring_to(qtbot, window, on("ivo:nonna"))
    key(qtbot, window, Qt.Key.Key_Return)
    assert my_actions(window) == ["ivo 1 copy nonna"]


def test_which_copy_is_taken_each_choice_says_its_copy_and_the_ring_opens_on_the_first(
        qtbot: Any, settings: Any) -> None:
    # Grandma on deck 4, and a cobwebbed and a clean cake out
    window = with_objects_out(qtbot, settings, {4: ["nonna-6"]}, ["mamma-1", "mamma-5"])
    controller = window.controller
    assert controller is not None
    put(qtbot, window, "deck:4", "birthday")
    t = table(window)
    assert ringed(window) == "copy:0"
    words = {item.key: t.focus_words(item) for item in t.items.values() if isinstance(item, ChoiceItem)}
    assert sorted(words.values()) == ["Grandma Melma, taking the clean cake",
                                      "Grandma Melma, taking the cobwebbed cake"]
    assert said(window) == words["copy:0"]
    clean = next(k for k, w in words.items() if w.endswith("clean cake"))
    ring_to(qtbot, window, on(clean))
    key(qtbot, window, Qt.Key.Key_Return)
    assert my_actions(window) == ["activate 4 clean cake"]


def test_grandpa_ivos_copy_then_the_question_of_which_copy_opens_on_a_copy(qtbot: Any, settings: Any) -> None:
    window = with_objects_out(qtbot, settings, {1: ["ivo-1"]}, ["mamma-5", "mamma-1"])
    controller = window.controller
    assert controller is not None
    put(qtbot, window, "deck:1", "birthday")
    ring_to(qtbot, window, on("ivo:nonna"))
    assert said(window) == "Grandpa Ivo: copy Grandma Melma"  # two ways to copy her: the next question asks which
    key(qtbot, window, Qt.Key.Key_Return)
    assert ringed(window) == "copy:0" and said(window).startswith("Grandpa Ivo: copy Grandma Melma, taking the ")
    key(qtbot, window, Qt.Key.Key_Return)
    assert len(my_actions(window)) == 1 and my_actions(window)[0].startswith("ivo 1 copy nonna")


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


def test_a_preparation_card_laid_on_the_plan_puts_the_ring_on_the_first_relative_to_move(qtbot: Any,
                                                                                        settings: Any) -> None:
    """Not on Cancel: Enter, Enter, Enter plays That's My Place! 1-2 as the card is laid."""
    window = duel(qtbot, settings)
    t = table(window)
    put(qtbot, window, "prep:that-s-my-place-1-2", "slot:1")
    assert t.preparing is not None
    assert ringed(window) == "mine:1" and said(window).startswith("Moody Dad: worth")
    key(qtbot, window, Qt.Key.Key_Return)  # pick Dad up: the ring goes to the one place he may go
    assert t.focused() is t.zones["slot:2"] and said(window) == f"2nd place: Mom Vamp\n{TAKES}"
    key(qtbot, window, Qt.Key.Key_Return)
    assert my_actions(window) == ["prep that-s-my-place swap 1-2"]


def test_a_wild_dance_keeps_the_ring_on_the_plan_between_its_swaps(qtbot: Any, settings: Any) -> None:
    window = duel(qtbot, settings)
    t = table(window)
    put(qtbot, window, "prep:a-wild-dance-1", "slot:1")
    assert ringed(window) == "mine:1"
    for start, onto in ((2, 3), (4, 5)):
        put(qtbot, window, f"mine:{start}", f"slot:{onto}")
        assert t.preparing is not None and len(t.preparing.drags) == (1 if start == 2 else 2)
        movable = next(k for k, item in t.items.items() if k.startswith("mine:") and item.draggable)
        assert ringed(window) == movable
    put(qtbot, window, "mine:6", "slot:7")
    assert my_actions(window) == ["prep a-wild-dance 2-3,4-5,6-7"]
