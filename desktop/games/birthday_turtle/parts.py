"""What every part of the Happy Birthday Turtle!! table shares: the pairs being laid out, where the
party tables, mats and decks lie, and the one way a text the tests read back is put on the table.

The table is put together from named parts (`middle` for the decks and the party tables, `animation`
for the events), each a mixin over this base, so each reads on its own.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsScene

from desktop.table.base import GameTable, TableHost
from desktop.table.items import CardItem, LabelItem
from rules.birthday_turtle import TurtleView

from .layout import Layout, TableSpots


@dataclass
class Slot:
    """One pair being laid out: the Animal card put on a table (None: none yet), the table, and
    whether the Pattern card is down too."""

    value: int | None = None
    pattern: str | None = None
    pattern_card: bool = False


class BirthdayTurtleParts(GameTable[TurtleView]):
    """The state shared by the parts of the Happy Birthday Turtle!! table, and the helpers they all use."""

    def __init__(self, host: TableHost, scene: QGraphicsScene) -> None:
        super().__init__(host, scene)
        self.slots: list[Slot] = []
        self.active_slot = 0
        self.layout: Layout | None = None
        self.table_rects: dict[str, QRectF] = {}
        self.table_spots: dict[str, TableSpots] = {}
        self.seat_anchor: dict[int, QPointF] = {}
        self.seat_boxes: dict[int, QRectF] = {}
        #: Left end of the spot on a rival's mat where its face-down pair shows: while it has none there,
        #: its "thinking" marker goes there.
        self.pair_spots: dict[int, QPointF] = {}
        self.confirming = False
        self._flying: dict[int, CardItem] = {}
        self.ant_deck_spot = QPointF()
        self.ant_shown_spot = QPointF()
        #: The texts the table shows, by key (what tests read back against the view).
        self.labels: dict[str, LabelItem] = {}

    def _label(self, key: str, label: LabelItem) -> LabelItem:
        """Put a text on the table under `key`."""
        self.labels[key] = self.add(label)
        return label
