"""How the pieces of Happy Birthday Turtle!! look: the four friends, the cards, the tables' cloths.

Every piece is drawn with QPainter (no image files); card faces are painters
``fn(painter, rect, card)`` that read the card's identity from ``card.data_``.
The in-app rules draw the same cards through `rules_pictures`.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from types import SimpleNamespace

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from desktop.table import theme
from desktop.table.items import CardItem, TableItem
from desktop.table.painting import draw_fitted
from desktop.table.text import shown, translator
from rules.birthday_turtle.data import (
    ANIMAL_NAMES,
    ANT_BY_ID,
    CELEBRATION_BY_ID,
    HUSTLE_CUBES,
    PATTERN_NAMES,
    TURTLE_RETURNS,
)

_tr = translator("BirthdayTurtleTable")

CARD_W, CARD_H = 112, 160
SMALL_W, SMALL_H = 60, 84
#: The colour of each Hustle Point cube, by its value.
CUBE_COLOURS = {5: "#d1495b", 3: "#3a7bd5", 1: "#f2c14e"}
ANIMAL_COLOURS = {"squirrel": "#c8702e", "mole": "#7a5c4f", "frog": "#5aa95a", "duck": "#f0c23b"}


def hustle_change(points: int) -> list[int]:
    """Cube values making up a total with the fewest cubes (the cubes are only change)."""
    cubes = []
    for value in HUSTLE_CUBES:
        while points >= value:
            cubes.append(value)
            points -= value
    return cubes


# --- drawing the components ---------------------------------------------------------


def paint_animal_in(p: QPainter, rect: QRectF, animal: str) -> None:
    """The animal's silhouette filling `rect` (the lobby's menu of animals)."""
    paint_animal(p, QPointF(rect.center().x() - rect.width() * 0.08, rect.center().y()), rect.width() * 0.36, animal)


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
        p.setFont(theme.text_font(15, bold=True))
        p.drawText(QRectF(rect.left(), rect.bottom() - 24, rect.width(), 22), Qt.AlignmentFlag.AlignCenter,
                   shown(ANIMAL_NAMES[animal]))
        for i in range(value):  # pips: the value readable without the numeral
            p.setBrush(theme.INK)
            p.drawEllipse(QPointF(rect.right() - 10, rect.top() + 12 + i * 12), 4, 4)
    seat_colour = card.data_.get("seat_colour")
    if seat_colour is not None:
        theme.draw_seat_badge(p, QPointF(rect.right() - 11, rect.bottom() - 11), 9 if small else 11, seat_colour)
    initial = card.data_.get("initial")
    if initial:  # colour-blind-safe marks: the owner's initial as well as colour and shape
        p.setPen(theme.INK)
        p.setFont(theme.text_font(15, bold=True))
        p.drawText(QRectF(rect.left() + 1, rect.bottom() - 20, 18, 19), Qt.AlignmentFlag.AlignCenter, initial)


def pattern_face(p: QPainter, rect: QRectF, card: CardItem) -> None:
    pattern = card.data_["pattern"]
    paint_pattern_swatch(p, rect, pattern)
    band = QRectF(rect.left(), rect.center().y() - 16, rect.width(), 32)
    p.fillRect(band, QColor(255, 255, 255, 215))
    p.setPen(theme.INK)
    p.setFont(theme.display_font(17 if rect.width() > 100 else 15))
    p.drawText(band, Qt.AlignmentFlag.AlignCenter, shown(PATTERN_NAMES[pattern]))


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
        p.setFont(theme.text_font(15, bold=True))
        p.drawText(QRectF(rect.left() + 2, rect.bottom() - 44, rect.width() - 4, 40),
                   int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap), _tr("Turtle Returns"))
        p.drawText(QRectF(rect.left(), rect.top() + 6, rect.width(), 20), Qt.AlignmentFlag.AlignCenter, "z z z")
        return
    patterns = ANT_BY_ID[ant].patterns if ant in ANT_BY_ID else ()
    p.fillRect(rect, QColor("#f7e7c6"))
    h = (rect.height() - 40) / max(1, len(patterns))
    for i, pattern in enumerate(patterns):
        sw = QRectF(rect.left() + 4, rect.top() + 6 + i * h, rect.width() - 8, h - 6)
        paint_pattern_swatch(p, sw, pattern, 6)
        band = QRectF(sw.left(), sw.center().y() - 12, sw.width(), 24)
        p.fillRect(band, QColor(255, 255, 255, 215))
        p.setPen(theme.INK)
        p.setFont(theme.text_font(15, bold=True))
        p.drawText(band, Qt.AlignmentFlag.AlignCenter, shown(PATTERN_NAMES[pattern]))
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
    if small:  # a won card in a seat's area: its task's picture and the limit are enough
        r = min(10.0, rect.height() * 0.22)  # the widest pictures (flowers, festoons) are four radii across
        paint_task_icon(p, QPointF(rect.left() + 4 + 2 * r, rect.center().y()), r, info.id)
        badge = QRectF(rect.right() - 30, rect.center().y() - 13, 26, 26)
    else:
        p.setFont(theme.display_font(17))
        p.drawText(rect.adjusted(6, 4, -50, 0), int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
                   | int(Qt.TextFlag.TextWordWrap), shown(info.name))
        r = min(24.0, rect.height() * 0.26)
        paint_task_icon(p, QPointF(rect.right() - 90, rect.bottom() - r - 4), r, info.id)
        badge = QRectF(rect.right() - 44, rect.top() + 4, 40, 40)
    fill, ink = theme.ink_on(QColor("#e2557a"))
    p.setBrush(fill)
    p.setPen(Qt.PenStyle.NoPen)
    p.drawEllipse(badge)
    p.setPen(ink)
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
                p.drawEllipse(QPointF(x + r * 0.26 * math.cos(a), c.y() + r * 0.26 * math.sin(a)), r * 0.2, r * 0.2)
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


def start_player_face(p: QPainter, rect: QRectF, card: CardItem) -> None:
    p.fillRect(rect, QColor("#ffe8a3"))
    p.setPen(theme.INK)
    # fitted: a translation longer than the card shrinks (to the legible floor), then ends in "…"
    draw_fitted(p, rect.adjusted(3, 2, -3, -2), _tr("Start\nPlayer"), theme.display_font(15))


# --- the table ----------------------------------------------------------------------
class TrackItem(TableItem):
    """The numbered progress track of one Celebration card (0 … limit)."""

    keeps_clear = True

    def __init__(self, width: float, limit: int, key: str) -> None:
        super().__init__(width, 34, key)
        self.limit = limit
        self.setZValue(1)

    def cell_centre(self, n: int) -> QPointF:
        step = self.w / (self.limit + 1)
        return QPointF(-self.w / 2 + step * (n + 0.5), 0)

    def paint_body(self, painter: QPainter) -> None:
        step = self.w / (self.limit + 1)
        painter.setFont(theme.text_font(15, bold=True))
        for n in range(self.limit + 1):
            cell = QRectF(-self.w / 2 + step * n + 2, -self.h / 2, step - 4, self.h)
            painter.setPen(QPen(theme.INK, 1))
            painter.setBrush(QColor("#fff6e6") if n < self.limit else QColor("#ffd1dc"))
            painter.drawRoundedRect(cell, 5, 5)
            painter.setPen(theme.INK)
            painter.drawText(cell, Qt.AlignmentFlag.AlignCenter, str(n))


class ClothItem(TableItem):
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


class AnimalBadge(TableItem):
    """A seat's animal, drawn in a round badge."""

    keeps_clear = True

    def __init__(self, animal: str, radius: float) -> None:
        super().__init__(radius * 2, radius * 2)
        self.animal = animal

    def paint_body(self, painter: QPainter) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#fff6e6"))
        painter.drawEllipse(self.body())
        paint_animal(painter, QPointF(0, 0), self.w * 0.42, self.animal)


Painter = Callable[[QPainter, QRectF, CardItem], None]


def _picture(face: Painter, **data: object) -> Callable[[QPainter, QRectF], None]:
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
        face(p, rect.adjusted(4, 4, -4, -4), card)  # type: ignore[arg-type]  # a stand-in with the card's data
        p.restore()

    return paint


def rules_pictures() -> dict[str, tuple[Callable[[QPainter, QRectF], None], tuple[int, int]]]:
    """The cards the in-app rules show, drawn as the table draws them (named by the package entry's `pictures`)."""
    return {
        "celebration-card": (_picture(celebration_face, card="decorate-the-cake"), (300, 110)),
        "ant-card": (_picture(ant_face, ant="ant-check-floral"), (150, 210)),
        "turtle-returns-card": (_picture(ant_face, ant=TURTLE_RETURNS), (150, 210)),
        "animal-card": (_picture(animal_face, animal="frog", value=2), (150, 210)),
        "pattern-card": (_picture(pattern_face, pattern="polka-dot"), (150, 210)),
    }
