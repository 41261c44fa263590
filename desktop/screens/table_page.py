"""The table page: the view of the table with its overlays, and the side panel beside it (or in a drawer).

The side panel shows whose turn it is, the scores and the log in plain sentences, plus Undo and Hint.
The privacy screen and the end-of-game screen cover the table when needed. The main window
(screens/main_window.py) builds this page the first time a game needs it, after the lobby is shown.
"""

from __future__ import annotations

import itertools

from PySide6.QtCore import QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFontMetrics, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QGraphicsDropShadowEffect,
    QHBoxLayout,
    QListWidget,
    QPushButton,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from desktop.screens.endscreen import EndScreen
from desktop.screens.privacy import PrivacyScreen
from desktop.table import theme
from desktop.table.guard import Guarded
from desktop.table.painting import breakable
from desktop.table.view import TableScene, TableView
from desktop.widgets.chance_meter import ChanceMeter
from desktop.widgets.log_list import LogList, list_title
from desktop.widgets.plain import plain_label
from desktop.widgets.style import SLIM_SCROLLBAR, cream_buttons


class TablePage(Guarded, QWidget):
    """The view of the table with the overlays that cover it (the privacy screen covers the side panel too)."""

    def __init__(self, privacy: PrivacyScreen, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scene = TableScene(self)
        self.view = TableView(self.scene, self)
        self.view.setAccessibleName(self.tr("The game table"))
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
        self.results_button.setToolTip(self.tr("Back to the end of the game (Esc)"))
        self.results_button.hide()
        self.results_button.clicked.connect(self.show_results_again)
        self.end.table_requested.connect(self.results_button.show)
        self.end.table_requested.connect(lambda: self.view.setFocus(Qt.FocusReason.OtherFocusReason))
        #: Non-modal notes ("something went wrong; your game is saved").
        self.note = plain_label(parent=self)
        self.note.setObjectName("tableNote")
        self.note.setWordWrap(True)
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
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

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # the end screen's Esc shows the table; the table's (nothing in hand) shows the end screen again
        if event.key() == Qt.Key.Key_Escape and self.results_button.isVisible():
            self.show_results_again()
            return
        super().keyPressEvent(event)

    def show_note(self, text: str, ms: int = 9000) -> None:
        """A short message over the top of the table that does not stop play (and goes by itself)."""
        self.note.setText(text)
        self.note.adjustSize()
        self._place_note()
        self.note.show()
        self.note.raise_()
        self._note_timer.start(ms)

    def _place_note(self) -> None:
        # as wide as its words (a short note is a small box), up to 760 px, then wrapped; the style's padding
        # (14 px a side) and border (2 px a side) around them, and 2 px to spare
        natural = self.note.fontMetrics().horizontalAdvance(self.note.text()) + 2 * 14 + 2 * 2 + 2
        width = min(self.width() - 40, 760, natural)
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


#: The tallest the scores list grows before it scrolls.
MOST_SCORES_HEIGHT = 260
#: The padding the panel's style gives its lists (inside their frame, around their rows).
LIST_PADDING = 4
PANEL_STYLE = """
QWidget#sidePanel { background: #f7efe4; border-left: 1px solid #e2cdb5; }
QWidget#sidePanel[drawer="true"] { border-left: 3px solid #e0b84a; }
QWidget#sidePanel QLabel { color: #3b2f2a; background: transparent; }
QLabel#panelTitle { color: #7a5c43; }
QLabel#status { background: #fffaf2; border: 2px solid #e0b84a; border-radius: 12px; padding: 8px 10px; }
QListWidget::item:selected { background: #fff0d0; color: #3b2f2a; }
""" + (f"QListWidget {{ background: #fffaf2; border: 1px solid #e2cdb5; border-radius: 10px; padding: {LIST_PADDING}px;"
       " color: #3b2f2a; }\n") + cream_buttons(radius=16, padding="6px 10px") + SLIM_SCROLLBAR + (
    # a list's keyboard focus in the table's blue, as the buttons' (cream_buttons); its thicker edge takes one
    # pixel of its padding
    f"QListWidget:focus {{ border: 2px solid @RING@; padding: {LIST_PADDING - 1}px; }}\n")
PANEL_STYLE = PANEL_STYLE.replace("@RING@", theme.FOCUS_RING.name())


def _drawer_shadow() -> QGraphicsDropShadowEffect:
    shadow = QGraphicsDropShadowEffect()
    shadow.setBlurRadius(24)
    shadow.setOffset(-4, 0)
    shadow.setColor(QColor(40, 25, 15, 110))
    return shadow


class SidePanel(Guarded, QWidget):
    """Whose turn, scores, the log, Undo and Hint."""

    #: Esc in the drawer: the player is done with it.
    dismissed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sidePanel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(PANEL_STYLE)
        self.setFixedWidth(self.WIDTH)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 12, 12, 12)
        layout.setSpacing(6)
        self.status = plain_label()
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        self.status.hide()  # shown once there is something to say
        self.status.setFont(theme.display_font(18))
        self.status.setAccessibleName(self.tr("Whose turn"))
        layout.addWidget(self.status)
        layout.addWidget(list_title(self.tr("SCORES")))
        self._fitting_scores = False
        self.scores = LogList()
        self.scores.width_changed.connect(self.fit_scores)  # a drawer's narrower list wraps a long name
        self.scores.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)  # a tall row scrolls, not jumps
        self.scores.setFont(theme.text_font(14))
        self.scores.setWordWrap(True)
        self.scores.setIconSize(QSize(22, 22))
        # Tab reaches the lists and the buttons (after the table's pieces); a click leaves the keyboard on the table
        self.scores.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.scores.setAccessibleName(self.tr("Scores"))
        layout.addWidget(self.scores)
        layout.addWidget(list_title(self.tr("WHAT HAPPENED")))
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
        self.log.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.log.setAccessibleName(self.tr("What happened"))
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
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
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

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape and self.property("drawer"):
            self.dismissed.emit()
            event.accept()
            return
        super().keyPressEvent(event)

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
        kept = self._log_lines
        if len(lines) > len(kept) and lines[:len(kept)] == kept:  # a move added lines: add only those
            last = self.log.item(self.log.count() - 1)
            if last is not None:
                last.setData(Qt.ItemDataRole.FontRole, None)
            self.log.addItems(lines[len(kept):])
        else:
            self.log.clear()
            self.log.addItems(lines)
        self._log_lines = list(lines)
        newest = self.log.item(self.log.count() - 1)
        if newest is not None:  # the latest line stands out a little
            newest.setFont(theme.text_font(14, bold=True))
        self.log.doItemsLayout()
        self.log.scrollToBottom()

    def show_status(self, text: str) -> None:
        """Whose turn it is, in the box at the top; a name too long for a line breaks rather than being cut."""
        inside = self.WIDTH - 48  # the narrower panel, less its margins and the box's border and padding
        self.status.setText(breakable(text, QFontMetrics(self.status.font()), inside))
        self.status.setVisible(bool(text))

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
        if self._fitting_scores:  # its own resizing below may report a new width: measured once
            return
        self._fitting_scores = True
        try:
            self._fit_scores()
        finally:
            self._fitting_scores = False

    def _fit_scores(self) -> None:
        scores = self.scores
        # measured at the list's full width: a scroll bar showing now would wrap a long name that fits
        scores.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scores.updateGeometries()
        delegate = scores.itemDelegate()
        option = QStyleOptionViewItem()
        option.font = scores.font()
        rows = sum(delegate.sizeHint(option, scores.model().index(i, 0)).height() + 2 * scores.spacing()
                   for i in range(scores.count()))
        # the frame, the style's padding (around the viewport, and again around the rows in it), 2 px to spare
        inside = rows + 2 * scores.frameWidth() + 4 * LIST_PADDING + 2
        if inside > MOST_SCORES_HEIGHT:  # a long table's scores scroll
            scores.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        scores.setFixedHeight(min(MOST_SCORES_HEIGHT, max(40, inside)))
        scores.updateGeometries()
        short = scores.verticalScrollBar().maximum()  # what the view lays out beyond the rows' own height
        if short > 0 and scores.height() + short <= MOST_SCORES_HEIGHT:
            scores.setFixedHeight(scores.height() + short)


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
        # Tab goes from the table's last piece to the panel, and from its last button back to the table
        order = [self.page.view, self.panel.scores, self.panel.log, self.panel.undo, self.panel.hint]
        for before, after in itertools.pairwise(order):
            QWidget.setTabOrder(before, after)

    def set_drawer(self, drawer: bool) -> None:
        """Put the panel in a drawer over the table (True) or back beside it."""
        if drawer == self.drawer:
            return
        self.drawer = drawer
        self.panel.set_drawer(drawer)
        if drawer:
            self.row.removeWidget(self.panel)
            self.place_drawer()
        else:
            self.row.addWidget(self.panel)

    def place_drawer(self) -> None:
        """In a drawer, the panel stands at the right edge over the table; the privacy screen stays on top."""
        if self.drawer:
            width = self.panel.width()
            self.panel.setGeometry(self.width() - width, 0, width, self.height())
            self.panel.raise_()
        if self.privacy.isVisible():
            self.privacy.raise_()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.privacy.setGeometry(self.rect())
        self.place_drawer()
