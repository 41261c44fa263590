"""The Happy Birthday Turtle!! table.

Layout (design space 1920×1080): the other players along the top, the Ant deck
and the Celebration deck on the left, the party tables in a row in the middle
(each with its Celebration card, limit and progress track above the tablecloth,
and the Animal cards lying under it), and the shown seat's area at the bottom:
its Animal and Pattern cards, Hustle Point cubes, won Celebration cards, the
choice tray and the Commit button.

The player drags an Animal card and the matching Pattern card onto a table (or
clicks a card, then a table; or uses Tab/Enter), then commits. In a 2-player odd
round the tray has two slots: this round's pair and the next round's.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import shiboken6
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from desktop.table import theme
from desktop.table.base import GameTable
from desktop.table.items import ButtonItem, CardItem, CubeItem, LabelItem, TableItem
from desktop.table.panels import SeatPanel
from desktop.table.text import translator
from desktop.table.zones import DropZone
from rules.birthday_turtle.data import ANIMALS, ANT_BY_ID, CELEBRATION_BY_ID, PATTERN_NAMES, TURTLE_RETURNS
from rules.birthday_turtle.state import NO_ANIMAL, Commit
from rules.core import Action, Event, View

CARD_W, CARD_H = 112, 160


_tr = translator("BirthdayTurtleTable")


SMALL_W, SMALL_H = 60, 84
HUSTLE = ((5, "#d1495b", "5"), (3, "#3a7bd5", "3"), (1, "#f2c14e", "1"))
ANIMAL_COLOURS = {"squirrel": "#c8702e", "mole": "#7a5c4f", "frog": "#5aa95a", "duck": "#f0c23b"}
PATTERN_ACCENT = {p: QColor(theme.TABLECLOTH_COLOURS[p][1]) for p in theme.TABLECLOTH_COLOURS}
PATTERN_BASE = {p: QColor(theme.TABLECLOTH_COLOURS[p][0]) for p in theme.TABLECLOTH_COLOURS}


def hustle_change(points: int) -> list[int]:
    """Cube values making up a total with the fewest cubes (the cubes are only change)."""
    cubes = []
    for value, _, _ in HUSTLE:
        while points >= value:
            cubes.append(value)
            points -= value
    return cubes


# --- drawing the components ---------------------------------------------------------


def paint_animal(p: QPainter, centre: QPointF, r: float, animal: str) -> None:
    """A flat, friendly silhouette for each of the four friends."""
    colour = QColor(ANIMAL_COLOURS.get(animal, "#999999"))
    p.save()
    p.setPen(QPen(colour.darker(160), max(1.0, r * 0.06)))
    p.setBrush(colour)
    x, y = centre.x(), centre.y()
    if animal == "squirrel":
        tail = QPainterPath(QPointF(x + r * 0.3, y + r * 0.6))
        tail.cubicTo(x + r * 1.3, y + r * 0.4, x + r * 1.2, y - r * 0.9, x + r * 0.5, y - r * 0.7)
        tail.cubicTo(x + r * 0.9, y - r * 0.2, x + r * 0.8, y + r * 0.2, x + r * 0.3, y + r * 0.6)
        p.drawPath(tail)
        for dx in (-0.35, 0.2):
            ear = QPainterPath(QPointF(x + r * dx, y - r * 0.45))
            ear.lineTo(x + r * (dx + 0.08), y - r * 0.85)
            ear.lineTo(x + r * (dx + 0.2), y - r * 0.4)
            ear.closeSubpath()
            p.drawPath(ear)
        p.drawEllipse(QPointF(x - r * 0.1, y), r * 0.5, r * 0.55)
    elif animal == "mole":
        p.drawEllipse(QPointF(x, y + r * 0.05), r * 0.75, r * 0.6)
        p.setBrush(QColor("#f4a3b4"))
        p.drawEllipse(QPointF(x + r * 0.7, y + r * 0.05), r * 0.18, r * 0.14)
        p.setBrush(QColor("#f4c9b0"))
        for dx in (-0.45, 0.35):
            p.drawEllipse(QPointF(x + r * dx, y + r * 0.62), r * 0.2, r * 0.1)
    elif animal == "frog":
        p.drawEllipse(QPointF(x, y + r * 0.15), r * 0.75, r * 0.5)
        for dx in (-0.38, 0.38):
            p.drawEllipse(QPointF(x + r * dx, y - r * 0.35), r * 0.24, r * 0.24)
            p.setBrush(QColor("white"))
            p.drawEllipse(QPointF(x + r * dx, y - r * 0.35), r * 0.13, r * 0.13)
            p.setBrush(colour)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawArc(QRectF(x - r * 0.35, y - r * 0.05, r * 0.7, r * 0.4), 200 * 16, 140 * 16)
    else:  # duck
        p.drawEllipse(QPointF(x - r * 0.1, y + r * 0.25), r * 0.7, r * 0.45)
        p.drawEllipse(QPointF(x + r * 0.25, y - r * 0.35), r * 0.35, r * 0.35)
        p.setBrush(QColor("#f28c28"))
        beak = QPainterPath(QPointF(x + r * 0.55, y - r * 0.4))
        beak.lineTo(x + r * 0.95, y - r * 0.3)
        beak.lineTo(x + r * 0.55, y - r * 0.22)
        beak.closeSubpath()
        p.drawPath(beak)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(theme.INK)
    eye = {"squirrel": (-0.05, -0.1), "mole": (0.4, -0.15), "frog": (0.38, -0.35), "duck": (0.35, -0.42)}[animal]
    p.drawEllipse(QPointF(x + r * eye[0], y + r * eye[1]), r * 0.07, r * 0.07)
    if animal == "frog":
        p.drawEllipse(QPointF(x - r * 0.38, y - r * 0.35), r * 0.07, r * 0.07)
    p.restore()


def paint_pattern_swatch(p: QPainter, rect: QRectF, pattern: str, radius: float = 8.0) -> None:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    p.save()
    p.setClipPath(path)
    p.drawPixmap(rect.topLeft(), theme.texture("tablecloth", int(rect.width()), int(rect.height()), pattern))
    p.restore()


def animal_face(p: QPainter, rect: QRectF, card: CardItem) -> None:
    animal, value = card.data_["animal"], card.data_["value"]
    small = rect.width() < 80
    p.setPen(theme.INK)
    p.setFont(theme.display_font(int(rect.height() * (0.22 if small else 0.2))))
    p.drawText(QRectF(rect.left() + 4, rect.top() + 2, rect.width(), rect.height() * 0.3),
               int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop), str(value))
    paint_animal(p, QPointF(rect.center().x(), rect.center().y() + rect.height() * 0.06), rect.width() * 0.36, animal)
    if not small:
        p.setFont(theme.text_font(13, bold=True))
        p.drawText(QRectF(rect.left(), rect.bottom() - 24, rect.width(), 22), Qt.AlignmentFlag.AlignCenter,
                   animal.capitalize())
        for i in range(value):  # pips: the value readable without the numeral
            p.setBrush(theme.INK)
            p.drawEllipse(QPointF(rect.right() - 10, rect.top() + 12 + i * 12), 4, 4)
    seat_colour = card.data_.get("seat_colour")
    if seat_colour is not None:
        theme.draw_seat_badge(p, QPointF(rect.right() - 11, rect.bottom() - 11), 9 if small else 11, seat_colour)
    initial = card.data_.get("initial")
    if initial:  # colour-blind-safe marks: the owner's initial as well as colour and shape
        p.setPen(theme.INK)
        p.setFont(theme.text_font(12, bold=True))
        p.drawText(QRectF(rect.left() + 2, rect.bottom() - 18, 16, 16), Qt.AlignmentFlag.AlignCenter, initial)


def pattern_face(p: QPainter, rect: QRectF, card: CardItem) -> None:
    pattern = card.data_["pattern"]
    paint_pattern_swatch(p, rect, pattern)
    band = QRectF(rect.left(), rect.center().y() - 16, rect.width(), 32)
    p.fillRect(band, QColor(255, 255, 255, 215))
    p.setPen(theme.INK)
    p.setFont(theme.display_font(15 if rect.width() > 80 else 12))
    p.drawText(band, Qt.AlignmentFlag.AlignCenter, PATTERN_NAMES[pattern])


def party_back(p: QPainter, rect: QRectF, card: CardItem) -> None:
    """The back of the players' cards: a balloon pattern on mint."""
    p.fillRect(rect, QColor("#9ed8c3"))
    p.setPen(Qt.PenStyle.NoPen)
    for i in range(3):
        for j in range(4):
            colour = QColor(("#f4a98c", "#f2c14e", "#7db8e8")[(i + j) % 3])
            p.setBrush(colour)
            c = QPointF(rect.left() + rect.width() * (0.2 + 0.3 * i), rect.top() + rect.height() * (0.15 + 0.23 * j))
            p.drawEllipse(c, rect.width() * 0.09, rect.width() * 0.11)


def celebration_back(p: QPainter, rect: QRectF, card: CardItem) -> None:
    """The back of a Celebration card: bunting on pink."""
    p.fillRect(rect, QColor("#f7c6d0"))
    p.setPen(QPen(QColor("#b35c6e"), 1.5))
    p.drawLine(QPointF(rect.left(), rect.top() + 8), QPointF(rect.right(), rect.top() + 8))
    p.setPen(Qt.PenStyle.NoPen)
    step = rect.width() / 7
    for i in range(7):
        flag = QPainterPath(QPointF(rect.left() + i * step + 2, rect.top() + 8))
        flag.lineTo(rect.left() + (i + 1) * step - 2, rect.top() + 8)
        flag.lineTo(rect.left() + (i + 0.5) * step, rect.top() + 22)
        flag.closeSubpath()
        p.setBrush(QColor(("#f2c14e", "#7db8e8", "#7fcfb0")[i % 3]))
        p.drawPath(flag)


def ant_back(p: QPainter, rect: QRectF, card: CardItem) -> None:
    p.fillRect(rect, QColor("#6b4f3a"))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#2b1d14"))
    for k in range(3):
        c = QPointF(rect.center().x() - rect.width() * 0.18 + k * rect.width() * 0.18, rect.center().y())
        p.drawEllipse(c, rect.width() * 0.1, rect.width() * 0.08)
    p.setPen(QColor("#f7e7c6"))
    p.setFont(theme.display_font(16))
    p.drawText(QRectF(rect.left(), rect.top() + 6, rect.width(), 24), Qt.AlignmentFlag.AlignCenter, _tr("Ants"))


def ant_face(p: QPainter, rect: QRectF, card: CardItem) -> None:
    ant = card.data_.get("ant")
    if ant == TURTLE_RETURNS:
        p.fillRect(rect, QColor("#dff2e1"))
        c = QPointF(rect.center().x(), rect.center().y() + 8)
        s = rect.width() * 0.3
        p.setPen(QPen(theme.INK, 2))
        p.setBrush(QColor("#a7d99b"))
        p.drawEllipse(QPointF(c.x() + s * 1.0, c.y() + s * 0.1), s * 0.3, s * 0.26)
        p.setBrush(QColor("#7fcfb0"))
        p.drawChord(QRectF(c.x() - s, c.y() - s * 0.7, 2 * s, 1.4 * s), 0, 180 * 16)
        p.setFont(theme.text_font(12, bold=True))
        p.drawText(QRectF(rect.left(), rect.bottom() - 36, rect.width(), 30), Qt.AlignmentFlag.AlignCenter,
                   _tr("Turtle Returns"))
        p.setFont(theme.text_font(13, bold=True))
        p.drawText(QRectF(rect.left(), rect.top() + 6, rect.width(), 20), Qt.AlignmentFlag.AlignCenter, "z z z")
        return
    patterns = ANT_BY_ID[ant].patterns if ant in ANT_BY_ID else ()
    p.fillRect(rect, QColor("#f7e7c6"))
    h = (rect.height() - 40) / max(1, len(patterns))
    for i, pattern in enumerate(patterns):
        sw = QRectF(rect.left() + 8, rect.top() + 8 + i * h, rect.width() - 16, h - 8)
        paint_pattern_swatch(p, sw, pattern, 6)
        p.setPen(theme.INK)
        p.setFont(theme.text_font(13, bold=True))
        p.drawText(sw, Qt.AlignmentFlag.AlignCenter, PATTERN_NAMES[pattern])
    p.setBrush(QColor("#2b1d14"))
    p.setPen(Qt.PenStyle.NoPen)
    for k in range(3):
        p.drawEllipse(QPointF(rect.center().x() - 14 + k * 14, rect.bottom() - 16), 6, 5)


def celebration_face(p: QPainter, rect: QRectF, card: CardItem) -> None:
    info = CELEBRATION_BY_ID.get(card.data_.get("card", ""))
    p.fillRect(rect, QColor("#fff6e6"))
    if info is None:
        return
    p.setPen(theme.INK)
    small = rect.width() < 120
    if small:  # a won card in a seat's area: the party hat and the limit are enough
        hat = QPainterPath(QPointF(rect.left() + 8, rect.bottom() - 4))
        hat.lineTo(rect.left() + 20, rect.top() + 4)
        hat.lineTo(rect.left() + 32, rect.bottom() - 4)
        hat.closeSubpath()
        p.setBrush(QColor("#7db8e8"))
        p.drawPath(hat)
        badge = QRectF(rect.right() - 30, rect.center().y() - 13, 26, 26)
    else:
        p.setFont(theme.display_font(17))
        p.drawText(rect.adjusted(6, 4, -50, 0), int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
                   | int(Qt.TextFlag.TextWordWrap), info.name)
        r = min(24.0, rect.height() * 0.26)
        paint_task_icon(p, QPointF(rect.right() - 90, rect.bottom() - r - 4), r, info.id)
        badge = QRectF(rect.right() - 44, rect.top() + 4, 40, 40)
    p.setBrush(QColor("#e2557a"))
    p.setPen(Qt.PenStyle.NoPen)
    p.drawEllipse(badge)
    p.setPen(QColor("white"))
    p.setFont(theme.text_font(22 if not small else 16, bold=True))
    p.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(info.limit))


def paint_task_icon(p: QPainter, c: QPointF, r: float, card_id: str) -> None:
    """A small drawing of each party job, so the cards read at a glance."""
    p.save()
    p.setPen(QPen(theme.INK, max(1.0, r * 0.08)))
    if "balloon" in card_id:
        for i, col in enumerate(("#f4a98c", "#7db8e8", "#f2c14e")):
            x = c.x() + (i - 1) * r * 0.7
            p.setBrush(QColor(col))
            p.drawEllipse(QPointF(x, c.y() - r * 0.2), r * 0.35, r * 0.45)
            p.drawLine(QPointF(x, c.y() + r * 0.25), QPointF(c.x(), c.y() + r))
    elif "flower" in card_id:
        for i, col in enumerate(("#e2557a", "#f2c14e", "#7db8e8")):
            x = c.x() + (i - 1) * r * 0.95
            p.setBrush(QColor(col))
            for k in range(5):
                a = k * 72 * 3.14159 / 180
                p.drawEllipse(QPointF(x + r * 0.26 * _cos(a), c.y() + r * 0.26 * _sin(a)), r * 0.2, r * 0.2)
            p.setBrush(QColor("#fff6c2"))
            p.drawEllipse(QPointF(x, c.y()), r * 0.14, r * 0.14)
    elif "card" in card_id:
        p.setBrush(QColor("#fff"))
        p.drawRect(QRectF(c.x() - r, c.y() - r * 0.6, 2 * r, 1.2 * r))
        p.drawLine(QPointF(c.x() - r, c.y() - r * 0.6), QPointF(c.x(), c.y()))
        p.drawLine(QPointF(c.x() + r, c.y() - r * 0.6), QPointF(c.x(), c.y()))
    elif "bunting" in card_id:
        p.drawLine(QPointF(c.x() - r * 1.2, c.y() - r * 0.5), QPointF(c.x() + r * 1.2, c.y() - r * 0.5))
        for i, col in enumerate(("#e2557a", "#f2c14e", "#7fcfb0", "#7db8e8")):
            x = c.x() - r * 1.05 + i * r * 0.7
            flag = QPainterPath(QPointF(x - r * 0.25, c.y() - r * 0.5))
            flag.lineTo(x + r * 0.25, c.y() - r * 0.5)
            flag.lineTo(x, c.y() + r * 0.3)
            flag.closeSubpath()
            p.setBrush(QColor(col))
            p.drawPath(flag)
    elif "present" in card_id:
        p.setBrush(QColor("#7db8e8"))
        p.drawRect(QRectF(c.x() - r * 0.8, c.y() - r * 0.5, r * 1.6, r * 1.2))
        p.setBrush(QColor("#e2557a"))
        p.drawRect(QRectF(c.x() - r * 0.15, c.y() - r * 0.5, r * 0.3, r * 1.2))
        p.drawEllipse(QPointF(c.x() - r * 0.3, c.y() - r * 0.7), r * 0.3, r * 0.18)
        p.drawEllipse(QPointF(c.x() + r * 0.3, c.y() - r * 0.7), r * 0.3, r * 0.18)
    elif "table" in card_id:
        p.setBrush(QColor("#fff"))
        p.drawEllipse(c, r * 0.7, r * 0.5)
        p.drawEllipse(c, r * 0.4, r * 0.28)
        p.drawLine(QPointF(c.x() - r * 1.1, c.y() - r * 0.4), QPointF(c.x() - r * 1.1, c.y() + r * 0.5))
        p.drawLine(QPointF(c.x() + r * 1.1, c.y() - r * 0.4), QPointF(c.x() + r * 1.1, c.y() + r * 0.5))
    elif "lemon" in card_id:
        p.setBrush(QColor("#f2e14e"))
        p.drawEllipse(c, r * 0.8, r * 0.55)
        p.setBrush(QColor("#7fcfb0"))
        p.drawEllipse(QPointF(c.x() + r * 0.6, c.y() - r * 0.5), r * 0.25, r * 0.12)
    elif "cake" in card_id:
        p.setBrush(QColor("#f9d7c4"))
        p.drawRect(QRectF(c.x() - r * 0.9, c.y() - r * 0.1, r * 1.8, r * 0.8))
        p.setBrush(QColor("#f4a98c"))
        p.drawRect(QRectF(c.x() - r * 0.6, c.y() - r * 0.6, r * 1.2, r * 0.5))
        p.setBrush(QColor("#f2c14e"))
        p.drawRect(QRectF(c.x() - r * 0.06, c.y() - r * 1.0, r * 0.12, r * 0.4))
    elif "lantern" in card_id:
        p.setBrush(QColor("#f28f3b"))
        for i in (-1, 1):
            p.drawEllipse(QPointF(c.x() + i * r * 0.6, c.y()), r * 0.4, r * 0.55)
    else:  # the song: two notes
        p.setBrush(theme.INK)
        for i in (-1, 1):
            p.drawEllipse(QPointF(c.x() + i * r * 0.5, c.y() + r * 0.4), r * 0.25, r * 0.18)
            p.drawLine(QPointF(c.x() + i * r * 0.5 + r * 0.24, c.y() + r * 0.4),
                       QPointF(c.x() + i * r * 0.5 + r * 0.24, c.y() - r * 0.6))
        p.drawLine(QPointF(c.x() - r * 0.26, c.y() - r * 0.6), QPointF(c.x() + r * 0.74, c.y() - r * 0.6))
    p.restore()


def _cos(a: float) -> float:
    import math

    return math.cos(a)


def _sin(a: float) -> float:
    import math

    return math.sin(a)


def start_player_face(p: QPainter, rect: QRectF, card: CardItem) -> None:
    p.fillRect(rect, QColor("#ffe8a3"))
    p.setPen(theme.INK)
    p.setFont(theme.display_font(14))
    p.drawText(rect, int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap), _tr("Start\nPlayer"))


# --- the table ----------------------------------------------------------------------



def _hint_words(action: Commit) -> str:
    """A suggested commitment in words: which Animal card goes with which Pattern card."""

    def pair(value: int, pattern: str) -> str:
        if not value:
            return _tr("your {p} Pattern card alone").format(p=PATTERN_NAMES[pattern])
        return _tr("your {v} with the {p} Pattern card").format(v=value, p=PATTERN_NAMES[pattern])

    if len(action.pairs) == 1:
        return _tr("Hint: {first}").format(first=pair(*action.pairs[0]))
    return _tr("Hint: {first} now, {second} next round").format(first=pair(*action.pairs[0]),
                                                                second=pair(*action.pairs[1]))

class TrackItem(TableItem):
    """The numbered progress track of one Celebration card (0 … limit)."""

    def __init__(self, width: float, limit: int, key: str) -> None:
        super().__init__(width, 34, key)
        self.limit = limit
        self.setZValue(1)

    def cell_centre(self, n: int) -> QPointF:
        step = self.w / (self.limit + 1)
        return QPointF(-self.w / 2 + step * (n + 0.5), 0)

    def paint_body(self, painter: QPainter) -> None:
        step = self.w / (self.limit + 1)
        painter.setFont(theme.text_font(13, bold=True))
        for n in range(self.limit + 1):
            cell = QRectF(-self.w / 2 + step * n + 2, -self.h / 2, step - 4, self.h)
            painter.setPen(QPen(theme.INK, 1))
            painter.setBrush(QColor("#fff6e6") if n < self.limit else QColor("#ffd1dc"))
            painter.drawRoundedRect(cell, 5, 5)
            painter.setPen(theme.INK)
            painter.drawText(cell, Qt.AlignmentFlag.AlignCenter, str(n))


class BirthdayTurtleTable(GameTable):
    """Draws a Happy Birthday Turtle!! view and turns drops into a commitment."""

    def __init__(self, host: Any, scene: Any) -> None:
        super().__init__(host, scene)
        self.slots: list[dict[str, Any]] = []
        self.active_slot = 0
        self.table_rects: dict[str, QRectF] = {}
        self.seat_anchor: dict[int, QPointF] = {}
        self.confirming = False
        self._flying: dict[int, CardItem] = {}

    # --- geometry -------------------------------------------------------------------

    def me(self, view: Any) -> int:
        return view.seat if view.seat is not None else 0

    def _table_geometry(self, count: int) -> list[QRectF]:
        left, right = 280.0, 1890.0
        width = min(400.0, (right - left) / count - 24)
        gap = (right - left - width * count) / count
        return [QRectF(left + gap / 2 + i * (width + gap), 250, width, 440) for i in range(count)]

    # --- building -------------------------------------------------------------------

    def build(self, view: Any) -> None:
        self.view = view
        me = self.me(view)
        legal = self.host.legal_actions()
        wanted = 2 if view.two_pairs else 1
        if not legal or view.my_commitment is not None:
            self.slots = []
        elif len(self.slots) != wanted:
            self.slots = [{"value": None, "pattern": None} for _ in range(wanted)]
            self.active_slot = 0
        self.confirming = False
        self._build_decks(view)
        self._build_tables(view)
        self._build_opponents(view, me)
        self._build_me(view, me, bool(legal))
        self.add_thinking_label(z=50)

    def _build_decks(self, view: Any) -> None:
        self.add(LabelItem(_tr("Ant deck"), 16, bold=True, colour=QColor("white"))).setPos(145, 240)
        deck = self.add(CardItem(CARD_W, CARD_H, "ant:deck", back_painter=ant_back, face_up=False))
        deck.setPos(145, 345)
        deck.setVisible(view.ant_deck_size > 0)
        self.add(LabelItem(_tr("{n} cards").format(n=view.ant_deck_size), 14, colour=QColor("white"))).setPos(145, 440)
        if view.ants_revealed:
            shown = self.add(CardItem(CARD_W, CARD_H, "ant:shown", ant_face, ant_back))
            shown.data_["ant"] = view.ants_revealed[-1]
            shown.setPos(145, 560)
        for i in range(min(view.celebration_deck_size, 6)):  # the pile shows roughly how many are left
            pile = self.add(CardItem(150, 60, f"celebration:deck:{i}", back_painter=celebration_back, face_up=False))
            pile.setPos(145, 712 - i * 3)
            pile.setToolTip(_tr("Celebration deck"))
        deck_text = _tr("Celebration deck: {n}").format(n=view.celebration_deck_size)
        self.add(LabelItem(deck_text, 14, colour=QColor("white"), width=200)).setPos(145, 760)

    def _build_tables(self, view: Any) -> None:
        rects = self._table_geometry(len(view.tables))
        self.table_rects = {}
        names = self.host.seat_names()
        for rect, table in zip(rects, view.tables, strict=True):
            pattern = table.pattern
            self.table_rects[pattern] = rect
            cloth = QRectF(rect.left(), rect.top() + 150, rect.width(), rect.height() - 150)
            self.add(_ClothItem(cloth, pattern))
            zone = self.add(DropZone(rect.adjusted(-6, -6, 6, 6), f"table:{pattern}",
                                     PATTERN_NAMES[pattern]))
            zone.data_["pattern"] = pattern
            if table.card is not None:
                card = self.add(CardItem(rect.width() - 20, 92, f"celebration:{pattern}", celebration_face))
                card.data_["card"] = table.card
                card.setPos(rect.center().x(), rect.top() + 50)
                track = self.add(TrackItem(rect.width() - 20, table.limit, f"track:{pattern}"))
                track.setPos(rect.center().x(), rect.top() + 122)
                cube = self.add(CubeItem(26, QColor("#222222"), f"cube:{pattern}"))
                cube.setZValue(3)
                cube.setPos(track.pos() + track.cell_centre(table.progress))
            else:
                self.add(LabelItem(_tr("task done — no Celebration card"), 14, colour=QColor("white"),
                                   backdrop=QColor(0, 0, 0, 90))).setPos(rect.center().x(), rect.top() + 70)
            self.add(LabelItem(PATTERN_NAMES[pattern], 20, display=True, backdrop=QColor(255, 255, 255, 200))) \
                .setPos(cloth.center().x(), cloth.top() + 24)
            for i, (seat, value) in enumerate(table.under):
                under = self.add(CardItem(SMALL_W, SMALL_H, f"under:{pattern}:{i}", animal_face))
                under.data_.update(animal=ANIMALS[seat % 4], value=value, seat=seat,
                                   seat_colour=self.host.seat_colour(seat))
                per_row = max(1, int((rect.width() - 20) // (SMALL_W + 6)))
                under.setPos(rect.left() + 10 + SMALL_W / 2 + (i % per_row) * (SMALL_W + 6),
                             cloth.bottom() - SMALL_H / 2 - 8 - (i // per_row) * 30)
                under.setToolTip(f"{names[seat]}: {value}")
                if self.host.setting("colour_blind_marks"):
                    under.data_["initial"] = names[seat][:1].upper()

    def _seat_box(self, view: Any, seat: int, centre: QPointF, width: float, mine: bool) -> None:
        names = self.host.seat_names()
        colour = self.host.seat_colour(seat)
        box = QRectF(centre.x() - width / 2, centre.y() - 70, width, 140)
        self.add(SeatPanel(box, colour, badge=True, badge_inset=14))
        self.seat_anchor[seat] = centre
        title = f"{names[seat]} — {ANIMALS[seat % 4].capitalize()}"
        label = self.add(LabelItem(title, 20, display=True))
        label.setPos(box.left() + 30 + label.boundingRect().width() / 2, box.top() + 24)
        self.add(_AnimalBadge(ANIMALS[seat % 4], 36)).setPos(box.left() + 40, box.top() + 86)
        # Hustle Point cubes as change
        cubes = hustle_change(view.hustle[seat])
        for i, value in enumerate(cubes[:14]):
            colour_hex, text = next((c, t) for v, c, t in HUSTLE if v == value)
            cube = self.add(CubeItem(24, QColor(colour_hex), f"hustle:{seat}:{i}", text))
            cube.setPos(box.left() + 92 + (i % 7) * 28, box.top() + 66 + (i // 7) * 28)
        points = view.hustle[seat]
        self.add(LabelItem(_tr("{n} Hustle Points").format(n=points), 14)).setPos(box.left() + 182, box.bottom() - 16)
        # won Celebration cards
        for i, card_id in enumerate(view.won[seat]):
            won = self.add(CardItem(70, 46, f"won:{seat}:{i}", celebration_face))
            won.data_["card"] = card_id
            won.setToolTip(CELEBRATION_BY_ID[card_id].name)
            won.setPos(box.right() - 48 - (i % 4) * 22, box.top() + 68 + (i // 4) * 12 + (i % 4) * 3)
        if view.won[seat]:
            won_text = _tr("{n} won").format(n=len(view.won[seat]))
            self.add(LabelItem(won_text, 14)).setPos(box.right() - 60, box.bottom() - 16)
        if not mine:
            left = len(view.cards_left[seat])
            in_hand = _tr("{n} Animal cards in hand") if left != 1 else _tr("{n} Animal card in hand")
            self.add(LabelItem(in_hand.format(n=left),
                               14)).setPos(
                box.left() + 330, box.top() + 118)
            if view.committed[seat]:
                for k in range(2):
                    back = self.add(CardItem(44, 62, f"committed:{seat}:{k}", back_painter=party_back,
                                             face_up=False))
                    back.setPos(box.left() + 300 + k * 30, box.top() + 74)
                self.add(LabelItem(_tr("ready"), 14, bold=True)).setPos(box.left() + 370, box.top() + 74)
        if view.start_player == seat:
            sp = self.add(CardItem(70, 44, "start-player", start_player_face))
            sp.setPos(box.right() - 44, box.top() + 24)
            sp.setToolTip(_tr("{name} holds the Start Player card").format(name=names[seat]))

    def _build_opponents(self, view: Any, me: int) -> None:
        others = [(me + k) % view.num_players for k in range(1, view.num_players)]
        width = min(560.0, 1640.0 / max(1, len(others)) - 20)
        for i, seat in enumerate(others):
            x = 280 + (1610 / len(others)) * (i + 0.5)
            self._seat_box(view, seat, QPointF(x, 110), width, mine=False)

    def _build_me(self, view: Any, me: int, can_act: bool) -> None:
        self._seat_box(view, me, QPointF(290, 880), 520, mine=True)
        animal = ANIMALS[me % 4]
        committed = view.my_commitment
        used = [v for s in self.slots for v in ([s["value"]] if s["value"] else [])]
        hand = list(view.cards_left[me])
        for v in used:
            if v in hand:
                hand.remove(v)
        x0 = 640.0
        for i, value in enumerate(hand):
            card = self.add(CardItem(CARD_W, CARD_H, f"hand:animal:{i}", animal_face, party_back))
            card.data_.update(animal=animal, value=value, kind="animal")
            card.setPos(x0 + i * (CARD_W + 10), 900)
            card.set_interactive(draggable=can_act)
            card.setToolTip(_tr("Animal card {n}: drag it onto a table").format(n=value))
        x1 = x0 + 4 * (CARD_W + 10) + 30
        used_patterns = [s["pattern"] for s in self.slots if s["pattern"] and s.get("pattern_card")]
        patterns = list(view.pattern_cards)
        for p in used_patterns:
            if p in patterns:
                patterns.remove(p)
        step = CARD_W + 10 if len(patterns) <= 4 else (1700 - x1 - CARD_W) / max(1, len(patterns) - 1)
        for i, pattern in enumerate(patterns):
            card = self.add(CardItem(CARD_W, CARD_H, f"hand:pattern:{i}", pattern_face, party_back))
            card.data_.update(pattern=pattern, kind="pattern")
            card.setPos(x1 + i * step, 900)
            card.set_interactive(draggable=can_act)
            card.setToolTip(_tr("{p} Pattern card: drag it onto the {p} table").format(p=PATTERN_NAMES[pattern]))
        # the choices waiting on the tables
        pending = [(s["value"], s["pattern"], s.get("pattern_card", False), i) for i, s in enumerate(self.slots)]
        if committed is not None:
            pending = [(v, p, True, i) for i, (v, p) in enumerate(committed)]
        for value, pattern, has_card, i in pending:
            if pattern is None:
                continue
            rect = self.table_rects.get(pattern)
            if rect is None:
                continue
            spot = QPointF(rect.center().x() - 36 + i * 20, rect.bottom() - 130 - i * 12)
            if value:
                card = self.add(CardItem(SMALL_W + 10, SMALL_H + 14, f"pending:animal:{i}", animal_face))
                card.data_.update(animal=animal, value=value, slot=i)
                card.setPos(spot)
                card.setZValue(4)
            if has_card:
                pcard = self.add(CardItem(SMALL_W + 10, SMALL_H + 14, f"pending:pattern:{i}", pattern_face))
                pcard.data_.update(pattern=pattern, slot=i)
                pcard.setPos(spot + QPointF(74, 0))
                pcard.setZValue(4)
            if view.two_pairs:
                self.add(LabelItem(_tr("this round") if i == 0 else _tr("next round"), 13, bold=True,
                                   backdrop=QColor(255, 255, 255, 210))).setPos(spot + QPointF(37, -66))
        # Commit button and the prompt
        button = self.add(ButtonItem(_tr("Commit"), 220, 60, key="commit"))
        button.setPos(1790, 1000)
        button.set_enabled(can_act and self._choice() is not None)
        button.pressed.connect(self.commit)
        prompt = self._prompt(view, can_act)
        self.add(LabelItem(prompt, 18, bold=True, width=900, backdrop=QColor(255, 250, 240, 220))).setPos(1120, 760)
        if view.two_pairs and can_act:
            for i in range(2):
                tab = self.add(ButtonItem(_tr("This round") if i == 0 else _tr("Next round"), 170, 44, key=f"slot:{i}"))
                tab.setPos(1790, 870 + i * 56)
                tab.set_selected(i == self.active_slot)
                tab.pressed.connect(lambda i=i: self._activate_slot(i))

    def _prompt(self, view: Any, can_act: bool) -> str:
        if view.over:
            return _tr("The game is over.")
        if view.my_commitment is not None:
            return _tr("Your cards are face down. Waiting for the others…")
        if not can_act:
            return _tr("Waiting…")
        slot = self.slots[self.active_slot] if self.slots else None
        if slot is not None and not view.cards_left[self.me(view)]:
            return _tr("No Animal cards left: drag a Pattern card alone onto a table, then Commit.")
        if self._choice() is not None:
            return _tr("Ready: press Commit (or Enter on it) to place your cards face down.")
        if not view.two_pairs:
            return _tr("Drag an Animal card and its Pattern card onto a table.")
        if self.active_slot == 0:
            return _tr("This round's pair: drag an Animal card and its Pattern card onto a table.")
        return _tr("Next round's pair: drag an Animal card and its Pattern card onto a table.")

    def thinking_position(self, seat: int, label: LabelItem) -> QPointF:
        anchor = self.seat_anchor.get(seat, QPointF(960, 220))
        return anchor + (QPointF(0, 84) if anchor.y() < 500 else QPointF(130, -96))

    # --- the choice -----------------------------------------------------------------

    def _choice(self) -> Commit | None:
        if not self.slots or self.view is None:
            return None
        pairs = []
        empty_hand = not self._hand()
        for slot in self.slots:
            if slot["pattern"] is None or not slot.get("pattern_card"):
                return None
            value = slot["value"] if slot["value"] else NO_ANIMAL
            if value == NO_ANIMAL and not empty_hand and not (len(self.slots) == 2 and slot is self.slots[1]
                                                              and len(self._hand()) < 2):
                return None
            pairs.append((value, slot["pattern"]))
        return Commit(tuple(pairs))

    def _hand(self) -> list[int]:
        view: Any = self.view
        return list(view.cards_left[self.me(view)]) if view is not None else []

    def _activate_slot(self, index: int) -> None:
        if 0 <= index < len(self.slots):
            self.active_slot = index
            if self.view is not None:
                self.rebuild(self.view)

    def _candidate(self, slot_index: int, value: int | None, pattern: str) -> Commit:
        """A full commitment with this slot set, the other slot filled from a legal choice, to ask the rules."""
        legal = [a for a in self.host.legal_actions() if isinstance(a, Commit)]
        pairs: list[tuple[int, str]] = []
        for i in range(len(self.slots)):
            if i == slot_index:
                pairs.append((value if value is not None else (self.slots[i]["value"] or NO_ANIMAL), pattern))
            else:
                other = self.slots[i]
                if other["value"] is not None and other["pattern"] is not None:
                    pairs.append((other["value"], other["pattern"]))
                else:
                    fill = next((a.pairs[i] for a in legal if a.pairs[slot_index][0] == pairs[0][0]
                                 or slot_index != 0), legal[0].pairs[i] if legal else (NO_ANIMAL, pattern))
                    pairs.append(fill)
        return Commit(tuple(pairs))

    def drop_verdict(self, item: TableItem, zone: DropZone) -> str | None:
        kind = item.data_.get("kind")
        if kind not in ("animal", "pattern"):
            return _tr("only cards from your hand can be played")
        if not zone.key.startswith("table:") or not self.slots:
            return _tr("it is not your turn to choose")
        pattern = zone.data_["pattern"]
        slot_index = self.active_slot
        if kind == "pattern":
            if item.data_["pattern"] != pattern:
                name = PATTERN_NAMES[item.data_["pattern"]]
                return _tr("the {p} Pattern card names the {p} table: put it there").format(p=name)
            value = self.slots[slot_index]["value"]
            if value is None:
                legal = self.host.legal_actions()
                values = {a.pairs[slot_index][0] for a in legal if isinstance(a, Commit)
                          and a.pairs[slot_index][1] == pattern}
                if values:
                    return None
                value = NO_ANIMAL
        else:
            value = item.data_["value"]
        return self.host.why_illegal(self._candidate(slot_index, value, pattern))

    def drop(self, item: TableItem, zone: DropZone) -> None:
        pattern = zone.data_["pattern"]
        slot = self.slots[self.active_slot]
        if item.data_["kind"] == "animal":
            slot["value"] = item.data_["value"]
            if slot["pattern"] != pattern:
                slot["pattern"], slot["pattern_card"] = pattern, False
        else:
            if slot["pattern"] != pattern:
                slot["value"] = None if slot["pattern"] is not None else slot["value"]
            slot["pattern"], slot["pattern_card"] = pattern, True
        complete = slot["pattern_card"] and (slot["value"] or not self._hand())
        if complete and len(self.slots) == 2 and self.active_slot == 0:
            self.active_slot = 1
        if self.view is not None:
            self.rebuild(self.view)

    def item_activated(self, item: TableItem) -> None:
        """Clicking a card waiting on a table takes it back to the hand."""
        if item.key.startswith("pending:") and self.slots:
            slot = self.slots[item.data_["slot"]]
            if item.key.startswith("pending:animal"):
                slot["value"] = None
            else:
                slot["pattern_card"] = False
            if slot["value"] is None and not slot.get("pattern_card"):
                slot["pattern"] = None
            self.active_slot = item.data_["slot"]
            if self.view is not None:
                self.rebuild(self.view)

    def rebuild(self, view: View) -> None:
        super().rebuild(view)
        for key, item in self.items.items():
            if key.startswith("pending:") and self.slots:
                item.set_interactive(clickable=True)

    def commit(self) -> None:
        choice = self._choice()
        if choice is None:
            self.reason(_tr("choose an Animal card and a Pattern card for a table first"))
            return
        if self.host.setting("confirm_before_commit") and not self.confirming:
            self.confirming = True
            button = self.items.get("commit")
            if isinstance(button, ButtonItem):
                button.set_text(_tr("Sure? Commit"))
            return
        kept, self.slots = self.slots, []  # the next round starts with empty hands on the tables
        reason = self.host.submit(choice)
        if reason is not None:
            self.slots = kept
            self.reason(reason)

    # --- hints, scores ----------------------------------------------------------------

    def show_hint(self, action: Action) -> None:
        if not isinstance(action, Commit):
            return
        value, pattern = action.pairs[self.active_slot if self.active_slot < len(action.pairs) else 0]
        for key, zone in self.zones.items():
            zone.set_glow("hint" if key == f"table:{pattern}" else "off")
        done_animal = done_pattern = False
        for item in self.items.values():
            kind = item.data_.get("kind")
            on = False
            if kind == "animal" and item.data_.get("value") == value and not done_animal:
                on = done_animal = True
            elif kind == "pattern" and item.data_.get("pattern") == pattern and not done_pattern:
                on = done_pattern = True
            item.set_hint(on)
        self.reason(_hint_words(action), self.table_rects[pattern].center() if pattern in self.table_rects else None)

    def score_lines(self, view: View) -> list[tuple[int, str]]:
        v: Any = view
        names = self.host.seat_names()
        line = _tr("{name}: {total}  ({hustle} Hustle + {won} won ×2)")
        return [(s, line.format(name=names[s], hustle=v.hustle[s], won=len(v.won[s]),
                                total=v.hustle[s] + 2 * len(v.won[s]))) for s in range(v.num_players)]

    # --- animation of events ----------------------------------------------------------

    def animate(self, events: list[Event], view: View) -> None:
        a = self.animator
        self._flying = {}
        for event in events:
            data = event.data
            kind = event.kind
            if kind == "reveal":
                backs = [i for k, i in self.items.items() if k.startswith("committed:")]
                with a.beat():  # the face-down cards slide to their tables …
                    for back in backs:
                        a.fade(back, 0.0, 120)
                    for seat, value, pattern in data.get("plays", []):
                        self._fly_card(seat, value, pattern)
                with a.beat():  # … and turn over together
                    for flying_card in self._flying.values():
                        a.flip(flying_card, True)
                a.pause(250)
            elif kind == "ant_card":
                if "ant:deck" in self.items:
                    flying = self.add(CardItem(CARD_W, CARD_H, "", ant_face, ant_back, face_up=False))
                    flying.data_["ant"] = data.get("card")
                    flying.setPos(145, 345)
                    flying.setZValue(60)
                    with a.beat():
                        self._appear(flying)
                        a.move(flying, QPointF(145, 560))
                    a.flip(flying, True)
                    a.pause(200)
            elif kind == "cube" or kind == "place":
                self._move_cube(data.get("table"), data.get("to", 0))
            elif kind == "fail":
                self._bounce(data.get("seat"), data.get("table"))
            elif kind == "complete":
                won = self.items.get(f"celebration:{data.get('table')}")
                if won is not None:
                    target = self.seat_anchor.get(data.get("seat", -1)) if data.get("to") == "player" else None
                    with a.beat():
                        if target is not None:
                            a.move(won, target)
                        else:
                            a.fade(won, 0.0, 300)
            elif kind == "points":
                self._fly_points(data.get("seat", 0), data.get("table", ""), data.get("points", 0))
            elif kind in ("refill", "cleanup"):
                pass
        a.call(lambda: self.rebuild(view))

    def _appear(self, item: Any) -> None:
        """A piece made for an animation stays hidden until the animation reaches it."""
        item.hide()

        def show() -> None:
            if shiboken6.isValid(item):
                item.show()

        self.animator.call(show)

    def _fly_card(self, seat: int, value: int, pattern: str) -> None:
        rect = self.table_rects.get(pattern)
        start = self.seat_anchor.get(seat)
        if rect is None or start is None:
            return
        card = self.add(CardItem(SMALL_W, SMALL_H, "", animal_face if value else pattern_face, party_back,
                                 face_up=False))
        card.data_.update(animal=ANIMALS[seat % 4], value=value, pattern=pattern,
                          seat_colour=self.host.seat_colour(seat))
        card.setPos(start)
        card.setZValue(55)
        self._appear(card)
        self._flying[seat] = card
        self.animator.move(card, QPointF(rect.center().x() + (seat - 1.5) * 40, rect.bottom() - 150))

    def _move_cube(self, pattern: str | None, to: int) -> None:
        cube = self.items.get(f"cube:{pattern}")
        track = self.items.get(f"track:{pattern}")
        if isinstance(cube, CubeItem) and isinstance(track, TrackItem):
            with self.animator.beat():
                self.animator.move(cube, track.pos() + track.cell_centre(min(to, track.limit)), ms=300)

    def _bounce(self, seat: int | None, pattern: str | None) -> None:
        """A failed card: a red note on the table, and the card slides back to its owner."""
        rect = self.table_rects.get(pattern or "")
        if rect is None or seat is None:
            return
        card = self._flying.pop(seat, None)
        home = self.seat_anchor.get(seat)
        if card is not None and home is not None:
            with self.animator.beat():
                self.animator.move(card, home, ms=320)
        marker = self.add(LabelItem(_tr("fails — back to hand"), 15, bold=True, colour=QColor("#8b1e1e"),
                                    backdrop=QColor(255, 240, 240, 230)))
        marker.setPos(rect.center().x(), rect.bottom() - 40)
        marker.setZValue(70)
        self._appear(marker)
        self.animator.pause(350)
        self.animator.fade(marker, 0.0, 200)

    def _fly_points(self, seat: int, pattern: str, points: int) -> None:
        rect = self.table_rects.get(pattern)
        target = self.seat_anchor.get(seat)
        if rect is None or target is None:
            return
        with self.animator.beat():
            for i, value in enumerate(hustle_change(points)):
                colour_hex, text = next((c, t) for v, c, t in HUSTLE if v == value)
                cube = self.add(CubeItem(24, QColor(colour_hex), "", text))
                cube.setPos(rect.center() + QPointF(i * 8, 0))
                cube.setZValue(65)
                self._appear(cube)
                self.animator.move(cube, target + QPointF(-120 + i * 28, 0), ms=350)


class _ClothItem(TableItem):
    """A party table: its tablecloth pattern (recognisable in grey-scale) on a soft shadow."""

    def __init__(self, rect: QRectF, pattern: str) -> None:
        super().__init__(rect.width(), rect.height())
        self.pattern = pattern
        self.setPos(rect.center())
        self.setZValue(-5)

    def paint_body(self, painter: QPainter) -> None:
        path = QPainterPath()
        path.addRoundedRect(self.body(), 18, 18)
        theme.soft_shadow(painter, path, 5, 5)
        pix = theme.texture("tablecloth", int(self.w), int(self.h), self.pattern)
        painter.save()
        painter.setClipPath(path)
        painter.drawPixmap(self.body().topLeft(), pix)
        painter.restore()
        painter.setPen(QPen(QColor(255, 255, 255, 180), 3))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)


class _AnimalBadge(TableItem):
    def __init__(self, animal: str, radius: float) -> None:
        super().__init__(radius * 2, radius * 2)
        self.animal = animal

    def paint_body(self, painter: QPainter) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#fff6e6"))
        painter.drawEllipse(self.body())
        paint_animal(painter, QPointF(0, 0), self.w * 0.42, self.animal)


def _picture(face: Any, back: bool = False, **data: Any) -> Any:
    """A painter for the rules viewer drawing one card exactly as the table does."""

    def paint(p: QPainter, rect: QRectF) -> None:
        card = SimpleNamespace(data_=data)
        path = QPainterPath()
        path.addRoundedRect(rect, rect.width() * 0.08, rect.width() * 0.08)
        p.setPen(QPen(QColor("#b8a890"), 1.6))
        p.setBrush(theme.PAPER)
        p.drawPath(path)
        p.save()
        p.setClipPath(path)
        face(p, rect.adjusted(4, 4, -4, -4), card)
        p.restore()

    return paint


def rules_pictures() -> dict[str, tuple[Any, tuple[int, int]]]:
    """The cards the in-app rules show, drawn as the table draws them (see desktop.games.PICTURES)."""
    return {
        "celebration-card": (_picture(celebration_face, card="decorate-the-cake"), (300, 110)),
        "ant-card": (_picture(ant_face, ant="ant-check-floral"), (150, 210)),
        "turtle-returns-card": (_picture(ant_face, ant=TURTLE_RETURNS), (150, 210)),
        "animal-card": (_picture(animal_face, animal="frog", value=2), (150, 210)),
        "pattern-card": (_picture(pattern_face, pattern="polka-dot"), (150, 210)),
    }

__all__ = ["BirthdayTurtleTable", "hustle_change", "rules_pictures"]
