"""The review's graph: each seat's chance of winning over the game, and the marked decisions on it."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QMouseEvent, QPainter, QPainterPath, QPaintEvent, QPen, QPixmap
from PySide6.QtWidgets import QToolTip, QWidget

from desktop.table import theme
from desktop.table.guard import Guarded
from desktop.table.theme import SeatColour
from desktop.widgets.chart import Axes, draw_axes, round_ticks
from rules.review import Decision

#: The colour of each mark on the graph and in the lists.
MARK_COLOURS = {"good": "#2e8b57", "inaccuracy": "#d9a400", "mistake": "#e8731c", "blunder": "#c0392b"}


class WinChart(Guarded, QWidget):
    """Each seat's chance of winning over the game, a marker for each marked decision, the position shown."""

    position_chosen = Signal(int)
    #: The least room between two labelled chance lines (a label is 18 px tall); a low chart labels only halves.
    LEAST_TICK_GAP = 20

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.chances: tuple[tuple[float, ...], ...] = ()
        self.colours: list[SeatColour] = []
        self.names: list[str] = []
        self.seats: list[int] = []
        self.marks: list[Decision] = []
        self.position = 0
        self.moves = 0
        self.done_upto = 0  # positions with an estimate so far (the rest is still being reviewed)
        self.setMinimumHeight(170)
        self.setMouseTracking(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def set_data(self, chances: tuple[tuple[float, ...], ...], seats: list[int], marks: list[Decision],
                 colours: list[SeatColour], names: list[str], done_upto: int) -> None:
        self.chances, self.seats, self.marks = chances, seats, marks
        self.colours, self.names, self.done_upto = colours, names, done_upto
        self.moves = max(0, len(chances) - 1)
        self.update()

    def set_position(self, position: int) -> None:
        self.position = position
        self.update()

    def axes(self) -> Axes:
        area = QRectF(self.rect()).adjusted(70, 12, -64, -40)
        return Axes(area, 0, max(1, self.moves), 0.0, 1.0)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor("#fffaf2"))
        axes = self.axes()
        # a narrow chart numbers fewer moves: round steps, never labels skipped at random
        x_ticks = [(float(i), str(i)) for i in round_ticks(self.moves, most=max(2, int(axes.area.width() // 40)))]
        quarters = axes.area.height() >= 4 * self.LEAST_TICK_GAP
        y_ticks = [(v / 100, f"{v}%") for v in ((0, 25, 50, 75, 100) if quarters else (0, 50, 100))]
        draw_axes(p, axes, y_ticks, x_ticks, self.tr("moves played"), self.tr("chance of winning"))
        if self.done_upto < self.moves:  # not reviewed yet: shaded
            left = axes.x(self.done_upto)
            p.fillRect(QRectF(left, axes.area.top(), axes.area.right() - left, axes.area.height()),
                       QColor(120, 100, 80, 28))
        ends = [(seat, end) for seat in self.seats if (end := self._line(p, axes, seat)) is not None]
        for seat, spot in self.badge_spots(ends):
            theme.draw_seat_badge(p, spot, 9, self.colours[seat % len(self.colours)])
        for d in self.marks:
            if d.mark == "good":
                continue
            colour = QColor(MARK_COLOURS[d.mark])
            p.setPen(QPen(colour, 2))
            p.drawLine(axes.point(d.index, d.chance_before), axes.point(d.index + 1, d.chance_after))
            p.setPen(QPen(QColor("white"), 1.5))
            p.setBrush(colour)
            p.drawEllipse(axes.point(d.index, d.chance_before), 5.5, 5.5)
        x = axes.x(self.position)
        p.setPen(QPen(theme.INK, 1.5, Qt.PenStyle.DashLine))
        p.drawLine(QPointF(x, axes.area.top()), QPointF(x, axes.area.bottom()))
        p.end()

    def _line(self, p: QPainter, axes: Axes, seat: int) -> QPointF | None:
        """The seat's line so far; where it ends once the whole game is drawn."""
        if not self.chances:
            return None
        colour = self.colours[seat % len(self.colours)]
        last = min(self.moves, self.done_upto)  # what is still being reviewed has no line yet
        path = QPainterPath(axes.point(0, self.chances[0][seat]))
        for k in range(1, last + 1):
            path.lineTo(axes.point(k, self.chances[k - 1][seat]))
            path.lineTo(axes.point(k, self.chances[k][seat]))
        p.setPen(QPen(colour.qcolor, 2.6))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(path)
        return axes.point(self.moves, self.chances[-1][seat]) if last == self.moves else None

    def badge_spots(self, ends: list[tuple[int, QPointF]]) -> list[tuple[int, QPointF]]:
        """Where each line's seat badge goes, beyond its end (seat, centre); seats that end level (every
        loser at 0%) sit side by side in the margin, closer together when many, so that none hides another."""
        rows: list[list[tuple[int, QPointF]]] = []
        for seat, end in ends:
            row = next((r for r in rows if abs(r[0][1].y() - end.y()) < 18), None)
            if row is None:
                rows.append([(seat, end)])
            else:
                row.append((seat, end))
        spots: list[tuple[int, QPointF]] = []
        for row in rows:
            gap = 20.0 if len(row) < 2 else min(20.0, (self.width() - row[0][1].x() - 16 - 10) / (len(row) - 1))
            spots.extend((seat, QPointF(end.x() + 16 + k * gap, end.y())) for k, (seat, end) in enumerate(row))
        return spots

    def _choose(self, event: QMouseEvent) -> None:
        if self.moves:
            self.position_chosen.emit(round(self.axes().x_value(event.position().x())))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._choose(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if event.buttons() & Qt.MouseButton.LeftButton:
            self._choose(event)
            return
        if not self.chances:
            return
        k = min(len(self.chances) - 1, max(0, round(self.axes().x_value(event.position().x()))))
        parts = [f"{self.names[s]} {round(100 * self.chances[k][s])}%" for s in self.seats]
        tip = self.tr("After move %d: %s") % (k, ", ".join(parts)) if k else self.tr("Start: %s") % ", ".join(parts)
        QToolTip.showText(event.globalPosition().toPoint(), f"{tip}\n{self.toolTip()}", self)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip:
            return True  # the tooltip follows the pointer (mouseMoveEvent)
        return super().event(event)


def mark_icon(mark: str) -> QIcon:
    pixmap = QPixmap(16, 16)
    pixmap.fill(Qt.GlobalColor.transparent)
    p = QPainter(pixmap)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(MARK_COLOURS.get(mark, "#999999")))
    p.drawEllipse(QRectF(2, 2, 12, 12))
    p.end()
    return QIcon(pixmap)
