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


def paint_cover_strip(p: QPainter, rect: QRectF, cover: Cover, available: bool) -> None:
    """The box seen edge-on, for a short window: the motif in a square on the left, the title beside it."""
    bg, accent, ink = (QColor(c) for c in cover.colours)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    box = QPainterPath()
    box.addRoundedRect(rect, 14, 14)
    theme.soft_shadow(p, box, 3, 3)
    p.setClipPath(box)
    p.fillRect(rect, bg)
    art = QRectF(rect.left(), rect.top(), rect.height() * 1.1, rect.height())
    {"turtle": _turtle, "park": _park, "decktet": _decktet, "arturo": _arturo}[cover.motif](p, art, accent, ink)
    band = QRectF(art.right(), rect.top(), rect.right() - art.right(), rect.height())
    p.fillRect(band, QColor(255, 255, 255, 150) if cover.motif != "arturo" else QColor(0, 0, 0, 120))
    p.setPen(ink)
    p.setFont(theme.display_font(15))
    p.drawText(band.adjusted(8, 4, -6, -4), int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap),
               cover.title)
    p.setClipping(False)
    p.setPen(QPen(ink, 2))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(box)
    if not available:
        p.fillRect(rect, QColor(255, 250, 240, 150))
    p.restore()


def _balloon(p: QPainter, c: QPointF, rx: float, colour: str, string_to: QPointF) -> None:
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


def _turtle(p: QPainter, r: QRectF, accent: QColor, ink: QColor) -> None:
    """A beaming turtle in a party hat under a bunch of balloons."""
    w = r.width()
    _confetti(p, r, 3)
    ground = r.bottom() - r.height() * 0.12
    # balloons tied behind the turtle
    tie = QPointF(r.center().x() - w * 0.18, ground - w * 0.2)
    for dx, dy, colour in ((-0.3, 0.2, "#f4a98c"), (-0.12, 0.12, "#7db8e8"), (0.06, 0.22, "#f2c14e")):
        _balloon(p, QPointF(r.center().x() + w * dx, r.top() + r.height() * dy), w * 0.075, colour, tie)
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


def _park(p: QPainter, r: QRectF, accent: QColor, ink: QColor) -> None:
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


def _decktet(p: QPainter, r: QRectF, accent: QColor, ink: QColor) -> None:
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


def _arturo(p: QPainter, r: QRectF, accent: QColor, ink: QColor) -> None:
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
    _balloon(p, QPointF(r.left() + w * 0.58, r.top() + h * 0.1), w * 0.045, "#e2557a",
             QPointF(r.left() + w * 0.5, r.top() + h * 0.1 + h * 0.18))
    p.setPen(QPen(QColor(255, 255, 255, 130), max(1.0, w * 0.004)))
    for k in range(6):
        a = math.radians(k * 18)
        p.drawLine(QPointF(r.left(), r.top()), QPointF(r.left() + math.cos(a) * w * 0.22,
                                                        r.top() + math.sin(a) * w * 0.22))
    p.setBrush(Qt.BrushStyle.NoBrush)
    for ring in (0.08, 0.14, 0.2):
        p.drawArc(QRectF(r.left() - w * ring, r.top() - w * ring, 2 * w * ring, 2 * w * ring), -90 * 16, 90 * 16)
