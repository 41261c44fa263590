"""The shell around the tables: fonts, lobby, controller (undo, hint, bots), saves, resume, view."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QFontInfo
from PySide6.QtTest import QTest

from desktop.controller import GameController
from desktop.screens.main_window import MainWindow
from desktop.storage import saves
from rules.core import Player, Record
from tests.desktop.helpers import drag, toy_game

pytestmark = pytest.mark.gui


def test_app_font_is_the_bundled_lato(settings: Any, qapp: Any) -> None:
    """No tofu boxes: the application font really is the bundled Lato."""
    assert QFontInfo(qapp.font()).family() == "Lato"
    from desktop.table import theme

    assert QFontInfo(theme.display_font(20)).family() == "Comfortaa"


def test_lobby_lists_all_four_games_and_unbuilt_ones_say_coming_soon(qtbot: Any, settings: Any) -> None:
    window = MainWindow(settings)
    qtbot.addWidget(window)
    buttons = window.lobby.cover_buttons
    assert [b.cover.package for b in buttons] == ["birthday_turtle", "day_at_the_park", "turtle_butt", "arturo"]
    assert buttons[0].available
    for b in buttons[1:]:
        if not b.available:
            window.lobby.choose(b)
            assert "coming soon" in window.lobby.message.text()
            assert not window.lobby.start_button.isEnabled()


def test_lobby_deal_code_fixes_the_deal_and_options_are_offered(qtbot: Any, settings: Any) -> None:
    window = MainWindow(settings)
    qtbot.addWidget(window)
    lobby = window.lobby
    lobby.choose(lobby.cover_buttons[0])
    lobby.count.setValue(2)
    lobby.seed.setText("4242")
    assert [f.option.key for f in lobby.option_fields] == ["tables_2p"]
    lobby.option_fields[0].widget.setCurrentIndex(1)
    record, colours = lobby.build_record()
    assert record.seed == 4242 and len(record.players) == 2 and len(colours) == 2
    assert record.options == {"tables_2p": "check+floral"}
    again, _ = lobby.build_record()
    assert again.new_state().to_dict() == record.new_state().to_dict()
    with qtbot.waitSignal(lobby.start_requested):
        QTest.mouseClick(lobby.start_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentIndex() == 1


def test_only_a_deal_the_lobby_can_make_again_offers_its_deal_code(settings: Any) -> None:
    """The lobby asks for a deal code and who starts: a record set up beyond that (the Preparation cards
    chosen, say) cannot be dealt again from the lobby, so its end offers no code."""
    from rules.arturo.data import PREP_CARDS, PREP_DEALT

    players = [Player("Ana"), Player("Ben", "easy")]
    lobby_made = GameController(Record("arturo", players, 31, setup={"dealer": 1}), settings, saves.AutoSave())
    assert lobby_made.deal_code() == 31
    chosen = [c.id for c in PREP_CARDS[:PREP_DEALT[2]]]
    set_up = GameController(Record("arturo", players, 31, setup={"dealer": 1, "preparation": chosen}), settings,
                            saves.AutoSave())
    assert set_up.deal_code() is None
    unasked = GameController(Record("arturo", players, 31), settings, saves.AutoSave())  # the game drew the dealer
    assert unasked.deal_code() is None


def toy_controller(settings: Any, kinds: tuple[str, ...] = ("human", "random", "random")) -> GameController:
    record = Record("toy-high-card", [Player(f"P{i}", k) for i, k in enumerate(kinds)], seed=2)
    return GameController(record, settings, saves.AutoSave())


def test_undo_takes_back_own_action_until_information_is_revealed(qtbot: Any, settings: Any,
                                                                   toy_registered: None) -> None:
    controller = toy_controller(settings, ("human", "human", "random"))
    controller.start()
    controller.privacy_done()
    seat = controller.perspective
    assert seat == 0
    card = controller.legal_actions()[0]
    assert controller.submit(card) is None
    assert controller.can_undo()
    assert controller.undo()
    assert controller.record.actions == [] and controller.state.hands[0] == controller.record.new_state().hands[0]
    controller.submit(card)
    # the screen passes to the second human: the first player's action is no longer theirs to take back
    qtbot.waitUntil(lambda: controller._awaiting_privacy == 1)
    controller.privacy_done()
    assert not controller.can_undo() and not controller.undo()
    # the last commitment reveals every card: that cannot be undone either
    controller.submit(controller.legal_actions()[0])
    assert controller.state.phase == "play"
    assert not controller.can_undo()


def test_a_new_game_starts_hards_turn_budgets_afresh(settings: Any, toy_registered: None) -> None:
    """`hard` keeps one budget per turn by game and seat; a game started (or loaded) must not inherit
    what it spent on a turn of the game before."""
    from rules.bots.levels import _TURNS, _Turn

    _TURNS[("toy-high-card", 0)] = _Turn(3, seconds=1.5)
    toy_controller(settings)
    assert not _TURNS


def test_illegal_action_changes_nothing_and_gives_the_reason(settings: Any, toy_registered: None) -> None:
    from tests.rules.toy_game import Play

    controller = toy_controller(settings)
    controller.start()
    before = controller.state.to_dict()
    assert controller.submit(Play(None)) == "everyone must commit a card first"
    assert controller.state.to_dict() == before and controller.record.actions == []


def test_bots_run_in_a_worker_and_the_game_finishes(qtbot: Any, settings: Any, toy_registered: None) -> None:
    controller = toy_controller(settings, ("random", "random", "random"))
    thinking: list[tuple[int, bool]] = []
    controller.thinking.connect(lambda s, on: thinking.append((s, on)))
    with qtbot.waitSignal(controller.over, timeout=10_000):
        controller.start()
    assert controller.state.is_over()
    assert (0, True) in thinking and (0, False) in thinking
    assert len(controller.log_lines()) >= 6


def test_human_commits_while_a_bot_thinks_and_the_bot_thinks_again(qtbot: Any, settings: Any,
                                                                     toy_registered: None) -> None:
    """In a simultaneous step nobody waits for the bots; a bot whose view went stale re-decides."""
    controller = toy_controller(settings)
    controller.start()
    controller._advance()  # the first bot starts thinking; its answer waits in the event queue
    assert controller.thinking_seat == 1
    card = controller.legal_actions()[0]
    assert controller.submit(card) is None
    qtbot.waitUntil(lambda: controller.state.phase == "play", timeout=10_000)
    seats = [seat for seat, _ in controller.record.actions[:3]]
    assert seats[0] == 0 and sorted(seats) == [0, 1, 2]


def test_hint_highlights_a_legal_move(qtbot: Any, settings: Any, toy_registered: None) -> None:
    controller = toy_controller(settings)
    controller.start()
    qtbot.waitUntil(lambda: bool(controller.legal_actions()))
    with qtbot.waitSignal(controller.hint_ready, timeout=10_000) as blocker:
        controller.request_hint()
    action, chance, error = blocker.args
    assert action in controller.legal_actions()
    assert 0.0 <= chance <= 1.0  # the hard bot's estimate for the shown seat
    assert 0.0 < error < 0.5  # and how far it may be off: a search of 0.5 s is neither exact nor blind


def test_a_hint_that_arrives_after_the_player_moved_is_dropped(qtbot: Any, settings: Any,
                                                               toy_registered: None) -> None:
    """A suggestion for a table that has since changed would light a move that may no longer exist."""
    controller = toy_controller(settings)
    controller.start()
    qtbot.waitUntil(lambda: bool(controller.legal_actions()))
    hints: list[object] = []
    controller.hint_ready.connect(lambda action, chance, error: hints.append(action))
    controller.request_hint()
    assert controller.submit(controller.legal_actions()[0]) is None
    qtbot.waitUntil(lambda: not controller._hinting, timeout=10_000)
    assert hints == []


def test_autosave_after_every_action_and_resume_after_a_crash(qtbot: Any, settings: Any) -> None:
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.start_game(Record("birthday-turtle", [Player("Ana"), Player("Ben", "random")], seed=8), [])
    controller = window.controller
    assert controller is not None
    qtbot.waitUntil(lambda: bool(controller.legal_actions()))
    assert controller.submit(controller.legal_actions()[0]) is None
    qtbot.waitUntil(lambda: len(controller.record.actions) >= 2)
    path = controller.autosave.path
    saved = json.loads(path.read_text())
    assert saved["actions"] == [list(a) for a in controller.record.actions]
    expected = list(controller.record.actions)
    # "crash": the window goes away without any shutdown; a new app start offers the game
    controller.stop()
    window.controller = None
    fresh = MainWindow(settings)
    qtbot.addWidget(fresh)
    assert fresh.resume_bar.isVisibleTo(fresh)
    assert "Happy Birthday Turtle!!" in fresh.resume_bar.text()
    QTest.mouseClick(fresh.resume_bar, Qt.MouseButton.LeftButton)
    assert fresh.controller is not None
    assert fresh.controller.record.actions[: len(expected)] == expected
    assert fresh.controller.state.to_dict() == controller.state.to_dict() or len(fresh.controller.record.actions) > 2


NOT_REPLAYABLE = (b'{"format": "party-table-record", "version": 1, "game": "birthday-turtle", '
                  b'"players": [{"name": "A"}, {"name": "B"}], "seed": 1, "actions": [[0, "play 9 check"]]}')


@pytest.mark.parametrize("content", [b'{"format": "party-table-record", "version": 1, "game"',
                                     b"\x00\xff\xfe garbage", b'{"format": "someone-else"}', NOT_REPLAYABLE])
def test_damaged_save_file_is_rejected_with_a_message_and_left_untouched(qtbot: Any, settings: Any, tmp_path: Path,
                                                                         content: bytes) -> None:
    bad = tmp_path / "bad.json"
    bad.write_bytes(content)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    assert not window.files.open_path(bad)
    headline, where, why = window.last_error.split("\n", 2)
    # the player's words first (translated), then which file and the reason as the app found it
    assert headline.startswith("This file cannot be opened as a game; it was left as it is.")
    assert headline.endswith("Open record… starts in the folder of the games you saved.")  # what to do next
    assert where == str(bad) and why[:1].isupper() and why.endswith(".")
    assert bad.read_bytes() == content
    # Save As over it is refused too
    window.start_game(Record("birthday-turtle", [Player("A"), Player("B")], seed=1), [])
    if not content.startswith(b"{\"format\": \"party-table-record\", \"version\": 1, \"game\": \"birthday"):
        with pytest.raises(saves.SaveError) as refused:
            saves.save_record(window.controller.record, bad)
        assert str(refused.value.reason).endswith("choose another name")  # what to do, not only what failed
    assert bad.read_bytes() == content


def test_save_as_onto_a_folder_says_it_is_a_folder(qtbot: Any, settings: Any, tmp_path: Path) -> None:
    """Saving onto a folder said "files exists and is not a Party Table record": it names what is there."""
    folder = tmp_path / "files"
    folder.mkdir()
    with pytest.raises(saves.SaveError) as refused:
        saves.save_record(Record("birthday-turtle", [Player("A"), Player("B")], seed=1), folder)
    assert str(refused.value.reason) == "files is a folder: choose a file name inside it"
    assert folder.is_dir() and not any(folder.iterdir())


def test_damaged_autosave_is_reported_on_start_and_never_overwritten(qtbot: Any, settings: Any) -> None:
    broken = saves.autosave_dir() / "game-broken.json"
    broken.write_text("{ truncated", encoding="utf-8")
    window = MainWindow(settings)
    qtbot.addWidget(window)
    assert "left untouched" in window.resume_note.text()
    window.start_game(Record("birthday-turtle", [Player("A", "random"), Player("B", "random")], seed=1), [])
    qtbot.waitUntil(lambda: window.controller is not None and len(window.controller.record.actions) > 2)
    assert broken.read_text(encoding="utf-8") == "{ truncated"


def test_save_as_and_open_round_trip(qtbot: Any, settings: Any, tmp_path: Path) -> None:
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.start_game(Record("birthday-turtle", [Player("A"), Player("B", "random"), Player("C", "random")],
                             seed=4), [])
    controller = window.controller
    qtbot.waitUntil(lambda: bool(controller.legal_actions()))
    controller.submit(controller.legal_actions()[0])
    target = tmp_path / "mine.json"
    assert window.files.save_to(target)
    assert json.loads(target.read_text())["format"] == "party-table-record"
    assert window.files.open_path(target)
    assert window.controller.record.actions == controller.record.actions[: len(window.controller.record.actions)]


def test_save_as_offers_a_name_that_says_the_game_and_when(qtbot: Any, settings: Any,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """Save As opened on an empty name in the saves folder: it offers the game and the time, in characters every
    system allows (Arturo's colon is not one), and a name typed without ".json" is saved as a record."""
    import time

    from PySide6.QtWidgets import QFileDialog

    when = time.strptime("2026-12-07 21:05", "%Y-%m-%d %H:%M")
    assert saves.suggested_name("Arturo: un compleanno da paura", when) == \
        "Arturo un compleanno da paura 2026-12-07 21.05.json"
    assert saves.suggested_name("Happy Birthday Turtle!!", when) == "Happy Birthday Turtle!! 2026-12-07 21.05.json"
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.start_game(Record("arturo", [Player("A"), Player("B", "random")], seed=4), [])
    offered: list[str] = []
    typed = saves.saves_dir() / "mine 21.05"  # a dot in the name is not its ending

    def answer(parent: Any, title: str, where: str, kinds: str) -> tuple[str, str]:
        offered.append(where)
        return str(typed), kinds
    monkeypatch.setattr(QFileDialog, "getSaveFileName", answer)
    window.files.save_as()
    assert Path(offered[0]).parent == saves.saves_dir()
    assert re.fullmatch(r"Arturo un compleanno da paura \d{4}-\d\d-\d\d \d\d\.\d\d\.json", Path(offered[0]).name)
    assert json.loads((saves.saves_dir() / "mine 21.05.json").read_text())["game"] == "arturo"


def test_view_fits_the_design_space_and_zooms(qtbot: Any, settings: Any) -> None:
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.start_game(Record("birthday-turtle", [Player("A"), Player("B")], seed=1), [])
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    view = window.page.view
    view.fit()
    rect = view.mapFromScene(view.sceneRect()).boundingRect()
    assert rect.width() <= view.viewport().width() + 2 and rect.height() <= view.viewport().height() + 2
    scale = view.transform().m11()
    QTest.keyClick(view, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
    assert view.transform().m11() > scale
    QTest.keyClick(view, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert abs(view.transform().m11() - scale) < 1e-6


def test_toy_table_drag_uses_the_generic_toolkit(qtbot: Any, settings: Any, toy_registered: None) -> None:
    window = toy_game(qtbot, settings)
    card = window.table.items["hand:0"]
    value = card.data_["value"]
    drag(window.page.view, card.sceneBoundingRect().center(), QPointF(960, 450))
    assert (0, f"play {value}") in window.controller.record.actions


def test_f1_opens_the_rules_of_the_game_on_the_table_with_drawn_pictures(qtbot: Any, settings: Any) -> None:
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.start_game(Record("birthday-turtle", [Player("A"), Player("B")], seed=1), [])
    window.show()
    assert window.act_rules.shortcut().toString() == "F1"
    window.act_rules.trigger()
    dialog = window.rules_dialog
    assert dialog.keys[dialog.pages.currentRow()] == "birthday-turtle"
    assert "Hustle Points" in dialog.browser.toPlainText()
    from desktop.screens.rules_help import picture

    image = picture("turtle-returns-card")
    assert not image.isNull() and len({image.pixel(x, 100) for x in range(10, 140, 5)}) > 3
    dialog.pages.setCurrentRow(dialog.keys.index("about"))
    assert "Kay Kotani" in dialog.browser.toPlainText()
    dialog.pages.setCurrentRow(dialog.keys.index("keys"))
    assert "Ctrl+H" in dialog.browser.toPlainText()
    qtbot.waitUntil(dialog.isVisible)
    QTest.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)  # the way out without a title bar's cross
    assert not dialog.isVisible()


def test_animated_game_runs_to_the_end_with_bots_pausing_between_moves(qtbot: Any, settings: Any) -> None:
    """With animation on, the controller waits for the table before the next bot move."""
    settings.set("animation_speed", 8.0)
    settings.set("bot_delay_ms", 5)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    window.start_game(Record("birthday-turtle", [Player(f"B{i}", "random") for i in range(4)], seed=21), [])
    controller = window.controller
    busy_seen: list[bool] = []
    controller.played.connect(lambda _events: busy_seen.append(controller.animator.busy))
    qtbot.waitUntil(lambda: window.page.end.isVisible(), timeout=60_000)
    assert controller.state.is_over() and not controller.animator.busy
    assert any(busy_seen)


@pytest.mark.caught_errors
def test_an_error_in_a_slot_is_logged_noted_and_play_goes_on(qtbot: Any, settings: Any,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    import sys

    from desktop.startup import app
    from desktop.storage.paths import log_path

    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    app.setup_logging()
    app.install_crash_hook()
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    window.start_game(Record("birthday-turtle", [Player("A"), Player("B", "random")], seed=3), [])
    autosave = window.controller.autosave.path
    try:
        raise RuntimeError("boom in a slot")
    except RuntimeError:
        sys.excepthook(*sys.exc_info())
    assert window.page.note.isVisible() and str(log_path()) in window.page.note.text()
    assert "boom in a slot" in log_path().read_text(encoding="utf-8")
    assert autosave.exists()
    assert window.controller.legal_actions()  # the game goes on


def test_without_a_window_the_crash_hook_shows_a_dialog(qtbot: Any, settings: Any,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    from desktop.storage.paths import log_path
    from tests.desktop.helpers import crash_without_a_window

    dialogs = crash_without_a_window(monkeypatch, "boom before any window")
    assert dialogs and all(isinstance(d, QMessageBox) for d in dialogs)
    assert str(log_path()) in dialogs[-1].text()
    for d in dialogs:
        d.close()


def test_a_seat_taking_another_seats_colour_swaps_with_it(qtbot: Any, settings: Any) -> None:
    """Choosing a colour another seat had was allowed, then refused at Start: the other seat now takes the
    colour given up. A seat shown again after its colour was taken gets one nobody has."""
    window = MainWindow(settings)
    qtbot.addWidget(window)
    lobby = window.lobby
    lobby.count.setValue(3)
    rows = lobby.seat_rows
    first, second = rows[0].colour.currentIndex(), rows[1].colour.currentIndex()
    rows[1].colour.setCurrentIndex(first)
    assert (rows[0].colour.currentIndex(), rows[1].colour.currentIndex()) == (second, first)
    lobby.count.setValue(2)
    rows[0].colour.setCurrentIndex(rows[2].colour.currentIndex())  # the colour of a seat no longer shown
    lobby.count.setValue(3)
    colours = [row.colour.currentIndex() for row in rows[:3]]
    assert len(set(colours)) == 3
    lobby.count.setValue(2)
    rows[0].colour.setCurrentIndex(rows[3].colour.currentIndex())
    lobby.choose(next(b for b in lobby.cover_buttons if b.cover.package == "day_at_the_park"))  # four seats
    colours = [row.colour.currentIndex() for row in rows[:lobby.count.value()]]
    assert lobby.count.value() == 4 and len(set(colours)) == 4
    QTest.mouseClick(lobby.start_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentIndex() != 0  # nothing stops the game


def test_lobby_refuses_two_seats_with_one_colour(qtbot: Any, settings: Any) -> None:
    """What the menus can no longer make (a seat takes another's colour by swapping) is still refused."""
    window = MainWindow(settings)
    qtbot.addWidget(window)
    lobby = window.lobby
    lobby.count.setValue(2)
    box = lobby.seat_rows[1].colour
    box.blockSignals(True)
    box.setCurrentIndex(lobby.seat_rows[0].colour.currentIndex())
    box.blockSignals(False)
    QTest.mouseClick(lobby.start_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentIndex() == 0 and "same colour" in lobby.message.text()


def test_lobby_refuses_two_players_of_one_name(qtbot: Any, settings: Any) -> None:
    """Two "Ana"s (case and spacing aside) could not be told apart on the seats or in the log."""
    window = MainWindow(settings)
    qtbot.addWidget(window)
    lobby = window.lobby
    lobby.count.setValue(2)
    lobby.seat_rows[0].name.setText("Ana")
    lobby.seat_rows[1].name.setText(" ana ")
    QTest.mouseClick(lobby.start_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentIndex() == 0 and "same name" in lobby.message.text()
    lobby.seat_rows[1].name.setText("Ben")
    QTest.mouseClick(lobby.start_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentIndex() != 0


def test_right_drag_pans_a_zoomed_table(qtbot: Any, settings: Any) -> None:
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    window.start_game(Record("birthday-turtle", [Player("A"), Player("B")], seed=1), [])
    view = window.page.view
    view.set_zoom(2.5)
    before = view.mapToScene(view.viewport().rect().center())
    vp = view.viewport()
    start = vp.rect().center()
    end = start + QPointF(-150, -80).toPoint()
    QTest.mousePress(vp, Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(vp, end)
    QTest.mouseRelease(vp, Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, end)
    after = view.mapToScene(view.viewport().rect().center())
    assert after.x() > before.x() and after.y() > before.y()


def test_a_hint_and_its_chance_go_once_their_player_has_moved(qtbot: Any, settings: Any) -> None:
    """The bubble's suggestion and the win chance (said under the table while the drawer is shut, 1280×720) are
    about the position they were asked in: once its player moves, neither stays behind as advice for a
    position that is gone, nor reaches the next player on screen."""
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    window.start_game(Record("turtle-butt", [Player("Ana"), Player("Ben", "easy")], seed=4, options={"hands": 2}),
                      [])
    controller, table = window.controller, window.table
    assert controller is not None and table is not None
    qtbot.waitUntil(lambda: bool(controller.legal_actions()), timeout=10_000)
    with qtbot.waitSignal(controller.hint_ready, timeout=10_000):
        window.hint()
    assert table.hint_bubble.isVisible() and table.suggested is not None
    said = window.statusBar().currentMessage()
    assert not window.panel.isVisible() and said.startswith("Your chance of winning")
    assert controller.submit(controller.legal_actions()[0]) is None
    assert not table.hint_bubble.isVisible() and table.suggested is None
    assert window.statusBar().currentMessage() != said
