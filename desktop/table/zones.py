"""Places on the table: drop targets that glow, row/fan layouts, the reason bubble.

A `DropZone` is an area the game table names with a ``key`` ("table:check").
While something is dragged (or selected for the click path) the table sets each
zone's `glow` to "legal" or "dim"; the zone under the pointer shows "hover".
Zones are also clickable: clicking a lit zone with a selected piece is the same as
dropping the piece there.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt, QTimer
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from desktop.table import theme
from desktop.table.guard import Guarded
from desktop.table.items import TableItem
from desktop.table.text import sentence


class DropZone(Guarded, QGraphicsObject):
    """A rectangular drop target (invisible until it glows, unless ``visible_frame``)."""

    #: The toolkit's glows; a game's zone may paint more of its own (every glow but "off" and "dim" is raised).
    GLOWS = ("off", "legal", "dim", "hover", "hint")

    def __init__(self, rect: QRectF, key: str, label: str = "", visible_frame: bool = False,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.rect = QRectF(rect)
        self.key = key
        self.label = label
        self.visible_frame = visible_frame
        self.glow = "off"
        self.focused = False
        self.data_: dict[str, Any] = {}
        self.interaction: Any = None
        self.setZValue(-1)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-10, -10, 10, 10)

    def set_glow(self, glow: str) -> None:
        if glow != self.glow:
            self.glow = glow
            self.setZValue(-1 if glow in ("off", "dim") else 5)
            self.update()

    def set_focused(self, on: bool) -> None:
        if on != self.focused:
            self.focused = on
            self.update()

    def contains_scene(self, point: QPointF) -> bool:
        return self.rect.contains(self.mapFromScene(point))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = QPainterPath()
        path.addRoundedRect(self.rect, 16, 16)
        if self.visible_frame and self.glow == "off":
            painter.setPen(theme.empty_place_pen())
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(path)
        if self.glow in ("legal", "hover", "hint"):
            colour = {"legal": theme.GLOW_LEGAL, "hover": theme.GLOW_HOVER, "hint": theme.GLOW_HINT}[self.glow]
            for width, alpha in ((16, 50), (9, 110), (4, 255)):
                c = QColor(colour)
                c.setAlpha(alpha)
                painter.setPen(QPen(c, width))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawPath(path)
            fill = QColor(colour)
            fill.setAlpha(40)
            painter.fillPath(path, fill)
        elif self.glow == "dim":
            painter.fillPath(path, QColor(40, 30, 20, 70))
        if self.focused:
            theme.draw_focus_ring(painter, path)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.interaction is not None:
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.interaction is not None and self.rect.contains(event.pos()):
            self.interaction.zone_clicked(self)


def row_positions(centre: QPointF, count: int, item_width: float, gap: float = 12.0,
                  max_width: float | None = None) -> list[QPointF]:
    """Centres for ``count`` items laid side by side around ``centre``, overlapping if needed."""
    if count <= 0:
        return []
    step = item_width + gap
    if max_width is not None and count > 1 and step * (count - 1) + item_width > max_width:
        step = (max_width - item_width) / (count - 1)
    left = centre.x() - step * (count - 1) / 2
    return [QPointF(left + i * step, centre.y()) for i in range(count)]


def layout_row(items: Sequence[TableItem], centre: QPointF, gap: float = 12.0, max_width: float | None = None,
               animator: Any = None) -> None:
    """Place items in a row (animated when an animator is given)."""
    if not items:
        return
    for item, pos in zip(items, row_positions(centre, len(items), items[0].w, gap, max_width), strict=True):
        if animator is not None:
            animator.move(item, pos)
        else:
            item.setPos(pos)


class ReasonBubble(Guarded, QGraphicsObject):
    """A speech bubble near the pointer with the rules' reason for a refusal."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.font = theme.text_font(20, bold=True)
        self._rect = QRectF()
        self.setZValue(20_000)
        self.hide()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide)

    def show_reason(self, text: str, scene_pos: QPointF, ms: int = 3500) -> None:
        self.text = text = sentence(text)  # the rules' reasons are clauses ("the Stripe Pattern card names …")
        fm = QFontMetricsF(self.font)
        br = fm.boundingRect(QRectF(0, 0, 420, 1000), int(Qt.TextFlag.TextWordWrap), text)
        self.prepareGeometryChange()
        self._rect = QRectF(0, 0, br.width() + 28, br.height() + 20)
        scene = self.scene()
        pos = QPointF(scene_pos.x() + 18, scene_pos.y() - self._rect.height() - 18)
        if scene is not None:
            area = scene.sceneRect()
            pos.setX(min(max(area.left() + 8, pos.x()), area.right() - self._rect.width() - 8))
            pos.setY(min(max(area.top() + 8, pos.y()), area.bottom() - self._rect.height() - 8))
        self.setPos(pos)
        self.show()
        self.update()
        self._timer.start(ms)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-6, -6, 6, 16)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = QPainterPath()
        path.addRoundedRect(self._rect, 14, 14)
        tail = QPainterPath(QPointF(16, self._rect.bottom() - 1))
        tail.lineTo(4, self._rect.bottom() + 14)
        tail.lineTo(34, self._rect.bottom() - 1)
        path = path.united(tail)
        theme.soft_shadow(painter, path)
        painter.setPen(QPen(QColor("#b03a2e"), 2.5))
        painter.setBrush(QColor("#fff4e8"))
        painter.drawPath(path)
        painter.setPen(QColor("#5a1f17"))
        painter.setFont(self.font)
        painter.drawText(self._rect.adjusted(14, 10, -14, -10), int(Qt.TextFlag.TextWordWrap), self.text)


class HintBubble(Guarded, QGraphicsObject):
    """A suggestion, not a refusal: a soft yellow card with a light bulb, beside the piece it suggests,
    with an arrow to where the piece would go."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.font = theme.text_font(19, bold=True)
        self._rect = QRectF()
        self._arrow: tuple[QPointF, QPointF] | None = None  # in item coordinates
        self._bend: QPointF | None = None  # the arrow's curve's control point, where a straight one would cross
        self.setZValue(19_000)
        self.hide()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide)

    def show_hint(self, text: str, near: QPointF, target: QPointF | None = None, ms: int = 6000,
                  left: bool = False, box: QRectF | None = None, avoid: Sequence[QRectF] = ()) -> None:
        """Show `text` above `near` (the suggested piece's top edge), pointing on to `target` if there
        is one; with `left`, to the left of `near` (the piece's left edge), for a piece with text just
        above it, such as a button under its prompt. Where that would cover one of the pieces in `avoid`
        (or `box`, the lit piece), the bubble goes to the first clear side of `box` instead."""
        self.text = text
        fm = QFontMetricsF(self.font)
        br = fm.boundingRect(QRectF(0, 0, 400, 1000), int(Qt.TextFlag.TextWordWrap), text)
        self.prepareGeometryChange()
        self._rect = QRectF(0, 0, br.width() + 62, max(br.height() + 22, 46))
        scene = self.scene()
        area = scene.sceneRect() if scene is not None else None
        pos = bubble_place(self._rect.size(), near, left, box, avoid, area, target=target)
        self.setPos(pos)
        self._arrow = self._bend = None
        if target is not None:
            start = arrow_start(self._rect.translated(pos).center(), box, target)
            if (target - start).manhattanLength() > self._rect.width() / 2 + 30:
                self._arrow = (start - pos, target - pos)
                bend = arrow_bend(start, target, [*avoid, self._rect.translated(pos)], area)
                self._bend = bend - pos if bend is not None else None
        self.show()
        self.update()
        self._timer.start(ms)

    def forget(self) -> None:
        """Hidden with nothing left in it: the next player's screen keeps no word of the last player's hint."""
        self._timer.stop()
        self.hide()
        self.prepareGeometryChange()
        self.text, self._rect, self._arrow, self._bend = "", QRectF(), None, None

    def boundingRect(self) -> QRectF:
        box = self._rect.adjusted(-8, -8, 8, 8)
        if self._arrow is not None:
            a, b = self._arrow
            box = box.united(QRectF(a, b).normalized().adjusted(-16, -16, 16, 16))
            if self._bend is not None:  # a quadratic curve stays within its three points
                box = box.united(QRectF(a, self._bend).normalized().adjusted(-16, -16, 16, 16))
        return box

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self._arrow is not None:
            start, end = self._arrow
            painter.setPen(QPen(QColor("#d9a400"), 5, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap))
            line = QPainterPath(start)
            if self._bend is not None:
                line.quadTo(self._bend, end)
            else:
                line.lineTo(end)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(line)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#d9a400"))
            painter.drawEllipse(end, 9, 9)
        path = QPainterPath()
        path.addRoundedRect(self._rect, 16, 16)
        theme.soft_shadow(painter, path)
        painter.setPen(QPen(QColor("#d9a400"), 2.5))
        painter.setBrush(QColor("#fff7d1"))
        painter.drawPath(path)
        bulb = QPointF(self._rect.left() + 24, self._rect.center().y() - 3)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#ffd23f"))
        painter.drawEllipse(bulb, 10, 10)
        painter.setBrush(QColor("#8c6d1f"))
        painter.drawRoundedRect(QRectF(bulb.x() - 5, bulb.y() + 8, 10, 7), 2, 2)
        painter.setPen(QColor("#4a3a10"))
        painter.setFont(self.font)
        painter.drawText(self._rect.adjusted(46, 11, -14, -11), int(Qt.TextFlag.TextWordWrap), self.text)


def bubble_place(size: QSizeF, near: QPointF, left: bool, box: QRectF | None, avoid: Sequence[QRectF],
                 area: QRectF | None, gap: float = 16, target: QPointF | None = None) -> QPointF:
    """Where a hint's bubble of `size` goes: above `near` (or left of it with `left`), kept inside `area`.
    If that covers the lit piece `box` or a piece in `avoid`, the nearest place beside `box` (above or below
    it, centred or flush with one of its sides, further out step by step; or to either side) that covers
    nothing; failing that, what covers least.
    With an arrow on to `target`, among places that cover as little, one whose arrow crosses fewest pieces."""
    w, h = size.width(), size.height()
    if left:
        wanted = QPointF(near.x() - w - gap, near.y() - h / 2)
    else:
        wanted = QPointF(near.x() - w / 2, near.y() - h - gap)
        if area is not None and wanted.y() < area.top() + 8:  # no room above the piece: below it
            wanted = QPointF(wanted.x(), near.y() + gap)
    places = [wanted]
    if box is not None:
        middle = box.center()
        # above or below: centred on the lit piece, or flush with either of its sides
        across = (middle.x() - w / 2, box.left(), box.right() - w)
        for step in range(16):
            out = gap + step * 10
            places += [QPointF(x, y) for y in (box.top() - h - out, box.bottom() + out) for x in across]
        places += [QPointF(box.left() - w - gap, middle.y() - h / 2), QPointF(box.right() + gap, middle.y() - h / 2)]
    covered = [*avoid, *([box] if box is not None else [])]
    crossable = [r for r in avoid if target is not None and not r.contains(target)]

    def kept_inside(pos: QPointF) -> QPointF:
        if area is None:
            return pos
        return QPointF(min(max(area.left() + 8, pos.x()), area.right() - w - 8),
                       min(max(area.top() + 8, pos.y()), area.bottom() - h - 8))

    def cover(pos: QPointF) -> float:
        rect = QRectF(pos, size)
        return sum(r.intersected(rect).width() * r.intersected(rect).height() for r in covered if r.intersects(rect))

    def crossings(pos: QPointF) -> int:
        """How many pieces the arrow would cross; a bubble nearer the target than the lit piece (where the
        arrow would barely show) counts as crossing them all."""
        if target is None:
            return 0
        centre = QRectF(pos, size).center()
        if box is not None and (target - centre).manhattanLength() < apart(QRectF(centre, centre), box):
            return len(crossable) + 1
        start = arrow_start(centre, box, target)
        return sum(_clip(start, target, r) is not None for r in crossable)

    first = kept_inside(wanted)

    def judged(pos: QPointF) -> tuple[int, float, float]:
        """After cover: what the arrow crosses, then how far from the lit piece, then from the wanted place."""
        away = apart(QRectF(pos, size), box) if box is not None else 0.0
        return crossings(pos), away, (pos - first).manhattanLength()

    covers = [(cover(p), p) for p in (kept_inside(p) for p in places)]
    least = min(c for c, _ in covers)
    return min((p for c, p in covers if c == least), key=judged)


#: How far an arrow may bow out, as fractions of its length either side: the gentlest that helps is taken.
BENDS = (0.2, -0.2, 0.35, -0.35, 0.5, -0.5)


def arrow_bend(start: QPointF, end: QPointF, avoid: Sequence[QRectF], area: QRectF | None) -> QPointF | None:
    """The control point of a curve from `start` to `end` that crosses fewer of the pieces and words in
    `avoid` than the straight arrow does (the gentlest of the fewest), or None where straight is best. What
    holds either end (the lit piece, the place it goes) does not count, nor a curve that leaves `area`."""
    crossable = [r for r in avoid if not r.contains(start) and not r.contains(end)]
    straight = _crossed(start, [], end, crossable)
    if straight == 0:
        return None
    d = end - start
    normal = QPointF(-d.y(), d.x())
    middle = (start + end) / 2
    best, fewest = None, straight
    for bow in BENDS:
        control = middle + normal * bow
        curve = [_on_curve(start, control, end, i / 16) for i in range(1, 16)]
        if area is not None and not all(area.contains(p) for p in curve):
            continue
        crossed = _crossed(start, curve, end, crossable)
        if crossed < fewest:
            best, fewest = control, crossed
    return best


def _on_curve(a: QPointF, control: QPointF, b: QPointF, t: float) -> QPointF:
    return a * ((1 - t) ** 2) + control * (2 * (1 - t) * t) + b * (t ** 2)


def _crossed(start: QPointF, between: Sequence[QPointF], end: QPointF, rects: Sequence[QRectF]) -> int:
    """How many of `rects` the path from `start` through `between` to `end` (straight pieces) runs through."""
    points = [start, *between, end]
    return sum(any(_clip(p, q, r) is not None for p, q in itertools.pairwise(points)) for r in rects)


def arrow_start(centre: QPointF, box: QRectF | None, target: QPointF) -> QPointF:
    """Where a hint's arrow to `target` starts: at the bubble's `centre`, or, where that line would cross the
    lit piece `box` (a bubble above the deck, the place for the card below it), at the edge of `box` it
    leaves by, so the arrow never hides the piece it speaks of."""
    if box is None or box.contains(target):
        return centre
    through = _clip(centre, target, box)
    return centre if through is None else centre + (target - centre) * through[1]


def _clip(a: QPointF, b: QPointF, rect: QRectF) -> tuple[float, float] | None:
    """Where the segment from `a` to `b` runs through `rect`: the fractions of the way at which it enters and
    leaves it, or None if it misses."""
    d = b - a
    enter, leave = 0.0, 1.0
    for lo, hi, at, step in ((rect.left(), rect.right(), a.x(), d.x()),
                             (rect.top(), rect.bottom(), a.y(), d.y())):
        if step == 0:
            if not lo <= at <= hi:
                return None
            continue
        t0, t1 = (lo - at) / step, (hi - at) / step
        enter, leave = max(enter, min(t0, t1)), min(leave, max(t0, t1))
    return (enter, leave) if enter <= leave else None


def apart(a: QRectF, b: QRectF) -> float:
    """How far apart two rectangles (or a point's empty rectangle and a rectangle) are, across and down: 0
    where they touch or overlap."""
    return (max(b.left() - a.right(), 0.0, a.left() - b.right())
            + max(b.top() - a.bottom(), 0.0, a.top() - b.bottom()))
