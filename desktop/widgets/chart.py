"""Small charts drawn with QPainter (PySide6-Essentials has no Qt Charts): axes, ticks and labels.

Both the Statistics window's scores over time and the review's win-chance graph draw
their data on an `Axes`, which maps values to pixels and paints the frame in the app's style.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPen

from desktop.table import theme

GRID = QColor("#e8dccb")
AXIS = QColor("#7a5c43")
LABEL = QColor("#6b5a44")


@dataclass(frozen=True)
class Axes:
    """The plot area in pixels and the ranges of values it shows."""

    area: QRectF
    x0: float
    x1: float
    y0: float
    y1: float

    def x(self, value: float) -> float:
        span = self.x1 - self.x0
        return self.area.left() + (value - self.x0) / span * self.area.width() if span else self.area.center().x()

    def y(self, value: float) -> float:
        span = self.y1 - self.y0
        return self.area.bottom() - (value - self.y0) / span * self.area.height() if span else self.area.center().y()

    def point(self, x: float, y: float) -> QPointF:
        return QPointF(self.x(x), self.y(y))

    def x_value(self, pixel: float) -> float:
        """The x value under a pixel column (clamped to the range)."""
        if self.area.width() <= 0:
            return self.x0
        share = min(1.0, max(0.0, (pixel - self.area.left()) / self.area.width()))
        return self.x0 + share * (self.x1 - self.x0)


def nice_ticks(low: float, high: float, most: int = 6, *, whole: bool = False) -> list[float]:
    """Round values from `low` to `high` (about `most` of them): 0, 5, 10 … or 0, 20, 40 … The first is at
    or under `low` and the last at or over `high`, so an axis drawn to its ticks has every value under a
    labelled line (a best score of 55 gets a 60 above it). For `whole` numbers (scores) the step is at least
    1: no 0.25 between two scores that cannot be."""
    if high <= low:
        return [low]
    raw = (high - low) / max(1, most - 1)
    if whole:
        raw = max(raw, 1.0)
    magnitude = 10 ** math.floor(math.log10(raw))
    step = next(m * magnitude for m in (1, 2, 2.5, 5, 10)
                if m * magnitude >= raw and not (whole and m * magnitude % 1))
    first = math.floor(low / step + 1e-9) * step
    ticks = [round(first, 10)]
    while ticks[-1] < high - step * 1e-9:
        ticks.append(round(ticks[-1] + step, 10))
    return ticks


def draw_axes(p: QPainter, axes: Axes, y_ticks: list[tuple[float, str]], x_ticks: list[tuple[float, str]],
              x_title: str = "", y_title: str = "") -> None:
    """Grid lines at the y ticks, the two axes, tick labels and the axis titles."""
    area = axes.area
    p.save()
    p.setFont(theme.text_font(12))
    metrics = p.fontMetrics()
    for value, text in y_ticks:
        y = axes.y(value)
        p.setPen(QPen(GRID, 1))
        p.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
        p.setPen(LABEL)
        box = QRectF(area.left() - 52, y - 9, 46, 18)
        p.drawText(box, int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), text)
    p.setPen(QPen(AXIS, 1.5))
    p.drawLine(area.bottomLeft(), area.bottomRight())
    p.drawLine(area.bottomLeft(), area.topLeft())
    p.setPen(LABEL)
    last_right = -1e9
    for value, text in x_ticks:
        x = axes.x(value)
        width = metrics.horizontalAdvance(text) + 6
        if x - width / 2 < last_right:  # never print two labels over each other
            continue
        p.drawLine(QPointF(x, area.bottom()), QPointF(x, area.bottom() + 4))
        p.drawText(QRectF(x - width / 2, area.bottom() + 5, width, 16), int(Qt.AlignmentFlag.AlignCenter), text)
        last_right = x + width / 2
    if x_title:
        p.drawText(QRectF(area.left(), area.bottom() + 20, area.width(), 16),
                   int(Qt.AlignmentFlag.AlignCenter), x_title)
    if y_title:
        # Upright along the y axis, beside the plot; a title longer than the plot is tall (Italian, in a short
        # chart) takes the height above and below it too, then a second line nearer the tick labels, and is
        # shortened only where even that is too little.
        device = p.device()
        height = float(device.height()) if device is not None else area.height()
        span = min(max(area.height(), metrics.horizontalAdvance(y_title) + 8), height)
        centre = min(max(area.center().y(), span / 2), height - span / 2)
        p.save()
        p.translate(area.left() - 56, centre)  # an accent above the first line stays inside the chart
        p.rotate(-90)
        for k, line in enumerate(_title_lines(y_title, metrics, int(span))):
            p.drawText(QRectF(-span / 2, -14 + k * metrics.lineSpacing(), span, 16), int(Qt.AlignmentFlag.AlignCenter),
                       line)
        p.restore()
    p.restore()


def _title_lines(title: str, metrics: QFontMetrics, room: int) -> list[str]:
    """`title` on one line of `room` pixels, else on two broken where the longer is shortest, each cut to fit."""
    words = title.split()
    if metrics.horizontalAdvance(title) <= room or len(words) < 2:
        return [metrics.elidedText(title, Qt.TextElideMode.ElideRight, room)]
    cut = min(range(1, len(words)), key=lambda k: max(metrics.horizontalAdvance(" ".join(words[:k])),
                                                      metrics.horizontalAdvance(" ".join(words[k:]))))
    return [metrics.elidedText(" ".join(part), Qt.TextElideMode.ElideRight, room)
            for part in (words[:cut], words[cut:])]


def round_ticks(last: int, most: int = 12) -> list[int]:
    """Where an axis counting from 0 to `last` (moves, games) is numbered: every 1, 2 or 5 (or 10, 20, 25, 50…),
    no more than `most` ticks, and `last` too, in place of a tick that would crowd it."""
    steps = [1, 2, 5] + [k * 10**e for e in range(1, 7) for k in (1, 2, 2.5, 5)]
    step = int(next(s for s in steps if last / s <= most))
    ticks = list(range(0, last + 1, step))
    if ticks[-1] != last:
        if last - ticks[-1] <= step / 2 and len(ticks) > 1:
            ticks.pop()
        ticks.append(last)
    return ticks
