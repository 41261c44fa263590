"""Where the zones of the Day at the Park table go, for the area the window gives the table.

The table is laid out in `GameTable.area` (scene units, see desktop/table/view.py): the other
players in a strip along the top; the park in its own zoomable window; a column on the right,
from the top strip to the bottom, with the piles, the prompt, the tray and the completed
adventures; the shown seat's area under the park. The zones move and resize with the area:
a narrow area (a laptop screen, or a window with the side panel beside it) gets a narrower
column, a smaller character card and the hand tiles stacked, so that nothing shrinks below a
readable size; the park takes whatever the strips and the column leave.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

MARGIN = 16.0
GAP = 12.0
#: The other players' strip and the shown seat's area.
TOP_H, ME_H = 104.0, 272.0
#: The right-hand column: this wide when the area allows it, never narrower than the least.
SIDE_W, SIDE_LEAST_W = 464.0, 392.0
#: The narrowest an adventure card becomes in a narrow window (its name and items still read).
ADV_LEAST_W = 146.0
#: Height of the piles' row at the top of the column.
PILES_H = 160.0
#: A completed adventure's strip in the column: two to a row.
DONE_H, DONE_STEP, DONE_TITLE = 28.0, 32.0, 26.0
#: Adventure cards in the seat's area (their width shrinks a little on a narrow area).
ADV_GAP = 10.0
#: The tray keeps room for at least this many rows of buttons (the setup toggles need five).
TRAY_ROWS = 5
#: A seat badge's radius on a mat.
BADGE_R = 11.0


@dataclass(frozen=True)
class ParkLayout:
    area: QRectF
    top: QRectF  # the other players' panels
    park: QRectF  # the park's window
    side: QRectF  # the column: piles, prompt, tray, completed adventures
    me: QRectF  # the shown seat's area
    compact: bool
    card: QRectF  # the character card, in the seat's area
    items_x: float  # left edge of the column of items and attraction tokens
    hand: QRectF  # where the hand tiles go
    hand_tile: float  # a hand tile's size
    stacked: bool  # hand tiles one above the other (a narrow seat area)
    adv_left: float  # left edge of the first adventure card
    adv_w: float

    @property
    def piles_y(self) -> float:
        return self.side.top() + 86.0

    def pile_x(self, k: int) -> float:
        """Centre of the k-th pile of the row (park tiles, easy, medium, hard, attraction tokens)."""
        return self.side.left() + self.side.width() * (k + 0.5) / 5

    @property
    def pile_w(self) -> float:
        return min(84.0, self.side.width() / 5 - 8)

    @property
    def prompt_top(self) -> float:
        return self.side.top() + PILES_H + 4

    def below_prompt(self, prompt_bottom: float, done: int) -> tuple[QRectF, QRectF, float]:
        """The tray and the completed adventures under the prompt, and the step between rows of strips.

        The completed adventures sit at the bottom of the column, two to a row; when there are so many
        that the tray would lose its rows, their rows overlap a little instead.
        """
        side = self.side
        top = prompt_bottom + GAP
        rows = max(1, math.ceil(done / 2))
        least_tray = TRAY_ROWS * 54.0
        room = side.bottom() - top - least_tray - GAP - DONE_TITLE - DONE_H
        step = DONE_STEP if rows == 1 else max(10.0, min(DONE_STEP, room / (rows - 1)))
        done_h = DONE_TITLE + DONE_H + (rows - 1) * step + 4
        done_rect = QRectF(side.left(), side.bottom() - done_h, side.width(), done_h)
        tray = QRectF(side.left() + 3, top, side.width() - 6, max(110.0, done_rect.top() - GAP - top))
        return tray, done_rect, step

    @property
    def badge(self) -> QPointF:
        """The shown seat's badge: in front of its name, right of the character card (the mat's corner is
        under the card)."""
        return QPointF(self.items_x + BADGE_R, self.me.top() + 26)

    @property
    def name_x(self) -> float:
        """Left edge of the shown seat's name and score, after its badge."""
        return self.items_x + 2 * BADGE_R + 8

    def adventure_centre(self, k: int, height: float) -> QPointF:
        return QPointF(self.adv_left + self.adv_w / 2 + k * (self.adv_w + ADV_GAP), self.me.top() + 6 + height / 2)


def layout_for(area: QRectF, compact: bool) -> ParkLayout:
    """The zones for `area`: the column as wide as the seat's area can spare, the park takes the rest."""
    top = QRectF(area.left() + MARGIN, area.top() + 6, area.width() - 2 * MARGIN, TOP_H)
    # the seat's area needs about 1150 units at its narrowest; the column gives way down to its least width
    side_w = max(SIDE_LEAST_W, min(SIDE_W, area.width() - 2 * MARGIN - GAP - 1150.0))
    side_x = area.right() - MARGIN - side_w
    mid_top = top.bottom() + 8
    side = QRectF(side_x, mid_top, side_w, area.bottom() - 8 - mid_top)
    me = QRectF(area.left() + MARGIN, area.bottom() - ME_H - 8, side_x - GAP - area.left() - MARGIN, ME_H)
    park = QRectF(area.left() + MARGIN, mid_top, me.width(), me.top() - 8 - mid_top)
    # the seat's area, left to right: character card, items and tokens, hand tiles, three adventures
    wide = me.width() >= 1380
    card_w = 300.0 if wide else 240.0
    card = QRectF(me.left() + 14, me.top() + 14, card_w, ME_H - 28)
    items_x = card.right() + GAP
    items_w = 212.0
    stacked_tile = min(104.0, (ME_H - 52) / 2 - 4)  # hand tiles one above the other
    # in a narrow window the adventures narrow (down to ADV_LEAST_W) rather than cover stacked hand tiles
    fits = (me.right() - 14 - 2 * ADV_GAP - (items_x + items_w + 16 + stacked_tile + 8)) / 3
    adv_w = max(ADV_LEAST_W, min(176.0 if me.width() >= 1180 else 170.0, fits))
    adv_left = me.right() - 14 - 3 * adv_w - 2 * ADV_GAP
    room = adv_left - 16 - (items_x + items_w)  # what is left for the hand tiles
    stacked = room < 2 * 96.0 + 12
    tile = stacked_tile if stacked else min(104.0, (room - 12) / 2)
    hand_w = tile if stacked else 2 * tile + 12
    hand_left = items_x + items_w + max(0.0, (room - hand_w) / 2)
    hand = QRectF(hand_left, me.top() + 40, hand_w, ME_H - 48)
    return ParkLayout(QRectF(area), top, park, side, me, compact, card, items_x, hand, tile, stacked, adv_left,
                      adv_w)
