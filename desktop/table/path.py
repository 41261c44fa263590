"""A move planned one place at a time: a figure dragged (or clicked) through places, then confirmed.

`PlannedPath` keeps where the walk starts and the places entered in order; the table asks the
rules which places may come next (`may_enter`) and grows or shortens the path as the player
drags the piece over places or clicks them. Nothing is played until the player confirms: then
the whole path goes to the rules at once (``host.submit_sequence``), so it is refused whole or
played whole. `PathLine` draws the plan: a dashed line through the places, a numbered badge per
step, and whatever the table paints in each badge (what that step collects).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Hashable, Sequence
from typing import Generic, TypeVar

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from desktop.table import theme
from desktop.table.guard import Guarded

#: Paints what step `index` brings into a badge centred on the point given, of the radius given.
BadgePainter = Callable[[QPainter, int, QPointF, float], None]

#: A place a walk goes through (a cell's position, a space's number …), as the table names it.
P = TypeVar("P", bound=Hashable)


class PlannedPath(Generic[P]):
    """Where a walk starts and the places it enters, in order (a place may come more than once)."""

    def __init__(self) -> None:
        self.start: P | None = None
        self.steps: list[P] = []

    def __bool__(self) -> bool:
        return bool(self.steps)

    @property
    def end(self) -> P | None:
        return self.steps[-1] if self.steps else self.start

    def clear(self) -> None:
        self.start, self.steps = None, []

    def follow(self, start: P | None) -> None:
        """Keep the plan only while it still starts where the piece stands."""
        if start != self.start:
            self.start, self.steps = start, []

    def extend(self, place: P, may_enter: Callable[[Sequence[P]], Sequence[P]]) -> bool:
        """Add `place` if the rules let the path go there next (`may_enter(steps)` lists where it may)."""
        if place in may_enter(self.steps):
            self.steps.append(place)
            return True
        return False

    def back(self) -> None:
        if self.steps:
            self.steps.pop()

    def drag_over(self, place: P | None, may_enter: Callable[[Sequence[P]], Sequence[P]]) -> bool:
        """The dragged piece is over `place`: step there if the rules allow it (going back where it came
        from is a step too, when a game lets a walk double back). True if the plan changed."""
        if place is None or place == self.end:
            return False
        return self.extend(place, may_enter)


class PathLine(Guarded, QGraphicsObject):
    """The planned path drawn over the places it goes through (in the parent's coordinates)."""

    def __init__(self, points: Sequence[QPointF], colour: QColor, badge: BadgePainter | None = None,
                 boost: float = 1.0) -> None:
        super().__init__()
        self.points = list(points)
        self.colour = colour
        self.badge = badge
        self.boost = boost  # badges drawn this much larger (a zoomed-out world keeps them readable)
        self.setZValue(8)

    def boundingRect(self) -> QRectF:
        if not self.points:
            return QRectF()
        xs = [p.x() for p in self.points]
        ys = [p.y() for p in self.points]
        m = 60 * self.boost
        return QRectF(min(xs) - m, min(ys) - m, max(xs) - min(xs) + 2 * m, max(ys) - min(ys) + 2 * m)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(self.colour, 7, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap))
        for a, b in itertools.pairwise(self.points):
            painter.drawLine(a, b)
        k = self.boost
        seen: dict[tuple[float, float], int] = {}
        for i, pt in enumerate(self.points[1:]):
            again = seen.get((pt.x(), pt.y()), 0)  # a place entered twice gets a second badge beside the first
            seen[(pt.x(), pt.y())] = again + 1
            spot = pt + QPointF((-20 + 40 * again) * k, -26 * k)
            painter.setPen(QPen(theme.INK, 2.5))
            painter.setBrush(QColor("#fffaf0"))
            painter.drawEllipse(spot, 20 * k, 20 * k)
            if self.badge is not None:
                self.badge(painter, i, spot + QPointF(0, 3 * k), 11 * k)
            painter.setBrush(self.colour)
            painter.setPen(QPen(QColor("white"), 2))
            number = spot + QPointF(-14 * k, -16 * k)
            painter.drawEllipse(number, 12 * k, 12 * k)
            painter.setFont(theme.text_font(max(15, int(16 * k)), bold=True))
            painter.drawText(QRectF(number.x() - 12 * k, number.y() - 12 * k, 24 * k, 24 * k),
                             Qt.AlignmentFlag.AlignCenter, str(i + 1))
