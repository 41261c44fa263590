"""The lobby: the four games as box covers, then the new-game panel.

The panel has two tidy columns: on the left how many play and one row per seat
(colour badge with its shape, name, human or bot level); on the right the game's
options with plain labels and their explanations in visible text, and an optional
table code — the seed — so friends can replay the same deal. The player range
follows the options (a variant may seat more). `start_requested` carries a ready Record.
"""

from __future__ import annotations

import random
import tempfile
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QImage, QPainter, QPaintEvent, QPen, QPolygonF, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop.covers import paint_cover
from desktop.games import COVERS, Cover, cover_available, game_for_cover, has_table
from desktop.paths import data_dir
from desktop.settings import Settings
from desktop.stats_window import RECORD_LINE_HEIGHT, paint_record_line
from desktop.table import theme
from desktop.table.guard import Guarded
from rules.bots import LEVELS
from rules.core import Game, Option, Player, Record

DEFAULT_NAMES = ("Ana", "Ben", "Chiara", "Dev", "Emi", "Femi", "Gus", "Hana")
MAX_SEATS = 8
LEVEL_LABELS = {"random": "Bot — random", "easy": "Bot — easy", "normal": "Bot — normal", "hard": "Bot — hard"}


class CoverButton(Guarded, QAbstractButton):
    """A game's box cover; checkable so the chosen game stays highlighted."""

    def __init__(self, cover: Cover, game: Game | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cover = cover
        self._game = game
        self.available = cover_available(cover) if game is None else has_table(game)
        self.setCheckable(True)
        self.setMinimumSize(QSize(165, 220))
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(cover.title if self.available else self.tr("%s — table coming soon") % cover.title)
        self.setAccessibleName(cover.title)
        #: The player's record in this game, one short line across the bottom of the box (desktop/stats_window.py).
        self.record_line = ""

    @property
    def game(self) -> Game | None:
        """The rules behind the cover, loaded the first time the cover is chosen."""
        if self._game is None and self.available:
            self._game = game_for_cover(self.cover)
        return self._game

    def sizeHint(self) -> QSize:
        return QSize(225, 300)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        area = QRectF(self.rect()).adjusted(10, 10, -12, -14)
        if self.record_line:  # the player's record goes under the box
            area.adjust(0, 0, 0, -RECORD_LINE_HEIGHT)
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
        paint_record_line(p, QRectF(area.left(), rect.bottom() + 8, area.width(), RECORD_LINE_HEIGHT), self.record_line)
        if self.hasFocus():
            p.setPen(QPen(theme.INK, 2, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect.adjusted(-8, -8, 8, 8), 24, 24)
        p.end()


LOBBY_STYLE = """
QWidget#lobby { background: #f7efe4; color: #3b2f2a; }
QFrame#newGame { background: #fffaf2; border: 2px solid #e2cdb5; border-radius: 18px; }
QFrame#newGame QLabel { background: transparent; }
QLabel#sectionTitle { color: #7a5c43; letter-spacing: 1px; }
QLabel#gameTitle { color: #5b3a29; }
QLabel#tagline, QLabel#help { color: #7a6a5c; }
QLabel#warning { color: #7a4a00; background: #fff1c7; border: 1px solid #ebc96a; border-radius: 8px;
                 padding: 6px 8px; }
QLabel#problem { color: #a23b2a; }
QLineEdit, QComboBox, QSpinBox { background: white; border: 1px solid #d5c2ab; border-radius: 7px;
                                 padding: 3px 8px; min-height: 26px; }
QSpinBox { padding-right: 24px; }
QSpinBox::up-button, QSpinBox::down-button { subcontrol-origin: border; width: 22px; border-left: 1px solid #e2cdb5;
                                             background: #fbf4ea; }
QSpinBox::up-button { subcontrol-position: top right; border-top-right-radius: 7px; }
QSpinBox::down-button { subcontrol-position: bottom right; border-bottom-right-radius: 7px; }
QSpinBox::up-arrow { image: url("@UP@"); width: 10px; height: 6px; }
QSpinBox::down-arrow, QComboBox::down-arrow { image: url("@DOWN@"); width: 10px; height: 6px; }
QComboBox::drop-down { border: none; width: 26px; }
QLineEdit:focus, QComboBox:focus, QSpinBox:focus { border: 2px solid #e0b84a; }
QPushButton#countButton { background: white; border: 1px solid #d5c2ab; border-radius: 17px; min-width: 34px;
                          min-height: 34px; max-width: 34px; max-height: 34px; }
QPushButton#countButton:checked { background: #5b3a29; color: white; border-color: #5b3a29; }
QPushButton#countButton:hover:!checked { background: #fff3d6; }
QPushButton#startButton { background: #2e8b57; color: white; border: none; border-radius: 24px;
                          padding: 8px 34px; }
QPushButton#startButton:hover { background: #37a367; }
QPushButton#startButton:disabled { background: #b8b0a6; }
QCheckBox { spacing: 8px; }
"""


def _arrow_images() -> tuple[str, str]:
    """Small drawn arrow images for the style sheet (Qt draws no arrow on a restyled spin box).

    They live in the user's data folder (drawn once), falling back to a temporary folder.
    """
    try:
        folder = data_dir() / "ui"
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        folder = Path(tempfile.mkdtemp(prefix="party-table-ui-"))
    paths = []
    for name, points in (("up", ((1, 11), (10, 1), (19, 11))), ("down", ((1, 1), (10, 11), (19, 1)))):
        path = folder / f"{name}-arrow.png"
        if not path.exists():
            image = QImage(20, 12, QImage.Format.Format_ARGB32_Premultiplied)
            image.fill(Qt.GlobalColor.transparent)
            p = QPainter(image)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("#5b3a29"))
            p.drawPolygon(QPolygonF([QPointF(x, y) for x, y in points]))
            p.end()
            image.save(str(path))
        paths.append(path.as_posix())
    return paths[0], paths[1]


def lobby_style() -> str:
    up, down = _arrow_images()
    return LOBBY_STYLE.replace("@UP@", up).replace("@DOWN@", down)


class PlayerCount(Guarded, QWidget):
    """How many play, as a row of round number buttons over the game's allowed range (a spin box's API)."""

    valueChanged = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(6)
        self.group = QButtonGroup(self)
        self.group.setExclusive(True)
        self.group.idClicked.connect(self.setValue)
        self.buttons: dict[int, QPushButton] = {}
        for n in range(1, MAX_SEATS + 1):
            button = QPushButton(str(n))
            button.setObjectName("countButton")
            button.setCheckable(True)
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.setAccessibleName(self.tr("%d players") % n)
            self.group.addButton(button, n)
            self._layout.addWidget(button)
            self.buttons[n] = button
        self._layout.addStretch(1)
        self._low, self._high, self._value = 1, MAX_SEATS, 0
        self.setRange(2, 4)

    def minimum(self) -> int:
        return self._low

    def maximum(self) -> int:
        return self._high

    def value(self) -> int:
        return self._value

    def setRange(self, low: int, high: int) -> None:
        self._low, self._high = max(1, low), min(MAX_SEATS, high)
        for n, button in self.buttons.items():
            button.setVisible(self._low <= n <= self._high)
        self.setValue(self._value)

    def setValue(self, value: int) -> None:
        value = min(self._high, max(self._low, value))
        self.buttons[value].setChecked(True)
        if value != self._value:
            self._value = value
            self.valueChanged.emit(value)


class SeatRow:
    """One seat's widgets in the seats grid: colour (badge with its shape), name, who plays."""

    def __init__(self, index: int, grid: QGridLayout) -> None:
        self.index = index
        self.number = QLabel(str(index + 1))
        self.number.setObjectName("help")
        self.number.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.colour = QComboBox()
        self.colour.setIconSize(QSize(22, 22))
        for c in theme.SEAT_COLOURS:
            self.colour.addItem(theme.badge_icon(c, 22), c.name.capitalize(), c.name)
            self.colour.setItemData(self.colour.count() - 1, f"{c.name} ({c.shape})", Qt.ItemDataRole.ToolTipRole)
        self.colour.setCurrentIndex(index % len(theme.SEAT_COLOURS))
        self.colour.setAccessibleName(self.colour.tr("Colour of player %d") % (index + 1))
        self.colour.setFixedWidth(180)
        self.name = QLineEdit(DEFAULT_NAMES[index % len(DEFAULT_NAMES)])
        self.name.setMaxLength(16)
        self.name.setAccessibleName(self.name.tr("Name of player %d") % (index + 1))
        self.name.setMinimumWidth(170)
        self.kind = QComboBox()
        self.kind.addItem(self.kind.tr("Human"), "human")
        for level in LEVELS:
            self.kind.addItem(self.kind.tr(LEVEL_LABELS.get(level, f"Bot — {level}")), level)
        default = "human" if index == 0 else ("normal" if "normal" in LEVELS else LEVELS[-1])
        self.kind.setCurrentIndex(max(0, self.kind.findData(default)))
        self.kind.setAccessibleName(self.kind.tr("Who plays seat %d") % (index + 1))
        self.kind.setFixedWidth(170)
        row = index + 1
        grid.addWidget(self.number, row, 0)
        grid.addWidget(self.colour, row, 1)
        grid.addWidget(self.name, row, 2)
        grid.addWidget(self.kind, row, 3)

    def setVisible(self, on: bool) -> None:
        for w in (self.number, self.colour, self.name, self.kind):
            w.setVisible(on)

    def isVisibleTo(self, ancestor: QWidget) -> bool:
        return self.name.isVisibleTo(ancestor)


class OptionField:
    """One game option: its label, the widget, and its explanation in plain visible text.

    A true/false option is a check box carrying its own label; its explanation shows while
    it is on (that is when a warning such as "not recommended" matters), as a warning note.
    """

    def __init__(self, option: Option) -> None:
        self.option = option
        self.widget: QWidget
        self.label: QLabel | None = QLabel(option.label)
        self.label.setFont(theme.text_font(15, bold=True))
        if option.choices:
            box = QComboBox()
            for choice in option.choices:
                box.addItem(option.label_of(choice), choice)
            box.setCurrentIndex(max(0, list(option.choices).index(option.default))
                                if option.default in option.choices else 0)
            box.setMinimumWidth(200)
            box.currentIndexChanged.connect(self._refresh_help)
            self.widget = box
        elif option.kind is bool:
            check = QCheckBox(option.label)
            check.setFont(theme.text_font(15, bold=True))
            check.setChecked(bool(option.default))
            check.toggled.connect(self._refresh_help)
            self.widget = check
            self.label = None
        else:
            spin = QSpinBox()
            spin.setRange(option.low if option.low is not None else 0, option.high if option.high is not None else 999)
            if option.optional:
                spin.setSpecialValueText(spin.tr("off"))
                spin.setMinimum(spin.minimum() - 1)
            spin.setValue(option.default if option.default is not None else spin.minimum())
            spin.setFixedWidth(110)
            self.widget = spin
        self.widget.setAccessibleName(option.label)
        self.help = QLabel(option.help)
        self.help.setWordWrap(True)
        self.help.setFont(theme.text_font(13))
        self.help.setObjectName("warning" if option.kind is bool else "help")
        if option.help:
            self.widget.setToolTip(option.help)
            self.widget.setAccessibleDescription(option.help)
        self._refresh_help()

    def help_text(self) -> str:
        """The explanation to show now: for a menu whose help reads "a: …; b: …", only the chosen part."""
        text = self.option.help or ""
        if self.option.choices:
            parts = {}
            for part in text.split(";"):
                key, colon, said = part.strip().partition(":")
                if colon and key.strip() in {str(c) for c in self.option.choices}:
                    parts[key.strip()] = said.strip().rstrip(".")
            if len(parts) == len(self.option.choices):
                return f"{self.option.label_of(self.value())}: {parts[str(self.value())]}."
        return text

    def _refresh_help(self) -> None:
        shown = bool(self.option.help) and (self.option.kind is not bool or self.value() is True)
        self.help.setText(self.help_text())
        self.help.setVisible(shown)

    def add_to(self, column: QVBoxLayout) -> None:
        """Label and widget on one line (a check box is its own label), the explanation under them."""
        box = QVBoxLayout()
        box.setSpacing(3)
        row = QHBoxLayout()
        row.setSpacing(10)
        if isinstance(self.widget, QComboBox) and self.label is not None:
            box.addWidget(self.label)  # menus can be wide: the label goes above
            row.addWidget(self.widget, 1)
        elif self.label is not None:
            row.addWidget(self.label)
            row.addStretch(1)
            row.addWidget(self.widget)
        else:
            row.addWidget(self.widget)
            row.addStretch(1)
        box.addLayout(row)
        box.addWidget(self.help)
        column.addLayout(box)

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


def _clear_layout(layout: Any) -> None:
    while layout.count():
        item = layout.takeAt(0)
        if item.widget() is not None:
            item.widget().hide()
            item.widget().setParent(None)
            item.widget().deleteLater()
        elif item.layout() is not None:
            _clear_layout(item.layout())
            item.layout().deleteLater()


def _section(text: str) -> QLabel:
    label = QLabel(text.upper())
    label.setObjectName("sectionTitle")
    label.setFont(theme.text_font(13, bold=True))
    return label


class Lobby(Guarded, QWidget):
    """Pick a game, set up the seats and options, start."""

    start_requested = Signal(object, list)  # Record, colour names
    lesson_requested = Signal(str)  # game id

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lobby")
        self.setStyleSheet(lobby_style())
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setStyleSheet("QScrollArea { background: transparent; }")
        content = QWidget()
        content.setObjectName("lobby")
        scroll.setWidget(content)
        whole = QVBoxLayout(self)
        whole.setContentsMargins(0, 0, 0, 0)
        whole.addWidget(scroll)
        outer = QVBoxLayout(content)
        outer.setContentsMargins(32, 14, 32, 20)
        outer.setSpacing(6)
        outer.addStretch(1)  # with room to spare the lobby sits in the middle of the window
        title = QLabel(self.tr("Party Table"))
        title.setFont(theme.display_font(38))
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        subtitle = QLabel(self.tr("Pick a game, choose who plays, and gather round."))
        subtitle.setObjectName("tagline")
        subtitle.setFont(theme.text_font(16))
        subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        outer.addWidget(title)
        outer.addWidget(subtitle)
        covers = QHBoxLayout()
        covers.setSpacing(18)
        covers.addStretch(1)
        self.cover_buttons: list[CoverButton] = []
        for cover in COVERS:
            button = CoverButton(cover, None)
            button.clicked.connect(lambda _=False, b=button: self.choose(b))
            covers.addWidget(button)
            self.cover_buttons.append(button)
        covers.addStretch(1)
        outer.addLayout(covers)
        outer.addSpacing(6)

        self.panel = QFrame()
        self.panel.setObjectName("newGame")
        self.panel.setMaximumWidth(1180)
        self.panel.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        centred = QHBoxLayout()
        centred.addStretch(1)
        centred.addWidget(self.panel, 12)
        centred.addStretch(1)
        outer.addLayout(centred)
        outer.addStretch(1)
        panel = QVBoxLayout(self.panel)
        panel.setContentsMargins(28, 18, 28, 20)
        panel.setSpacing(10)
        heading = QHBoxLayout()
        self.game_title = QLabel()
        self.game_title.setObjectName("gameTitle")
        self.game_title.setFont(theme.display_font(26))
        self.tagline = QLabel()
        self.tagline.setObjectName("tagline")
        self.tagline.setFont(theme.text_font(16))
        heading.addWidget(self.game_title)
        heading.addSpacing(14)
        heading.addWidget(self.tagline, 1, Qt.AlignmentFlag.AlignBottom)
        panel.addLayout(heading)
        self.message = QLabel()
        self.message.setObjectName("problem")
        self.message.setWordWrap(True)
        self.message.setFont(theme.text_font(15, bold=True))
        self.message.hide()
        panel.addWidget(self.message)

        columns = QHBoxLayout()
        columns.setSpacing(36)
        panel.addLayout(columns, 1)
        # left: players and seats
        left = QVBoxLayout()
        left.setSpacing(8)
        left.addWidget(_section(self.tr("Players")))
        self.count = PlayerCount()
        self.count.valueChanged.connect(self._show_seats)
        left.addWidget(self.count)
        self.seats_grid = QGridLayout()
        self.seats_grid.setHorizontalSpacing(10)
        self.seats_grid.setVerticalSpacing(6)
        for col, text in ((1, self.tr("Colour")), (2, self.tr("Name")), (3, self.tr("Plays as"))):
            head = QLabel(text)
            head.setObjectName("help")
            head.setFont(theme.text_font(13))
            self.seats_grid.addWidget(head, 0, col)
        self.seats_grid.setColumnStretch(2, 1)
        self.seat_rows = [SeatRow(i, self.seats_grid) for i in range(MAX_SEATS)]
        left.addLayout(self.seats_grid)
        left.addStretch(1)
        left.addWidget(_section(self.tr("Table code")))
        code_row = QHBoxLayout()
        code_row.setSpacing(12)
        self.seed = QLineEdit()
        self.seed.setPlaceholderText(self.tr("empty: a fresh deal"))
        self.seed.setAccessibleName(self.tr("Table code"))
        self.seed.setFixedWidth(200)
        code_row.addWidget(self.seed)
        code_help = QLabel(self.tr("The same code deals the same cards, so friends can replay a game."))
        code_help.setObjectName("help")
        code_help.setFont(theme.text_font(13))
        code_help.setWordWrap(True)
        code_row.addWidget(code_help, 1)
        left.addLayout(code_row)
        columns.addLayout(left, 3)
        # right: options, table code, start
        right = QVBoxLayout()
        right.setSpacing(10)
        right.addWidget(_section(self.tr("Options")))
        self.options_box = QVBoxLayout()
        self.options_box.setSpacing(12)
        right.addLayout(self.options_box)
        self.no_options = QLabel(self.tr("This game has no options."))
        self.no_options.setObjectName("help")
        right.addWidget(self.no_options)
        right.addStretch(1)
        self.start_button = QPushButton(self.tr("Start the game"))
        self.start_button.setObjectName("startButton")
        self.start_button.setFont(theme.display_font(19))
        self.start_button.setMinimumHeight(48)
        self.start_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.start_button.clicked.connect(self.start)
        self.lesson_button = QPushButton(self.tr("Learn to play"))
        self.lesson_button.setObjectName("lessonButton")
        self.lesson_button.setFont(theme.display_font(17))
        self.lesson_button.setMinimumHeight(48)
        self.lesson_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.lesson_button.setToolTip(self.tr("A short guided game that shows the rules as you play"))
        self.lesson_button.clicked.connect(self._lesson)
        start_row = QHBoxLayout()
        start_row.addWidget(self.lesson_button, 2)
        start_row.addWidget(self.start_button, 3)
        right.addLayout(start_row)
        options_widget = QWidget()
        options_widget.setLayout(right)
        options_widget.setMinimumWidth(340)
        options_widget.setMaximumWidth(440)
        columns.addWidget(options_widget, 2)
        self.game: Game | None = None
        self.option_fields: list[OptionField] = []
        playable = [b for b in self.cover_buttons if b.available]
        self.choose(playable[0] if playable else self.cover_buttons[0])

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Smaller windows get smaller boxes so the new-game panel stays in view."""
        super().resizeEvent(event)
        height = int(min(340, max(190, self.height() * 0.31)))
        for b in self.cover_buttons:
            b.setFixedHeight(height)
            b.setMinimumWidth(int(height * 0.72))

    def choose(self, button: CoverButton) -> None:
        for b in self.cover_buttons:
            b.setChecked(b is button)
        self.game = button.game if button.available else None
        _clear_layout(self.options_box)
        self.option_fields = []
        self.game_title.setText(button.cover.title)
        self.tagline.setText(button.cover.tagline)
        if self.game is None:
            self.say(self.tr("%s: this table is not built yet — coming soon.") % button.cover.title)
            self.start_button.setEnabled(False)
            self.lesson_button.hide()
            self.count.setEnabled(False)
            self.no_options.hide()
            return
        self.say("")
        self.start_button.setEnabled(True)
        self._show_lesson_button()
        self.count.setEnabled(True)
        for option in self.game.options:
            field = OptionField(option)
            field.add_to(self.options_box)
            self.option_fields.append(field)
            widget = field.widget
            if isinstance(widget, QComboBox):
                widget.currentIndexChanged.connect(self._options_changed)
            elif isinstance(widget, QCheckBox):
                widget.toggled.connect(self._options_changed)
        self.no_options.setVisible(not self.game.options)
        self._options_changed(keep=False)

    def set_record_lines(self, lines: dict[str, str], tip: str = "") -> None:
        """The player's record under each cover (keyed by the game's rules package; missing: no line)."""
        for b in self.cover_buttons:
            b.record_line = lines.get(b.cover.package, "")
            if b.available:
                b.setToolTip(f"{b.cover.title}\n{tip}" if b.record_line and tip else b.cover.title)
            b.update()

    def say(self, text: str) -> None:
        """Show (or clear) a message about the set-up above the columns."""
        self.message.setText(text)
        self.message.setVisible(bool(text))

    def current_options(self) -> dict[str, Any]:
        return {f.option.key: f.value() for f in self.option_fields}

    def _options_changed(self, *_: Any, keep: bool = True) -> None:
        """The player range may depend on the options (Turtle Butt's liar's game seats eight)."""
        if self.game is None:
            return
        try:
            low, high = self.game.player_range(self.game.resolve_options(self.current_options()))
        except Exception:
            low, high = self.game.min_players, self.game.max_players
        wanted = self.count.value() if keep else 4
        self.count.setRange(low, high)
        self.count.setValue(min(high, max(low, wanted)))
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

    def _lesson(self) -> None:
        if self.game is not None:
            self.lesson_requested.emit(self.game.id)

    def _show_lesson_button(self) -> None:
        """"Learn to play" where the game has a lesson, ticked once it was played to the end."""
        from desktop.lesson import lesson_path

        game = self.game
        self.lesson_button.setVisible(game is not None and lesson_path(game.id, "en").exists())
        if game is not None:
            done = game.id in str(Settings().get("lessons_done")).split(",")
            self.lesson_button.setText(self.tr("Learn to play ✓") if done else self.tr("Learn to play"))

    def start(self) -> None:
        if self.game is None:
            return
        try:
            record, colours = self.build_record()
            if len(set(colours)) != len(colours):
                self.say(self.tr("Two players have the same colour: give each seat its own."))
                return
            record.new_state()
        except Exception as exc:
            self.say(self.tr("Cannot start: %s") % exc)
            return
        self.start_requested.emit(record, colours)
