"""Pictures kept across rebuilds: a piece painted once for each look and screen scale, then copied.

Every move rebuilds the table, so every piece is new and Qt's own item cache starts out empty: painting
every card, tile and shadow afresh was most of the time a move took to redraw (`party-table bench gui`, "a move
redrawn"). A piece whose picture depends only on a few values names them as its *look*; the picture is
painted once at the scale the screen shows it and copied from then on.

A look must name everything the picture depends on besides its size: two pieces with the same look
and size must paint the same pixels. The language is part of every key, so words follow a change of it.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Hashable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QTransform

from desktop.table.text import language_generation

#: How many bytes of kept pictures to hold at most; the least recently drawn go first.
BUDGET = 16 * 1024 * 1024

_kept: OrderedDict[Hashable, QImage] = OrderedDict()
_held = 0


def draw(painter: QPainter, area: QRectF, look: Hashable, paint: Callable[[QPainter], None]) -> None:
    """Draw what ``paint(painter)`` draws inside `area`, from the picture kept for `look` and the scale.

    A painter that is turned, sheared or squeezed (a card flipping over) paints directly, and so does a
    painter of a class of its own (the text audit's, which notes every word drawn through it).
    """
    t = painter.deviceTransform()
    scale = t.m11()
    if (type(painter) is not QPainter or t.type().value > QTransform.TransformationType.TxScale.value
            or scale <= 0 or abs(scale - t.m22()) > 1e-6):
        paint(painter)
        return
    # where the picture starts on the screen, to a quarter of a pixel: kept pictures are drawn on whole
    # pixels, so the part of a pixel is painted into the picture (a copy never blurs or shifts)
    origin = t.map(area.topLeft())
    whole = QPointF(math.floor(origin.x()), math.floor(origin.y()))
    shift = QPointF(round((origin.x() - whole.x()) * 4) / 4, round((origin.y() - whole.y()) * 4) / 4)
    # on a HiDPI screen the painter's own units are the device's pixels over its pixel ratio
    ratio = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
    key = (look, round(area.width(), 3), round(area.height(), 3), round(scale, 5), shift.x(), shift.y(), ratio,
           language_generation())
    picture = _kept.get(key)
    if picture is None:
        picture = _paint(painter, area, scale, ratio, shift, paint)
        _keep(key, picture)
    else:
        _kept.move_to_end(key)
    painter.save()
    try:
        painter.resetTransform()
        painter.drawImage(QPointF(whole.x() / ratio, whole.y() / ratio), picture)
    finally:
        painter.restore()


def _paint(painter: QPainter, area: QRectF, scale: float, ratio: float, shift: QPointF,
           paint: Callable[[QPainter], None]) -> QImage:
    """The picture, painted as the painter would paint it: same scale, pixel ratio, hints and font."""
    picture = QImage(math.ceil(area.width() * scale + shift.x()) + 1, math.ceil(area.height() * scale + shift.y()) + 1,
                     QImage.Format.Format_ARGB32_Premultiplied)
    picture.setDevicePixelRatio(ratio)
    picture.fill(Qt.GlobalColor.transparent)
    p = QPainter(picture)
    try:
        p.setRenderHints(painter.renderHints())
        p.setFont(painter.font())
        p.translate(shift / ratio)
        p.scale(scale / ratio, scale / ratio)
        p.translate(-area.topLeft())
        paint(p)
    finally:
        p.end()
    return picture


def _keep(key: Hashable, picture: QImage) -> None:
    global _held
    _kept[key] = picture
    _held += picture.sizeInBytes()
    while _held > BUDGET and len(_kept) > 1:
        _, old = _kept.popitem(last=False)
        _held -= old.sizeInBytes()


def held() -> tuple[int, int]:
    """How many pictures are kept and how many bytes they hold."""
    return len(_kept), _held


def forget() -> None:
    """Let every kept picture go."""
    global _held
    _kept.clear()
    _held = 0
