"""A spotlight for lessons: the table dims except around one piece, zone or button, with an arrow to it.

It takes no clicks, so the lit piece is played as usual. The table re-aims it after every
rebuild (`GameTable.point_at`), so it follows the layout when the window changes size.
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

    def __init__(self) -> None:
        super().__init__()
        self.target = QRectF()
        self._area = QRectF()
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

    def boundingRect(self) -> QRectF:
        return self._area

    def arrow(self) -> tuple[QPointF, QPointF]:
        """From where the arrow starts to the edge of the lit place: it comes from the side with most room."""
        centre = self.target.center()
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
        start, end = self.arrow()
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
