"""Box covers for the lobby, painted with QPainter (no copied art)."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QRadialGradient

from desktop.games import Cover
from desktop.table import theme


def paint_cover(p: QPainter, rect: QRectF, cover: Cover, available: bool) -> None:
    """The whole box: background, motif, title band, and "coming soon" when not playable."""
    bg, accent, ink = (QColor(c) for c in cover.colours)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    box = QPainterPath()
    box.addRoundedRect(rect, 18, 18)
    theme.soft_shadow(p, box, 5, 5)
    p.setClipPath(box)
    grad = QRadialGradient(rect.center(), rect.width() * 0.9)
    grad.setColorAt(0, bg.lighter(110))
    grad.setColorAt(1, bg.darker(110))
    p.fillRect(rect, grad)
    art = QRectF(rect.left(), rect.top(), rect.width(), rect.height() * 0.68)
    {"turtle": _turtle, "park": _park, "decktet": _decktet, "arturo": _arturo}[cover.motif](p, art, accent, ink)
    band = QRectF(rect.left(), rect.top() + rect.height() * 0.68, rect.width(), rect.height() * 0.32)
    p.fillRect(band, QColor(255, 255, 255, 150) if cover.motif != "arturo" else QColor(0, 0, 0, 120))
    p.setPen(ink)
    roomy = rect.height() >= 300  # small boxes show the title only; the panel repeats the tagline
    title_box = band.adjusted(10, 6, -10, -band.height() * (0.4 if roomy else 0.05))
    p.setFont(theme.display_font(max(13, int(min(rect.width() * 0.085, band.height() * 0.21)))))
    p.drawText(title_box, int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap), cover.title)
    if roomy:
        p.setFont(theme.text_font(max(12, int(min(rect.width() * 0.05, band.height() * 0.12)))))
        p.drawText(band.adjusted(10, band.height() * 0.6, -10, -4), int(Qt.AlignmentFlag.AlignCenter)
                   | int(Qt.TextFlag.TextWordWrap), cover.tagline)
    p.setClipping(False)
    p.setPen(QPen(ink, 2))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(box)
    if not available:
        ribbon = QRectF(rect.left(), rect.top() + rect.height() * 0.08, rect.width(), 40)
        p.fillRect(ribbon, QColor(40, 30, 30, 200))
        p.setPen(QColor("white"))
        p.setFont(theme.text_font(18, bold=True))
        p.drawText(ribbon, Qt.AlignmentFlag.AlignCenter, "Coming soon")
    p.restore()


def _turtle(p: QPainter, r: QRectF, accent: QColor, ink: QColor) -> None:
    c = r.center() + QPointF(0, r.height() * 0.08)
    s = r.width() * 0.28
    for i, col in enumerate(("#f4a98c", "#f2c14e", "#7db8e8", "#7fcfb0")):
        a = math.radians(200 + i * 45)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(col))
        p.drawEllipse(QPointF(r.center().x() + math.cos(a) * s * 1.6, r.top() + 30 + i % 2 * 18), 14, 18)
    p.setPen(QPen(ink, 3))
    p.setBrush(QColor("#a7d99b"))
    p.drawEllipse(QPointF(c.x() + s * 1.05, c.y() + s * 0.15), s * 0.32, s * 0.28)  # head
    for dx in (-0.6, 0.5):
        p.drawEllipse(QPointF(c.x() + s * dx, c.y() + s * 0.55), s * 0.2, s * 0.14)  # feet
    p.setBrush(accent)
    shell = QRectF(c.x() - s, c.y() - s * 0.7, 2 * s, 1.4 * s)
    path = QPainterPath()
    path.moveTo(shell.left(), shell.center().y() + s * 0.35)
    path.arcTo(shell, 180, -180)
    path.closeSubpath()
    p.drawPath(path)
    p.setPen(QPen(accent.darker(150), 2))
    for dx in (-0.45, 0.0, 0.45):
        p.drawEllipse(QPointF(c.x() + s * dx, c.y() - s * 0.05), s * 0.18, s * 0.16)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(ink)
    p.drawEllipse(QPointF(c.x() + s * 1.15, c.y() + s * 0.08), 3, 3)
    hat = QPainterPath(QPointF(c.x() + s * 0.95, c.y() - s * 0.08))
    hat.lineTo(c.x() + s * 1.1, c.y() - s * 0.55)
    hat.lineTo(c.x() + s * 1.25, c.y() - s * 0.05)
    hat.closeSubpath()
    p.setBrush(QColor("#e2557a"))
    p.drawPath(hat)


def _park(p: QPainter, r: QRectF, accent: QColor, ink: QColor) -> None:
    size = r.width() / 4
    for i in range(4):
        for j in range(3):
            tile = QRectF(r.left() + i * size, r.top() + j * size * 0.8, size - 3, size * 0.8 - 3)
            p.fillRect(tile, QColor("#9fd38a") if (i + j) % 2 else QColor("#6fb35c"))
    for i, col in enumerate(("#e2557a", "#3a7bd5", "#f2c14e", "#2e8b57")):
        x = r.left() + size * (0.5 + i)
        y = r.top() + r.height() * (0.3 + 0.25 * (i % 2))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(col))
        for k in range(5):
            a = math.radians(k * 72)
            p.drawEllipse(QPointF(x + math.cos(a) * 9, y + math.sin(a) * 9), 7, 7)
        p.setBrush(QColor("#fff6c2"))
        p.drawEllipse(QPointF(x, y), 6, 6)
    p.setPen(QPen(ink, 3))
    p.setBrush(QColor("white"))
    c = QPointF(r.center().x(), r.bottom() - r.height() * 0.2)
    p.drawEllipse(c, 34, 28)
    p.setBrush(accent)
    p.drawEllipse(c + QPointF(18, -24), 12, 8)


def _decktet(p: QPainter, r: QRectF, accent: QColor, ink: QColor) -> None:
    for i in range(3):
        card = QRectF(0, 0, r.width() * 0.36, r.height() * 0.72)
        p.save()
        p.translate(r.center() + QPointF((i - 1) * r.width() * 0.22, r.height() * 0.05))
        p.rotate((i - 1) * 12)
        card.moveCenter(QPointF(0, 0))
        p.setPen(QPen(ink, 2))
        p.setBrush(QColor("#fffaf0"))
        p.drawRoundedRect(card, 8, 8)
        p.setPen(QPen(accent, 2))
        p.drawRoundedRect(card.adjusted(6, 6, -6, -6), 5, 5)
        p.setPen(ink)
        p.setFont(theme.display_font(int(card.height() * 0.3)))
        p.drawText(card, Qt.AlignmentFlag.AlignCenter, ("5", "7", "9")[i])
        p.restore()


def _arturo(p: QPainter, r: QRectF, accent: QColor, ink: QColor) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#f4ecd8"))
    p.drawEllipse(QPointF(r.right() - r.width() * 0.25, r.top() + r.height() * 0.25), 30, 30)
    p.setBrush(QColor("#1b1233"))
    base = r.bottom()
    for i, (w, h) in enumerate(((0.18, 0.55), (0.26, 0.75), (0.18, 0.5))):
        x = r.left() + r.width() * (0.18 + i * 0.22)
        tower = QRectF(x, base - r.height() * h, r.width() * w, r.height() * h)
        p.drawRect(tower)
        roof = QPainterPath(QPointF(tower.left() - 6, tower.top()))
        roof.lineTo(tower.center().x(), tower.top() - 34)
        roof.lineTo(tower.right() + 6, tower.top())
        roof.closeSubpath()
        p.drawPath(roof)
    p.setBrush(accent)
    for i in range(4):
        p.drawRoundedRect(QRectF(r.left() + r.width() * (0.25 + i * 0.14), base - r.height() * 0.35, 10, 14), 4, 4)
    p.setPen(QPen(QColor(255, 255, 255, 150), 1))
    for k in range(6):
        a = math.radians(k * 30)
        p.drawLine(QPointF(r.left(), r.top()), QPointF(r.left() + math.cos(a) * 60, r.top() + math.sin(a) * 60))
