"""Box covers for the lobby, painted with QPainter (no copied art): the box, its title band and the
"coming soon" ribbon. Each game paints its own motif (its entry's `motif`, in the game's package)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QRadialGradient

from desktop.games import GameEntry
from desktop.table import theme
from desktop.table.painting import draw_fitted, fit_text
from desktop.table.text import translator

_tr = translator("Cover")

#: The smallest text on a cover, in pixels (ART.md's floor for anything a player reads).
_SMALLEST = 12
#: The record line under a strip's title.
_NOTE_HEIGHT = 16


def _open_box(p: QPainter, rect: QRectF, radius: float, shadow: int) -> QPainterPath:
    """Start a box (the painter saved): its rounded outline with a soft shadow, painting clipped to it."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    box = QPainterPath()
    box.addRoundedRect(rect, radius, radius)
    theme.soft_shadow(p, box, shadow, shadow)
    p.setClipPath(box)
    return box


def _close_box(p: QPainter, box: QPainterPath, ink: QColor) -> None:
    """Draw the box's edge over what was painted inside it."""
    p.setClipping(False)
    p.setPen(QPen(ink, 2))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(box)


def paint_cover(p: QPainter, rect: QRectF, cover: GameEntry, available: bool) -> None:
    """The whole box: background, motif, title band, and "coming soon" when not playable."""
    bg, accent, ink = (QColor(c) for c in cover.colours)
    box = _open_box(p, rect, 18, 5)
    grad = QRadialGradient(rect.center(), rect.width() * 0.9)
    grad.setColorAt(0, bg.lighter(110))
    grad.setColorAt(1, bg.darker(110))
    p.fillRect(rect, grad)
    art = QRectF(rect.left(), rect.top(), rect.width(), rect.height() * 0.68)
    cover.paint_motif(p, art, accent, ink)
    band = QRectF(rect.left(), rect.top() + rect.height() * 0.68, rect.width(), rect.height() * 0.32)
    p.fillRect(band, QColor(0, 0, 0, 120) if cover.night else QColor(255, 255, 255, 150))
    p.setPen(ink)
    roomy = rect.height() >= 300  # small boxes show the title only; the panel repeats the tagline
    title_box = band.adjusted(10, 6, -10, -band.height() * (0.4 if roomy else 0.05))
    p.setFont(theme.display_font(max(13, int(min(rect.width() * 0.085, band.height() * 0.21)))))
    p.drawText(title_box, int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap), cover.title)
    if roomy:
        p.setFont(theme.text_font(max(12, int(min(rect.width() * 0.05, band.height() * 0.12)))))
        p.drawText(band.adjusted(10, band.height() * 0.6, -10, -4), int(Qt.AlignmentFlag.AlignCenter)
                   | int(Qt.TextFlag.TextWordWrap), cover.tagline())
    _close_box(p, box, ink)
    if not available:
        ribbon = QRectF(rect.left(), rect.top() + rect.height() * 0.08, rect.width(), 40)
        p.fillRect(ribbon, QColor(40, 30, 30, 200))
        p.setPen(QColor("white"))
        p.setFont(theme.text_font(18, bold=True))
        p.drawText(ribbon, Qt.AlignmentFlag.AlignCenter, _tr("Coming soon"))
    p.restore()


def strip_title_font() -> QFont:
    return theme.display_font(15)


def strip_note_font() -> QFont:
    return theme.text_font(13, bold=True)


def strip_texts(rect: QRectF, noted: bool) -> tuple[QRectF, QRectF]:
    """Where a strip's title goes, and its note under it (an empty box without one)."""
    art_width = rect.height() * 1.1
    title = QRectF(rect.left() + art_width, rect.top(), rect.width() - art_width, rect.height()).adjusted(8, 4, -6, -4)
    line = QRectF(title.left(), title.bottom(), title.width(), 0)
    if noted:
        line.setTop(title.bottom() - _NOTE_HEIGHT)
        title.setBottom(line.top())
    return title, line


def fitting_note(note: str, short: str, width: float, font: QFont) -> str:
    """`note` if it fits on one line of `width` (at the smallest size), else its `short` form (if any)."""
    fits = not short or not fit_text(note, QSizeF(width, 1000), font, floor=_SMALLEST, wrap=False).cut
    return note if fits else short


def paint_cover_strip(p: QPainter, rect: QRectF, cover: GameEntry, available: bool, note: str = "",
                      short_note: str = "") -> None:
    """The box seen edge-on, for a short window: the motif in a square on the left, the title beside it
    (and under the title, `note`: the player's record in the game, or `short_note` where it is too long)."""
    bg, accent, ink = (QColor(c) for c in cover.colours)
    box = _open_box(p, rect, 14, 3)
    p.fillRect(rect, bg)
    art = QRectF(rect.left(), rect.top(), rect.height() * 1.1, rect.height())
    cover.paint_motif(p, art, accent, ink)
    band = QRectF(art.right(), rect.top(), rect.right() - art.right(), rect.height())
    p.fillRect(band, QColor(0, 0, 0, 120) if cover.night else QColor(255, 255, 255, 150))
    p.setPen(ink)
    title, line = strip_texts(rect, bool(note))
    if note:
        note = fitting_note(note, short_note, line.width(), strip_note_font())
        draw_fitted(p, line, note, strip_note_font(), floor=_SMALLEST, wrap=False)
    draw_fitted(p, title, cover.title, strip_title_font(), floor=_SMALLEST)
    _close_box(p, box, ink)
    if not available:
        p.fillRect(rect, QColor(255, 250, 240, 150))
    p.restore()
