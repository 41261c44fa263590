"""The shared shell changes the table authors asked for: privacy by variant, the eighth colour,
undo over private echoes, the end screen's "Look at the table" and its score bars."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPixmap
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from desktop.controller import GameController
from desktop.screens.endscreen import ScoreBars, part_group
from desktop.screens.lobby import PANEL_WIDTH
from desktop.screens.main_window import MainWindow
from desktop.storage import saves
from desktop.table import theme
from rules.arturo.events import PlanChanged
from rules.core import Player, Record, Result, get_game
from tests.desktop.helpers import shown_window

pytestmark = pytest.mark.gui

ARTURO_PLAN = ["papa", "mamma", "arturo", "nonna", "tut", "mentegatto", "stein"]
ARTURO_ROW = ["that-s-my-place-1-2", "excuse-me-2a", "a-wild-dance-1", "the-life-of-the-party",
              "you-are-really-good"]


# --- 1. the privacy screen follows the chosen variant ----------------------------------------


def test_the_rules_say_which_games_have_secrets() -> None:
    assert get_game("birthday-turtle").has_hidden_information({"tables_2p": "check+floral"}) is True
    assert get_game("arturo").has_hidden_information({}) is True


def test_turtle_butt_hides_hands_only_in_the_liars_game() -> None:
    """Turtle Butt: the basic and rococo games deal face up; the liar's game keeps hands secret."""
    game = get_game("turtle-butt")
    assert game.has_hidden_information({"variant": "liars"}) is True
    assert game.has_hidden_information({"variant": "basic"}) is False
    assert game.has_hidden_information({"variant": "rococo"}) is False


@pytest.mark.parametrize(("variant", "private"), [("basic", False), ("liars", True)])
def test_hot_seat_privacy_screen_only_when_the_variant_has_secrets(qtbot: Any, settings: Any, variant: str,
                                                                 private: bool) -> None:
    window = MainWindow(settings)
    qtbot.addWidget(window)
    players = [Player("Ana"), Player("Ben")]
    window.start_game(Record("turtle-butt", players, 3, {"variant": variant}), [])
    assert window.controller is not None
    assert window.controller.hidden_information is private
    assert window.page.privacy.isVisibleTo(window) is private


# --- 3. an eighth seat colour ------------------------------------------------------------------


def test_twelve_seat_colours_each_with_its_own_shape() -> None:
    """The liar's game seats twelve: the eight Okabe–Ito colours and four more, no two sharing a shape."""
    assert len(theme.SEAT_COLOURS) == 12
    assert theme.SEAT_COLOURS[7].hex == "#000000"
    assert len({c.shape for c in theme.SEAT_COLOURS}) == 12 and len({c.name for c in theme.SEAT_COLOURS}) == 12
    for colour in theme.SEAT_COLOURS:  # every shape is drawn, none falls back to another's
        box = theme.shape_path(colour.shape, QPointF(0, 0), 10).boundingRect()
        assert 10 < box.width() < 24 and 10 < box.height() < 24
    path = theme.shape_path("heart", QPointF(0, 0), 10)
    box = path.boundingRect()
    assert 14 < box.width() < 24 and 14 < box.height() < 24


def test_black_badge_shows_its_white_shape(qapp: Any) -> None:
    pixmap = QPixmap(40, 40)
    pixmap.fill(QColor("white"))
    p = QPainter(pixmap)
    theme.draw_seat_badge(p, QPointF(20, 20), 18, theme.colour_by_name("black"))
    p.end()
    image = pixmap.toImage()
    assert image.pixelColor(20, 20).lightness() > 200  # the white heart in the middle
    assert image.pixelColor(20, 34).lightness() < 60  # the black disc around it


# --- 7. private echoes that reveal nothing can be undone ----------------------------------------


def _arturo_controller(settings: Any, second: str = "normal") -> GameController:
    setup = {"plans": [ARTURO_PLAN, ARTURO_PLAN[::-1]], "preparation": ARTURO_ROW}
    record = Record("arturo", [Player("Ana"), Player("Ben", second)], 5, {}, setup=setup)
    return GameController(record, settings, saves.AutoSave())


def test_arturo_preparation_card_can_be_undone(qtbot: Any, settings: Any) -> None:
    """2. Take a Preparation Card: the new Family Plan is told only to its owner, who knew it already."""
    controller = _arturo_controller(settings)
    controller.start()
    before = controller.state.to_dict()
    action = controller.state.game.parse_action("prep that-s-my-place swap 1-2")
    assert controller.submit(action) is None
    plan = [e for e in controller.events[-1] if e.is_a(PlanChanged)]
    assert plan and plan[0].visible_to == {0} and not plan[0].reveals
    assert controller.can_undo()
    assert controller.undo()
    assert controller.state.to_dict() == before and controller.record.actions == []
    controller.stop()


def test_undo_stops_where_an_event_reveals_something(qtbot: Any, settings: Any) -> None:
    """Among people, taking the top card of a Party deck turns the next one up: that cannot be taken back."""
    controller = _arturo_controller(settings, "human")
    controller.start()
    controller.privacy_done()
    activate = next(a for a in controller.legal_actions() if str(a).startswith("activate"))
    assert controller.submit(activate) is None
    assert any(e.reveals for e in controller.events[-1])
    assert not controller.can_undo()
    controller.stop()


# --- 6. the end screen -------------------------------------------------------------------------


def test_part_group_joins_labels_that_differ_only_in_their_details() -> None:
    assert part_group("1st: Papa (3 festoons)") == part_group("1st: Nonna (1 cake)") == "1st"
    assert part_group("Celebration cards ×2") == "Celebration cards ×2"
    assert part_group("Hand 2") == "Hand 2"


def _arturo_like_result(players: int) -> Result:
    members = ["Papa", "Mamma", "Arturo", "Nonna", "Tut", "Mentegatto", "Stein"]
    breakdown = []
    for s in range(players):
        parts: list[tuple[str, float]] = [
            (f"{o}: {members[(s + i) % 7]} ({s + i} festoons, {i} cakes, 2 balloons)", 4 + s + i)
            for i, o in enumerate(("1st", "2nd", "3rd"))]
        parts += [(f"7th: {members[s]} (1 cake)", -2), ("1st-position bonus", 5), ("2nd-position bonus", 3),
                  ("last-position penalty", -3), ("Stopwatch", 2)]
        breakdown.append(parts)
    scores = [sum(v for _, v in parts) for parts in breakdown]
    return Result.ranked([(x,) for x in scores], scores, breakdown)


def test_score_bars_legend_stays_short_and_inside_the_screen(qtbot: Any, settings: Any) -> None:
    bars = ScoreBars()
    qtbot.addWidget(bars)
    result = _arturo_like_result(5)
    bars.set_result(result, [f"Player {i}" for i in range(5)], list(theme.SEAT_COLOURS[:5]))
    # parts that add points get a colour; the 7th place and the penalty take points away (one hatched entry)
    assert bars.groups() == ["1st", "2nd", "3rd", "1st-position bonus", "2nd-position bonus", "Stopwatch"]
    assert bars.has_losses()
    for width in (700, 1100, 1700):
        lines = bars.legend_lines(width)
        assert [label for line in lines for label, _ in line][-1] == "points taken away"
        assert sum(len(line) for line in lines) == 7
        metrics = QFontMetricsF(theme.text_font(15))
        for line in lines:
            assert sum(34 + metrics.horizontalAdvance(label) for label, _ in line) <= width - 40 or len(line) == 1
    # the row of words under each bar wraps instead of running off the right edge
    assert bars.layout_height(700) > bars.layout_height(1700)


def test_look_at_the_table_uncovers_the_table_and_the_results_come_back(qtbot: Any, settings: Any,
                                                                        toy_registered: None) -> None:
    window = shown_window(qtbot, settings, None)
    record = Record("toy-high-card", [Player(f"P{i}", "random") for i in range(3)], 2)
    window.start_game(record, [])
    end = window.page.end
    qtbot.waitUntil(end.isVisible, timeout=10_000)
    assert end.look_button.text() == "Look at the table"
    assert not window.panel.hint.isEnabled() and not window.act_hint.isEnabled()  # nothing left to hint at
    end.look_button.click()
    assert not end.isVisible() and window.page.results_button.isVisible()
    window.page.results_button.click()
    assert end.isVisible() and not window.page.results_button.isVisible()
    # and by keys: Esc on the end screen shows the table, Esc on the table the results again (the corner's
    # button takes no focus, so the keyboard stays on the table)
    window.activateWindow()
    qtbot.waitActive(window)
    button = next(b for b in end.buttons if b.isVisible() and b.isEnabled())
    button.setFocus()
    qtbot.waitUntil(button.hasFocus)
    QTest.keyClick(button, Qt.Key.Key_Escape)
    assert not end.isVisible() and window.page.results_button.isVisible()
    # the keyboard is on the table, not on the hidden screen's button, where Enter pressed it unseen
    assert window.focusWidget() is window.page.view
    QTest.keyClick(window.focusWidget(), Qt.Key.Key_Return)
    assert window.stack.currentIndex() != 0 and not end.isVisible()
    QTest.keyClick(window.focusWidget(), Qt.Key.Key_Escape)
    assert end.isVisible() and not window.page.results_button.isVisible()
    window.show_lobby()
    assert not window.page.results_button.isVisible()


# --- 2. the lobby's new-game panel ------------------------------------------------------------


def _turtle_butt_lobby(qtbot: Any, settings: Any) -> Any:
    window = shown_window(qtbot, settings, (1920, 1080))
    lobby = window.lobby
    lobby.choose(next(b for b in lobby.cover_buttons if b.cover.package == "turtle_butt"))
    return window, lobby


def test_choosing_a_game_opens_no_window_of_its_own_and_keeps_the_focus(qtbot: Any, settings: Any) -> None:
    """An option's explanation was shown before the lobby gave it a place: for a moment it was a window of its
    own (a flash on the desktop), and the lobby lost the keyboard focus."""
    window = shown_window(qtbot, settings, (1920, 1080))
    window.activateWindow()
    qtbot.waitUntil(lambda: window.lobby.settled)
    before = {w for w in QApplication.topLevelWidgets() if w.isVisible()}
    opened: list[str] = []
    watcher = _ShownWindows(opened)
    QApplication.instance().installEventFilter(watcher)
    try:
        _, lobby = window, window.lobby
        lobby.choose(next(b for b in lobby.cover_buttons if b.cover.package == "turtle_butt"))
    finally:
        QApplication.instance().removeEventFilter(watcher)
    assert opened == []
    assert {w for w in QApplication.topLevelWidgets() if w.isVisible()} == before
    variant = next(f for f in lobby.option_fields if f.option.key == "variant")
    assert variant.help.isVisible() and not variant.help.isWindow()


def test_enter_presses_the_focused_button_as_space_does(qtbot: Any, settings: Any) -> None:
    """Outside a dialog a Qt button answers only Space; a keyboard player presses Enter on "Start the game"."""
    from PySide6.QtTest import QTest

    window = shown_window(qtbot, settings, (1280, 720))
    qtbot.waitUntil(lambda: window.lobby.settled)
    start = window.lobby.start_button
    start.setFocus()
    QTest.keyClick(start, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.controller is not None and window.on_table_page(), timeout=5000)


def ring_pixels(widget: QWidget, rect: Any = None) -> int:
    """How many pixels across the middle of `widget` (or of `rect` in it) are the table's blue focus ring."""
    image = widget.grab(rect).toImage() if rect is not None else widget.grab().toImage()
    return sum(1 for x in range(image.width()) if QColor(image.pixel(x, image.height() // 2)) == theme.FOCUS_RING)


def rings_when_focused(qtbot: Any, *widgets: QWidget) -> None:
    """Each of `widgets` wears no ring, then the blue ring once it has the keyboard's focus."""
    for widget in widgets:
        assert ring_pixels(widget) == 0, widget
        widget.window().activateWindow()
        widget.setFocus(Qt.FocusReason.TabFocusReason)
        qtbot.waitUntil(widget.hasFocus)
        assert ring_pixels(widget) >= 2, widget


def test_the_lobbys_buttons_show_the_keyboards_focus(qtbot: Any, settings: Any) -> None:
    """The lobby's style drew its buttons without Qt's focus frame: a keyboard player could not tell which one
    Enter would press. Focused, each wears the table's blue focus ring."""
    window = shown_window(qtbot, settings, (1280, 720))
    qtbot.waitUntil(lambda: window.lobby.settled)
    window.activateWindow()
    lobby = window.lobby
    assert window.focusWidget() is lobby.start_button  # where the lobby opens
    lobby.cover_buttons[0].setFocus()
    qtbot.waitUntil(lambda: not lobby.start_button.hasFocus())
    rings_when_focused(qtbot, lobby.start_button, lobby.host_button, lobby.lesson_button)
    # the fields wore a gold edge at 1.8:1 against the cream: the blue ring, as everywhere else
    rings_when_focused(qtbot, lobby.seat_rows[0].name, lobby.seat_rows[0].colour)


def test_the_green_buttons_and_the_lessons_way_out_show_the_keyboards_focus(qtbot: Any, settings: Any,
                                                                            toy_registered: None) -> None:
    """Play again (where the end screen opens), the lesson's Next and its Leave the lesson showed no focus: the
    green ones only went a shade lighter, and the way out's own style hid the ring."""
    from tests.desktop.helpers import lesson_in

    window, _controller, driver = lesson_in(qtbot, settings, "birthday-turtle")
    qtbot.waitUntil(lambda: driver.showing == 0 and driver.card.next_button.isVisible())
    window.page.view.setFocus()
    rings_when_focused(qtbot, driver.card.next_button, driver.card.leave_button)
    window.start_game(Record("toy-high-card", [Player("P0", "random"), Player("P1", "random")], 2), [])
    end = window.page.end
    qtbot.waitUntil(end.isVisible, timeout=10_000)
    window.page.view.setFocus()
    rings_when_focused(qtbot, end.again_button)


def test_the_cream_buttons_and_the_rules_list_show_the_keyboards_focus(qtbot: Any, settings: Any) -> None:
    """ART.md asks for a focus to see: the offer to resume, the lobby's links, the Close of the statistics and of
    the rules looked the same focused or not, and the rules' list showed its focus only as a faint dotted frame
    round its row."""
    from PySide6.QtWidgets import QPushButton

    window = shown_window(qtbot, settings, (1280, 720))
    qtbot.waitUntil(lambda: window.lobby.settled)
    window.start_game(*window.lobby.build_record())
    window.show_lobby()  # with the offer to resume the game, the keyboard's first stop in the lobby
    window.lobby.cover_buttons[0].setFocus()
    rings_when_focused(qtbot, window.resume_bar, window.lobby_links.reviews, window.lobby_links.statistics)
    window.show_statistics()
    stats = window.stats_window
    qtbot.waitExposed(stats)
    close = next(b for b in stats.findChildren(QPushButton) if b.text() == "Close")
    rings_when_focused(qtbot, close)
    stats.close()
    window.show_rules("turtle-butt")
    rules = window.rules_dialog
    qtbot.waitExposed(rules)
    rings_when_focused(qtbot, rules.close_button)
    pages = rules.pages
    row = pages.visualItemRect(pages.currentItem())
    assert ring_pixels(pages.viewport(), row) == 0
    pages.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(pages.hasFocus)
    assert ring_pixels(pages.viewport(), row) >= 2  # the row the arrows move, ringed


class _ShownWindows(QObject):
    """Notes every window that is shown while it listens."""

    def __init__(self, opened: list[str]) -> None:
        super().__init__()
        self.opened = opened

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show and isinstance(watched, QWidget) and watched.isWindow():
            self.opened.append(type(watched).__name__)
        return False


def test_lobby_menus_use_the_choice_labels_and_explain_the_chosen_variant(qtbot: Any, settings: Any) -> None:
    _, lobby = _turtle_butt_lobby(qtbot, settings)
    variant = next(f for f in lobby.option_fields if f.option.key == "variant")
    box = variant.widget
    assert [box.itemText(i) for i in range(box.count())] == ["Basic game", "Rococo game", "Liar's game"]
    box.setCurrentIndex(box.findData("liars"))
    assert variant.help.isVisible() and variant.help.text().startswith("One hidden hand")
    assert "scoring round" not in variant.help.text()
    box.setCurrentIndex(box.findData("rococo"))
    assert variant.help.text() == "Only the best hand plays a scoring round."


def test_lobby_shows_the_pawn_warning_in_plain_sight_when_the_pawns_are_on(qtbot: Any, settings: Any) -> None:
    """Turtle Butt, the extended deck: the rulebook advises against the Pawns; the lobby says so visibly."""
    _, lobby = _turtle_butt_lobby(qtbot, settings)
    pawns = next(f for f in lobby.option_fields if f.option.key == "pawns")
    assert not pawns.help.isVisible()
    pawns.widget.setChecked(True)
    assert pawns.help.isVisible() and "Not recommended" in pawns.help.text()
    pawns.widget.setChecked(False)
    assert not pawns.help.isVisible()


def test_lobby_player_range_follows_the_variant_up_to_twelve_seats(qtbot: Any, settings: Any) -> None:
    """Turtle Butt: 2-6 players, the liar's game 2-12 (issue 22); a smaller range pulls the count back in."""
    _, lobby = _turtle_butt_lobby(qtbot, settings)
    variant = next(f for f in lobby.option_fields if f.option.key == "variant").widget
    assert (lobby.count.minimum(), lobby.count.maximum()) == (2, 6)
    variant.setCurrentIndex(variant.findData("liars"))
    assert (lobby.count.minimum(), lobby.count.maximum()) == (2, 12)
    lobby.count.buttons[12].click()
    assert lobby.count.value() == 12
    assert sum(row.isVisibleTo(lobby) for row in lobby.seat_rows) == 12
    record, colours = lobby.build_record()
    assert len(record.players) == 12 and len(set(colours)) == 12 and record.options["variant"] == "liars"
    assert len({r.name.text() for r in lobby.seat_rows}) == 12
    variant.setCurrentIndex(variant.findData("basic"))
    assert lobby.count.value() == 6 and not lobby.count.buttons[7].isVisibleTo(lobby)
    assert sum(row.isVisibleTo(lobby) for row in lobby.seat_rows) == 6


def test_lobby_panel_fits_a_1920_by_1080_window_and_keeps_the_covers_in_view(qtbot: Any, settings: Any) -> None:
    _, lobby = _turtle_butt_lobby(qtbot, settings)
    variant = next(f for f in lobby.option_fields if f.option.key == "variant").widget
    variant.setCurrentIndex(variant.findData("liars"))
    lobby.count.setValue(12)
    qtbot.waitUntil(lambda: lobby.panel.geometry().bottom() > 0)
    bottom = lobby.panel.mapTo(lobby, lobby.panel.rect().bottomLeft()).y()
    assert bottom <= lobby.height(), "the panel must not need scrolling at 1920x1080"
    assert lobby.panel.width() <= PANEL_WIDTH  # compact, not stretched across the screen
    # the colour menu shows the seat's badge (colour and shape) as its icon
    assert not lobby.seat_rows[0].colour.itemIcon(0).isNull()


# --- 8. small windows ----------------------------------------------------------------------------


def test_narrow_window_puts_the_side_panel_in_a_drawer_over_the_table(qtbot: Any, settings: Any,
                                                                    toy_registered: None) -> None:
    """Issue 18: below 1500 px the panel would squeeze the table; it becomes a drawer that opens over the
    table's edge (the table keeps its size), and whose turn it is stays in sight in the menu bar."""
    window = shown_window(qtbot, settings, (1920, 1080))
    window.start_game(Record("toy-high-card", [Player("Ana"), Player("Bot", "random")], 2), [])
    qtbot.waitUntil(lambda: window.controller is not None and window.controller.idle)
    assert window.panel.isVisible() and not window.panel_button.isVisible() and not window.holder.drawer
    assert window.panel.width() <= 300  # narrower than it used to be
    window.resize(1280, 720)
    qtbot.waitUntil(lambda: window.panel.isHidden())
    assert window.holder.drawer and window.panel_button.isVisible() and not window.act_panel.isChecked()
    assert window.corner_bar.status.isVisible() and window.corner_bar.status.text() == "Your move, Ana"
    QApplication.processEvents()
    scale = window.page.view.transform().m11()
    window.panel_button.click()  # the drawer opens over the table, which keeps its size
    assert window.panel.isVisible() and window.panel_button.isVisible() and "Hide" in window.panel_button.text()
    assert window.panel.geometry().right() == window.holder.rect().right()
    assert window.page.width() == window.holder.width()
    QApplication.processEvents()
    assert window.page.view.transform().m11() == scale
    window.resize(1300, 730)
    assert window.panel.isVisible()  # their choice stands while the window stays narrow
    window.toggle_panel()
    assert window.panel.isHidden()
    window.resize(1920, 1080)
    assert window.panel.isVisible() and not window.holder.drawer  # beside the table again
    window.toggle_panel()
    assert window.panel.isHidden() and window.panel_button.isVisible()  # folded by the player: it stays folded
    window.resize(1600, 900)
    assert window.panel.isHidden()
    window.toggle_panel()
    window.show_lobby()
    window.resize(1280, 720)
    assert not window.panel_button.isVisible() and not window.corner_bar.status.isVisible()  # only a game offers it


def test_an_opened_drawer_takes_the_keyboard_and_esc_gives_it_back(qtbot: Any, settings: Any,
                                                                    toy_registered: None) -> None:
    """At 1280×720 Tab never reached the drawer: it steps aside whenever the ring goes under it. Opening it
    with Ctrl+L now puts the keyboard in it, Tab walks its lists and buttons, and Esc (or Ctrl+L again)
    closes it and hands the keyboard back to the table."""
    window = shown_window(qtbot, settings, (1280, 720))
    window.start_game(Record("toy-high-card", [Player("Ana"), Player("Bot", "random")], 2), [])
    qtbot.waitUntil(lambda: window.controller is not None and window.controller.idle)
    view = window.page.view
    window.activateWindow()  # a shortcut acts in the active window (under an X server, too)
    qtbot.waitActive(window)
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    assert window.holder.drawer and window.panel.isHidden()
    QTest.keyClick(view, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert window.panel.isVisible() and window.focusWidget() is window.panel.scores
    QTest.keyClick(window.focusWidget(), Qt.Key.Key_Tab)
    assert window.focusWidget() is window.panel.log
    QTest.keyClick(window.focusWidget(), Qt.Key.Key_Escape)
    assert window.panel.isHidden() and window.focusWidget() is view
    QTest.keyClick(view, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert window.focusWidget() is window.panel.scores
    QTest.keyClick(window.focusWidget(), Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert window.panel.isHidden() and window.focusWidget() is view


# --- 9. pictures in the in-app rules ------------------------------------------------------------


@pytest.mark.parametrize("page", ["birthday-turtle", "turtle-butt", "arturo"])
def test_every_declared_rules_picture_is_drawn_by_the_tables_painters(qapp: Any, settings: Any, page: str) -> None:
    import resources
    from desktop.screens import rules_help

    rules_help.load_pictures(page)
    markdown = resources.rules_text(page)
    for component_id in resources.component_ids(markdown):
        assert rules_help.drawable(component_id), component_id
        image = rules_help.picture(component_id)
        samples = [image.pixelColor(x, y) for x in range(0, image.width(), 3) for y in range(0, image.height(), 3)]
        painted = sum(c.alpha() > 0 for c in samples)
        assert painted > len(samples) * 0.05, f"{component_id} looks blank"
    assert resources.image_refs(rules_help.drawable_markdown(markdown)) == resources.image_refs(markdown)


def test_a_picture_nobody_can_draw_is_left_out_instead_of_a_broken_icon(qapp: Any, settings: Any) -> None:
    from desktop.screens import rules_help

    text = "Before.\n\n![A mystery](component:no-such-piece)\n\nAfter ![x](component:turtle-returns-card)."
    rules_help.load_pictures("birthday-turtle")
    cleaned = rules_help.drawable_markdown(text)
    assert "no-such-piece" not in cleaned and "Before." in cleaned and "After" in cleaned
    assert "component:turtle-returns-card" in cleaned


@pytest.mark.parametrize("page", ["birthday-turtle", "day-at-the-park", "turtle-butt", "arturo", "about"])
def test_rules_pages_show_only_pictures_that_load(qtbot: Any, settings: Any, page: str) -> None:
    from PySide6.QtGui import QTextDocument, QTextImageFormat

    from desktop.screens.rules_help import RulesDialog

    dialog = RulesDialog(None, page)
    qtbot.addWidget(dialog)
    document = dialog.browser.document()
    names = []
    block = document.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fmt = it.fragment().charFormat()
            if fmt.isImageFormat():
                names.append(QTextImageFormat(fmt).name())
            it += 1
        block = block.next()
    for name in names:
        image = dialog.browser.loadResource(int(QTextDocument.ResourceType.ImageResource.value), name)
        assert not image.isNull(), name
    assert document.toPlainText().strip()
    assert "component:" not in document.toPlainText()


# --- 10. the shell around the table ------------------------------------------------------------


def test_settings_menus_tick_exactly_the_choice_in_force(qtbot: Any, settings: Any) -> None:
    window = MainWindow(settings)
    qtbot.addWidget(window)
    prefs = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Settings")
    menus = {a.text(): a.menu() for a in prefs.actions() if a.menu() is not None}
    pause = menus["Pause between bot moves"]
    assert [a.text() for a in pause.actions() if a.isChecked()] == ["None"]  # the tests' setting is 0 ms
    long = next(a for a in pause.actions() if a.text() == "Long")
    long.trigger()
    assert settings.get("bot_delay_ms") == 1500
    assert [a.text() for a in pause.actions() if a.isChecked()] == ["Long"]
    speed = menus["Animation speed"]
    assert [a.text() for a in speed.actions() if a.isChecked()] == ["Off"]


def test_the_game_menus_table_actions_are_offered_only_on_a_table(qtbot: Any, settings: Any) -> None:
    """In the lobby there is no game to undo, hint, save or zoom: those entries are greyed, not silent; a game
    on screen offers them (Undo once there is a move to take back), and the lobby greys them again."""
    window = shown_window(qtbot, settings)
    qtbot.waitUntil(lambda: window.lobby.settled)

    def offered() -> dict[str, bool]:
        return {a.text(): a.isEnabled() for a in (window.act_save, window.act_undo, window.act_hint,
                                                  *window.menus.table_actions)}

    assert not any(offered().values()), offered()
    window.start_game(Record("turtle-butt", [Player("Ana"), Player("Bot", "normal")], 5, {}), [])
    qtbot.waitUntil(lambda: window.controller is not None and window.controller.idle)
    on_table = offered()
    assert on_table.pop("&Undo") is False and all(on_table.values()), on_table  # nothing to take back yet
    window.show_lobby()
    assert not any(offered().values()), offered()


def test_log_lines_are_never_cut_off(qtbot: Any, settings: Any, toy_registered: None) -> None:
    window = shown_window(qtbot, settings, (1920, 1080))
    window.start_game(Record("toy-high-card", [Player(f"P{i}", "random") for i in range(3)], 2), [])
    qtbot.waitUntil(window.page.end.isVisible, timeout=10_000)
    log = window.panel.log
    assert log.count() >= 6
    log.addItem("A deliberately long sentence about many cards moving from the deck to the table and back "
                "again, so that it must wrap over several lines of the narrow side panel")
    log.doItemsLayout()
    width = log.viewport().width()
    for i in range(log.count()):
        item = log.item(i)
        needed = QFontMetricsF(log.font()).boundingRect(QRectF(0, 0, width - 12, 10_000),
                                                        int(Qt.TextFlag.TextWordWrap), item.text()).height()
        assert log.visualItemRect(item).height() >= needed, item.text()
    assert window.windowTitle() == f"{get_game('toy-high-card').name} — Party Table"
    window.show_lobby()
    assert window.windowTitle() == "Party Table"


# --- 4. the self-test plays every variant ------------------------------------------------------


def test_selftest_plays_each_choice_of_the_first_menu_option() -> None:
    from desktop.devtools.selftest import variants
    from rules.core import get_game

    assert variants(get_game("turtle-butt")) == [("", {"variant": "basic"}), ("rococo", {"variant": "rococo"}),
                                                 ("liars", {"variant": "liars"})]
    assert variants(get_game("arturo")) == [("", {})]


def test_a_button_too_narrow_for_its_words_cuts_them_and_keeps_them_whole_in_its_tooltip(qtbot: Any) -> None:
    """A kept table's long name ("Rejoin Arturo: un compleanno da paura at table …") in a narrow dialog:
    the button shows as much as fits with "…" instead of spilling past both edges; widened, it shows all."""
    from desktop.widgets.elided_button import ElidedButton

    text = "Rejoin Arturo: un compleanno da paura at table MAWMJM (with Ana, Ben, Chiara)"
    button = ElidedButton(text)
    qtbot.addWidget(button)
    button.show()
    button.resize(300, 40)
    assert button.text().endswith("…") and text.startswith(button.text()[:-1])
    assert button.fontMetrics().horizontalAdvance(button.text()) <= 300
    assert button.toolTip() == text and button.accessibleName() == text
    button.resize(button.fontMetrics().horizontalAdvance(text) + 60, 40)
    assert button.text() == text and button.toolTip() == ""


def test_a_wrapping_button_puts_a_long_name_on_two_lines_before_cutting_it(qtbot: Any) -> None:
    """The host's "Give Bartholomew Wolf the seat b…" in the side panel: what the button does was cut. A
    button that may wrap shows every word on two lines, taller; only what two lines cannot hold is cut."""
    from desktop.widgets.elided_button import ElidedButton

    text = "Give Bartholomew Wolf the seat back"
    button = ElidedButton(text, wrap=True)
    qtbot.addWidget(button)
    button.show()
    button.resize(200, 40)
    assert "\n" in button.text() and button.text().replace("\n", " ") == text
    assert all(button.fontMetrics().horizontalAdvance(line) <= 200 for line in button.text().split("\n"))
    assert button.sizeHint().height() >= 2 * button.fontMetrics().lineSpacing() and button.toolTip() == ""
    button.resize(60, 40)
    assert button.text().endswith("…") and button.toolTip() == text
    button.resize(button.fontMetrics().horizontalAdvance(text) + 60, 40)
    assert button.text() == text


def test_a_window_opens_no_larger_than_the_free_area_of_its_screen(qtbot: Any) -> None:
    """The main window is drawn for 1440×860; on a 1366×768 laptop less a 40-pixel panel it would open
    partly off the screen, so it opens within the free area, centred there. On a large screen it keeps its
    size."""
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QWidget

    from desktop.widgets.sizing import fit_on_screen

    window = QWidget()
    qtbot.addWidget(window)
    laptop = QRect(0, 40, 1366, 728)
    fit_on_screen(window, 1440, 860, free=laptop, centre=True)
    assert laptop.contains(window.geometry())
    assert abs(window.geometry().center().x() - laptop.center().x()) <= 1
    fit_on_screen(window, 1440, 860, free=QRect(0, 0, 2560, 1400))
    assert (window.width(), window.height()) == (1440, 860)


def test_the_window_opens_where_it_was_left_and_a_damaged_kept_place_is_ignored(qtbot: Any, settings: Any) -> None:
    """Closed at 760×600, the window opens at that size next time; a kept value that is not a window's
    geometry (a hand-edited preferences file) is ignored, and the window keeps the size it was made with."""
    first = MainWindow(settings)
    qtbot.addWidget(first)
    first.keeps_geometry = True  # the launcher's window (a self-test's window leaves the preferences alone)
    first.resize(760, 600)  # within the test screen (restoring keeps a window on its screen)
    first.show()
    first.close()
    again = MainWindow(settings)
    qtbot.addWidget(again)
    assert again.restore_geometry()
    assert (again.width(), again.height()) == (760, 600)
    kept = settings.get("window_geometry")
    again.resize(500, 400)
    again.close()  # not the launcher's window: the preferences keep the first window's place
    assert settings.get("window_geometry") == kept
    for damaged in ("not base64 at all!", "QUJD", "x" * 10_000):
        settings.set("window_geometry", damaged)
        other = MainWindow(settings)
        qtbot.addWidget(other)
        made = other.size()
        assert not other.restore_geometry()
        assert other.size() == made


def test_turning_the_colour_blind_marks_off_redraws_the_table_at_once(qtbot: Any, settings: Any) -> None:
    window = shown_window(qtbot, settings)
    window.start_game(Record("birthday-turtle", [Player("Ana"), Player("Bot", "random")], seed=3), [])
    with qtbot.waitSignal(window.controller.rebuilt, timeout=2_000):
        settings.set("colour_blind_marks", not settings.get("colour_blind_marks"))


def test_birthday_turtles_tables_for_two_show_only_with_two_players(qtbot: Any, settings: Any) -> None:
    """Setup: two players choose which two tables they use (the rulings' option); with three or four every table is
    in play, and the lobby no longer offers a choice that would change nothing."""
    window = shown_window(qtbot, settings, (1920, 1080))
    lobby = window.lobby
    lobby.choose(next(b for b in lobby.cover_buttons if b.game is not None and b.game.id == "birthday-turtle"))
    tables = next(f for f in lobby.option_fields if f.option.key == "tables_2p")
    lobby.count.setValue(2)
    assert tables.box.isVisibleTo(lobby) and not lobby.options_widget.none.isVisibleTo(lobby)
    lobby.count.setValue(3)
    assert not tables.box.isVisibleTo(lobby)
    assert lobby.options_widget.none.isVisibleTo(lobby)
    assert lobby.options_widget.none.text() == "No options with 3 players."
    lobby.choose(next(b for b in lobby.cover_buttons if b.game is not None and b.game.id == "arturo"))
    assert lobby.options_widget.none.text() == "This game has no options."


def test_the_about_page_says_which_version_this_is(qapp: Any) -> None:
    """Help › About named no version: it says the one pyproject.toml gives, under the page's title, in the
    app's language."""
    import tomllib
    from pathlib import Path

    from desktop import __version__
    from desktop.screens.rules_help import rules_text

    project = tomllib.loads((Path(__file__).parents[2] / "pyproject.toml").read_text(encoding="utf-8"))
    assert __version__ == project["project"]["version"]
    lines = rules_text("about", "en").splitlines()
    title = next(i for i, line in enumerate(lines) if line.startswith("# "))
    assert lines[title + 2] == f"*Version {__version__}*"
    assert f"*Versione {__version__}*" in rules_text("about", "it")
