"""The main window's menu bar: its menus and actions, and the corner at its right.

The actions call the window's commands (screens/main_window.py); the window keeps the ones it
enables and disables as a game goes (Undo, Hint, Save, the panel's tick).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QMenu, QMenuBar, QPushButton, QWidget

from desktop.games import entries
from desktop.startup import i18n
from desktop.table import theme
from desktop.table.guard import Guarded
from desktop.table.text import translator
from desktop.widgets.messages import tell
from desktop.widgets.plain import plain_label
from desktop.widgets.style import go_buttons

if TYPE_CHECKING:
    from desktop.screens.main_window import MainWindow

#: The menus' texts keep the main window's translation context, where they were first written.
_tr = translator("MainWindow")

CORNER_STYLE = """
QPushButton { background: #fff3d6; color: #3b2f2a; border: 1px solid #e0b84a; border-radius: 10px;
              padding: 2px 12px; }
QPushButton:hover { background: #ffe8a3; }
QLabel#cornerStatus { color: #3b2f2a; }
""" + go_buttons("QPushButton#resultsButton", "border-radius: 10px;")


class CornerBar(Guarded, QWidget):
    """The menu bar's right corner: whose turn it is while the side panel is out of sight, "Show the results"
    after "Look at the table", and the button that shows the panel — all of it off the table."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setStyleSheet(CORNER_STYLE)
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(0, 1, 8, 1)
        self.row.setSpacing(10)
        self.status = plain_label()
        self.status.setObjectName("cornerStatus")
        self.status.setFont(theme.display_font(15))
        self.status.setAccessibleName(self.tr("Whose turn"))
        self.panel_button = QPushButton(self.tr("◂ Log and scores"))
        self.panel_button.setObjectName("panelButton")
        self.panel_button.setToolTip(self.tr("Show whose turn it is, the scores and what happened (Ctrl+L)"))
        self.row.addWidget(self.status)
        self.seats_button = QPushButton()  # a networked table's host: someone is away (desktop/network/hand_over.py)
        self._style_button(self.seats_button)
        self.row.addWidget(self.seats_button)
        self.seats_button.hide()
        self._style_button(self.panel_button)
        self.row.addWidget(self.panel_button)
        self.status.hide()
        self.panel_button.hide()

    def event(self, event: QEvent) -> bool:
        handled = super().event(event)
        if event.type() == QEvent.Type.LayoutRequest:  # a button shown or hidden, a status changed
            self.fit()
        return handled

    def fit(self) -> None:
        """Take the width the corner's contents need, and have the menu bar make room for it."""
        if self.sizeHint() == self.size():
            return
        self.adjustSize()
        bar = self.parentWidget()
        if isinstance(bar, QMenuBar):
            bar.setCornerWidget(self, Qt.Corner.TopRightCorner)

    def add_results(self, results_button: QPushButton) -> None:
        """The table page's "Show the results", between the status and the panel's button (the page is built
        after the window, when a game first needs it)."""
        self._style_button(results_button)
        self.row.insertWidget(1, results_button)

    @staticmethod
    def _style_button(button: QPushButton) -> None:
        button.setFont(theme.text_font(14, bold=True))
        button.setCursor(Qt.CursorShape.PointingHandCursor)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)


class WindowMenus(QObject):
    """Game, View, Settings and Help: the window's commands, with their shortcuts and the settings' ticks."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.settings = window.settings
        bar = window.menuBar()
        game = bar.addMenu(_tr("&Game"))
        self.act_new = self._action(game, _tr("&New game"), window.show_lobby, QKeySequence.StandardKey.New)
        files = window.files
        self._action(game, _tr("&Open record…"), files.open_record, QKeySequence.StandardKey.Open)
        self.act_save = self._action(game, _tr("Save record &as…"), files.save_as, QKeySequence.StandardKey.SaveAs)
        self._action(game, _tr("&Review a game record…"), files.review_record)
        self._action(game, _tr("S&tatistics…"), window.show_statistics)
        game.addSeparator()
        self.act_undo = self._action(game, _tr("&Undo"), window.undo, QKeySequence.StandardKey.Undo)
        self.act_hint = self._action(game, _tr("&Hint"), window.hint, QKeySequence("Ctrl+H"))
        self.seats_menu = game.addMenu(_tr("&Seats"))  # a host's hand-over at a networked table (desktop/network)
        self.seats_menu.menuAction().setVisible(False)
        game.addSeparator()
        self._action(game, _tr("&Quit"), window.close, QKeySequence.StandardKey.Quit)
        self._view_menu(bar.addMenu(_tr("&View")))
        self._settings_menu(bar.addMenu(_tr("&Settings")))
        help_menu = bar.addMenu(_tr("&Help"))
        self.act_rules = self._action(help_menu, _tr("&Rules"), lambda: window.show_rules(), QKeySequence("F1"))
        self._action(help_menu, _tr("&Mouse and keyboard"), lambda: window.show_rules("keys"))
        lessons = help_menu.addMenu(_tr("&Learn to play"))
        for entry in entries():
            self._action(lessons, entry.title, functools.partial(window.learn, entry.game_id))
        help_menu.addSeparator()
        self._action(help_menu, _tr("&About"), lambda: window.show_rules("about"))

    def _view_menu(self, view: QMenu) -> None:
        window = self.window
        self.act_panel = self._action(view, _tr("Show &log and scores"), window.toggle_panel, QKeySequence("Ctrl+L"))
        self.act_panel.setCheckable(True)
        self.act_panel.setChecked(True)
        #: What acts on the table on screen: enabled on the table's page only (`PanelKeeper.refresh_actions`).
        self.table_actions = [
            self.act_panel,
            self._action(view, _tr("Zoom &in"), lambda: window.page.view.set_zoom(window.page.view.zoom * 1.25),
                         QKeySequence.StandardKey.ZoomIn),
            self._action(view, _tr("Zoom &out"), lambda: window.page.view.set_zoom(window.page.view.zoom / 1.25),
                         QKeySequence.StandardKey.ZoomOut),
            self._action(view, _tr("&Fit table"), lambda: window.page.view.set_zoom(1.0), QKeySequence("Ctrl+0"))]

    def _settings_menu(self, prefs: QMenu) -> None:
        # one tick per menu: the choice in force is always the one shown
        speed = prefs.addMenu(_tr("Animation speed"))
        self._choice_menu(speed, "animation_speed", ((_tr("Off"), 0.0), (_tr("Slow"), 0.6),
                                                     (_tr("Normal"), 1.0), (_tr("Fast"), 2.0)))
        pause = prefs.addMenu(_tr("Pause between bot moves"))
        self._choice_menu(pause, "bot_delay_ms", ((_tr("None"), 0), (_tr("Short"), 400),
                                                  (_tr("Normal"), 700), (_tr("Long"), 1500)))
        for key, label in (("confirm_before_commit", _tr("Ask “Sure?” before committing cards")),
                           ("confirm_leaving_table", _tr("Ask before leaving a network game")),
                           ("colour_blind_marks", _tr("Colour-blind-safe marks")),
                           ("reduce_motion", _tr("Reduce motion"))):
            act = prefs.addAction(label)
            act.setCheckable(True)
            act.setChecked(bool(self.settings.get(key)))
            act.toggled.connect(lambda on, k=key: self.settings.set(k, on))
        self._language_menu(prefs.addMenu(_tr("Language")))

    def _language_menu(self, menu: QMenu) -> None:
        """The app's language; it changes when the app starts again (every text is drawn as the window is built)."""
        group = QActionGroup(menu)
        chosen = str(self.settings.get("language"))
        for code, label in (("", _tr("As the system")), *i18n.LANGUAGES.items()):
            act = menu.addAction(label)
            act.setCheckable(True)
            act.setChecked(code == chosen)
            group.addAction(act)
            act.triggered.connect(lambda _=False, c=code: self._set_language(c))

    def _set_language(self, code: str) -> None:
        self.settings.set("language", code)
        if i18n.choose(code) != i18n.current():
            tell(self.window, _tr("Language"), _tr("The new language is used from the next time Party Table starts."))

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
        act = QAction(text, self.window)
        if shortcut is not None:
            act.setShortcut(shortcut)
        act.triggered.connect(slot)
        menu.addAction(act)
        return act
