"""A spotlight for lessons: the table dims except around one piece, zone or button, with an arrow to it.

It takes no clicks, so the lit piece is played as usual. The table re-aims it after every
rebuild (`GameTable.point_at`), so it follows the layout when the window changes size. The
lesson says from which side the arrow comes (`arrow_from`: away from its card and from other
pieces); until told, it comes from above or below, where there is more room.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from desktop.table.guard import Guarded


class Spotlight(Guarded, QGraphicsObject):
    """Dims the scene outside `target` (scene coordinates) and points an arrow at it."""

    MARGIN = 14.0
    ARROW = 120.0  # the arrow's length

    def __init__(self) -> None:
        super().__init__()
        self.target = QRectF()
        self._area = QRectF()
        self._side: tuple[float, float] | None = None  # the arrow's direction outwards from the lit place
        self._told = False
        #: Called when the light moves to another place (the lesson aims its arrow again).
        self.moved: Callable[[], None] | None = None
        self.setZValue(18_000)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.hide()

    def aim(self, target: QRectF | None, margin: float = MARGIN) -> None:
        """Light `target` with `margin` round it (None: switch the spotlight off)."""
        if target is None or target.isEmpty():
            self.hide()
            return
        scene = self.scene()
        self.prepareGeometryChange()
        self._area = scene.sceneRect() if scene is not None else target.adjusted(-400, -400, 400, 400)
        before, self.target = self.target, target.adjusted(-margin, -margin, margin, margin)
        self.show()
        self.update()
        if self.target != before and self.moved is not None:
            self.moved()

    def arrow_from(self, side: tuple[float, float] | None) -> None:
        """The arrow comes from this side: a unit vector pointing out of the lit place (None: no arrow)."""
        self._side, self._told = side, True
        self.update()

    def boundingRect(self) -> QRectF:
        return self._area

    def arrow_along(self, ux: float, uy: float) -> tuple[QPointF, QPointF]:
        """The arrow that comes from the side (ux, uy): its start, and its tip just outside the lit place."""
        centre = self.target.center()
        out = _exit(self.target, ux, uy) + 6
        end = QPointF(centre.x() + ux * out, centre.y() + uy * out)
        return QPointF(end.x() + ux * self.ARROW, end.y() + uy * self.ARROW), end

    def arrow(self) -> tuple[QPointF, QPointF] | None:
        """From where the arrow starts to the edge of the lit place (None: no arrow)."""
        if self._told:
            return self.arrow_along(*self._side) if self._side is not None else None
        room_above = self.target.top() - self._area.top()
        room_below = self._area.bottom() - self.target.bottom()
        return self.arrow_along(0.0, -1.0 if room_above >= room_below else 1.0)

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
