"""Undo that works against bots, and the strict rule among people (issue 16, part 4)."""

from __future__ import annotations

import json
import random
import threading
from typing import Any

import pytest
from PySide6.QtCore import Qt, QThreadPool
from PySide6.QtTest import QTest

from desktop import controller as controller_module
from desktop.screens.endscreen import EndScreen
from desktop.screens.main_window import MainWindow
from rules.core import Player, Record, Result
from tests.desktop.helpers import shown_window

pytestmark = pytest.mark.gui

SOLO = [
    ("birthday-turtle", {}, 3),
    ("day-at-the-park", {}, 2),
    ("turtle-butt", {"variant": "basic"}, 2),
    ("arturo", {}, 2),
]


def _solo(qtbot: Any, settings: Any, game_id: str, options: dict[str, Any], players: int) -> MainWindow:
    window = shown_window(qtbot, settings)
    seats = [Player("Ana")] + [Player(f"Bot {i}", "random") for i in range(1, players)]
    window.start_game(Record(game_id, seats, 7, options), [])
    return window


def _until_a_bot_answered(qtbot: Any, window: MainWindow, rng: random.Random) -> int:
    """Play Ana's moves until a bot has moved after her and it is her turn again; her last move's index."""
    c = window.controller
    assert c is not None
    while True:
        qtbot.waitUntil(lambda: c.idle and (c.state.is_over() or 0 in c.state.to_act()), timeout=20_000)
        assert not c.state.is_over()
        actions = c.record.actions
        last = max((i for i, (seat, _) in enumerate(actions) if seat == 0), default=None)
        if last is not None and any(seat != 0 for seat, _ in actions[last + 1:]):
            return last
        assert c.submit(rng.choice(c.legal_actions())) is None


@pytest.mark.parametrize(("game_id", "options", "players"), SOLO, ids=[s[0] for s in SOLO])
def test_against_bots_ctrl_z_takes_back_the_last_decision_and_the_bot_moves_after_it(
        qtbot: Any, settings: Any, game_id: str, options: dict[str, Any], players: int) -> None:
    window = _solo(qtbot, settings, game_id, options, players)
    c = window.controller
    assert c is not None and c.solo
    last = _until_a_bot_answered(qtbot, window, random.Random(1))
    played = list(c.record.actions)
    then = Record(c.record.game, c.record.players, c.record.seed, c.record.options, None, played[:last]).replay()
    assert window.act_undo.isEnabled() and "bots" in window.panel.undo.toolTip()
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    # the game is as it was before Ana's last decision: same deal, same view, her move to make again
    assert c.record.actions == played[:last]
    assert c.state.view(0) == then.view(0)
    assert 0 in c.state.to_act()
    assert c.record.taken_back == len(played) - last
    # the autosaved record says so; bots that must act again do, and Ana's move waits for her
    assert c.autosave is not None
    assert json.loads(c.autosave.path.read_text("utf-8"))["taken_back"] == len(played) - last
    qtbot.waitUntil(lambda: c.idle, timeout=20_000)
    assert 0 in c.state.to_act() and c.record.actions[:last] == played[:last]
    assert not any(seat == 0 for seat, _ in c.record.actions[last:])


def test_undo_against_bots_stops_a_bot_that_is_thinking(qtbot: Any, settings: Any,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """Ctrl+Z while a bot thinks: its answer, about a position that is gone, is never played."""
    release = threading.Event()

    class SlowBot:
        def choose(self, view: Any, rng: random.Random, budget: Any) -> Any:
            release.wait(20)
            return view.legal_actions()[0]

    monkeypatch.setattr(controller_module, "make_bot", lambda game_id, level: SlowBot())
    release.set()  # the bot plays freely until it is Ana's turn
    window = _solo(qtbot, settings, "turtle-butt", {"variant": "basic"}, 2)
    c = window.controller
    assert c is not None
    while True:
        qtbot.waitUntil(lambda: c.idle and 0 in c.state.to_act(), timeout=20_000)
        release.clear()
        kept = len(c.record.actions)
        assert c.submit(c.legal_actions()[0]) is None
        qtbot.waitUntil(lambda: c.idle or c.thinking_seat == 1, timeout=20_000)
        if c.thinking_seat == 1:
            break
        release.set()  # Ana moves again: wait for a move after which the bot must think
    assert window.act_undo.isEnabled()
    window.undo()
    assert len(c.record.actions) == kept and c.thinking_seat is None
    release.set()
    QThreadPool.globalInstance().waitForDone(20_000)
    qtbot.waitUntil(lambda: c.idle, timeout=20_000)
    assert len(c.record.actions) == kept and 0 in c.state.to_act()


def test_among_people_undo_keeps_the_strict_rule_and_its_tooltip_says_so(qtbot: Any, settings: Any) -> None:
    window = shown_window(qtbot, settings)
    players = [Player("Ana"), Player("Ben"), Player("Bot", "random")]
    window.start_game(Record("turtle-butt", players, 7, {"variant": "basic"}), [])
    c = window.controller
    assert c is not None and not c.solo
    qtbot.waitUntil(lambda: c.idle and c.perspective is not None and c.perspective in c.state.to_act(),
                    timeout=20_000)
    assert not window.panel.undo.isEnabled()
    assert window.panel.undo.toolTip() == ("Nothing to take back now: among several people only your last move can "
                                           "be taken back, before anything new is revealed or anyone else acts")
    assert window.act_undo.toolTip() == window.panel.undo.toolTip()
    window.undo()  # Ctrl+Z says the same in the status bar
    assert window.statusBar().currentMessage() == window.panel.undo.toolTip()


def test_among_people_a_move_that_revealed_something_says_why_it_stays(qtbot: Any, settings: Any) -> None:
    """Happy Birthday Turtle!!, 3 people: the last to place cards face down turns them all up (a reveal). When that
    person is the first to choose again, Undo does not say "nothing to take back": it says why their move stays."""
    window = shown_window(qtbot, settings)
    window.start_game(Record("birthday-turtle", [Player(n) for n in ("Ana", "Ben", "Cleo")], 1, {}), [])
    c = window.controller
    assert c is not None and c.hot_seat
    for _ in range(12):
        qtbot.waitUntil(lambda: c.idle, timeout=20_000)
        if c.awaiting is not None:
            window.page.privacy.ready.emit()
            continue
        seat = c.perspective
        if c.record.actions and c.record.actions[-1][0] == seat:
            break
        assert c.submit(c.legal_actions()[0]) is None
    else:
        pytest.fail("nobody who revealed the cards chose first again")
    assert not window.panel.undo.isEnabled()
    assert window.panel.undo.toolTip().startswith("Your last move revealed something new, so it stays")


def test_after_the_game_undo_says_the_game_is_over(qtbot: Any, settings: Any) -> None:
    """At the end of a game among several people Undo's tooltip said the last move "revealed something new"."""
    from tests.desktop.test_stats import finished_turtle_butt

    played, _state = finished_turtle_butt()
    record = Record(played.game, [Player("Ana"), Player("Ben")], played.seed, dict(played.options),
                    played.setup, list(played.actions))
    window = shown_window(qtbot, settings)
    window.start_game(record, [])
    c = window.controller
    assert c is not None and c.state.is_over() and not c.solo
    assert not c.can_undo() and c.undo_note().startswith("The game is over")


def test_the_end_screen_and_the_record_say_how_many_moves_were_taken_back(qtbot: Any, settings: Any) -> None:
    end = EndScreen()
    qtbot.addWidget(end)
    result = Result((3.0, 1.0), (1, 2), ((("Cards", 3.0),), (("Cards", 1.0),)))
    from desktop.table import theme

    colours = list(theme.SEAT_COLOURS[:2])
    end.show_result(result, ["Ana", "Ben"], colours, taken_back=3)
    assert end.note.isVisibleTo(end) and "3 moves were taken back" in end.note.text()
    end.show_result(result, ["Ana", "Ben"], colours, taken_back=1)
    assert "1 move was taken back" in end.note.text()
    end.show_result(result, ["Ana", "Ben"], colours)
    assert not end.note.isVisibleTo(end)
    # old records have no such field and read as none taken back; a bad count is refused
    record = Record("turtle-butt", [Player("Ana"), Player("Ben")], 1, {"variant": "basic"})
    data = record.to_dict()
    assert "taken_back" not in data and Record.from_dict(data).taken_back == 0
    data["taken_back"] = 4
    assert Record.from_dict(data).taken_back == 4
    data["taken_back"] = -1
    with pytest.raises(Exception, match="taken_back"):
        Record.from_dict(data)


def test_a_word_about_the_last_game_goes_when_a_new_one_starts(qtbot: Any, settings: Any) -> None:
    """"Nothing to take back now." belongs to the game it was said in: the next game starts without it."""
    window = _solo(qtbot, settings, "turtle-butt", {"variant": "basic"}, 2)
    window.undo()  # nothing played yet
    assert window.statusBar().currentMessage() == "Nothing to take back now."
    window.start_game(Record("arturo", [Player("Ana"), Player("Bot", "random")], 3), [])
    assert window.statusBar().currentMessage() == ""


def test_the_table_keeps_its_size_when_the_first_message_comes(qtbot: Any, settings: Any) -> None:
    """The line for short messages under the table is there from the start, so the first message ("Nothing to
    take back now.") does not shrink the table and lay it out again; the lobby has no such line."""
    window = shown_window(qtbot, settings, (1280, 720))
    assert not window.statusBar().isVisible()  # the lobby
    window.start_game(Record("arturo", [Player("Ana"), Player("Bot", "random")], 3), [])
    view = window.page.view
    qtbot.waitUntil(lambda: window.table is not None and window.table.area == view.sceneRect())
    before = view.viewport().size()
    window.undo()
    assert window.statusBar().isVisible() and window.statusBar().currentMessage() == "Nothing to take back now."
    assert view.viewport().size() == before
    window.show_lobby()
    assert not window.statusBar().isVisible()
