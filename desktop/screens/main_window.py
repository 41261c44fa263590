"""The main window: the lobby, and the table page with its side panel and overlays.

The table page holds the TableView (left) and a collapsible side panel (right)
with whose turn it is, the scores and the log in plain sentences, plus Undo and
Hint. The privacy screen and the end-of-game screen cover the table when needed.
"""

from __future__ import annotations

import contextlib
import json
import logging
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QColor,
    QKeySequence,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QFileDialog,
    QGraphicsDropShadowEffect,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from desktop.controller import GameController
from desktop.games import has_table, table_class
from desktop.network.bridge import NetBridge, Picture
from desktop.network.seat import RemoteController
from desktop.screens.endscreen import EndScreen
from desktop.screens.lesson import Lesson, LessonController, LessonDriver, load_lesson
from desktop.screens.lobby import Lobby
from desktop.screens.network_dialogs import HostDialog, JoinDialog, NetworkDialog
from desktop.screens.privacy import PrivacyScreen
from desktop.screens.review_page import ReviewPage
from desktop.screens.rules_help import RulesDialog
from desktop.screens.stats_window import LobbyLinks, StatsKeeper
from desktop.startup import i18n
from desktop.storage import saves, stats
from desktop.storage.files import FileProblem
from desktop.storage.paths import log_path
from desktop.storage.settings import Settings
from desktop.table import guard, theme
from desktop.table.base import GameTable
from desktop.table.guard import Guarded
from desktop.table.view import TableScene, TableView
from desktop.widgets.chance_meter import ChanceMeter
from desktop.widgets.log_list import LogList
from rules.core import Player, Record, Result, RulesError, clip, get_game

log = logging.getLogger(__name__)


RESUME_STYLE = """
QWidget#lobbyPage { background: #f7efe4; color: #3b2f2a; }
QPushButton#resumeBar { background: #ffe8a3; border: 2px solid #e0b84a; border-radius: 18px; padding: 7px 28px;
                        color: #3b2f2a; }
QPushButton#resumeBar:hover { background: #ffefb8; }
"""

class TablePage(Guarded, QWidget):
    """The view of the table with the overlays that cover it (the privacy screen covers the side panel too)."""

    def __init__(self, privacy: PrivacyScreen, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scene = TableScene(self)
        self.view = TableView(self.scene, self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view)
        self.privacy = privacy
        self.end = EndScreen(self)
        #: Brings the end screen back after "Look at the table" (it sits in the menu bar, off the table).
        self.results_button = QPushButton(self.tr("Show the results"))
        self.results_button.setObjectName("resultsButton")
        self.results_button.setFont(theme.text_font(14, bold=True))
        self.results_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.results_button.hide()
        self.results_button.clicked.connect(self.show_results_again)
        self.end.table_requested.connect(self.results_button.show)
        #: Non-modal notes ("something went wrong; your game is saved").
        self.note = QLabel(self)
        self.note.setObjectName("tableNote")
        self.note.setWordWrap(True)
        self.note.setFont(theme.text_font(15))
        self.note.setStyleSheet("QLabel#tableNote { background: #fff3d6; color: #3b2f2a; border: 2px solid #e0b84a;"
                                " border-radius: 12px; padding: 8px 14px; }")
        self.note.hide()
        self._note_timer = QTimer(self)
        self._note_timer.setSingleShot(True)
        self._note_timer.timeout.connect(self.note.hide)

    def show_results_again(self) -> None:
        self.results_button.hide()
        self.end.reopen()

    def show_note(self, text: str, ms: int = 9000) -> None:
        """A short message over the top of the table that does not stop play (and goes by itself)."""
        self.note.setText(text)
        self.note.adjustSize()
        self._place_note()
        self.note.show()
        self.note.raise_()
        self._note_timer.start(ms)

    def _place_note(self) -> None:
        width = min(self.width() - 40, 760)
        self.note.setFixedWidth(max(200, width))
        self.note.adjustSize()
        self.note.move((self.width() - self.note.width()) // 2, 14)

    def hide_overlays(self) -> None:
        self.end.hide()
        self.privacy.hide()
        self.results_button.hide()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.end.setGeometry(self.rect())
        if self.note.isVisible():
            self._place_note()


PANEL_STYLE = """
QWidget#sidePanel { background: #f7efe4; border-left: 1px solid #e2cdb5; }
QWidget#sidePanel[drawer="true"] { border-left: 3px solid #e0b84a; }
QWidget#sidePanel QLabel { color: #3b2f2a; background: transparent; }
QLabel#panelTitle { color: #7a5c43; }
QLabel#status { background: #fffaf2; border: 2px solid #e0b84a; border-radius: 12px; padding: 8px 10px; }
QListWidget { background: #fffaf2; border: 1px solid #e2cdb5; border-radius: 10px; padding: 4px; color: #3b2f2a; }
QListWidget::item:selected { background: #fff0d0; color: #3b2f2a; }
QPushButton { background: #fffaf2; color: #3b2f2a; border: 2px solid #d5c2ab; border-radius: 16px;
              padding: 6px 10px; }
QPushButton:hover { border-color: #e0b84a; background: #fff3d6; }
QPushButton:disabled { color: #b8aa98; border-color: #e8dccb; }
QScrollBar:vertical { background: transparent; width: 10px; margin: 2px; }
QScrollBar::handle:vertical { background: #d9c6ad; border-radius: 4px; min-height: 30px; }
QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical { height: 0; }
QScrollBar::add-page:vertical, QScrollBar::sub-page:vertical { background: transparent; }
"""


def _drawer_shadow() -> QGraphicsDropShadowEffect:
    shadow = QGraphicsDropShadowEffect()
    shadow.setBlurRadius(24)
    shadow.setOffset(-4, 0)
    shadow.setColor(QColor(40, 25, 15, 110))
    return shadow


class SidePanel(Guarded, QWidget):
    """Whose turn, scores, the log, Undo and Hint."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sidePanel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(PANEL_STYLE)
        self.setFixedWidth(self.WIDTH)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 12, 12, 12)
        layout.setSpacing(6)
        self.status = QLabel()
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        self.status.hide()  # shown once there is something to say
        self.status.setFont(theme.display_font(18))
        self.status.setAccessibleName(self.tr("Whose turn"))
        layout.addWidget(self.status)
        scores_title = QLabel(self.tr("SCORES"))
        scores_title.setObjectName("panelTitle")
        scores_title.setFont(theme.text_font(13, bold=True))
        layout.addWidget(scores_title)
        self.scores = LogList()
        self.scores.setFont(theme.text_font(14))
        self.scores.setWordWrap(True)
        self.scores.setIconSize(QSize(22, 22))
        self.scores.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        layout.addWidget(self.scores)
        log_title = QLabel(self.tr("WHAT HAPPENED"))
        log_title.setObjectName("panelTitle")
        log_title.setFont(theme.text_font(13, bold=True))
        layout.addWidget(log_title)
        self.log = LogList()
        self.log.setWordWrap(True)
        self.log.setFont(theme.text_font(14))
        self.log.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
        self.log.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.log.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.log.setSpacing(1)
        self.log.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.log.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.scores.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        layout.addWidget(self.log, 1)
        # the win-chance meter: filled in by a hint, hidden again once its player moves
        self.chance = ChanceMeter()
        self._log_lines: list[str] = []
        layout.addWidget(self.chance)
        buttons = QHBoxLayout()
        self.undo = QPushButton(self.tr("Undo"))
        self.hint = QPushButton(self.tr("Hint"))
        self.undo.setToolTip(self.tr("Take back your last move (Ctrl+Z)"))
        self.hint.setToolTip(self.tr("Show the move the hard bot would play and your chance of winning (Ctrl+H)"))
        for b in (self.undo, self.hint):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.setFont(theme.display_font(15))
            b.setCursor(Qt.CursorShape.PointingHandCursor)
            buttons.addWidget(b)
        layout.addLayout(buttons)

    #: The panel's width beside the table; as a drawer over the table it is a little wider.
    WIDTH, DRAWER_WIDTH = 280, 320

    def set_drawer(self, drawer: bool) -> None:
        """The panel as a drawer over the table's edge (a heavier edge and a shadow) or beside it."""
        self.setFixedWidth(self.DRAWER_WIDTH if drawer else self.WIDTH)
        self.setProperty("drawer", drawer)
        self.setGraphicsEffect(_drawer_shadow() if drawer else None)  # type: ignore[arg-type]
        self.style().unpolish(self)
        self.style().polish(self)

    def show_chance(self, chance: float, error: float, players: int) -> None:
        """The shown player's chance of winning with how sure it is (see `ChanceMeter`)."""
        self.chance.show_estimate(chance, error, players)

    def chance_words(self) -> str:
        """The meter on one line, for the status bar."""
        return self.chance.words()

    def clear_chance(self) -> None:
        self.chance.clear()

    def show_log(self, lines: list[str]) -> None:
        """The log as these lines, redrawn whole whenever any line differs from what is shown.

        Comparing the lines, not their number, matters: a sentence worded for one seat ("Ana places
        3 cards on Floral") has as many lines as its public wording, and must not outlive its seat.
        """
        if lines == self._log_lines:
            return
        self._log_lines = list(lines)
        self.log.clear()
        self.log.addItems(lines)
        newest = self.log.item(self.log.count() - 1)
        if newest is not None:  # the latest line stands out a little
            newest.setFont(theme.text_font(14, bold=True))
        self.log.doItemsLayout()
        self.log.scrollToBottom()

    def clear_all(self) -> None:
        """Nothing of anyone's game on the panel (behind the privacy screen)."""
        self.status.clear()
        self.status.hide()
        self.scores.clear()
        self.fit_scores()
        self.show_log([])
        self.clear_chance()

    def fit_scores(self) -> None:
        """As tall as its lines (up to a limit), so no empty box sits above the log and no line is cut."""
        delegate = self.scores.itemDelegate()
        option = QStyleOptionViewItem()
        option.font = self.scores.font()
        rows = sum(delegate.sizeHint(option, self.scores.model().index(i, 0)).height() + 2 * self.scores.spacing()
                   for i in range(self.scores.count()))
        self.scores.setFixedHeight(min(260, max(40, rows + 14)))


class TableHolder(Guarded, QWidget):
    """The table and the side panel, with the privacy screen over both.

    The panel sits beside the table, or — in a window too narrow to spare its width — in a drawer that
    opens over the table's right edge without changing the table's size.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.privacy = PrivacyScreen(self)
        self.page = TablePage(self.privacy)
        self.panel = SidePanel()
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.row.setSpacing(0)
        self.row.addWidget(self.page, 1)
        self.row.addWidget(self.panel)
        self.drawer = False

    def set_drawer(self, drawer: bool) -> None:
        """Put the panel in a drawer over the table (True) or back beside it."""
        if drawer == self.drawer:
            return
        self.drawer = drawer
        self.panel.set_drawer(drawer)
        if drawer:
            self.row.removeWidget(self.panel)
            self._place_drawer()
        else:
            self.row.addWidget(self.panel)

    def _place_drawer(self) -> None:
        if self.drawer:
            width = self.panel.width()
            self.panel.setGeometry(self.width() - width, 0, width, self.height())
            self.panel.raise_()
        if self.privacy.isVisible():
            self.privacy.raise_()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.privacy.setGeometry(self.rect())
        self._place_drawer()


CORNER_STYLE = """
QPushButton { background: #fff3d6; color: #3b2f2a; border: 1px solid #e0b84a; border-radius: 10px;
              padding: 2px 12px; }
QPushButton:hover { background: #ffe8a3; }
QPushButton#resultsButton { background: #2e8b57; color: white; border: none; }
QPushButton#resultsButton:hover { background: #37a367; }
QLabel#cornerStatus { color: #3b2f2a; }
"""


class CornerBar(Guarded, QWidget):
    """The menu bar's right corner: whose turn it is while the side panel is out of sight, "Show the results"
    after "Look at the table", and the button that shows the panel — all of it off the table."""

    def __init__(self, results_button: QPushButton, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setStyleSheet(CORNER_STYLE)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 1, 8, 1)
        row.setSpacing(10)
        self.status = QLabel()
        self.status.setObjectName("cornerStatus")
        self.status.setFont(theme.display_font(15))
        self.status.setAccessibleName(self.tr("Whose turn"))
        self.panel_button = QPushButton(self.tr("◂ Log and scores"))
        self.panel_button.setObjectName("panelButton")
        self.panel_button.setToolTip(self.tr("Show whose turn it is, the scores and what happened (Ctrl+L)"))
        for widget in (self.status, results_button, self.panel_button):
            if isinstance(widget, QPushButton):
                widget.setFont(theme.text_font(14, bold=True))
                widget.setCursor(Qt.CursorShape.PointingHandCursor)
                widget.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            row.addWidget(widget)
        self.status.hide()
        self.panel_button.hide()


class MainWindow(Guarded, QMainWindow):
    """Lobby → table → end screen; menus for saves, settings and help."""

    def __init__(self, settings: Settings | None = None) -> None:
        super().__init__()
        self.settings = settings or Settings()
        self.setWindowTitle(self.tr("Party Table"))
        self.resize(1440, 860)
        self.stack = QStackedWidget()
        self.lobby = Lobby()
        self.lobby.start_requested.connect(self.start_game)
        self.lobby.lesson_requested.connect(self.start_lesson)
        self.lobby.host_requested.connect(self.host_table)
        self.lobby.join_requested.connect(self.join_table)
        self.resume_bar = QPushButton()
        self.resume_bar.setObjectName("resumeBar")
        self.resume_bar.setFont(theme.text_font(16, bold=True))
        self.resume_bar.setCursor(Qt.CursorShape.PointingHandCursor)
        self.resume_bar.hide()
        self.resume_bar.clicked.connect(self._resume_offered)
        self.resume_note = QLabel()  # one line per file, never wrapped (lines are elided to fit)
        self.resume_note.hide()
        lobby_page = QWidget()
        lobby_page.setObjectName("lobbyPage")
        lobby_page.setStyleSheet(RESUME_STYLE)
        lobby_layout = QVBoxLayout(lobby_page)
        lobby_layout.setContentsMargins(0, 6, 0, 0)  # the lobby keeps its own margins; a laptop needs the height
        lobby_layout.setSpacing(2)
        for widget in (self.resume_bar, self.resume_note):
            widget.setMaximumWidth(1180)
            lobby_layout.addWidget(widget, 0, Qt.AlignmentFlag.AlignHCenter)
        lobby_layout.addWidget(self.lobby, 1)
        self.stats = StatsKeeper(self)  # adds every finished game to the statistics
        self.lobby_links = LobbyLinks()
        self.lobby_links.statistics_requested.connect(self.show_statistics)
        self.lobby_links.review_requested.connect(self.review_path)
        self.lobby.set_corner(self.lobby_links)
        self.stack.addWidget(lobby_page)
        self.holder = TableHolder()
        self.page, self.panel = self.holder.page, self.holder.panel
        self.stack.addWidget(self.holder)
        self.review_page = ReviewPage(self.settings)
        self._before_review = 0  # the page a closed review goes back to
        self.review_page.closed.connect(lambda: self.stack.setCurrentIndex(self._before_review))
        self.stack.addWidget(self.review_page)
        self.setCentralWidget(self.stack)
        self.controller: GameController | None = None
        self.table: GameTable | None = None
        self.colours: list[str] = []
        self._offer: saves.Unfinished | None = None
        self._chance_at: tuple[int, int] | None = None  # (seat, actions on record) of the shown win chance
        self._panel_seat: int | None = None  # the seat the side panel was last drawn for
        self.page.privacy.ready.connect(self._privacy_ready)
        self.page.end.play_again.connect(self.play_again)
        self.page.end.to_lobby.connect(self.show_lobby)
        self.page.end.review_requested.connect(self.review_finished)
        self.corner_bar = CornerBar(self.page.results_button)
        self.panel_button = self.corner_bar.panel_button
        self.panel_button.clicked.connect(self.toggle_panel)
        self.menuBar().setCornerWidget(self.corner_bar, Qt.Corner.TopRightCorner)
        self.stack.currentChanged.connect(lambda _: self._refresh_panel_button())
        #: Beside the table the panel shows unless the player folded it; in a narrow window it is a drawer
        #: that opens over the table when asked for (the table keeps its size either way).
        self._panel_folded = False
        self._drawer_open = False
        self.panel.undo.clicked.connect(self.undo)
        self.panel.hint.clicked.connect(self.hint)
        self._build_menus()
        self.stats.note.connect(self.page.show_note)
        self.stats.follow_lobby(self.lobby)
        self._repairing = False
        guard.set_handler(self._caught)
        self.check_unfinished()

    # --- menus ----------------------------------------------------------------------

    def _build_menus(self) -> None:
        game = self.menuBar().addMenu(self.tr("&Game"))
        self.act_new = self._action(game, self.tr("&New game"), self.show_lobby, QKeySequence.StandardKey.New)
        self._action(game, self.tr("&Open record…"), self.open_record, QKeySequence.StandardKey.Open)
        self.act_save = self._action(game, self.tr("Save record &as…"), self.save_as, QKeySequence.StandardKey.SaveAs)
        self._action(game, self.tr("&Review a game record…"), self.review_record)
        self._action(game, self.tr("S&tatistics…"), self.show_statistics)
        game.addSeparator()
        self.act_undo = self._action(game, self.tr("&Undo"), self.undo, QKeySequence.StandardKey.Undo)
        self.act_hint = self._action(game, self.tr("&Hint"), self.hint, QKeySequence("Ctrl+H"))
        game.addSeparator()
        self._action(game, self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit)
        view = self.menuBar().addMenu(self.tr("&View"))
        self.act_panel = self._action(view, self.tr("Show &log and scores"), self.toggle_panel, QKeySequence("Ctrl+L"))
        self.act_panel.setCheckable(True)
        self.act_panel.setChecked(True)
        self._action(view, self.tr("Zoom &in"), lambda: self.page.view.set_zoom(self.page.view.zoom * 1.25),
                     QKeySequence.StandardKey.ZoomIn)
        self._action(view, self.tr("Zoom &out"), lambda: self.page.view.set_zoom(self.page.view.zoom / 1.25),
                     QKeySequence.StandardKey.ZoomOut)
        self._action(view, self.tr("&Fit table"), lambda: self.page.view.set_zoom(1.0), QKeySequence("Ctrl+0"))
        prefs = self.menuBar().addMenu(self.tr("&Settings"))
        # one tick per menu: the choice in force is always the one shown
        speed = prefs.addMenu(self.tr("Animation speed"))
        self._choice_menu(speed, "animation_speed", ((self.tr("Off"), 0.0), (self.tr("Slow"), 0.6),
                                                     (self.tr("Normal"), 1.0), (self.tr("Fast"), 2.0)))
        pause = prefs.addMenu(self.tr("Pause between bot moves"))
        self._choice_menu(pause, "bot_delay_ms", ((self.tr("None"), 0), (self.tr("Short"), 400),
                                                  (self.tr("Normal"), 700), (self.tr("Long"), 1500)))
        for key, label in (("confirm_before_commit", self.tr("Confirm before committing")),
                           ("colour_blind_marks", self.tr("Colour-blind-safe marks")),
                           ("reduce_motion", self.tr("Reduce motion"))):
            act = prefs.addAction(label)
            act.setCheckable(True)
            act.setChecked(bool(self.settings.get(key)))
            act.toggled.connect(lambda on, k=key: self.settings.set(k, on))
        self._language_menu(prefs.addMenu(self.tr("Language")))
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        self.act_rules = self._action(help_menu, self.tr("&Rules"), lambda: self.show_rules(), QKeySequence("F1"))
        self._action(help_menu, self.tr("&About"), lambda: self.show_rules("about"))

    def _language_menu(self, menu: QMenu) -> None:
        """The app's language; it changes when the app starts again (every text is drawn as the window is built)."""
        group = QActionGroup(menu)
        chosen = str(self.settings.get("language"))
        for code, label in (("", self.tr("As the system")), *i18n.LANGUAGES.items()):
            act = menu.addAction(label)
            act.setCheckable(True)
            act.setChecked(code == chosen)
            group.addAction(act)
            act.triggered.connect(lambda _=False, c=code: self._set_language(c))

    def _set_language(self, code: str) -> None:
        self.settings.set("language", code)
        if i18n.choose(code) != i18n.current():
            QMessageBox.information(self, self.tr("Language"),
                                    self.tr("The new language is used from the next time Party Table starts."))

    def _choice_menu(self, menu: QMenu, key: str, choices: tuple[tuple[str, float], ...]) -> QActionGroup:
        """Exclusive, checkable choices for one setting; the current value is ticked."""
        group = QActionGroup(menu)
        group.setExclusive(True)
        current = float(self.settings.get(key))
        for label, value in choices:
            act = menu.addAction(label)
            act.setCheckable(True)
            act.setChecked(abs(current - value) < 1e-6)
            act.setData(value)
            group.addAction(act)
            act.triggered.connect(lambda _=False, v=value: self.settings.set(key, v))
        return group

    def _action(self, menu: QMenu, text: str, slot: Callable[[], object],
                shortcut: QKeySequence | QKeySequence.StandardKey | None = None) -> QAction:
        act = QAction(text, self)
        if shortcut is not None:
            act.setShortcut(shortcut)
        act.triggered.connect(slot)
        menu.addAction(act)
        return act

    # --- lobby and resume -------------------------------------------------------------

    def check_unfinished(self) -> None:
        """Offer to resume the newest unfinished game; mention damaged autosaves (left as they are)."""
        saves.sweep_temp_files()
        found = saves.unfinished_games()
        good = [u for u in found if u.record is not None and self._has_table(u.record.game)]
        bad = [u.problem for u in found if u.problem is not None]
        if self.settings.problem is not None:
            p = self.settings.problem
            bad.append(FileProblem(p.path, self.tr("%s (preferences are kept for this session only)") % p.reason))
        self._offer = good[0] if good else None
        if self._offer is not None and self._offer.record is not None:
            rec = self._offer.record
            try:
                name = get_game(rec.game).name
            except Exception:
                name = rec.game
            who = ", ".join(clip(p.name, 40, quoted=False) for p in rec.players)
            moves = len(rec.actions)
            progress = (self.tr("not started yet") if moves == 0 else self.tr("1 move played") if moves == 1
                        else self.tr("%d moves played") % moves)
            self.resume_bar.setText(self.tr("▶  Resume your game of %s with %s — %s") % (name, who, progress))
            self.resume_bar.show()
        else:
            self.resume_bar.hide()
        if bad:
            self._show_file_problems(bad)
            self.resume_note.show()
        else:
            self.resume_note.hide()

    def _show_file_problems(self, bad: list[FileProblem]) -> None:
        """One line per file (its name and why; the folder in the heading), all of it in the tooltip."""
        folders = {p.path.parent for p in bad}
        where = str(folders.pop()) if len(folders) == 1 else ""
        if len(bad) == 1:
            heading = (self.tr("This file in %s could not be read and was left untouched:") % where if where
                       else self.tr("This file could not be read and was left untouched:"))
        else:
            heading = (self.tr("These %d files in %s could not be read and were left untouched:") % (len(bad), where)
                       if where else self.tr("These %d files could not be read and were left untouched:") % len(bad))
        lines = [f"{p.path.name if where else p.path} — {p.reason}" for p in bad[:3]]
        if len(bad) > 3:
            lines.append(self.tr("… and %d more (hover here to see them all)") % (len(bad) - 3))
        metrics = self.resume_note.fontMetrics()
        width = self.resume_note.maximumWidth() - 20
        self.resume_note.setText("\n".join(metrics.elidedText(line, Qt.TextElideMode.ElideMiddle, width)
                                           for line in [heading, *lines]))
        self.resume_note.setToolTip("\n".join(str(p) for p in bad))

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
        self._stop_game()
        self.page.hide_overlays()
        self.setWindowTitle(self.tr("Party Table"))
        self.check_unfinished()
        self.stack.setCurrentIndex(0)

    # --- running a game ---------------------------------------------------------------

    def start_lesson(self, game_id: str) -> None:
        """Learn to play: the game's guided first game, in the app's language."""
        lesson = load_lesson(game_id, i18n.current())
        if not isinstance(lesson, Lesson):
            why = lesson.reason if lesson is not None else self.tr("this game has no lesson yet")
            QMessageBox.information(self, self.tr("Learn to play"), self.tr("The lesson cannot start: %s") % why)
            return
        controller = LessonController(lesson, self.settings, parent=self)
        self.start_game(lesson.record(), [], controller=controller)
        if self.table is not None:
            LessonDriver(self.page, self.page.view, self.table, controller, self.settings)

    def host_table(self, record: Record, colours: list[str]) -> None:
        """Open the lobby's game as a table on the network (desktop/screens/network_dialogs.py)."""
        self.network_dialog: NetworkDialog = HostDialog(record, colours, self)
        self.network_dialog.ready.connect(self.start_network_game)
        self.network_dialog.open()

    def join_table(self) -> None:
        name = self.lobby.seat_rows[0].name.text().strip()
        self.network_dialog = JoinDialog(name, self)
        self.network_dialog.ready.connect(self.start_network_game)
        self.network_dialog.open()

    def start_network_game(self, bridge: NetBridge, picture: Picture) -> None:
        """Sit down at a table on a server: this window plays its seats there (desktop/network)."""
        controller = RemoteController(bridge, picture, self.settings, window=self, parent=self)
        controller.refused.connect(self._refused)
        self.start_game(controller.record, [], controller=controller)

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
            QMessageBox.information(self, self.tr("Coming soon"), self.tr("The table for %s is not built yet.")
                                    % game.name)
            return
        self.colours = list(colours)
        if controller is None:
            controller = GameController(record, self.settings, autosave or saves.AutoSave(), parent=self)
        if colours:
            controller.set_colours(colours)
        self.controller = controller
        self.stats.watch(controller)
        self.page.scene.clear()
        self.page.scene.update()
        self.table = cls(controller, self.page.scene)
        self.page.view.table = self.table
        controller.rebuilt.connect(self._rebuild)
        controller.played.connect(self._played)
        controller.privacy.connect(self._privacy)
        controller.over.connect(self._over)
        controller.log_changed.connect(self._refresh_panel)
        controller.thinking.connect(self._thinking)
        controller.hint_ready.connect(self._hint_ready)
        controller.failed.connect(lambda msg: self.statusBar().showMessage(msg, 8000))
        self.page.hide_overlays()
        self.setWindowTitle(self.tr("%s — Party Table") % game.name)
        self.stack.setCurrentIndex(1)
        self.page.view.fit()
        controller.start(seat)
        self.page.view.setFocus()
        if not record.actions and controller.autosave is not None:
            note = controller.autosave.try_write(record)
            if note:
                self.statusBar().showMessage(note)  # stays until replaced: the game is not being saved

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
        self._chance_at = None
        self._panel_seat = None
        self.panel.clear_all()
        if self.table is not None:
            self.table.retire()
            self.table.deleteLater()
        self.table = None
        self.page.view.table = None

    def _rebuild(self) -> None:
        if self.controller is None or self.table is None:
            return
        self.page.privacy.hide()
        self._clear_notes(self.table)  # a reason or a hint said to whoever sat here before
        self.table.rebuild(self.controller.view())
        self._refresh_panel()

    @staticmethod
    def _clear_notes(table: GameTable) -> None:
        table.bubble.hide()
        table.hint_bubble.hide()

    def _played(self, events: list) -> None:
        if self.controller is None or self.table is None or self.controller.hidden:
            return
        self.table.animate(events, self.controller.view())
        self._refresh_panel()

    def _privacy(self, seat: int) -> None:
        """Cover the whole window for the next player, with nothing of anyone's secrets drawn behind it."""
        if self.controller is None or self.table is None:
            return
        self.table.clear()
        self.table.view = None  # so nothing (a new area for the window, say) draws the last person's view again
        self._clear_notes(self.table)
        self.panel.clear_all()
        self._chance_at = None
        self.statusBar().clearMessage()
        self.page.privacy.ask(self.controller.seats[seat].name, self.controller.seat_colour(seat))
        self._refresh_panel()

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
                self.page.end.show_result(result, controller.seat_names(),
                                          [controller.seat_colour(s) for s in range(len(controller.seats))],
                                          controller.record.taken_back)
                self._refresh_panel()

        if controller.animator.busy:
            controller.animator.call(show)
        else:
            show()

    def _thinking(self, seat: int, on: bool) -> None:
        if self.table is not None and hasattr(self.table, "show_thinking"):
            self.table.show_thinking(seat, on)
        self._refresh_panel()

    def _hint_ready(self, action: object, chance: float, error: float) -> None:
        if self.table is not None:
            self.table.show_hint(action)  # type: ignore[arg-type,unused-ignore]
        c = self.controller
        if c is not None and c.perspective is not None and chance >= 0:
            self._chance_at = (c.perspective, len(c.record.actions))
            self.panel.show_chance(chance, error, len(c.seats))
            if not self.panel.isVisible():  # folded away (or a narrow window): say it below the table
                self.statusBar().showMessage(self.panel.chance_words(), 10000)

    def _refresh_panel(self) -> None:
        """Draw the side panel and the game actions for the seat on screen (all of it, every time)."""
        c = self.controller
        if c is None:
            return
        self._set_game_actions()
        if c.hidden:
            self.panel.clear_all()
            self._refresh_panel_button()
            return
        if c.perspective != self._panel_seat:  # another seat's panel: nothing of the last one stays
            self._panel_seat = c.perspective
            self.panel.clear_all()
        state = c.state
        names = c.seat_names()
        if state.is_over():
            status = self.tr("The game is over.")
        else:
            thinking = [names[s] for s in state.to_act() if not c.seats[s].is_human]
            humans = [names[s] for s in state.to_act() if c.seats[s].is_human]
            if c.perspective in state.to_act():
                # in a simultaneous step the shown player moves while the bots think (the table says so)
                status = self.tr("Your move, %s") % names[c.perspective]
            elif thinking:
                status = self.tr("%s is thinking…") % thinking[0]
            elif humans:
                status = self.tr("Waiting for %s") % ", ".join(humans)
            else:
                status = ""
        status = "\n".join(line for line in (status, c.network_note()) if line)
        self.panel.status.setText(status)
        self.panel.status.setVisible(bool(status))
        self.panel.scores.clear()
        if self.table is not None:
            for seat, text in self.table.score_lines(c.view()):
                item = QListWidgetItem(theme.badge_icon(c.seat_colour(seat)), text)
                self.panel.scores.addItem(item)
        self.panel.fit_scores()
        self.panel.show_log(c.log_lines())
        if self._chance_at is not None and (c.perspective != self._chance_at[0] or c.moved_since(*self._chance_at)):
            self._chance_at = None  # the estimate was for a position its player has left
            self.panel.clear_chance()
        self._refresh_panel_button()

    def _set_game_actions(self) -> None:
        """Undo, Hint and Save as the seat on screen may use them; none of them behind the privacy screen."""
        c = self.controller
        covered = c is None or c.hidden
        undo = not covered and c is not None and c.can_undo()
        shown = None if c is None else c.perspective
        hint = (not covered and c is not None and shown is not None and not c.state.is_over()
                and shown in c.state.to_act() and c.seats[shown].is_human)  # a hint only when it is a person's move
        self.panel.undo.setEnabled(undo)
        self.act_undo.setEnabled(undo)
        note = c.undo_note() if c is not None and not covered else self.tr("Take back your last move (Ctrl+Z)")
        self.panel.undo.setToolTip(note)
        self.act_undo.setToolTip(note)
        self.panel.hint.setEnabled(hint)
        self.act_hint.setEnabled(hint)
        self.act_save.setEnabled(not covered)

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
        self.start_game(record, colours)

    #: Below this window width the panel beside the table would leave it too little room (table text under
    #: 12 px): the panel becomes a drawer over the table instead.
    NARROW_WIDTH = 1500

    def toggle_panel(self) -> None:
        """Ctrl+L, or the corner button: show or hide the log and scores (beside the table, or its drawer)."""
        if self.holder.drawer:
            self._drawer_open = self.panel.isHidden()
        else:
            self._panel_folded = not self.panel.isHidden()
        self._arrange_panel()

    def _arrange_panel(self) -> None:
        """Panel beside the table or in a drawer, shown or not, as the window's width and the player ask."""
        narrow = self.width() < self.NARROW_WIDTH
        self.holder.set_drawer(narrow)
        show = self._drawer_open if narrow else not self._panel_folded
        if show == self.panel.isHidden():
            self.panel.setVisible(show)
            if not narrow:
                QTimer.singleShot(0, self.page.view.fit)
        self.holder._place_drawer()
        self.act_panel.setChecked(show)
        self._refresh_panel_button()

    def _refresh_panel_button(self) -> None:
        """The corner: the panel's button while a game is on, and whose turn it is while the panel is away."""
        on_table = self.stack.currentIndex() == 1
        away = self.panel.isHidden()
        drawer_open = self.holder.drawer and not away
        self.panel_button.setVisible(on_table and (away or drawer_open))
        self.panel_button.setText(self.tr("▸ Hide the log") if drawer_open else self.tr("◂ Log and scores"))
        status = self.panel.status.text() if self.panel.status.isVisibleTo(self.panel) else ""
        self.corner_bar.status.setText(status)
        self.corner_bar.status.setVisible(on_table and away and bool(status))
        if self.corner_bar.sizeHint() != self.corner_bar.size():
            self.corner_bar.adjustSize()
            self.menuBar().setCornerWidget(self.corner_bar, Qt.Corner.TopRightCorner)  # the menu bar makes room

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._arrange_panel()

    def show_rules(self, page: str | None = None) -> None:
        """F1: the rules of the game on the table (or the first game), or a named page."""
        if not page:
            page = self.controller.record.game if self.controller is not None else None
        self.rules_dialog = RulesDialog(self, page)
        self.rules_dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.rules_dialog.show()

    def save_as(self) -> None:
        if self.controller is None or self.controller.hidden:
            return
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save game record"), str(saves.saves_dir()),
                                              self.tr("Game records (*.json)"))
        if path:
            self.save_to(Path(path))

    def save_to(self, path: Path) -> bool:
        assert self.controller is not None
        try:
            saves.save_record(self.controller.record, path)
        except (saves.SaveError, OSError) as exc:
            QMessageBox.warning(self, self.tr("Not saved"), str(exc))
            return False
        self.statusBar().showMessage(self.tr("Saved to %s") % path, 5000)
        return True

    def open_record(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open game record"), str(saves.saves_dir()),
                                              self.tr("Game records (*.json)"))
        if path:
            self.open_path(Path(path))

    def open_path(self, path: Path) -> bool:
        """Open a saved record; a bad file gives a message and is left untouched."""
        try:
            record = saves.load_record(path)
        except saves.SaveError as exc:
            self.show_error(self.tr("Cannot open this file"), str(exc))
            return False
        players = [Player(p.name, p.kind) for p in record.players]
        record = Record(record.game, players, record.seed, record.options, record.setup, list(record.actions),
                        record.taken_back)
        self.start_game(record, [])
        return True

    def show_statistics(self) -> None:
        self.stats_window = self.stats.show_window(self)

    def review_record(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Review a game record"), str(stats.games_dir()),
                                              self.tr("Game records (*.json)"))
        if path:
            self.review_path(Path(path))

    def review_path(self, path: Path) -> None:
        """Step through a saved game with the hard bot's judgement (desktop/screens/review_page.py)."""
        problem = self.review_page.open_path(path)
        if problem is not None:
            self.show_error(self.tr("Cannot review this file"), f"{path}: {problem}")
            return
        self._before_review = self.stack.currentIndex() if self.stack.currentWidget() is not self.review_page else 0
        self.stack.setCurrentWidget(self.review_page)

    def review_finished(self) -> None:
        """"Review the game" on the end screen: the game just finished, seen by the same player."""
        c = self.controller
        if c is None:
            return
        colours = [c.seat_colour(s) for s in range(len(c.seats))]
        path = self.stats.last_record
        problem = (self.review_page.open_path(path, colours) if path is not None
                   else self.review_page.open_record(c.record, None, colours))
        if problem is None:
            self._before_review = 1
            self.stack.setCurrentWidget(self.review_page)

    def show_error(self, title: str, text: str) -> None:
        self.last_error = text
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    def closeEvent(self, event: QCloseEvent) -> None:
        self._stop_game()
        self.review_page.stop()
        guard.set_handler(None)
        super().closeEvent(event)

    # --- errors caught at the Qt boundary ------------------------------------------------

    def _caught(self, exc: BaseException, where: str) -> None:
        """An error in a handler or slot: log it with the game so far, tell the player, carry on."""
        if self.controller is not None:
            log.error("the game when %s failed: %s", where, json.dumps(self.controller.record.to_dict()))
        self.page.show_note(self.tr("Something went wrong; your game is saved and goes on. "
                                    "The details are in the log: %s") % log_path())
        if not self._repairing:
            QTimer.singleShot(0, self._repair)

    def _repair(self) -> None:
        """Draw the table and the panel afresh from the controller's state after a caught error."""
        if self._repairing or self.controller is None or self.table is None:
            return
        self._repairing = True
        try:
            if not self.controller.hidden:
                self.table.recover(self.controller.view())
            self._refresh_panel()
        except Exception:  # the table cannot be drawn: leave it as it is rather than loop
            log.exception("the table could not be rebuilt after an error")
        finally:
            self._repairing = False
