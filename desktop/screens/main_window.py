"""The main window: the lobby, the table page and the review page, with the menus over them.

The lobby is the first page and the only one built before it is shown: the table page
(screens/table_page.py), the review page and the modules behind them are built the first time
they are needed, or once the lobby has been painted, so the app opens quickly.
"""

from __future__ import annotations

import contextlib
import json
import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import QApplication, QMainWindow, QPushButton, QStackedWidget, QWidget

from desktop.games import has_table, table_class
from desktop.screens.game_picker import CoverButton
from desktop.screens.lobby_page import LobbyPage
from desktop.screens.panel_keeper import PanelKeeper
from desktop.screens.record_files import RecordFiles
from desktop.screens.stats_window import LobbyLinks, StatsKeeper
from desktop.screens.window_menus import CornerBar, WindowMenus
from desktop.startup import i18n
from desktop.storage import saves
from desktop.storage.files import FileProblem
from desktop.storage.paths import log_path
from desktop.storage.settings import Settings
from desktop.table import guard, theme
from desktop.table.guard import Guarded
from desktop.table.text import shown
from desktop.widgets.messages import Icon, ask, message_box, tell
from desktop.widgets.plain import printable
from rules.core import Record, Result, RulesError, get_game

if TYPE_CHECKING:
    from desktop.controller import GameController
    from desktop.network.bridge import Answer, NetBridge, Picture
    from desktop.network.seat import RemoteController
    from desktop.screens.network_dialogs import NetworkDialog
    from desktop.screens.review_page import ReviewPage
    from desktop.screens.table_page import SidePanel, TableHolder, TablePage
    from desktop.table.base import GameTable

log = logging.getLogger(__name__)

#: The stack's pages, in order.
LOBBY, TABLE, REVIEW = 0, 1, 2
#: The line under the table in the side panel's colours.
STATUS_STYLE = "QStatusBar { background: #f7efe4; color: #3b2f2a; border-top: 1px solid #e2cdb5; }"


class MainWindow(Guarded, QMainWindow):
    """Lobby → table → end screen; menus for saves, settings and help."""

    def __init__(self, settings: Settings | None = None) -> None:
        super().__init__()
        self.settings = settings or Settings()
        self.setWindowTitle(self.tr("Party Table"))
        self.resize(1440, 860)
        # built top down, each page in its place at once: moving a styled tree of widgets restyles all of it
        self.stack = QStackedWidget(self)
        self.setCentralWidget(self.stack)
        self.lobby_page = LobbyPage(self.stack)
        self.lobby = self.lobby_page.lobby
        self.lobby.start_requested.connect(self.start_game)
        self.lobby.lesson_requested.connect(self.start_lesson)
        self.lobby.host_requested.connect(self.host_table)
        self.lobby.join_requested.connect(self.join_table)
        self.resume_bar, self.resume_note = self.lobby_page.resume_bar, self.lobby_page.resume_note
        self.resume_bar.clicked.connect(self._resume_offered)
        self.stats = StatsKeeper(self)  # adds every finished game to the statistics
        self.files = RecordFiles(self)  # saving, opening and reviewing game records
        self.lobby_links = LobbyLinks()
        self.lobby_links.statistics_requested.connect(self.show_statistics)
        self.lobby_links.review_requested.connect(self.files.review_path)
        self.lobby.set_corner(self.lobby_links)
        self.stack.addWidget(self.lobby_page)
        # the table and the review pages take their places when first needed (see `holder`, `review_page`)
        self.stack.addWidget(QWidget())
        self.stack.addWidget(QWidget())
        self._holder: TableHolder | None = None
        self._review_page: ReviewPage | None = None
        self._before_review = LOBBY  # the page a closed review goes back to
        self.controller: GameController | None = None
        self.table: GameTable | None = None
        self.colours: list[str] = []
        self._offer: saves.Unfinished | None = None
        #: (seat, actions on record) of the hint on the table: it goes once that seat has moved
        self._hint_for: tuple[int, int] | None = None
        self.corner_bar = CornerBar()
        self.panel_button = self.corner_bar.panel_button
        self.panel_button.clicked.connect(self.toggle_panel)
        self.menuBar().setCornerWidget(self.corner_bar, Qt.Corner.TopRightCorner)
        self.side = PanelKeeper(self)  # the panel, the corner and the game actions, for the seat on screen
        self.stack.currentChanged.connect(lambda _: self.side.refresh_corner())
        # The line under the table for short messages is there from the table's first moment, so the table
        # never shrinks when the first one comes; the other pages say things their own way.
        status = self.statusBar()
        status.setStyleSheet(STATUS_STYLE)
        status.setFont(theme.text_font(13))
        status.hide()
        self.stack.currentChanged.connect(lambda index: status.setVisible(index == TABLE))
        self.menus = WindowMenus(self)
        self.act_new, self.act_save, self.act_panel = self.menus.act_new, self.menus.act_save, self.menus.act_panel
        self.act_undo, self.act_hint, self.act_rules = self.menus.act_undo, self.menus.act_hint, self.menus.act_rules
        self.side.refresh_actions()
        self.stack.currentChanged.connect(lambda _: self.side.refresh_actions())
        self.stack.currentChanged.connect(self._page_shown)
        self.lobby.take_focus()
        self.stats.note.connect(lambda problem: self.lobby_page.show_problems([problem], "statistics"))
        self.stats.follow_lobby(self.lobby)
        self._repairing = False
        guard.set_handler(self._caught)
        self.check_unfinished()
        self.lobby.installEventFilter(self)  # its first paint: then the rest is built (`eventFilter`)
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self)  # Enter presses this window's focused button (`eventFilter`)

    # --- the pages built after the lobby ------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.lobby and event.type() == QEvent.Type.Paint:
            self.lobby.removeEventFilter(self)
            QTimer.singleShot(0, self, self._build_the_rest)  # once this paint is on screen
        elif (event.type() == QEvent.Type.KeyPress and isinstance(watched, QPushButton | CoverButton)
              and watched.window() is self and isinstance(event, QKeyEvent)
              and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and watched.isEnabled()
              and watched.isVisible() and not (isinstance(watched, QPushButton) and watched.autoDefault())):
            # as Space does: outside a dialog a button (or a game's cover) answers only Space by itself; one out of
            # sight is pressed by nobody (the keyboard may rest on it a moment after its screen went away)
            watched.animateClick()
            return True
        return False

    def _build_the_rest(self) -> None:
        """What the lobby does not show, built while the player looks at it: the table page (and its wood), the
        modules a game runs on."""
        import desktop.controller  # noqa: F401  (imported now rather than when the player starts)

        self.holder  # noqa: B018  (built by its first use)

    @property
    def holder(self) -> TableHolder:
        """The table and its side panel (built on first use)."""
        if self._holder is None:
            from desktop.screens.table_page import TableHolder

            holder = self._holder = TableHolder()
            self._set_page(TABLE, holder)
            page = holder.page
            page.privacy.ready.connect(self._privacy_ready)
            page.end.play_again.connect(self.play_again)
            page.end.to_lobby.connect(self.show_lobby)
            page.end.review_requested.connect(self.files.review_finished)
            page.end.covering.connect(lambda covered: self.table.set_covered(covered) if self.table else None)
            page.view.ring_moved.connect(self.side.ring_moved)
            holder.panel.undo.clicked.connect(self.undo)
            holder.panel.hint.clicked.connect(self.hint)
            holder.panel.dismissed.connect(self.side.close_drawer)
            self.corner_bar.add_results(page.results_button)
            self.side.arrange()
        return self._holder

    @property
    def page(self) -> TablePage:
        return self.holder.page

    @property
    def panel(self) -> SidePanel:
        return self.holder.panel

    @property
    def review_page(self) -> ReviewPage:
        """The review of a saved game (built on first use)."""
        if self._review_page is None:
            from desktop.screens.review_page import ReviewPage

            review = self._review_page = ReviewPage(self.settings)
            review.closed.connect(lambda: self.stack.setCurrentIndex(self._before_review))
            self._set_page(REVIEW, review)
        return self._review_page

    def _set_page(self, index: int, page: QWidget) -> None:
        """Put `page` in the stack in place of the empty page that kept its index."""
        placeholder = self.stack.widget(index)
        self.stack.insertWidget(index, page)
        if placeholder is not None:
            self.stack.removeWidget(placeholder)
            placeholder.deleteLater()

    # --- lobby and resume -------------------------------------------------------------

    def check_unfinished(self) -> None:
        """Offer to resume the newest unfinished game; mention damaged autosaves (left as they are)."""
        saves.sweep_temp_files()
        found = saves.unfinished_games()
        good = [u for u in found if u.record is not None and self._has_table(u.record.game)]
        bad = [u.problem for u in found if u.problem is not None]
        if self.settings.problem is not None:
            p = self.settings.problem
            bad.append(FileProblem(p.path, self.tr("%s (preferences are kept for this session only)")
                                   % shown(p.said())))
        self._offer = good[0] if good else None
        self.lobby_page.offer(self._offer.record if self._offer is not None else None)
        self.lobby_page.show_problems(bad)

    @staticmethod
    def _has_table(game_id: str) -> bool:
        """Whether a game of this id can be played here (without importing its table: the window is starting)."""
        try:
            return has_table(get_game(game_id))
        except RulesError:
            return False

    def _resume_offered(self) -> None:
        if self._offer is not None and self._offer.record is not None:
            self.start_game(self._offer.record, [], saves.AutoSave(self._offer.path))

    def show_lobby(self) -> None:
        if not self.may_leave():
            return
        self._stop_game()
        if self._holder is not None:
            self.page.hide_overlays()
        self.setWindowTitle(self.tr("Party Table"))
        self.check_unfinished()
        self.stack.setCurrentIndex(LOBBY)

    def _page_shown(self, index: int) -> None:
        if index == LOBBY:
            self.lobby.take_focus()

    # --- running a game ---------------------------------------------------------------

    def start_lesson(self, game_id: str) -> None:
        """Learn to play: the game's guided first game, in the app's language."""
        from desktop.screens.lesson import LessonController, LessonDriver, load_lesson
        from desktop.screens.lesson_plan import Lesson

        lesson = load_lesson(game_id, i18n.current())
        if not isinstance(lesson, Lesson):
            why = lesson.reason if lesson is not None else self.tr("this game has no lesson yet")
            tell(self, self.tr("Learn to play"), self.tr("The lesson cannot start: %s") % why)
            return
        controller = LessonController(lesson, self.settings, parent=self)
        self.start_game(lesson.record(), [], controller=controller)
        if self.table is not None:
            driver = LessonDriver(self.page, self.page.view, self.table, controller, self.settings)
            driver.card.leave.connect(lambda: self._leave_lesson(game_id))

    def _leave_lesson(self, game_id: str) -> None:
        """The lesson card's "Leave the lesson" (or, at its end, "Start a real game"): the lobby, on its game."""
        self.show_lobby()
        chosen = next((b for b in self.lobby.cover_buttons if b.cover.game_id == game_id), None)
        if chosen is not None and self.stack.currentIndex() == LOBBY:
            self.lobby.choose(chosen)

    def learn(self, game_id: str) -> None:
        """Help's Learn to play: the lesson, once the game on screen may be left (a local game is saved)."""
        if self.may_leave():
            self.start_lesson(game_id)

    def host_table(self, record: Record, colours: list[str], code_typed: bool = False) -> None:
        """Open the lobby's game as a table on the network (desktop/screens/network_dialogs.py); `code_typed`:
        the lobby held a deal code, which a table on the network does not use."""
        from desktop.screens.network_dialogs import HostDialog

        self.network_dialog: NetworkDialog = HostDialog(record, colours, self, code_typed=code_typed)
        self.network_dialog.ready.connect(self.start_network_game)
        self.network_dialog.open()

    def join_table(self, address: str = "", name: str = "") -> None:
        """Sit down at a table on the network: the lobby's Join, or the next table where `address` was."""
        from desktop.screens.network_dialogs import JoinDialog

        name = name or printable(str(self.settings.get("join_name")))[:16].strip()  # the name last joined with
        self.network_dialog = JoinDialog(name or self.lobby.seat_rows[0].name.text().strip(), self)
        colour = self.network_dialog.colour.findData(str(self.settings.get("join_colour")))
        if colour >= 0:  # the colour last played in, where the table has it free
            self.network_dialog.colour.setCurrentIndex(colour)
        if address:
            self.network_dialog.address.setText(address)
        self.network_dialog.ready.connect(self.start_network_game)
        self.network_dialog.open()

    def start_network_game(self, bridge: NetBridge, picture: Picture) -> None:
        """Sit down at a table on a server: this window plays its seats there (desktop/network)."""
        from desktop.network.bridge import app_colour
        from desktop.network.seat import RemoteController

        if not picture.host and len(picture.my_seats) == 1:  # the next Join offers the name this person chose
            seat = picture.seats[picture.my_seats[0]]
            self.settings.set("join_name", seat["name"])
            self.settings.set("join_colour", app_colour(seat["colour"]))
        controller = RemoteController(bridge, picture, self.settings, window=self, parent=self)
        controller.refused.connect(self._refused)
        controller.moved_on.connect(self._next_table)
        self.start_game(controller.record, [], controller=controller)
        # the host's "let a bot play for Ben" (desktop/network/hand_over.py)
        controller.place_hand_over(self.panel, self.menus.seats_menu, self.corner_bar.seats_button)

    def _next_table(self, bridge: NetBridge, picture: Picture) -> None:
        """The host opened the next table and this window sits there now: the host's dialog starts it; a guest's
        (or a watcher's) waits for that, and either opens the game when it begins."""
        from desktop.network.seat import RemoteController

        c = self.controller
        if not isinstance(c, RemoteController):
            bridge.close()
            return
        try:
            self._sit_at_next(c, bridge, picture)
        except Exception as exc:  # a slot's error must not reach Qt
            guard.report(exc, "MainWindow._next_table")

    def _sit_at_next(self, c: RemoteController, bridge: NetBridge, picture: Picture) -> None:
        from desktop.screens.network_dialogs import HostDialog, NextTableDialog

        earlier = getattr(self, "network_dialog", None)
        if earlier is not None and earlier.isVisible():  # a Join dialog opened for the next table: it has come
            earlier.reject()
        dialog: NetworkDialog
        if picture.host:
            host = HostDialog(c.record, [s.colour for s in c.seats], self, bridge=bridge)
            host.take_next(picture, [s["name"] for s in c.picture.seats])
            dialog = host
        else:  # the host is the person at the host's computer, as the finished table named them
            names = [s["name"] for s in c.picture.seats if s["kind"] == "here" and s["name"]]
            dialog = NextTableDialog(bridge, picture, names[0] if names else self.tr("The host"), self)
        self.network_dialog = dialog
        dialog.ready.connect(self.start_network_game)
        dialog.finished.connect(lambda _result: None if dialog.handed_over else c.left_next_table())
        dialog.open()

    def _refused(self, reason: str) -> None:
        """The server turned a move down: say why on the table, as a move refused here would be."""
        if self.table is not None:
            view = self.page.view
            self.table.bubble.show_reason(reason, view.mapToScene(view.viewport().rect().center()))

    def start_game(self, record: Record, colours: list[str], autosave: saves.AutoSave | None = None,
                   controller: GameController | None = None, seat: int | None = None) -> None:
        """Sit everyone down at a new (or resumed) game (`controller`: one already made for it, e.g. a lesson's;
        `seat`: the person to show first, if they are among those to act)."""
        self._stop_game()
        game = get_game(record.game)
        cls = table_class(game)
        if cls is None:
            tell(self, self.tr("Coming soon"), self.tr("The table for %s is not built yet.") % game.name)
            return
        self.colours = list(colours)
        if controller is None:
            from desktop.controller import GameController

            controller = GameController(record, self.settings, autosave or saves.AutoSave(), parent=self)
        if colours:
            controller.set_colours(colours)
        self.controller = controller
        if controller.people_here() or not controller.network_role():  # a network game only watched is not ours
            self.stats.watch(controller)
        self.page.scene.clear()
        self.page.scene.update()
        self.table = cls(controller, self.page.scene)
        self.page.view.table = self.table
        controller.rebuilt.connect(self._rebuild)
        controller.played.connect(self._played)
        controller.privacy.connect(self._privacy)
        controller.over.connect(self._over)
        controller.log_changed.connect(self.side.refresh)
        controller.note_changed.connect(self.side.refresh_status)
        controller.thinking.connect(self._thinking)
        controller.hint_ready.connect(self._hint_ready)
        controller.failed.connect(lambda msg: self.statusBar().showMessage(msg, 8000))
        self.page.hide_overlays()
        self.statusBar().clearMessage()  # a word about the last game ("Nothing to take back now.") is not this one's
        self.setWindowTitle(self.tr("%s — Party Table") % game.name)
        self.stack.setCurrentIndex(TABLE)
        self.page.view.fit()
        controller.start(seat)
        if not self.page.privacy.isVisible():  # the privacy screen, up already, keeps the keyboard ("Pass to Ana")
            self.page.view.setFocus()
        if not record.actions and controller.autosave is not None:
            note = controller.autosave.try_write(record)
            if note:
                self.statusBar().showMessage(shown(note))  # stays until replaced: the game is not being saved

    def _stop_game(self) -> None:
        if self.controller is not None:
            self.controller.stop()
            for signal in (self.controller.rebuilt, self.controller.played, self.controller.privacy,
                           self.controller.over, self.controller.log_changed, self.controller.thinking,
                           self.controller.hint_ready, self.controller.failed):
                with contextlib.suppress(RuntimeError, TypeError):
                    signal.disconnect()
            self.controller.deleteLater()
        self.controller = None
        self.side.forget()
        if self.table is not None:
            self.table.retire()
            self.table.deleteLater()
        self.table = None
        if self._holder is not None:
            self.panel.clear_all()
            self.page.view.table = None

    def _rebuild(self) -> None:
        if self.controller is None or self.table is None:
            return
        self.page.privacy.hide()
        self._clear_notes(self.table)  # a reason or a hint said to whoever sat here before
        self.table.rebuild(self.controller.view())
        self.side.refresh()

    @staticmethod
    def _clear_notes(table: GameTable) -> None:
        table.bubble.hide()
        table.hint_bubble.hide()

    def _played(self, events: list) -> None:
        c = self.controller
        if c is None or self.table is None or c.hidden:
            return
        self.table.animate(events, c.view())
        if self._hint_for is not None and c.left(self._hint_for):
            self._hint_for = None  # its player has moved: the suggestion was for a position that is gone
            self.table.suggested = None
            self.table.hint_bubble.hide()
        self.side.refresh()

    def _privacy(self, seat: int) -> None:
        """Cover the whole window for the next player, with nothing of anyone's secrets drawn behind it."""
        if self.controller is None or self.table is None:
            return
        self.table.drop_focus()  # no ring, no look walk and no words of the last person's table for the next
        self.table.clear()
        self.table.forget_drafts()
        self.table.view = None  # so nothing (a new area for the window, say) draws the last person's view again
        self._clear_notes(self.table)
        self.table.hint_bubble.forget()  # the last person's hint, not only out of sight
        self.table.suggested, self._hint_for = None, None
        self.panel.clear_all()
        self.side.forget_chance()
        self.statusBar().clearMessage()
        c = self.controller
        self.page.privacy.ask(c.seats[seat].name, c.seat_colour(seat), c.recap(seat), c.last_move(seat) is not None)
        self.side.refresh()

    def _privacy_ready(self) -> None:
        if self.controller is not None:
            self.controller.privacy_done()
            self.page.view.setFocus()

    def _over(self, result: Result) -> None:
        controller = self.controller
        if controller is None:
            return

        def show() -> None:
            if self.controller is controller:
                self.page.end.offer_again(controller.network_role())
                self.page.end.show_result(result, controller.seat_names(),
                                          [controller.seat_colour(s) for s in range(len(controller.seats))],
                                          controller.record.taken_back, controller.deal_code(),
                                          self._starter_name(controller))
                self.side.refresh()

        if controller.animator.busy:
            controller.animator.call(show)
        else:
            show()

    @staticmethod
    def _starter_name(controller: GameController) -> str:
        """Whom the lobby must be told starts, for the deal code to deal the game again ("": chance will do)."""
        seat = controller.starter_to_choose()
        names = controller.seat_names()
        return names[seat] if seat is not None and 0 <= seat < len(names) else ""

    def _thinking(self, seat: int, on: bool) -> None:
        if self.table is not None and hasattr(self.table, "show_thinking"):
            self.table.show_thinking(seat, on)
        self.side.refresh()

    def _hint_ready(self, action: object, chance: float, error: float) -> None:
        if self.table is not None:
            self.table.suggest(action)  # type: ignore[arg-type,unused-ignore]
            if self.controller is not None:
                self._hint_for = self.controller.position()
        if self.controller is not None:
            self.side.show_chance(self.controller, chance, error)

    # --- commands ---------------------------------------------------------------------

    def undo(self) -> None:
        c = self.controller
        if c is not None and not c.hidden and not c.undo():
            self.statusBar().showMessage(self.tr("Nothing to take back now.") if c.solo else c.undo_note(), 5000)

    def hint(self) -> None:
        if self.controller is not None:
            self.controller.request_hint()

    def play_again(self) -> None:
        c = self.controller
        if c is None:
            return
        import random

        old = c.record
        record = Record(old.game, list(old.players), random.SystemRandom().randrange(1, 1_000_000),
                        dict(old.options))
        colours = [s.colour for s in c.seats]
        # each seat keeps what it played as (its animal, its character); who starts is left to chance
        choice = get_game(old.game).seat_choice
        picks = (old.setup or {}).get(choice.setup_field) if choice is not None else None
        role = c.network_role()
        if role == "host" and self._again_at_table(c):
            return
        if role == "host":  # a new table with the same seats; the others join it again (the table deals)
            record.setup = {choice.setup_field: picks} if choice is not None and picks else None
            self.host_table(record, colours)
            self._held_where_last(c)
        elif role in ("guest", "watcher"):  # the host opens the next table: join it where this one was (same name)
            mine = c.people_here()
            self.join_table(c.table_address(), c.seat_names()[mine[0]] if mine else "")
        else:  # in the lobby's form, so the end screen can offer this deal's code
            record.setup = get_game(old.game).lobby_setup(record.seed, len(record.players), None, picks)
            self.start_game(record, colours)

    def _again_at_table(self, controller: GameController) -> bool:
        """Ask the server for the next table with the same seats, where everyone still at this one sits down by
        themselves (`_next_table` takes it from there); False when this table's connection is gone."""
        from desktop.network.seat import RemoteController

        if not isinstance(controller, RemoteController) or controller.bridge.closed or controller.picture.closed:
            return False
        bridge = controller.bridge
        self.page.end.again_button.setEnabled(False)

        def answered(answer: Answer) -> None:
            self.page.end.again_button.setEnabled(True)
            if answer.error and controller is self.controller:
                self.statusBar().showMessage(self.tr("The next table could not open: %s") % answer.words(), 8000)

        bridge.call(bridge.client.again, answered)
        return True

    def _held_where_last(self, controller: GameController) -> None:
        """The new table's dialog offers the place the last one was held: the same server, or the same port."""
        from desktop.network.seat import RemoteController
        from desktop.screens.network_dialogs import HostDialog

        dialog = self.network_dialog
        if isinstance(controller, RemoteController) and isinstance(dialog, HostDialog):
            own = controller.bridge.server
            held = controller.bridge.hosted_port  # its server may have stopped (the next table closed): still that port
            dialog.held_where(server="" if own is not None else controller.table_address(), port=held)
            if own is not None:

                def make_room(port: int) -> None:
                    """The finished table gives up its port to the next (its people are told it has closed)."""
                    if port == held and controller is self.controller:
                        controller.bridge.close(given_up=True)

                dialog.make_room = make_room

    def toggle_panel(self) -> None:
        """Ctrl+L, or the corner button: show or hide the log and scores."""
        self.side.toggle()

    def has_table_page(self) -> bool:
        """Whether the table page is built yet (it is, once the lobby has been painted or a game asked for it)."""
        return self._holder is not None

    def on_table_page(self) -> bool:
        return self.stack.currentIndex() == TABLE and self._holder is not None

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.side.arrange()

    def show_rules(self, page: str | None = None) -> None:
        """F1: the rules of the game on the table (or the first game), or a named page."""
        if not page:
            page = self.controller.record.game if self.controller is not None else None
        from desktop.screens.rules_help import RulesDialog

        self.rules_dialog = RulesDialog(self, page)
        self.rules_dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.rules_dialog.show()

    def show_statistics(self) -> None:
        self.stats_window = self.stats.show_window(self)

    def show_review(self) -> None:
        """Show the review page (a record is open on it); closing it goes back to the page it came from."""
        self._before_review = self.stack.currentIndex() if self.stack.currentIndex() != REVIEW else LOBBY
        self.stack.setCurrentWidget(self.review_page)

    def show_error(self, title: str, text: str, why: str = "") -> None:
        """A message for the player (`text`, in their words), with the details below it (`why`: which file,
        the reason as the app found it)."""
        self.last_error = f"{text}\n{why}" if why else text
        box = message_box(self, title, text, Icon.Warning, details=why)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    #: A kept window geometry is a few dozen bytes; a longer value is not one.
    GEOMETRY_LIMIT = 4096
    #: Whether closing keeps the window's geometry: the app's own window (the launcher's), not the windows the
    #: self-test and the dev tools open with the player's preferences.
    keeps_geometry = False

    def remember_geometry(self) -> None:
        """Keep the window's size and place (and whether it is maximised) for the next start."""
        self.settings.set("window_geometry", bytes(self.saveGeometry().toBase64().data()).decode("ascii"))

    def restore_geometry(self) -> bool:
        """Take the size and place the window had when it last closed; False when none was kept or the kept
        one cannot be used (then the window keeps the size it was made with)."""
        text = str(self.settings.get("window_geometry") or "")
        if not text or len(text) > self.GEOMETRY_LIMIT:
            return False
        data = QByteArray.fromBase64(text.encode("ascii", "ignore"))
        return not data.isEmpty() and self.restoreGeometry(data)

    def may_leave(self) -> bool:
        """Whether to leave the game on screen: always, unless it is a network table whose game goes on
        without this window (a host's stops for everyone; a guest's waits for them); then the player is asked."""
        from desktop.network.seat import RemoteController

        c = self.controller
        words = c.leaving_words() if isinstance(c, RemoteController) else ""
        if not words or not self.settings.get("confirm_leaving_table"):
            return True
        return ask(self, self.tr("Leave the table?"), words, self.tr("Leave the table"), self.tr("Stay"))

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.may_leave():
            event.ignore()
            return
        if self.keeps_geometry:
            self.remember_geometry()
        self._stop_game()
        if self._review_page is not None:
            self._review_page.stop()
        guard.set_handler(None)
        super().closeEvent(event)

    # --- errors caught at the Qt boundary ------------------------------------------------

    def _caught(self, exc: BaseException, where: str) -> None:
        """An error in a handler or slot: log it with the game so far, tell the player on the page on screen (the
        table's note would go unseen over the lobby or a review), carry on."""
        c = self.controller
        if c is not None:
            log.error("the game when %s failed: %s", where, json.dumps(c.record.to_dict()))
        if c is not None and not c.state.is_over():
            words = self.tr("Something went wrong; your game is saved and goes on. The details are in the log: %s")
        else:  # no game goes on to reassure about
            words = self.tr("Something went wrong; you can carry on. The details are in the log: %s")
        words %= log_path()
        index = self.stack.currentIndex()
        if index == LOBBY:
            self.lobby_page.show_note(words)
        elif index == REVIEW and self._review_page is not None:
            self._review_page.add_note(words)
        elif self._holder is not None:
            self.page.show_note(words)
        if not self._repairing:
            QTimer.singleShot(0, self, self._repair)

    def _repair(self) -> None:
        """Draw the table and the panel afresh from the controller's state after a caught error."""
        if self._repairing or self.controller is None or self.table is None:
            return
        self._repairing = True
        try:
            if not self.controller.hidden:
                self.table.recover(self.controller.view())
            self.side.refresh()
        except Exception:  # the table cannot be drawn: leave it as it is rather than loop
            log.exception("the table could not be rebuilt after an error")
        finally:
            self._repairing = False
