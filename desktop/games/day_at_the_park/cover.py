"""The lobby's box cover art of Hello Kitty: Day at the Park (the shell draws the box, band and title)."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from desktop.table import theme


def paint_motif(p: QPainter, r: QRectF, accent: QColor, ink: QColor) -> None:
    """Meadow tiles with flower beds, a path, a bench and two monogrammed standees."""
    w = r.width()
    cols, rows = 4, 3
    size_w, size_h = w / cols, r.height() / rows
    for i in range(cols):
        for j in range(rows):
            tile = QRectF(r.left() + i * size_w, r.top() + j * size_h, size_w, size_h)
            p.fillRect(tile, QColor("#a9db8f") if (i + j) % 2 else QColor("#86c770"))
            p.setPen(QPen(QColor(255, 255, 255, 120), max(1.0, w * 0.006)))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRect(tile)
    path = QPainterPath(QPointF(r.left(), r.bottom() - r.height() * 0.15))
    path.cubicTo(r.left() + w * 0.3, r.bottom() - r.height() * 0.35, r.left() + w * 0.6, r.top() + r.height() * 0.2,
                 r.right(), r.top() + r.height() * 0.35)
    p.setPen(QPen(QColor("#f1e3c2"), w * 0.07, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
    p.drawPath(path)
    for i, col in enumerate(("#e2557a", "#3a7bd5", "#f2c14e", "#2e8b57", "#b388eb")):
        x = r.left() + w * (0.1 + 0.2 * i)
        y = r.top() + r.height() * (0.18 + 0.55 * (i % 2))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(col))
        for k in range(5):
            a = math.radians(k * 72 - 90)
            p.drawEllipse(QPointF(x + math.cos(a) * w * 0.03, y + math.sin(a) * w * 0.03), w * 0.025, w * 0.025)
        p.setBrush(QColor("#fff6c2"))
        p.drawEllipse(QPointF(x, y), w * 0.02, w * 0.02)
    # Two round standees with monograms (the app never draws the licensed characters' likeness)
    # and a park bench between them.
    base_y = r.bottom() - r.height() * 0.16
    seat = QRectF(r.center().x() - w * 0.14, base_y - w * 0.1, w * 0.28, w * 0.05)
    p.setPen(QPen(ink, max(1.2, w * 0.008)))
    p.setBrush(QColor("#b5793f"))
    for leg in (seat.left() + w * 0.03, seat.right() - w * 0.05):
        p.drawRect(QRectF(leg, seat.bottom(), w * 0.02, w * 0.07))
    p.drawRoundedRect(QRectF(seat.left(), seat.top() - w * 0.09, seat.width(), w * 0.045), w * 0.01, w * 0.01)
    p.drawRoundedRect(seat, w * 0.01, w * 0.01)
    for cx, colour, letters in ((r.left() + w * 0.24, accent, "HK"), (r.right() - w * 0.24, QColor("#2e9d5b"), "K")):
        radius = w * 0.13
        centre = QPointF(cx, base_y - radius * 1.25)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 50))
        p.drawEllipse(QPointF(cx, base_y + w * 0.01), radius * 0.8, radius * 0.22)
        p.setBrush(QColor("#f7f1e3"))
        p.setPen(QPen(ink, max(1.2, w * 0.008)))
        p.drawRoundedRect(QRectF(cx - radius * 0.7, base_y - radius * 0.3, radius * 1.4, radius * 0.3),
                          radius * 0.1, radius * 0.1)
        p.setBrush(colour)
        p.drawEllipse(centre, radius, radius)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(QColor("white"), max(1.0, w * 0.01)))
        p.drawEllipse(centre, radius * 0.82, radius * 0.82)
        p.setFont(theme.display_font(max(8, int(radius * (0.62 if len(letters) > 1 else 0.8)))))
        p.drawText(QRectF(centre.x() - radius, centre.y() - radius, radius * 2, radius * 2),
                   Qt.AlignmentFlag.AlignCenter, letters)
