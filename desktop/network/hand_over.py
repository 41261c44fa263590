"""The host's say over a person's seat while they are away: a bot plays for them, and back (issue #34).

When a person who joined from another computer drops ("waiting for Ben (reconnecting…)"), the
host may let a bot play that seat, at a level the host picks (the table's other bots' level unless
the host says otherwise), and later give Ben the seat back. It is offered in three places, so that
it is one click away whatever the window's size: the side panel's bar (under the status), the Game
menu's **Seats** submenu, and — while the side panel is out of sight, as it is in a window narrower
than the table and its panel — a button in the menu bar's corner that opens the same menu. The
server decides (`hand_over`); these only ask, and redraw from each picture.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QMenu, QPushButton, QVBoxLayout, QWidget

from desktop.network.bridge import Picture
from desktop.screens.stats_window import level_label
from desktop.table import theme
from desktop.table.guard import Guarded
from desktop.table.text import translator
from desktop.widgets.elided_button import ElidedButton
from rules.bots import LEVELS

#: The bot that stands in for an absent person when the table has no other bot to take after.
STAND_IN = "normal"
#: The levels a stand-in may have: the ones that play to win ("random" only makes legal moves).
STAND_IN_LEVELS = tuple(level for level in LEVELS if level != "random")

_tr = translator("HandOverBar")

#: What the host asks for: the seat, and a bot level or "person" (give the seat back).
HandOver = Callable[[int, str], None]


@dataclass(frozen=True)
class Away:
    """A person who joined and is away (`bot` ""), or one a bot of level `bot` plays for now."""

    seat: int
    name: str
    bot: str


def away_people(picture: Picture) -> list[Away]:
    """The people the host may hand over or give back, in seat order (none once the game is over)."""
    if picture.phase != "playing" or picture.closed:
        return []
    return [Away(int(s["seat"]), str(s["name"]), str(s["bot"])) for s in picture.seats
            if s["kind"] == "remote" and not s["open"] and (s["bot"] or not s["connected"])]


def usual_level(picture: Picture) -> str:
    """The level the table's own bots play at (the most common one), or the normal bot's if it has none."""
    levels = Counter(str(s["bot"]) for s in picture.seats if s["kind"] == "bot" and s["bot"] in STAND_IN_LEVELS)
    return levels.most_common(1)[0][0] if levels else STAND_IN


def let_text(name: str) -> str:
    return _tr("Let a bot play for %s") % name


def back_text(name: str) -> str:
    return _tr("Give %s the seat back") % name


class HandOverBar(Guarded, QWidget):
    """In the side panel: the stand-in's level, and one button per absent person (or per person a bot
    stands in for); hidden when there is none."""

    def __init__(self, hand_over: HandOver, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.hand_over = hand_over
        self.buttons: dict[int, ElidedButton] = {}
        self.setObjectName("handOver")
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(4)
        level_row = QHBoxLayout()
        self.level_label = QLabel(self.tr("The bot plays at"))
        self.level = QComboBox()
        self.level.setAccessibleName(self.tr("The level of the bot that plays for an absent person"))
        for level in STAND_IN_LEVELS:
            self.level.addItem(level_label(level), level)
        level_row.addWidget(self.level_label)
        level_row.addWidget(self.level, 1)
        self.level_row = QWidget()
        self.level_row.setLayout(level_row)
        level_row.setContentsMargins(0, 0, 0, 0)
        self._layout.addWidget(self.level_row)
        self.hide()

    def show_seats(self, picture: Picture) -> None:
        """Buttons for the seats as this picture has them (a finished game has none)."""
        wanted: dict[int, tuple[str, str, str]] = {}
        for away in away_people(picture):
            if away.bot:
                wanted[away.seat] = (back_text(away.name), "person",
                                     self.tr("%s plays their own seat again (a bot plays for them now)") % away.name)
            else:
                wanted[away.seat] = (let_text(away.name), "",
                                     self.tr("%s is away: a bot plays their seat until you give it back") % away.name)
        letting = any(to == "" for _text, to, _tip in wanted.values())
        if letting and self.level_row.isHidden():  # offered afresh: the table's own bots' level
            self.level.setCurrentIndex(max(0, self.level.findData(usual_level(picture))))
        self.level_row.setVisible(letting)
        for seat in [s for s in self.buttons if s not in wanted]:
            self.buttons.pop(seat).deleteLater()
        for seat, (text, to, tip) in sorted(wanted.items()):
            button = self.buttons.get(seat)
            if button is None:
                button = ElidedButton(wrap=True)  # a long name would cut what the button does
                button.setFont(theme.text_font(14, bold=True))
                button.setCursor(Qt.CursorShape.PointingHandCursor)
                button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
                button.clicked.connect(lambda _=False, seat=seat: self._clicked(seat))
                self._layout.addWidget(button)
                self.buttons[seat] = button
            button.set_full_text(text, tip)
            button.setProperty("to", to)
            button.setEnabled(True)
        self.setVisible(bool(wanted))

    def _clicked(self, seat: int) -> None:
        button = self.buttons.get(seat)
        if button is not None:
            button.setEnabled(False)  # until the server's answer redraws the bar
            self.hand_over(seat, str(button.property("to")) or str(self.level.currentData()))


class SeatsOffer(Guarded, QObject):
    """The Game menu's Seats (`menu`) and the corner's button that opens it (`button`), for the host.

    The menu lists, each time it opens, the bot levels to let play for each absent person (the table's
    own bots' level first, in bold) or "give the seat back". The button names the first absent person
    and shows only while the side panel (`panel`, which has the same offer) is out of sight.
    """

    def __init__(self, hand_over: HandOver, menu: QMenu, button: QPushButton, panel: QWidget) -> None:
        super().__init__(button)
        self.hand_over, self.menu, self.button, self.panel = hand_over, menu, button, panel
        self.people: list[Away] = []
        self.usual = STAND_IN
        menu.aboutToShow.connect(self.fill)
        menu.menuAction().setVisible(True)
        button.setMenu(menu)
        panel.installEventFilter(self)

    def show_seats(self, picture: Picture) -> None:
        """Name the first absent person on the button (and how many more), and show it if the panel is away."""
        self.people, self.usual = away_people(picture), usual_level(picture)
        if self.people:
            first = self.people[0]
            text = (_tr("A bot plays for %s") if first.bot else _tr("%s is away")) % first.name
            if len(self.people) > 1:
                text = _tr("%s (+%d)") % (text, len(self.people) - 1)
            self.button.setText(text)  # the button draws its menu's arrow itself
            self.button.setToolTip(_tr("Let a bot play for a person who is away, or give them the seat back"))
        self._place()

    def fill(self) -> None:
        self.menu.clear()
        if not self.people:
            self.menu.addAction(_tr("Everyone is at the table")).setEnabled(False)
            return
        for away in self.people:
            if away.bot:
                self.menu.addAction(back_text(away.name)).triggered.connect(
                    lambda _=False, seat=away.seat: self.hand_over(seat, "person"))
                continue
            levels = self.menu.addMenu(let_text(away.name))
            for level in (self.usual, *(lv for lv in STAND_IN_LEVELS if lv != self.usual)):
                act = levels.addAction(level_label(level))
                act.setData(level)
                act.triggered.connect(lambda _=False, seat=away.seat, level=level: self.hand_over(seat, level))
                if level == self.usual:
                    levels.setDefaultAction(act)

    def release(self) -> None:
        """The table is left: the menu and the button go back to how the window had them."""
        self.people = []
        self.panel.removeEventFilter(self)
        self.menu.aboutToShow.disconnect(self.fill)
        self.menu.clear()
        self.menu.menuAction().setVisible(False)
        self.button.hide()

    def _place(self) -> None:
        self.button.setVisible(bool(self.people) and self.panel.isHidden())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.panel and event.type() in (QEvent.Type.Show, QEvent.Type.Hide):
            self._place()
        return False
