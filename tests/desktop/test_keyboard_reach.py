"""A player with only a keyboard reaches everything: the privacy screen that opens a hot-seat game, the end
screen's buttons, and a button that asks "Sure?" before it acts."""

from __future__ import annotations

import re
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QToolTip,
    QWidget,
)

from desktop.table.items import LabelItem
from desktop.table.zones import DropZone
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
    press(qtbot, window, Qt.Key.Key_Tab)
    assert window.focusWidget() is focus  # nothing under the screen takes the keyboard
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


def test_tab_goes_from_the_tables_last_piece_to_the_panel_and_back(qtbot: Any, settings: Any) -> None:
    """Tab walks the pieces, then the scores, the log and the panel's buttons (Undo only when there is a move
    to take back), then the table's first piece again; Shift+Tab walks the same way back."""
    window = shown_window(qtbot, settings)
    window.start_game(Record("turtle-butt", [Player("Ana"), Player("Bot 1", "easy")], seed=11, options={"hands": 1}),
                      [])
    controller, table = window.controller, window.table
    qtbot.waitUntil(lambda: bool(controller.legal_actions()), timeout=10_000)
    window.page.view.setFocus()
    chain = [thing.key for thing in table.focus_chain()]
    assert chain
    walked = []
    for _ in range(len(chain) + 4):
        press(qtbot, window, Qt.Key.Key_Tab)
        focus = window.focusWidget()
        walked.append(table.focused().key if focus is window.page.view else focus)
        if walked[-1] == "hit":  # a button with no tooltip is read out by its label
            assert window.page.view.accessibleDescription() == table.focused().text
    panel = window.panel
    assert not panel.undo.isEnabled()
    assert walked == [*chain, panel.scores, panel.log, panel.hint, chain[0]]
    press(qtbot, window, Qt.Key.Key_Tab, shift=True)
    assert window.focusWidget() is panel.hint and table.focused() is None  # no ring left behind on the table
    press(qtbot, window, Qt.Key.Key_Tab)
    assert window.focusWidget() is window.page.view and table.focused().key == chain[0]
    for _ in range(4):
        press(qtbot, window, Qt.Key.Key_Backtab)
    assert window.focusWidget() is window.page.view and table.focused().key == chain[-1]  # Shift+Tab came back


def test_a_redrawn_table_keeps_the_keyboard_on_its_piece(qtbot: Any, settings: Any) -> None:
    """A rival's move redraws the table (here, a bot choosing at the same time): the ring stays on the piece it
    was on, so the next Tab goes on from there instead of from the first piece."""
    window = shown_window(qtbot, settings)
    window.start_game(Record("birthday-turtle", [Player("Ana"), Player("Bot", "random")], seed=8), [])
    controller, table = window.controller, window.table
    qtbot.waitUntil(lambda: bool(controller.legal_actions()), timeout=10_000)
    window.page.view.setFocus()
    for _ in range(4):
        press(qtbot, window, Qt.Key.Key_Tab)
    ringed = table.focused().key
    table.rebuild(table.view)
    assert table.focused() is not None and table.focused().key == ringed
    chain = [thing.key for thing in table.focus_chain()]
    press(qtbot, window, Qt.Key.Key_Tab)
    assert table.focused().key == chain[chain.index(ringed) + 1]


def test_the_lobby_opens_with_the_keyboard_on_start_so_enter_plays(qtbot: Any, settings: Any) -> None:
    window = shown_window(qtbot, settings)
    assert window.focusWidget() is window.lobby.start_button
    press(qtbot, window, Qt.Key.Key_Return)
    qtbot.waitUntil(window.on_table_page, timeout=5_000)
    window.show_lobby()
    assert window.focusWidget() is window.lobby.start_button  # and again on the way back


def tab_walk(qtbot: Any, window: Any, start: QWidget) -> list[QWidget]:
    """The widgets Tab goes through from `start`, once round."""
    start.setFocus(Qt.FocusReason.OtherFocusReason)
    walked = [start]
    for _ in range(200):
        press(qtbot, window, Qt.Key.Key_Tab)
        if window.focusWidget() is start:
            return walked
        walked.append(window.focusWidget())
    raise AssertionError("Tab never came back")


@pytest.mark.parametrize("players", [4, 12])
def test_tab_goes_through_the_lobby_as_it_reads(qtbot: Any, settings: Any, players: int) -> None:
    """Tab took the options after Start and the page's links (Qt's order: they are added last), and stopped on
    every player-count button: now the offer to resume, the links at the top, the covers, the count as one stop,
    the seats, the panel's columns left before right (stacked for twelve: the options under the seats, then who
    starts) and Start last."""
    window = shown_window(qtbot, settings, (1280, 720))
    lobby = window.lobby
    window.start_game(*lobby.build_record())
    window.show_lobby()
    lobby.choose(next(b for b in lobby.cover_buttons if b.cover.package == "turtle_butt"))
    variant = lobby.option_fields[0].widget
    assert isinstance(variant, QComboBox)
    variant.setCurrentIndex(variant.findData("liars" if players == 12 else "basic"))
    lobby.count.setValue(players)
    qtbot.waitUntil(lambda: lobby.settled)
    seats = [w for row in lobby.seat_rows[:players] for w in (row.colour, row.name, row.kind)]
    beside = [lobby.starter, lobby.seed]
    options = [f.widget for f in lobby.option_fields if f.box.isVisible()]
    links = [window.lobby_links.reviews, window.lobby_links.statistics]
    top = [*links, *lobby.cover_buttons] if lobby.title.isVisible() else [*lobby.cover_buttons, *links]
    panel = [*seats, *options, *beside] if lobby.arrangement == "stacked" else [*seats, *beside, *options]
    assert tab_walk(qtbot, window, window.resume_bar) == [
        window.resume_bar, *top, lobby.count.buttons[players], *panel,
        lobby.host_button, lobby.join_button, lobby.lesson_button, lobby.start_button]
    assert lobby.arrangement == ("stacked" if players == 12 else "side by side")


def test_the_arrow_keys_choose_how_many_play(qtbot: Any, settings: Any) -> None:
    """The count is one stop: its chosen number takes the keyboard, the arrows choose the next within the range."""
    window = shown_window(qtbot, settings, (1280, 720))
    lobby = window.lobby
    lobby.choose(next(b for b in lobby.cover_buttons if b.cover.package == "birthday_turtle"))
    assert (lobby.count.minimum(), lobby.count.value(), lobby.count.maximum()) == (2, 4, 4)
    lobby.count.buttons[4].setFocus()
    for key, value in ((Qt.Key.Key_Left, 3), (Qt.Key.Key_Up, 2), (Qt.Key.Key_Left, 2), (Qt.Key.Key_Right, 3),
                       (Qt.Key.Key_Down, 4), (Qt.Key.Key_Right, 4)):
        press(qtbot, window, key)
        assert lobby.count.value() == value and window.focusWidget() is lobby.count.buttons[value], key
        assert lobby.count.buttons[value].isChecked()
    assert sum(1 for row in lobby.seat_rows if row.name.isVisible()) == 4


def test_enter_on_a_games_cover_chooses_it(qtbot: Any, settings: Any) -> None:
    """Enter presses the button the keyboard is on; on a game's cover only Space did."""
    window = shown_window(qtbot, settings, (1280, 720))
    lobby = window.lobby
    cover = next(b for b in lobby.cover_buttons if b.cover.package == "arturo")
    assert not cover.isChecked()
    cover.setFocus()
    press(qtbot, window, Qt.Key.Key_Return)
    qtbot.waitUntil(cover.isChecked)  # a pressed button lets go a moment later, as under Space
    assert lobby.game is not None and lobby.game.id == "arturo"


def test_tab_in_the_rules_goes_from_the_pages_to_the_text_and_then_to_close(qtbot: Any, settings: Any) -> None:
    window = shown_window(qtbot, settings)
    window.show_rules("keys")
    dialog = window.rules_dialog
    qtbot.waitUntil(dialog.isVisible)
    dialog.pages.setFocus()
    walked = []
    for _ in range(3):
        QTest.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab)
        walked.append(dialog.focusWidget())
    assert walked == [dialog.browser, dialog.close_button, dialog.pages]


def unnamed_fields(root: QWidget) -> list[str]:
    """The fields and picture-only buttons under `root` that a screen reader could not name: no label is
    their buddy and they have no accessible name of their own."""
    labelled = {id(label.buddy()) for label in root.findChildren(QLabel) if label.buddy() is not None}
    unnamed = []
    for widget in root.findChildren(QWidget):
        if not widget.isVisibleTo(root) or widget.accessibleName() or id(widget) in labelled:
            continue
        if isinstance(widget, QLineEdit) and isinstance(widget.parent(), (QComboBox, QSpinBox)):
            continue  # the editor inside a box is named by its box
        if isinstance(widget, (QLineEdit, QComboBox, QSpinBox)) or (
                isinstance(widget, QAbstractButton) and not widget.text().strip()):
            unnamed.append(f"{type(widget).__name__} {widget.objectName()} {widget.toolTip()}")
    return unnamed


def test_every_field_of_the_lobby_and_the_network_dialogs_has_a_name_to_read_out(qtbot: Any, settings: Any) -> None:
    window = shown_window(qtbot, settings)
    for cover in window.lobby.cover_buttons:
        window.lobby.choose(cover)
        assert unnamed_fields(window.lobby) == [], cover.cover.game_id
    window.host_table(Record("turtle-butt", [Player("Ana"), Player("Bot", "easy")], seed=1), ["orange", "sky-blue"])
    assert unnamed_fields(window.network_dialog) == []
    window.network_dialog.close()
    window.join_table()
    assert unnamed_fields(window.network_dialog) == []


def test_help_offers_the_mouse_and_keyboard_page_and_every_games_lesson(qtbot: Any, settings: Any) -> None:
    """The lessons are in Help too (the lobby's Learn to play is one game's), and the keys have a page."""
    from desktop.screens.lesson import LessonController

    window = shown_window(qtbot, settings)
    help_menu = window.menuBar().actions()[-1].menu()
    entries = {act.text(): act for act in help_menu.actions()}
    entries["&Mouse and keyboard"].trigger()
    assert window.rules_dialog.keys[window.rules_dialog.pages.currentRow()] == "keys"
    window.rules_dialog.close()
    lessons = {act.text(): act for act in entries["&Learn to play"].menu().actions()}
    assert len(lessons) == 4
    lessons[next(title for title in lessons if title.startswith("Arturo"))].trigger()
    qtbot.waitUntil(window.on_table_page, timeout=5_000)
    assert isinstance(window.controller, LessonController) and window.controller.record.game == "arturo"


def test_the_piece_in_the_ring_tells_what_the_pointer_would(qtbot: Any, settings: Any) -> None:
    """A keyboard player reads what hovering tells a mouse player: a piece's tooltip, and on a place that
    refuses the picked-up piece, the rules' reason. A screen reader finds the same words on the table."""
    from desktop.table.text import sentence

    window = shown_window(qtbot, settings)
    window.start_game(Record("arturo", [Player("Ana"), Player("Bot", "easy")], seed=8), [])
    controller, table, view = window.controller, window.table, window.page.view
    qtbot.waitUntil(lambda: bool(controller.legal_actions()), timeout=10_000)
    view.setFocus()
    press(qtbot, window, Qt.Key.Key_Tab)
    deck = table.focused()
    assert deck.draggable and deck.toolTip()
    assert view.accessibleDescription() == deck.toolTip() == QToolTip.text()
    press(qtbot, window, Qt.Key.Key_Return)
    assert table.selected is deck
    refused = {key: why for key, why in table.verdicts.items() if why}
    assert refused
    for _ in range(len(table.focus_chain())):
        press(qtbot, window, Qt.Key.Key_Tab)
        place = next((key for key, zone in table.zones.items() if zone is table.focused()), None)
        if place in refused:
            break
    assert place in refused
    assert view.accessibleDescription() == sentence(refused[place]) == QToolTip.text()
    # Enter there: refused with its reason, and the piece stays in hand with the ring on the place
    ringed = table.focused()
    press(qtbot, window, Qt.Key.Key_Return)
    assert table.selected is deck and table.focused() is ringed
    assert table.bubble.isVisible() and table.bubble.text
    press(qtbot, window, Qt.Key.Key_Escape)
    for _ in range(len(table.focus_chain()) + 1):
        press(qtbot, window, Qt.Key.Key_Tab)
    assert window.focusWidget() is window.panel.scores and view.accessibleDescription() == ""


@pytest.mark.parametrize("game_id", ["birthday-turtle", "day-at-the-park", "turtle-butt", "arturo"])
def test_every_piece_the_keyboard_reaches_has_words_to_show(qtbot: Any, settings: Any, game_id: str) -> None:
    """A button's own label, or a tooltip: a card or a "+" says nothing by itself to a keyboard player."""
    from desktop.table.items import ButtonItem

    window = shown_window(qtbot, settings)
    window.start_game(Record(game_id, [Player("Ana"), Player("Bot", "easy")], seed=8), [])
    qtbot.waitUntil(lambda: bool(window.controller.legal_actions()), timeout=10_000)
    chain = window.table.focus_chain()
    assert chain
    silent = [thing.key for thing in chain if not window.table.focus_words(thing)
              and not (isinstance(thing, ButtonItem) and len(thing.text.strip()) > 2)]
    assert silent == []
    # a piece picked up: every place the ring then walks says something too (a Birthday Turtle table, the park's
    # lit spaces and Arturo's Cleaning card said nothing)
    table = window.table
    piece = next((thing for thing in chain if getattr(thing, "draggable", False)), None)
    if piece is not None:  # the park's setup has none
        table.select(piece)
        places = [thing for thing in table.focus_chain() if isinstance(thing, DropZone)]
        assert places and [zone.key for zone in places if not table.focus_words(zone).strip()] == []


@pytest.mark.parametrize("game_id", ["birthday-turtle", "day-at-the-park", "turtle-butt", "arturo"])
def test_the_ring_tells_the_keys_where_a_tooltip_tells_the_pointer_to_drag(qtbot: Any, settings: Any,
                                                                            game_id: str) -> None:
    """A piece's tooltip says what it is and to drag it; in the ring (and the look walk) the same piece says what
    it is and what the keys do with it: Enter and a place, the park's R, Turtle Butt's letter, the lit spaces."""
    from desktop.table.items import TableItem

    window = shown_window(qtbot, settings)
    window.start_game(Record(game_id, [Player("Ana"), Player("Bot", "easy")], seed=8), [])
    controller, table = window.controller, window.table
    for _ in range(8):  # the park's setup first: on to the first move that drags a piece
        qtbot.waitUntil(lambda: bool(controller.legal_actions()), timeout=10_000)
        told = {thing.key: (thing.toolTip(), table.focus_words(thing)) for thing in table.focus_chain()
                if isinstance(thing, TableItem) and "drag" in thing.toolTip().lower()}
        if told:
            break
        assert controller.submit(controller.legal_actions()[0]) is None
    assert told
    for key, (tip, words) in told.items():
        assert "drag" not in words.lower() and tip.split("\n")[0] == words.split("\n")[0], key
        assert any(k in words for k in ("Enter", "Press", "Tab")), (key, words)
    pointer_words = re.compile(r"\b(drag|drop|click)", re.IGNORECASE)
    assert [(getattr(t, "key", ""), w) for t in table.focus_chain()
            if pointer_words.search(w := table.focus_words(t))] == []
    # each piece picked up: each place that takes it says so, and what the keys do there
    for piece in [t for t in table.focus_chain() if isinstance(t, TableItem) and t.draggable]:
        table.select(piece)
        takes = [z for k, z in table.zones.items() if k in table.verdicts and table.verdicts[k] is None]
        assert takes and all(table.focus_words(z).endswith("Press Enter to put it here.") for z in takes), piece.key
        assert [w for t in table.focus_chain() if pointer_words.search(w := table.focus_words(t))] == [], piece.key
        table.select(None)


def test_only_a_whole_gesture_on_the_privacy_screen_lifts_it(qtbot: Any, settings: Any) -> None:
    """The screen comes up under the pointer and with the keyboard as the last player moves: the Enter they still
    hold (its key repeats) and the second half of their double-click on Commit must not show the next player's
    table to them. A click or a key pressed and let go on the screen does."""
    from PySide6.QtCore import QEvent, QPointF
    from PySide6.QtGui import QKeyEvent, QMouseEvent
    from PySide6.QtWidgets import QApplication

    window = shown_window(qtbot, settings)
    window.start_game(Record("birthday-turtle", [Player("Ana"), Player("Ben")], seed=3), [])
    screen = window.page.privacy
    assert screen.isVisible()
    for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):  # a held Enter: repeated presses and releases
        QApplication.sendEvent(screen, QKeyEvent(kind, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier, "\r",
                                                 True))
    QApplication.sendEvent(screen, QKeyEvent(QEvent.Type.KeyRelease, Qt.Key.Key_Return,
                                             Qt.KeyboardModifier.NoModifier, "\r"))  # and at last let go
    at = QPointF(screen.rect().center())
    for kind in (QEvent.Type.MouseButtonDblClick, QEvent.Type.MouseButtonRelease):  # a double-click's second half
        QApplication.sendEvent(screen, QMouseEvent(kind, at, screen.mapToGlobal(at), Qt.MouseButton.LeftButton,
                                                   Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier))
    assert screen.isVisible()
    QTest.mouseClick(screen, Qt.MouseButton.LeftButton)
    assert not screen.isVisible()


@pytest.mark.parametrize("game_id,options", [("birthday-turtle", {}), ("arturo", {}), ("day-at-the-park", {}),
                                             ("turtle-butt", {"variant": "liars"})])
def test_i_reaches_what_only_pointing_told_a_rivals_cards_the_park_the_decks(qtbot: Any, settings: Any,
                                                                              game_id: str, options: Any) -> None:
    """Every game: the look walk stops at each thing on the table that has words, those the ring never visits
    (a rival's Family Plan, a park tile, the deck) among them, and says each as its tooltip would."""
    window = shown_window(qtbot, settings, (1280, 720))
    window.start_game(Record(game_id, [Player("Ana"), Player("Bot 1", "easy"), Player("Bot 2", "easy")], seed=4,
                             options=options), [])
    controller, table, view = window.controller, window.table, window.page.view
    qtbot.waitUntil(lambda: bool(controller.legal_actions()), timeout=10_000)
    view.setFocus()
    qtbot.waitUntil(lambda: controller.idle)  # the bots have made their choices: the table stays put

    def where() -> tuple[str, int, int]:  # a rebuilt table has new pieces: a stop is known by its words and place
        centre = table.look.current().sceneBoundingRect().center()
        return table.look.current().toolTip(), round(centre.x()), round(centre.y())

    press(qtbot, window, Qt.Key.Key_I)
    first = where()
    stops = []
    while not stops or where() != first:
        stops.append(table.look.current())
        assert view.accessibleDescription() == table.look_words(stops[-1])
        press(qtbot, window, Qt.Key.Key_Tab)
        assert len(stops) < 200
    worded = {item.toolTip() for item in table.scene.items() if item.isVisible() and item.toolTip()}
    # a label read with its seat's other words ("0 pts — Match total") is said at the seat's stop
    read_with = {voice.toolTip() for thing in stops for voice in getattr(thing, "chorus", None) or ()}
    assert ({thing.toolTip() for thing in stops} | read_with) - {""} == worded
    assert getattr(table, "look_first", None) in stops  # and the prompt, which has no tooltip
    ringed = table.focus_chain()
    assert [thing for thing in stops if thing not in ringed]  # more than the ring reaches
    assert all(thing in stops for thing in ringed if thing.toolTip())  # two cards alike to play are two stops
    said = [table.look_words(thing) for thing in stops]
    if game_id == "day-at-the-park":  # a rival's bare "Bird" says whose it is
        assert any(words.startswith("Bot 1: ") for words in said)
    if game_id == "arturo":  # a rival's face-down plan is one stop, not seven
        assert sum("Family Plan, face down" in words for words in said) == 2


def test_the_next_player_finds_no_look_walk_and_no_words_of_the_last_ones_table(qtbot: Any, settings: Any) -> None:
    """Hot seat: the screen that hides a hand ends the look walk and clears what the view says for a screen
    reader (it held Ana's card); Ben's table starts with neither."""
    window = shown_window(qtbot, settings, (1280, 720))
    window.start_game(Record("arturo", [Player("Ana"), Player("Ben")], seed=3), [])
    controller, table, view = window.controller, window.table, window.page.view
    press(qtbot, window, Qt.Key.Key_Return)  # Ana's turn: the screen goes
    qtbot.waitUntil(lambda: bool(controller.legal_actions()) and not window.page.privacy.isVisible())
    view.setFocus()
    press(qtbot, window, Qt.Key.Key_I)
    while "worth" not in view.accessibleDescription():  # one of Ana's own relatives: hers alone to know
        press(qtbot, window, Qt.Key.Key_Tab)
    assert controller.submit(controller.legal_actions()[0]) is None
    qtbot.waitUntil(window.page.privacy.isVisible)
    assert not table.look.active and view.accessibleDescription() == ""
    press(qtbot, window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not window.page.privacy.isVisible())
    assert not table.look.active and not table.look.ring.isVisible()


@pytest.mark.parametrize("game_id,status", [("birthday-turtle", "score 0"), ("arturo", ""),
                                            ("day-at-the-park", "tiles in hand"), ("turtle-butt", "stayed")])
def test_i_starts_on_the_prompt_and_reads_the_seats_status_words(qtbot: Any, settings: Any, game_id: str,
                                                                  status: str) -> None:
    """The prompt (what to do now) and the seats' status words are plain labels with no tooltip: the look walk
    never read them. `I` with no piece in the ring starts on the prompt and reads it as shown, with no tooltip for
    the pointer to pop up a copy of; a rival's name and status words are one stop; with a piece in the ring, `I`
    starts on that piece as before."""
    window = shown_window(qtbot, settings, (1280, 720))
    window.start_game(Record(game_id, [Player("Ana"), Player("Bot 1", "easy"), Player("Bot 2", "easy")], seed=4),
                      [])
    controller, table, view = window.controller, window.table, window.page.view
    qtbot.waitUntil(lambda: bool(controller.legal_actions()) and controller.idle, timeout=10_000)
    view.setFocus()
    press(qtbot, window, Qt.Key.Key_I)
    prompt = table.look.current()
    assert isinstance(prompt, LabelItem) and prompt.text.startswith("Ana — ") and prompt.toolTip() == "", prompt
    assert view.accessibleDescription() == prompt.written == QToolTip.text()  # the words as written, unwrapped
    said = []
    for _ in range(len(table.look.things)):
        assert table.look.current().toolTip() or getattr(table.look.current(), "speaks", False)  # words of its own
        press(qtbot, window, Qt.Key.Key_Tab)
        said.append(view.accessibleDescription())
        assert said[-1] == table.look_words(table.look.current())
    assert said[-1] == prompt.written  # round the table and back to the prompt
    if status:
        lines = [words.split("\n") for words in said]  # the rival's name, then its words, in one stop
        assert any(name.startswith("Bot 1") and any(status in line for line in rest) for name, *rest in lines), said
    press(qtbot, window, Qt.Key.Key_Escape)
    press(qtbot, window, Qt.Key.Key_Tab)  # the ring on a piece: I looks at it first (a button that says only its
    ringed = table.focused()                # label is no stop of the walk: the prompt, then)
    press(qtbot, window, Qt.Key.Key_I)
    first = ringed if ringed in table.look.things else prompt
    assert table.look.current() is first and view.accessibleDescription() == table.look_words(first)
