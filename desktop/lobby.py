"""The lobby: the four games as box covers, then the new-game panel.

The panel sets up seats (name, colour, human or bot level), the game's options
with their plain-language labels, and an optional table code — the seed — so
friends can replay the same deal. `start_requested` carries a ready Record.
"""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop.covers import paint_cover
from desktop.games import COVERS, Cover, cover_available, game_for_cover, has_table
from desktop.table import theme
from rules.bots import LEVELS
from rules.core import Game, Option, Player, Record

DEFAULT_NAMES = ("Ana", "Ben", "Chiara", "Dev", "Emi", "Femi")
LEVEL_LABELS = {"random": "Bot — random", "easy": "Bot — easy", "normal": "Bot — normal", "hard": "Bot — hard"}


class CoverButton(QAbstractButton):
    """A game's box cover; checkable so the chosen game stays highlighted."""

    def __init__(self, cover: Cover, game: Game | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cover = cover
        self._game = game
        self.available = cover_available(cover) if game is None else has_table(game)
        self.setCheckable(True)
        self.setMinimumSize(QSize(200, 260))
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(cover.title if self.available else self.tr("%s — table coming soon") % cover.title)
        self.setAccessibleName(cover.title)

    @property
    def game(self) -> Game | None:
        """The rules behind the cover, loaded the first time the cover is chosen."""
        if self._game is None and self.available:
            self._game = game_for_cover(self.cover)
        return self._game

    def sizeHint(self) -> QSize:
        return QSize(240, 320)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        area = QRectF(self.rect()).adjusted(10, 10, -12, -14)
        # keep the box's 3:4 shape whatever room the layout gives
        w = min(area.width(), area.height() * 0.75)
        rect = QRectF(0, 0, w, w / 0.75)
        rect.moveCenter(area.center())
        if self.isChecked():
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setPen(QPen(theme.GLOW_HOVER, 7))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect.adjusted(-5, -5, 5, 5), 22, 22)
        paint_cover(p, rect, self.cover, self.available)
        if self.hasFocus():
            p.setPen(QPen(theme.INK, 2, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect.adjusted(-8, -8, 8, 8), 24, 24)
        p.end()


class SeatRow(QWidget):
    """Name, colour and who plays (human or a bot level) for one seat."""

    def __init__(self, index: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.name = QLineEdit(DEFAULT_NAMES[index % len(DEFAULT_NAMES)])
        self.name.setMaxLength(16)
        self.name.setAccessibleName(self.tr("Name of player %d") % (index + 1))
        self.colour = QComboBox()
        for c in theme.SEAT_COLOURS:
            self.colour.addItem(f"{c.name} ({c.shape})", c.name)
        self.colour.setCurrentIndex(index % len(theme.SEAT_COLOURS))
        self.kind = QComboBox()
        self.kind.addItem(self.tr("Human"), "human")
        for level in LEVELS:
            self.kind.addItem(self.tr(LEVEL_LABELS.get(level, f"Bot — {level}")), level)
        default = "human" if index == 0 else ("normal" if "normal" in LEVELS else LEVELS[-1])
        self.kind.setCurrentIndex(max(0, self.kind.findData(default)))
        layout.addWidget(QLabel(self.tr("Seat %d") % (index + 1)))
        layout.addWidget(self.name, 2)
        layout.addWidget(self.colour, 1)
        layout.addWidget(self.kind, 1)


class OptionField:
    """One game option as a widget with its plain-language label."""

    def __init__(self, option: Option) -> None:
        self.option = option
        self.widget: QWidget
        if option.choices:
            box = QComboBox()
            for choice in option.choices:
                box.addItem(str(choice), choice)
            box.setCurrentIndex(max(0, list(option.choices).index(option.default))
                                if option.default in option.choices else 0)
            self.widget = box
        elif option.kind is bool:
            check = QCheckBox()
            check.setChecked(bool(option.default))
            self.widget = check
        else:
            spin = QSpinBox()
            spin.setRange(option.low if option.low is not None else 0, option.high if option.high is not None else 999)
            if option.optional:
                spin.setSpecialValueText(spin.tr("off"))
                spin.setMinimum(spin.minimum() - 1)
            spin.setValue(option.default if option.default is not None else spin.minimum())
            self.widget = spin
        if option.help:
            self.widget.setToolTip(option.help)

    def value(self) -> Any:
        w = self.widget
        if isinstance(w, QComboBox):
            return w.currentData()
        if isinstance(w, QCheckBox):
            return w.isChecked()
        assert isinstance(w, QSpinBox)
        if self.option.optional and w.value() == w.minimum():
            return None
        return w.value()


class Lobby(QWidget):
    """Pick a game, set up the seats and options, start."""

    start_requested = Signal(object, list)  # Record, colour names

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lobby")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(32, 20, 32, 20)
        title = QLabel(self.tr("Party Table"))
        title.setFont(theme.display_font(40))
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        subtitle = QLabel(self.tr("Pick a game, choose who plays, and gather round."))
        subtitle.setFont(theme.text_font(16))
        subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        outer.addWidget(title)
        outer.addWidget(subtitle)
        covers = QHBoxLayout()
        covers.addStretch(1)
        self.cover_buttons: list[CoverButton] = []
        for cover in COVERS:
            button = CoverButton(cover, None)
            button.clicked.connect(lambda _=False, b=button: self.choose(b))
            covers.addWidget(button)
            self.cover_buttons.append(button)
        covers.addStretch(1)
        outer.addLayout(covers, 3)

        self.panel = QGroupBox(self.tr("New game"))
        self.panel.setFont(theme.text_font(15))
        panel_layout = QGridLayout(self.panel)
        self.message = QLabel()
        self.message.setWordWrap(True)
        panel_layout.addWidget(self.message, 0, 0, 1, 2)
        self.count = QSpinBox()
        self.count.setAccessibleName(self.tr("Number of players"))
        self.count.valueChanged.connect(self._show_seats)
        form = QFormLayout()
        form.addRow(self.tr("Players"), self.count)
        self.seed = QLineEdit()
        self.seed.setPlaceholderText(self.tr("leave empty for a fresh deal"))
        self.seed.setToolTip(self.tr("The same table code deals the same cards, so friends can replay a game."))
        form.addRow(self.tr("Table code"), self.seed)
        panel_layout.addLayout(form, 1, 0)
        self.options_form = QFormLayout()
        options_box = QWidget()
        options_box.setLayout(self.options_form)
        panel_layout.addWidget(options_box, 1, 1)
        self.seats_box = QVBoxLayout()
        self.seat_rows = [SeatRow(i) for i in range(6)]
        for row in self.seat_rows:
            self.seats_box.addWidget(row)
        panel_layout.addLayout(self.seats_box, 2, 0, 1, 2)
        self.start_button = QPushButton(self.tr("Start the game"))
        self.start_button.setObjectName("startButton")
        self.start_button.setFont(theme.display_font(18))
        self.start_button.setMinimumHeight(44)
        self.start_button.clicked.connect(self.start)
        panel_layout.addWidget(self.start_button, 3, 0, 1, 2)
        outer.addWidget(self.panel, 2)
        self.game: Game | None = None
        self.option_fields: list[OptionField] = []
        playable = [b for b in self.cover_buttons if b.available]
        self.choose(playable[0] if playable else self.cover_buttons[0])

    def choose(self, button: CoverButton) -> None:
        for b in self.cover_buttons:
            b.setChecked(b is button)
        self.game = button.game if button.available else None
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self.option_fields = []
        if self.game is None:
            self.message.setText(self.tr("%s: this table is not built yet — coming soon.") % button.cover.title)
            self.start_button.setEnabled(False)
            self.count.setEnabled(False)
            return
        self.message.setText(f"<b>{button.cover.title}</b> — {button.cover.tagline}")
        self.start_button.setEnabled(True)
        self.count.setEnabled(True)
        self.count.setRange(self.game.min_players, self.game.max_players)
        self.count.setValue(min(self.game.max_players, max(self.game.min_players, 4)))
        for option in self.game.options:
            field = OptionField(option)
            self.option_fields.append(field)
            self.options_form.addRow(option.label, field.widget)
        self._show_seats()

    def _show_seats(self) -> None:
        for i, row in enumerate(self.seat_rows):
            row.setVisible(i < self.count.value())

    def table_code(self) -> int:
        text = self.seed.text().strip()
        if text.isdigit():
            return int(text)
        if text:
            return sum(ord(ch) * 131 ** i for i, ch in enumerate(text)) & 0x7FFFFFFF
        return random.SystemRandom().randrange(1, 1_000_000)

    def build_record(self) -> tuple[Record, list[str]]:
        assert self.game is not None
        n = self.count.value()
        rows = self.seat_rows[:n]
        players = [Player(r.name.text().strip() or DEFAULT_NAMES[i], r.kind.currentData()) for i, r in enumerate(rows)]
        colours = [r.colour.currentData() for r in rows]
        options = {f.option.key: f.value() for f in self.option_fields}
        record = Record(self.game.id, players, self.table_code(), self.game.resolve_options(options))
        return record, colours

    def start(self) -> None:
        if self.game is None:
            return
        try:
            record, colours = self.build_record()
            if len(set(colours)) != len(colours):
                self.message.setText(self.tr("Two players have the same colour: give each seat its own."))
                return
            record.new_state()
        except Exception as exc:
            self.message.setText(self.tr("Cannot start: %s") % exc)
            return
        self.start_requested.emit(record, colours)
