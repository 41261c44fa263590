"""A spotlight for lessons: the table dims except around one piece, zone or button, with an arrow to it.

It takes no clicks, so the lit piece is played as usual. The table re-aims it after every
rebuild (`GameTable.point_at`), so it follows the layout when the window changes size. Told
where the lesson's card lies (`keep_off`), the arrow comes from the card's side and stops short
of it, so the card never hides it.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from desktop.table.guard import Guarded


class Spotlight(Guarded, QGraphicsObject):
    """Dims the scene outside `target` (scene coordinates) and points an arrow at it."""

    MARGIN = 14.0
    ARROW = 120.0  # the arrow's longest length
    SHORTEST = 40.0  # a shorter arrow than this is left out: the card lies right beside the lit place

    def __init__(self) -> None:
        super().__init__()
        self.target = QRectF()
        self._area = QRectF()
        self._card: QRectF | None = None
        self.setZValue(18_000)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.hide()

    def aim(self, target: QRectF | None) -> None:
        """Light `target` (None: switch the spotlight off)."""
        if target is None or target.isEmpty():
            self.hide()
            return
        scene = self.scene()
        self.prepareGeometryChange()
        self._area = scene.sceneRect() if scene is not None else target.adjusted(-400, -400, 400, 400)
        self.target = target.adjusted(-self.MARGIN, -self.MARGIN, self.MARGIN, self.MARGIN)
        self.show()
        self.update()

    def keep_off(self, card: QRectF | None) -> None:
        """Where the lesson's card lies (scene coordinates; None: nowhere): the arrow comes from there."""
        self._card = QRectF(card) if card is not None else None
        self.update()

    def boundingRect(self) -> QRectF:
        return self._area

    def arrow(self) -> tuple[QPointF, QPointF] | None:
        """From where the arrow starts to the edge of the lit place (None: no arrow).

        It points from the card's side towards the lit place, ending short of the card; without a
        card it comes from the side with most room."""
        centre = self.target.center()
        card = self._card
        if card is not None and not card.isEmpty():
            dx, dy = card.center().x() - centre.x(), card.center().y() - centre.y()
            length = math.hypot(dx, dy)
            if length < 1:
                return None
            ux, uy = dx / length, dy / length
            out = _exit(self.target, ux, uy) + 6  # from the centre to just outside the lit place
            end = QPointF(centre.x() + ux * out, centre.y() + uy * out)
            gap = length - out - _exit(card, -ux, -uy) - 14  # from the arrow's tip to the card's edge, less a gap
            size = min(self.ARROW, gap)
            if size < self.SHORTEST:
                return None
            return QPointF(end.x() + ux * size, end.y() + uy * size), end
        room_above = self.target.top() - self._area.top()
        room_below = self._area.bottom() - self.target.bottom()
        if room_above >= room_below:
            return QPointF(centre.x() - 60, self.target.top() - 120), QPointF(centre.x(), self.target.top() - 6)
        return QPointF(centre.x() - 60, self.target.bottom() + 120), QPointF(centre.x(), self.target.bottom() + 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        shade = QPainterPath()
        shade.addRect(self._area)
        hole = QPainterPath()
        hole.addRoundedRect(self.target, 18, 18)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(20, 12, 4, 120))
        painter.drawPath(shade.subtracted(hole))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor("#ffd23f"), 5))
        painter.drawPath(hole)
        arrow = self.arrow()
        if arrow is None:
            return
        start, end = arrow
        painter.setPen(QPen(QColor("#ffd23f"), 9, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(start, end)
        angle = math.atan2(end.y() - start.y(), end.x() - start.x())
        head = QPainterPath(end)
        for turn in (2.6, -2.6):
            head.lineTo(end + QPointF(math.cos(angle + turn) * 34, math.sin(angle + turn) * 34))
        head.closeSubpath()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#ffd23f"))
        painter.drawPath(head)


def _exit(rect: QRectF, ux: float, uy: float) -> float:
    """How far a ray from the rectangle's centre along the unit vector (ux, uy) runs before it leaves it."""
    along = [rect.width() / 2 / abs(ux)] if abs(ux) > 1e-9 else []
    if abs(uy) > 1e-9:
        along.append(rect.height() / 2 / abs(uy))
    return min(along) if along else 0.0
