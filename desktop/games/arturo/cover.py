"""The lobby's box cover art of Arturo (the shell draws the box, band and title)."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QRadialGradient

from desktop.table.props import balloon


def paint_motif(p: QPainter, r: QRectF, accent: QColor, ink: QColor) -> None:
    """A moonlit castle with candle-lit windows, bats and a birthday balloon."""
    w, h = r.width(), r.height()
    p.setPen(Qt.PenStyle.NoPen)
    glow = QRadialGradient(QPointF(r.right() - w * 0.24, r.top() + h * 0.24), w * 0.3)
    glow.setColorAt(0, QColor(244, 236, 216, 90))
    glow.setColorAt(1, QColor(244, 236, 216, 0))
    p.setBrush(glow)
    p.drawEllipse(QPointF(r.right() - w * 0.24, r.top() + h * 0.24), w * 0.3, w * 0.3)
    p.setBrush(QColor("#f4ecd8"))
    p.drawEllipse(QPointF(r.right() - w * 0.24, r.top() + h * 0.24), w * 0.11, w * 0.11)
    p.setBrush(QColor(244, 236, 216, 200))
    for i in range(9):
        x = r.left() + ((i * 41) % 97) / 97 * w
        y = r.top() + ((i * 29) % 53) / 53 * h * 0.45
        p.drawEllipse(QPointF(x, y), w * 0.006, w * 0.006)
    # bats
    p.setBrush(QColor("#120b24"))
    for bx, by, bs in ((0.2, 0.18, 1.0), (0.34, 0.1, 0.7), (0.62, 0.4, 0.8)):
        c = QPointF(r.left() + w * bx, r.top() + h * by)
        u = w * 0.03 * bs
        bat = QPainterPath(c)
        bat.quadTo(c.x() - u, c.y() - u * 1.2, c.x() - u * 2.2, c.y() - u * 0.4)
        bat.quadTo(c.x() - u * 1.4, c.y() - u * 0.1, c.x() - u * 1.1, c.y() + u * 0.4)
        bat.quadTo(c.x() - u * 0.6, c.y() - u * 0.1, c.x(), c.y() + u * 0.3)
        bat.quadTo(c.x() + u * 0.6, c.y() - u * 0.1, c.x() + u * 1.1, c.y() + u * 0.4)
        bat.quadTo(c.x() + u * 1.4, c.y() - u * 0.1, c.x() + u * 2.2, c.y() - u * 0.4)
        bat.quadTo(c.x() + u, c.y() - u * 1.2, c.x(), c.y())
        p.drawPath(bat)
    # the castle: three towers with pointed roofs
    base = r.bottom()
    p.setBrush(QColor("#1b1233"))
    towers = ((0.12, 0.2, 0.5), (0.36, 0.28, 0.72), (0.68, 0.2, 0.48))
    for x0, tw, th in towers:
        tower = QRectF(r.left() + w * x0, base - h * th, w * tw, h * th)
        p.drawRect(tower)
        roof = QPainterPath(QPointF(tower.left() - w * 0.03, tower.top()))
        roof.lineTo(tower.center().x(), tower.top() - h * 0.2)
        roof.lineTo(tower.right() + w * 0.03, tower.top())
        roof.closeSubpath()
        p.drawPath(roof)
    p.drawRect(QRectF(r.left() + w * 0.05, base - h * 0.25, w * 0.9, h * 0.25))
    # candle-lit arched windows
    for x0, tw, th in towers:
        for k in range(2):
            win = QRectF(r.left() + w * (x0 + tw / 2) - w * 0.028, base - h * th + h * (0.12 + k * 0.2),
                         w * 0.056, h * 0.1)
            arch = QPainterPath()
            arch.addRoundedRect(win, w * 0.028, w * 0.028)
            p.setBrush(accent)
            p.drawPath(arch)
    # the castle door and a birthday balloon on the tallest tower
    p.setBrush(QColor("#0d0819"))
    door = QRectF(r.center().x() - w * 0.05, base - h * 0.16, w * 0.1, h * 0.16)
    p.drawRoundedRect(door, w * 0.05, w * 0.05)
    balloon(p, QPointF(r.left() + w * 0.58, r.top() + h * 0.1), w * 0.045, "#e2557a",
             QPointF(r.left() + w * 0.5, r.top() + h * 0.1 + h * 0.18))
    p.setPen(QPen(QColor(255, 255, 255, 130), max(1.0, w * 0.004)))
    for k in range(6):
        a = math.radians(k * 18)
        p.drawLine(QPointF(r.left(), r.top()), QPointF(r.left() + math.cos(a) * w * 0.22,
                                                        r.top() + math.sin(a) * w * 0.22))
    p.setBrush(Qt.BrushStyle.NoBrush)
    for ring in (0.08, 0.14, 0.2):
        p.drawArc(QRectF(r.left() - w * ring, r.top() - w * ring, 2 * w * ring, 2 * w * ring), -90 * 16, 90 * 16)
