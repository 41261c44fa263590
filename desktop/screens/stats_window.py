"""The Statistics window, and the keeper that adds each finished game to the statistics.

The keeper watches the game on the table: when it ends (and it did not start over), the
record is kept in the data folder and a line is added to the statistics (desktop/storage/stats.py).
The window shows one player's record per game and per opponents' level, a chart of their
scores over time, and offers "Export CSV" and "Reset".
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QDateTime, QLocale, QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMenu,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.games import package_of
from desktop.startup import i18n
from desktop.storage import stats
from desktop.storage.files import FileProblem
from desktop.table import theme
from desktop.table.guard import Guarded
from desktop.table.text import listed, sentence, shown, translator
from desktop.widgets import messages
from desktop.widgets.chart import Axes, draw_axes, nice_ticks, round_ticks
from desktop.widgets.covers import fitting_note
from desktop.widgets.messages import Icon, tell
from desktop.widgets.plain import plain_label
from desktop.widgets.sizing import fit_on_screen
from desktop.widgets.style import SLIM_SCROLLBAR, cream_buttons
from rules.core import all_games, fault

if TYPE_CHECKING:
    from desktop.controller import GameController
    from desktop.screens.lobby import Lobby

#: Line colours of the games in the chart, in the lobby's order, and the shape of each game's points (a colour
#: never tells the games apart alone).
GAME_COLOURS = ("#e07a5f", "#2e8b57", "#3d85c6", "#8e5db5", "#c9a227", "#4aa3a2")
GAME_SHAPES = ("circle", "square", "triangle", "diamond", "pentagon", "hexagon")


_level_tr = translator("BotLevel")


def when_text(when: datetime) -> str:
    """A moment as a menu says it, in the app's language and this computer's time zone ("5 Dec 19:04",
    "5 dic 19:04"): Python's month names would be the system locale's, whatever the app speaks. One no clock
    gives (year 1, whose time in seconds is out of range) reads as written, rather than emptying the menu."""
    try:
        moment = QDateTime.fromSecsSinceEpoch(int(when.timestamp()))
    except (ValueError, OverflowError, OSError):
        return when.isoformat(" ", "minutes")
    return QLocale(i18n.current()).toString(moment, "d MMM HH:mm")


def level_label(level: str) -> str:
    """How a bot level reads in menus and filters ("Bot — normal")."""
    labels = {"random": _level_tr("Bot — random"), "easy": _level_tr("Bot — easy"),
              "normal": _level_tr("Bot — normal"), "hard": _level_tr("Bot — hard")}
    return labels.get(level, level)


class StatsKeeper(QObject):
    """Adds every finished game to the statistics; `changed` after each one, `note` for the player."""

    changed = Signal()
    #: The statistics file needed attention: a FileProblem (the file, or the copy kept of it, and what became of it).
    note = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._watched: GameController | None = None
        self._started = 0.0
        self._length = 0
        self._taken_back = 0
        self._lobby: Lobby | None = None
        #: Where the record of the game that ended last was kept (None if it could not be saved).
        self.last_record: Path | None = None
        #: What the player was last told of the statistics file (the Statistics window says it again).
        self.problem: FileProblem | None = None

    def tell(self, problem: FileProblem | None) -> None:
        """Pass on what the player should know of the statistics file (nothing if None)."""
        if problem is not None:
            self.problem = problem
            self.note.emit(problem)

    def watch(self, controller: GameController) -> None:
        """Follow the game that just sat down; it counts if it ends (lessons and finished records do not)."""
        self._watched = None
        self.last_record = None  # belongs to the game before
        if getattr(controller, "lesson", None) is not None or controller.state.is_over():
            return
        self._watched = controller
        self._started = time.monotonic()
        self._length = len(controller.record.actions)
        self._taken_back = 0
        controller.log_changed.connect(lambda: self._moved(controller))
        controller.over.connect(lambda _result: self._over(controller))

    def _moved(self, controller: GameController) -> None:
        """Count actions taken back: the record only ever gets shorter by an undo."""
        if controller is not self._watched:
            return
        length = len(controller.record.actions)
        if length < self._length:
            self._taken_back += self._length - length
        self._length = length

    def _over(self, controller: GameController) -> None:
        if controller is not self._watched:
            return
        self._watched = None
        record, state = controller.record, controller.state
        try:
            name: str | None = stats.keep_record(record)
        except OSError:
            name = None  # the game still counts; it just cannot be reviewed later
        self.last_record = stats.games_dir() / name if name else None
        entry = stats.entry_for(record, state, time.monotonic() - self._started, self._taken_back, name)
        self.tell(stats.add_game(entry))
        self.changed.emit()

    def follow_lobby(self, lobby: Lobby) -> None:
        """Keep each cover's line on the record of the person at the lobby's table, as names and seats change."""
        self._lobby = lobby
        for row in lobby.seat_rows:
            row.name.editingFinished.connect(self.refresh_lobby)
            row.kind.currentIndexChanged.connect(lambda _=0: self.refresh_lobby())
        self.changed.connect(self.refresh_lobby)
        self.refresh_lobby()

    def refresh_lobby(self) -> None:
        """Put the player's record against each bot level on every cover."""
        lobby = self._lobby
        if lobby is None:
            return
        loaded = stats.load()
        self.tell(loaded.problem)
        name = lobby_player(lobby)
        # Only a player with games on record needs the games' rules (their ids): a fresh lobby imports none.
        played = bool(name) and bool(stats.games_of(loaded.entries, name))
        lines = {package_of(game): (stats.cover_line(loaded.entries, name, game.id),
                                    stats.cover_total(loaded.entries, name, game.id))
                 for game in all_games()} if played else {}
        if any(line for line, _ in lines.values()):  # every cover gets a line (all boxes keep one size)
            lines = {package: (line or self.tr("not played yet"), short) for package, (line, short) in lines.items()}
        lobby.set_record_lines(lines, self.tr("%s's games won–lost, by opponents:") % name)

    def show_window(self, parent: QWidget | None) -> StatsWindow:
        window = StatsWindow(parent, told=self.problem)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.reset_done.connect(self.changed)
        window.noted.connect(self.tell)
        window.show()
        return window


#: Room under a lobby cover for the player's record.
RECORD_LINE_HEIGHT = 20


def paint_record_line(p: QPainter, box: QRectF, text: str, short: str = "") -> None:
    """The player's record in a game, one line in `box` (under its cover), in a smaller type if it must, or
    `short` (the record against everyone at once) if even the smallest cannot hold it."""
    if not text:
        return
    p.save()
    size = 14
    text = fitting_note(text, short, box.width() - 8, theme.text_font(12, bold=True))
    p.setFont(theme.text_font(size, bold=True))
    while size > 12 and p.fontMetrics().horizontalAdvance(text) > box.width() - 8:  # 12 px: the floor (ART.md)
        size -= 1
        p.setFont(theme.text_font(size, bold=True))
    p.setPen(QColor("#5b3a29"))
    shown = p.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, int(box.width()))
    p.drawText(box, int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop), shown)
    p.restore()


def game_numbers(count: int, width: float) -> list[int]:
    """Which of `count` games the chart's axis numbers across `width` pixels: the first, then round steps up to
    the last, which takes the place of a step that would crowd it (54 beside 56)."""
    return [1, *(i for i in round_ticks(count, most=max(2, int(width // 48))) if i > 1)]


class ScoreChart(Guarded, QWidget):
    """A player's scores over time: one line per game, filled dots for wins, open dots for losses."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.games: list[stats.Played] = []
        #: What the chart says when it has no games to draw.
        self.empty_words = self.tr("No finished games yet.")
        self.setMinimumHeight(230)

    def set_games(self, games: list[stats.Played]) -> None:
        self.games = games
        self.update()

    def labels(self) -> list[str]:
        """The games shown, in the lobby's order."""
        found: list[str] = []
        for summary in stats.summaries(self.games):
            if summary.label not in found:
                found.append(summary.label)
        return found

    def legend(self, metrics: QFontMetrics) -> list[tuple[str, QColor, bool, QPointF]]:
        """Each game's colour and shape, then what filled and hollow points mean: (words, colour, filled, where
        its point goes), in as many rows as the chart's width needs (the plot starts below the last)."""
        entries = [(label, QColor(GAME_COLOURS[i % len(GAME_COLOURS)]), True) for i, label in enumerate(self.labels())]
        entries.append((self.tr("won"), theme.INK, True))
        entries.append((self.tr("not won"), theme.INK, False))
        placed: list[tuple[str, QColor, bool, QPointF]] = []
        x, row = 70.0, 0
        for text, colour, filled in entries:
            width = 34 + metrics.horizontalAdvance(text)
            if x > 70 and x + width - 18 > self.width() - 18:
                x, row = 70.0, row + 1
            placed.append((text, colour, filled, QPointF(x, 14 + 24 * row)))
            x += width
        return placed

    @staticmethod
    def _point(p: QPainter, shape: str, at: QPointF, colour: QColor, filled: bool) -> None:
        p.setPen(QPen(colour, 2))
        p.setBrush(colour if filled else QColor("#fffaf2"))
        p.drawPath(theme.shape_path(shape, at, 5.5))

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor("#fffaf2"))
        if not self.games:
            p.setPen(QColor("#7a6a5c"))
            p.setFont(theme.text_font(15))
            side = max(20.0, (self.width() - 600) / 2)  # a short measure: two or three even lines, not one long one
            p.drawText(QRectF(self.rect()).adjusted(side, 0, -side, 0),
                       int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), self.empty_words)
            p.end()
            return
        labels = self.labels()
        p.setFont(theme.text_font(13))
        legend = self.legend(p.fontMetrics())
        area = QRectF(self.rect()).adjusted(70, legend[-1][3].y() + 24, -18, -44)
        scores = [g.score for g in self.games]
        ticks = nice_ticks(min(0.0, min(scores)), max(1.0, max(scores)), 5, whole=True)
        axes = Axes(area, 0.5, len(self.games) + 0.5, ticks[0], max(ticks[-1], max(scores)))
        x_ticks = [(float(i), str(i)) for i in game_numbers(len(self.games), area.width())]
        draw_axes(p, axes, [(t, f"{t:g}") for t in ticks], x_ticks,
                  self.tr("games, oldest first"), self.tr("score"))
        for index, label in enumerate(labels):
            colour = QColor(GAME_COLOURS[index % len(GAME_COLOURS)])
            points = [(i + 1, g) for i, g in enumerate(self.games) if g.label == label]
            p.setPen(QPen(colour, 2))
            for (x0, a), (x1, b) in itertools.pairwise(points):
                p.drawLine(axes.point(x0, a.score), axes.point(x1, b.score))
            for number, g in points:
                self._point(p, GAME_SHAPES[index % len(GAME_SHAPES)], axes.point(number, g.score), colour, g.won)
        p.setFont(theme.text_font(13))
        for index, (text, colour, filled, at) in enumerate(legend):
            shape = GAME_SHAPES[index % len(GAME_SHAPES)] if index < len(labels) else "circle"
            self._point(p, shape, at + QPointF(6, 0), colour, filled)
            p.setPen(theme.INK)
            p.drawText(at + QPointF(16, 5), text)
        p.end()


WINDOW_STYLE = """
QDialog#statsWindow { background: #f7efe4; }
QDialog#statsWindow QLabel { color: #3b2f2a; }
QLabel#statsNote { color: #7a4a00; background: #fff1c7; border: 1px solid #ebc96a; border-radius: 8px;
                   padding: 6px 8px; }
QTableWidget { background: #fffaf2; border: 1px solid #e2cdb5; border-radius: 10px; color: #3b2f2a;
               gridline-color: #efe3d3; }
QHeaderView::section { background: #f7efe4; color: #7a5c43; border: none; padding: 4px 6px; font-weight: bold; }
""" + cream_buttons(radius=16, padding="6px 18px") + SLIM_SCROLLBAR

class StatsWindow(Guarded, QDialog):
    """One player's record: a table per game and opponents' level, scores over time, export and reset."""

    reset_done = Signal()
    #: A reset kept a copy of a file holding games that could not be used: the FileProblem that says so.
    noted = Signal(object)

    def __init__(self, parent: QWidget | None = None, path: Path | None = None,
                 ask: Callable[[str, str], bool] | None = None, told: FileProblem | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statsWindow")
        self.setWindowTitle(self.tr("Statistics — Party Table"))
        self.setStyleSheet(WINDOW_STYLE)
        fit_on_screen(self, 980, 720)
        self.path = path
        self._ask = ask or self._confirm
        #: What the player was told of the statistics file this session, said again here while the file itself
        #: gives nothing to say (it was moved aside, or written anew, before this window opened).
        self.told = told
        layout = QVBoxLayout(self)
        layout.setContentsMargins(22, 18, 22, 18)
        layout.setSpacing(10)
        title = QLabel(self.tr("Statistics"))
        title.setFont(theme.display_font(28))
        layout.addWidget(title)
        self.note = plain_label()
        self.note.setObjectName("statsNote")
        self.note.setWordWrap(True)
        self.note.hide()
        layout.addWidget(self.note)
        layout.addLayout(self._build_filters())
        self.table = self._build_table()
        layout.addWidget(self.table, 1)
        self.chart_title = QLabel(self.tr("Scores over time"))
        self.chart_title.setFont(theme.text_font(14, bold=True))
        layout.addWidget(self.chart_title)
        self.chart = ScoreChart()
        layout.addWidget(self.chart, 1)
        layout.addLayout(self._build_buttons())
        self.export_button.clicked.connect(self.export_csv)
        self.reset_button.clicked.connect(self.reset)
        self.entries: list[stats.Entry] = []
        #: Everyone whose record the Player box offers, in its order.
        self.names: list[str] = []
        self.writable = True
        self.reload()
        for box in (self.player, self.game, self.opponents):
            box.currentIndexChanged.connect(self.refresh)

    def _build_filters(self) -> QHBoxLayout:
        """The three choosers over the table: whose record, which game, against whom."""
        filters = QHBoxLayout()
        filters.setSpacing(10)
        self.player = QComboBox()
        self.game = QComboBox()
        self.opponents = QComboBox()
        for label, box in ((self.tr("Player"), self.player), (self.tr("Game"), self.game),
                           (self.tr("Against"), self.opponents)):
            text = QLabel(label)
            text.setFont(theme.text_font(14, bold=True))
            filters.addWidget(text)
            box.setFont(theme.text_font(14))
            box.setMinimumWidth(170)
            box.setAccessibleName(label)
            filters.addWidget(box)
            filters.addSpacing(8)
        filters.addStretch(1)
        return filters

    def _build_table(self) -> QTableWidget:
        """A row per game and opponents' level; read only."""
        table = QTableWidget(0, 9)
        table.setTabKeyNavigation(False)  # Tab goes on to Export, Reset and Close; the arrows move in it
        table.setHorizontalHeaderLabels([
            self.tr("Game"), self.tr("Against"), self.tr("Played"), self.tr("Won"), self.tr("Win %"),
            self.tr("Best"), self.tr("Average"), self.tr("Streak"), self.tr("Longest")])
        table.verticalHeader().hide()
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        table.setFont(theme.text_font(14))
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        tips = ((7, self.tr("Wins in a row up to the latest game")), (8, self.tr("The longest run of wins")))
        for column, tip in tips:
            header = table.horizontalHeaderItem(column)
            if header is not None:
                header.setToolTip(tip)
        return table

    def _build_buttons(self) -> QHBoxLayout:
        """Export and Reset at the left, Close at the right."""
        buttons = QHBoxLayout()
        self.export_button = QPushButton(self.tr("Export CSV…"))
        self.reset_button = QPushButton(self.tr("Reset…"))
        close = QPushButton(self.tr("Close"))
        for b in (self.export_button, self.reset_button, close):
            b.setFont(theme.display_font(15))
            b.setCursor(Qt.CursorShape.PointingHandCursor)
        buttons.addWidget(self.export_button)
        buttons.addWidget(self.reset_button)
        buttons.addStretch(1)
        buttons.addWidget(close)
        close.clicked.connect(self.close)
        return buttons

    def reload(self) -> None:
        """Read the statistics file afresh and fill the filters."""
        loaded = stats.load(self.path)
        self.entries, self.writable = loaded.entries, loaded.writable
        problem = loaded.problem or self.told
        self.note.setText(f"{problem.path} — {shown(problem.said())}" if problem else "")
        self.note.setVisible(problem is not None)
        self.reset_button.setEnabled(self.writable and bool(self.entries))
        self.export_button.setEnabled(bool(self.entries))
        for box in (self.player, self.game, self.opponents):
            box.blockSignals(True)
            box.clear()
        # each item's data is its place in `names`: a name holding a lone surrogate would not come back from Qt as
        # it went in (it reads as U+FFFD), and would match none of its games
        self.names = names = stats.human_names(self.entries)
        for index, name in enumerate(names):
            self.player.addItem(name, index)
        self.player.setPlaceholderText(self.tr("No one yet"))
        self.player.setCurrentIndex(0 if names else -1)  # with a placeholder, Qt chooses no item by itself
        self.game.addItem(self.tr("All games"), None)
        for game in all_games():
            variant = stats.variant_option(game)
            if variant is None or not variant.choices:
                self.game.addItem(game.name, (game.id, None))
            else:
                for choice in variant.choices:
                    self.game.addItem(stats.game_label(game.id, str(choice)), (game.id, str(choice)))
        self.opponents.addItem(self.tr("Anyone"), None)
        for level in stats.OPPONENTS:
            self.opponents.addItem(self.against(level), level)
        for box in (self.player, self.game, self.opponents):
            box.blockSignals(False)
            box.setEnabled(bool(names))
        # nothing counted yet: one sentence where the chart goes, no empty table over it
        self.table.setVisible(bool(names))
        self.chart_title.setVisible(bool(names))
        self.chart.empty_words = (self.tr("No games of this kind yet.") if names else
                                  self.tr("No finished games yet. Every game you finish on this computer is "
                                          "counted here: wins, scores and streaks, for each player and game."))
        self.refresh()

    def against(self, level: str) -> str:
        """Who the others at the table were, in words."""
        return self.tr("People only") if level == stats.PEOPLE else level_label(level)

    def shown_games(self) -> list[stats.Played]:
        index = self.player.currentData()
        if index is None:
            return []
        name = self.names[index]
        chosen = self.game.currentData()
        game, variant = chosen if chosen else (None, None)
        return stats.games_of(self.entries, name, game, variant, self.opponents.currentData())

    def refresh(self) -> None:
        games = self.shown_games()
        rows = stats.summaries(games)
        self.table.setRowCount(len(rows))
        local = QLocale(i18n.current())  # "13,4" in Italian
        for r, s in enumerate(rows):
            best = local.toString(s.best, "g", 6)
            cells = [s.label, self.against(s.opponents), str(s.played), str(s.won),
                     f"{round(100 * s.win_rate)}%", best, local.toString(s.average, "f", 1), str(s.streak),
                     str(s.longest)]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c >= 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(r, c, item)
        self.chart.set_games(games)

    def export_csv(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export statistics"), "party-table-statistics.csv",
                                              self.tr("CSV files (*.csv)"))
        if path:
            self.export_to(Path(path))

    def export_to(self, path: Path) -> bool:
        from desktop.storage.saves import atomic_write

        try:
            atomic_write(path, stats.to_csv(self.entries))
        except OSError as exc:
            tell(self, self.tr("Not exported"), f"{path}: {shown(fault(exc))}", Icon.Warning)
            return False
        return True

    def _confirm(self, title: str, text: str) -> bool:
        return messages.ask(self, title, text, self.tr("Reset the statistics"), self.tr("Keep them"))

    def reset(self) -> None:
        """Forget every game, after the player confirms (the kept records stay, for reviews)."""
        count = len(self.entries)
        if not self._ask(self.tr("Reset the statistics?"),
                         self.tr("Forget every finished game in the statistics (%d so far)? This cannot be "
                                 "undone; the games' records stay in the data folder.") % count):
            return
        try:
            kept = stats.save([], self.path)
        except OSError as exc:
            tell(self, self.tr("Not reset"), sentence(shown(fault(exc))), Icon.Warning)
            return
        if kept is not None:
            self.told = kept
            self.noted.emit(kept)
        self.reload()
        self.reset_done.emit()


class LobbyLinks(Guarded, QWidget):
    """The lobby's ways to the statistics and to the reviews of the last finished games (the lobby lays
    them out in its header: `Lobby.set_corner`)."""

    statistics_requested = Signal()
    review_requested = Signal(Path)

    #: How many finished games the review menu offers.
    RECENT = 10

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(10)
        self.reviews = QPushButton(self.tr("Review a game"))
        self.reviews.setToolTip(self.tr("Step through one of your last games with the hard bot's judgement"))
        self.recent_menu = QMenu(self.reviews)
        self.recent_menu.aboutToShow.connect(self.fill_recent)
        self.reviews.setMenu(self.recent_menu)
        self.add_button(self.reviews)
        self.statistics = QPushButton(self.tr("Statistics"))
        self.statistics.setToolTip(self.tr("Every finished game: played, won, streaks and scores over time"))
        self.statistics.clicked.connect(self.statistics_requested)
        self.add_button(self.statistics)

    def recent(self) -> list[tuple[str, Path]]:
        """The last finished games whose records are kept, newest first: (what the menu says, record)."""
        found = []
        for e in sorted(stats.load().entries, key=lambda e: e.finished, reverse=True):
            if e.record and (stats.games_dir() / e.record).is_file():
                when = when_text(e.when)
                won = [e.players[s][0] for s in e.winners]
                line = self.tr("%s, %s — %s won") if len(won) == 1 else self.tr("%s, %s — %s shared the win")
                text = line % (stats.game_label(e.game, e.variant), when, listed(won))
                found.append((text, stats.games_dir() / e.record))
            if len(found) >= self.RECENT:
                break
        return found

    def fill_recent(self) -> None:
        self.recent_menu.clear()
        games = self.recent()
        if not games:
            self.recent_menu.addAction(self.tr("No finished games yet")).setEnabled(False)
        for text, path in games:
            self.recent_menu.addAction(text).triggered.connect(lambda _=False, p=path: self.review_requested.emit(p))

    def add_button(self, button: QPushButton) -> None:
        button.setObjectName("lobbyLink")
        button.setFont(theme.text_font(15, bold=True))
        button.setCursor(Qt.CursorShape.PointingHandCursor)
        button.setStyleSheet(cream_buttons("QPushButton#lobbyLink", radius=14, padding="5px 18px")
                             + "QPushButton#lobbyLink::menu-indicator { width: 0; }")
        layout = self.layout()
        if layout is not None:
            layout.addWidget(button)


def lobby_player(lobby: Lobby) -> str:
    """The first person at the lobby's table (whose record the covers show)."""
    count = lobby.count.value()
    for row in lobby.seat_rows[:count]:
        if row.kind.currentData() == "human":
            return row.name.text().strip()
    return ""
