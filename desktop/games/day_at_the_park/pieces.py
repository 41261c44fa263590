"""The pieces of the Day at the Park table: park tiles, tokens, park spaces as targets, seat mats."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import ClassVar

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QStyleOptionGraphicsItem,
    QWidget,
)

from desktop.games.day_at_the_park.art import (
    CARD_TEXT,
    CELL,
    ITEM_COLOURS,
    Pos,
    item_boost,
    paint_attraction,
    paint_bench,
    paint_item,
    paint_nap,
    paint_tile_face,
)
from desktop.table import theme
from desktop.table.guard import Guarded
from desktop.table.items import TableItem
from desktop.table.zones import DropZone
from rules.day_at_the_park.data import ALL_TILES
from rules.day_at_the_park.park import rotate

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

    def look(self) -> tuple[str, str, str]:
        return self.edges, self.item, self.colour_name

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

    keeps_clear = True

    def __init__(self, diameter: float, kind: str, key: str = "", face: str = "bench", label: str = "") -> None:
        super().__init__(diameter, diameter, key)
        self.kind, self.face, self.label = kind, face, label
        self.data_["kind"] = kind

    def outline(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(self.body())
        return path

    def look(self) -> tuple[str, str, str]:
        return self.kind, self.face, self.label

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
            painter.setFont(theme.text_font(CARD_TEXT, bold=True))
            painter.setPen(QColor("white"))
            badge = QRectF(r * 0.35, r * 0.35, r * 0.9, r * 0.9)
            painter.setBrush(theme.INK)
            painter.drawEllipse(badge)
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, self.label)


class ParkSpot(DropZone):
    """A space of (or next to) the park as a target. Its own glow "turn" (the hint's pink, saying "turn it"):
    the held tile fits here only turned."""

    #: glow → (fill, border): plain fills and one border, cheap enough to light 60 spaces at once; "turn" looks
    #: as the hint does, its words ("turn it") tell them apart.
    STYLE: ClassVar[dict[str, tuple[QColor, QPen]]] = {
        "legal": (QColor(200, 255, 210, 130), QPen(theme.GLOW_LEGAL, 6)),
        "hover": (QColor(255, 236, 150, 170), QPen(theme.GLOW_HOVER, 8)),
        "hint": (QColor(255, 225, 242, 120), QPen(theme.GLOW_HINT, 5, Qt.PenStyle.DashLine)),
        "dim": (QColor(40, 30, 20, 70), QPen(Qt.PenStyle.NoPen)),
    }
    STYLE["turn"] = STYLE["hint"]

    def says_turn(self) -> bool:
        """Whether the space shows "turn it": the held tile fits here only turned."""
        return self.glow == "turn" and bool(self.label)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        style = self.STYLE.get(self.glow)
        if style is not None:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            fill = style[0]
            if self.key.startswith("cell:") and self.glow != "dim":  # over a tile: keep its symbol clear
                fill = QColor(fill)
                fill.setAlpha(45)
            painter.setBrush(fill)
            painter.setPen(style[1])
            painter.drawRoundedRect(self.rect, 12, 12)
        if self.focused:
            ring = QPainterPath()
            ring.addRoundedRect(self.rect, 12, 12)
            theme.draw_focus_ring(painter, ring)
        if self.says_turn():
            painter.setPen(theme.INK)
            k = item_boost(self)
            painter.setFont(theme.text_font(math.ceil(CARD_TEXT * k), bold=True))
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


def tile_back_painter(item: ParkTileItem) -> Callable[[QPainter], None]:
    def paint(painter: QPainter) -> None:
        path = item.outline()
        theme.soft_shadow(painter, path, 3)
        painter.setPen(QPen(QColor("#2e5a23"), 2))
        painter.setBrush(theme.gradient_brush(QColor("#79b95d"), QColor("#4f8a3b"), item.body()))
        painter.drawPath(path)
        paint_bench(painter, QPointF(0, 0), item.w * 0.25)

    return paint


class StartFrame(Guarded, QGraphicsObject):
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


def figure_spot(pos: Pos, k: int) -> QPointF:
    """Where the k-th standee on a space stands: in the space's corners, clear of the item symbol."""
    dx, dy = ((22, CELL - 28), (CELL - 22, CELL - 28), (22, 30), (CELL - 50, 30), (CELL / 2, CELL - 28))[k % 5]
    return QPointF(pos[0] * CELL + dx, pos[1] * CELL + dy)
