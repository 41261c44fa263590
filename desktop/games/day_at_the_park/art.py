"""Day at the Park components drawn by the app: tiles with garden and field edges, item symbols,
attraction and nap tokens, adventure and character cards, and the table's sizes and colours."""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF, QTransform
from PySide6.QtWidgets import QGraphicsItem

from desktop.table import theme
from desktop.table.items import CardItem, FigureItem
from desktop.table.painting import MIN_TEXT, SCREEN_FLOOR, draw_fitted, on_screen
from desktop.table.text import shown, translator
from rules.day_at_the_park.data import ADVENTURES, CHARACTERS, ITEM_NAMES, TYPE_COLOUR, Adventure
from rules.day_at_the_park.words import CHARACTER_ACTION, ITEM, ITEMS_PLURAL, bonus_words, card_words, items_words

_tr = translator("DayAtTheParkTable")

Pos = tuple[int, int]

CELL = 100.0  # park units per space
PARK_RECT = QRectF(16, 118, 1404, 674)
SIDE_X = 1440.0
TILE_HAND = 104.0
ADV_W, ADV_H = 176.0, 222.0

MEADOW = QColor("#cde9a6")
MEADOW_DARK = QColor("#b5db8a")
GARDEN = QColor("#4d8a3b")
GARDEN_EDGE = QColor("#2f5e25")
FLOWER_DOTS = (QColor("#ff8fb1"), QColor("#fff3a8"), QColor("#ffffff"), QColor("#c39bff"))
ITEM_COLOURS = {"red": QColor("#d7263d"), "blue": QColor("#1f6fd1"), "green": QColor("#1f8a3a"),
                "yellow": QColor("#f2b705")}
#: Ring around a tile's symbol: each colour also has its own line (solid, dashed, dotted, double).
COLOUR_RING = {"red": Qt.PenStyle.SolidLine, "blue": Qt.PenStyle.DashLine, "green": Qt.PenStyle.DotLine,
               "yellow": Qt.PenStyle.SolidLine}
#: Each character's standee colour and monogram (drawn by the app, never the licensed likeness).
CHARACTER_STYLE = {
    "hello-kitty": ("#e8446d", "HK"), "keroppi": ("#3fa34d", "Ke"), "my-melody": ("#f28cc0", "MM"),
    "badtz-maru": ("#2d2d2d", "BM"), "chococat": ("#8a5a3b", "Ch"), "kuromi": ("#6c3fa0", "Ku"),
}
TIER_COLOUR = {"easy": QColor("#8fd19e"), "medium": QColor("#f6c85f"), "hard": QColor("#e8787a")}
def attraction_name(kind: str) -> str:
    return {"tricycle": _tr("Tricycle"), "butterfly": _tr("Butterfly"), "exchange": _tr("Exchange"),
            "attraction": _tr("Attraction"), "wild": _tr("Wild")}[kind]


def attraction_help(kind: str) -> str:
    """What each attraction token does, in our words (tooltips); every token's bench side wakes the nap token."""
    return {
        "tricycle": _tr("ride to any space and gain its item (the ride does not take its attraction)"),
        "butterfly": _tr("place one of the tiles removed at setup, or gain any 2 items"),
        "exchange": _tr("trade up to 6 items for other items"),
        "attraction": _tr("draw an adventure from any pile, then discard one"),
        "wild": _tr("stands in for any 1 item whenever you turn items in"),
    }[kind]


def tier_name(tier: str) -> str:
    return {"easy": _tr("Easy"), "medium": _tr("Medium"), "hard": _tr("Hard")}[tier]


def side_name(side: str) -> str:
    """An adventure's or a character card's side."""
    return {"standard": _tr("standard"), "advanced": _tr("advanced"), "explore": _tr("explore"),
            "scoring": _tr("scoring")}[side]


def colour_name(colour: str) -> str:
    return {"red": _tr("red"), "blue": _tr("blue"), "green": _tr("green"), "yellow": _tr("yellow")}[colour]


def type_name(kind: str) -> str:
    return {"music": _tr("Music"), "nature": _tr("Nature"), "play": _tr("Play"), "food": _tr("Food")}[kind]
ATTRACTION_COLOURS = {"tricycle": "#e07a5f", "butterfly": "#9b6fd1", "exchange": "#3d9ac7",
                      "attraction": "#f2a541", "wild": "#d14d8b"}


def adventure_name(card: int) -> str:
    """An adventure's name in the app's language."""
    return shown(card_words(card))


def bonus_text(card: int) -> str:
    """An adventure's advanced-side bonus as a sentence in the app's language."""
    return shown(bonus_words(card))


def item_name(item: str, plural: bool = False) -> str:
    """An item's name as the table shows it ("Bird", "Birds")."""
    one = {"note": _tr("Music Note"), "bird": _tr("Bird"), "flower": _tr("Flower"), "cupcake": _tr("Cupcake")}
    many = {"note": _tr("Music Notes"), "bird": _tr("Birds"), "flower": _tr("Flowers"), "cupcake": _tr("Cupcakes")}
    return (many if plural else one)[item]


def item_word(item: str, plural: bool = False) -> str:
    """An item's name inside a sentence, as the log says it ("a red bird tile", "+1 per 2 cupcakes")."""
    return shown((ITEMS_PLURAL if plural else ITEM)[item])


def items_said(items: tuple[str, ...] | list[str]) -> str:
    """Items inside a sentence, counted as the log counts them: "a bird", "2 cupcakes and a bird"."""
    return shown(items_words(items))


def items_text(items: tuple[str, ...] | list[str]) -> str:
    """Items counted by kind, short, in a sentence's words: "2 birds, 1 flower" (a card's footer: "spends …")."""
    counts = {i: list(items).count(i) for i in ITEM_NAMES if i in items}
    return ", ".join(f"{n} {item_word(i, plural=n != 1)}" for i, n in counts.items())


def paint_meadow(painter: QPainter, rect: QRectF) -> None:
    """The park's grass mat, with mown stripes."""
    path = QPainterPath()
    path.addRoundedRect(rect, 18, 18)
    painter.setPen(QPen(QColor("#2e5a23"), 4))
    painter.setBrush(theme.gradient_brush(QColor("#6fae55"), QColor("#558f43"), rect))
    painter.drawPath(path)
    painter.setPen(QPen(QColor(255, 255, 255, 26), 2))
    for k in range(0, int(rect.width()), 46):
        x = rect.left() + k
        painter.drawLine(QPointF(x, rect.top() + 4), QPointF(x, rect.bottom() - 4))


# --- drawing the components -----------------------------------------------------------


def item_path(item: str, c: QPointF, r: float) -> QPainterPath:
    """The item's silhouette: each item has its own shape, so colour never carries it alone."""
    x, y = c.x(), c.y()
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    if item == "note":  # a quaver: tilted head, stem, flag
        head = QPainterPath()
        head.addEllipse(QPointF(0, 0), r * 0.42, r * 0.3)
        path.addPath(QTransform().translate(x - r * 0.25, y + r * 0.55).rotate(-25).map(head))
        path.addRect(QRectF(x + r * 0.06, y - r * 0.85, r * 0.16, r * 1.4))
        flag = QPainterPath(QPointF(x + r * 0.14, y - r * 0.85))
        flag.cubicTo(x + r * 0.5, y - r * 0.6, x + r * 0.85, y - r * 0.45, x + r * 0.55, y - r * 0.05)
        flag.cubicTo(x + r * 0.65, y - r * 0.4, x + r * 0.4, y - r * 0.45, x + r * 0.14, y - r * 0.5)
        flag.closeSubpath()
        path.addPath(flag)
    elif item == "bird":  # round body, head, beak and tail
        path.addEllipse(QPointF(x - r * 0.1, y + r * 0.15), r * 0.62, r * 0.45)
        path.addEllipse(QPointF(x + r * 0.42, y - r * 0.32), r * 0.3, r * 0.3)
        beak = QPolygonF([QPointF(x + r * 0.68, y - r * 0.42), QPointF(x + r * 1.0, y - r * 0.3),
                          QPointF(x + r * 0.68, y - r * 0.2)])
        path.addPolygon(beak)
        tail = QPolygonF([QPointF(x - r * 0.6, y + r * 0.05), QPointF(x - r * 1.0, y - r * 0.3),
                          QPointF(x - r * 0.9, y + r * 0.35)])
        path.addPolygon(tail)
    elif item == "flower":  # five round petals around a heart
        for k in range(5):
            a = math.radians(-90 + k * 72)
            path.addEllipse(QPointF(x + math.cos(a) * r * 0.52, y + math.sin(a) * r * 0.52), r * 0.38, r * 0.38)
        path.addEllipse(c, r * 0.3, r * 0.3)
    else:  # cupcake: fluted cup, frosting, cherry
        cup = QPolygonF([QPointF(x - r * 0.62, y), QPointF(x + r * 0.62, y), QPointF(x + r * 0.42, y + r * 0.9),
                         QPointF(x - r * 0.42, y + r * 0.9)])
        path.addPolygon(cup)
        path.addEllipse(QPointF(x - r * 0.35, y - r * 0.12), r * 0.38, r * 0.3)
        path.addEllipse(QPointF(x + r * 0.35, y - r * 0.12), r * 0.38, r * 0.3)
        path.addEllipse(QPointF(x, y - r * 0.38), r * 0.42, r * 0.34)
        path.addEllipse(QPointF(x + r * 0.05, y - r * 0.82), r * 0.16, r * 0.16)
    return path.simplified()


def paint_item(p: QPainter, item: str, c: QPointF, r: float, colour: QColor) -> None:
    """An item symbol in its colour with a dark outline (and a light heart on the flower)."""
    p.save()
    p.setPen(QPen(colour.darker(220), max(1.0, r * 0.09)))
    p.setBrush(colour)
    p.drawPath(item_path(item, c, r))
    if item == "flower":
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#fff6d5"))
        p.drawEllipse(c, r * 0.2, r * 0.2)
    elif item == "bird":
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("white"))
        p.drawEllipse(QPointF(c.x() + r * 0.48, c.y() - r * 0.38), r * 0.08, r * 0.08)
    elif item == "cupcake":
        p.setPen(QPen(colour.darker(220), max(1.0, r * 0.05)))
        for k in (-1, 0, 1):
            p.drawLine(QPointF(c.x() + k * r * 0.28, c.y() + r * 0.08), QPointF(c.x() + k * r * 0.2, c.y() + r * 0.85))
    p.restore()


def paint_tile_face(p: QPainter, rect: QRectF, edges: str, item: str, colour: str) -> None:
    """A park tile: meadow with a darker flower-bed band along each garden edge, the item in the middle."""
    w = rect.width()
    p.fillRect(rect, MEADOW)
    p.setPen(QPen(MEADOW_DARK, max(1.0, w * 0.015)))
    for k in range(7):  # short grass strokes so a field edge reads as meadow
        gx = rect.left() + w * (0.1 + 0.13 * k)
        gy = rect.top() + w * (0.3 + 0.37 * (k % 2))
        p.drawLine(QPointF(gx, gy), QPointF(gx + w * 0.02, gy - w * 0.05))
    depth = w * 0.24
    tl, tr, br, bl = rect.topLeft(), rect.topRight(), rect.bottomRight(), rect.bottomLeft()
    inner = rect.adjusted(depth, depth, -depth, -depth)
    bands = (
        (tl, tr, inner.topRight(), inner.topLeft()),
        (tr, br, inner.bottomRight(), inner.topRight()),
        (br, bl, inner.bottomLeft(), inner.bottomRight()),
        (bl, tl, inner.topLeft(), inner.bottomLeft()),
    )
    for d, terrain in enumerate(edges):
        if terrain != "G":
            continue
        a, b, c, e = bands[d]
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(GARDEN)
        p.drawPolygon(QPolygonF([a, b, c, e]))
        p.setPen(QPen(GARDEN_EDGE, max(1.0, w * 0.03)))
        p.drawLine(a, b)
        p.setPen(Qt.PenStyle.NoPen)
        for k in range(5):  # flower-bed dots along the band
            t = 0.2 + 0.15 * k
            mid_outer = a + (b - a) * t
            mid_inner = e + (c - e) * t
            dot = mid_outer + (mid_inner - mid_outer) * (0.35 + 0.3 * (k % 2))
            p.setBrush(FLOWER_DOTS[(k + d) % len(FLOWER_DOTS)])
            p.drawEllipse(dot, w * 0.028, w * 0.028)
    p.setPen(QPen(QColor(90, 110, 60, 160), max(1.0, w * 0.012)))
    p.setBrush(QColor("#fffaf0"))
    p.drawEllipse(rect.center(), w * 0.25, w * 0.25)
    # the colour matters for matching, so its ring also has its own line pattern (never colour alone)
    ring = QPen(ITEM_COLOURS[colour], max(1.5, w * 0.03), COLOUR_RING[colour], Qt.PenCapStyle.FlatCap)
    p.setPen(ring)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(rect.center(), w * 0.22, w * 0.22)
    if colour == "yellow":  # a second, inner ring: double line
        p.drawEllipse(rect.center(), w * 0.185, w * 0.185)
    paint_item(p, item, rect.center(), w * 0.15, ITEM_COLOURS[colour])


def paint_bench(p: QPainter, c: QPointF, r: float) -> None:
    """The bench side of an attraction token: a wooden park bench on a cream disc."""
    p.save()
    p.setPen(QPen(QColor("#6b4b2a"), max(1.0, r * 0.1)))
    p.setBrush(QColor("#fff2cf"))
    p.drawEllipse(c, r, r)
    wood = QColor("#a0693a")
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(wood)
    p.drawRect(QRectF(c.x() - r * 0.6, c.y() - r * 0.45, r * 1.2, r * 0.2))
    p.drawRect(QRectF(c.x() - r * 0.6, c.y() - r * 0.15, r * 1.2, r * 0.2))
    p.drawRect(QRectF(c.x() - r * 0.5, c.y() + r * 0.05, r * 0.14, r * 0.45))
    p.drawRect(QRectF(c.x() + r * 0.36, c.y() + r * 0.05, r * 0.14, r * 0.45))
    p.restore()


def paint_attraction(p: QPainter, kind: str, c: QPointF, r: float) -> None:
    """The face of a taken attraction token: a distinct emblem per kind."""
    p.save()
    colour = QColor(ATTRACTION_COLOURS.get(kind, "#888888"))
    p.setPen(QPen(colour.darker(170), max(1.0, r * 0.1)))
    p.setBrush(colour)
    p.drawEllipse(c, r, r)
    p.setPen(QPen(QColor("white"), max(1.5, r * 0.12)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    x, y = c.x(), c.y()
    if kind == "tricycle":
        p.drawEllipse(QPointF(x - r * 0.4, y + r * 0.25), r * 0.25, r * 0.25)
        p.drawEllipse(QPointF(x + r * 0.4, y + r * 0.25), r * 0.25, r * 0.25)
        p.drawLine(QPointF(x - r * 0.4, y + r * 0.25), QPointF(x, y - r * 0.35))
        p.drawLine(QPointF(x, y - r * 0.35), QPointF(x + r * 0.4, y + r * 0.25))
    elif kind == "butterfly":
        p.setBrush(QColor("white"))
        p.drawEllipse(QPointF(x - r * 0.3, y - r * 0.15), r * 0.28, r * 0.35)
        p.drawEllipse(QPointF(x + r * 0.3, y - r * 0.15), r * 0.28, r * 0.35)
        p.drawEllipse(QPointF(x - r * 0.22, y + r * 0.3), r * 0.18, r * 0.2)
        p.drawEllipse(QPointF(x + r * 0.22, y + r * 0.3), r * 0.18, r * 0.2)
    elif kind == "exchange":
        p.drawArc(QRectF(x - r * 0.5, y - r * 0.5, r, r), 30 * 16, 150 * 16)
        p.drawArc(QRectF(x - r * 0.5, y - r * 0.5, r, r), 210 * 16, 150 * 16)
        p.drawLine(QPointF(x + r * 0.45, y - r * 0.3), QPointF(x + r * 0.5, y + r * 0.05))
        p.drawLine(QPointF(x - r * 0.45, y + r * 0.3), QPointF(x - r * 0.5, y - r * 0.05))
    elif kind == "attraction":  # a Ferris wheel
        p.drawEllipse(c, r * 0.5, r * 0.5)
        for k in range(4):
            a = math.radians(k * 45)
            p.drawLine(QPointF(x - math.cos(a) * r * 0.5, y - math.sin(a) * r * 0.5),
                       QPointF(x + math.cos(a) * r * 0.5, y + math.sin(a) * r * 0.5))
    else:  # wild: a star
        p.setBrush(QColor("white"))
        p.setPen(Qt.PenStyle.NoPen)
        p.drawPath(theme.shape_path("star", c, r * 0.62))
    p.restore()


def paint_nap(p: QPainter, c: QPointF, r: float, asleep: bool) -> None:
    """The nap token: blank (ready) or Zzz (the character action is used)."""
    p.save()
    p.setPen(QPen(QColor("#4a4a6a"), max(1.0, r * 0.08)))
    p.setBrush(QColor("#2f3a6b") if asleep else QColor("#fdf6e3"))
    p.drawEllipse(c, r, r)
    p.setPen(QColor("#ffe27a") if asleep else QColor("#6d6d8a"))
    size = int(r * (0.7 if asleep else 0.5))
    if size >= CARD_TEXT:
        p.setFont(theme.display_font(size))
        p.drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter,
                   "Zzz" if asleep else _tr("awake"))
    else:  # too small for a word: an open eye for a blank (ready) token, a closed one for Zzz
        p.setPen(QPen(QColor("#6d6d8a") if not asleep else QColor("#ffe27a"), max(1.5, r * 0.12)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        eye = QRectF(c.x() - r * 0.55, c.y() - r * 0.3, r * 1.1, r * 0.6)
        if asleep:
            p.drawArc(eye, 200 * 16, 140 * 16)
        else:
            p.drawEllipse(eye)
            p.setBrush(QColor("#6d6d8a"))
            p.drawEllipse(c, r * 0.16, r * 0.16)
    p.restore()


def paint_cost(p: QPainter, rect: QRectF, cost: list[str], free: str | None, most: float = 15.0) -> None:
    """A row (or two) of item symbols, each at most `most` units in radius; the one the figure's space pays
    is ringed."""
    n = len(cost)
    per_row = (n + 1) // 2 if n > 4 else n  # never more than two rows
    r = min(rect.width() / (per_row * 2.4), most)
    ringed = False
    for i, item in enumerate(cost):
        row, col = divmod(i, per_row)
        count_in_row = min(per_row, n - row * per_row)
        x = rect.center().x() + (col - (count_in_row - 1) / 2) * r * 2.4
        y = rect.top() + r + 2 + row * r * 2.2
        colour = QColor("#6d5a4a")
        paint_item(p, item, QPointF(x, y), r * 0.95, colour)
        if free == item and not ringed:
            ringed = True
            p.setPen(QPen(QColor("#1a8f5a"), 2.5, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(QPointF(x, y), r * 1.15, r * 1.15)


#: The smallest text on a card or token, in table units (the toolkit's floor).
CARD_TEXT = MIN_TEXT
_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
_TOP_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop


def adventure_face(p: QPainter, rect: QRectF, card: CardItem) -> None:
    """An adventure: type band, name, points, the cost (advanced side: one more theme item) and its bonus."""
    info = ADVENTURES[card.data_["card"]]
    side = card.data_.get("side", "standard")
    free = card.data_.get("free")
    band = QColor(ITEM_COLOURS[TYPE_COLOUR[info.type]])
    band.setAlpha(200)  # softened by the card's cream
    band, ink = theme.ink_on(theme.over(band, QColor("#fffaf0")))
    p.fillRect(rect, QColor("#fffaf0"))
    top = QRectF(rect.left(), rect.top(), rect.width(), 26)
    p.fillRect(top, band)
    paint_item(p, info.theme, QPointF(top.left() + 15, top.center().y()), 10, ink)
    p.setPen(ink)
    draw_fitted(p, top.adjusted(28, 0, -4, 0), f"{type_name(info.type)} · {tier_name(info.tier)}",
                theme.text_font(CARD_TEXT, bold=True), _LEFT, wrap=False)
    small = rect.height() < 150
    p.setPen(theme.INK)
    name_rect = QRectF(rect.left() + 5, top.bottom() + 2, rect.width() - 44, 42)
    draw_fitted(p, name_rect, adventure_name(info.id), theme.display_font(CARD_TEXT), _TOP_LEFT,
                narrower=theme.text_font(CARD_TEXT))
    badge = QRectF(rect.right() - 36, top.bottom() + 3, 32, 32)
    p.setPen(QPen(QColor("#8a6a00"), 2))
    p.setBrush(QColor("#ffd45c"))
    p.drawEllipse(badge)
    p.setPen(theme.INK)
    p.setFont(theme.text_font(18, bold=True))
    p.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(info.points))
    if small:
        return
    # below the name: the cost (two rows at most), the bonus box of the advanced side, the footer
    cost = list(info.cost_of(side))
    paint_cost(p, QRectF(rect.left() + 4, top.bottom() + 42, rect.width() - 8, 46), cost, free, 10.0)
    if side == "advanced":
        box = QRectF(rect.left() + 3, rect.bottom() - 99, rect.width() - 6, 61)
        p.setPen(QPen(QColor("#b08a2e"), 1.5))
        p.setBrush(QColor("#fff1c4"))
        p.drawRoundedRect(box, 6, 6)
        p.setPen(theme.INK)
        draw_fitted(p, box.adjusted(2, 0, -2, 0), short_bonus(info), theme.text_font(CARD_TEXT, bold=True))
    spend = card.data_.get("spend")
    p.setPen(QColor("#1a6b45") if spend else QColor("#7a6a5a"))
    # the footer: two lines above the foot, or as many as the room under the cost leaves on the standard side
    foot_top = rect.bottom() - 38 if side == "advanced" else min(rect.bottom() - 38, top.bottom() + 90)
    footer = QRectF(rect.left() + 2, foot_top, rect.width() - 4, rect.bottom() - foot_top)
    text = _tr("spends {items}").format(items=spend) if spend else (
        _tr("advanced side") if side == "advanced" else _tr("standard side"))
    draw_fitted(p, footer, text, theme.text_font(CARD_TEXT, bold=bool(spend)),
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom)


def short_bonus(info: Adventure) -> str:
    """The advanced side's bonus in a few words (the full sentence is in the card's tooltip)."""
    theme_name = item_word(info.theme)
    if info.tier == "easy":
        return _tr("Bonus now: +1 per extra {item} (up to 2)").format(item=theme_name)
    if info.tier == "medium":
        return _tr("Game end: +1 per 2 {items} left").format(items=item_word(info.theme, plural=True))
    return _tr("Game end: +1 per {kind} adventure").format(kind=type_name(info.type))


def done_strip(p: QPainter, rect: QRectF, card: CardItem) -> None:
    """A completed adventure in the pile: type colour, name, points; a star when its bonus side is up."""
    info = ADVENTURES[card.data_["card"]]
    band = QColor(ITEM_COLOURS[TYPE_COLOUR[info.type]])
    p.fillRect(rect, QColor("#fffaf0"))
    p.fillRect(QRectF(rect.left(), rect.top(), 26, rect.height()), band)
    paint_item(p, info.theme, QPointF(rect.left() + 13, rect.center().y()), 8, QColor("white"))
    p.setPen(theme.INK)
    bonus = card.data_.get("end_bonus")
    # the star marks the bonus side; at the end the bonus's tag (in the star's yellow) takes its place, so the
    # name keeps room enough to stay whole
    advanced = card.data_.get("side") == "advanced" and bonus is None
    text_rect = rect.adjusted(30, 0, -(30 + (24 if advanced else 0) + (38 if bonus is not None else 0)), 0)
    draw_fitted(p, text_rect, adventure_name(info.id), theme.text_font(CARD_TEXT, bold=True), _LEFT, wrap=False,
                narrower=theme.text_font(CARD_TEXT))
    p.setFont(theme.text_font(CARD_TEXT, bold=True))
    p.drawText(QRectF(rect.right() - 26, rect.top(), 24, rect.height()), Qt.AlignmentFlag.AlignCenter,
               str(info.points))
    if advanced:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#f2b705"))
        p.drawPath(theme.shape_path("star", QPointF(rect.right() - 40, rect.center().y()), 8))
    if bonus is not None:
        tag = QRectF(rect.right() - 66, rect.top() + 1, 36, rect.height() - 2)
        p.setBrush(QColor("#ffe27a"))
        p.setPen(QPen(QColor("#8a6a00"), 1.5))
        p.drawRoundedRect(tag, 6, 6)
        p.setPen(theme.INK)
        p.drawText(tag, Qt.AlignmentFlag.AlignCenter, f"+{bonus}")


def adventure_back(p: QPainter, rect: QRectF, card: CardItem) -> None:
    tier = card.data_.get("tier", "easy")
    p.fillRect(rect, TIER_COLOUR[tier])
    p.setPen(QPen(QColor(255, 255, 255, 150), 3))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(rect.center(), rect.width() * 0.3, rect.width() * 0.3)
    p.setPen(theme.INK)
    p.setFont(theme.display_font(15))
    p.drawText(rect, Qt.AlignmentFlag.AlignCenter, tier_name(tier))


def character_face(p: QPainter, rect: QRectF, card: CardItem) -> None:
    """The character card with both sides' actions; the face-up one is bright, the other faded."""
    key = card.data_["character"]
    side = card.data_.get("side")
    info = CHARACTERS[key]
    colour_hex, mono = CHARACTER_STYLE[key]
    p.fillRect(rect, QColor("#fff7fb"))
    head = QRectF(rect.left(), rect.top(), rect.width(), 44)
    fill, ink = theme.ink_on(QColor(colour_hex))
    p.fillRect(head, fill)
    p.setPen(ink)
    draw_fitted(p, head.adjusted(50, 0, -4, 0), info.name, theme.display_font(20), _LEFT, wrap=False)
    p.setBrush(QColor("white"))
    p.setPen(Qt.PenStyle.NoPen)
    p.drawEllipse(QPointF(head.left() + 24, head.center().y()), 17, 17)
    p.setPen(theme.deepened(QColor(colour_hex), QColor("white")))
    p.setFont(theme.display_font(CARD_TEXT))
    p.drawText(QRectF(head.left() + 7, head.top() + 5, 34, 34), Qt.AlignmentFlag.AlignCenter, mono)
    y = head.bottom() + 4
    h = (rect.bottom() - y - 6) / 2  # four lines of the longest action (in Italian) fit under the side's name
    for name in ("explore", "scoring"):
        text = shown(CHARACTER_ACTION[(key, name)])
        box = QRectF(rect.left() + 4, y, rect.width() - 8, h)
        up = side == name or side is None
        p.setPen(QPen(QColor(colour_hex) if up else QColor("#cccccc"), 2))
        p.setBrush(QColor("#ffffff") if up else QColor("#f1eef0"))
        p.drawRoundedRect(box, 6, 6)
        p.setPen(theme.INK if up else QColor("#6f6767"))  # faded, yet 4.5:1 on the faded side
        label = _tr("Explore side") if name == "explore" else _tr("Scoring side")
        if side == name:
            label = _tr("{side} (face up)").format(side=label)
        draw_fitted(p, box.adjusted(6, 2, -6, 0), label, theme.text_font(CARD_TEXT, bold=True), _TOP_LEFT, wrap=False)
        draw_fitted(p, box.adjusted(6, 20, -6, -1), text, theme.text_font(CARD_TEXT), _TOP_LEFT)
        y += h + 4


ITEM_SHOW_COLOUR = {"note": "red", "bird": "blue", "flower": "yellow", "cupcake": "green"}  # the start tile's colours


def paint_character_badge(p: QPainter, rect: QRectF, character: str) -> None:
    """The character's standee head alone: its colour and monogram (the lobby's menu of characters)."""
    colour, monogram = CHARACTER_STYLE[character]
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(colour))
    p.drawEllipse(rect.adjusted(1, 1, -1, -1))
    p.setPen(theme.ink_on(QColor(colour))[1])
    p.setFont(theme.display_font(max(6, round(rect.height() * 0.42))))
    p.drawText(rect, Qt.AlignmentFlag.AlignCenter, monogram)


def paint_standee(p: QPainter, head: QRectF, fig: FigureItem) -> None:
    """A round standee: the character's colour, a ring in the seat colour, the monogram."""
    ring = QColor(fig.data_.get("ring", "#ffffff"))
    p.setPen(QPen(ring, 4))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(head.adjusted(1, 1, -1, -1))
    px = math.ceil(max(head.height() * 0.45, CARD_TEXT * item_boost(fig)))
    if on_screen(p, px) < SCREEN_FLOOR:
        return  # a park zoomed far out: the colour and the ring say whose it is; letters this small would not
    p.setPen(theme.ink_on(fig.colour)[1])
    p.setFont(theme.display_font(px))
    p.drawText(head, Qt.AlignmentFlag.AlignCenter, fig.monogram)


def text_boost(scale: float) -> float:
    """How much to enlarge marks drawn inside the park so they stay readable when it is zoomed out: text keeps
    at least its size in table units down to a scale of 1/1.7."""
    return max(1.0, min(1.7, 1.0 / max(scale, 0.05)))


def item_boost(item: QGraphicsItem) -> float:
    """`text_boost` for a piece inside the park's world (its parent carries the park's zoom)."""
    parent = item.parentItem()
    return text_boost(parent.transform().m11() if parent is not None else 1.0)


def _tile_picture(p: QPainter, rect: QRectF) -> None:
    size = min(rect.width(), rect.height())
    square = QRectF(rect.center().x() - size / 2, rect.center().y() - size / 2, size, size)
    paint_tile_face(p, square, "GGFF", "flower", "red")


def _adventure_picture(p: QPainter, rect: QRectF) -> None:
    card = CardItem(ADV_W, ADV_H, "rules-picture", adventure_face)
    card.data_ = {"card": 1, "side": "advanced", "free": None}
    p.fillRect(rect, theme.PAPER)
    adventure_face(p, rect.adjusted(4, 4, -4, -4), card)


def rules_pictures() -> dict[str, tuple[Callable[[QPainter, QRectF], None], tuple[int, int]]]:
    """The pictures of the in-app rules, drawn with the table's own painters."""
    return {"park-tile": (_tile_picture, (200, 200)), "adventure-card": (_adventure_picture, (int(ADV_W), int(ADV_H)))}
