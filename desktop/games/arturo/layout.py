"""Where everything lies on the Arturo table, for the area the window gives it.

Two arrangements: the wide one (full HD and taller areas) and a compact one for laptop screens
(an area under 1000 units tall, about 1600×850 on 1280×720). Both put the other players along
the top, the six Party decks and the Birthday and Cleaning cards below them, the available
objects and the face-up Preparation cards across the middle, and the shown player's Family
Plan along the bottom. Spare width centres the table; spare height goes between the bands.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from desktop.table.zones import row_positions


@dataclass(frozen=True)
class Layout:
    """Positions (scene units) and sizes of every zone, for one area."""

    area: QRectF
    compact: bool
    #: The band of the other players' mats.
    opponents: QRectF
    small_card: tuple[float, float]
    #: Party decks: card size, centre of deck 1, distance between decks, the caption's offset below.
    deck_card: tuple[float, float]
    deck_first: QPointF
    deck_step: float
    deck_caption: float
    decks_title: QPointF | None
    #: The Birthday and Cleaning cards (their size), their counts, and the discard pile.
    pile_card: tuple[float, float]
    birthday: QPointF
    birthday_counts: QPointF
    cleaning: QPointF
    cleaning_counts: QPointF
    discard: QPointF
    discard_card: tuple[float, float]
    #: The available objects: the centre of their row, the room for it, a card's size.
    objects: QPointF
    objects_width: float
    object_card: tuple[float, float]
    objects_lift: float
    #: The face-up Preparation cards.
    prep_first: QPointF
    prep_step: QPointF
    prep_per_row: int
    prep_card: tuple[float, float]
    #: The shown player's mat and Family Plan.
    plan_mat: QRectF
    plan_first: QPointF
    plan_step: float
    plan_card: tuple[float, float]
    plan_tags_y: float
    #: Preparation cards held, the prompt, and the place of the in-progress card.
    held_first: QPointF
    held_step: float
    held_title: QPointF
    prompt: QPointF
    prompt_width: float
    using: QPointF
    cancel: QPointF

    def deck(self, number: int) -> QPointF:
        return QPointF(self.deck_first.x() + (number - 1) * self.deck_step, self.deck_first.y())

    def plan(self, position: int) -> QPointF:
        return QPointF(self.plan_first.x() + (position - 1) * self.plan_step, self.plan_first.y())

    def held(self, k: int) -> QPointF:
        return QPointF(self.held_first.x() + k * self.held_step, self.held_first.y())

    def prep(self, i: int, count: int) -> QPointF:
        """Where the i-th of `count` face-up Preparation cards lies (rows centred on the band)."""
        rows = (count + self.prep_per_row - 1) // self.prep_per_row
        row, col = divmod(i, self.prep_per_row)
        y = self.prep_first.y() + (row - (rows - 1) / 2) * self.prep_step.y()
        return QPointF(self.prep_first.x() + col * self.prep_step.x(), y)

    def object_positions(self, count: int) -> list[QPointF]:
        """Where the available objects lie: one row, two rows once crowded (overlapping after that)."""
        w, h = self.object_card
        per_row = int((self.objects_width + 8) // (w + 8))
        if count <= per_row:
            return row_positions(self.objects, count, w, 8, self.objects_width)
        first = (count + 1) // 2
        lift = min(h * 0.5 + 3, self.objects_lift)
        top = row_positions(self.objects - QPointF(0, lift), first, w, 8, self.objects_width)
        return top + row_positions(self.objects + QPointF(0, lift), count - first, w, 8, self.objects_width)

    def chooser(self) -> QRectF:
        """Where a question (whom Grandpa Ivo copies, which copy to take) is asked: over the middle."""
        w = min(self.area.width() - 80, 1260.0)
        h = 260.0 if not self.compact else 240.0
        c = QPointF(self.area.center().x(), self.objects.y())
        return QRectF(c.x() - w / 2, c.y() - h / 2, w, h)


def layout_for(area: QRectF, compact: bool) -> Layout:
    """The arrangement for `area` (compact for a short one)."""
    return _compact(area) if compact else _wide(area)


def _bands(area: QRectF, width: float, height: float) -> tuple[float, float, float, float,
                                                                Callable[[float, float, float], QPointF]]:
    """For a design of `width` × `height` drawn in `area`: its left edge (centred in a wider area), the top of
    its top, middle and low bands (a taller area spreads them apart), and `at(x, y, band)`, a design point."""
    dx = area.left() + max(0.0, (area.width() - width) / 2)
    spare = max(0.0, area.height() - height)
    top = area.top()

    def at(x: float, y: float, band: float) -> QPointF:
        return QPointF(dx + x, band + y)

    return dx, top, top + spare * 0.45, top + spare, at


def _wide(area: QRectF) -> Layout:
    """The full-HD arrangement (designed on 1920×1080), centred in wider areas, spread in taller ones."""
    dx, top, mid, low, at = _bands(area, 1920, 1080)
    return Layout(
        area=area, compact=False,
        opponents=QRectF(dx + 20, top + 8, 1880, 150), small_card=(44, 64),
        deck_card=(128, 182), deck_first=at(92, 292, mid), deck_step=150, deck_caption=110,
        decks_title=at(470, 180, mid),
        pile_card=(150, 200), birthday=at(1010, 292, mid), birthday_counts=at(1200, 292, mid),
        cleaning=at(1420, 292, mid), cleaning_counts=at(1580, 252, mid),
        discard=at(1810, 350, mid), discard_card=(92, 132),
        objects=at(590, 548, mid), objects_width=1080, object_card=(96, 128), objects_lift=66,
        prep_first=at(1226, 520, mid), prep_step=QPointF(106, 100), prep_per_row=7, prep_card=(100, 92),
        plan_mat=QRectF(dx + 10, low + 676, 1900, 398), plan_first=at(112, 886, low), plan_step=180,
        plan_card=(166, 246), plan_tags_y=low + 738,
        held_first=at(1390, 815, low), held_step=110, held_title=at(1500, 738, low),
        prompt=at(1610, 950, low), prompt_width=540, using=at(1790, 815, low), cancel=at(1610, 1040, low),
    )


def _compact(area: QRectF) -> Layout:
    """The laptop arrangement (designed on 1500×840, the smallest area a window gets)."""
    dx, top, mid, low, at = _bands(area, 1500, 840)
    return Layout(
        area=area, compact=True,
        opponents=QRectF(dx + 10, top + 6, 1480, 118), small_card=(40, 58),
        deck_card=(108, 154), deck_first=at(70, 222, mid), deck_step=122, deck_caption=91,
        decks_title=None,
        pile_card=(120, 160), birthday=at(826, 214, mid), birthday_counts=at(1000, 214, mid),
        cleaning=at(1172, 214, mid), cleaning_counts=at(1318, 190, mid),
        discard=at(1438, 248, mid), discard_card=(88, 126),
        objects=at(392, 420, mid), objects_width=740, object_card=(84, 112), objects_lift=52,
        prep_first=at(830, 420, mid), prep_step=QPointF(100, 94), prep_per_row=7, prep_card=(94, 88),
                plan_mat=QRectF(dx + 6, low + 528, 1488, 308), plan_first=at(84, 700, low), plan_step=144,
        plan_card=(134, 196), plan_tags_y=low + 584,
        held_first=at(1090, 650, low), held_step=104, held_title=at(1194, 584, low),
        prompt=at(1258, 770, low), prompt_width=444, using=at(1422, 650, low), cancel=at(1405, 584, low),
    )
