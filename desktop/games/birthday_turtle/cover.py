"""The lobby's box cover art of Happy Birthday Turtle!! (the shell draws the box, band and title)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from desktop.table import theme
from desktop.table.props import balloon


def paint_motif(p: QPainter, r: QRectF, accent: QColor, ink: QColor) -> None:
    """A beaming turtle in a party hat under a bunch of balloons."""
    w = r.width()
    _confetti(p, r, 3)
    ground = r.bottom() - r.height() * 0.12
    # balloons tied behind the turtle
    tie = QPointF(r.center().x() - w * 0.18, ground - w * 0.2)
    for dx, dy, colour in ((-0.3, 0.2, "#f4a98c"), (-0.12, 0.12, "#7db8e8"), (0.06, 0.22, "#f2c14e")):
        balloon(p, QPointF(r.center().x() + w * dx, r.top() + r.height() * dy), w * 0.075, colour, tie)
    # a soft shadow on the grass
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 35))
    p.drawEllipse(QPointF(r.center().x(), ground + w * 0.015), w * 0.36, w * 0.045)
    cx = r.center().x() - w * 0.05
    skin = QColor("#a7d99b")
    line = QPen(ink, max(1.5, w * 0.012))
    line.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    p.setPen(line)
    p.setBrush(skin)
    # stubby legs and a little tail, under the shell
    for dx in (-0.2, -0.05, 0.12, 0.24):
        p.drawRoundedRect(QRectF(cx + w * dx - w * 0.04, ground - w * 0.09, w * 0.08, w * 0.1), w * 0.03, w * 0.03)
    tail = QPainterPath(QPointF(cx - w * 0.27, ground - w * 0.08))
    tail.lineTo(cx - w * 0.37, ground - w * 0.05)
    tail.lineTo(cx - w * 0.27, ground - w * 0.03)
    tail.closeSubpath()
    p.drawPath(tail)
    # neck and head to the right, slightly raised: a cheerful look
    head = QPointF(cx + w * 0.36, ground - w * 0.2)
    neck = QPainterPath(QPointF(cx + w * 0.2, ground - w * 0.05))
    neck.cubicTo(cx + w * 0.28, ground - w * 0.06, cx + w * 0.28, ground - w * 0.16, head.x() - w * 0.06,
                 head.y() + w * 0.02)
    neck.lineTo(head.x() - w * 0.02, head.y() + w * 0.08)
    neck.cubicTo(cx + w * 0.33, ground - w * 0.07, cx + w * 0.3, ground - w * 0.03, cx + w * 0.2, ground - w * 0.02)
    neck.closeSubpath()
    p.drawPath(neck)
    p.drawEllipse(head, w * 0.1, w * 0.085)
    # the shell: a high dome with a scalloped rim and hexagon plates
    shell = QRectF(cx - w * 0.3, ground - w * 0.36, w * 0.6, w * 0.56)
    dome = QPainterPath(QPointF(shell.left(), ground - w * 0.06))
    dome.arcTo(shell.adjusted(0, 0, 0, -w * 0.12), 180, -180)
    dome.lineTo(shell.right(), ground - w * 0.06)
    dome.closeSubpath()
    p.setBrush(accent)
    p.drawPath(dome)
    p.save()
    p.setClipPath(dome)
    p.setPen(QPen(accent.darker(135), max(1.0, w * 0.009)))
    p.setBrush(accent.lighter(112))
    for px, py, pr in ((0.0, 0.2, 0.085), (-0.16, 0.24, 0.07), (0.16, 0.24, 0.07), (-0.08, 0.1, 0.06),
                       (0.08, 0.1, 0.06)):
        p.drawPath(theme.shape_path("hexagon", QPointF(cx + w * px, ground - w * (py + 0.02)), w * pr))
    p.restore()
    p.setPen(line)
    p.setBrush(accent.darker(112))
    p.drawRoundedRect(QRectF(shell.left() - w * 0.02, ground - w * 0.08, shell.width() + w * 0.04, w * 0.05),
                      w * 0.025, w * 0.025)
    # the face: a big shiny eye, a smile and a rosy cheek
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(ink)
    eye = QPointF(head.x() + w * 0.025, head.y() - w * 0.015)
    p.drawEllipse(eye, w * 0.022, w * 0.026)
    p.setBrush(QColor("white"))
    p.drawEllipse(eye + QPointF(w * 0.007, -w * 0.01), w * 0.008, w * 0.008)
    p.setBrush(QColor(240, 120, 120, 140))
    p.drawEllipse(QPointF(head.x() + w * 0.055, head.y() + w * 0.03), w * 0.02, w * 0.012)
    smile = QPen(ink, max(1.2, w * 0.009))
    smile.setCapStyle(Qt.PenCapStyle.RoundCap)
    p.setPen(smile)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawArc(QRectF(head.x() + w * 0.005, head.y() + w * 0.0, w * 0.07, w * 0.05), 200 * 16, 120 * 16)
    # a striped party hat with a pompom, tilted back
    p.save()
    p.translate(head.x() - w * 0.01, head.y() - w * 0.07)
    p.rotate(-14)
    hat = QPainterPath(QPointF(-w * 0.055, 0))
    hat.lineTo(0, -w * 0.15)
    hat.lineTo(w * 0.055, 0)
    hat.closeSubpath()
    p.setPen(line)
    p.setBrush(QColor("#e2557a"))
    p.drawPath(hat)
    p.setClipPath(hat)
    p.setPen(QPen(QColor("#ffe27a"), w * 0.014))
    for k in range(1, 4):
        p.drawLine(QPointF(-w * 0.08, -w * 0.04 * k + w * 0.02), QPointF(w * 0.08, -w * 0.04 * k - w * 0.01))
    p.setClipping(False)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#ffe27a"))
    p.drawEllipse(QPointF(0, -w * 0.155), w * 0.022, w * 0.022)
    p.restore()


def _confetti(p: QPainter, r: QRectF, seed: int, count: int = 22) -> None:
    """Little rotated paper rectangles in party colours (a fixed pattern, so every repaint matches)."""
    colours = ("#f4a98c", "#f2c14e", "#7db8e8", "#7fcfb0", "#e2557a", "#b388eb")
    unit = r.width() / 60
    p.setPen(Qt.PenStyle.NoPen)
    for i in range(count):
        x = r.left() + ((i * 37 + seed * 11) % 97) / 97 * r.width()
        y = r.top() + ((i * 53 + seed * 7) % 89) / 89 * r.height()
        p.save()
        p.translate(x, y)
        p.rotate((i * 47) % 180)
        p.setBrush(QColor(colours[i % len(colours)]))
        p.drawRoundedRect(QRectF(-unit, -unit * 0.45, unit * 2, unit * 0.9), unit * 0.3, unit * 0.3)
        p.restore()
