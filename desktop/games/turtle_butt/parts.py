"""What every part of the Turtle Butt table shares: where each seat's place and row lie, the
legal moves, and the one way text is put on this table.

The table is put together from named parts (`middle` for the deck, shared cards and board,
`animation` for the events), each a mixin over this base, so each reads on its own.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene

from desktop.table.base import GameTable, TableHost
from desktop.table.items import LabelItem
from desktop.table.panels import ValueSpinner
from rules.core import Action
from rules.turtle_butt import Claim, TurtleButtView

from .layout import MIN_TEXT, Layout


class TurtleButtParts(GameTable[TurtleButtView]):
    """The state shared by the parts of the Turtle Butt table, and the helpers they all use."""

    def __init__(self, host: TableHost, scene: QGraphicsScene) -> None:
        super().__init__(host, scene)
        self.claim_value = 0
        self.anchor: dict[int, QPointF] = {}
        self.rows: dict[int, tuple[list[QPointF], float, float]] = {}
        self.boxes: dict[int, QRectF] = {}
        #: Where the shown seat's next card would go: a hint to draw points there, clear of the row's words.
        self.next_card_at: QPointF | None = None
        #: A rival's "still in" and the like: while it thinks, its thinking marker stands there instead.
        self.statuses: dict[int, LabelItem] = {}
        self.layout: Layout | None = None
        self.spinner: ValueSpinner | None = None

    def legal(self) -> list[Action]:
        return list(self.host.legal_actions())

    def claims(self) -> list[int]:
        return sorted(a.points for a in self.legal() if isinstance(a, Claim))

    def names(self) -> list[str]:
        return self.host.seat_names()

    def label(self, text: str, size: int, at: QPointF, *, bold: bool = False, display: bool = False,
              colour: QColor | None = None, width: float = 0.0, backdrop: QColor | None = None,
              anchor: str = "centre") -> LabelItem:
        """Text on the table at `at`: its centre there, or its left or right edge (`anchor`)."""
        return self._placed(self.add(LabelItem(text, max(MIN_TEXT, size), bold=bold, display=display, colour=colour,
                                               width=width, backdrop=backdrop)), at, anchor)

    def fitted_label(self, text: str, size: int, room: QSizeF, at: QPointF, *, bold: bool = False,
                     display: bool = False, colour: QColor | None = None, anchor: str = "centre",
                     wrap: bool = False, tip: str | None = None, name: str = "") -> LabelItem:
        """`LabelItem.fitted` on the table at `at`, placed as `label` places its text."""
        return self._placed(self.add(LabelItem.fitted(text, size, room, bold=bold, display=display, colour=colour,
                                                      wrap=wrap, tip=tip, name=name)), at, anchor)

    @staticmethod
    def _placed(item: LabelItem, at: QPointF, anchor: str) -> LabelItem:
        half = item.boundingRect().width() / 2 - 8
        item.setPos(at + QPointF(half if anchor == "left" else -half if anchor == "right" else 0, 0))
        return item

    def _dealer_spot(self, seat: int) -> QPointF:
        box = self.boxes.get(seat)
        if box is None:
            return self.area.center()
        return QPointF(box.right() - 30, box.bottom() - 30)
