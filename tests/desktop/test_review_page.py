"""The review in the app: a past position on the real table, the timeline, the graph, the saved review."""

from __future__ import annotations

import itertools
import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from desktop.screens.review_host import ReviewHost
from desktop.screens.review_page import ReviewPage
from desktop.storage import stats
from desktop.storage.reviews import cache_path, read_cached
from rules.bots import Budget
from rules.core import Player, Record
from rules.review import Review, review_record
from tests.desktop.helpers import shown_window, texts_on
from tests.rules.test_review import planted_record

pytestmark = pytest.mark.gui
BUDGET = Budget(iterations=60)
BLUNDER = len(planted_record().actions) - 1  # Ana's last "hit" (tests/rules/test_review.py)


def saved_planted(folder: Path) -> Path:
    path = folder / "planted.json"
    folder.mkdir(parents=True, exist_ok=True)
    path.write_text(planted_record().to_json(), encoding="utf-8")
    return path


def open_page(qtbot: Any, settings: Any, path: Path) -> ReviewPage:
    page = ReviewPage(settings)
    page.budget = BUDGET
    qtbot.addWidget(page)
    page.resize(1500, 900)
    page.show()
    assert page.open_path(path) is None
    return page


def test_the_host_shows_a_past_position_and_refuses_every_move(settings: Any) -> None:
    record = planted_record()
    from desktop.table.theme import SEAT_COLOURS

    host = ReviewHost(record, settings, list(SEAT_COLOURS[:2]))
    host.seat, host.index = 0, BLUNDER
    assert [str(a) for a in host.legal_actions()] == ["hit", "stay"]  # Ana's choice as it was
    assert host.submit(host.legal_actions()[0]) == host.refusal() and host.why_illegal(host.legal_actions()[1])
    assert host.state.to_dict() == record.replay(BLUNDER).to_dict()
    host.index = 0
    assert host.legal_actions() == []  # Ben acts first; Ana only watches
    assert host.view().to_dict() == record.new_state().view(0).to_dict()


def test_a_review_is_computed_in_the_background_saved_next_to_the_record_and_opened_again_at_once(
        qtbot: Any, settings: Any, tmp_path: Path) -> None:
    path = saved_planted(tmp_path)
    page = open_page(qtbot, settings, path)
    assert page.review is None and page._task is not None
    qtbot.waitUntil(lambda: page.review is not None, timeout=60_000)
    assert cache_path(path).exists()
    saved = read_cached(cache_path(path), planted_record(), BUDGET)
    assert isinstance(saved, Review) and saved == page.review
    assert page.position == BLUNDER  # a finished review shows the reviewed player's first slip
    again = open_page(qtbot, settings, path)
    assert again.review == page.review and again._task is None  # nothing computed the second time


def test_the_move_on_show_takes_its_mark_as_soon_as_it_is_rated(qtbot: Any, settings: Any, tmp_path: Path) -> None:
    """While the review runs, the step shown says "not rated yet" until its decision comes in, and then its
    mark at once, as the list of decisions beside it does."""
    review = review_record(planted_record(), BUDGET, 0)
    assert review is not None
    page = open_page(qtbot, settings, saved_planted(tmp_path))
    page.stop()  # the decisions come in as this test hands them over, one by one
    page.go(BLUNDER)
    for decision in review.decisions:
        assert "Not rated yet" in page.step.text()
        page._rated(decision)  # what the background review's signal calls
        if decision.index == BLUNDER:
            break
    assert page.review is None and page.position == BLUNDER
    assert "Not rated yet" not in page.step.text() and "Blunder" in page.step.text()


def test_the_blunder_is_marked_and_the_better_move_lit_on_the_table(qtbot: Any, settings: Any,
                                                                     tmp_path: Path) -> None:
    path = saved_planted(tmp_path)
    review = review_record(planted_record(), BUDGET, 0)
    assert review is not None
    data = review.to_dict()
    from rules.review import record_digest

    data["record"] = record_digest(planted_record())
    cache_path(path).write_text(json.dumps(data), encoding="utf-8")
    page = open_page(qtbot, settings, path)
    assert page.review == review
    lit: list[str] = []
    assert page.table is not None
    show = page.table.show_hint
    page.table.show_hint = lambda action: (lit.append(str(action)), show(action))  # type: ignore[method-assign]
    page.go(BLUNDER)
    words = (page.table.hint_bubble, page.table.bubble)  # tables say a hint in one or the other
    assert lit == ["stay"] and any(bubble.isVisible() for bubble in words)
    assert "Blunder" in page.step.text() and "lit on the table" in page.step.text()
    assert page.decision_list.currentItem() is not None
    assert page.decision_list.currentItem().text().startswith(f"Move {BLUNDER + 1}: blunder")
    # the graph: both players' lines, Ana's blunder marked
    assert page.chart.seats == [0, 1] and [d.index for d in page.chart.marks if d.mark != "good"] == [BLUNDER]
    # a decision the bot agrees with: nothing lit
    lit.clear()
    page.go(BLUNDER - 2)
    assert lit == [] and "agrees" in page.step.text()
    assert not any(bubble.isVisible() for bubble in words)  # the suggestion of the other position is gone


def test_the_table_says_whose_move_it_was_instead_of_calling_anyone_to_play(qtbot: Any, settings: Any,
                                                                           tmp_path: Path) -> None:
    """A review plays nothing, so the table's prompt names who was to move at the position shown."""
    page = open_page(qtbot, settings, saved_planted(tmp_path))
    page.stop()
    assert page.table is not None
    for position, mover in ((BLUNDER, "Ana"), (0, "Ben")):
        page.go(position)
        texts = texts_on(page.table.scene)
        assert f"{mover} to play" in texts
        assert not [t for t in texts if "your move" in t or "Waiting for" in t]
    page.go(page.moves)
    assert "The game is over." in texts_on(page.table.scene)


def test_a_decision_shows_the_meters_chance_and_says_when_the_searchs_loss_is_larger(
        qtbot: Any, settings: Any, tmp_path: Path) -> None:
    """Where the meter plays games out, a decision shows its chance before the move and that chance less
    the loss after it (docs/review.md); when the meter's chance is lower than the loss, the step says
    the mark comes from comparing the moves."""
    import dataclasses

    from rules.review import record_digest

    path = saved_planted(tmp_path)
    review = review_record(planted_record(), BUDGET, 0)
    assert review is not None
    blunder = review.at(BLUNDER)[0]
    assert blunder.loss > 0.3
    read = [dataclasses.replace(d, chance=0.05) if d is blunder else d for d in review.decisions]
    data = dataclasses.replace(review, decisions=tuple(read)).to_dict()
    data["record"] = record_digest(planted_record())
    cache_path(path).write_text(json.dumps(data), encoding="utf-8")
    page = open_page(qtbot, settings, path)
    page.go(BLUNDER)
    assert "chance of winning 5% before, 0% after this move" in page.step.text()
    assert f"finds this one {round(100 * blunder.loss)}% worse than its choice" in page.step.text()
    page.go(BLUNDER - 2)  # the search's own chances: nothing to explain
    assert "worse than its choice" not in page.step.text()


def test_a_loss_too_close_to_call_says_which_mark_it_nearly_got(qtbot: Any, settings: Any, tmp_path: Path) -> None:
    """A move that gave up a little more than an inaccuracy's points, within what the search can tell apart,
    is marked good with its loss shown: the list says it was nearly one, and the step and the list's tooltip say
    why it is not."""
    import dataclasses

    from rules.review import INACCURACY, record_digest

    path = saved_planted(tmp_path)
    review = review_record(planted_record(), BUDGET, 0)
    assert review is not None
    slip = review.at(BLUNDER)[0]
    close = dataclasses.replace(slip, after=slip.before - (INACCURACY + 0.02), error=0.01, chance=None)
    assert close.mark == "good" and close.too_close == "inaccuracy"
    data = dataclasses.replace(review, decisions=tuple(close if d is slip else d for d in review.decisions)).to_dict()
    data["record"] = record_digest(planted_record())
    cache_path(path).write_text(json.dumps(data), encoding="utf-8")
    page = open_page(qtbot, settings, path)
    page.go(BLUNDER)
    why = ("Nearly an inaccuracy: the hard bot's search can be off by about 5 points of winning chance here, so the "
           "milder mark stands.")
    assert "Good" in page.step.text() and why in page.step.text()
    item = page.decision_list.currentItem()
    assert item is not None and item.toolTip() == why
    assert item.text() == f"Move {BLUNDER + 1}: good (nearly an inaccuracy), −12%"
    page.go(BLUNDER - 2)
    assert "Nearly" not in page.step.text()


def test_a_good_move_that_gave_up_a_little_says_it_was_close_to_the_bots_pick(qtbot: Any, settings: Any,
                                                                             tmp_path: Path) -> None:
    """"good, −9%" and "Good — 14% before, 5% after" read as a contradiction: the chance before is the one the
    hard bot's pick keeps, so a good move that gave up a few points says it was close to that pick, and that so
    little counts as good; a move the bot agrees with shows its one chance."""
    import dataclasses

    from rules.review import record_digest

    path = saved_planted(tmp_path)
    review = review_record(planted_record(), BUDGET, 0)
    assert review is not None
    slip = review.at(BLUNDER)[0]
    close = dataclasses.replace(slip, before=0.14, after=0.05, error=0.01, chance=None)
    assert close.mark == "good" and close.too_close is None
    data = dataclasses.replace(review, decisions=tuple(close if d is slip else d for d in review.decisions)).to_dict()
    data["record"] = record_digest(planted_record())
    cache_path(path).write_text(json.dumps(data), encoding="utf-8")
    page = open_page(qtbot, settings, path)
    page.go(BLUNDER)
    step = page.step.text()
    assert "close to the hard bot's pick, lit on the table: 14% chance of winning with its pick, 5% with this " \
           "move." in step
    assert "Giving up less than 10 points of winning chance counts as good." in step
    assert "before" not in step and "would rather have played" not in step
    item = page.decision_list.currentItem()
    assert item is not None and item.text() == f"Move {BLUNDER + 1}: good, 9% below the best"
    agreed = next(d for d in review.of_seat(0) if d.best == d.played)
    page.go(agreed.index)
    assert f"the hard bot agrees with this move. Chance of winning: {round(100 * agreed.before)}%." in (
        page.step.text())
    assert page.decision_list.currentItem().text() == f"Move {agreed.index + 1}: good"


@pytest.mark.parametrize("height", [720, 777, 900, 1080])
def test_what_happened_shows_a_whole_line_at_its_top_and_the_newest_whole_at_its_foot(
        qtbot: Any, settings: Any, tmp_path: Path, height: int) -> None:
    """Scrolled to its foot pixel by pixel, the log cut its top line in half: it scrolls line by line, so the
    top line is whole and the newest is in sight."""
    page = open_page(qtbot, settings, saved_planted(tmp_path))
    page.stop()
    page.resize(1500, height)
    for position in (BLUNDER - 4, page.moves):
        page.go(position)
        log = page.log
        newest = log.item(log.count() - 1)
        qtbot.waitUntil(lambda: log.visualItemRect(newest).bottom() <= log.viewport().height())  # noqa: B023
        top = log.itemAt(2, 0)
        assert top is not None and log.row(top) > 0  # the log is longer than its box
        assert log.visualItemRect(top).top() == 0


def test_keys_and_the_graph_move_through_the_game(qtbot: Any, settings: Any, tmp_path: Path) -> None:
    page = open_page(qtbot, settings, saved_planted(tmp_path))
    page.stop()
    page.go(5)
    page.activateWindow()
    qtbot.waitActive(page)
    page.view.setFocus()
    qtbot.waitUntil(page.view.hasFocus)
    QTest.keyClick(page.view, Qt.Key.Key_Right)
    assert page.position == 6
    QTest.keyClick(page.view, Qt.Key.Key_Left)
    QTest.keyClick(page.view, Qt.Key.Key_Left)
    assert page.position == 4
    QTest.keyClick(page.view, Qt.Key.Key_End)
    assert page.position == page.moves and "The end" in page.step.text()
    QTest.keyClick(page.view, Qt.Key.Key_Home)
    assert page.position == 0 and page.log.count() == 0
    axes = page.chart.axes()
    QTest.mouseClick(page.chart, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     QPoint(round(axes.x(10)), round(axes.area.center().y())))
    assert page.position == 10
    assert page.log.count() == 10  # one line per card taken so far


def test_a_damaged_saved_review_is_reported_and_made_again(qtbot: Any, settings: Any, tmp_path: Path) -> None:
    path = saved_planted(tmp_path)
    cache_path(path).write_text('{\n "format": "party-table-review",\n "version": ', encoding="utf-8")  # cut short
    page = open_page(qtbot, settings, path)
    assert "could not be read" in page.status.text() and page._task is not None
    qtbot.waitUntil(lambda: page.review is not None, timeout=60_000)
    assert isinstance(read_cached(cache_path(path), planted_record(), BUDGET), Review)


@pytest.mark.parametrize("field, value", [("before", float("nan")), ("before", 1e308),
                                          ("best", "fly to the moon")])
def test_a_saved_review_with_a_value_that_does_not_fit_is_reported_and_made_again(
        qtbot: Any, settings: Any, tmp_path: Path, field: str, value: Any) -> None:
    """A chance that is no chance or a move the game does not have stopped the page (NaN to a percentage, the
    lit move that cannot be read): it is a damaged review, said so in the status, and made again."""
    from rules.review import record_digest

    path = saved_planted(tmp_path)
    review = review_record(planted_record(), BUDGET, 0)
    assert review is not None
    data = review.to_dict()
    data["record"] = record_digest(planted_record())
    data["decisions"][-1][field] = value  # Ana's blunder, where the page opens
    cache_path(path).write_text(json.dumps(data), encoding="utf-8")
    page = open_page(qtbot, settings, path)
    assert page.review is None and page._task is not None
    assert "The saved review could not be read (the review is damaged: " in page.status.text()
    page.stop()


def test_a_file_of_the_players_own_under_the_reviews_name_is_not_written_over(qtbot: Any, settings: Any,
                                                                              tmp_path: Path) -> None:
    """A game saved as "planted.review.json" sits where the review of "planted.json" would be kept: the
    review is made and shown, the player is told why it is not saved, and their file is left as it was."""
    path = saved_planted(tmp_path)
    theirs = path.read_bytes()
    cache_path(path).write_bytes(theirs)
    page = open_page(qtbot, settings, path)
    qtbot.waitUntil(lambda: page.review is not None, timeout=60_000)
    assert "it is not saved, because a file of its name beside the record (planted.review.json)" in (
        page.status.text())
    assert cache_path(path).read_bytes() == theirs


def test_before_the_end_of_a_hidden_game_only_the_players_own_line_and_view(qtbot: Any, settings: Any,
                                                                            tmp_path: Path) -> None:
    record = Record("turtle-butt", [Player("Ana"), Player("Bot 1", "normal")], seed=4, options={"variant": "liars"})
    state = record.new_state()
    for _ in range(3):
        seat = state.to_act()[0]
        action = state.legal_actions(seat)[0]
        state.apply(seat, action)
        record.actions.append((seat, str(action)))
    path = tmp_path / "liars.json"
    path.write_text(record.to_json(), encoding="utf-8")
    page = open_page(qtbot, settings, path)
    page.stop()
    assert [page.seat_box.itemData(i) for i in range(page.seat_box.count())] == [0]
    assert page.shown_seats() == [0]
    assert "knew at the time" in page.chart.toolTip()


def test_review_the_game_from_the_end_screen_and_from_the_lobby(qtbot: Any, settings: Any,
                                                                 private_folders: Path) -> None:
    window = shown_window(qtbot, settings)
    window.review_page.budget = BUDGET
    window.start_game(Record("turtle-butt", [Player("Ana"), Player("Bot 1", "easy")], seed=11,
                             options={"hands": 1}), [])
    controller = window.controller
    while not controller.state.is_over():
        qtbot.waitUntil(lambda: controller.state.is_over() or bool(controller.legal_actions()), timeout=10_000)
        if not controller.state.is_over():
            controller.submit(controller.state.game.parse_action("stay"))
    qtbot.waitUntil(lambda: window.page.end.isVisible(), timeout=10_000)
    window.page.end.review_requested.emit()
    assert window.stack.currentWidget() is window.review_page
    page = window.review_page
    assert page.host is not None and page.host.record.actions == controller.record.actions
    assert page.record_path == window.stats.last_record
    qtbot.waitUntil(lambda: page.review is not None, timeout=60_000)
    page.close_review()
    assert window.stack.currentIndex() == 1  # back to the finished game
    window.show_lobby()
    recent = window.lobby_links.recent()
    assert len(recent) == 1 and recent[0][1] == window.stats.last_record
    assert "Turtle Butt (Basic game)" in recent[0][0]
    window.files.review_path(recent[0][1])
    assert window.stack.currentWidget() is page and page.review is not None  # the saved review, at once
    assert (stats.games_dir() / f"{recent[0][1].stem}.review.json").exists()


def test_a_review_saved_by_another_version_is_made_again_quietly(qtbot: Any, settings: Any, tmp_path: Path) -> None:
    path = saved_planted(tmp_path)
    cache_path(path).write_text('{"format": "party-table-review", "version": 1, "record": "x"}', encoding="utf-8")
    page = open_page(qtbot, settings, path)
    assert page._task is not None and "could not be read" not in page.status.text()
    page.stop()


@pytest.mark.parametrize("losers", [2, 4])
def test_seats_that_end_level_have_their_badges_side_by_side_not_one_on_another(qapp: Any, losers: int) -> None:
    """Every loser ends at 0%: the later seat's badge hid the reviewed player's."""
    from PySide6.QtCore import QPointF

    from desktop.widgets.win_chart import WinChart

    chart = WinChart()
    chart.resize(900, 200)
    end_x = chart.axes().area.right()
    ends = [(0, QPointF(end_x, 40.0))] + [(seat, QPointF(end_x, 160.0 + seat % 2)) for seat in range(1, losers + 1)]
    spots = dict(chart.badge_spots(ends))
    level = sorted(spots[seat].x() for seat in range(1, losers + 1))
    assert all(b - a >= 9 for a, b in itertools.pairwise(level))  # each shows at least half of itself
    assert level[-1] + 9 <= chart.width() and spots[0] == QPointF(end_x + 16, 40.0)


def test_the_review_is_used_from_the_keyboard_tab_leaves_the_table_and_escape_closes_it(
        qtbot: Any, settings: Any, tmp_path: Path) -> None:
    """A reviewed table takes no moves, so Tab does not walk its pieces: it goes on to the page's controls (the
    decisions, the seat, Close); Enter on a decision goes there; Escape closes the review."""
    page = open_page(qtbot, settings, saved_planted(tmp_path))
    qtbot.waitUntil(lambda: page.review is not None, timeout=60_000)
    page.activateWindow()
    page.view.setFocus()
    qtbot.waitUntil(page.view.hasFocus)
    reached = set()
    for _ in range(6):
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        reached.add(QApplication.focusWidget())
    assert page.decision_list in reached and page.close_button in reached and page.view in reached
    page.decision_list.setFocus()
    page.decision_list.setCurrentRow(1)
    QTest.keyClick(page.decision_list, Qt.Key.Key_Return)
    assert page.position == page.decision_list.item(1).data(Qt.ItemDataRole.UserRole)
    with qtbot.waitSignal(page.closed, timeout=2000):
        QTest.keyClick(page.decision_list, Qt.Key.Key_Escape)


def test_an_unfinished_game_of_several_people_with_hidden_cards_is_not_reviewed(qtbot: Any, settings: Any,
                                                                                 tmp_path: Path) -> None:
    """Mid-way through a hot-seat game, its autosave opened in the review would show whoever opened it the others'
    hands and face-down choices: the review waits for the game's end. Alone against bots, it may be reviewed."""
    page = ReviewPage(settings)
    qtbot.addWidget(page)
    shared = tmp_path / "shared.json"
    shared.write_text(Record("birthday-turtle", [Player("Ana"), Player("Ben")], seed=3).to_json(), encoding="utf-8")
    problem = page.open_path(shared)
    assert problem is not None and "not over" in problem and page.host is None
    solo = tmp_path / "solo.json"
    solo.write_text(Record("birthday-turtle", [Player("Ana"), Player("Bot", "easy")], seed=3).to_json(),
                    encoding="utf-8")
    assert page.open_path(solo) is None
    assert page.status.text().startswith("This record stops before the game's end.")  # said from the start
    page.stop()
    finished = saved_planted(tmp_path / "finished")
    assert page.open_path(finished) is None and "stops before" not in page.status.text()
    page.stop()


@pytest.mark.parametrize(("moves", "ticks"), [
    (5, [0, 1, 2, 3, 4, 5]),
    (21, [0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 21]),  # 20 would crowd the last move
    (27, [0, 5, 10, 15, 20, 27]),
    (224, [0, 20, 40, 60, 80, 100, 120, 140, 160, 180, 200, 224]),
    (450, [0, 50, 100, 150, 200, 250, 300, 350, 400, 450]),
])
def test_the_chart_numbers_its_moves_in_round_steps(moves: int, ticks: list[int]) -> None:
    """A park game's 224 moves were numbered 19, 38, 57…: the steps are now 1, 2, 5, 10, 20, 25, 50…"""
    from desktop.widgets.chart import round_ticks

    assert round_ticks(moves) == ticks


def laptop_review(qtbot: Any, settings: Any, tmp_path: Path) -> tuple[Any, ReviewPage]:
    """A 1280×720 window showing the review of the planted record."""
    window = shown_window(qtbot, settings, (1280, 720))
    page = window.review_page
    page.budget = BUDGET
    assert page.open_path(saved_planted(tmp_path)) is None
    window.stack.setCurrentWidget(page)
    qtbot.waitUntil(lambda: page.table is not None and page.view.isVisible())
    return window, page


def test_table_only_gives_a_small_window_a_review_table_it_can_read(qtbot: Any, settings: Any, tmp_path: Path) -> None:
    """At 1280×720 the table beside the judgement (the chart under it) draws its smallest words under the floor at
    that size (11 px, docs/benchmarks.md). "Table only" (or T) hides both, and every word on the table is readable
    again; pressed again, the judgement and the chart come back."""
    from desktop.devtools.text_audit import audit_view, floor_for

    _window, page = laptop_review(qtbot, settings, tmp_path)

    def smallest() -> float:
        QApplication.processEvents()
        texts, _ = audit_view(page.view)
        return min(px for px, _ in texts)

    beside = smallest()
    assert beside < floor_for((1280, 720)) and page.chart.isVisible() and page.judgement.isVisible()
    QTest.keyClick(page, Qt.Key.Key_T)
    assert page.table_only.isChecked() and not page.chart.isVisible() and not page.judgement.isVisible()
    qtbot.waitUntil(lambda: smallest() >= floor_for((1280, 720)))
    page.table_only.click()
    assert page.chart.isVisible() and page.judgement.isVisible() and page.table_only.text() == "Table only"


def test_a_reviewed_position_greys_the_buttons_that_would_play_and_keeps_the_zoom(qtbot: Any, settings: Any) -> None:
    """Day at the Park's setup in a review looked ready to press ("Explore side", "Ready"): the moves of a past
    position cannot be played again, so its move buttons are greyed; the park's zoom only changes the view."""
    from desktop.table.items import ButtonItem

    game_record = Record("day-at-the-park", [Player("Ana"), Player("Ben", "normal")], 5)
    state = game_record.new_state()
    assert 0 in state.to_act()  # everyone chooses their sides at once
    seat = 1 if 1 in state.to_act() else 0
    game_record.actions.append((seat, str(state.legal_actions(seat)[0])))
    page = ReviewPage(settings)
    page.budget = BUDGET
    qtbot.addWidget(page)
    page.resize(1500, 900)
    page.show()
    assert page.open_record(game_record, None, None, 0) is None
    page.go(0)  # the setup, as Ana saw it before choosing
    table = page.table
    assert table is not None
    buttons = [item for item in table.items.values() if isinstance(item, ButtonItem)]
    moves = [b for b in buttons if b.key.startswith("setup:")]
    zoom = [b for b in buttons if b.key.startswith("zoom:")]
    assert moves and zoom
    assert not any(b.enabled_ for b in moves) and all(b.enabled_ for b in zoom)


def test_a_short_window_gives_the_chart_the_tables_spare_height_and_the_decisions_six_rows(
        qtbot: Any, settings: Any, tmp_path: Path) -> None:
    """At 1280×720 the chart in the judgement, under this step, left the decisions two rows and a half. In a short
    window it runs under the table, lower: there the table's scale is bound by its width, so its words keep their
    size, and the decisions show at least six rows even beside a long judgement, which asks for a few lines at
    most and scrolls the rest (it never makes the window taller than the screen). A tall window gives the chart
    its full height, this step more lines and the decisions a dozen rows."""
    from desktop.devtools.text_audit import audit_view

    window, page = laptop_review(qtbot, settings, tmp_path)
    qtbot.waitUntil(lambda: page.review is not None, timeout=20_000)  # no rated move rewrites the step meanwhile
    QApplication.processEvents()
    assert not page.judgement.isAncestorOf(page.chart) and page.chart.isVisible()
    assert page.chart.height() == page.CHART_SHORT_HEIGHT
    texts, _ = audit_view(page.view)
    assert min(px for px, _ in texts) > 9.5
    page.step.setText("<br>".join(f"A judgement of many words, line {k}" for k in range(40)))
    # the rest of the words are a scroll away
    qtbot.waitUntil(lambda: page.step.verticalScrollBar().maximum() > 0)
    assert window.size().height() == 720 and page.step.height() <= page.STEP_MOST
    decisions = page.decision_list
    row = min(decisions.sizeHintForRow(k) for k in range(decisions.count()))  # a row of one line
    assert decisions.viewport().height() >= 6 * row
    shown = decisions.visualItemRect(decisions.currentItem())
    assert decisions.viewport().rect().contains(shown)  # the decision on show is whole in sight
    window.resize(1920, 1080)
    qtbot.waitUntil(lambda: page.chart.height() == page.CHART_TALL_HEIGHT)
    qtbot.waitUntil(lambda: page.step.height() > page.STEP_MOST)  # a tall page shows more of it
    assert window.size().height() == 1080 and decisions.viewport().height() >= 12 * row
    page.stop()


def test_the_reviewed_table_shows_when_it_has_the_keyboard(qtbot: Any, settings: Any, tmp_path: Path) -> None:
    """The review's table takes Home, the arrows, End and T, but wears no ring on a piece: it showed nothing
    when it had the keyboard. Its edge takes the blue ring."""
    from tests.desktop.test_shell_polish import rings_when_focused

    page = open_page(qtbot, settings, saved_planted(tmp_path))
    page.stop()
    page.log.setFocus()
    rings_when_focused(qtbot, page.view)
