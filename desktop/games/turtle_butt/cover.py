"""The lobby's box cover art of Turtle Butt (the shell draws the box, band and title)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from desktop.table import theme


def paint_motif(p: QPainter, r: QRectF, accent: QColor, ink: QColor) -> None:
    """Three fanned Decktet cards with their ranks and suit glyphs."""
    w = r.width()
    try:
        from desktop.games.turtle_butt.decktet_art import paint_suit
    except Exception:  # the rules package behind the art may be missing: plain cards then
        paint_suit = None  # type: ignore[assignment]
    cards = (("3", ("Moons", "Waves")), ("7", ("Suns", "Leaves")), ("9", ("Wyrms", "Knots")))
    for i, (rank, suits) in enumerate(cards):
        card = QRectF(0, 0, w * 0.34, w * 0.48)
        p.save()
        p.translate(r.center() + QPointF((i - 1) * w * 0.2, r.height() * 0.04 + abs(i - 1) * w * 0.03))
        p.rotate((i - 1) * 13)
        card.moveCenter(QPointF(0, 0))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 45))
        p.drawRoundedRect(card.translated(w * 0.01, w * 0.012), w * 0.025, w * 0.025)
        p.setPen(QPen(ink, max(1.0, w * 0.007)))
        p.setBrush(QColor("#fbf5e4"))
        p.drawRoundedRect(card, w * 0.025, w * 0.025)
        p.setPen(QPen(accent, max(1.0, w * 0.006)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(card.adjusted(w * 0.018, w * 0.018, -w * 0.018, -w * 0.018), w * 0.015, w * 0.015)
        p.setPen(ink)
        p.setFont(theme.display_font(max(8, int(w * 0.075))))
        corner = QRectF(card.left() + w * 0.025, card.top() + w * 0.02, w * 0.08, w * 0.09)
        p.drawText(corner, int(Qt.AlignmentFlag.AlignCenter), rank)
        if paint_suit is not None:
            for k, suit in enumerate(suits):
                try:
                    paint_suit(p, suit, QPointF(0, (k - 0.5) * w * 0.16 + w * 0.03), w * 0.06)
                except Exception:
                    paint_suit = None  # type: ignore[assignment]
                    break
        if paint_suit is None:
            p.setFont(theme.display_font(max(8, int(w * 0.14))))
            p.drawText(card, int(Qt.AlignmentFlag.AlignCenter), rank)
        p.restore()
