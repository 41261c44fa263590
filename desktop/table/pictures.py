"""Table pieces as pictures for the in-app rules: any `TableItem` drawn into a rectangle."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from desktop.table.items import TableItem

Painter = Callable[[QPainter, QRectF], None]


def item_painter(make: Callable[[], TableItem]) -> Painter:
    """A painter drawing a table piece (a `TableItem` made by ``make``) scaled to fit the picture."""

    def paint(p: QPainter, rect: QRectF) -> None:
        item = make()
        body = item.body()
        scale = min(rect.width() / body.width(), rect.height() / body.height())
        p.save()
        p.translate(rect.center())
        p.scale(scale, scale)
        item.paint(p, QStyleOptionGraphicsItem(), None)
        p.restore()

    return paint


__all__ = ["Painter", "item_painter"]
