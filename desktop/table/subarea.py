"""A window on the table onto a world of its own that zooms and pans apart from the table.

A growing map (a park of tiles, a board that spreads) can outgrow any fixed place on the
table. `ZoomArea` gives it a clipped rectangle on the table and a world inside it with its own
units: the world is scaled and shifted to show all it holds (and keeps fitting as it grows)
until the player zooms or pans it themselves, after which it only follows what the table asks
it to keep in view; the wheel over the area zooms around the pointer,
dragging the mat pans it. Pieces go into the world with ``table.add(item, parent=area.world)``;
the table's `zone_at` already ignores zones the area clips away.

The area outlives rebuilds: its zoom and pan are kept, and `attach` puts a fresh mat and world
on the table each time the table is built.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QTransform
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from desktop.table.guard import Guarded

#: Paints the area's mat (its background) into the given rectangle.
MatPainter = Callable[[QPainter, QRectF], None]


class _Adds(Protocol):
    def add(self, item: QGraphicsItem, key: str | None = None, parent: QGraphicsItem | None = None) -> object: ...


class AreaMat(Guarded, QGraphicsObject):
    """The area's background: it clips the world to its shape, and dragging it pans the world."""

    def __init__(self, rect: QRectF, paint_mat: MatPainter, on_pan: Callable[[QPointF], None],
                 radius: float = 18.0) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.paint_mat = paint_mat
        self.on_pan = on_pan
        self.radius = radius
        self._last: QPointF | None = None
        #: The zoom and pan this mat shows (set by `ZoomArea.attach`).
        self.area: ZoomArea | None = None
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemClipsChildrenToShape)
        self.setZValue(-3)
        self.setCursor(Qt.CursorShape.SizeAllCursor)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return self.rect

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(self.rect, self.radius, self.radius)
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setClipPath(self.shape())
        self.paint_mat(painter, self.rect)

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


class AreaWorld(Guarded, QGraphicsObject):
    """The world's own coordinates inside the mat; its transform is the zoom and pan."""

    def boundingRect(self) -> QRectF:
        return QRectF()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        pass


class ZoomArea:
    """The zoom and pan of one area, and the items that show it (made again by `attach`)."""

    def __init__(self, rect: QRectF, paint_mat: MatPainter, least: float = 0.25, most: float = 2.5) -> None:
        self.rect = QRectF(rect)
        self.paint_mat = paint_mat
        self.least, self.most = least, most
        self.scale = 1.0
        self.offset = QPointF(self.rect.center())
        #: While True the world is framed again whenever it is fitted (the player has not zoomed or panned).
        self.auto_fit = True
        self.mat: AreaMat | None = None
        self.world: AreaWorld | None = None
        self.on_change: Callable[[], None] = lambda: None

    def attach(self, table: _Adds) -> AreaWorld:
        """Put the mat and an empty world on `table` (after a rebuild cleared the old ones)."""
        mat = AreaMat(self.rect, self.paint_mat, self.pan)
        mat.area = self
        table.add(mat)
        self.mat = mat
        self.world = AreaWorld(mat)
        self._apply()
        return self.world

    def set_rect(self, rect: QRectF) -> None:
        """The table gave the area another place (a new layout): keep the same world point centred."""
        if rect == self.rect:
            return
        centre = self.to_world(self.rect.center(), clip=False)
        self.rect = QRectF(rect)
        if centre is not None:
            self.offset = self.rect.center() - centre * self.scale

    def _apply(self) -> None:
        if self.world is not None:
            self.world.setTransform(QTransform().translate(self.offset.x(), self.offset.y()).scale(self.scale,
                                                                                                    self.scale))

    def fit(self, bounds: QRectF, most: float | None = None, focus: QRectF | None = None) -> None:
        """Frame all of `bounds` (world units) in the area, at most `most` times enlarged, while `auto_fit`.

        Once the player has zoomed or panned, their zoom stays; only `focus` (a world rectangle that
        should be seen, such as the cell a piece moved to) brings the world back into view, centred on
        it as far as `bounds` allow, when it lies outside the area.
        """
        if bounds.width() <= 0 or bounds.height() <= 0:
            self._apply()
            return
        if self.auto_fit:
            top = self.most if most is None else most
            self.scale = max(self.least, min(top, self.rect.width() / bounds.width(),
                                             self.rect.height() / bounds.height()))
            self.offset = self.rect.center() - bounds.center() * self.scale
        elif focus is not None and not self.rect.contains(QRectF(self.to_scene(focus.topLeft()),
                                                                 self.to_scene(focus.bottomRight()))):
            half_w = self.rect.width() / 2 / self.scale
            half_h = self.rect.height() / 2 / self.scale
            centre = QPointF(_clamp(focus.center().x(), bounds.left() + half_w, bounds.right() - half_w),
                             _clamp(focus.center().y(), bounds.top() + half_h, bounds.bottom() - half_h))
            self.offset = self.rect.center() - centre * self.scale
        self._apply()

    def zoom(self, factor: float, around: QPointF | None = None) -> None:
        around = around if around is not None else self.rect.center()
        point = (around - self.offset) / self.scale
        self.scale = max(self.least, min(self.most, self.scale * factor))
        self.offset = around - point * self.scale
        self.auto_fit = False
        self._apply()
        self.on_change()

    def pan(self, delta: QPointF) -> None:
        self.offset += delta
        self.auto_fit = False
        self._apply()
        self.on_change()

    def keep_in_view(self, scene_rect: QRectF, margin: float = 16.0) -> None:
        """Pan, at the same zoom, just far enough that `scene_rect` (a piece of the world, in scene units) lies
        inside the area: the keyboard's ring never rests on a place clipped out of sight."""
        inner = self.rect.adjusted(margin, margin, -margin, -margin)
        if inner.contains(scene_rect):
            return
        shift = QPointF(_into(scene_rect.left(), scene_rect.right(), inner.left(), inner.right()),
                        _into(scene_rect.top(), scene_rect.bottom(), inner.top(), inner.bottom()))
        self.offset += shift
        self.auto_fit = False
        self._apply()

    def contains(self, scene_pos: QPointF) -> bool:
        return self.rect.contains(scene_pos)

    def to_world(self, scene_pos: QPointF, clip: bool = True) -> QPointF | None:
        """The world point under `scene_pos` (None outside the area, unless `clip` is False)."""
        if clip and not self.rect.contains(scene_pos):
            return None
        return (scene_pos - self.offset) / self.scale

    def to_scene(self, world_pos: QPointF) -> QPointF:
        return self.offset + world_pos * self.scale

    def wheel_zoom(self, delta_y: int, scene_pos: QPointF) -> bool:
        """A wheel turn over the area zooms it around the pointer; True if it was over the area."""
        if not delta_y or not self.rect.contains(scene_pos):
            return False
        self.zoom(1.15 ** (delta_y / 120.0), scene_pos)
        return True


def area_of(item: QGraphicsItem) -> ZoomArea | None:
    """The zoom area whose world holds `item` (None for a piece on the table itself)."""
    parent = item.parentItem()
    while parent is not None:
        if isinstance(parent, AreaMat):
            return parent.area
        parent = parent.parentItem()
    return None


def _into(low: float, high: float, left: float, right: float) -> float:
    """How far to move the span `low`…`high` to lie within `left`…`right` (its start, when it is wider)."""
    if low < left or high - low > right - left:
        return left - low
    if high > right:
        return right - high
    return 0.0


def _clamp(value: float, low: float, high: float) -> float:
    """`value` kept between `low` and `high` (their middle when the range is empty)."""
    if low > high:
        return (low + high) / 2
    return max(low, min(high, value))
