"""Where the zones of the Day at the Park table go, for the area the window gives the table.

The table is laid out in `GameTable.area` (scene units, see desktop/table/view.py): the other
players in a strip along the top, the park in its own zoomable window, the piles, prompt and
tray in a column on the right, and the shown seat's area along the bottom. A short area (a
laptop screen) gets the compact arrangement: a lower top strip and seat area, so the park
keeps as much height as it can.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF


@dataclass(frozen=True)
class ParkLayout:
    area: QRectF
    top: QRectF  # the other players' panels
    park: QRectF  # the park's window
    side: QRectF  # piles, prompt and tray
    tray: QRectF
    me: QRectF  # the shown seat's area
    compact: bool

    @property
    def prompt_y(self) -> float:
        return self.side.top() + 200.0

    @property
    def piles_y(self) -> float:
        return self.side.top() + 68.0


#: Width of the right-hand column (piles, prompt, tray).
SIDE_W = 464.0
MARGIN = 16.0


def layout_for(area: QRectF, compact: bool) -> ParkLayout:
    """The zones for `area`: the park takes what the strips and the column leave."""
    top_h = 104.0
    me_h = 272.0
    top = QRectF(area.left() + MARGIN, area.top() + 6, area.width() - 2 * MARGIN, top_h)
    me = QRectF(area.left() + MARGIN, area.bottom() - me_h - 8, area.width() - 2 * MARGIN, me_h)
    side_x = area.right() - MARGIN - SIDE_W
    mid_top = top.bottom() + 8
    mid_bottom = me.top() - 8
    park = QRectF(area.left() + MARGIN, mid_top, side_x - 20 - area.left() - MARGIN, mid_bottom - mid_top)
    side = QRectF(side_x, mid_top, SIDE_W, mid_bottom - mid_top)
    tray_top = side.top() + 258.0
    tray = QRectF(side.left() + 3, tray_top, SIDE_W - 6, max(110.0, side.bottom() - tray_top))
    return ParkLayout(QRectF(area), top, park, side, tray, me, compact)
