"""Learn to play: a scripted first game on a fixed deal, steps that point at the table, nudges, the end."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF

from desktop.screens.lesson import Lesson
from desktop.table.panels import SeatPanel
from desktop.table.text import Nudge
from rules.arturo.data import SPRING
from tests.desktop.helpers import drag, lesson_in, letters_cut_off, shown_window, words_cut_by_the_spotlight

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
    from desktop.screens.lesson import LessonController, LessonDriver

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
    qtbot.waitUntil(lambda: controller.state.is_over() and driver.showing == len(TOY_LESSON.steps))
    assert controller.finished and "all there is" in driver.card.text.text()
    assert controller.deal_code() is None  # the lesson's deal is not the lobby's to offer
    assert "toy-high-card" in str(settings.get("lessons_done"))


def test_a_pointer_ending_in_a_star_lights_every_piece_it_names(qtbot: Any, settings: Any,
                                                                toy_registered: None) -> None:
    from desktop.screens.lesson import LessonController

    window = shown_window(qtbot, settings, (1280, 720))
    controller = LessonController(TOY_LESSON, settings, parent=window)
    window.start_game(TOY_LESSON.record(), [], controller=controller)
    table = window.table
    assert table.point_at("hand:*")
    lit = table.spotlight.target
    for key in ("hand:0", "hand:1"):
        assert lit.contains(table.items[key].sceneBoundingRect()), key
    assert not lit.contains(table.zones["play"].sceneBoundingRect())
    assert not table.point_at("nowhere:*") and not table.spotlight.isVisible()
    assert not table.point_at("hand:0#corner")  # a piece has only the parts it names (`TableItem.part`)


def test_a_resize_moves_the_lesson_card_in_the_same_pass_not_a_frame_later(qtbot: Any, settings: Any,
                                                                            toy_registered: None) -> None:
    """Issue 32: the card is placed again as the page lays itself out for a new size (and again when the
    table lays itself out for its new area), before anything is drawn, never on a timer after it."""
    from desktop.screens.lesson import LessonController, LessonDriver

    window = shown_window(qtbot, settings, (1280, 720))
    controller = LessonController(TOY_LESSON, settings, parent=window)
    window.start_game(TOY_LESSON.record(), [], controller=controller)
    driver = LessonDriver(window.page, window.page.view, window.table, controller, settings)
    qtbot.waitUntil(lambda: driver.card.isVisible() and driver.showing == 0)
    before = driver.card.geometry()
    window.page.resize(window.page.width() - 300, window.page.height() - 80)  # no event loop runs from here
    now = driver.card.geometry()
    driver.place()
    assert driver.card.geometry() == now != before
    view = window.page.view
    view._relayout.stop()
    view._tell_table()  # what the view's layout timer does: the table takes its new area
    now = driver.card.geometry()
    driver.place()
    assert driver.card.geometry() == now


GAMES = ["birthday-turtle", "day-at-the-park", "turtle-butt", "arturo"]


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_each_game_has_a_lesson_that_replays_and_points_at_real_pieces(qtbot: Any, settings: Any, game_id: str,
                                                                       language: str, size: tuple[int, int],
                                                                       request: pytest.FixtureRequest) -> None:
    """Every step's move is legal in turn, and every step's pointer names a piece, zone or button on the table;
    the card's words and buttons are whole at every step and at the end (an Italian card's buttons were cut)."""
    from desktop.screens.lesson import LessonController, LessonDriver, lesson_path, load_lesson

    if not lesson_path(game_id, language).exists():
        pytest.xfail(f"no {language} lesson for {game_id} yet")
    lesson = load_lesson(game_id, language)
    assert isinstance(lesson, Lesson) and lesson.language == language
    record = lesson.record()
    record.actions = lesson.script()
    record.replay()  # RecordError names a move the rules refuse
    if language == "it":
        request.getfixturevalue("italian")  # the card's buttons in Italian too
    window = shown_window(qtbot, settings, size)
    controller = LessonController(lesson, settings, parent=window)
    window.start_game(lesson.record(), [], controller=controller)
    driver = LessonDriver(window.page, window.page.view, window.table, controller, settings)
    for number, step in enumerate(lesson.steps, start=1):
        qtbot.waitUntil(lambda n=number, s=step: driver.showing == n - 1
                        and (not s.expect or bool(controller.legal_actions())))
        assert window.table.point_at(step.point), f"step {number} points at {step.point!r}, not on the table"
        assert not cut_on_the_card(driver.card), f"step {number}: {cut_on_the_card(driver.card)}"
        if step.expect:
            assert _play(controller, step.expect[0]) is None, f"step {number}"
        else:
            driver.card.next_button.click()
    qtbot.waitUntil(lambda: controller.finished and driver.showing == len(lesson.steps) and driver.card.isVisible())
    assert not cut_on_the_card(driver.card), f"the lesson's end: {cut_on_the_card(driver.card)}"


def cut_on_the_card(card: Any) -> list[str]:
    """The card's words and buttons that do not fit it: a card narrower than its least width squeezes its
    buttons below the width of their words."""
    cut = [] if card.width() >= card.minimumSizeHint().width() else [f"the card {card.width()} px, at least "
                                                                     f"{card.minimumSizeHint().width()}"]
    cut += [b.text() for b in (card.next_button, card.play_button, card.leave_button)
            if b.isVisible() and b.width() < b.sizeHint().width()]
    return cut + letters_cut_off(card)


def _play(controller: Any, expected: str) -> str | None:
    """Make an expected move as the table would: one move, or a sequence played whole (a walk)."""
    from desktop.screens.lesson import sequence

    moves = [controller.state.parse(m) for m in sequence(expected)]
    return controller.submit(moves[0]) if len(moves) == 1 else controller.submit_sequence(moves)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_italian_lesson_is_the_english_one_in_italian(game_id: str) -> None:
    """The same deal, pointers and moves, every sentence said anew."""
    from desktop.screens.lesson import lesson_path, load_lesson

    if not lesson_path(game_id, "it").exists():
        pytest.xfail(f"no Italian lesson for {game_id} yet")
    english, italian = load_lesson(game_id, "en"), load_lesson(game_id, "it")
    assert isinstance(english, Lesson) and isinstance(italian, Lesson)
    assert (italian.players, italian.seed, italian.options, italian.setup) == (
        english.players, english.seed, english.options, english.setup)
    assert [(s.point, s.expect, s.then) for s in italian.steps] == [(s.point, s.expect, s.then) for s in english.steps]
    for en, it in zip([english.done, *(s.say for s in english.steps)], [italian.done, *(s.say for s in italian.steps)],
                      strict=True):
        assert it and it != en


@pytest.mark.parametrize("game_id", GAMES)
def test_the_lessons_are_in_our_own_words(game_id: str) -> None:
    """No run of eight words of a lesson may match a rulebook (the Arturo rulebook is Italian)."""
    import re
    from pathlib import Path

    from desktop.screens.lesson import lesson_path, load_lesson

    seeds = Path("/work/shared/seeds")
    if not seeds.exists():
        pytest.skip("rulebooks not available on this machine")

    def shingles(text: str) -> set[tuple[str, ...]]:
        words = re.findall(r"[^\W_]+", text.lower())
        return {tuple(words[i : i + 8]) for i in range(len(words) - 7)}

    languages = [language for language in ("en", "it") if lesson_path(game_id, language).exists()]
    if not languages:
        pytest.xfail(f"no lesson for {game_id} yet")
    for language in languages:
        lesson = load_lesson(game_id, language)
        assert isinstance(lesson, Lesson)
        ours = shingles(" ".join([lesson.done, *(s.say for s in lesson.steps)]))
        for seed in seeds.glob("*.txt"):
            assert not ours & shingles(seed.read_text(encoding="utf-8")), (language, seed.name)


# --------------------------------------------------------------------------- each game's lesson in the window


def check_lesson_step(window: Any, driver: Any, number: int, keep_off: Callable[[Any], list[QRectF]] | None = None,
                      ) -> None:
    """What every step of a lesson must show: the lit place, with the card clear of it and of its arrow, and of
    the words inside a piece (a scorepad's grids) and whatever `keep_off` names (scene rectangles); the
    spotlight's edge round the table's words, never across one."""
    spotlight = window.table.spotlight
    view = window.page.view
    assert spotlight.isVisible(), f"step {number}"
    card = driver.card.geometry()
    assert not card.intersects(driver.on_page(spotlight.target)), f"step {number}: the card hides the lit place"
    step = driver.controller.current
    for key in step.keep_clear if step is not None else ():
        places = window.table.places(key, hidden=True)
        assert places, f"step {number}: the table has no {key} to keep clear"
        for place in places:
            assert not card.intersects(driver.on_page(place)), f"step {number}: the card hides {key}"
    for item in (i for i in window.table.items.values() if i.isVisible()):
        for name in item.parts:
            area = item.part(name)
            assert area is None or not card.intersects(driver.on_page(item.mapRectToScene(area))), \
                f"step {number}: the card hides the {name} of {item.key}"
    for rect in keep_off(window) if keep_off is not None else ():
        assert not card.intersects(driver.on_page(rect)), f"step {number}: the card hides {rect}"
    arrow = spotlight.arrow()
    if arrow is not None:
        for end in arrow:
            at = view.viewport().mapTo(window.page, view.mapFromScene(end))
            assert not card.contains(at), f"step {number}: the card hides the arrow"
    cut = words_cut_by_the_spotlight(window.table)
    assert not cut, f"step {number}: the lit place's edge runs across {cut}"


def walk_the_lesson(qtbot: Any, window: Any, each: Callable[[int, Any], None] | None = None) -> None:
    """Every step of the lesson on `window`, to its end: wait for the step's card, check it (`each`, then
    `check_lesson_step`), then play the move it asks for or press Next."""
    from desktop.screens.lesson import LessonDriver

    controller = window.controller
    driver = controller.findChild(LessonDriver)
    assert driver is not None
    for number, step in enumerate(controller.lesson.steps, start=1):
        qtbot.waitUntil(lambda n=number, s=step: driver.showing == n - 1 and driver.card.isVisible()
                        and (not s.expect or bool(controller.legal_actions())))
        if each is not None:
            each(number, step)
        check_lesson_step(window, driver, number)
        if step.expect:
            assert _play(controller, step.expect[0]) is None, f"step {number}"
        else:
            driver.card.next_button.click()
    qtbot.waitUntil(lambda: controller.finished)


def _play_through_window(qtbot: Any, settings: Any, game_id: str, gestures: dict[int, Any],
                         size: tuple[int, int] = (1280, 720),
                         keep_off: Callable[[Any], list[QRectF]] | None = None) -> None:
    """Play a game's lesson from the lobby's entry point to its end: at each step the card is up, clear of the
    lit place and of its arrow (see `check_lesson_step`); the steps in `gestures` (by number) are played with
    the player's own gestures, the other expected moves submitted as the table would, and "Next" is clicked."""
    from PySide6.QtCore import Qt

    from desktop.screens.lesson import sequence

    window, controller, driver = lesson_in(qtbot, settings, game_id, size)
    view = window.page.view
    qtbot.waitUntil(lambda: window.table.area == view.sceneRect())  # laid out for this window
    steps = controller.lesson.steps
    assert gestures and all(steps[n - 1].expect for n in gestures), "gestures are for steps that expect a move"
    for number, step in enumerate(steps, start=1):
        if number == 2:  # the card keeps clear of the lit place when the window changes size
            small = view.viewport().size()
            window.resize(1920, 1080)
            qtbot.waitUntil(lambda s=small: view.viewport().size() != s and window.table.area == view.sceneRect())
            spot = window.table.spotlight
            qtbot.waitUntil(lambda s=spot: not driver.card.geometry().intersects(driver.on_page(s.target)))
            window.resize(*size)
            qtbot.waitUntil(lambda s=small: view.viewport().size() == s and window.table.area == view.sceneRect())
        qtbot.waitUntil(lambda n=number, s=step: driver.showing == n - 1 and driver.card.isVisible()
                        and (not s.expect or bool(controller.legal_actions())))
        assert window.table.pointer == step.point, f"step {number}"
        check_lesson_step(window, driver, number, keep_off)
        if number in gestures:
            made = len(controller.record.actions)
            gestures[number](window)
            qtbot.waitUntil(lambda s=step: controller.current is not s)
            moves = sequence(step.expect[0])
            assert controller.record.actions[made : made + len(moves)] == [(0, m) for m in moves], f"step {number}"
        elif step.expect:
            assert _play(controller, step.expect[0]) is None, f"step {number}"
        else:
            qtbot.mouseClick(driver.card.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: controller.finished and driver.card.isVisible())
    assert driver.card.text.text() == controller.lesson.done
    assert driver.card.play_button.isVisible() == (not controller.state.is_over())  # "Play on" while there is a game
    assert game_id in str(settings.get("lessons_done")).split(",")


def _drag_to(window: Any, piece: Any, zone_key: str) -> None:
    drag(window.page.view, piece.sceneBoundingRect().center(),
         window.table.zones[zone_key].sceneBoundingRect().center())


def test_the_birthday_turtle_lesson_is_played_through_the_window(qtbot: Any, settings: Any) -> None:
    """The first move as a player makes it: two cards and two Pattern cards dragged onto the lit table, Commit."""
    from tests.desktop.helpers import click

    def first_move(window: Any) -> None:
        table = window.table
        for kind, wanted in (("animal", 2), ("pattern", "check"), ("animal", 1), ("pattern", "check")):
            field = "value" if kind == "animal" else "pattern"
            piece = next(i for k, i in table.items.items()
                         if k.startswith(f"hand:{kind}:") and i.data_[field] == wanted)
            _drag_to(window, piece, "table:check")
        click(window.page.view, table.items["commit"].sceneBoundingRect().center())

    def panels(window: Any) -> list[QRectF]:
        """The players' panels: on a laptop the card goes over a tablecloth with no move to take, not over Ben."""
        return [item.sceneBoundingRect() for item, _ in window.table.drawn if isinstance(item, SeatPanel)]

    _play_through_window(qtbot, settings, "birthday-turtle", {6: first_move}, keep_off=panels)


def test_the_turtle_butt_lesson_is_played_through_the_window(qtbot: Any, settings: Any) -> None:
    """The first move as a player makes it: the deck's top card dragged onto the player's row."""

    def first_move(window: Any) -> None:
        _drag_to(window, window.table.items["deck:top"], "row:me")

    _play_through_window(qtbot, settings, "turtle-butt", {3: first_move})


def test_the_arturo_lesson_is_played_through_the_window(qtbot: Any, settings: Any) -> None:
    """The first move as a player makes it: deck 1's top card dragged onto the Birthday card; the lesson's last
    steps light the final scorepad, which the end screen then no longer covers."""

    from tests.desktop.helpers import click

    def first_move(window: Any) -> None:
        _drag_to(window, window.table.items["deck:1"], "birthday")

    def ivo(window: Any) -> None:
        """Grandpa Ivo dropped: the light moves on to the choice the step names, which shows what he would take."""
        _drag_to(window, window.table.items["deck:3"], "birthday")
        mindcat = window.table.items["ivo:mentegatto"]
        assert window.table.spotlight.target == mindcat.mapRectToScene(mindcat.body())
        assert [kind for kind, _ in mindcat.objects] == [SPRING]  # the spring toy the chooser covers
        click(window.page.view, mindcat.sceneBoundingRect().center())

    _play_through_window(qtbot, settings, "arturo", {3: first_move, 9: ivo})


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_arturo_lesson_card_covers_nothing_its_step_speaks_of(qtbot: Any, settings: Any,
                                                                  size: tuple[int, int]) -> None:
    """At 1280×720 the card lay over the Preparation row while the first step showed the Family Plan, and over
    the plan's heading while the fifth spoke of Moody Dad's place in it: the words on the mat under what a step
    lights or keeps clear (the heading, the ranks) are kept clear too, and a strip between two rows just tall
    enough for the card is found."""
    from desktop.table.items import LabelItem

    window, _controller, driver = lesson_in(qtbot, settings, "arturo", size)
    view = window.page.view
    qtbot.waitUntil(lambda: window.table.area == view.sceneRect())

    def covers_nothing_spoken_of(number: int, step: Any) -> None:
        table = window.table
        card = driver.card.geometry()
        if number == 1:
            hidden = [key for key, item in table.items.items() if item.isVisible() and item.keeps_clear
                      and card.intersects(driver.on_page(item.mapRectToScene(item.body())))]
            assert not hidden, f"step 1 hides {hidden}"
        if "mine:*" in (step.point, *step.keep_clear):
            mat = table.items["mat:0"]
            on_mat = mat.mapRectToScene(mat.body())
            words = [i for i in table.scene.items() if isinstance(i, LabelItem) and i.isVisible() and i.text
                     and on_mat.contains(i.mapRectToScene(i.painted_rect()))]
            assert any(w.text.endswith("Family Plan") for w in words)
            hidden = [w.text for w in words if card.intersects(driver.on_page(w.mapRectToScene(w.painted_rect())))]
            assert not hidden, f"step {number} hides the plan's {hidden}"

    walk_the_lesson(qtbot, window, covers_nothing_spoken_of)


def test_the_day_at_the_park_lesson_is_played_through_the_window(qtbot: Any, settings: Any) -> None:
    """The moves as a player makes them: Ready, a click on the start space, the tile dragged beside it, Keroppi's
    card, Complete, Draw and finish (the walk and the new adventure as the table submits them)."""
    from tests.desktop.helpers import click

    def ready(window: Any) -> None:
        click(window.page.view, window.table.items["setup:ready"].sceneBoundingRect().center())

    def figure(window: Any) -> None:
        click(window.page.view, window.table.zones["cell:0,0"].sceneBoundingRect().center())

    def tile(window: Any) -> None:
        _drag_to(window, window.table.items["hand:17"], "spot:0,-1")

    def press(key: str) -> Any:
        """A click on the piece or button the step lights (so the light is on the right one)."""
        return lambda window: click(window.page.view, window.table.items[key].sceneBoundingRect().center())

    _play_through_window(qtbot, settings, "day-at-the-park", {2: ready, 3: figure, 4: tile, 5: press("character"),
                                                             7: press("complete:5"), 8: press("tray:0")})


@pytest.mark.parametrize("change", [{"game": "chess"}, {"setup": "xy"}, {"setup": [1]},
                                    {"players": [{"name": "Ana"}]},
                                    {"players": [{"name": "Ana"}, {"name": "Bot", "kind": "superbot"}]}])
def test_a_damaged_lesson_file_is_a_problem_to_tell_not_an_error(tmp_path: Any, monkeypatch: pytest.MonkeyPatch,
                                                                 change: dict[str, Any]) -> None:
    """Only a damaged install has one, but the window must say so rather than fail on Learn to play."""
    import json

    from desktop.screens import lesson_plan
    from desktop.storage.files import FileProblem

    data = json.loads(lesson_plan.lesson_path("turtle-butt", "en").read_text(encoding="utf-8"))
    path = tmp_path / "lesson.json"
    path.write_text(json.dumps({**data, **change}), encoding="utf-8")
    monkeypatch.setattr(lesson_plan, "lesson_path", lambda game_id, language: path)
    assert isinstance(lesson_plan.load_lesson("turtle-butt"), FileProblem)


def test_leave_the_lesson_goes_to_the_lobby_on_the_lessons_game(qtbot: Any, settings: Any) -> None:
    """The card's "Leave the lesson" did nothing, for the mouse and the keyboard alike (its signal had no
    listener): the only way out was New game. It goes to the lobby with the lesson's game chosen."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    window, _controller, driver = lesson_in(qtbot, settings, "arturo")
    qtbot.waitUntil(lambda: driver.showing == 0 and driver.card.isVisible())
    QTest.mouseClick(driver.card.leave_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.lobby_page
    chosen = next(b for b in window.lobby.cover_buttons if b.isChecked())
    assert chosen.cover.package == "arturo"


def test_the_keyboard_is_on_next_for_a_step_to_read_and_on_the_table_for_a_move(qtbot: Any, settings: Any) -> None:
    """A lesson opened with the keyboard on the table, eleven Tabs from Next, and a step that asked for a move
    left it on Leave the lesson, where Enter ended the lesson."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    window, controller, driver = lesson_in(qtbot, settings, "birthday-turtle")
    steps = controller.lesson.steps
    moving = next(n for n, step in enumerate(steps) if step.expect)
    for number in range(moving):
        qtbot.waitUntil(lambda n=number: driver.showing == n and driver.card.isVisible())
        assert window.focusWidget() is driver.card.next_button, number
        QTest.keyClick(driver.card.next_button, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: driver.showing == moving and driver.card.isVisible())
    assert window.focusWidget() is window.page.view
