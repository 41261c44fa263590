"""The lobby: the four games as box covers, then the new-game panel.

The panel has two tidy columns: on the left how many play and one row per seat
(colour badge with its shape, name, human or bot level); on the right the game's
options with plain labels and their explanations in visible text, and an optional
deal code — the seed — so friends can replay the same deal. When that is too tall
for the window, the seats go across the top and the options under them. The whole
panel, Start included, fits a 1280×720 window without scrolling. The player range
follows the options (a variant may seat more). `start_requested` carries a ready Record.

The parts have their own modules: the covers in game_picker.py, the seats and the options in
lobby_panel.py; this one builds the page around them and finds the layout that fits the window.
"""

from __future__ import annotations

import random
import tempfile
from itertools import pairwise
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QObject, QPointF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QIcon, QImage, QPainter, QPolygonF, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpacerItem,
    QVBoxLayout,
    QWidget,
)

from desktop.games import entries
from desktop.screens.game_picker import CoverButton
from desktop.screens.lobby_panel import (
    DEFAULT_NAMES,
    SEAT_BLOCKS,
    GameOptions,
    OptionField,
    SeatSetup,
    block_column,
    panel_block,
    pick_icons,
    section_title,
)
from desktop.screens.lobby_panel import colour_label as colour_label  # the network dialogs' seats use it too
from desktop.storage.paths import data_dir
from desktop.storage.settings import Settings
from desktop.table import theme
from desktop.table.guard import Guarded
from desktop.table.text import shown
from desktop.widgets.plain import plain_label
from desktop.widgets.style import go_buttons
from rules.core import Game, Player, Record, SeatChoice, same_name

#: The longest deal code the lobby takes: every code a game ends with fits (the server's are under 2**31).
DEAL_CODE_LENGTH = 18

#: More seats than this are shown in two columns, so the Start button stays in sight.
ONE_COLUMN = 6
#: The panel's arrangements: players beside the options, or the seats across the top and the options under them.
SIDE_BY_SIDE, STACKED = "side by side", "stacked"
#: The width of the column beside the options when stacked (who starts, the deal code).
STACKED_SIDE = 400


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
QComboBox { combobox-popup: 0; }
QComboBox QAbstractItemView { background: white; color: #3b2f2a; border: 1px solid #d5c2ab; border-radius: 8px;
                              padding: 4px; outline: 0; selection-background-color: #ffe8a3;
                              selection-color: #3b2f2a; }
QComboBox QAbstractItemView::item { min-height: 28px; padding: 0 8px; border-radius: 6px; color: #3b2f2a; }
QComboBox QAbstractItemView::item:selected { background: #ffe8a3; color: #3b2f2a; }
QComboBox QAbstractItemView::item:hover { background: #fff3d6; color: #3b2f2a; }
QComboBox QAbstractItemView::item:disabled { color: #a8998c; }
QLineEdit:focus, QComboBox:focus, QSpinBox:focus { border: 2px solid @RING@; }
QPushButton#countButton { background: white; border: 1px solid #d5c2ab; border-radius: 17px; min-width: 34px;
                          min-height: 34px; max-width: 34px; max-height: 34px; }
QPushButton#countButton:checked { background: #5b3a29; color: white; border-color: #5b3a29; }
QPushButton#countButton:hover:!checked { background: #fff3d6; }
@GO@
QPushButton#startButton:disabled { background: #b8b0a6; }
QPushButton#lessonButton { background: white; color: #5b3a29; border: 2px solid #d5c2ab; border-radius: 24px;
                           padding: 8px 24px; }
QPushButton#lessonButton:hover { background: #fff3d6; border-color: #e0b84a; }
QPushButton#networkButton { background: white; color: #5b3a29; border: 2px solid #d5c2ab; border-radius: 16px;
                            padding: 4px 10px; min-height: 22px; }
QPushButton#networkButton:hover { background: #fff3d6; border-color: #e0b84a; }
QPushButton#networkButton:disabled { color: #b8b0a6; border-color: #e8dccd; }
QPushButton { outline: none; }
QPushButton#countButton:focus { border: 2px solid @RING@; }
QPushButton#lessonButton:focus, QPushButton#networkButton:focus { border-color: @RING@; }
QCheckBox { spacing: 8px; }
"""


#: The new-game panel's widest under the covers: room for a row of seats with a pick (an animal, a character)
#: beside the options.
PANEL_WIDTH = 1260
#: About as tall as a lobby with four seats and its box covers: a taller window sets it this far down.
LOBBY_HEIGHT = 960


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
    go = go_buttons("QPushButton#startButton", "border-radius: 24px; padding: 8px 34px;")
    # the keyboard's focus shows on every button as on the table: a blue ring
    return (LOBBY_STYLE.replace("@UP@", up).replace("@DOWN@", down).replace("@GO@", go)
            .replace("@RING@", theme.FOCUS_RING.name()))


def _invalidate(layout: QLayout) -> None:
    """Forget the cached sizes of a layout and of every layout and widget inside it."""
    for i in range(layout.count()):
        item = layout.itemAt(i)
        inner = item.layout() if item is not None else None
        if inner is not None:
            _invalidate(inner)
        elif item is not None:
            widget = item.widget()
            own = widget.layout() if widget is not None else None
            if own is not None:
                _invalidate(own)
            item.invalidate()
    layout.invalidate()


def _take_all(layout: QLayout, keep: QLayout | None = None) -> None:
    """Empty a layout of its widgets and spacers (they stay where they belong), keeping the layout `keep`."""
    for i in reversed(range(layout.count())):
        item = layout.itemAt(i)
        if item is not None and (keep is None or item.layout() is not keep):
            layout.takeAt(i)


def _fill(layout: QVBoxLayout, *blocks: QWidget | None) -> None:
    """Blocks top to bottom; None is the stretch that takes any height to spare."""
    for block in blocks:
        if block is None:
            layout.addStretch(1)
        else:
            layout.addWidget(block)


class Lobby(Guarded, QWidget):
    """Pick a game, set up the seats and options, start."""

    start_requested = Signal(object, list)  # Record, colour names
    lesson_requested = Signal(str)  # game id
    #: Record, colour names, whether a deal code was typed: open this game as a table on the network
    host_requested = Signal(object, list, bool)
    join_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lobby")
        self.setStyleSheet(lobby_style())
        self.compact = False
        self.level = 0
        self._scrolls = False  # no layout fits the window: it scrolls (see `_fit`)
        self.flowing = 0  # how many columns the options are spread over now (0: not laid out yet)
        self._refit = QTimer(self)
        self._refit.setSingleShot(True)
        self._refit.timeout.connect(self._check_fit)
        self._build_frame()
        self._build_heading()
        self._build_panel()
        self._build_players()
        self._build_starter()
        self._build_code()
        self._build_options()
        self._build_start()
        self.arrangement = ""
        self.side_width = STACKED_SIDE
        self.game: Game | None = None
        playable = [b for b in self.cover_buttons if b.available]
        self.choose(playable[0] if playable else self.cover_buttons[0])

    def _build_frame(self) -> None:
        """The scroll area and the column everything else stacks in."""
        scroll = self.scroller = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setStyleSheet("QScrollArea { background: transparent; }")
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # an empty stop between Start and the covers (the lobby
        # scrolls to the widget the keyboard is on)
        # the scroll area takes its height only once the window is laid out (after the lobby's own resize on a
        # first show): fit again when the height it offers changes
        self._fitted_for = -1
        scroll.viewport().installEventFilter(self)
        content = self.content = QWidget()
        content.setObjectName("lobby")
        scroll.setWidget(content)
        whole = QVBoxLayout(self)
        whole.setContentsMargins(0, 0, 0, 0)
        whole.addWidget(scroll)
        outer = self.outer = QVBoxLayout(content)
        outer.setContentsMargins(32, 14, 32, 20)
        outer.setSpacing(6)

    def _build_heading(self) -> None:
        """The title, the line under it, and the row of box covers."""
        title = self.title = QLabel(self.tr("Party Table"))
        title.setFont(theme.display_font(38))
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        subtitle = self.subtitle = QLabel(self.tr("Pick a game, choose who plays, and gather round."))
        subtitle.setObjectName("tagline")
        subtitle.setFont(theme.text_font(16))
        subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        #: The title centred, the page's links (set_corner) at its right.
        self.title_row = QHBoxLayout()
        self.title_room = QSpacerItem(0, 0, QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Minimum)
        self.title_row.addSpacerItem(self.title_room)
        self.title_row.addWidget(title, 1)
        self.corner: QWidget | None = None
        #: What the page shows above the lobby (the offer to resume a game): the keyboard reaches it first.
        self.lead: QWidget | None = None
        self.outer.addLayout(self.title_row)
        self.outer.addWidget(subtitle)
        covers = self.covers_row = QHBoxLayout()
        covers.setSpacing(18)
        covers.addStretch(1)
        self.cover_buttons: list[CoverButton] = []
        for cover in entries():
            button = CoverButton(cover, None)
            button.clicked.connect(lambda _=False, b=button: self.choose(b))
            covers.addWidget(button)
            self.cover_buttons.append(button)
        covers.addStretch(1)
        self.outer.addLayout(covers)
        self.outer.addSpacing(6)

    def _build_panel(self) -> None:
        """The new-game panel: the chosen game's name, a message line, and the two columns of blocks."""
        self.panel = QFrame()
        self.panel.setObjectName("newGame")
        self.panel.setMaximumWidth(PANEL_WIDTH)
        centred = self.centred = QHBoxLayout()
        centred.addStretch(1)
        centred.addWidget(self.panel, 12)
        centred.addStretch(1)
        self.outer.addLayout(centred)
        self.outer.addStretch(1)
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
        self.panel_layout = panel
        self.message = plain_label()
        self.message.setObjectName("problem")
        self.message.setWordWrap(True)
        self.message.setFont(theme.text_font(15, bold=True))
        self.message.hide()
        panel.addWidget(self.message)

        # The panel's body: blocks that two arrangements place in a grid (`_arrange`): side by side (players,
        # who starts and the deal code | options), or, when that is too tall, the seats across the top with the
        # options under them and who starts and the deal code beside the options; Start across the foot.
        self.body = QVBoxLayout()  # the seats when stacked, then the two columns, then Start
        self.body.setSpacing(12)
        self.columns = QHBoxLayout()
        self.columns.setSpacing(36)
        self.left_column, self.right_column = QVBoxLayout(), QVBoxLayout()
        for column in (self.left_column, self.right_column):
            column.setSpacing(12)
            self.columns.addLayout(column)
        self.body.addLayout(self.columns, 1)
        panel.addLayout(self.body, 1)

    def _build_players(self) -> None:
        """The players block: how many, and a row per seat (colour, name, who plays)."""
        players = self.players_block = SeatSetup()
        self.players_layout, self.count, self.seat_rows = players.column, players.count, players.rows
        self.count.valueChanged.connect(self._show_seats)
        for row in self.seat_rows:
            row.name.textChanged.connect(self._name_starters)
            row.colour.currentIndexChanged.connect(self._name_starters)

    def _build_starter(self) -> None:
        """Who starts, asked as the rulebook asks it."""
        # who starts, asked as the rulebook asks it ("Who celebrated a birthday most recently?")
        starter_block = self.starter_block = panel_block()
        starter_layout = block_column(starter_block)
        self.starter_title = section_title(self.tr("Who starts"))
        starter_layout.addWidget(self.starter_title)
        starter_row = QHBoxLayout()
        starter_row.setSpacing(12)
        self.starter_question = QLabel()
        self.starter_question.setWordWrap(True)
        self.starter_question.setFont(theme.text_font(15))
        self.starter = QComboBox()
        self.starter.setMinimumWidth(170)
        self.starter.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)  # a long name shows whole
        self.starter.setAccessibleName(self.tr("Who starts"))
        starter_row.addWidget(self.starter_question, 1)
        starter_row.addWidget(self.starter, 0, Qt.AlignmentFlag.AlignVCenter)
        starter_layout.addLayout(starter_row)

    def _build_code(self) -> None:
        """The deal code (the seed), which deals the same cards again: not a network table's code."""
        code_block = self.code_block = panel_block()
        code_layout = block_column(code_block)
        code_layout.addWidget(section_title(self.tr("Deal code")))
        code_row = QHBoxLayout()
        code_row.setSpacing(12)
        self.seed = QLineEdit()
        self.seed.setPlaceholderText(self.tr("empty: a fresh deal"))
        self.seed.setAccessibleName(self.tr("Deal code"))
        self.seed.setFixedWidth(180)
        self.seed.setMaxLength(DEAL_CODE_LENGTH)
        code_row.addWidget(self.seed, 0, Qt.AlignmentFlag.AlignTop)
        code_help = QLabel(self.tr("The same code deals the same cards, so friends can replay a game."))
        code_help.setObjectName("help")
        code_help.setFont(theme.text_font(13))
        code_help.setWordWrap(True)
        code_row.addWidget(code_help, 1)
        code_layout.addLayout(code_row)

    def _build_options(self) -> None:
        """The game's options, flowing into up to three columns when there is width for them."""
        self.options_widget = GameOptions()
        self.options_widget.changed.connect(self._options_changed)

    @property
    def option_fields(self) -> list[OptionField]:
        return self.options_widget.fields

    @property
    def seat_columns(self) -> int:
        return self.players_block.columns

    def _build_start(self) -> None:
        """Start the game, and Learn to play."""
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
        for big in (self.lesson_button, self.start_button):  # never squeezed: the whole label shows
            big.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
        start_block = self.start_block = panel_block()
        start_row = QHBoxLayout(start_block)
        start_row.setContentsMargins(0, 6, 0, 0)  # a little air between the last option and Start
        start_row.setSpacing(12)
        self.host_button = QPushButton(self.tr("Host a table…"))
        self.host_button.setToolTip(self.tr("Play this game with people at other computers: they join your table"))
        self.host_button.clicked.connect(self.host)
        self.join_button = QPushButton(self.tr("Join a table…"))
        self.join_button.setToolTip(self.tr("Sit down at a table someone hosts, with its address and code"))
        self.join_button.clicked.connect(self.join_requested)
        for small in (self.host_button, self.join_button):
            small.setObjectName("networkButton")
            small.setFont(theme.text_font(13))
            small.setCursor(Qt.CursorShape.PointingHandCursor)
            small.setMinimumHeight(36)
            start_row.addWidget(small)
        start_row.addStretch(1)
        start_row.addWidget(self.lesson_button)
        start_row.addWidget(self.start_button)

    def set_corner(self, corner: QWidget) -> None:
        """The page's links (statistics, reviews) in the lobby's top right corner: beside the title, or at the end
        of the covers when there is no title, so they never lie over a cover."""
        self.corner = corner
        self._place_corner()
        self._order_tabs()

    def _place_corner(self) -> None:
        corner = self.corner
        if corner is None:
            return
        self.title_row.removeWidget(corner)
        self.covers_row.removeWidget(corner)
        corner.adjustSize()
        titled = not self.title.isHidden()
        covers = sum(b.minimumWidth() for b in self.cover_buttons) + self.covers_row.spacing() * len(self.cover_buttons)
        beside = covers + corner.sizeHint().width() + 32 <= self._room()
        # the title stays centred: as much room on its left as the links take on its right
        self.title_room.changeSize(corner.sizeHint().width() if titled else 0, 0)
        self.title_row.invalidate()
        if titled or not beside:  # a narrow window: the links over the covers' right end
            self.title_row.addWidget(corner, 0, Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignRight)
        else:
            self.covers_row.addWidget(corner, 0, Qt.AlignmentFlag.AlignVCenter)
        corner.show()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and watched is self.scroller.viewport() \
                and self.scroller.viewport().height() != self._fitted_for:
            self._fit()
        return False

    #: The heights the covers may take as boxes, largest first; below the last they become strips.
    BOX_HEIGHTS = (340, 300, 260, 220, 190)
    #: Lobbies shorter than this (1280×720, 1366×768 laptops) show the covers as strips.
    STRIPS_BELOW = 800

    def _fit(self) -> None:
        """The roomiest layout with which the whole lobby fits the window, Start button included: the covers
        as boxes (a little smaller each step), else strips under the title, else strips alone; at each, the
        panel side by side, else stacked. When none fits, the one that needs the least scrolling.

        Each is measured at the width the lobby has when nothing scrolls (a scroll bar left over from the last
        layout made a layout that fits look too tall). Once the widgets have taken their sizes, a lobby that
        still needs scrolling steps down again (`_check_fit`)."""
        viewport = self.scroller.viewport()
        if viewport.height() < 50 or not hasattr(self, "start_block"):
            return
        self._fitted_for = viewport.height()
        self._scrolls = False
        needs = []
        for index in range(len(self._levels())):
            self._apply_level(index)
            needs.append(self._needed_height(self._room()) + (10_000 if self._too_narrow() else 0))
            # a little to spare: the layout may still differ from the measure by a few pixels
            if needs[-1] + 12 <= viewport.height():
                break
        else:
            self._scrolls = True
            self._apply_level(needs.index(min(needs)))
        self._refit.start(0)

    def _room(self) -> int:
        """The lobby's width inside its scroll area: all of it while it fits, less the scroll bar once it scrolls."""
        bar = self.scroller.verticalScrollBar().sizeHint().width() if self._scrolls else 0
        return self.scroller.width() - bar

    def _too_narrow(self) -> bool:
        """The panel would have to be narrower than its parts allow (long words: two columns of seats beside the
        options may not fit beside each other), so they would lie over each other."""
        _invalidate(self.panel_layout)
        return self.panel.minimumSizeHint().width() > self._panel_inner_width() + self._panel_margins()

    def _levels(self) -> list[tuple[int, bool, bool, str]]:
        """(cover height, as strips, with the title, arrangement) from the roomiest to the densest."""
        strip = CoverButton.STRIP_HEIGHT + 12
        # a short window always shows strips, so the covers do not change shape from one game to the next
        short = self.scroller.viewport().height() < self.STRIPS_BELOW
        covers = [] if short else [(h, False, True) for h in self.BOX_HEIGHTS]
        covers += [(strip, True, True), (strip, True, False)]
        return [(*c, a) for c in covers for a in (SIDE_BY_SIDE, STACKED)]

    def _apply_level(self, index: int) -> None:
        height, strips, title, arrangement = self._levels()[index]
        self.level = index
        self._set_covers(height, strips)
        self.title.setVisible(title)
        self._place_corner()
        self._set_compact(strips)
        self._arrange(arrangement)

    def _check_fit(self) -> None:
        """Still a scroll bar once laid out, though the measure said it fits: one step denser (and look again)."""
        QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)  # laid out now: the scroll bar is up to date
        if (self.scroller.verticalScrollBar().maximum() > 0 or self._too_narrow()) and not self._scrolls:
            if self.level < len(self._levels()) - 1:
                self._apply_level(self.level + 1)
                self._refit.start(0)
            else:  # nothing denser: the lobby scrolls, laid out beside the scroll bar
                self._scrolls = True
                self._apply_level(self.level)

    @property
    def settled(self) -> bool:
        """The lobby has found its layout for the window (nothing left to check)."""
        return not self._refit.isActive()

    def _set_covers(self, height: int, strip: bool) -> None:
        self.subtitle.setVisible(not strip)
        for b in self.cover_buttons:
            b.set_strip(strip)
            b.setFixedHeight(height)
            b.setMinimumWidth(200 if strip else int(height * 0.72))
            b.setMaximumWidth(300 if strip else 16_777_215)

    def _set_compact(self, compact: bool) -> None:
        """A short window: the chosen strip names the game (no heading) and the panel takes the whole width."""
        self.compact = compact
        self.game_title.setVisible(not compact)
        self.tagline.setVisible(not compact)
        self.title.setFont(theme.display_font(28 if compact else 38))
        # compact, the covers and links line up with the panel's edges
        self.panel.setMaximumWidth(1400 if compact else PANEL_WIDTH)
        side = max(16, (self._room() - self.panel.maximumWidth()) // 2)
        # the lobby hangs from the top, so the covers stay put when the panel grows or shrinks (centred, they
        # moved 20 px with each seat); a tall window lowers it as it would centre a lobby of LOBBY_HEIGHT
        top = max(14, (self.scroller.viewport().height() - LOBBY_HEIGHT) // 2)
        self.outer.setContentsMargins(*((side, 8, side, 8) if compact else (32, top, 32, 20)))
        self.panel_layout.setContentsMargins(*((24, 12, 24, 14) if compact else (28, 18, 28, 20)))
        for layout in (self.body, self.left_column, self.right_column):
            layout.setSpacing(8 if compact else 12)
        self.options_widget.set_spacing(8 if compact else 12)
        self.centred.setStretch(0, 0 if compact else 1)  # the panel takes the whole width it may
        self.centred.setStretch(2, 0 if compact else 1)

    def _arrange(self, arrangement: str) -> None:
        """Place the panel's blocks side by side or stacked (see __init__), the seats and the options in as
        many columns as suit the arrangement."""
        n = self.count.value()
        stacked = arrangement == STACKED
        self.arrangement = arrangement
        for layout in (self.body, self.left_column, self.right_column):
            _take_all(layout, keep=self.columns)
        side: tuple[QWidget, ...] = (self.starter_block, self.code_block)
        self.side_width = STACKED_SIDE
        if stacked:
            # rows of at most four seats, in up to three columns, fewer columns if the window is too narrow
            for columns in range(1 if n <= 3 else min(SEAT_BLOCKS, -(-n // 4)), 0, -1):
                self.players_block.place(columns)
                _invalidate(self.players_layout)
                if self.players_layout.minimumSize().width() <= self._panel_inner_width():
                    break
            self.body.insertWidget(0, self.players_block)
            _fill(self.left_column, self.options_widget, None)
            _fill(self.right_column, self.starter_block, self.code_block, None)
            stretches = (1, 0)
        else:
            self.players_block.place(1 if n <= ONE_COLUMN else 2)
            _fill(self.left_column, self.players_block, self.starter_block, self.code_block, None)
            _fill(self.right_column, self.options_widget, None)
            stretches = (0, 1) if self.compact else (3, 2)
        # Start across the foot of the panel, at its right: under a column of its own it left the options
        # only a narrow column beside it
        self.body.addWidget(self.start_block)
        for i, stretch in enumerate(stretches):
            self.columns.setStretch(i, stretch)
        for block in side:
            block.setFixedWidth(self.side_width) if stacked else block.setMinimumWidth(0)
            block.setMaximumWidth(self.side_width if stacked else 16_777_215)
        self.options_widget.setMinimumWidth(0 if stacked else (290 if self.compact else 340))
        self.options_widget.setMaximumWidth(16_777_215 if stacked or self.compact else 440)
        for block in (self.players_block, self.options_widget, self.start_block, *side):
            block.show()
        self._flow_options()
        self._order_tabs()

    def _order_tabs(self) -> None:
        """Tab goes through the lobby as a person reads it: the page's links where they sit (beside the title,
        or after the covers), the covers, who plays, then the panel's columns left before right, Start last.
        Qt's own order put the options, added last, after Start."""
        corner = self.corner
        links = list(corner.findChildren(QAbstractButton)) if corner is not None else []
        top = ([*links, *self.cover_buttons] if corner is not None and self.title_row.indexOf(corner) >= 0
               else [*self.cover_buttons, *links])
        seats = [w for row in self.seat_rows for w in (row.colour, row.name, row.kind, row.pick)]
        beside = [self.starter, self.seed]
        options = [f.widget for f in self.option_fields]
        columns = [*options, *beside] if self.arrangement == STACKED else [*beside, *options]
        foot = [self.host_button, self.join_button, self.lesson_button, self.start_button]
        chain = [*([self.lead] if self.lead is not None else []), *top, *self.count.buttons.values(), *seats,
                 *columns, *foot]
        for before, after in pairwise(chain):
            QWidget.setTabOrder(before, after)

    def _panel_margins(self) -> int:
        margins = self.panel_layout.contentsMargins()
        return margins.left() + margins.right() + 4  # and the panel's border

    def _panel_inner_width(self) -> int:
        side = self.outer.contentsMargins()
        panel = min(self.panel.maximumWidth(), self._room() - side.left() - side.right())
        return panel - self._panel_margins()

    def _flow_options(self) -> None:
        """The options over as many columns as fit the width the arrangement leaves them (GameOptions.flow)."""
        inner = self._panel_inner_width()
        spacing = self.columns.spacing()
        if self.arrangement == STACKED:
            width = inner - spacing - self.side_width
        elif self.compact:
            _invalidate(self.players_layout)
            left = max(b.sizeHint().width() for b in (self.players_block, self.starter_block, self.code_block))
            width = inner - spacing - left
        else:
            width = min(440, max(340, (inner - spacing) * 2 // 5))
        self.flowing = self.options_widget.flow(width)

    def _needed_height(self, width: int) -> int:
        """How tall the lobby wants to be at `width` (word-wrapped texts included)."""
        layout = self.content.layout()
        assert layout is not None
        _invalidate(layout)  # the sizes just changed must be measured afresh, not taken from caches
        if layout.hasHeightForWidth():
            return layout.totalHeightForWidth(width)
        return layout.totalSizeHint().height()

    def take_focus(self) -> None:
        """The keyboard starts on Start the game (Enter plays), or on the chosen box if it cannot start."""
        chosen = next((b for b in self.cover_buttons if b.isChecked()), None)
        target = self.start_button if self.start_button.isEnabled() or chosen is None else chosen
        target.setFocus(Qt.FocusReason.OtherFocusReason)

    def choose(self, button: CoverButton) -> None:
        for b in self.cover_buttons:
            b.setChecked(b is button)
        self.game = button.game if button.available else None
        self.options_widget.show_game(self.game)
        self.players_block.offer(*self._pick_menu())
        self.game_title.setText(button.cover.title)
        self.tagline.setText(button.cover.tagline())
        self.flowing = 0  # the options are laid out afresh
        if self.game is None:
            self.say(self.tr("%s: this table is not built yet — coming soon.") % button.cover.title)
            self.start_button.setEnabled(False)
            self.lesson_button.hide()
            self.count.setEnabled(False)
            return
        self.say("")
        self.start_button.setEnabled(True)
        self._show_lesson_button()
        self.count.setEnabled(True)
        self._options_changed(keep=False)

    def _pick_menu(self) -> tuple[SeatChoice | None, dict[str, QIcon]]:
        """The chosen game's question to every seat (an animal, a character) and each answer's picture."""
        if self.game is None:
            return None, {}
        return self.game.seat_choice, pick_icons(self.game)

    def set_record_lines(self, lines: dict[str, tuple[str, str]], tip: str = "") -> None:
        """The player's record under each cover (keyed by the game's rules package; missing: no line): by
        opponents, and against everyone at once for a cover too narrow for the first (its tooltip has both)."""
        for b in self.cover_buttons:
            b.record_line, b.record_short = lines.get(b.cover.package, ("", ""))
            if b.available:
                b.setToolTip(f"{b.cover.title}\n{tip}\n{b.record_line}" if b.record_line and tip else b.cover.title)
            b.update()

    def say(self, text: str) -> None:
        """Show (or clear) a message about the set-up above the columns."""
        self.message.setText(text)
        self.message.setVisible(bool(text))

    def current_options(self) -> dict[str, Any]:
        return self.options_widget.values()

    def _options_changed(self, *_: Any, keep: bool = True) -> None:
        """The player range may depend on the options (Turtle Butt's liar's game seats twelve)."""
        if self.game is None:
            return
        try:
            low, high = self.game.player_range(self.game.resolve_options(self.current_options()))
        except Exception:
            low, high = self.game.min_players, self.game.max_players
        wanted = self.count.value() if keep else 4
        self.count.blockSignals(True)  # the seats are laid out once, below, however the count changes
        self.count.setRange(low, high)
        self.count.setValue(min(high, max(low, wanted)))
        self.count.blockSignals(False)
        self._show_seats()

    def _show_seats(self) -> None:
        """The seats asked for, laid out afresh (more seats may need the other arrangement)."""
        self.players_block.free_colours()
        self.options_widget.set_players(self.count.value())
        self._arrange(self.arrangement or SIDE_BY_SIDE)
        self._name_starters()
        self._fit()

    def _name_starters(self) -> None:
        """The answers to "who starts": at random, or one of the players by their name as typed."""
        question = self.game.first_player if self.game is not None else None
        for widget in (self.starter_title, self.starter_question, self.starter):
            widget.setVisible(question is not None)
        if question is None:
            return
        self.starter_question.setText(shown(question.question))
        chosen = self.starter.currentData()
        self.starter.blockSignals(True)
        self.starter.clear()
        self.starter.addItem(self.tr("At random"), -1)
        for i, row in enumerate(self.seat_rows[:self.count.value()]):
            self.starter.addItem(row.colour.itemIcon(row.colour.currentIndex()),
                                 row.name.text().strip() or DEFAULT_NAMES[i], i)
        self.starter.setCurrentIndex(max(0, self.starter.findData(chosen)))
        self.starter.blockSignals(False)

    def chosen_starter(self) -> int | None:
        """The seat "who starts" names, or None where it is left to chance."""
        seat = self.starter.currentData()
        return seat if isinstance(seat, int) and 0 <= seat < self.count.value() else None

    def deal_code(self) -> int:
        text = self.seed.text().strip()[:DEAL_CODE_LENGTH]
        if text.isascii() and text.isdigit():  # "²" is a digit to Python, but not a number int() reads
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
        options = self.options_widget.values()
        seed = self.deal_code()
        # who starts and each seat's pick go into the record, drawn here where they are left to chance
        setup = self.game.lobby_setup(seed, n, self.chosen_starter(), self.players_block.picks())
        record = Record(self.game.id, players, seed, self.game.resolve_options(options), setup)
        return record, colours

    def _lesson(self) -> None:
        if self.game is not None:
            self.lesson_requested.emit(self.game.id)

    def _show_lesson_button(self) -> None:
        """"Learn to play" where the game has a lesson, ticked once it was played to the end."""
        from desktop.screens.lesson_plan import lesson_path

        game = self.game
        self.lesson_button.setVisible(game is not None and lesson_path(game.id, "en").exists())
        if game is not None:
            done = game.id in str(Settings().get("lessons_done")).split(",")
            self.lesson_button.setText(self.tr("Learn to play ✓") if done else self.tr("Learn to play"))

    def checked_record(self) -> tuple[Record, list[str]] | None:
        """The game as set up, or None after saying what stops it from starting."""
        if self.game is None:
            return None
        try:
            record, colours = self.build_record()
            if len(set(colours)) != len(colours):
                self.say(self.tr("Two players have the same colour: give each seat its own."))
                return None
            names = [p.name for p in record.players]
            if any(same_name(a, b) for i, a in enumerate(names) for b in names[i + 1:]):
                self.say(self.tr("Two players have the same name: the log could not tell them apart. "
                                 "Give each seat its own."))
                return None
            record.new_state()
        except Exception as exc:
            self.say(self.tr("Cannot start: %s") % exc)
            return None
        return record, colours

    def start(self) -> None:
        ready = self.checked_record()
        if ready is not None:
            self.start_requested.emit(*ready)

    def host(self) -> None:
        """Open the game as a table on the network. The table deals from a seed of its own, which no one at it
        knows until the end, and draws from it what was left to chance: the record sent on keeps only what the
        players chose (who starts, each seat's pick, None where chance is to pick)."""
        ready = self.checked_record()
        if ready is None or self.game is None:
            return
        record, colours = ready
        chosen: dict[str, Any] = {}
        first, choice = self.game.first_player, self.game.seat_choice
        if first is not None and self.chosen_starter() is not None:
            chosen[first.setup_field] = self.chosen_starter()
        if choice is not None and any(p is not None for p in self.players_block.picks()):
            chosen[choice.setup_field] = self.players_block.picks()
        record.setup = chosen or None
        self.host_requested.emit(record, colours, bool(self.seed.text().strip()))
