"""Party props the game covers share (drawn with QPainter, no copied art)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen


def balloon(p: QPainter, c: QPointF, rx: float, colour: str, string_to: QPointF) -> None:
    """A party balloon with a shine and a curly string."""
    p.setPen(QPen(QColor(90, 70, 60, 150), max(1.0, rx * 0.08)))
    path = QPainterPath(QPointF(c.x(), c.y() + rx * 1.25))
    path.cubicTo(c.x() - rx * 0.4, string_to.y() - (string_to.y() - c.y()) * 0.5,
                 c.x() + rx * 0.5, string_to.y() - (string_to.y() - c.y()) * 0.3, string_to.x(), string_to.y())
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(path)
    body = QColor(colour)
    p.setPen(QPen(body.darker(125), max(1.0, rx * 0.06)))
    p.setBrush(body)
    p.drawEllipse(c, rx, rx * 1.2)
    knot = QPainterPath(QPointF(c.x() - rx * 0.15, c.y() + rx * 1.32))
    knot.lineTo(c.x() + rx * 0.15, c.y() + rx * 1.32)
    knot.lineTo(c.x(), c.y() + rx * 1.18)
    knot.closeSubpath()
    p.drawPath(knot)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(255, 255, 255, 150))
    p.drawEllipse(QPointF(c.x() - rx * 0.35, c.y() - rx * 0.45), rx * 0.2, rx * 0.32)
