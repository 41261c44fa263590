"""Learn to play: a scripted first game on a fixed deal, steps that point at the table, nudges, the end."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF

from desktop.lesson import Lesson
from desktop.table.text import Nudge
from tests.desktop.helpers import drag, shown_window

pytestmark = pytest.mark.gui

#: High Card, seed 2: Ana holds 1 and 2, the bot 9 and 3.
TOY_LESSON = Lesson.from_dict({
    "game": "toy-high-card", "title": "High Card", "seed": 2,
    "players": [{"name": "Ana"}, {"name": "Bot", "kind": "random"}],
    "steps": [
        {"say": "Cards are played in the middle.", "point": "play"},
        {"say": "Put your 2 face down in the middle.", "point": "hand:1", "expect": ["play 2"],
         "then": [[1, "play 3"]]},
        {"say": "Now play your last card.", "point": "hand:0", "expect": ["play 1"], "then": [[1, "pass"]]},
    ],
    "done": "That is all there is to High Card.",
})


def test_a_lesson_script_replays_through_the_rules(toy_registered: None) -> None:
    record = TOY_LESSON.record()
    record.actions = TOY_LESSON.script()
    assert record.replay().is_over()


def test_a_lesson_is_played_to_the_end_with_nudges_for_other_moves(qtbot: Any, settings: Any,
                                                                  toy_registered: None) -> None:
    from desktop.lesson import LessonController, LessonDriver

    window = shown_window(qtbot, settings, (1280, 720))
    controller = LessonController(TOY_LESSON, settings, parent=window)
    window.start_game(TOY_LESSON.record(), [], controller=controller)
    driver = LessonDriver(window.page, window.page.view, window.table, controller, settings)
    table = window.table
    assert driver.card.isVisible() and "middle" in driver.card.text.text()
    assert table.spotlight.isVisible() and table.pointer == "play"
    driver.card.next_button.click()
    qtbot.waitUntil(lambda: table.pointer == "hand:1" and "hand:1" in table.items)
    # a legal move the lesson does not want yet is nudged, not played
    assert isinstance(controller.submit(controller.state.parse("play 1")), Nudge)
    assert controller.record.actions == []
    card = table.items["hand:1"]
    assert card.data_["value"] == 2
    drag(window.page.view, card.sceneBoundingRect().center(), QPointF(960, 450))
    qtbot.waitUntil(lambda: controller.step == 2 and len(controller.record.actions) == 2)
    assert controller.record.actions == [(0, "play 2"), (1, "play 3")]
    qtbot.waitUntil(lambda: "hand:0" in table.items and table.items["hand:0"].draggable)
    card = table.items["hand:0"]
    drag(window.page.view, card.sceneBoundingRect().center(), QPointF(960, 450))
    qtbot.waitUntil(lambda: controller.state.is_over())
    assert controller.finished and "all there is" in driver.card.text.text()
    assert "toy-high-card" in str(settings.get("lessons_done"))


GAMES = ["birthday-turtle", "day-at-the-park", "turtle-butt", "arturo"]


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("language", ["en", "it"])
def test_each_game_has_a_lesson_that_replays_and_points_at_real_pieces(qtbot: Any, settings: Any, game_id: str,
                                                                       language: str) -> None:
    """Every step's move is legal in turn, and every step's pointer names a piece, zone or button on the table."""
    from desktop.lesson import LessonController, LessonDriver, lesson_path, load_lesson

    if not lesson_path(game_id, language).exists():
        pytest.xfail(f"no {language} lesson for {game_id} yet")
    lesson = load_lesson(game_id, language)
    assert isinstance(lesson, Lesson) and lesson.language == language
    record = lesson.record()
    record.actions = lesson.script()
    record.replay()  # RecordError names a move the rules refuse
    window = shown_window(qtbot, settings, (1280, 720))
    controller = LessonController(lesson, settings, parent=window)
    window.start_game(lesson.record(), [], controller=controller)
    driver = LessonDriver(window.page, window.page.view, window.table, controller, settings)
    for number, step in enumerate(lesson.steps, start=1):
        qtbot.waitUntil(lambda s=step: controller.current is s and not controller.animator.busy
                        and controller.thinking_seat is None and (not s.expect or bool(controller.legal_actions())))
        assert window.table.point_at(step.point), f"step {number} points at {step.point!r}, not on the table"
        if step.expect:
            action = controller.state.parse(step.expect[0])
            assert controller.submit(action) is None, f"step {number}"
        else:
            driver.card.next_button.click()
    qtbot.waitUntil(lambda: controller.finished)
