"""Decktet cards drawn by the app: the six suit glyphs, card faces and the card back.

Each suit has its own SHAPE and its own colour, so suits read in grey-scale and for
colour-blind players too: Moons a crescent, Suns a rayed disc, Waves three wavy
bands, Leaves a veined leaf, Wyrms a coiled serpent, Knots an endless trefoil.
Faces are ivory with an ink-line frame, the rank large in two corners (a drawn
crown for Crowns, a drawn pawn for Pawns), the suit glyphs under each rank and
large in the middle, and the card's name on a plate across the foot of the card, in one
line or two, on every face wide enough for any name at 15 units (the tooltip always names
the card). It knows cards only by the name → (rank, suits) facts of `rules.turtle_butt`'s
public names.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPainterPathStroker, QPen

from desktop.table import theme
from desktop.table.items import CardItem
from desktop.table.painting import draw_fitted
from desktop.table.text import shown, translator
from rules.turtle_butt import ACE, CARD_NAMES, CROWN, NO_RANK, PAWN, SUITS, card

_tr = translator("DecktetArt")
#: No text on a card is drawn smaller than this (units; 12 px on a laptop screen).
MIN_NAME = 15
#: A face at least this wide carries the card's name on a plate: the longest word of any name, in any of
#: the app's languages ("Diplomatico"), fits it at `MIN_NAME` units drawn as narrow as `painting.CONDENSED`
#: lets a name at the floor be. A narrower face (the set-aside heap) shows only its indices and suits; its
#: tooltip names it.
NAMED_WIDTH = 74.0
#: How far a face's paper is painted beyond its card's rectangle (under the card's rounded edge).
FACE_BLEED = 4.0

IVORY = QColor("#fbf5e4")
IVORY_SHADE = QColor("#f1e6c9")
INK = QColor("#3b2f2a")
BACK_COLOUR = QColor("#23484f")

#: Each suit's colour; lightness differs as well as hue.
SUIT_COLOURS: dict[str, QColor] = {
    "Moons": QColor("#4a4f9c"),
    "Suns": QColor("#e3a21a"),
    "Waves": QColor("#1f86b8"),
    "Leaves": QColor("#4c9a36"),
    "Wyrms": QColor("#b2342b"),
    "Knots": QColor("#7d5330"),
}


def suit_word(suit: str) -> str:
    """A suit's name as players read it."""
    words = {"Moons": _tr("Moons"), "Suns": _tr("Suns"), "Waves": _tr("Waves"), "Leaves": _tr("Leaves"),
             "Wyrms": _tr("Wyrms"), "Knots": _tr("Knots")}
    return words.get(suit, suit)


def rank_word(rank: int) -> str:
    """A rank as players read it in a tooltip."""
    words = {ACE: _tr("Ace"), CROWN: _tr("Crown"), PAWN: _tr("Pawn"), NO_RANK: _tr("no rank")}
    return words.get(rank, str(rank))


def card_word(name: str) -> str:
    """A card's name in the app's language."""
    return shown(CARD_NAMES[card(name).id])


# --- the six glyphs, as paths in a unit box centred on 0,0 (radius 1) ----------------


def _stroked(path: QPainterPath, width: float) -> QPainterPath:
    stroker = QPainterPathStroker()
    stroker.setWidth(width)
    stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
    stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return stroker.createStroke(path).simplified()


def _moon() -> QPainterPath:
    outer = QPainterPath()
    outer.addEllipse(QPointF(0, 0), 0.9, 0.9)
    bite = QPainterPath()
    bite.addEllipse(QPointF(0.42, -0.22), 0.74, 0.74)
    return outer.subtracted(bite)


def _sun() -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(0, 0), 0.5, 0.5)
    rays = QPainterPath()
    for i in range(8):
        a = math.radians(i * 45)
        tip = QPointF(0.98 * math.cos(a), 0.98 * math.sin(a))
        left = QPointF(0.56 * math.cos(a - 0.24), 0.56 * math.sin(a - 0.24))
        right = QPointF(0.56 * math.cos(a + 0.24), 0.56 * math.sin(a + 0.24))
        rays.moveTo(left)
        rays.lineTo(tip)
        rays.lineTo(right)
        rays.closeSubpath()
    return path.united(rays)


def _waves() -> QPainterPath:
    lines = QPainterPath()
    for row in (-0.55, 0.0, 0.55):
        lines.moveTo(-0.92, row)
        for k in range(4):
            x0 = -0.92 + k * 0.46
            lines.quadTo(x0 + 0.115, row - 0.22, x0 + 0.23, row)
            lines.quadTo(x0 + 0.345, row + 0.22, x0 + 0.46, row)
    return _stroked(lines, 0.2)


def _leaf() -> QPainterPath:
    leaf = QPainterPath(QPointF(-0.7, 0.7))
    leaf.cubicTo(-0.85, -0.2, -0.2, -0.85, 0.8, -0.8)
    leaf.cubicTo(0.85, 0.2, 0.2, 0.85, -0.7, 0.7)
    leaf.closeSubpath()
    stem = QPainterPath(QPointF(-0.95, 0.95))
    stem.lineTo(-0.55, 0.55)
    vein = QPainterPath(QPointF(-0.55, 0.55))
    vein.lineTo(0.55, -0.55)
    return leaf.united(_stroked(stem, 0.14)).subtracted(_stroked(vein, 0.09))


def _wyrm() -> QPainterPath:
    body = QPainterPath(QPointF(-0.75, 0.8))
    body.cubicTo(-0.1, 0.95, 0.7, 0.55, 0.15, 0.1)
    body.cubicTo(-0.45, -0.35, -0.2, -0.85, 0.45, -0.68)
    snake = _stroked(body, 0.26)
    head = QPainterPath()
    head.addEllipse(QPointF(0.58, -0.66), 0.27, 0.2)
    snake = snake.united(head)
    eye = QPainterPath()
    eye.addEllipse(QPointF(0.64, -0.7), 0.06, 0.06)
    return snake.subtracted(eye)


def _knot() -> QPainterPath:
    curve = QPainterPath()
    steps = 96
    for i in range(steps + 1):
        t = 2 * math.pi * i / steps
        x = (math.sin(t) + 2 * math.sin(2 * t)) / 3.2
        y = (math.cos(t) - 2 * math.cos(2 * t)) / 3.2 + 0.08
        if i == 0:
            curve.moveTo(x, y)
        else:
            curve.lineTo(x, y)
    return _stroked(curve, 0.2)


_GLYPHS = {"Moons": _moon, "Suns": _sun, "Waves": _waves, "Leaves": _leaf, "Wyrms": _wyrm, "Knots": _knot}


@cache
def glyph_path(suit: str) -> QPainterPath:
    """The suit's glyph as a filled path in the box (-1,-1)…(1,1)."""
    return _GLYPHS[suit]()


def paint_suit(p: QPainter, suit: str, centre: QPointF, radius: float, faint: bool = False,
               colour: QColor | None = None) -> None:
    """Draw one suit glyph; ``faint`` draws only a pale outline (a suit not yet shown)."""
    path = glyph_path(suit)
    p.save()
    p.translate(centre)
    p.scale(radius, radius)
    fill = QColor(colour or SUIT_COLOURS[suit])
    if faint:
        edge = QColor(fill)
        edge.setAlpha(120)
        p.setPen(QPen(edge, 1.4 / radius))
        p.setBrush(Qt.BrushStyle.NoBrush)
    else:
        p.setPen(QPen(fill.darker(175), 1.1 / radius))
        p.setBrush(fill)
    p.drawPath(path)
    p.restore()


# --- rank marks -----------------------------------------------------------------------


def _pawn_path(c: QPointF, r: float) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(c.x(), c.y() - r * 0.5), r * 0.32, r * 0.32)
    body = QPainterPath(QPointF(c.x() - r * 0.2, c.y() - r * 0.22))
    body.lineTo(c.x() + r * 0.2, c.y() - r * 0.22)
    body.lineTo(c.x() + r * 0.45, c.y() + r * 0.55)
    body.lineTo(c.x() + r * 0.62, c.y() + r * 0.55)
    body.lineTo(c.x() + r * 0.62, c.y() + r * 0.8)
    body.lineTo(c.x() - r * 0.62, c.y() + r * 0.8)
    body.lineTo(c.x() - r * 0.62, c.y() + r * 0.55)
    body.lineTo(c.x() - r * 0.45, c.y() + r * 0.55)
    body.closeSubpath()
    return path.united(body)


def rank_text(rank: int) -> str:
    """The corner index of a rank: A, 2-9; Crowns and Pawns are drawn, the Excuse has none."""
    if rank == ACE:
        return "A"
    if 2 <= rank <= 9:
        return str(rank)
    return ""


def paint_rank(p: QPainter, rank: int, centre: QPointF, size: float) -> None:
    """The rank index, ``size`` pixels tall, centred on ``centre``."""
    p.save()
    if rank in (CROWN, PAWN):
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(INK)
        path = theme.crown_path(centre, size * 0.42) if rank == CROWN else _pawn_path(centre, size * 0.5)
        p.drawPath(path)
    elif rank != NO_RANK:
        p.setPen(INK)
        font = theme.display_font(max(MIN_NAME, int(size)))
        p.setFont(font)
        box = QRectF(centre.x() - size, centre.y() - size * 0.62, size * 2, size * 1.24)
        text = rank_text(rank)
        p.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
        if rank in (6, 9):  # the index is also drawn upside down in the far corner: a bar says which way is up
            drawn = p.boundingRect(box, Qt.AlignmentFlag.AlignCenter, text)
            baseline = drawn.top() + QFontMetricsF(font).ascent()
            bar = drawn.width() * 0.12
            pen = QPen(INK, max(1.2, size * 0.08))
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            p.setPen(pen)
            p.drawLine(QPointF(drawn.left() + bar, baseline + size * 0.1),
                       QPointF(drawn.right() - bar, baseline + size * 0.1))
    p.restore()


# --- faces and back ---------------------------------------------------------------


def _ornament(p: QPainter, rect: QRectF, colour: QColor, inset: float) -> None:
    """The ink-line frame: a fine double border with small diamonds at the sides' middles."""
    p.save()
    p.setBrush(Qt.BrushStyle.NoBrush)
    frame = rect.adjusted(inset, inset, -inset, -inset)
    p.setPen(QPen(colour, 1.3))
    p.drawRoundedRect(frame, 6, 6)
    thin = QColor(colour)
    thin.setAlpha(110)
    p.setPen(QPen(thin, 0.8))
    p.drawRoundedRect(frame.adjusted(3, 3, -3, -3), 4, 4)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    d = max(2.5, rect.width() * 0.03)
    for c in (QPointF(frame.center().x(), frame.top()), QPointF(frame.center().x(), frame.bottom()),
              QPointF(frame.left(), frame.center().y()), QPointF(frame.right(), frame.center().y())):
        diamond = QPainterPath(QPointF(c.x(), c.y() - d))
        diamond.lineTo(c.x() + d, c.y())
        diamond.lineTo(c.x(), c.y() + d)
        diamond.lineTo(c.x() - d, c.y())
        diamond.closeSubpath()
        p.drawPath(diamond)
    p.restore()


def _corner_index(p: QPainter, rank: int, suits: Sequence[str], rect: QRectF, scale: float) -> None:
    """Rank and a column of small suit glyphs in the top-left corner of ``rect``."""
    size = scale * 0.26
    x = rect.left() + scale * 0.16
    y = rect.top() + scale * 0.18
    paint_rank(p, rank, QPointF(x, y), size)
    r = scale * 0.075
    for i, suit in enumerate(suits):
        paint_suit(p, suit, QPointF(x, y + size * 0.78 + r + i * r * 2.35), r)


def paint_face(p: QPainter, rect: QRectF, item: CardItem) -> None:
    """A Decktet card face for ``item.data_["card"]`` (a card name)."""
    paint_face_named(p, rect, str(item.data_["card"]), item.data_.get("open_width"))


def paint_face_named(p: QPainter, rect: QRectF, name: str, open_width: float | None = None) -> None:
    """The face of the Decktet card `name` inside `rect`.

    A card wide enough to carry its name (`NAMED_WIDTH`) keeps its lowest strip for a name plate across
    the whole card; the indices and the large suits share what is above it. A card partly under the next
    one in a row fits its name into the `open_width` left uncovered, so no name is cut by the card over it.
    """
    info = card(name)
    w = rect.width()
    grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
    grad.setColorAt(0, IVORY)
    grad.setColorAt(1, IVORY_SHADE)
    p.fillRect(rect.adjusted(-FACE_BLEED, -FACE_BLEED, FACE_BLEED, FACE_BLEED), grad)
    ink = QColor(INK)
    ink.setAlpha(150)
    _ornament(p, rect, ink, 1.5)
    named = w >= NAMED_WIDTH
    plate = name_plate(rect, open_width) if named else QRectF()
    above = QRectF(rect.left(), rect.top(), w, plate.top() - rect.top()) if named else QRectF(rect)
    _corner_index(p, info.rank, info.suits, rect, w)
    p.save()
    p.translate(above.center())
    p.rotate(180)
    p.translate(-above.center())
    _corner_index(p, info.rank, info.suits, above, w)
    p.restore()
    _paint_centre(p, above, info.suits, ink)
    if named:
        _paint_name(p, plate, card_word(info.name), ink)


def name_plate(rect: QRectF, open_width: float | None = None) -> QRectF:
    """The name plate: across the card (or the `open_width` the next card leaves, clear of its painted edge),
    above the frame's lower edge, tall enough for two lines at the floor."""
    fm = QFontMetricsF(theme.text_font(MIN_NAME, bold=True))
    height = max(fm.height() + fm.lineSpacing() + 4, rect.height() * 0.2)
    width = rect.width() - 4 if open_width is None else min(rect.width() - 4, open_width - 2 - FACE_BLEED)
    return QRectF(rect.left() + 2, rect.bottom() - 6 - height, width, height)


def _paint_centre(p: QPainter, box: QRectF, suits: Sequence[str], ink: QColor) -> None:
    """The suits large in the middle of `box` (one, two or three of them); the Excuse gets an ink star."""
    u = min(box.width(), box.height())
    centre = box.center()
    n = len(suits)
    if n == 1:
        spots = [(centre, u * 0.26)]
    elif n == 2:
        spots = [(centre + QPointF(u * 0.06, -u * 0.18), u * 0.17), (centre + QPointF(-u * 0.06, u * 0.18), u * 0.17)]
    else:
        spots = [(centre + QPointF(0, -u * 0.19), u * 0.13), (centre + QPointF(-u * 0.14, u * 0.08), u * 0.13),
                 (centre + QPointF(u * 0.14, u * 0.08), u * 0.13)]
    if n == 0:
        p.save()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(ink)
        p.drawPath(theme.shape_path("star", centre, u * 0.22))
        p.restore()
        return
    for suit, (c, r) in zip(suits, spots, strict=False):
        paint_suit(p, suit, c, r)


def _paint_name(p: QPainter, plate: QRectF, name: str, ink: QColor) -> None:
    """The card's name on its plate: one line or two, as large as fits from 17 units down to `MIN_NAME`."""
    p.save()
    edge = QColor(ink)
    edge.setAlpha(120)
    p.setBrush(IVORY_SHADE)
    p.setPen(QPen(edge, 0.9))
    p.drawRoundedRect(plate, 3, 3)
    p.setPen(INK)
    draw_fitted(p, plate.adjusted(1, 1, -1, -1), name, theme.text_font(17, bold=True), floor=MIN_NAME)
    p.restore()


def paint_back(p: QPainter, rect: QRectF, item: CardItem | None = None) -> None:
    """The card back: deep teal with an ivory frame and the six suits in a ring."""
    p.fillRect(rect.adjusted(-4, -4, 4, 4), BACK_COLOUR)
    pale = QColor(IVORY)
    pale.setAlpha(200)
    _ornament(p, rect, pale, 3)
    c = rect.center()
    ring = min(rect.width(), rect.height()) * 0.3
    p.save()
    p.setPen(QPen(pale, 1.2))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(c, ring * 1.35, ring * 1.35)
    p.restore()
    for i, suit in enumerate(SUITS):
        a = math.radians(-90 + i * 60)
        colour = QColor(SUIT_COLOURS[suit]).lighter(150)
        paint_suit(p, suit, QPointF(c.x() + ring * math.cos(a), c.y() + ring * math.sin(a)), ring * 0.28,
                   colour=colour)
    p.save()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(pale)
    p.drawPath(theme.shape_path("diamond", c, ring * 0.22))
    p.restore()


def card_item(name: str, width: float, height: float, key: str = "", face_up: bool = True,
              open_width: float | None = None) -> CardItem:
    """A table card for the Decktet card ``name`` (face or back painted by this module); `open_width` is how
    much of it the card laid over it leaves in sight (layout.open_widths)."""
    open_width = None if open_width is None or open_width >= width else round(open_width, 1)
    look = name if open_width is None else (name, open_width)  # a narrower plate is another picture to keep
    item = CardItem(width, height, key, paint_face, paint_back, face_up=face_up, colour=IVORY, shows=look)
    item.data_["card"] = name
    if open_width is not None:
        item.data_["open_width"] = open_width
    if face_up:
        item.setToolTip(card_tip(name))
    return item


def card_tip(name: str) -> str:
    """A card's tooltip: its name, and what the name does not say. An Ace's name says its rank and its suit
    ("Ace of Leaves"); the other names ("Sailor", "Sea", "Excuse") say neither, so the rank and suits follow."""
    info = card(name)
    if info.rank == ACE:
        return card_word(name)
    suits = ", ".join(suit_word(s) for s in info.suits) if info.suits else _tr("no suit")
    return _tr("{name} — {rank}; {suits}").format(name=card_word(name), rank=rank_word(info.rank), suits=suits)


def back_item(width: float, height: float, key: str = "") -> CardItem:
    """A face-down card (nothing about the card is stored in it)."""
    return CardItem(width, height, key, None, paint_back, face_up=False, colour=IVORY, shows="back")


__all__ = ["SUIT_COLOURS", "back_item", "card_item", "card_tip", "card_word", "glyph_path", "paint_back",
           "paint_face", "paint_face_named", "paint_rank", "paint_suit", "rank_text", "suit_word"]
