"""The Turtle Butt table's own pieces: the suit tracker, the Turtle Butt banner, the colours of its
words, and the pictures the in-app rules borrow (a Decktet card and the suit glyphs)."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen

from desktop.table import theme
from desktop.table.items import TableItem
from desktop.table.text import translator
from rules.turtle_butt import SUITS

from .decktet_art import IVORY, SUIT_COLOURS, paint_face_named, paint_suit, suit_word

BUTT_RED = QColor("#b2342b")
CALM_BLUE = QColor("#1f5f8b")
STAYED_GREEN = QColor("#3e6b2f")
PLAIN_BROWN = QColor("#5a4a3a")
WHITE = QColor("white")
SHADE = QColor(0, 0, 0, 70)
#: Diameter of the dealer's "D" token.
DEALER_TOKEN = 48.0
_tr = translator("TurtleButtTable")


class SuitTracker(TableItem):
    """Six suit glyphs in a row, lit when shown and a pale outline while missing, then "n/6"."""

    keeps_clear = True

    def __init__(self, shown_suits: Sequence[str], radius: float, key: str = "") -> None:
        self.count_font = theme.text_font(max(16, int(radius * 1.1)), bold=True)
        self.count_w = QFontMetricsF(self.count_font).horizontalAdvance("6/6") + radius * 1.2
        super().__init__(radius * 2.5 * 6 + self.count_w + radius * 0.6, radius * 2.5, key)
        self.shown = frozenset(shown_suits)
        self.radius = radius
        missing = [suit_word(s) for s in SUITS if s not in self.shown]
        tip = _tr("Suits shown: {n} of 6").format(n=len(self.shown))
        if missing:
            tip += _tr("; missing {suits}").format(suits=", ".join(missing))
        self.setToolTip(tip)

    @property
    def count(self) -> int:
        return len(self.shown)

    def look(self) -> tuple[tuple[str, ...], float]:
        return tuple(sorted(self.shown)), self.radius

    def paint_body(self, painter: QPainter) -> None:
        r = self.radius
        full = len(self.shown) == 6
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 220, 215) if full else QColor(255, 252, 244, 235))
        painter.drawRoundedRect(self.body(), r * 1.2, r * 1.2)
        x0 = -self.w / 2 + r * 1.45
        for i, suit in enumerate(SUITS):
            c = QPointF(x0 + i * r * 2.5, 0)
            if suit in self.shown:
                painter.setPen(Qt.PenStyle.NoPen)
                tint = QColor(SUIT_COLOURS[suit])
                tint.setAlpha(45)
                painter.setBrush(tint)
                painter.drawEllipse(c, r * 1.12, r * 1.12)
            paint_suit(painter, suit, c, r * 0.82, faint=suit not in self.shown)
        painter.setPen(BUTT_RED if full else theme.INK)
        painter.setFont(self.count_font)
        box = QRectF(self.w / 2 - self.count_w - r * 0.3, -self.h / 2, self.count_w, self.h)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, f"{len(self.shown)}/6")


class TurtleBanner(TableItem):
    """The Turtle Butt announcement: a turtle seen from behind and the words, in a burst."""

    keeps_clear = True

    def __init__(self, name: str) -> None:
        super().__init__(460, 170, "")
        self.name = name
        self.setZValue(900)

    def paint_body(self, painter: QPainter) -> None:
        burst = QPainterPath()
        for i in range(28):
            rr = (self.w / 2) if i % 2 == 0 else (self.w / 2) * 0.86
            a = math.radians(i * 360 / 28)
            pt = QPointF(rr * math.cos(a), rr * math.sin(a) * self.h / self.w)
            burst.moveTo(pt) if i == 0 else burst.lineTo(pt)
        burst.closeSubpath()
        theme.soft_shadow(painter, burst, 5, 5)
        painter.setPen(QPen(QColor("#7a1f18"), 3))
        painter.setBrush(QColor("#ffd36b"))
        painter.drawPath(burst)
        # the turtle, from behind: a domed shell, two back feet and a little tail
        c = QPointF(-150, 14)
        painter.setPen(QPen(theme.INK, 2))
        painter.setBrush(QColor("#8cc084"))
        for dx in (-34, 34):
            painter.drawEllipse(c + QPointF(dx, 30), 16, 11)
        painter.drawPath(_tail(c))
        shell = QPainterPath(c + QPointF(-52, 26))
        shell.cubicTo(c + QPointF(-52, -50), c + QPointF(52, -50), c + QPointF(52, 26))
        shell.closeSubpath()
        painter.setBrush(QColor("#4f8a3c"))
        painter.drawPath(shell)
        painter.setPen(QPen(QColor("#2f5a22"), 2))
        for hx, hy in ((0, -8), (-26, 8), (26, 8)):
            painter.drawPath(theme.shape_path("hexagon", c + QPointF(hx, hy), 12))
        painter.setPen(QColor("#7a1f18"))
        painter.setFont(theme.display_font(40))
        painter.drawText(QRectF(-90, -60, 300, 70), Qt.AlignmentFlag.AlignCenter, _tr("Turtle Butt!"))
        painter.setPen(theme.INK)
        painter.setFont(theme.text_font(18, bold=True))
        painter.drawText(
            QRectF(-90, 8, 300, 40), Qt.AlignmentFlag.AlignCenter, _tr("{name}: all six suits").format(name=self.name)
        )


def _tail(c: QPointF) -> QPainterPath:
    tail = QPainterPath(c + QPointF(-5, 24))
    tail.lineTo(c + QPointF(0, 44))
    tail.lineTo(c + QPointF(5, 24))
    tail.closeSubpath()
    return tail


def _decktet_picture(name: str) -> Callable[[QPainter, QRectF], None]:
    """A painter for the rules viewer drawing one Decktet card exactly as the table does."""

    def paint(p: QPainter, rect: QRectF) -> None:
        path = QPainterPath()
        path.addRoundedRect(rect, rect.width() * 0.08, rect.width() * 0.08)
        p.setPen(QPen(IVORY.darker(160), 1.6))
        p.setBrush(IVORY)
        p.drawPath(path)
        p.save()
        p.setClipPath(path)
        paint_face_named(p, rect.adjusted(4, 4, -4, -4), name)
        p.restore()

    return paint


def _suit_picture(suit: str) -> Callable[[QPainter, QRectF], None]:
    def paint(p: QPainter, rect: QRectF) -> None:
        paint_suit(p, suit, rect.center(), min(rect.width(), rect.height()) * 0.42)

    return paint


def rules_pictures() -> dict[str, tuple[Callable[[QPainter, QRectF], None], tuple[int, int]]]:
    """The card and suit glyphs the in-app rules show, drawn as the table draws them."""
    pictures = {"decktet-card": (_decktet_picture("Chance Meeting"), (150, 210))}
    for suit in SUITS:
        pictures[f"suit-{suit.lower()}"] = (_suit_picture(suit), (56, 56))
    return pictures

