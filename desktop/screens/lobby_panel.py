"""The new-game panel's two big parts: who plays (how many, and a row per seat) and the game's options.

The lobby (screens/lobby.py) places them, with who starts, the deal code and Start, side by side
or stacked as the window allows; these parts lay out their own insides for the room they get.
"""

from __future__ import annotations

from collections.abc import Mapping
from itertools import combinations, pairwise
from typing import Any

from PySide6.QtCore import QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QIcon, QKeyEvent, QStandardItemModel
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop.games import entry_for, package_of
from desktop.screens.stats_window import level_label
from desktop.table import theme
from desktop.table.entry import load
from desktop.table.guard import Guarded
from desktop.table.text import shown, translator
from desktop.widgets.plain import printable_only
from desktop.widgets.sizing import keep_accent_room
from rules.bots import LEVELS
from rules.core import Game, Option, SeatChoice

DEFAULT_NAMES = ("Ana", "Ben", "Chiara", "Dev", "Emi", "Femi", "Gus", "Hana", "Ivo", "Jun", "Kai", "Lea")
#: The most seats any game offers (Turtle Butt's liar's game seats twelve).
MAX_SEATS = 12
#: The most columns of seats (twelve seats in three columns of four, across the panel).
SEAT_BLOCKS = 3
#: The grid columns of one column of seats: number, colour, name, who plays, the pick and a gap.
ROW_SPAN = 6
#: The gap between columns of options.
OPTION_GAP = 22
#: The keys that choose one player fewer or one more (PlayerCount).
COUNT_STEPS = {Qt.Key.Key_Left: -1, Qt.Key.Key_Up: -1, Qt.Key.Key_Right: 1, Qt.Key.Key_Down: 1}
_tr = translator("SeatRow")
#: The panel's headings keep the lobby's translation context, where they were first written.
_lobby_tr = translator("Lobby")
_option_tr = translator("OptionField")


def panel_block() -> QWidget:
    """A part of the new-game panel that the arrangements move as a whole."""
    return QWidget()


def block_column(block: QWidget) -> QVBoxLayout:
    """A block's contents, top to bottom."""
    layout = QVBoxLayout(block)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.setSpacing(8)
    return layout


def section_title(text: str) -> QLabel:
    label = QLabel(text.upper())
    label.setObjectName("sectionTitle")
    label.setFont(theme.text_font(13, bold=True))
    return label


def colour_labels() -> dict[str, str]:
    """Every seat colour's name as players read it, by its English key (theme.SEAT_COLOURS keeps that)."""
    return {"orange": _tr("Orange"), "sky blue": _tr("Sky blue"), "bluish green": _tr("Bluish green"),
              "reddish purple": _tr("Reddish purple"), "vermillion": _tr("Vermilion"), "blue": _tr("Blue"),
              "yellow": _tr("Yellow"), "black": _tr("Black"), "grey": _tr("Grey"), "brown": _tr("Brown"),
              "wine": _tr("Wine"), "olive": _tr("Olive")}


def colour_label(name: str) -> str:
    """A seat colour's name as players read it."""
    return colour_labels().get(name, name.capitalize())


class PlayerCount(Guarded, QWidget):
    """How many play, as a row of round number buttons over the game's allowed range (a spin box's API).

    To the keyboard the row is one stop, as a group of radio buttons is: Tab reaches the number chosen and
    the arrow keys choose another (`eventFilter`)."""

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
            button.installEventFilter(self)
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
        for n, button in self.buttons.items():  # Tab stops at the chosen number only; a click still focuses
            button.setFocusPolicy(Qt.FocusPolicy.StrongFocus if n == value else Qt.FocusPolicy.ClickFocus)
        if value != self._value:
            self._value = value
            self.valueChanged.emit(value)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """An arrow key on a number chooses the next one (within the range), which takes the keyboard."""
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and event.key() in COUNT_STEPS \
                and watched in self.buttons.values():
            self.setValue(self._value + COUNT_STEPS[Qt.Key(event.key())])
            self.buttons[self._value].setFocus(Qt.FocusReason.TabFocusReason)
            return True
        return False


def pick_icons(game: Game) -> dict[str, QIcon]:
    """A picture for each thing a seat may pick in `game` (its animals, its characters), where the game's
    desktop package draws them; empty otherwise."""
    entry = entry_for(package_of(game))
    if game.seat_choice is None or entry is None or not entry.pick_picture:
        return {}
    paint = load(entry.pick_picture)

    def picture(key: str) -> QIcon:
        return theme.picture_icon(lambda p, r: paint(p, r, key), 22)
    return {key: picture(key) for key in game.seat_choice.ids}


class SeatRow:
    """One seat's widgets in the seats grid: colour (badge with its shape), name, who plays and, where the
    game asks each player to pick something for themselves (`SeatChoice`), what they pick."""

    def __init__(self, index: int, grid: QGridLayout, icons: list[QIcon] | None = None) -> None:
        """`icons`: the seat colours' badges, in theme.SEAT_COLOURS's order (drawn once for all the rows)."""
        self.index = index
        labels = colour_labels()
        #: The colours' names in the menu's order (a narrow row shows the badges alone).
        self.colour_names = [labels.get(c.name, c.name.capitalize()) for c in theme.SEAT_COLOURS]
        self.narrow = False
        self.number = QLabel(str(index + 1))
        self.number.setObjectName("help")
        self.number.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.colour = QComboBox()
        self.colour.setIconSize(QSize(22, 22))
        icons = icons or [theme.badge_icon(c, 22) for c in theme.SEAT_COLOURS]
        for c, icon, label in zip(theme.SEAT_COLOURS, icons, self.colour_names, strict=True):
            self.colour.addItem(icon, label, c.name)
            self.colour.setItemData(self.colour.count() - 1, label, Qt.ItemDataRole.ToolTipRole)
        self.colour.setCurrentIndex(index % len(theme.SEAT_COLOURS))
        self.colour.setMaxVisibleItems(len(theme.SEAT_COLOURS))
        self.colour.setAccessibleName(_tr("Colour of player %d") % (index + 1))
        self.colour.setFixedWidth(180)
        self.name = printable_only(QLineEdit(DEFAULT_NAMES[index % len(DEFAULT_NAMES)]))
        self.name.setAccessibleName(_tr("Name of player %d") % (index + 1))
        self.name.setMinimumWidth(170)
        # a name wider than its field shows from its start once typed (not its tail, its first letter cut)
        self.name.editingFinished.connect(lambda: self.name.setCursorPosition(0))
        self.kind = QComboBox()
        self.kind.addItem(_tr("Human"), "human")
        for level in LEVELS:
            self.kind.addItem(level_label(level), level)
        default = "human" if index == 0 else ("normal" if "normal" in LEVELS else LEVELS[-1])
        self.kind.setCurrentIndex(max(0, self.kind.findData(default)))
        self.kind.setAccessibleName(_tr("Who plays seat %d") % (index + 1))
        self.kind.setFixedWidth(170)
        self.pick = QComboBox()
        self.pick.setFixedWidth(170)
        self.pick.hide()
        #: Whether the game asks for a pick (the menu shows only then).
        self.asks_pick = False
        self.place(grid, index + 1, 0)

    def widgets(self) -> tuple[QWidget, ...]:
        return self.number, self.colour, self.name, self.kind, self.pick

    def offer(self, choice: SeatChoice | None, icons: Mapping[str, QIcon] | None = None) -> None:
        """The game's question to each seat (None: it has none), with each pick's picture if the game draws
        one; a pick still offered is kept."""
        self.asks_pick = choice is not None
        kept = self.pick.currentData()
        self.pick.blockSignals(True)
        self.pick.clear()
        if choice is not None:
            self.pick.addItem(_lobby_tr("At random"), None)
            for key, name in choice.choices:
                if icons and key in icons:
                    self.pick.addItem(icons[key], shown(name), key)
                else:
                    self.pick.addItem(shown(name), key)
            self.pick.setCurrentIndex(max(0, self.pick.findData(kept)))
            self.pick.setAccessibleName(_tr("%s of player %d") % (shown(choice.label), self.index + 1))
        self.pick.blockSignals(False)

    def picked(self) -> str | None:
        """What this seat picked (None: left to chance, or nothing to pick)."""
        data = self.pick.currentData() if self.asks_pick else None
        return data if isinstance(data, str) else None

    def leave_out(self, taken: set[str]) -> None:
        """Grey out what other seats have picked: every seat's pick is its own."""
        model = self.pick.model()
        if isinstance(model, QStandardItemModel):
            for i in range(1, self.pick.count()):
                item = model.item(i)
                if item is not None:
                    item.setEnabled(self.pick.itemData(i) not in taken)

    def place(self, grid: QGridLayout, row: int, column: int) -> None:
        for i, widget in enumerate(self.widgets()):
            grid.addWidget(widget, row, column + i)

    def set_narrow(self, narrow: bool) -> None:
        """Narrow rows (two columns of seats): the colour as its badge alone, a shorter menu of who plays."""
        if narrow == self.narrow:
            return
        self.narrow = narrow
        for i, label in enumerate(self.colour_names):
            self.colour.setItemText(i, "" if narrow else label)
        self.colour.setFixedWidth(64 if narrow else 180)
        self.name.setMinimumWidth(90 if narrow else 170)
        self.kind.setFixedWidth(144 if narrow else 170)
        self.pick.setFixedWidth(144 if narrow else 170)

    def setVisible(self, on: bool) -> None:
        for w in self.widgets():
            w.setVisible(on and (w is not self.pick or self.asks_pick))

    def isVisibleTo(self, ancestor: QWidget) -> bool:
        return self.name.isVisibleTo(ancestor)




class SeatSetup(QWidget):
    """The players block: how many play, and a row per seat in one to three columns (`place`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.column = block_column(self)
        self.column.addWidget(section_title(_lobby_tr("Players")))
        self.count = PlayerCount()
        self.column.addWidget(self.count)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(8)
        self.grid.setVerticalSpacing(6)
        #: Column headings over each column of seats (the others show with more than one column of seats);
        #: the last names the game's pick, if it asks for one.
        self.heads: list[list[QLabel]] = []
        for block in range(SEAT_BLOCKS):
            heads = []
            for col, text in ((1, _lobby_tr("Colour")), (2, _lobby_tr("Name")), (3, _lobby_tr("Plays as")), (4, "")):
                head = QLabel(text)
                head.setObjectName("help")
                head.setFont(theme.text_font(13))
                self.grid.addWidget(head, 0, col + ROW_SPAN * block)
                heads.append(head)
            self.heads.append(heads)
            self.grid.setColumnMinimumWidth(ROW_SPAN * block + ROW_SPAN - 1, 12)
        icons = [theme.badge_icon(c, 22) for c in theme.SEAT_COLOURS]
        self.rows = [SeatRow(i, self.grid, icons) for i in range(MAX_SEATS)]
        for row in self.rows:
            row.pick.currentIndexChanged.connect(self._share_out)
            row.colour.currentIndexChanged.connect(lambda _=0, row=row: self._swap_colour(row))
        #: Each seat's colour before its latest change (what a seat that had the new one takes instead).
        self._colours = [row.colour.currentIndex() for row in self.rows]
        self.column.addLayout(self.grid)
        self.column.addStretch(1)
        #: How many columns the seats are in now.
        self.columns = 1
        self.choice: SeatChoice | None = None

    def offer(self, choice: SeatChoice | None, icons: Mapping[str, QIcon] | None = None) -> None:
        """Ask every seat the game's question (an animal, a character), or nothing."""
        self.choice = choice
        for heads in self.heads:
            heads[-1].setText(shown(choice.label) if choice is not None else "")
        for row in self.rows:
            row.offer(choice, icons)
        self.place(self.columns)

    def picks(self) -> list[str | None]:
        """Each playing seat's pick (None: left to chance)."""
        return [row.picked() for row in self.rows[:self.count.value()]]

    def _swap_colour(self, changed: SeatRow) -> None:
        """A seat took a colour another playing seat has: that seat takes the colour given up, so no two seats
        share one (Start would refuse them)."""
        index = self.rows.index(changed)
        new, old = changed.colour.currentIndex(), self._colours[index]
        self._colours[index] = new
        for other in self.rows[:self.count.value()]:
            if other is not changed and other.colour.currentIndex() == new:
                other.colour.setCurrentIndex(old)  # its own handler records the change
                break

    def free_colours(self) -> None:
        """A seat shown again whose colour a playing seat took meanwhile takes the first colour nobody has (the
        lobby calls it whenever the seats shown change: a new count, or a new game's)."""
        playing = self.rows[:self.count.value()]
        for k, row in enumerate(playing):
            taken = {other.colour.currentIndex() for other in playing[:k]}
            if row.colour.currentIndex() in taken:
                row.colour.setCurrentIndex(next(i for i in range(row.colour.count())
                                                if i not in taken | {r.colour.currentIndex() for r in playing}))

    def _share_out(self, *_: Any) -> None:
        """Every pick is one seat's own: others see it greyed out, and a seat shown again after another took
        its pick goes back to chance."""
        playing = self.rows[:self.count.value()]
        taken: set[str] = set()
        for row in playing:
            pick = row.picked()
            if pick in taken:
                row.pick.blockSignals(True)
                row.pick.setCurrentIndex(0)
                row.pick.blockSignals(False)
            elif pick is not None:
                taken.add(pick)
        for row in self.rows:
            row.leave_out(taken - {row.picked()})

    def place(self, columns: int) -> None:
        """The seats asked for in `columns` columns (narrow rows when more than one), filled top to bottom."""
        n = self.count.value()
        self.columns = columns
        per_column = -(-n // columns)
        for row in self.rows:
            for widget in row.widgets():
                self.grid.removeWidget(widget)
        for i, row in enumerate(self.rows):
            row.set_narrow(columns > 1)
            block, line = divmod(i, per_column) if i < n else (0, i)
            row.place(self.grid, line + 1, ROW_SPAN * block)
            row.setVisible(i < n)
        for block, heads in enumerate(self.heads):
            for head in heads:
                head.setVisible(block < columns and (head is not heads[-1] or self.choice is not None))
        for block in range(SEAT_BLOCKS):
            self.grid.setColumnStretch(ROW_SPAN * block + 2, 1 if block < columns else 0)
        self._share_out()


class OptionField:
    """One game option: its label, the widget, and its explanation in plain visible text.

    A true/false option is a check box carrying its own label; its explanation shows while
    it is on (that is when a warning such as "not recommended" matters), as a warning note.
    """

    def __init__(self, option: Option) -> None:
        self.option = option
        self.widget: QWidget
        self.label: QLabel | None = QLabel(shown(option.label))
        self.label.setFont(theme.text_font(15, bold=True))
        if option.choices:
            box = QComboBox()
            for choice in option.choices:
                box.addItem(shown(option.label_of(choice)), choice)
            box.setCurrentIndex(max(0, list(option.choices).index(option.default))
                                if option.default in option.choices else 0)
            box.setMinimumWidth(200)
            box.currentIndexChanged.connect(self._refresh_help)
            self.widget = box
        elif option.kind is bool:
            check = QCheckBox(shown(option.label))
            check.setFont(theme.text_font(15, bold=True))
            check.setChecked(bool(option.default))
            check.toggled.connect(self._refresh_help)
            self.widget = check
            self.label = None
        else:
            spin = QSpinBox()
            spin.setRange(option.low if option.low is not None else 0, option.high if option.high is not None else 999)
            if option.optional:
                unset = shown(option.none_label) if option.none_label is not None else _option_tr("none")
                spin.setSpecialValueText(unset)  # not the spin box's own tr(): it has the wrong context
                spin.setMinimum(spin.minimum() - 1)
            spin.setValue(option.default if option.default is not None else spin.minimum())
            spin.setMinimumWidth(110)  # and wider when the words of an unset value need it (GameOptions too)
            spin.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
            self.widget = spin
        self.widget.setAccessibleName(shown(option.label))
        self.help = QLabel(shown(option.help))
        self.help.setWordWrap(True)
        self.help.setFont(theme.text_font(13))
        keep_accent_room(self.help)
        self.help.setObjectName("warning" if option.kind is bool else "help")
        if option.help:
            self.widget.setToolTip(shown(option.help))
            self.widget.setAccessibleDescription(shown(option.help))
        self._refresh_help()

    def help_text(self) -> str:
        """The explanation to show now: for a menu, the chosen entry's own if it has one."""
        return shown(self.option.help_of(self.value()))

    def _refresh_help(self) -> None:
        shown = bool(self.option.help) and (self.option.kind is not bool or self.value() is True)
        self.help.setText(self.help_text())
        self._help_shown = shown
        if self.help.parentWidget() is not None:  # shown before `make_box` gives it a place, it would open as a
            self.help.setVisible(shown)            # window of its own (and take the focus from the lobby)

    def make_box(self) -> QWidget:
        """The option as one block (so the options can flow into columns): label and widget on one line (a
        check box is its own label), the explanation under them."""
        holder = QWidget()
        box = QVBoxLayout(holder)
        box.setContentsMargins(0, 0, 0, 0)
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
        self.help.setVisible(self._help_shown)
        self.box = holder
        return holder

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




class GameOptions(QWidget):
    """The chosen game's options, flowing into up to three columns when there is width for them (`flow`)."""

    #: A change of any option (the player range may follow it).
    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = block_column(self)
        layout.addWidget(section_title(_lobby_tr("Options")))
        self.box = QHBoxLayout()
        self.box.setSpacing(OPTION_GAP)
        self.columns: list[QVBoxLayout] = []
        for _ in range(3):
            column = QVBoxLayout()
            column.setSpacing(12)
            self.box.addLayout(column, 1)
            self.columns.append(column)
        layout.addLayout(self.box)
        self.none = QLabel(_lobby_tr("This game has no options."))
        self.none.setObjectName("help")
        layout.addWidget(self.none)
        layout.addStretch(1)
        self.fields: list[OptionField] = []
        self.players: int | None = None  # the seats asked for: some options mean something only at a count

    def show_game(self, game: Game | None) -> None:
        """The options of `game` (None: no game to set up, and no note about options either)."""
        for column in self.columns:
            _clear_layout(column)
        self.fields = []
        if game is None:
            self.none.hide()
            return
        for option in game.options:
            field = OptionField(option)
            box = field.make_box()
            self.columns[0].addWidget(box)
            box.show()  # at once, not when the event loop gets round to it
            self.fields.append(field)
            widget = field.widget
            if isinstance(widget, QComboBox):
                widget.currentIndexChanged.connect(self._changed)
            elif isinstance(widget, QCheckBox):
                widget.toggled.connect(self._changed)
        self.none.setText(_lobby_tr("This game has no options."))
        self.none.setVisible(not game.options)
        self._align_numbers()
        self._show_applicable()

    def _align_numbers(self) -> None:
        """The number boxes all as wide as the widest (its unset words, "as usual"), so that, at the right of
        their column, they line up (Turtle Butt's two were 17 px apart)."""
        numbers = [f.widget for f in self.fields if isinstance(f.widget, QSpinBox)]
        for spin in numbers:
            spin.ensurePolished()  # measured with the lobby's style (its room for the arrows)
        widest = max((max(spin.sizeHint().width(), spin.minimumWidth()) for spin in numbers), default=0)
        for spin in numbers:
            spin.setMinimumWidth(widest)

    def _changed(self, *_: Any) -> None:
        self._show_applicable()
        self.changed.emit()

    def set_players(self, players: int) -> None:
        if players != self.players:
            self.players = players
            self._show_applicable()

    def _show_applicable(self) -> None:
        """Only the options that mean something beside the others (no match length in the liar's game) and at
        the seats asked for (no tables for two with three players)."""
        values = self.values()
        for f in self.fields:
            f.box.setVisible(f.option.applies(values, self.players))
        if self.fields and self.players is not None:  # a game whose options all wait for another player count
            self.none.setText(_lobby_tr("No options with %d players.") % self.players)
            self.none.setVisible(not any(f.box.isVisibleTo(self) for f in self.fields))

    def values(self) -> dict[str, Any]:
        return {f.option.key: f.value() for f in self.fields}

    def set_spacing(self, spacing: int) -> None:
        for column in self.columns:
            column.setSpacing(spacing)

    def flow(self, width: int) -> int:
        """Spread the options over as many columns (of 250 px or more) as fit in `width`, balancing their
        heights; each block keeps the height its explanation needs at that width (a column's layout would
        squeeze it). Returns the number of columns."""
        boxes = [f.box for f in self.fields if f.box.isVisibleTo(self)]
        count = max(1, min(3, len(boxes), (width + OPTION_GAP) // (250 + OPTION_GAP))) if boxes else 1
        column_width = max(200, (width - OPTION_GAP * (count - 1)) // count)
        heights = [b.heightForWidth(column_width) if b.hasHeightForWidth() else b.sizeHint().height()
                   for b in boxes]
        splits = _balanced_splits(heights, count)
        for column in self.columns:
            while column.count():
                column.takeAt(0)
        for i, box in enumerate(boxes):
            column_index = sum(1 for cut in splits if i >= cut)
            self.columns[column_index].addWidget(box)
        for column in self.columns:  # the blocks at the top (a layout's own alignment would squeeze them)
            column.addStretch(1)
        for i in range(len(self.columns)):
            self.box.setStretch(i, 1 if i < count else 0)
        return count


def _balanced_splits(heights: list[int], columns: int) -> list[int]:
    """Where to start each column after the first, keeping the blocks in order and the tallest column low."""
    best: tuple[int, list[int]] = (sum(heights) + 1, [])
    for cuts in combinations(range(1, len(heights)), columns - 1):
        bounds = [0, *cuts, len(heights)]
        tallest = max(sum(heights[a:b]) for a, b in pairwise(bounds))
        if tallest < best[0]:
            best = (tallest, list(cuts))
    return best[1]




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


