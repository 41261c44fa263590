"""The Hello Kitty: Day at the Park table.

Layout (design space 1920×1080): the other players in a strip along the top; the
park in the middle-left, drawn in its own zoomable, pannable window (wheel over the
park zooms it, dragging the meadow pans it, "Fit" frames the whole park); the piles
and the action tray on the right; the shown seat's area along the bottom — the
character card with its nap token, items by kind, attraction tokens, the two hand
tiles, three open adventures and the completed pile.

Gestures: drag a hand tile over the park (every legal space glows; spaces where the
tile would fit only turned another way glow pink and say so; the wheel, R or a
right-click turns it); drag your figure through up to three spaces, or click them
one after another, then confirm the move; click lit spaces for everything else
that targets the park (first figure, high-five step, Tricycle, tile moves and
removals, Kuromi's swap). Choices without a place on the park (items, rewards,
trades, piles) are buttons in the tray.
"""

from __future__ import annotations

import itertools
import math
import statistics
import time
from collections.abc import Callable
from types import SimpleNamespace
from typing import Any, ClassVar

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPainterPath, QPen, QPolygonF, QTransform
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from desktop.rules_help import register_picture
from desktop.table import theme
from desktop.table.base import GameTable
from desktop.table.items import ButtonItem, CardItem, FigureItem, LabelItem, TableItem
from desktop.table.zones import DropZone
from rules.core import Action, Event, View
from rules.day_at_the_park import actions as A
from rules.day_at_the_park.data import (
    ADVENTURES,
    ALL_TILES,
    CHARACTERS,
    ITEM_NAMES,
    ITEMS,
    START_CELLS,
    START_NAMES,
    TYPE_COLOUR,
)
from rules.day_at_the_park.park import rotate

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
#: Each character's standee colour and monogram (drawn by the app, never the licensed likeness).
CHARACTER_STYLE = {
    "hello-kitty": ("#e8446d", "HK"), "keroppi": ("#3fa34d", "Ke"), "my-melody": ("#f28cc0", "MM"),
    "badtz-maru": ("#2d2d2d", "BM"), "chococat": ("#8a5a3b", "Ch"), "kuromi": ("#6c3fa0", "Ku"),
}
TIER_COLOUR = {"easy": QColor("#8fd19e"), "medium": QColor("#f6c85f"), "hard": QColor("#e8787a")}
ATTRACTION_NAMES = {"tricycle": "Tricycle", "butterfly": "Butterfly", "exchange": "Exchange",
                    "attraction": "Attraction", "wild": "Wild"}
ATTRACTION_COLOURS = {"tricycle": "#e07a5f", "butterfly": "#9b6fd1", "exchange": "#3d9ac7",
                      "attraction": "#f2a541", "wild": "#d14d8b"}


def tile_id(name: str) -> int:
    """A view's tile name ("tile-17", "start-ne") as the rules' tile number."""
    for number, start in START_NAMES.items():
        if start == name:
            return number
    return int(name.rsplit("-", 1)[1])


def card_id(name: str) -> int:
    return int(name.rsplit("-", 1)[1])


def _neighbours(pos: Pos) -> list[Pos]:
    x, y = pos
    return [(x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y)]


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
    paint_item(p, item, rect.center(), w * 0.17, ITEM_COLOURS[colour])


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
    if size >= 12:
        p.setFont(theme.display_font(size))
        p.drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter,
                   "Zzz" if asleep else "awake")
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


def paint_cost(p: QPainter, rect: QRectF, cost: list[str], free: str | None) -> None:
    """A row (or two) of item symbols; the one the figure's space pays is ringed with "space"."""
    n = len(cost)
    per_row = 4 if n > 4 else n
    r = min(rect.width() / (per_row * 2.4), 15.0)
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


def adventure_face(p: QPainter, rect: QRectF, card: Any) -> None:
    """An adventure: type band, name, points, the cost (advanced side: one more theme item) and its bonus."""
    info = ADVENTURES[card.data_["card"]]
    side = card.data_.get("side", "standard")
    free = card.data_.get("free")
    band = QColor(ITEM_COLOURS[TYPE_COLOUR[info.type]])
    band.setAlpha(200)
    p.fillRect(rect, QColor("#fffaf0"))
    top = QRectF(rect.left(), rect.top(), rect.width(), 30)
    p.fillRect(top, band)
    paint_item(p, info.theme, QPointF(top.left() + 16, top.center().y()), 10, QColor("white"))
    p.setPen(QColor("white"))
    p.setFont(theme.text_font(13, bold=True))
    p.drawText(top.adjusted(30, 0, -6, 0), int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft),
               f"{info.type.title()} · {info.tier.title()}")
    small = rect.height() < 150
    p.setPen(theme.INK)
    p.setFont(theme.display_font(14 if small else 15))
    name_rect = QRectF(rect.left() + 4, top.bottom() + 2, rect.width() - 48, 54)
    p.drawText(name_rect, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop) | int(Qt.TextFlag.TextWordWrap),
               info.name)
    badge = QRectF(rect.right() - 40, top.bottom() + 4, 36, 36)
    p.setPen(QPen(QColor("#8a6a00"), 2))
    p.setBrush(QColor("#ffd45c"))
    p.drawEllipse(badge)
    p.setPen(theme.INK)
    p.setFont(theme.text_font(18, bold=True))
    p.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(info.points))
    if small:
        return
    cost = list(info.cost_of(side))
    paint_cost(p, QRectF(rect.left() + 4, rect.top() + 86, rect.width() - 8, 64), cost, free)
    if side == "advanced":
        box = QRectF(rect.left() + 4, rect.bottom() - 70, rect.width() - 8, 36)
        p.setPen(QPen(QColor("#b08a2e"), 1.5))
        p.setBrush(QColor("#fff1c4"))
        p.drawRoundedRect(box, 6, 6)
        p.setPen(theme.INK)
        p.setFont(theme.text_font(12, bold=True))
        p.drawText(box.adjusted(4, 1, -4, -1), int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap),
                   short_bonus(info))
    spend = card.data_.get("spend")
    p.setFont(theme.text_font(12, bold=bool(spend)))
    p.setPen(QColor("#1a6b45") if spend else QColor("#7a6a5a"))
    footer = QRectF(rect.left() + 2, rect.bottom() - 32, rect.width() - 4, 31)
    text = f"spends {spend}" if spend else f"{side} side"
    p.drawText(footer, int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap), text)


def short_bonus(info: Any) -> str:
    """The advanced side's bonus in a few words (the full sentence is in the card's tooltip)."""
    theme_name = ITEM_NAMES[info.theme]
    if info.tier == "easy":
        return f"Bonus now: +1 per extra {theme_name} (up to 2)"
    if info.tier == "medium":
        return f"Game end: +1 per 2 {theme_name}s left"
    return f"Game end: +1 per {info.type.title()} adventure"


def done_strip(p: QPainter, rect: QRectF, card: Any) -> None:
    """A completed adventure in the pile: type colour, name, points; a star when its bonus side is up."""
    info = ADVENTURES[card.data_["card"]]
    band = QColor(ITEM_COLOURS[TYPE_COLOUR[info.type]])
    p.fillRect(rect, QColor("#fffaf0"))
    p.fillRect(QRectF(rect.left(), rect.top(), 26, rect.height()), band)
    paint_item(p, info.theme, QPointF(rect.left() + 13, rect.center().y()), 8, QColor("white"))
    p.setPen(theme.INK)
    p.setFont(theme.text_font(12, bold=True))
    advanced = card.data_.get("side") == "advanced"
    text_rect = rect.adjusted(30, 0, -(58 if advanced else 30), 0)
    p.drawText(text_rect, int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft), info.name)
    p.drawText(QRectF(rect.right() - 26, rect.top(), 24, rect.height()), Qt.AlignmentFlag.AlignCenter,
               str(info.points))
    if advanced:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#f2b705"))
        p.drawPath(theme.shape_path("star", QPointF(rect.right() - 40, rect.center().y()), 8))
    bonus = card.data_.get("end_bonus")
    if bonus is not None:
        tag = QRectF(rect.right() - 80, rect.top() + 1, 34, rect.height() - 2)
        p.setBrush(QColor("#ffe27a"))
        p.setPen(QPen(QColor("#8a6a00"), 1.5))
        p.drawRoundedRect(tag, 6, 6)
        p.setPen(theme.INK)
        p.drawText(tag, Qt.AlignmentFlag.AlignCenter, f"+{bonus}")


def adventure_back(p: QPainter, rect: QRectF, card: Any) -> None:
    tier = card.data_.get("tier", "easy")
    p.fillRect(rect, TIER_COLOUR[tier])
    p.setPen(QPen(QColor(255, 255, 255, 150), 3))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(rect.center(), rect.width() * 0.3, rect.width() * 0.3)
    p.setPen(theme.INK)
    p.setFont(theme.display_font(15))
    p.drawText(rect, Qt.AlignmentFlag.AlignCenter, tier.title())


def character_face(p: QPainter, rect: QRectF, card: Any) -> None:
    """The character card with both sides' actions; the face-up one is bright, the other faded."""
    key = card.data_["character"]
    side = card.data_.get("side")
    info = CHARACTERS[key]
    colour_hex, mono = CHARACTER_STYLE[key]
    p.fillRect(rect, QColor("#fff7fb"))
    head = QRectF(rect.left(), rect.top(), rect.width(), 44)
    p.fillRect(head, QColor(colour_hex))
    p.setPen(QColor("white"))
    p.setFont(theme.display_font(20))
    p.drawText(head.adjusted(50, 0, 0, 0), int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft), info.name)
    p.setBrush(QColor("white"))
    p.setPen(Qt.PenStyle.NoPen)
    p.drawEllipse(QPointF(head.left() + 24, head.center().y()), 17, 17)
    p.setPen(QColor(colour_hex))
    p.setFont(theme.display_font(14))
    p.drawText(QRectF(head.left() + 7, head.top() + 5, 34, 34), Qt.AlignmentFlag.AlignCenter, mono)
    y = head.bottom() + 6
    h = (rect.bottom() - y - 8) / 2
    for name, text in (("explore", info.explore), ("scoring", info.scoring)):
        box = QRectF(rect.left() + 4, y, rect.width() - 8, h)
        up = side == name or side is None
        p.setPen(QPen(QColor(colour_hex) if up else QColor("#cccccc"), 2))
        p.setBrush(QColor("#ffffff") if up else QColor("#f1eef0"))
        p.drawRoundedRect(box, 6, 6)
        p.setPen(theme.INK if up else QColor("#9a9090"))
        p.setFont(theme.text_font(13, bold=True))
        label = f"{name.title()} side" + (" (face up)" if side == name else "")
        p.drawText(box.adjusted(6, 2, -6, 0), int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop), label)
        p.setFont(theme.text_font(13))
        p.drawText(box.adjusted(6, 20, -6, -2),
                   int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop) | int(Qt.TextFlag.TextWordWrap), text)
        y += h + 4


# --- pieces -----------------------------------------------------------------------------


class ParkTileItem(TableItem):
    """A park tile, painted once into the item cache; `turn` rotates its edges (the item stays upright)."""

    def __init__(self, size: float, tile: int, edges: str, key: str = "", turn: int = 0) -> None:
        super().__init__(size, size, key)
        info = ALL_TILES[tile]
        self.tile, self.base_edges, self.turn = tile, edges, turn
        self.item, self.colour_name = info.item, info.colour
        self.data_.update(kind="tile", tile=tile)

    def set_turn(self, turn: int) -> None:
        if turn != self.turn:
            self.turn = turn
            self.update()

    @property
    def edges(self) -> str:
        return rotate(self.base_edges, self.turn)

    def outline(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(self.body(), self.w * 0.05, self.w * 0.05)
        return path

    def paint_body(self, painter: QPainter) -> None:
        path = self.outline()
        if self.lifted:
            theme.soft_shadow(painter, path, 4.0)
        painter.save()
        painter.setClipPath(path)
        paint_tile_face(painter, self.body(), self.edges, self.item, self.colour_name)
        painter.restore()
        painter.setPen(QPen(QColor(60, 80, 40, 150), 1.2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)


class ChipItem(TableItem):
    """A round token: an attraction (bench side or face), the nap token, or an item pick."""

    def __init__(self, diameter: float, kind: str, key: str = "", face: str = "bench", label: str = "") -> None:
        super().__init__(diameter, diameter, key)
        self.kind, self.face, self.label = kind, face, label
        self.data_["kind"] = kind

    def outline(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(self.body())
        return path

    def paint_body(self, painter: QPainter) -> None:
        c, r = QPointF(0, 0), self.w / 2
        theme.soft_shadow(painter, self.outline(), 2.0, 3)
        if self.face == "bench":
            paint_bench(painter, c, r)
        elif self.face in ("zzz", "awake"):
            paint_nap(painter, c, r, self.face == "zzz")
        elif self.face.startswith("item:"):
            item, colour = self.face[5:].split(":")
            painter.setPen(QPen(QColor("#6b5b4b"), 2))
            painter.setBrush(QColor("#fffaf0"))
            painter.drawEllipse(c, r, r)
            paint_item(painter, item, c, r * 0.6, ITEM_COLOURS[colour])
        else:
            paint_attraction(painter, self.face, c, r)
        if self.label:
            painter.setFont(theme.text_font(13, bold=True))
            painter.setPen(QColor("white"))
            badge = QRectF(r * 0.35, r * 0.35, r * 0.9, r * 0.9)
            painter.setBrush(theme.INK)
            painter.drawEllipse(badge)
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, self.label)


class PathItem(QGraphicsObject):
    """The planned move: a dotted line through the spaces, numbered, with the item each step collects."""

    def __init__(self, start: Pos, path: list[Pos], items: list[str], colour: QColor) -> None:
        super().__init__()
        self.start, self.path, self.items, self.colour = start, list(path), list(items), colour
        self.setZValue(8)

    @staticmethod
    def centre(pos: Pos) -> QPointF:
        return QPointF((pos[0] + 0.5) * CELL, (pos[1] + 0.5) * CELL)

    def boundingRect(self) -> QRectF:
        xs = [p[0] for p in [self.start, *self.path]]
        ys = [p[1] for p in [self.start, *self.path]]
        return QRectF(min(xs) * CELL - 40, min(ys) * CELL - 40, (max(xs) - min(xs) + 1) * CELL + 80,
                      (max(ys) - min(ys) + 1) * CELL + 80)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        points = [self.centre(p) for p in [self.start, *self.path]]
        pen = QPen(self.colour, 7, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        for a, b in itertools.pairwise(points):
            painter.drawLine(a, b)
        seen: dict[tuple[float, float], int] = {}
        k = _text_boost(self)
        painter.scale(k, k)  # badges keep a readable size when the park is zoomed out
        points = [pt / k for pt in points]
        for i, (pt, item) in enumerate(zip(points[1:], self.items, strict=False)):
            # a badge per step (number and the item it collects); a revisited space gets a second badge
            again = seen.get((pt.x(), pt.y()), 0)
            seen[(pt.x(), pt.y())] = again + 1
            spot = pt + QPointF(-20 + 40 * again, -26)
            painter.setPen(QPen(theme.INK, 2.5))
            painter.setBrush(QColor("#fffaf0"))
            painter.drawEllipse(spot, 20, 20)
            paint_item(painter, item, spot + QPointF(0, 3), 11, QColor("#5a4a3a"))
            painter.setBrush(self.colour)
            painter.setPen(QPen(QColor("white"), 2))
            badge = spot + QPointF(-14, -16)
            painter.drawEllipse(badge, 12, 12)
            painter.setFont(theme.text_font(16, bold=True))
            painter.drawText(QRectF(badge.x() - 12, badge.y() - 12, 24, 24), Qt.AlignmentFlag.AlignCenter, str(i + 1))


def _text_boost(item: QGraphicsItem) -> float:
    """How much to enlarge marks drawn inside the park so they stay readable when it is zoomed out."""
    parent = item.parentItem()
    scale = parent.transform().m11() if parent is not None else 1.0
    return max(1.0, min(1.7, 0.9 / max(scale, 0.05)))


class ParkSpot(DropZone):
    """A space of (or next to) the park as a target; pink "turn" glow when it fits only turned."""

    #: glow → (fill, border): plain fills and one border, cheap enough to light 60 spaces at once.
    STYLE: ClassVar[dict[str, tuple[QColor, QPen]]] = {
        "legal": (QColor(200, 255, 210, 130), QPen(theme.GLOW_LEGAL, 6)),
        "hover": (QColor(255, 236, 150, 170), QPen(theme.GLOW_HOVER, 8)),
        "hint": (QColor(255, 225, 242, 120), QPen(theme.GLOW_HINT, 5, Qt.PenStyle.DashLine)),
        "dim": (QColor(40, 30, 20, 70), QPen(Qt.PenStyle.NoPen)),
    }

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        style = self.STYLE.get(self.glow)
        if style is not None:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setBrush(style[0])
            painter.setPen(style[1])
            painter.drawRoundedRect(self.rect, 12, 12)
        if self.focused:
            painter.setPen(QPen(QColor("#1a5fb4"), 3, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(self.rect, 12, 12)
        if self.glow == "hint" and self.label:
            painter.setPen(theme.INK)
            k = _text_boost(self)
            painter.setFont(theme.text_font(int(15 * k), bold=True))
            text_rect = self.rect.adjusted(0, self.rect.height() * 0.47, 0, 0)
            painter.drawText(text_rect, int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop), self.label)
            # a quarter-turn arrow above the word
            c = QPointF(self.rect.center().x(), self.rect.top() + self.rect.height() * 0.3)
            r = 9 * k
            painter.setPen(QPen(theme.INK, 2.5 * k, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawArc(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), 90 * 16, -270 * 16)
            tip = QPointF(c.x() - r, c.y())
            painter.setBrush(theme.INK)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawPolygon(QPolygonF([tip + QPointF(-4 * k, 2 * k), tip + QPointF(4 * k, 2 * k),
                                           tip + QPointF(0, -5 * k)]))


class ParkWorld(QGraphicsObject):
    """The park's own coordinate system (one space = CELL units), scaled and shifted by zoom and pan."""

    def boundingRect(self) -> QRectF:
        return QRectF()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        pass


class ParkBoard(QGraphicsObject):
    """The window onto the park: a grass mat that clips the park; dragging the mat pans it."""

    def __init__(self, rect: QRectF, on_pan: Callable[[QPointF], None]) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.on_pan = on_pan
        self._last: QPointF | None = None
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemClipsChildrenToShape)
        self.setZValue(-3)
        self.setCursor(Qt.CursorShape.SizeAllCursor)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return self.rect

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(self.rect, 18, 18)
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = self.shape()
        painter.setPen(QPen(QColor("#2e5a23"), 4))
        painter.setBrush(theme.gradient_brush(QColor("#6fae55"), QColor("#558f43"), self.rect))
        painter.drawPath(path)
        painter.setPen(QPen(QColor(255, 255, 255, 26), 2))
        for k in range(0, int(self.rect.width()), 46):  # mown stripes
            x = self.rect.left() + k
            painter.drawLine(QPointF(x, self.rect.top() + 4), QPointF(x, self.rect.bottom() - 4))

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._last = event.scenePos()
            event.accept()
        else:
            event.ignore()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._last is not None:
            self.on_pan(event.scenePos() - self._last)
            self._last = event.scenePos()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._last = None


class _PanelItem(TableItem):
    """A seat's area: a paper mat edged in the seat's colour, with its badge."""

    def __init__(self, rect: QRectF, colour: theme.SeatColour, active: bool) -> None:
        super().__init__(rect.width(), rect.height())
        self.colour, self.active = colour, active
        self.setPos(rect.center())
        self.setZValue(-4)

    def paint_body(self, painter: QPainter) -> None:
        path = QPainterPath()
        path.addRoundedRect(self.body(), 14, 14)
        theme.soft_shadow(painter, path, 3, 4)
        painter.setPen(QPen(self.colour.qcolor, 7 if self.active else 3))
        painter.setBrush(QColor(255, 250, 240, 238))
        painter.drawPath(path)
        theme.draw_seat_badge(painter, QPointF(-self.w / 2 + 16, -self.h / 2 + 16), 11, self.colour)


# --- the table ----------------------------------------------------------------------------


class DayAtTheParkTable(GameTable):
    """Draws a Day at the Park view; drags, clicks and tray buttons become the rules' actions."""

    #: My Melody's new tile and the swapped-in adventures are revealed by the "character" event.
    REVEAL_EVENTS = frozenset({"draw", "attraction", "reward", "butterfly", "draw-adventure", "refill", "character"})

    def __init__(self, host: Any, scene: Any) -> None:
        super().__init__(host, scene)
        self.scale = 0.9
        self.offset = QPointF(PARK_RECT.center())
        self.auto_fit = True
        self.board: ParkBoard | None = None
        self.world: ParkWorld | None = None
        self.turns: dict[int, int] = {}  # hand tile → rotation the player has turned it to
        self.placements: dict[int, dict[Pos, set[int]]] = {}
        self.path: list[Pos] = []
        self.path_from: Pos | None = None
        self.mode = ""  # "tricycle", "remove", "switch" when a tray choice targets the park
        self.tray_group = ""
        self.tray_page = 0
        self.last_place: Pos | None = None
        self.cell_actions: dict[Pos, Action] = {}
        self.seat_anchor: dict[int, QPointF] = {}
        self.thinking_label: LabelItem | None = None
        self._filter_on: Any = None
        self._legal: list[Action] = []
        self._setup: dict[str, Any] | None = None
        self._keep: list[QGraphicsItem] = []
        self._old_boards: list[ParkBoard] = []

    # --- the park's own zoom and pan -------------------------------------------------

    def _apply_world(self) -> None:
        if self.world is not None:
            self.world.setTransform(QTransform().translate(self.offset.x(), self.offset.y()).scale(self.scale,
                                                                                                    self.scale))

    def fit_park(self) -> None:
        """Frame the whole park with a margin of one space for the spaces a tile could go."""
        view: Any = self.view
        if view is None:
            return
        cells = [(c["x"], c["y"]) for c in view.park]
        xs = [x for x, _ in cells]
        ys = [y for _, y in cells]
        w = (max(xs) - min(xs) + 3.4) * CELL
        h = (max(ys) - min(ys) + 3.4) * CELL
        self.scale = max(0.25, min(1.3, min(PARK_RECT.width() / w, PARK_RECT.height() / h)))
        mid = QPointF((min(xs) + max(xs) + 1) / 2 * CELL, (min(ys) + max(ys) + 1) / 2 * CELL)
        self.offset = PARK_RECT.center() - mid * self.scale
        self._apply_world()

    def zoom_park(self, factor: float, around: QPointF | None = None) -> None:
        around = around if around is not None else PARK_RECT.center()
        new = max(0.25, min(2.5, self.scale * factor))
        world_pt = (around - self.offset) / self.scale
        self.scale = new
        self.offset = around - world_pt * new
        self.auto_fit = False
        self._apply_world()

    def pan_park(self, delta: QPointF) -> None:
        self.offset += delta
        self.auto_fit = False
        self._apply_world()

    def reset_fit(self) -> None:
        self.auto_fit = True
        self.fit_park()

    def cell_at(self, scene_pos: QPointF) -> Pos | None:
        if not PARK_RECT.contains(scene_pos):
            return None
        w = (scene_pos - self.offset) / self.scale
        return math.floor(w.x() / CELL), math.floor(w.y() / CELL)

    def cell_scene_centre(self, pos: Pos) -> QPointF:
        return self.offset + QPointF((pos[0] + 0.5) * CELL, (pos[1] + 0.5) * CELL) * self.scale

    # --- wheel, right-click and R turn a tile; the wheel over the park zooms it --------

    def _install_filter(self) -> None:
        views = self.scene.views()
        if not views or self._filter_on is views[0]:
            return
        self._filter_on = views[0]
        views[0].viewport().installEventFilter(self)

    def _held_tile(self) -> ParkTileItem | None:
        item = self.selected
        if isinstance(item, ParkTileItem) and item.key.startswith("hand:"):
            return item
        return None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        try:
            kind = event.type()
            if kind == QEvent.Type.Wheel:
                held = self._held_tile()
                delta = event.angleDelta().y()  # type: ignore[attr-defined]
                if held is not None and delta:
                    self.turn_tile(held, 90 if delta < 0 else -90)
                    return True
                views = self.scene.views()
                if views:
                    at = event.position().toPoint()  # type: ignore[attr-defined]
                    pos = views[0].mapToScene(at.x(), at.y())
                    if PARK_RECT.contains(pos) and delta:
                        self.zoom_park(1.15 ** (delta / 120.0), pos)
                        return True
            elif kind == QEvent.Type.MouseButtonPress and event.button() == Qt.MouseButton.RightButton:  # type: ignore[attr-defined]
                held = self._held_tile()
                if held is not None:
                    self.turn_tile(held, 90)
                    return True
        except RuntimeError:  # the scene is being torn down
            return False
        return False

    def key_pressed(self, event: QKeyEvent) -> bool:
        held = self._held_tile()
        if event.key() == Qt.Key.Key_R and held is not None:
            back = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
            self.turn_tile(held, -90 if back else 90)
            return True
        if event.key() == Qt.Key.Key_Escape and self.path and self.selected is None:
            self.clear_path()
            return True
        if event.key() == Qt.Key.Key_F:
            self.reset_fit()
            return True
        if event.key() in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom_park(1.2)
            return True
        if event.key() == Qt.Key.Key_Minus:
            self.zoom_park(1 / 1.2)
            return True
        return super().key_pressed(event)

    def turn_tile(self, item: ParkTileItem, degrees: int) -> None:
        """Turn a picked-up tile a quarter and light the spaces again for its new turn."""
        turn = (self.turns.get(item.tile, 0) + degrees) % 360
        self.turns[item.tile] = turn
        item.set_turn(turn)
        self._light_spots(item)

    # --- building --------------------------------------------------------------------

    def me(self, view: Any) -> int:
        return view.seat if view.seat is not None else 0

    def build(self, view: Any) -> None:
        self.view = view
        self._install_filter()
        data = view.to_dict()
        self._legal = list(self.host.legal_actions())
        legal = self._legal
        if not any(isinstance(a, (A.Step, A.Stop)) for a in legal) or self.path_from != self._my_figure(view):
            self.path, self.path_from = [], None
        if not any(isinstance(a, A.Tricycle) for a in legal) and self.mode == "tricycle":
            self.mode = ""
        self.placements = {}
        self._build_park(view, data)
        self._build_side(view, data)
        self._build_opponents(view, data)
        self._build_me(view, data)
        self._build_tray(view, data)
        self._build_banner(view, data)
        self._build_thinking()

    def clear(self) -> None:
        # The park's pieces live under the board; a piece may be mid-event (a zone clicked, the figure
        # dropped) when its click rebuilds the table, so the old board is kept alive until the next clear.
        self._old_boards = [self.board] if self.board is not None else []
        super().clear()
        self.board = self.world = None

    def _my_figure(self, view: Any) -> Pos | None:
        fig = view.players[self.me(view)]["figure"]
        return (fig[0], fig[1]) if fig else None

    def _build_park(self, view: Any, data: dict[str, Any]) -> None:
        self.board = self.add(ParkBoard(PARK_RECT, self.pan_park))
        world = ParkWorld(self.board)
        self.world = world
        if self.auto_fit:
            self.fit_park()
        else:
            self._apply_world()
        cells = {(c["x"], c["y"]): c for c in view.park}
        start = [pos for pos in cells if tile_id(cells[pos]["tile"]) < 0]
        if start:  # the start tile's frame: one 2×2 piece
            frame = _StartFrame(world)
            self._keep = [frame]
            frame.setPos(min(x for x, _ in start) * CELL, min(y for _, y in start) * CELL)
        for pos, c in cells.items():
            tile = self._world_add(ParkTileItem(CELL - 2, tile_id(c["tile"]), c["edges"], f"park:{pos[0]},{pos[1]}"))
            tile.setPos((pos[0] + 0.5) * CELL, (pos[1] + 0.5) * CELL)
            tile.setZValue(0)
            t = ALL_TILES[tile.tile]
            tile.setToolTip(f"{t.colour.title()} {ITEM_NAMES[t.item]} at {pos[0]},{pos[1]}")
            if c["attraction"]:
                chip = self._world_add(ChipItem(30, "bench", f"bench:{pos[0]},{pos[1]}"))
                chip.setPos(pos[0] * CELL + CELL - 20, pos[1] * CELL + 20)
                chip.setZValue(2)
                chip.setToolTip("An attraction token, bench side up: end your move here to take it")
        # targets: every park space, and the spaces next to the park where tiles may go
        for pos in cells:
            zone = ParkSpot(QRectF(pos[0] * CELL + 3, pos[1] * CELL + 3, CELL - 6, CELL - 6), f"cell:{pos[0]},{pos[1]}")
            self._world_zone(zone).data_["pos"] = pos
            zone.hide()
        frontier = {q for pos in cells for q in _neighbours(pos) if q not in cells}
        for pos in frontier:
            zone = ParkSpot(QRectF(pos[0] * CELL + 3, pos[1] * CELL + 3, CELL - 6, CELL - 6),
                            f"spot:{pos[0]},{pos[1]}", "turn it")
            self._world_zone(zone).data_["pos"] = pos
            zone.hide()
        # figures, several on one space side by side
        by_cell: dict[Pos, list[int]] = {}
        for seat, pl in enumerate(view.players):
            if pl["figure"]:
                by_cell.setdefault((pl["figure"][0], pl["figure"][1]), []).append(seat)
        me = self.me(view)
        for pos, seats in by_cell.items():
            for k, seat in enumerate(seats):
                fig = self._figure_item(view, seat)
                fig.setPos(_figure_spot(pos, k))
                fig.setZValue(10 + k)
                if seat == me and any(isinstance(a, A.Step) for a in self._legal):
                    fig.set_interactive(draggable=True)
                    fig.setToolTip("Drag your figure through up to the spaces you may move, or click the lit spaces")
        self._light_targets(view)
        if self.path and self.path_from is not None:
            items = [ALL_TILES[tile_id(cells[p]["tile"])].item for p in self.path]
            colour = QColor(CHARACTER_STYLE[view.players[me]["character"]][0])
            path_item = PathItem(self.path_from, self.path, items, colour)
            path_item.setParentItem(world)
            ghost = self._figure_item(view, me, key="ghost")
            end = self.path[-1]
            ghost.setPos(_figure_spot(end, 0))
            ghost.setOpacity(0.55)
            ghost.setZValue(9)
        # zoom buttons on the park's corner
        controls = (("+", 52.0, lambda: self.zoom_park(1.25)), ("−", 52.0, lambda: self.zoom_park(0.8)),
                    ("Fit park", 110.0, self.reset_fit))
        right = PARK_RECT.right() - 12
        for i, (text, width, fn) in reversed(list(enumerate(controls))):
            button = self.add(ButtonItem(text, width, 40, key=f"zoom:{i}"))
            button.setPos(right - width / 2, PARK_RECT.top() + 30)
            right -= width + 8
            button.setZValue(30)
            button.pressed.connect(fn)

    def add(self, item: Any, key: str | None = None) -> Any:
        # Text is the costliest thing to repaint: labels keep a device-pixel cache like the pieces do.
        if isinstance(item, LabelItem):
            item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        return super().add(item, key)

    def _world_add(self, item: TableItem) -> Any:
        assert self.world is not None
        item.setParentItem(self.world)
        item.interaction = self
        if item.key:
            self.items[item.key] = item
        return item

    def _world_zone(self, zone: DropZone) -> DropZone:
        assert self.world is not None
        zone.setParentItem(self.world)
        zone.interaction = self
        self.zones[zone.key] = zone
        return zone

    def _figure_item(self, view: Any, seat: int, key: str = "") -> FigureItem:
        character = view.players[seat]["character"]
        colour, mono = CHARACTER_STYLE[character]
        fig = FigureItem(36, 50, QColor(colour), key or f"figure:{seat}", mono, _standee_painter)
        fig.data_.update(kind="figure", seat=seat, ring=self.host.seat_colour(seat).hex)
        fig.setToolTip(f"{self.host.seat_names()[seat]} — {CHARACTERS[character].name}")
        self._world_add(fig)
        return fig

    def _light_targets(self, view: Any) -> None:
        """Spaces a click acts on now (figure start, high-five step, tile lifts, Tricycle …) and move steps."""
        cells: dict[Pos, Action] = {}
        pos_of = {tile_id(c["tile"]): (c["x"], c["y"]) for c in view.park}
        for a in self._legal:
            if isinstance(a, (A.Figure, A.HighFiveStep)):
                cells[a.pos] = a
            elif isinstance(a, A.Lift) and a.tile in pos_of:
                cells[pos_of[a.tile]] = a
            elif isinstance(a, A.Tricycle) and self.mode == "tricycle":
                cells[a.pos] = a
            elif isinstance(a, A.CharacterAction) and self.mode in ("remove", "switch"):
                words = a.detail.split()
                if self.mode == "remove" and words[:1] == ["remove"] and int(words[1]) in pos_of:
                    cells[pos_of[int(words[1])]] = a
                elif self.mode == "switch" and words[:1] == ["switch"]:
                    fig = view.players[int(words[1])]["figure"]
                    if fig:
                        cells[(fig[0], fig[1])] = a
        if any(isinstance(a, A.Step) for a in self._legal) and not self.mode:
            here = self.path[-1] if self.path else self._my_figure(view)
            left = view.to_dict()["move"]["max_steps"] - view.to_dict()["move"]["steps"] - len(self.path)
            if here is not None and left > 0:
                for q in _neighbours(here):
                    if f"cell:{q[0]},{q[1]}" in self.zones:
                        cells.setdefault(q, A.Step(q))
        self.cell_actions = cells
        for pos in cells:
            zone = self.zones[f"cell:{pos[0]},{pos[1]}"]
            zone.show()
            zone.set_glow("legal")
        if self.path:
            end = self.zones[f"cell:{self.path[-1][0]},{self.path[-1][1]}"]
            end.show()

    # --- the right-hand column: piles, prompt ------------------------------------------

    def _build_side(self, view: Any, data: dict[str, Any]) -> None:
        x = SIDE_X
        self.add(LabelItem("Park tiles", 15, bold=True, colour=QColor("white"))).setPos(x + 50, 132)
        pile = self.add(ParkTileItem(70, 1, "GGGG", "pile:tiles"))
        pile.set_turn(0)
        pile.setPos(x + 50, 186)
        pile.setOpacity(0.9 if data["tile_pile"] else 0.25)
        pile.paint_body = _tile_back_painter(pile)  # type: ignore[method-assign,unused-ignore]
        self.add(LabelItem(f"{data['tile_pile']} left", 15, colour=QColor("white"))).setPos(x + 50, 236)
        for i, tier in enumerate(("easy", "medium", "hard")):
            info = data["adventure_piles"][tier]
            cx = x + 160 + i * 100
            back = self.add(CardItem(84, 112, f"pile:{tier}", back_painter=adventure_back, face_up=False))
            back.data_["tier"] = tier
            back.setPos(cx, 186)
            back.setOpacity(1.0 if info["size"] else 0.3)
            back.setToolTip(f"{tier.title()} adventures: {info['size']} left")
            if any(isinstance(a, (A.Refill, A.DrawAdventure)) and a.tier == tier for a in self._legal):
                back.set_interactive(clickable=True)
                back.set_hint(any(isinstance(a, A.Refill) for a in self._legal))
                back.setToolTip(f"Draw the top {tier} adventure: click, then choose its side")
            self.add(LabelItem(f"{info['size']}", 15, colour=QColor("white"))).setPos(cx, 254)
        attr = self.add(ChipItem(60, "bench", "pile:attractions"))
        attr.setPos(x + 440, 186)
        attr.setToolTip("Attraction tokens, bench side up")
        self.add(LabelItem(f"{data['attraction_pile']}", 15, colour=QColor("white"))).setPos(x + 440, 236)
        prompt = self._prompt(view, data)
        self.add(LabelItem(prompt, 17, bold=True, width=460, backdrop=QColor(255, 250, 240, 230))).setPos(x + 235, 316)

    def _prompt(self, view: Any, data: dict[str, Any]) -> str:
        names = self.host.seat_names()
        if data["over"]:
            return "The day at the park is over."
        legal = self._legal
        if not legal:
            who = data["to_act"][0] if data["to_act"] else data["active"]
            return f"{names[who]} is playing…"
        if any(isinstance(a, A.Start) for a in legal):
            return "Choose your character's face-up side and each adventure's side."
        if any(isinstance(a, A.Figure) for a in legal):
            return "First turn: click any space of the park to put your figure there."
        if any(isinstance(a, A.HighFiveStep) for a in legal):
            return "High five! Click a lit space to step one space away."
        if any(isinstance(a, A.Reward) for a in legal):
            return "High-five reward: draw an attraction or wake your nap token."
        if any(isinstance(a, A.Gain) for a in legal) and data["pending"] and data["pending"][-1]["kind"] == "gain":
            return "Your tile matches: pick the item you gain."
        if any(isinstance(a, A.Lift) for a in legal):
            return "Hello Kitty: click a lit tile to move it, or Done."
        if any(isinstance(a, A.Place) for a in legal):
            return "Drag a tile onto a lit space (R, wheel or right-click turns it)."
        if any(isinstance(a, A.Step) for a in legal) or (self.path and any(isinstance(a, A.Stop) for a in legal)):
            left = data["move"]["max_steps"] - data["move"]["steps"] - len(self.path)
            if self.path:
                cells = {(c["x"], c["y"]): c["item"] for c in view.park}
                got = ", ".join(ITEM_NAMES[cells[p]] for p in self.path if p in cells)
                more = f"{left} more step{'s' if left != 1 else ''} possible" if left else "no steps left"
                return f"Planned {len(self.path)} step{'s' if len(self.path) != 1 else ''}, collecting {got}; " \
                       f"{more}. Confirm the move."

            return f"Move up to {left} spaces: drag your figure or click lit spaces."
        if any(isinstance(a, A.Refill) for a in legal):
            return "Draw adventures up to three: pick a pile and a side."
        if any(isinstance(a, A.Complete) for a in legal):
            return "Complete adventures (lit cards), then finish your turn."
        if data["step"] == "complete":
            return "No adventure can be completed now: finish your turn."
        return "Your turn."

    # --- the other players ----------------------------------------------------------

    def _build_opponents(self, view: Any, data: dict[str, Any]) -> None:
        me = self.me(view)
        n = len(view.players)
        others = [(me + k) % n for k in range(1, n)]
        width = min(470.0, 1888.0 / max(1, len(others)) - 12)
        names = self.host.seat_names()
        for i, seat in enumerate(others):
            cx = 16 + (1888 / len(others)) * (i + 0.5)
            box = QRectF(cx - width / 2, 6, width, 104)
            pl = view.players[seat]
            self.add(_PanelItem(box, self.host.seat_colour(seat), data["active"] == seat))
            self.seat_anchor[seat] = box.center()
            colour = CHARACTER_STYLE[pl["character"]][0]
            disc = self.add(ChipItem(34, "nap", "", "zzz" if pl["asleep"] else "awake"))
            disc.setPos(box.right() - 24, box.top() + 22)
            disc.setToolTip("Nap token: " + ("Zzz — character action used" if pl["asleep"] else "blank — ready"))
            title = f"{names[seat]} · {CHARACTERS[pl['character']].name}"
            label = self.add(LabelItem(title, 17, display=True, colour=QColor(colour).darker(130)))
            label.setPos(box.left() + 36 + label.boundingRect().width() / 2, box.top() + 18)
            if pl["side"]:
                label.setToolTip(f"{pl['side'].title()} side face up")
            score = self.add(LabelItem(f"{pl['score']} pts", 20, bold=True))
            score.setPos(box.right() - 84, box.top() + 20)
            for k, item in enumerate(ITEMS):
                chip = self.add(ChipItem(26, "item", "", f"item:{item}:{_ITEM_SHOW[item]}"))
                chip.setPos(box.left() + 24 + k * 58, box.top() + 50)
                self.add(LabelItem(f"×{pl['items'][item]}", 14, bold=True)).setPos(box.left() + 52 + k * 58,
                                                                                  box.top() + 50)
            held = pl["attractions"]
            for k, kind in enumerate(held[:8]):
                chip = self.add(ChipItem(22, kind, "", kind))
                chip.setPos(box.left() + 20 + k * 24, box.top() + 82)
                chip.setToolTip(ATTRACTION_NAMES[kind])
            text = f"{pl['hand_size']} tiles · {len(pl['open'])} open · {len(pl['done'])} done"
            info = self.add(LabelItem(text, 13))
            info.setPos(box.right() - 12 - info.boundingRect().width() / 2, box.top() + 82)

    # --- the shown seat's area -----------------------------------------------------

    def _build_me(self, view: Any, data: dict[str, Any]) -> None:
        me = self.me(view)
        pl = view.players[me]
        names = self.host.seat_names()
        box = QRectF(16, 800, 1888, 272)
        self.add(_PanelItem(box, self.host.seat_colour(me), data["active"] == me))
        self.seat_anchor[me] = QPointF(960, 860)
        legal = self._legal
        # character card with both sides, and the nap token on it
        card = self.add(CardItem(300, 244, "character", character_face))
        card.data_.update(character=pl["character"], side=pl["side"])
        card.setPos(box.left() + 170, box.center().y())
        usable = [a for a in legal if isinstance(a, A.CharacterAction)]
        if usable:
            card.set_interactive(clickable=True)
            card.setToolTip("Use your character action")
            card.set_hint(False)
        nap = self.add(ChipItem(50, "nap", "nap", "zzz" if pl["asleep"] else "awake"))
        nap.setPos(box.left() + 296, box.top() + 44)
        nap.setToolTip("Nap token: " + ("Zzz — wake it with a Bench action or a high-five reward"
                                        if pl["asleep"] else "blank — your character action is ready"))
        # name and score
        self.add(LabelItem(f"{names[me]} — {pl['score']} points", 20, display=True)).setPos(box.left() + 470,
                                                                                          box.top() + 24)
        # items by kind
        for k, item in enumerate(ITEMS):
            chip = self.add(ChipItem(44, "item", f"items:{item}", f"item:{item}:{_ITEM_SHOW[item]}"))
            chip.setPos(box.left() + 370 + (k % 2) * 120, box.top() + 80 + (k // 2) * 62)
            chip.setToolTip(ITEM_NAMES[item])
            self.add(LabelItem(f"×{pl['items'][item]}", 20, bold=True)).setPos(box.left() + 422 + (k % 2) * 120,
                                                                               box.top() + 80 + (k // 2) * 62)
        # attraction tokens, each clickable for its action
        kinds = sorted(set(pl["attractions"]))
        self.add(LabelItem("Attractions", 14, bold=True)).setPos(box.left() + 430, box.top() + 212)
        for k, kind in enumerate(kinds):
            count = pl["attractions"].count(kind)
            chip = self.add(ChipItem(44, kind, f"token:{kind}", kind, str(count) if count > 1 else ""))
            chip.setPos(box.left() + 370 + k * 50, box.top() + 244)
            chip.setToolTip(f"{ATTRACTION_NAMES[kind]}: click to use it (or its bench side)")
            if any(self._token_of(a) == kind for a in legal):
                chip.set_interactive(clickable=True)
        # hand tiles (and a tile waiting to be placed by a special action)
        self.add(LabelItem("Your tiles", 14, bold=True)).setPos(box.left() + 680, box.top() + 24)
        hand = [tile_id(t) for t in view.hand]
        pending = data["pending"][-1] if data["pending"] else None
        extra = tile_id(pending["tile"]) if pending and pending["kind"] == "place" and pending["seat"] == me else None
        shown = hand + ([extra] if extra is not None and extra not in hand else [])
        for k, t in enumerate(shown):
            turn = self.turns.get(t, 0)
            tile = self.add(ParkTileItem(TILE_HAND, t, ALL_TILES[t].edges, f"hand:{t}", turn))
            tile.setPos(box.left() + 620 + k * (TILE_HAND + 16), box.top() + 110)
            if any(isinstance(a, A.Place) and a.tile == t for a in legal):
                tile.set_interactive(draggable=True)
                tile.setToolTip("Drag onto the park; R, the wheel or a right-click turns it")
            if t == extra:
                self.add(LabelItem("to place", 14, bold=True, backdrop=QColor(255, 240, 200, 230))).setPos(
                    tile.pos() + QPointF(0, 70))
        # open adventures
        here = self._my_figure(view)
        free = None
        if here is not None:
            cell = next((c for c in view.park if (c["x"], c["y"]) == here), None)
            free = cell["item"] if cell else None
        for k, entry in enumerate(pl["open"]):
            cid = card_id(entry["card"])
            adv = self.add(CardItem(ADV_W, ADV_H, f"adventure:{cid}", adventure_face))
            adv.data_.update(card=cid, side=entry["side"], free=free)
            adv.setPos(box.left() + 958 + k * (ADV_W + 14), box.top() + 14 + ADV_H / 2)
            info = ADVENTURES[cid]
            adv.setToolTip(f"{info.name}: {info.points} points" + (f"; bonus: {info.bonus}"
                                                                   if entry["side"] == "advanced" else ""))
            ways = [a for a in legal if isinstance(a, A.Complete) and a.card == cid]
            if ways:
                adv.set_hint(True)
                button = self.add(ButtonItem("Complete", 150, 34, key=f"complete:{cid}"))
                button.setPos(adv.pos() + QPointF(0, ADV_H / 2 + 17))
                button.setZValue(20)
                button.pressed.connect(lambda cid=cid: self.complete(cid))
                spend = self._spend_text(cid, entry["side"], free, pl["items"])
                adv.data_["spend"] = spend if ways[0].wilds == 0 and not ways[0].using else spend + " (with wilds)"
                adv.setToolTip(f"Complete for {ADVENTURES[cid].points} points, turning in {spend}")
        # completed pile
        done = pl["done"]
        points = sum(ADVENTURES[card_id(e["card"])].points for e in done)
        self.add(LabelItem(f"Completed: {len(done)} adventures, {points} points", 14, bold=True)).setPos(
            1680, box.top() + 22)
        rows = max(7, math.ceil(len(done) / 2))
        step = min(31.0, 224.0 / rows)
        for k, entry in enumerate(done):
            cid = card_id(entry["card"])
            strip = self.add(CardItem(206, 28, f"done:{cid}", done_strip))
            strip.data_.update(card=cid, side=entry["side"])
            strip.setPos(1572 + (k % 2) * 216, box.top() + 56 + (k // 2) * step)
            strip.setZValue(k)
            strip.setToolTip(f"{ADVENTURES[cid].name} ({entry['side']} side): {ADVENTURES[cid].points} points"
                             + (f"; bonus: {ADVENTURES[cid].bonus}" if entry["side"] == "advanced" else ""))
            if data["over"] and entry["side"] == "advanced" and ADVENTURES[cid].tier in ("medium", "hard"):
                strip.data_["end_bonus"] = self._end_bonus(cid, pl)

    @staticmethod
    def _end_bonus(cid: int, pl: dict[str, Any]) -> int:
        """What a face-up Medium or Hard card adds at the end (before any Wild token is counted)."""
        info = ADVENTURES[cid]
        if info.tier == "medium":
            return int(pl["items"][info.theme] // 2)
        return sum(1 for e in pl["done"] if ADVENTURES[card_id(e["card"])].type == info.type)

    @staticmethod
    def _spend_text(cid: int, side: str, free: str | None, have: dict[str, int]) -> str:
        cost = list(ADVENTURES[cid].cost_of(side))
        space = ""
        if free in cost:
            cost.remove(free)
            space = f" + your space's {_SHORT[free]}"
        counts = {i: cost.count(i) for i in ITEMS if cost.count(i)}
        return ", ".join(f"{n} {_SHORT[i]}{'s' if n > 1 else ''}" for i, n in counts.items()) + space

    @staticmethod
    def _token_of(action: Action) -> str:
        if isinstance(action, A.Tricycle):
            return "tricycle"
        if isinstance(action, A.Butterfly):
            return "butterfly"
        if isinstance(action, A.Exchange):
            return "exchange"
        if isinstance(action, A.DrawAdventure):
            return "attraction"
        if isinstance(action, A.Bench):
            return action.kind
        return ""

    # --- the tray: choices that are not a place on the park --------------------------------

    def _label(self, a: Action, view: Any) -> tuple[str, str]:
        """(group, button text) for a tray action."""
        if isinstance(a, A.Start):
            return "setup", str(a)
        if isinstance(a, A.Gain):
            return "gain", "Gain " + " + ".join(ITEM_NAMES[i] for i in a.items)
        if isinstance(a, A.Reward):
            return "reward", "Draw an attraction" if a.kind == "attraction" else "Wake your nap token"
        if isinstance(a, A.Bonus):
            return "bonus", f"Turn in {a.count} more (+{a.count})"
        if isinstance(a, A.Refill):
            return "refill", f"{a.tier.title()} · {a.side}"
        if isinstance(a, A.Take):
            return "butterfly", f"Place {ALL_TILES[a.tile].colour} {ALL_TILES[a.tile].item} tile"
        if isinstance(a, A.Trade):
            return "trade", f"{ITEM_NAMES[a.give]} → {ITEM_NAMES[a.get]}"
        if isinstance(a, A.Discard):
            return "discard", f"Discard {ADVENTURES[a.card].name}"
        if isinstance(a, A.DrawAdventure):
            return "Attraction token", f"Draw {a.tier} · {a.side}"
        if isinstance(a, A.Bench):
            return "Bench", f"Bench side of {_a(ATTRACTION_NAMES[a.kind])}: wake up"
        if isinstance(a, A.Butterfly):
            return "Butterfly", "Use the Butterfly"
        if isinstance(a, A.Exchange):
            return "Exchange", "Use the Exchange"
        if isinstance(a, A.CharacterAction):
            return "Character action", self._character_label(a, view)
        if isinstance(a, A.Complete):
            extra = []
            if a.using:
                extra.append("as wild: " + ", ".join(a.using))
            if a.wilds:
                extra.append(f"{a.wilds} Wild token{'s' if a.wilds > 1 else ''}")
            return "complete", f"Pay {' + '.join(extra) or 'exactly'}"
        if isinstance(a, A.Skip):
            return "skip", "No tile fits: skip placing"
        if isinstance(a, A.Done):
            step = view.step
            pending = view.pending[-1]["kind"] if view.pending else ""
            text = {"exchange": "Done trading", "kitty": "Done moving tiles"}.get(
                pending, "Finish turn" if step == "complete" else "Done")
            return "done", text
        if isinstance(a, A.Stop):
            return "move", "Confirm move" if self.path else "Stay here (gain its item)"
        return "other", str(a)

    def _character_label(self, a: A.CharacterAction, view: Any) -> str:
        """The character action in words: what it does with this detail."""
        pl = view.players[self.me(view)]
        info = CHARACTERS[pl["character"]]
        words = a.detail.split()
        if not words:
            return f"Use {info.name}'s action"
        if words[0] == "swap" and len(words) == 5:
            return f"Swap {ADVENTURES[int(words[1])].name} for the top {words[3]} ({words[4]})"
        if words[0] == "gather":
            return "Gather " + " + ".join(ITEM_NAMES[w] for w in words[1:])
        if words[0] in ITEMS:
            return f"Turn in 3 {_SHORT[words[0]]}s: +2 points"
        return f"{info.name}: {a.detail}"

    def _tray_entries(self, view: Any) -> list[tuple[str, str, Callable[[], None]]]:
        """(group, text, what a press does) for every choice the tray offers now."""
        out: list[tuple[str, str, Callable[[], None]]] = []
        spatial = (A.Place, A.Step, A.Figure, A.HighFiveStep, A.Lift, A.Complete, A.Tricycle)
        for a in self._legal:
            if isinstance(a, spatial):
                continue
            if isinstance(a, A.CharacterAction) and a.detail.split()[:1] in (["remove"], ["switch"]):
                continue
            group, text = self._label(a, view)
            if isinstance(a, A.Stop):
                out.append(("move", text, self.confirm_move))
                if self.path:
                    out.append(("clear", "Clear path", self.clear_path))
                continue
            out.append((group, text, self._submitter(a)))
        # park-targeted specials open a mode that lights the park
        if any(isinstance(a, A.Tricycle) for a in self._legal):
            out.append(("Tricycle", "Tricycle: ride to a space…", lambda: self._set_mode("tricycle")))
        if any(isinstance(a, A.CharacterAction) and a.detail.startswith("remove") for a in self._legal):
            out.append(("Character action", "Remove a tile…", lambda: self._set_mode("remove")))
        if any(isinstance(a, A.CharacterAction) and a.detail.startswith("switch") for a in self._legal):
            out.append(("Character action", "Swap places with…", lambda: self._set_mode("switch")))
        if self.mode:
            out.append(("cancel", "Cancel", lambda: self._set_mode("")))
        return out

    def _build_tray(self, view: Any, data: dict[str, Any]) -> None:
        if any(isinstance(a, A.Start) for a in self._legal):
            self._build_setup_choice(view)
            return
        entries = self._tray_entries(view)
        groups: dict[str, list[tuple[str, Callable[[], None]]]] = {}
        for group, text, fn in entries:
            groups.setdefault(group, []).append((text, fn))
        if self.tray_group and self.tray_group not in groups and not self.tray_group.startswith(("complete:", "pile:")):
            self.tray_group, self.tray_page = "", 0
        buttons: list[tuple[str, Callable[[], None]]] = []
        if self.tray_group.startswith("pile:"):
            tier = self.tray_group.split(":")[1]
            buttons = [(f"{tier.title()}: {a.side} side" + (" (bonus)" if a.side == "advanced" else ""),
                        self._submitter(a)) for a in self._legal
                       if isinstance(a, (A.Refill, A.DrawAdventure)) and a.tier == tier]
            buttons.append(("Back", self._opener("")))
        elif self.tray_group.startswith("complete:"):
            cid = int(self.tray_group.split(":")[1])
            buttons = [(self._label(a, view)[1], self._submitter(a)) for a in self._legal
                       if isinstance(a, A.Complete) and a.card == cid]
            buttons.append(("Back", lambda: self._open_group("")))
        elif self.tray_group:
            buttons = list(groups[self.tray_group])
            buttons.append(("Back", lambda: self._open_group("")))
        else:
            grouped_alone = {"move", "clear", "done", "skip", "cancel", "reward", "gain", "bonus", "refill",
                             "trade", "discard", "complete", "butterfly"}
            for group, options in groups.items():
                if len(options) == 1 or group in grouped_alone:
                    buttons += options
                else:
                    buttons.append((f"{group} …", self._opener(group)))
        pages = _pack_tray([text for text, _ in buttons], rows=6)
        self.tray_page %= len(pages)
        shown = [buttons[i] for i in pages[self.tray_page]]
        if len(pages) > 1:
            shown.append((f"More ({self.tray_page + 1}/{len(pages)})", self._next_page))
        near_park = self.last_place is not None and any(isinstance(a, A.Gain) for a in self._legal) and \
            data["pending"] and data["pending"][-1]["kind"] == "gain"
        if near_park:
            self._inline_item_picker(data)
        col, row = 0, 0
        for k, (text, fn) in enumerate(shown):
            wide = len(text) > _NARROW
            if wide and col == 1:
                col, row = 0, row + 1
            button = self.add(ButtonItem(text, 462 if wide else 226, 44, key=f"tray:{k}"))
            button.setPos(SIDE_X + (235 if wide else 118 + col * 236), 384 + row * 54)
            col += 2 if wide else 1
            if col >= 2:
                col, row = 0, row + 1
            button.setZValue(20)
            button.pressed.connect(fn)
            button.data_["label"] = text

    def _inline_item_picker(self, data: dict[str, Any]) -> None:
        """After a colour match, the two items to choose from sit right by the placed tile."""
        assert self.last_place is not None
        centre = self.cell_scene_centre(self.last_place)
        gains = [a for a in self._legal if isinstance(a, A.Gain)]
        view: Any = self.view
        placed = next((c for c in view.park if (c["x"], c["y"]) == self.last_place), None)
        for k, a in enumerate(gains):
            item = a.items[0]
            colour = placed["colour"] if placed is not None else _ITEM_SHOW[item]
            chip = self.add(ChipItem(54, "pick", f"pick:{item}", f"item:{item}:{colour}"))
            above = centre.y() - 72 > PARK_RECT.top() + 30
            chip.setPos(centre + QPointF((k - (len(gains) - 1) / 2) * 64, -72 if above else 72))
            chip.setZValue(60)
            chip.set_interactive(clickable=True)
            chip.data_["action"] = a
            chip.setToolTip(f"Gain {_a(ITEM_NAMES[item])}")

    def _build_setup_choice(self, view: Any) -> None:
        """Setup: the character side, then each adventure's side, as toggles; then Ready."""
        me = self.me(view)
        state = self._setup
        if state is None:
            state = self._setup = {"side": "explore", "adventures": ["standard", "standard", "standard"]}
        for k, side in enumerate(("explore", "scoring")):
            text = ("▸ " if state["side"] == side else "") + f"{side.title()} side"
            b = self.add(ButtonItem(text, 226, 44, key=f"setup:side:{side}"))
            b.setPos(SIDE_X + 118 + k * 236, 384)
            b.pressed.connect(lambda side=side: self._setup_set("side", side))
        for k, entry in enumerate(view.players[me]["open"]):
            adv_side = state["adventures"][k]
            b = self.add(ButtonItem(f"{ADVENTURES[card_id(entry['card'])].name[:16]}: {adv_side}", 460, 44,
                                    key=f"setup:adv:{k}"))
            b.setPos(SIDE_X + 235, 438 + k * 54)
            b.pressed.connect(lambda k=k: self._setup_flip(k))
            adv = self.items.get(f"adventure:{card_id(entry['card'])}")
            if isinstance(adv, CardItem):
                adv.data_["side"] = adv_side
                adv.update()
        ready = self.add(ButtonItem("Ready", 226, 48, key="setup:ready"))
        ready.setPos(SIDE_X + 235, 614)
        ready.pressed.connect(self._setup_ready)
        card = self.items.get("character")
        if isinstance(card, CardItem):
            card.data_["side"] = state["side"]
            card.update()

    def _setup_set(self, key: str, value: str) -> None:
        if self._setup is not None:
            self._setup[key] = value
        self._refresh()

    def _setup_flip(self, k: int) -> None:
        if self._setup is None:
            return
        sides = self._setup["adventures"]
        sides[k] = "advanced" if sides[k] == "standard" else "standard"
        self._refresh()

    def _setup_ready(self) -> None:
        state = self._setup
        if state is None:
            return
        action = A.Start(state["side"], tuple(state["adventures"]))
        self._setup = None
        self._submit(action)

    def _build_banner(self, view: Any, data: dict[str, Any]) -> None:
        if data["final_round"] and not data["over"]:
            left = data["turns_left"]
            text = f"Last round! The last park tile is drawn — {left} turn{'s' if left != 1 else ''} left"
            banner = self.add(LabelItem(text, 20, bold=True, colour=QColor("#5a1f17"),
                                        backdrop=QColor(255, 226, 122, 240)))
            banner.setPos(PARK_RECT.left() + 20 + banner.boundingRect().width() / 2, PARK_RECT.bottom() - 28)
            banner.setZValue(35)
        if data["over"]:
            lines = []
            names = self.host.seat_names()
            for seat, pl in enumerate(view.players):
                cards = [card_id(e["card"]) for e in pl["done"] if e["side"] == "advanced"
                         and ADVENTURES[card_id(e["card"])].tier in ("medium", "hard")]
                lines.append(f"{names[seat]}:")
                lines += [f"   {ADVENTURES[c].name}: +{self._end_bonus(c, pl)}" for c in cards] or [
                    "   no face-up Medium or Hard bonus"]
            board = self.add(LabelItem("End-game bonuses, card by card\n" + "\n".join(lines), 15, bold=True,
                                       width=440, align=Qt.AlignmentFlag.AlignLeft,
                                       backdrop=QColor(255, 250, 240, 240)))
            board.setPos(SIDE_X + 235, 384 + board.boundingRect().height() / 2)
            board.setZValue(36)

    def _build_thinking(self) -> None:
        self.thinking_label = self.add(LabelItem("", 20, bold=True, backdrop=QColor(255, 246, 200, 235)))
        self.thinking_label.setZValue(50)
        self.thinking_label.hide()

    def show_thinking(self, seat: int, on: bool) -> None:
        label = self.thinking_label
        if label is None:
            return
        try:
            if on:
                label.set_text(f"{self.host.seat_names()[seat]} is thinking…")
                anchor = self.seat_anchor.get(seat, QPointF(960, 220))
                label.setPos(anchor + QPointF(0, 86 if anchor.y() < 500 else -120))
                label.show()
            else:
                label.hide()
        except RuntimeError:
            self.thinking_label = None

    # --- acting --------------------------------------------------------------------

    def _refresh(self) -> None:
        if self.view is not None:
            self.rebuild(self.view)

    def _submit(self, action: Action) -> None:
        self.mode, self.tray_group, self.tray_page = "", "", 0
        reason = self.host.submit(action)
        if reason is not None:
            self.reason(reason)

    def _submitter(self, action: Action) -> Callable[[], None]:
        return lambda: self._submit(action)

    def _opener(self, group: str) -> Callable[[], None]:
        return lambda: self._open_group(group)

    def _set_mode(self, mode: str) -> None:
        self.mode = mode
        self.tray_group = ""
        self._refresh()

    def _open_group(self, group: str) -> None:
        self.tray_group, self.tray_page = group, 0
        self._refresh()

    def _next_page(self) -> None:
        self.tray_page += 1
        self._refresh()

    def complete(self, cid: int) -> None:
        ways = [a for a in self.host.legal_actions() if isinstance(a, A.Complete) and a.card == cid]
        if len(ways) == 1:
            self._submit(ways[0])
        elif ways:
            self.tray_group = "complete:" + str(cid)
            self._refresh()

    def confirm_move(self) -> None:
        """Walk the planned path step by step, then end the move (high fives and attractions follow)."""
        path, self.path, self.path_from = list(self.path), [], None
        for pos in path:
            reason = self.host.submit(A.Step(pos))
            if reason is not None:
                self.reason(reason)
                return
        self._submit(A.Stop())

    def clear_path(self) -> None:
        self.path, self.path_from = [], None
        self._refresh()

    def extend_path(self, pos: Pos) -> bool:
        """Add a step to the planned move if it is next to the path's end and a step is left."""
        view: Any = self.view
        if view is None:
            return False
        start = self._my_figure(view)
        if start is None:
            return False
        end = self.path[-1] if self.path else start
        move = view.to_dict()["move"]
        if len(self.path) >= move["max_steps"] - move["steps"]:
            return False
        if pos not in _neighbours(end) or f"cell:{pos[0]},{pos[1]}" not in self.zones:
            return False
        self.path_from = start
        self.path.append(pos)
        return True

    def item_clicked(self, item: TableItem) -> None:
        if isinstance(item, ChipItem) and item.key.startswith("pick:"):
            self.last_place = None
            self._submit(item.data_["action"])
            return
        super().item_clicked(item)

    def item_activated(self, item: TableItem) -> None:
        if item.key.startswith("pile:") and item.key != "pile:tiles":
            self._open_group(item.key)
            return
        if item.key == "character":
            self._open_group("Character action")
        elif item.key.startswith("token:"):
            kind = item.key.split(":", 1)[1]
            options = [a for a in self._legal if self._token_of(a) == kind]
            if kind == "tricycle" and any(isinstance(a, A.Tricycle) for a in options):
                bench = [a for a in options if isinstance(a, A.Bench)]
                self.mode = "tricycle"
                self.tray_group = "Bench" if bench else ""
                self._refresh()
            elif len(options) == 1:
                self._submit(options[0])
            elif kind == "attraction":
                self._open_group("Attraction token")
            else:
                self._open_group(ATTRACTION_NAMES[kind])

    def zone_clicked(self, zone: DropZone) -> None:
        if self.selected is not None and self.selected.data_.get("kind") == "figure":
            self.selected = None  # figure picked up by a click: the clicked space extends its path
        if self.selected is not None:
            super().zone_clicked(zone)
            return
        pos = zone.data_.get("pos")
        if pos is None or not zone.key.startswith("cell:"):
            return
        if self.path and pos == self.path[-1]:  # clicking the path's end takes that step back
            self.path.pop()
            self._refresh()
            return
        action = self.cell_actions.get(pos)
        if isinstance(action, A.Step):
            self.extend_path(pos)
            self._refresh()
        elif action is not None:
            self._submit(action)

    # --- tiles: pick-up, glow, drop ----------------------------------------------------

    def _placements_for(self, tile: int) -> dict[Pos, set[int]]:
        """Legal spots → rotations, asked from the rules once per pick-up."""
        found = self.placements.get(tile)
        if found is None:
            found = {}
            for a in self._legal:
                if isinstance(a, A.Place) and a.tile == tile:
                    found.setdefault(a.pos, set()).add(a.rotation)
            self.placements[tile] = found
        return found

    def select(self, item: TableItem | None) -> None:
        if isinstance(item, ParkTileItem) and item.key.startswith("hand:"):
            if self.selected is not None and self.selected is not item:
                self.selected.set_selected(False)
            self.selected = item
            item.set_selected(True)
            self._light_spots(item)
            return
        if item is not None and item.data_.get("kind") == "figure":
            self.selected = item
            return
        super().select(item)
        if item is None:
            self._restore_cells()

    def _restore_cells(self) -> None:
        for key, zone in self.zones.items():
            if key.startswith("spot:"):
                zone.hide()
        for pos in self.cell_actions:
            cell = self.zones.get(f"cell:{pos[0]},{pos[1]}")
            if cell is not None:
                cell.show()
                cell.set_glow("legal")

    def _light_spots(self, item: ParkTileItem) -> None:
        fits = self._placements_for(item.tile)
        turn = self.turns.get(item.tile, 0)
        self._verdicts = {}
        for key, zone in self.zones.items():
            if key.startswith("cell:"):
                zone.set_glow("off")
                zone.hide()
                continue
            pos = zone.data_["pos"]
            rotations = fits.get(pos, set())
            zone.show()
            if turn in rotations:
                zone.set_glow("legal")
                self._verdicts[key] = None
            elif rotations:
                zone.set_glow("hint")
                self._verdicts[key] = "turn"
            else:
                zone.set_glow("off")
                self._verdicts[key] = "no"

    def focus_chain(self) -> list[Any]:
        """Tab walks the lit park spaces first (figure, steps, high-five step, tile lifts …), then the pieces."""
        chain = super().focus_chain()
        if self.selected is None:
            lit = [self.zones[f"cell:{p[0]},{p[1]}"] for p in sorted(self.cell_actions)
                   if f"cell:{p[0]},{p[1]}" in self.zones]
            chain = lit + chain
        return chain

    def zone_at(self, scene_pos: QPointF) -> DropZone | None:
        if not PARK_RECT.contains(scene_pos):
            return None
        return super().zone_at(scene_pos)

    def drag_moved(self, item: TableItem, scene_pos: QPointF) -> None:
        if item.data_.get("kind") == "figure":
            cell = self.cell_at(scene_pos)
            if cell is not None and self.extend_path(cell):
                self._show_path_preview()
            return
        if isinstance(item, ParkTileItem):
            over = PARK_RECT.contains(scene_pos)
            item.setScale(self.scale * CELL / TILE_HAND if over else 1.0)
            for key, zone in self.zones.items():
                if key.startswith("spot:") and key in self._verdicts:
                    hover = zone.contains_scene(scene_pos)
                    verdict = self._verdicts[key]
                    if verdict is None:
                        zone.set_glow("hover" if hover else "legal")
            return
        super().drag_moved(item, scene_pos)

    def _show_path_preview(self) -> None:
        """Redraw the path overlay during a figure drag (the figure itself stays under the pointer)."""
        if self.world is None or self.view is None or self.path_from is None:
            return
        for child in self.world.childItems():
            if isinstance(child, PathItem):
                self.scene.removeItem(child)
        view: Any = self.view
        cells = {(c["x"], c["y"]): c for c in view.park}
        items = [ALL_TILES[tile_id(cells[p]["tile"])].item for p in self.path]
        colour = QColor(CHARACTER_STYLE[view.players[self.me(view)]["character"]][0])
        PathItem(self.path_from, self.path, items, colour).setParentItem(self.world)

    def drag_released(self, item: TableItem, scene_pos: QPointF) -> bool:
        if item.data_.get("kind") == "figure":
            self._dragging = False
            self.selected = None
            self.rebuild(self._deferred or self.view)  # type: ignore[arg-type]
            return True
        item.setScale(1.0)
        return super().drag_released(item, scene_pos)

    def drop_verdict(self, item: TableItem, zone: DropZone) -> str | None:
        if not isinstance(item, ParkTileItem) or not item.key.startswith("hand:"):
            return "that cannot go there"
        if not zone.key.startswith("spot:"):
            return "a tile goes on an empty space next to the park"
        pos: Pos = zone.data_["pos"]
        turn = self.turns.get(item.tile, 0)
        fits = self._placements_for(item.tile).get(pos, set())
        if turn in fits:
            return None
        reason = self.host.why_illegal(A.Place(item.tile, pos, turn)) or "the tile cannot go there"
        if fits:
            reason += f" — turned to r{min(fits)} it fits here (R, the wheel or a right-click turns it)"
        return reason

    def drop(self, item: TableItem, zone: DropZone) -> None:
        assert isinstance(item, ParkTileItem)
        pos: Pos = zone.data_["pos"]
        turn = self.turns.pop(item.tile, 0)
        self.last_place = pos
        self._submit(A.Place(item.tile, pos, turn))

    # --- hints, scores --------------------------------------------------------------------

    def show_hint(self, action: Action) -> None:
        pos: Pos | None = None
        if isinstance(action, A.Place):
            tile = self.items.get(f"hand:{action.tile}")
            if isinstance(tile, ParkTileItem):
                self.turns[action.tile] = action.rotation
                tile.set_turn(action.rotation)
                tile.set_hint(True)
            pos = action.pos
            zone: DropZone | None = self.zones.get(f"spot:{pos[0]},{pos[1]}")
        else:
            if isinstance(action, (A.Step, A.Figure, A.HighFiveStep, A.Tricycle)):
                pos = action.pos
            zone = self.zones.get(f"cell:{pos[0]},{pos[1]}") if pos else None
        if zone is not None:
            zone.show()
            zone.set_glow("hint")
        view: Any = self.view
        text = self._label(action, view)[1] if view is not None else str(action)
        if isinstance(action, A.Place):
            text = f"place tile {action.tile} turned r{action.rotation}"
        self.reason(f"Hint: {text}", self.cell_scene_centre(pos) if pos else None)

    def score_lines(self, view: View) -> list[tuple[int, str]]:
        v: Any = view
        names = self.host.seat_names()
        return [(s, f"{names[s]} ({CHARACTERS[pl['character']].name}): {pl['score']} points, "
                    f"{len(pl['done'])} adventures") for s, pl in enumerate(v.players)]

    # --- animation ------------------------------------------------------------------------

    def animate(self, events: list[Event], view: View) -> None:
        a = self.animator
        for event in events:
            data = event.data
            kind = event.kind
            if kind in ("step", "high-five-step", "tricycle", "figure") and "to" in data:
                fig = self.items.get(f"figure:{event.seat}")
                if fig is not None and self.world is not None:
                    to = data["to"]
                    with a.beat():
                        a.move(fig, _figure_spot((to[0], to[1]), 0), ms=220)
            elif kind in ("place", "move-tile") and "at" in data and self.world is not None:
                at = data["at"]
                self.last_place = (at[0], at[1])  # where a match's item picker will sit
                info = ALL_TILES[data["tile"]]
                tile = self._world_add(ParkTileItem(CELL - 2, data["tile"], rotate(info.edges, data["rotation"])))
                tile.setPos((at[0] + 0.5) * CELL, (at[1] + 0.5) * CELL)
                tile.setOpacity(0.0)
                tile.setZValue(3)
                with a.beat():
                    a.fade(tile, 1.0, 260)
            elif kind == "last-tile":
                self._announce("Last round! The last park tile is drawn", PARK_RECT.center(), 900)
            elif kind == "high-five" and "at" in data:
                self._announce("High five!", self.cell_scene_centre((data["at"][0], data["at"][1])), 500)
            elif kind == "complete" and event.seat is not None:
                self._fly_points(event.seat, data.get("card"), int(data.get("points", 0)))
            elif kind == "score" and event.seat is not None:
                self._fly_points(event.seat, None, int(data.get("points", 0)))
        a.call(lambda: self.rebuild(view))

    def _announce(self, text: str, at: QPointF, ms: int) -> None:
        """A big message that stays a moment, then fades (the last round, a high five)."""
        label = self.add(LabelItem(text, 30, display=True, colour=QColor("#5a1f17"),
                                   backdrop=QColor(255, 226, 122, 245)))
        label.setPos(at)
        label.setZValue(80)
        self.animator.pause(ms)
        self.animator.fade(label, 0.0, 250)

    def _fly_points(self, seat: int, card: int | None, points: int) -> None:
        """Points fly from the completed card (or the seat's area) to the seat's score."""
        if not points:
            return
        target = self.seat_anchor.get(seat)
        if target is None:
            return
        source = self.items.get(f"adventure:{card}") if card is not None else None
        start = source.scenePos() if source is not None else target + QPointF(0, 60)
        label = self.add(LabelItem(f"+{points}", 28, bold=True, colour=QColor("#8a5a00"),
                                   backdrop=QColor(255, 226, 122, 240)))
        label.setPos(start)
        label.setZValue(85)
        with self.animator.beat():
            self.animator.move(label, target + QPointF(120, -30), ms=350)
        self.animator.fade(label, 0.0, 200)


# --- small painters shared with the rules viewer ----------------------------------------------

_NARROW = 19  # longer button texts take the tray's whole width


def _pack_tray(texts: list[str], rows: int) -> list[list[int]]:
    """Split tray buttons into pages of `rows` rows: short texts two to a row, long ones a row each."""
    pages: list[list[int]] = [[]]
    col, row = 0, 0
    for i, text in enumerate(texts):
        wide = len(text) > _NARROW
        if wide and col == 1:
            col, row = 0, row + 1
        if row >= rows:
            pages.append([])
            col, row = 0, 0
        pages[-1].append(i)
        col += 2 if wide else 1
        if col >= 2:
            col, row = 0, row + 1
    return pages


_SHORT = {"note": "Note", "bird": "Bird", "flower": "Flower", "cupcake": "Cupcake"}
_ITEM_SHOW = {"note": "red", "bird": "blue", "flower": "yellow", "cupcake": "green"}  # the start tile's colours


def _figure_spot(pos: Pos, k: int) -> QPointF:
    """Where the k-th standee on a space stands: in the space's corners, clear of the item symbol."""
    dx, dy = ((22, CELL - 28), (CELL - 22, CELL - 28), (22, 30), (CELL - 50, 30), (CELL / 2, CELL - 28))[k % 5]
    return QPointF(pos[0] * CELL + dx, pos[1] * CELL + dy)


def _a(word: str) -> str:
    return ("an " if word[:1].lower() in "aeiou" else "a ") + word


def _standee_painter(p: QPainter, head: QRectF, fig: FigureItem) -> None:
    """A round standee: the character's colour, a ring in the seat colour, the monogram."""
    ring = QColor(fig.data_.get("ring", "#ffffff"))
    p.setPen(QPen(ring, 4))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(head.adjusted(1, 1, -1, -1))
    p.setPen(QColor("white"))
    p.setFont(theme.display_font(int(head.height() * 0.45)))
    p.drawText(head, Qt.AlignmentFlag.AlignCenter, fig.monogram)


def _tile_back_painter(item: ParkTileItem) -> Callable[[QPainter], None]:
    def paint(painter: QPainter) -> None:
        path = item.outline()
        theme.soft_shadow(painter, path, 3)
        painter.setPen(QPen(QColor("#2e5a23"), 2))
        painter.setBrush(theme.gradient_brush(QColor("#79b95d"), QColor("#4f8a3b"), item.body()))
        painter.drawPath(path)
        paint_bench(painter, QPointF(0, 0), item.w * 0.25)

    return paint


class _StartFrame(QGraphicsObject):
    """A border drawn around the four spaces of the start tile so it reads as one 2×2 piece."""

    def boundingRect(self) -> QRectF:
        return QRectF(-6, -6, 2 * CELL + 12, 2 * CELL + 12)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#fff3c4"), 5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(QRectF(-2, -2, 2 * CELL + 4, 2 * CELL + 4), 8, 8)

    def __init__(self, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.setZValue(1)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)


def _tile_picture(p: QPainter, rect: QRectF) -> None:
    size = min(rect.width(), rect.height())
    square = QRectF(rect.center().x() - size / 2, rect.center().y() - size / 2, size, size)
    paint_tile_face(p, square, "GGFF", "flower", "red")


def _adventure_picture(p: QPainter, rect: QRectF) -> None:
    card = SimpleNamespace(data_={"card": 1, "side": "advanced", "free": None})
    p.fillRect(rect, theme.PAPER)
    adventure_face(p, rect.adjusted(4, 4, -4, -4), card)


register_picture("park-tile", _tile_picture, (200, 200))
register_picture("adventure-card", _adventure_picture, (int(ADV_W), int(ADV_H)))


# --- benchmark ---------------------------------------------------------------------------


def bench_park(tiles: int = 45, repeat: int = 60) -> dict[str, float]:
    """Repaint time with `tiles` park tiles placed at 1920×1080, and pick-up-to-glow time; prints both.

    Run: QT_QPA_PLATFORM=offscreen python -c "from desktop.games.day_at_the_park import bench_park; bench_park()"
    """
    import random

    from desktop.app import make_app
    from desktop.controller import GameController
    from desktop.settings import Settings
    from desktop.table.view import TableScene, TableView
    from rules.core import Player, Record, get_game

    app = make_app()
    game = get_game("day-at-the-park")
    players = [Player("Ana")] + [Player(f"Bot {i}", "normal") for i in range(1, 5)]
    state: Any = Record(game.id, players, seed=11).new_state()
    rng = random.Random(4)

    def placed() -> int:
        return len(state.park.tiles) - len(START_CELLS)

    # play plain turns (no special actions) until Ana is about to place late in the game
    plain = (A.Start, A.Figure, A.Place, A.Gain, A.Stop, A.Done, A.Refill, A.Reward, A.HighFiveStep, A.Bonus,
             A.Discard, A.Skip)
    while not state.is_over():
        if state.to_act() == (0,) and state.step == "place" and not state.subs and placed() >= tiles - 10:
            break
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        choice = next((a for kind in plain for a in legal if isinstance(a, kind)), None)
        state.apply(seat, choice if choice is not None else rng.choice(legal))
    # then top the park up to `tiles` with the unused tiles and the other hands, keeping Ana's hand
    pool = list(state.removed) + [t for hand in state.hands[1:] for t in hand]
    state.removed = []
    for hand in state.hands[1:]:
        hand.clear()
    while placed() < tiles and pool:
        t = pool.pop()
        spots = state.park.placements(t)
        if spots:
            x, y, r = spots[len(spots) // 2]
            state.park.add(t, (x, y), r)
    state._legal = {}
    settings = Settings()
    for key, value in (("animation_speed", 0.0), ("bot_delay_ms", 0)):
        settings.set(key, value, persist=False)
    record = Record.of(state, players)
    controller = GameController(record, settings)
    controller.state = state
    controller._perspective = 0
    scene = TableScene()
    view = TableView(scene)
    view.resize(1920, 1080)
    view.show()
    table = DayAtTheParkTable(controller, scene)
    table.rebuild(controller.view())
    view.fit()
    app.processEvents()  # type: ignore[attr-defined]
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        view.viewport().repaint()
        times.append((time.perf_counter() - t0) * 1000)
    # pick-up: the legal spaces of a hand tile computed and lit
    pick = []
    lit = 0
    hand = [i for k, i in table.items.items() if k.startswith("hand:") and i.draggable]
    for _ in range(20):
        if not hand:
            break
        table.placements = {}
        t0 = time.perf_counter()
        table.select(hand[0])
        view.viewport().repaint()
        pick.append((time.perf_counter() - t0) * 1000)
        lit = sum(1 for k, z in table.zones.items() if k.startswith("spot:") and z.glow in ("legal", "hint"))
        table.select(None)
    result = {"tiles": float(placed()), "repaint_median_ms": round(statistics.median(times), 2),
              "repaint_p95_ms": round(sorted(times)[int(len(times) * 0.95) - 1], 2),
              "pickup_glow_median_ms": round(statistics.median(pick), 2) if pick else -1.0,
              "lit_spaces": float(lit)}
    print(f"day-at-the-park, {placed()} tiles placed, 1920x1080: full repaint median "
          f"{result['repaint_median_ms']} ms (p95 {result['repaint_p95_ms']} ms); "
          f"tile pick-up to {lit} lit spaces median {result['pickup_glow_median_ms']} ms")
    view.close()
    return result


__all__ = ["DayAtTheParkTable", "bench_park", "item_path", "paint_tile_face"]


def park_screenshots(folder: str = "docs/screenshots", seed: int = 21) -> None:
    """Grab an early and a late park from the real app on the screen (run under Xvfb for the docs).

    Ana (played here by the rules' heuristic, through the same controller a person uses) faces two
    bots; early on her picked-up tile lights its spaces, late in the game her planned move is shown.
    Run: QT_QPA_PLATFORM=xcb xvfb-run -a -s "-screen 0 1920x1080x24" python -c
    "from desktop.games.day_at_the_park import park_screenshots; park_screenshots()"
    """
    import random
    from pathlib import Path

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from desktop.app import make_app
    from desktop.main_window import MainWindow
    from desktop.settings import Settings
    from rules.core import Player, Record
    from rules.day_at_the_park.heuristic import HEURISTIC

    app = make_app()
    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    settings = Settings()
    for key, value in (("animation_speed", 0.0), ("bot_delay_ms", 0), ("bot_seconds", 0.05)):
        settings.set(key, value, persist=False)
    window = MainWindow(settings)
    screen = QApplication.primaryScreen()
    window.setGeometry(screen.availableGeometry())
    window.show()
    players = [Player("Ana"), Player("Ben", "normal"), Player("Chiara", "normal")]
    window.start_game(Record("day-at-the-park", players, seed), [])
    rng = random.Random(seed)
    shots = {"early": False}

    def grab(name: str) -> None:
        QApplication.processEvents()
        QApplication.primaryScreen().grabWindow(0).save(str(out / f"day-at-the-park-{name}.png"))

    def tick() -> None:
        c = window.controller
        table = window.table
        if c is None or not isinstance(table, DayAtTheParkTable):
            return
        if c.state.is_over():
            QApplication.quit()
            return
        legal = c.legal_actions()
        if legal and c._thinking is None:
            state: Any = c.state
            view: Any = c.view()
            places = [a for a in legal if isinstance(a, A.Place)]
            if not shots["early"] and state.turn_no >= 6 and places and state.step == "place":
                shots["early"] = True
                tile = table.items.get(f"hand:{places[0].tile}")
                if isinstance(tile, ParkTileItem):
                    table.select(tile)
                QTimer.singleShot(400, lambda: grab("early"))
                QTimer.singleShot(700, tick)
                return
            if shots["early"] and not state.pile and any(isinstance(a, A.Step) for a in legal):
                here = state.figures[0]
                nxt = state.park.adjacent(here)[0]
                table.extend_path(nxt)
                table.extend_path(next(q for q in state.park.adjacent(nxt) if q != here))
                table.rebuild(view)
                QTimer.singleShot(400, lambda: grab("late"))
                QTimer.singleShot(700, QApplication.quit)
                return
            c.submit(HEURISTIC.choose(view, rng))
        QTimer.singleShot(30, tick)

    QTimer.singleShot(800, tick)
    app.exec()  # type: ignore[attr-defined]
    window.close()
