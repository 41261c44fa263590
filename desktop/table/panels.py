"""Game-agnostic table furniture: seat mats, information boards and a value spinner.

- `SeatPanel`: the paper mat of one player's area, edged in the seat's colour; it
  glows while the seat must act, greys out once the player is out of the game and
  can take a warning tint (e.g. a hand that went bust).
- `InfoBoard`: a paper board with a title and a few lines of text — the last
  hand's scoring, the state of a bidding round, a summary of a reveal.
- `ValueSpinner`: "−  7  +" buttons over an ordered list of allowed values (legal
  bids or claims), so the player can only ever pick a value the rules accept.

Every game table may use these; none of them knows any game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen

from desktop.table import theme
from desktop.table.items import ButtonItem, LabelItem, ReadAloud, TableItem
from desktop.table.painting import breakable, draw_fitted
from desktop.table.text import translator

_tr = translator("Panels")

PAPER = QColor(255, 250, 238, 238)
OUT_PAPER = QColor(228, 224, 216, 230)
WARN_PAPER = QColor(255, 236, 230, 240)
OUT_EDGE = QColor("#9a948a")


class SeatPanel(TableItem):
    """A player's area: a mat edged in the seat colour; glows when ``active``, greys when ``out``.

    ``badge`` draws the seat's badge (colour and shape) in the top-left corner, ``badge_inset``
    from the edges, or at ``badge_at`` (a scene point) where the pieces on the mat leave it room.
    A game with its own mood passes a ``fill`` (e.g. night purple) and, for a mat that belongs to
    no seat, ``colour=None`` with an ``edge`` colour.
    """

    def __init__(self, rect: QRectF, colour: theme.SeatColour | None, active: bool = False, out: bool = False,
                 warn: bool = False, *, badge: bool = False, badge_inset: float = 20, fill: QColor | None = None,
                 edge: QColor | None = None, z: float = -4, badge_at: QPointF | None = None,
                 badge_radius: float = 12) -> None:
        super().__init__(rect.width(), rect.height())
        self.colour, self.active, self.out, self.warn = colour, active, out, warn
        self.badge, self.badge_inset, self.fill, self.edge = badge, badge_inset, fill, edge
        self.badge_at = badge_at - rect.center() if badge_at is not None else None
        self.badge_radius = badge_radius
        self.setPos(rect.center())
        self.setZValue(z)

    def paint_body(self, painter: QPainter) -> None:
        path = QPainterPath()
        path.addRoundedRect(self.body(), 16, 16)
        theme.soft_shadow(painter, path, 4, 4)
        edge = self.edge or (self.colour.qcolor if self.colour is not None else theme.INK)
        painter.setPen(QPen(OUT_EDGE if self.out else edge, 7 if self.active else 4))
        paper = self.fill if self.fill is not None else PAPER
        painter.setBrush(OUT_PAPER if self.out else (WARN_PAPER if self.warn else paper))
        painter.drawPath(path)
        if self.badge and self.colour is not None:
            corner = QPointF(-self.w / 2 + self.badge_inset, -self.h / 2 + self.badge_inset)
            theme.draw_seat_badge(painter, self.badge_at or corner, self.badge_radius, self.colour)
        if self.active:
            glow = QColor(theme.GLOW_HOVER)
            glow.setAlpha(140)
            painter.setPen(QPen(glow, 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(self.body().adjusted(-6, -6, 6, 6), 20, 20)


class InfoBoard(ReadAloud, TableItem):
    """A paper board with a title and lines of text (word-wrapped), drawn behind the pieces. Its words are all
    it is for: the look walk reads them (`ReadAloud`), title first."""

    speaks = True

    def __init__(self, width: float, height: float, title: str, lines: Sequence[str], key: str = "",
                 text_size: int = 17) -> None:
        super().__init__(width, height, key)
        self.title, self.lines = title, list(lines)
        self.text_size = max(12, text_size)
        self.setZValue(-3)

    def shown_words(self) -> str:
        return "\n".join(t for t in (self.title, *self.lines) if t)

    #: Inside the paper: the margins round the words, and the title's room above the lines.
    PAD_X, PAD_Y, TITLE_H = 16.0, 10.0, 36.0

    @classmethod
    def height_for(cls, width: float, lines: Sequence[str], text_size: int = 17) -> float:
        """The height a board `width` wide needs for its title and `lines`, word-wrapped as it paints them."""
        font = theme.text_font(max(12, text_size))
        text = QFontMetricsF(font).boundingRect(QRectF(0, 0, width - 2 * cls.PAD_X, 10_000),
                                                int(Qt.TextFlag.TextWordWrap),
                                                cls.wrapped(lines, width - 2 * cls.PAD_X, font))
        return cls.TITLE_H + text.height() + 2 * cls.PAD_Y + 8

    def paint_body(self, painter: QPainter) -> None:
        path = QPainterPath()
        path.addRoundedRect(self.body(), 14, 14)
        theme.soft_shadow(painter, path, 3, 3)
        painter.setPen(QPen(QColor("#6b5a44"), 2))
        painter.setBrush(PAPER)
        painter.drawPath(path)
        body = self.body().adjusted(self.PAD_X, self.PAD_Y, -self.PAD_X, -self.PAD_Y)
        painter.setPen(theme.INK)
        draw_fitted(painter, QRectF(body.left(), body.top(), body.width(), 30), self.title, theme.display_font(20),
                    Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, wrap=False)
        font = theme.text_font(self.text_size)
        painter.setFont(font)
        painter.drawText(QRectF(body.left(), body.top() + self.TITLE_H, body.width(), body.height() - self.TITLE_H),
                         int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop) | int(Qt.TextFlag.TextWordWrap),
                         self.wrapped(self.lines, body.width(), font))

    @staticmethod
    def wrapped(lines: Sequence[str], width: float, font: QFont) -> str:
        """The lines as the board wraps them: a word wider than the board (a long name) breaks inside."""
        metrics = QFontMetricsF(font)
        return "\n".join(breakable(line, metrics, width) for line in lines)


class ValueSpinner:
    """"−  value  +" on the table, stepping through ``values`` only (an ordered list of allowed values).

    ``add`` is the table's `GameTable.add`; the buttons are registered under
    ``{key}:minus`` and ``{key}:plus`` so they join the keyboard focus ring.
    ``on_change(value)`` is called with the new value after each step.
    """

    def __init__(self, add: Callable[..., Any], key: str, values: Sequence[int], value: int, centre: QPointF,
                 on_change: Callable[[int], None]) -> None:
        self.values = sorted(set(values))
        self.value = value if value in self.values else (self.values[0] if self.values else value)
        self.on_change = on_change
        self.minus: ButtonItem = add(ButtonItem("−", 56, 56, key=f"{key}:minus"))
        self.minus.setPos(centre + QPointF(-72, 0))
        self.label: LabelItem = add(LabelItem(str(self.value), 34, display=True, width=80,
                                              backdrop=QColor("white")))
        self.label.setPos(centre)
        self.plus: ButtonItem = add(ButtonItem("+", 56, 56, key=f"{key}:plus"))
        self.plus.setPos(centre + QPointF(72, 0))
        self.minus.pressed.connect(lambda: self.step(-1))
        self.plus.pressed.connect(lambda: self.step(1))
        self._refresh()

    def step(self, delta: int) -> None:
        """Move ``delta`` places along the allowed values (stops at the ends)."""
        if not self.values:
            return
        index = self.values.index(self.value) if self.value in self.values else 0
        index = min(max(index + delta, 0), len(self.values) - 1)
        if self.values[index] != self.value:
            self.value = self.values[index]
            self._refresh()
            self.on_change(self.value)

    def _refresh(self) -> None:
        self.label.set_text(str(self.value))
        index = self.values.index(self.value) if self.value in self.values else -1
        self.minus.set_enabled(index > 0)
        self.plus.set_enabled(0 <= index < len(self.values) - 1)
        # the keyboard's ring on "−" or "+" says what they change (a screen reader heard only "plus")
        self.minus.setToolTip(_tr("Lower: {value} now").format(value=self.value))
        self.plus.setToolTip(_tr("Raise: {value} now").format(value=self.value))


__all__ = ["InfoBoard", "SeatPanel", "ValueSpinner"]
