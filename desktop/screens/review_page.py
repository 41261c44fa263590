"""Game review in the app: step through a finished (or saved) game with the hard bot's judgement.

The page shows the game's own table from one seat's view at any position of the record,
a timeline (←/→, Home/End, or a click on the graph), the log up to that point, and the
win-chance graph: one line per seat, each that player's chance of winning as the hard bot
estimated it from what the player knew at the time (rules/review.py). Every decision of the
seat being reviewed is marked; where the bot preferred another move, the table lights it
(`show_hint`) and the panel says what it gave up.

The review is computed in the background, one position after another, and saved next to
the record (``<record>.review.json``) so opening it again is instant. The table is driven by a
read-only host: it answers the table's questions from the position shown and refuses every move.
"""

from __future__ import annotations

import logging
import math
import threading
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QSize, Qt, QThreadPool, QTimer, Signal
from PySide6.QtGui import QColor, QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from desktop.games import table_class
from desktop.screens.review_host import ReviewHost
from desktop.storage.files import FileProblem
from desktop.storage.reviews import NotAReview, cache_path, read_cached, write_cached
from desktop.storage.saves import read_record
from desktop.storage.settings import Settings
from desktop.table import theme
from desktop.table.base import GameTable
from desktop.table.guard import Guarded
from desktop.table.text import listed, shown
from desktop.table.theme import SEAT_COLOURS, SeatColour
from desktop.table.view import TableScene, TableView
from desktop.widgets.capped_text import CappedText
from desktop.widgets.log_list import LogList, list_title
from desktop.widgets.plain import plain_label
from desktop.widgets.style import cream_buttons
from desktop.widgets.win_chart import MARK_COLOURS, WinChart, mark_icon
from rules.bots import Budget
from rules.core import Record, RulesError, fault, get_game
from rules.review import INACCURACY, Decision, Review, chance_lines, default_budget, review_record

log = logging.getLogger(__name__)


class _Signals(QObject):
    progress = Signal(int, int)
    rated = Signal(object)
    done = Signal(object)
    failed = Signal(str)


class _ReviewTask:
    """Computes a review off the GUI thread; `stop` ends it after the position being rated.

    Started as a bound `run`, not a QRunnable, which PySide would keep (with its record) for good.
    """

    def __init__(self, record: Record, budget: Budget, signals: _Signals) -> None:
        self.record, self.budget, self.signals = record, budget, signals
        self.stop = threading.Event()
        #: Held while a signal goes out: once `halt` returns, nothing is emitted on `signals` again, so the page
        #: may delete them (deleting them in the middle of an emit crashed the process).
        self._emitting = threading.Lock()

    def halt(self) -> None:
        """(GUI thread) Stop, and wait for an emit under way to finish."""
        with self._emitting:
            self.stop.set()

    def run(self) -> None:
        try:
            review = review_record(self.record, self.budget, 0, 1,
                                   progress=lambda done, total: self._emit(self.signals.progress, done, total),
                                   stop=self.stop.is_set,
                                   rated=lambda decision: self._emit(self.signals.rated, decision))
        except Exception as exc:  # reported to the page, never lost in the pool
            log.exception("the review failed")
            self._emit(self.signals.failed, f"{type(exc).__name__}: {exc}")
            return
        if review is not None:
            self._emit(self.signals.done, review)

    def _emit(self, signal: Any, *args: Any) -> None:
        with self._emitting:
            if self.stop.is_set():
                return
            try:
                signal.emit(*args)
            except RuntimeError:  # the page went away meanwhile
                self.stop.set()


def _over(record: Record) -> bool:
    """Whether `record` plays its game to the end (a record that does not replay is not)."""
    try:
        return record.replay().is_over()
    except RulesError:
        return False


class _DecisionList(Guarded, QListWidget):
    """The reviewed seat's decisions; the one on show stays in sight when the list is laid out at a new size."""

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        item = self.currentItem()
        if item is not None and item.isSelected():
            self.scrollToItem(item)


# --- the page ------------------------------------------------------------------------------------

PAGE_STYLE = """
QWidget#reviewPanel { background: #f7efe4; border-left: 1px solid #e2cdb5; }
QWidget#reviewPanel QLabel, QWidget#reviewBar QLabel { color: #3b2f2a; background: transparent; }
QWidget#reviewBar { background: #f7efe4; border-top: 1px solid #e2cdb5; }
QLabel#panelTitle { color: #7a5c43; }
QScrollArea#stepBox { background: #fffaf2; border: 2px solid #e0b84a; border-radius: 12px; padding: 6px 4px 6px 8px; }
QScrollArea#stepBox > QWidget > QLabel { background: #fffaf2; }
QListWidget { background: #fffaf2; border: 1px solid #e2cdb5; border-radius: 10px; padding: 4px; color: #3b2f2a; }
QListWidget::item:selected { background: #fff0d0; color: #3b2f2a; }
QProgressBar { background: #fffaf2; border: 1px solid #e2cdb5; border-radius: 5px; }
QProgressBar::chunk { background: #e0b84a; border-radius: 4px; }
QGraphicsView#reviewTable { border: 3px solid transparent; }
QGraphicsView#reviewTable:focus { border-color: @RING@; }
""".replace("@RING@", theme.FOCUS_RING.name()) + cream_buttons(radius=14, padding="4px 12px")


class ReviewPage(Guarded, QWidget):
    """The review: the table at the chosen position, the timeline and graph below, the judgement beside."""

    closed = Signal()
    #: The widest a name is shown in "Seen by", in pixels (a longer one is cut, whole in its tooltip).
    NAME_WIDTH = 240
    #: A page shorter than this (a laptop's window) is short: its chart is lower and its bar tighter.
    SHORT_PAGE = 900
    #: The chart's height under the table in a tall page, and in a short one: there the table's scale is bound
    #: by its width (desktop/table/view.py, table_area), so this chart leaves its words as large as a page-high
    #: table's, and the judgement keeps its height for this step and the decisions.
    CHART_TALL_HEIGHT, CHART_SHORT_HEIGHT = 170, 100
    #: The least the decisions and the log keep in a short page: a few lines each, the rest scrolls; the
    #: most this step's judgement takes there (nine lines), the rest scrolls too; in a tall page it may take more.
    LIST_LEAST, STEP_MOST, STEP_MOST_TALL = 56, 196, 420

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setStyleSheet(PAGE_STYLE)
        self.scene = TableScene(self)
        self.view = TableView(self.scene, self)
        self.view.tab_ring = False  # a reviewed table takes no moves: Tab goes on to the page's controls
        self.view.setObjectName("reviewTable")  # with no ring on a piece, the whole table shows the keyboard's focus
        self.host: ReviewHost | None = None
        self.table: GameTable | None = None
        self.review: Review | None = None
        self.decisions: list[Decision] = []
        self.record_path: Path | None = None
        self.hidden = False
        self._note = ""
        self._said = ""
        #: The hard bot's budget per decision (None: the game's default, rules/review.py).
        self.budget: Budget | None = None
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self._task: _ReviewTask | None = None
        self._signals: _Signals | None = None
        self._build()
        self.short: bool | None = None
        self._fit_height()
        for key, move in ((Qt.Key.Key_Left, lambda: self.go(self.position - 1)),
                          (Qt.Key.Key_Right, lambda: self.go(self.position + 1)),
                          (Qt.Key.Key_Home, lambda: self.go(0)),
                          (Qt.Key.Key_End, lambda: self.go(self.moves)),
                          (Qt.Key.Key_T, self.table_only.toggle),
                          (Qt.Key.Key_Escape, self.close_review)):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(move)

    # --- building -------------------------------------------------------------------------------

    def _build(self) -> None:
        """The table with its timeline under it (left), the judgement beside them (right)."""
        whole = QHBoxLayout(self)
        whole.setContentsMargins(0, 0, 0, 0)
        whole.setSpacing(0)
        left = QVBoxLayout()
        left.setSpacing(0)
        left.addWidget(self.view, 1)
        left.addWidget(self._build_timeline())
        whole.addLayout(left, 1)
        self.judgement = self._build_judgement()
        whole.addWidget(self.judgement)

    def _build_timeline(self) -> QWidget:
        """The bar under the table: the moves' buttons, where we are, the status, the progress and the chart."""
        bar = QWidget()
        bar.setObjectName("reviewBar")
        bar.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        bar_layout = QVBoxLayout(bar)
        bar_layout.setContentsMargins(12, 8, 12, 8)
        row = QHBoxLayout()
        self.first_button = QPushButton(self.tr("Start"))
        self.back_button = QPushButton("◀")
        self.next_button = QPushButton("▶")
        self.last_button = QPushButton(self.tr("End"))
        tips = (self.tr("The start (Home)"), self.tr("One move back (←)"), self.tr("One move on (→)"),
                self.tr("The end (End)"))
        for button, tip in zip((self.first_button, self.back_button, self.next_button, self.last_button), tips,
                               strict=True):
            button.setToolTip(tip)
            button.setFont(theme.text_font(15, bold=True))
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.where = plain_label()
        self.where.setFont(theme.text_font(15, bold=True))
        self.where.setMinimumWidth(150)
        self.where.setAlignment(Qt.AlignmentFlag.AlignCenter)
        row.addWidget(self.first_button)
        row.addWidget(self.back_button)
        row.addWidget(self.where)
        row.addWidget(self.next_button)
        row.addWidget(self.last_button)
        row.addSpacing(16)
        self.status = plain_label()
        self.status.setFont(theme.text_font(14))
        self.status.setWordWrap(True)
        self.status.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)  # never widens the page
        row.addWidget(self.status, 1)
        self.progress = QProgressBar()
        self.progress.setTextVisible(False)
        self.progress.setFixedSize(QSize(120, 10))
        row.addWidget(self.progress)
        # a small window leaves the table small beside the chart and the judgement: it may have the page alone
        self.table_only = QPushButton(self.tr("Table only"))
        self.table_only.setCheckable(True)
        self.table_only.setToolTip(self.tr("Hide the chart and the judgement to see the table larger (T)"))
        self.table_only.setFont(theme.text_font(14, bold=True))
        self.table_only.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table_only.setCursor(Qt.CursorShape.PointingHandCursor)
        self.table_only.toggled.connect(self._show_table_only)
        row.addWidget(self.table_only)
        bar_layout.addLayout(row)
        self.bar_layout = bar_layout
        self.chart = WinChart()
        self.chart.position_chosen.connect(self.go)
        bar_layout.addWidget(self.chart)
        self.first_button.clicked.connect(lambda: self.go(0))
        self.back_button.clicked.connect(lambda: self.go(self.position - 1))
        self.next_button.clicked.connect(lambda: self.go(self.position + 1))
        self.last_button.clicked.connect(lambda: self.go(self.moves))
        return bar

    def _build_judgement(self) -> QWidget:
        """The side panel: the game, whose view, the summary, this step (and the chart in a short page), the
        decisions, the log, Close."""
        panel = QWidget()
        panel.setObjectName("reviewPanel")
        panel.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        panel.setMinimumWidth(290)
        panel.setMaximumWidth(360)
        side = QVBoxLayout(panel)
        side.setContentsMargins(12, 12, 12, 12)
        side.setSpacing(6)
        self.title = plain_label()
        self.title.setFont(theme.display_font(20))
        self.title.setWordWrap(True)
        # a long name ("Revisione della partita: Arturo: un compleanno da paura") wraps, never widens the panel
        self.title.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        side.addWidget(self.title)
        seat_row = QHBoxLayout()
        seen = QLabel(self.tr("Seen by"))
        seen.setFont(theme.text_font(14, bold=True))
        seat_row.addWidget(seen)
        self.seat_box = QComboBox()
        self.seat_box.setFont(theme.text_font(14))
        self.seat_box.setAccessibleName(self.tr("The player whose view and decisions are shown"))
        self.seat_box.currentIndexChanged.connect(self._seat_chosen)
        seat_row.addWidget(self.seat_box, 1)
        side.addLayout(seat_row)
        self.summary = plain_label()
        self.summary.setWordWrap(True)
        self.summary.setFont(theme.text_font(14))
        side.addWidget(self.summary)
        self.step = CappedText()
        self.step.setObjectName("stepBox")
        self.step.label.setFont(theme.text_font(15))
        side.addWidget(self.step)
        side.addWidget(list_title(self.tr("DECISIONS")))
        self.decision_list = _DecisionList()
        self.decision_list.setFont(theme.text_font(14))
        self.decision_list.setWordWrap(True)  # a long mark ("good (nearly an inaccuracy)") wraps, never cut
        self.decision_list.itemClicked.connect(self._decision_clicked)
        self.decision_list.itemActivated.connect(self._decision_clicked)  # Enter on the keyboard's choice
        self.decision_list.setMinimumHeight(self.LIST_LEAST)
        side.addWidget(self.decision_list, 3)  # the decisions are what a review is read by: more of them than the log
        side.addWidget(list_title(self.tr("WHAT HAPPENED")))
        self.log = LogList()
        self.log.setFont(theme.text_font(14))
        self.log.setWordWrap(True)
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.log.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.log.setMinimumHeight(self.LIST_LEAST)
        side.addWidget(self.log, 2)
        self.close_button = QPushButton(self.tr("Close the review"))
        self.close_button.setFont(theme.display_font(15))
        self.close_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.close_button.clicked.connect(self.close_review)
        side.addWidget(self.close_button)
        return panel

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_height()

    def _fit_height(self) -> None:
        """A short page: a lower chart in a tighter bar, and this step's judgement capped (the rest scrolls)."""
        short = self.height() < self.SHORT_PAGE
        if short == self.short:
            return
        self.short = short
        self.chart.setFixedHeight(self.CHART_SHORT_HEIGHT if short else self.CHART_TALL_HEIGHT)
        margin = 5 if short else 8
        self.bar_layout.setContentsMargins(12, margin, 12, margin)
        self.bar_layout.setSpacing(4 if short else 6)
        self.step.set_most(self.STEP_MOST if short else self.STEP_MOST_TALL)

    def _show_table_only(self, on: bool) -> None:
        """The table alone (with the moves' buttons under it), or with the chart and the judgement again."""
        self.chart.setVisible(not on)
        self.judgement.setVisible(not on)
        self.table_only.setText(self.tr("Show the judgement") if on else self.tr("Table only"))

    # --- opening --------------------------------------------------------------------------------

    def open_path(self, path: Path, colours: list[SeatColour] | None = None, seat: int | None = None) -> str | None:
        """Review the record at `path` (its saved review if there is one); the reason if it cannot be read."""
        found = read_record(path)
        if isinstance(found, FileProblem):
            return shown(found.said())
        record, _ = found
        return self.open_record(record, path, colours, seat)

    def open_record(self, record: Record, path: Path | None = None, colours: list[SeatColour] | None = None,
                    seat: int | None = None) -> str | None:
        """Review `record` (saved next to `path`, when given) seen by `seat` (by default its first person's); the
        reason if there is no table for its game."""
        game = get_game(record.game)
        cls = table_class(game)
        if cls is None:
            return self.tr("the table for this game is not built yet")
        people = sum(player.kind == "human" for player in record.players)
        if people > 1 and game.has_hidden_information(record.options) and not _over(record):
            # one screen, several people: whoever opened it would read the others' hidden cards
            return self.tr("this game is not over, and its players keep cards hidden from each other: it can be "
                           "reviewed once it is over")
        self.stop()
        self.record_path = path
        colours = colours or [SEAT_COLOURS[i % len(SEAT_COLOURS)] for i in range(len(record.players))]
        if self.table is not None:
            self.table.retire()
            self.table.deleteLater()
        if self.host is not None:  # a child of the page, with a state for every position of its game
            self.host.deleteLater()
        self.host = ReviewHost(record, self.settings, colours, self)
        self.scene.clear()
        self.table = cls(self.host, self.scene)
        self.view.table = self.table
        self.review, self.decisions = None, []
        self.title.setText(self.tr("Game review: %s") % game.name)
        self.hidden = game.has_hidden_information(record.options)
        self._fill_seats(record, seat)
        self.chart.setToolTip(self._chart_note())
        # a record saved part-way says so from the start, not only at its last move
        self._note = "" if self.host.states[-1].is_over() else self.tr("This record stops before the game's end.")
        self.say("")
        cached = read_cached(cache_path(path), record, self.budget_for(record)) if path is not None else None
        if isinstance(cached, Review):
            self._finished(cached, save=False)
        else:
            if isinstance(cached, FileProblem):
                self.add_note(self.tr("The saved review could not be read (%s); it is made again.")
                              % shown(cached.said()))
            self._start(record)
            self._refresh_review()
        self.go(0 if self.review is None else self.first_marked())
        self.view.setFocus()
        return None

    def budget_for(self, record: Record) -> Budget:
        return self.budget or default_budget(record.game)

    def _chart_note(self) -> str:
        if self.hidden:
            return self.tr("Each line is that player's chance of winning as the hard bot estimates it from what "
                           "the player knew at the time — not from the cards still hidden.")
        return self.tr("Each line is that player's chance of winning as the hard bot estimates it at each of "
                       "their decisions.")

    def _fill_seats(self, record: Record, seat: int | None = None) -> None:
        """Any seat once the game is over (everything is revealed); before that, only the people's. `seat` (if
        it may be chosen), else the first person's, is the one shown."""
        over = self.host is not None and self.host.states[-1].is_over()
        humans = [s for s, p in enumerate(record.players) if p.kind == "human"]
        allowed = list(range(len(record.players))) if over or not self.hidden or not humans else humans
        self.seat_box.blockSignals(True)
        self.seat_box.clear()
        metrics = self.seat_box.fontMetrics()
        for each in allowed:
            name = record.players[each].name
            self.seat_box.addItem(theme.badge_icon(self._colour(each)),
                                  metrics.elidedText(name, Qt.TextElideMode.ElideRight, self.NAME_WIDTH), each)
            self.seat_box.setItemData(self.seat_box.count() - 1, name, Qt.ItemDataRole.ToolTipRole)
        first = seat if seat in allowed else humans[0] if humans and humans[0] in allowed else allowed[0]
        self.seat_box.setCurrentIndex(allowed.index(first))
        self.seat_box.blockSignals(False)
        if self.host is not None:
            self.host.seat = self.seat_box.currentData()

    def _colour(self, seat: int) -> SeatColour:
        assert self.host is not None
        return self.host.seat_colour(seat)

    # --- computing ------------------------------------------------------------------------------

    def _start(self, record: Record) -> None:
        signals = _Signals(self)
        signals.progress.connect(self._progress)
        signals.rated.connect(self._rated)
        signals.done.connect(lambda review: self._finished(review, save=True))
        signals.failed.connect(self._failed)
        task = _ReviewTask(record, self.budget_for(record), signals)
        self._signals, self._task = signals, task
        self.progress.setValue(0)
        self.progress.show()
        self.say(self.tr("The hard bot is reviewing the game…"))
        self.pool.start(task.run)

    def say(self, text: str) -> None:
        """The line beside the timeline: what the review is doing (after any note about this record)."""
        self._said = text
        self.status.setText(" ".join(t for t in (self._note, text) if t))

    def add_note(self, text: str) -> None:
        """A note that stays before what the review is doing until another record is opened (its saved review
        could not be read, something went wrong); said once, however often it comes."""
        if text not in self._note:
            self._note = " ".join(filter(None, (self._note, text)))
            self.say(self._said)

    def stop(self) -> None:
        """Give up the review being computed (it ends after the position it is rating)."""
        if self._task is not None:
            self._task.halt()
        if self._signals is not None:
            self._signals.deleteLater()
        self._task = self._signals = None

    def _progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)
        self.say(self.tr("The hard bot is reviewing the game: %d of %d decisions…") % (done, total) if total else "")

    def _rated(self, decision: Decision) -> None:
        self.decisions.append(decision)
        self._refresh_review()
        if decision.index == self.position:  # the step on show said "not rated yet"
            self._show_step()

    def _failed(self, reason: str) -> None:
        self.progress.hide()
        self.say(self.tr("The review stopped: %s") % reason)

    def _finished(self, review: Review, save: bool) -> None:
        self.review = review
        self.decisions = list(review.decisions)
        self._task = None
        self.progress.hide()
        self.say(self.tr("Review complete."))
        if save and self.host is not None and self.record_path is not None:
            try:
                write_cached(cache_path(self.record_path), self.host.record, review)
            except NotAReview:
                self.say(self.tr("Review complete; it is not saved, because a file of its name beside the record "
                                 "(%s) is not a review.") % cache_path(self.record_path).name)
            except OSError as exc:
                self.say(self.tr("Review complete; it could not be saved next to the record (%s).")
                         % shown(fault(exc)))
        self._refresh_review()
        self.go(self.first_marked() if self.position == 0 else self.position)

    # --- showing --------------------------------------------------------------------------------

    @property
    def position(self) -> int:
        return self.host.index if self.host is not None else 0

    @property
    def moves(self) -> int:
        return len(self.host.record.actions) if self.host is not None else 0

    def shown_seats(self) -> list[int]:
        """Whose line the graph draws: everyone's once nothing is secret, else only the reviewed seat's."""
        if self.host is None:
            return []
        if self.host.states[-1].is_over() or not self.hidden:
            return list(range(len(self.host.record.players)))
        return [self.host.seat] if self.host.seat is not None else []

    def chances(self) -> tuple[tuple[float, ...], ...]:
        assert self.host is not None
        if self.review is not None:
            return self.review.chances
        return chance_lines(len(self.host.record.players), self.moves, self.decisions, None)

    def seat_decisions(self) -> list[Decision]:
        seat = self.host.seat if self.host is not None else None
        return [d for d in self.decisions if d.seat == seat]

    def first_marked(self) -> int:
        """Where a review opens: the reviewed seat's first decision that is not good, else the start."""
        return next((d.index for d in self.seat_decisions() if d.mark != "good"), 0)

    def _refresh_review(self) -> None:
        """The graph, the summary and the list of decisions, from what has been rated so far."""
        if self.host is None:
            return
        mine = self.seat_decisions()
        done = self.moves if self.review is not None else (self.decisions[-1].index + 1 if self.decisions else 0)
        self.chart.set_data(self.chances(), self.shown_seats(), mine, self.host.colours, self.host.seat_names(),
                            done)
        counts = {mark: sum(d.mark == mark for d in mine) for mark in MARK_COLOURS}
        name = self.host.seat_names()[self.host.seat or 0]
        if mine:
            said = (self.tr("Decisions of %s: %d — good: %d · inaccuracies: %d · mistakes: %d · blunders: %d")
                    % (name, len(mine), counts["good"], counts["inaccuracy"], counts["mistake"], counts["blunder"]))
            # a line breaks after a dot, never before it nor between a mark and its count
            self.summary.setText(said.replace(" · ", "\u00a0· ").replace(": ", ":\u00a0"))
        else:
            self.summary.setText(self.tr("No decision of %s has been rated yet.") % name)
        self.decision_list.clear()
        for d in mine:
            text = self.tr("Move %d: %s") % (d.index + 1, self.mark_words(d.mark))
            if d.mark == "good" and d.too_close is None:
                # a bare "good, −9%" read as a contradiction; floored: under the 10 points of an inaccuracy, as the
                # step says
                below = math.floor(100 * d.loss)
                if below:
                    text = self.tr("Move %d: good, %d%% below the best") % (d.index + 1, below)
            else:
                if d.too_close is not None:  # the list says so too, not only the detail: "good" beside −14% puzzles
                    text = self.tr("Move %d: %s (nearly %s)") % (d.index + 1, self.mark_words(d.mark),
                                                                 self.nearly_words(d.too_close))
                text += self.tr(", −%d%%") % round(100 * d.loss)
            item = QListWidgetItem(mark_icon(d.mark), text)
            if d.too_close is not None:
                item.setToolTip(self.too_close_words(d))
            item.setData(Qt.ItemDataRole.UserRole, d.index)
            self.decision_list.addItem(item)
        self._select_decision()

    def too_close_words(self, decision: Decision) -> str:
        """Why a move that gave up past a threshold keeps the milder mark (rules/review.py, NEAR)."""
        words = self.tr("Nearly %s: the hard bot's search can be off by about %d points of winning chance here, "
                        "so the milder mark stands.")
        return words % (self.nearly_words(decision.too_close or ""), round(100 * decision.margin))

    def nearly_words(self, mark: str) -> str:
        words = {"inaccuracy": self.tr("an inaccuracy"), "mistake": self.tr("a mistake"),
                 "blunder": self.tr("a blunder")}
        return words.get(mark, mark)

    def mark_words(self, mark: str) -> str:
        words = {"good": self.tr("good"), "inaccuracy": self.tr("inaccuracy"), "mistake": self.tr("mistake"),
                 "blunder": self.tr("blunder")}
        return words.get(mark, mark)

    def _decision_clicked(self, item: QListWidgetItem) -> None:
        self.go(int(item.data(Qt.ItemDataRole.UserRole)))

    def _select_decision(self) -> None:
        for row in range(self.decision_list.count()):
            item = self.decision_list.item(row)
            if item is not None and item.data(Qt.ItemDataRole.UserRole) == self.position:
                self.decision_list.setCurrentItem(item)
                self.decision_list.scrollToItem(item)
                return
        self.decision_list.clearSelection()

    def _seat_chosen(self) -> None:
        if self.host is None:
            return
        self.host.seat = self.seat_box.currentData()
        self._refresh_review()
        self.go(self.position)

    def go(self, position: int) -> None:
        """Show the table before record action `position` (the end at `moves`), and what was decided there."""
        host, table = self.host, self.table
        if host is None or table is None:
            return
        host.index = min(self.moves, max(0, position))
        table.hint_bubble.hide()  # a suggestion belongs to the position it was made for
        table.bubble.hide()
        table.rebuild(host.view())
        self.chart.set_position(host.index)
        self.where.setText(self.tr("Move %d of %d") % (host.index + 1, self.moves) if host.index < self.moves
                           else self.tr("The end"))
        for button, on in ((self.first_button, host.index > 0), (self.back_button, host.index > 0),
                           (self.next_button, host.index < self.moves), (self.last_button, host.index < self.moves)):
            button.setEnabled(on)
        self._show_step()
        self._refresh_log()
        self._select_decision()

    def _show_step(self) -> None:
        host, table = self.host, self.table
        assert host is not None and table is not None
        names = host.seat_names()
        k = host.index
        if k >= self.moves:
            state = host.state
            if state.is_over():
                winners = [names[s] for s in state.result().winners]
                if not winners:
                    text = self.tr("<b>The end.</b>")
                elif len(winners) == 1:
                    text = self.tr("<b>The end.</b> %s won.") % _escape(winners[0])
                else:
                    text = self.tr("<b>The end.</b> %s shared the win.") % _escape(listed(winners))
            else:
                text = self.tr("<b>The record ends here</b>; the game was not finished.")
            self.step.setText(text)
            return
        seat, _ = host.record.actions[k]
        lines = host.lines_of(k)
        said = "<br>".join(_escape(line) for line in lines[:2]) + (" …" if len(lines) > 2 else "")
        parts = [self.tr("<b>Move %d: %s</b>") % (k + 1, _escape(names[seat])),
                 said or self.tr("(nothing %s could see)") % _escape(names[host.seat or 0])]
        decision = next((d for d in self.decisions if d.index == k and d.seat == seat), None)
        if decision is not None and seat == host.seat:
            parts += self._judged(decision)
            if decision.best != decision.played:
                table.suggest(host.state.game.parse_action(decision.best))
        elif seat == host.seat and self.review is None:
            parts.append(self.tr("<i>Not rated yet.</i>"))
        self.step.setText("<br>".join(parts))

    def _judged(self, decision: Decision) -> list[str]:
        """The mark and the chances in words. The chance before a move is the one the hard bot's pick keeps, so
        a good move whose chance drops says it was close to that pick rather than showing a bare drop."""
        # the mark's colour as words: deepened to 4.5:1 on the cream (the graph's yellow is 2.2:1)
        colour = theme.deepened(QColor(MARK_COLOURS[decision.mark]), QColor("#f7efe4")).name()
        mark = self.mark_words(decision.mark).capitalize()
        before, after = round(100 * decision.chance_before), round(100 * decision.chance_after)
        if decision.best == decision.played:
            parts = [self.tr("<span style='color:%s'><b>%s</b></span> — the hard bot agrees with this move. Chance "
                             "of winning: %d%%.") % (colour, mark, before)]
        elif decision.mark == "good":
            parts = [self.tr("<span style='color:%s'><b>%s</b></span> — close to the hard bot's pick, lit on the "
                             "table: %d%% chance of winning with its pick, %d%% with this move.")
                     % (colour, mark, before, after)]
            if decision.too_close is None:
                parts.append(self.tr("Giving up less than %d points of winning chance counts as good.")
                             % round(100 * INACCURACY))
        else:
            parts = [self.tr("<span style='color:%s'><b>%s</b></span> — chance of winning %d%% before, "
                             "%d%% after this move.") % (colour, mark, before, after)]
        if decision.too_close is not None:  # a loss past a threshold with a milder mark: say why
            parts.append(self.too_close_words(decision))
        if decision.loss_beyond_chance:  # say where the mark comes from
            parts.append(self.tr("Comparing the moves, the hard bot finds this one %d%% worse than its choice: "
                                 "more than the chance this position still had.") % round(100 * decision.loss))
        if decision.best != decision.played and decision.mark != "good":
            parts.append(self.tr("The hard bot would rather have played the move lit on the table (%d%%).")
                         % before)
        return parts

    def _refresh_log(self) -> None:
        host = self.host
        assert host is not None
        lines = [line for k in range(host.index) for line in host.lines_of(k)]
        self.log.clear()
        self.log.addItems(lines)
        newest = self.log.item(self.log.count() - 1)
        if newest is not None:
            newest.setFont(theme.text_font(14, bold=True))
        QTimer.singleShot(0, self.log, self.log.scrollToBottom)  # once the wrapped lines have their heights

    def close_review(self) -> None:
        self.stop()
        self.closed.emit()


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")

