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

import json
import logging
import threading
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, QSize, Qt, QThreadPool, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QIcon,
    QKeySequence,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
    QShortcut,
)
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from desktop.games import table_class
from desktop.storage.files import FileProblem, read_file
from desktop.storage.saves import atomic_write, read_record
from desktop.storage.settings import Settings
from desktop.table import theme
from desktop.table.anim import Animator
from desktop.table.base import GameTable
from desktop.table.guard import Guarded
from desktop.table.text import listed, shown, translate_rules
from desktop.table.theme import SEAT_COLOURS, SeatColour
from desktop.table.view import TableScene, TableView
from desktop.widgets.chart import Axes, draw_axes
from desktop.widgets.log_list import LogList, list_title
from desktop.widgets.style import cream_buttons
from rules.bots import Budget
from rules.core import Action, Event, GameState, Partial, Record, RecordError, View, fault, get_game, say
from rules.review import FORMAT as REVIEW_FORMAT
from rules.review import VERSION as REVIEW_VERSION
from rules.review import Decision, Review, chance_lines, default_budget, record_digest, review_record

log = logging.getLogger(__name__)

#: The colour of each mark on the graph and in the lists.
MARK_COLOURS = {"good": "#2e8b57", "inaccuracy": "#d9a400", "mistake": "#e8731c", "blunder": "#c0392b"}


class ReviewHost(QObject):
    """The table's host for a past position: it answers from the position shown and plays no moves."""

    def __init__(self, record: Record, settings: Settings, colours: list[SeatColour],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.record = record
        self.settings = settings
        self.colours = colours
        self.animator = Animator(0.0, self)
        self.thinking_seat: int | None = None
        state = record.new_state()
        game = state.game
        self.states: list[GameState] = [state.clone()]
        self.all_events: list[list[Event]] = []
        for seat, text in record.actions:
            self.all_events.append(state.apply(seat, game.parse_action(text)))
            self.states.append(state.clone())
        self.index = len(self.states) - 1
        self.seat: int | None = 0

    @property
    def perspective(self) -> int | None:
        return self.seat

    @property
    def state(self) -> GameState:
        return self.states[self.index]

    @property
    def events(self) -> list[list[Event]]:
        """What has happened up to the position shown (tables may lay out from it)."""
        return self.all_events[: self.index]

    def view(self) -> View:
        return self.state.view(self.seat)

    def acting(self) -> bool:
        state = self.state
        return self.seat is not None and not state.is_over() and self.seat in state.to_act()

    def legal_actions(self) -> list[Action]:
        """The moves the seat had here, so the table looks as it did when the player chose."""
        return list(self.state.legal_actions(self.seat)) if self.acting() and self.seat is not None else []

    def refusal(self) -> str:
        return self.tr("This is a review: the moves cannot be played again here.")

    def why_illegal(self, action: Action) -> str | None:
        return self.refusal()

    def submit(self, action: Action) -> str | None:
        return self.refusal()

    def submit_sequence(self, actions: list[Action]) -> str | None:
        return self.refusal()

    def completions(self, partial: Partial[Action]) -> list[Action]:
        return self.state.completions(self.seat, partial) if self.acting() and self.seat is not None else []

    def why_not_yet(self, partial: Partial[Action]) -> str | None:
        return self.refusal()

    def seat_names(self) -> list[str]:
        return [p.name for p in self.record.players]

    def seat_colour(self, seat: int) -> SeatColour:
        return self.colours[seat % len(self.colours)]

    def setting(self, key: str) -> Any:
        return self.settings.get(key)

    def prompt(self, line: str) -> str:
        """Whose move it was at the position shown, in place of the table's call to play."""
        state = self.state
        if state.is_over():
            return line
        names = self.seat_names()
        return self.tr("%s to play") % listed([names[s] for s in state.to_act()])

    def lines_of(self, index: int) -> list[str]:
        """The log sentences of record action `index`, as the seat shown may read them."""
        names = self.seat_names()
        return [text for e in self.all_events[index] if (text := e.describe(names, self.seat, translate_rules))]


# --- the review's file next to the record --------------------------------------------------------


def cache_path(record_path: Path) -> Path:
    return record_path.with_name(f"{record_path.stem}.review.json")


def read_cached(path: Path, record: Record, budget: Budget) -> Review | FileProblem | None:
    """The saved review of `record` at `path`; None if there is none for this record and budget."""
    if not path.exists() and not path.is_symlink():
        return None

    def parse(raw: bytes) -> tuple[str, Review | None]:
        data = json.loads(raw.decode("utf-8"))
        if not isinstance(data, dict) or data.get("format") != REVIEW_FORMAT:
            raise RecordError(say("not a saved review"))
        if data.get("version") != REVIEW_VERSION:
            return "", None  # made by another version of the review: made afresh, without a fuss
        return str(data.get("record", "")), Review.from_dict(data)

    found = read_file(path, parse)
    if isinstance(found, FileProblem):
        return found
    digest, review = found
    if review is None or digest != record_digest(record) or review.budget != budget or review.seed != 0:
        return None  # another game's, or one made with another budget: made afresh
    return review


def write_cached(path: Path, record: Record, review: Review) -> None:
    data = review.to_dict()
    data["record"] = record_digest(record)
    atomic_write(path, json.dumps(data, indent=1, ensure_ascii=False))


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
        if self.stop.is_set():
            return
        try:
            signal.emit(*args)
        except RuntimeError:  # the page went away meanwhile
            self.stop.set()


# --- the graph -----------------------------------------------------------------------------------


class WinChart(Guarded, QWidget):
    """Each seat's chance of winning over the game, a marker for each marked decision, the position shown."""

    position_chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.chances: tuple[tuple[float, ...], ...] = ()
        self.colours: list[SeatColour] = []
        self.names: list[str] = []
        self.seats: list[int] = []
        self.marks: list[Decision] = []
        self.position = 0
        self.moves = 0
        self.done_upto = 0  # positions with an estimate so far (the rest is still being reviewed)
        self.setMinimumHeight(170)
        self.setMouseTracking(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def set_data(self, chances: tuple[tuple[float, ...], ...], seats: list[int], marks: list[Decision],
                 colours: list[SeatColour], names: list[str], done_upto: int) -> None:
        self.chances, self.seats, self.marks = chances, seats, marks
        self.colours, self.names, self.done_upto = colours, names, done_upto
        self.moves = max(0, len(chances) - 1)
        self.update()

    def set_position(self, position: int) -> None:
        self.position = position
        self.update()

    def axes(self) -> Axes:
        area = QRectF(self.rect()).adjusted(70, 12, -64, -40)
        return Axes(area, 0, max(1, self.moves), 0.0, 1.0)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor("#fffaf2"))
        axes = self.axes()
        step = max(1, round(self.moves / 12))
        x_ticks = [(float(i), str(i)) for i in range(0, self.moves + 1) if i % step == 0 or i == self.moves]
        y_ticks = [(v / 100, f"{v}%") for v in (0, 25, 50, 75, 100)]
        draw_axes(p, axes, y_ticks, x_ticks, self.tr("moves played"), self.tr("chance of winning"))
        if self.done_upto < self.moves:  # not reviewed yet: shaded
            left = axes.x(self.done_upto)
            p.fillRect(QRectF(left, axes.area.top(), axes.area.right() - left, axes.area.height()),
                       QColor(120, 100, 80, 28))
        for seat in self.seats:
            self._line(p, axes, seat)
        for d in self.marks:
            if d.mark == "good":
                continue
            colour = QColor(MARK_COLOURS[d.mark])
            p.setPen(QPen(colour, 2))
            p.drawLine(axes.point(d.index, d.chance_before), axes.point(d.index + 1, d.chance_after))
            p.setPen(QPen(QColor("white"), 1.5))
            p.setBrush(colour)
            p.drawEllipse(axes.point(d.index, d.chance_before), 5.5, 5.5)
        x = axes.x(self.position)
        p.setPen(QPen(theme.INK, 1.5, Qt.PenStyle.DashLine))
        p.drawLine(QPointF(x, axes.area.top()), QPointF(x, axes.area.bottom()))
        p.end()

    def _line(self, p: QPainter, axes: Axes, seat: int) -> None:
        if not self.chances:
            return
        colour = self.colours[seat % len(self.colours)]
        last = min(self.moves, self.done_upto)  # what is still being reviewed has no line yet
        path = QPainterPath(axes.point(0, self.chances[0][seat]))
        for k in range(1, last + 1):
            path.lineTo(axes.point(k, self.chances[k - 1][seat]))
            path.lineTo(axes.point(k, self.chances[k][seat]))
        p.setPen(QPen(colour.qcolor, 2.6))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(path)
        if last == self.moves:
            end = axes.point(self.moves, self.chances[-1][seat])
            theme.draw_seat_badge(p, QPointF(end.x() + 16, end.y()), 9, colour)

    def _choose(self, event: QMouseEvent) -> None:
        if self.moves:
            self.position_chosen.emit(round(self.axes().x_value(event.position().x())))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._choose(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if event.buttons() & Qt.MouseButton.LeftButton:
            self._choose(event)
            return
        if not self.chances:
            return
        k = min(len(self.chances) - 1, max(0, round(self.axes().x_value(event.position().x()))))
        parts = [f"{self.names[s]} {round(100 * self.chances[k][s])}%" for s in self.seats]
        tip = self.tr("After %d moves: %s") % (k, ", ".join(parts)) if k else self.tr("Start: %s") % ", ".join(parts)
        QToolTip.showText(event.globalPosition().toPoint(), f"{tip}\n{self.toolTip()}", self)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip:
            return True  # the tooltip follows the pointer (mouseMoveEvent)
        return super().event(event)


# --- the panel -----------------------------------------------------------------------------------

PAGE_STYLE = """
QWidget#reviewPanel { background: #f7efe4; border-left: 1px solid #e2cdb5; }
QWidget#reviewPanel QLabel, QWidget#reviewBar QLabel { color: #3b2f2a; background: transparent; }
QWidget#reviewBar { background: #f7efe4; border-top: 1px solid #e2cdb5; }
QLabel#panelTitle { color: #7a5c43; }
QLabel#stepBox { background: #fffaf2; border: 2px solid #e0b84a; border-radius: 12px; padding: 8px 10px; }
QListWidget { background: #fffaf2; border: 1px solid #e2cdb5; border-radius: 10px; padding: 4px; color: #3b2f2a; }
QListWidget::item:selected { background: #fff0d0; color: #3b2f2a; }
QProgressBar { background: #fffaf2; border: 1px solid #e2cdb5; border-radius: 5px; }
QProgressBar::chunk { background: #e0b84a; border-radius: 4px; }
""" + cream_buttons(radius=14, padding="4px 12px")


def mark_icon(mark: str) -> QIcon:
    pixmap = QPixmap(16, 16)
    pixmap.fill(Qt.GlobalColor.transparent)
    p = QPainter(pixmap)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(MARK_COLOURS.get(mark, "#999999")))
    p.drawEllipse(QRectF(2, 2, 12, 12))
    p.end()
    return QIcon(pixmap)


class ReviewPage(Guarded, QWidget):
    """The review: the table at the chosen position, the timeline and graph below, the judgement beside."""

    closed = Signal()

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setStyleSheet(PAGE_STYLE)
        self.scene = TableScene(self)
        self.view = TableView(self.scene, self)
        self.host: ReviewHost | None = None
        self.table: GameTable | None = None
        self.review: Review | None = None
        self.decisions: list[Decision] = []
        self.record_path: Path | None = None
        self.hidden = False
        self._note = ""
        #: The hard bot's budget per decision (None: the game's default, rules/review.py).
        self.budget: Budget | None = None
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self._task: _ReviewTask | None = None
        self._signals: _Signals | None = None
        self._build()
        for key, move in ((Qt.Key.Key_Left, lambda: self.go(self.position - 1)),
                          (Qt.Key.Key_Right, lambda: self.go(self.position + 1)),
                          (Qt.Key.Key_Home, lambda: self.go(0)),
                          (Qt.Key.Key_End, lambda: self.go(self.moves))):
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
        whole.addWidget(self._build_judgement())

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
        self.where = QLabel()
        self.where.setFont(theme.text_font(15, bold=True))
        self.where.setMinimumWidth(150)
        self.where.setAlignment(Qt.AlignmentFlag.AlignCenter)
        row.addWidget(self.first_button)
        row.addWidget(self.back_button)
        row.addWidget(self.where)
        row.addWidget(self.next_button)
        row.addWidget(self.last_button)
        row.addSpacing(16)
        self.status = QLabel()
        self.status.setFont(theme.text_font(14))
        self.status.setWordWrap(True)
        self.status.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)  # never widens the page
        row.addWidget(self.status, 1)
        self.progress = QProgressBar()
        self.progress.setTextVisible(False)
        self.progress.setFixedSize(QSize(180, 10))
        row.addWidget(self.progress)
        bar_layout.addLayout(row)
        self.chart = WinChart()
        self.chart.position_chosen.connect(self.go)
        bar_layout.addWidget(self.chart)
        self.first_button.clicked.connect(lambda: self.go(0))
        self.back_button.clicked.connect(lambda: self.go(self.position - 1))
        self.next_button.clicked.connect(lambda: self.go(self.position + 1))
        self.last_button.clicked.connect(lambda: self.go(self.moves))
        return bar

    def _build_judgement(self) -> QWidget:
        """The side panel: the game, whose view, the summary, this step, the decisions, the log, Close."""
        panel = QWidget()
        panel.setObjectName("reviewPanel")
        panel.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        panel.setMinimumWidth(290)
        panel.setMaximumWidth(360)
        side = QVBoxLayout(panel)
        side.setContentsMargins(12, 12, 12, 12)
        side.setSpacing(6)
        self.title = QLabel()
        self.title.setFont(theme.display_font(20))
        self.title.setWordWrap(True)
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
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setFont(theme.text_font(14))
        side.addWidget(self.summary)
        self.step = QLabel()
        self.step.setObjectName("stepBox")
        self.step.setWordWrap(True)
        self.step.setFont(theme.text_font(15))
        self.step.setTextFormat(Qt.TextFormat.RichText)
        self.step.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        side.addWidget(self.step)
        side.addWidget(list_title(self.tr("DECISIONS")))
        self.decision_list = QListWidget()
        self.decision_list.setFont(theme.text_font(14))
        self.decision_list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.decision_list.itemClicked.connect(self._decision_clicked)
        side.addWidget(self.decision_list, 1)
        side.addWidget(list_title(self.tr("WHAT HAPPENED")))
        self.log = LogList()
        self.log.setFont(theme.text_font(14))
        self.log.setWordWrap(True)
        self.log.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.log.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        side.addWidget(self.log, 1)
        self.close_button = QPushButton(self.tr("Close the review"))
        self.close_button.setFont(theme.display_font(15))
        self.close_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.close_button.clicked.connect(self.close_review)
        side.addWidget(self.close_button)
        return panel

    # --- opening --------------------------------------------------------------------------------

    def open_path(self, path: Path, colours: list[SeatColour] | None = None) -> str | None:
        """Review the record at `path` (its saved review if there is one); the reason if it cannot be read."""
        found = read_record(path)
        if isinstance(found, FileProblem):
            return shown(found.said())
        record, _ = found
        return self.open_record(record, path, colours)

    def open_record(self, record: Record, path: Path | None = None,
                    colours: list[SeatColour] | None = None) -> str | None:
        """Review `record` (saved next to `path`, when given); the reason if there is no table for its game."""
        self.stop()
        cls = table_class(get_game(record.game))
        if cls is None:
            return self.tr("the table for this game is not built yet")
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
        game = get_game(record.game)
        self.title.setText(self.tr("Game review: %s") % game.name)
        self.hidden = game.has_hidden_information(record.options)
        self._fill_seats(record)
        self.chart.setToolTip(self._chart_note())
        self._note = ""
        self.say("")
        cached = read_cached(cache_path(path), record, self.budget_for(record)) if path is not None else None
        if isinstance(cached, Review):
            self._finished(cached, save=False)
        else:
            if isinstance(cached, FileProblem):
                self._note = (self.tr("The saved review could not be read (%s); it is made again.")
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

    def _fill_seats(self, record: Record) -> None:
        """Any seat once the game is over (everything is revealed); before that, only the people's."""
        over = self.host is not None and self.host.states[-1].is_over()
        humans = [s for s, p in enumerate(record.players) if p.kind == "human"]
        allowed = list(range(len(record.players))) if over or not self.hidden or not humans else humans
        self.seat_box.blockSignals(True)
        self.seat_box.clear()
        for seat in allowed:
            self.seat_box.addItem(theme.badge_icon(self._colour(seat)), record.players[seat].name, seat)
        self.seat_box.setCurrentIndex(allowed.index(humans[0]) if humans and humans[0] in allowed else 0)
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
        """The line beside the timeline: what the review is doing (after any note about its saved file)."""
        self.status.setText(" ".join(t for t in (self._note, text) if t))

    def stop(self) -> None:
        """Give up the review being computed (it ends after the position it is rating)."""
        if self._task is not None:
            self._task.stop.set()
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
            self.summary.setText(self.tr("Decisions of %s: %d — good: %d · inaccuracies: %d · mistakes: %d · "
                                         "blunders: %d") % (name, len(mine), counts["good"], counts["inaccuracy"],
                                                            counts["mistake"], counts["blunder"]))
        else:
            self.summary.setText(self.tr("No decision of %s has been rated yet.") % name)
        self.decision_list.clear()
        for d in mine:
            loss = round(100 * d.loss)
            text = self.tr("Move %d: %s") % (d.index + 1, self.mark_words(d.mark))
            if loss:
                text += self.tr(", −%d%%") % loss
            item = QListWidgetItem(mark_icon(d.mark), text)
            if d.too_close is not None:
                item.setToolTip(self.too_close_words(d))
            item.setData(Qt.ItemDataRole.UserRole, d.index)
            self.decision_list.addItem(item)
        self._select_decision()

    def too_close_words(self, decision: Decision) -> str:
        """Why a move that gave up past a threshold keeps the milder mark (rules/review.py, NEAR)."""
        return (self.tr("Nearly %s: the hard bot's search can be off by about %d points here, so the milder "
                        "mark stands.") % (self.nearly_words(decision.too_close or ""), round(100 * decision.margin)))

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
                    text = self.tr("<b>The end.</b> %s won.") % winners[0]
                else:
                    text = self.tr("<b>The end.</b> %s shared the win.") % listed(winners)
            else:
                text = self.tr("<b>The record ends here</b>; the game was not finished.")
            self.step.setText(text)
            return
        seat, _ = host.record.actions[k]
        lines = host.lines_of(k)
        said = "<br>".join(_escape(line) for line in lines[:2]) + (" …" if len(lines) > 2 else "")
        parts = [self.tr("<b>Move %d: %s</b>") % (k + 1, names[seat]),
                 said or self.tr("(nothing %s could see)") % _escape(names[host.seat or 0])]
        decision = next((d for d in self.decisions if d.index == k and d.seat == seat), None)
        if decision is not None and seat == host.seat:
            # the mark's colour as words: deepened to 4.5:1 on the cream (the graph's yellow is 2.2:1)
            colour = theme.deepened(QColor(MARK_COLOURS[decision.mark]), QColor("#f7efe4")).name()
            parts.append(self.tr("<span style='color:%s'><b>%s</b></span> — chance of winning %d%% before, "
                                 "%d%% after this move.") % (colour, self.mark_words(decision.mark).capitalize(),
                                                             round(100 * decision.chance_before),
                                                             round(100 * decision.chance_after)))
            if decision.too_close is not None:  # a loss past a threshold with a milder mark: say why
                parts.append(self.too_close_words(decision))
            if decision.loss_beyond_chance:  # say where the mark comes from
                parts.append(self.tr("Comparing the moves, the hard bot finds this one %d%% worse than its choice: "
                                     "more than the chance this position still had.") % round(100 * decision.loss))
            if decision.best != decision.played:
                best = host.state.game.parse_action(decision.best)
                table.suggest(best)
                parts.append(self.tr("The hard bot would rather have played the move lit on the table (%d%%).")
                             % round(100 * decision.chance_before))
            else:
                parts.append(self.tr("The hard bot agrees with this move."))
        elif seat == host.seat and self.review is None:
            parts.append(self.tr("<i>Not rated yet.</i>"))
        self.step.setText("<br>".join(parts))

    def _refresh_log(self) -> None:
        host = self.host
        assert host is not None
        lines = [line for k in range(host.index) for line in host.lines_of(k)]
        self.log.clear()
        self.log.addItems(lines)
        newest = self.log.item(self.log.count() - 1)
        if newest is not None:
            newest.setFont(theme.text_font(14, bold=True))
        QTimer.singleShot(0, self.log.scrollToBottom)  # once the wrapped lines have their heights

    def close_review(self) -> None:
        self.stop()
        self.closed.emit()


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")

