"""Where everything on the Happy Birthday Turtle!! table goes, for the area the window gives it.

The table is laid out afresh for each area (see desktop/table/view.py): the other players in a
strip along the top, the decks in a column on the left, the party tables in a row beside them
with the prompt underneath, and the shown seat's row along the bottom (its mat, its cards, the
Commit button). A short area (a 1280×720 or 1366×768 laptop) gets the compact sizes; a tall one
spends its extra height on the tables and keeps the middle band centred.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSizeF

MARGIN = 16.0
GAP = 14.0


@dataclass(frozen=True)
class TableSpots:
    """The parts of one party table: its Celebration card, its track and its tablecloth."""

    whole: QRectF
    card: QRectF
    track: QRectF
    cloth: QRectF

    def pair_spot(self, index: int, pairs: int) -> QPointF:
        """The centre of laid-out pair `index` (of `pairs`) on this table: the Animal card's left edge
        meets the Pattern card's right edge there."""
        cx = self.cloth.center().x()
        if pairs == 2:
            cx += (-1 if index == 0 else 1) * self.cloth.width() / 4
        return QPointF(cx, self.cloth.top() + 44 + PENDING.height() / 2)

    def under_spot(self, index: int, card: QSizeF) -> QPointF:
        """Where the `index`-th Animal card left under this table lies (rows from the bottom up)."""
        per_row = max(1, int((self.cloth.width() - 16) // (card.width() + 6)))
        row, col = divmod(index, per_row)
        return QPointF(self.cloth.left() + 8 + card.width() / 2 + col * (card.width() + 6),
                       self.cloth.bottom() - card.height() / 2 - 8 - row * 34)


#: A card laid out on a table while choosing (big enough for the Pattern card's name).
PENDING = QSizeF(84, 118)
#: An Animal card left under a table.
UNDER = QSizeF(62, 86)


@dataclass(frozen=True)
class Layout:
    """Every zone of the table in scene units."""

    area: QRectF
    compact: bool
    hand_card: QSizeF
    deck_card: QSizeF
    cube: float
    opponents: tuple[QRectF, ...]
    decks: QRectF
    tables: tuple[TableSpots, ...]
    prompt: QRectF
    me: QRectF
    hand: QRectF
    buttons: QRectF

    @staticmethod
    def of(area: QRectF, compact: bool, opponents: int, tables: int) -> Layout:
        w, h = area.width(), area.height()
        left, top = area.left(), area.top()
        hand_card = QSizeF(104, 148) if compact else QSizeF(120, 170)
        deck_card = QSizeF(88, 126) if compact else QSizeF(112, 160)
        top_h = 126.0 if compact else 156.0
        bottom_h = hand_card.height() + 26
        prompt_h = 44.0
        deck_w = 150.0 if compact else 210.0

        # the other players along the top
        strip = QRectF(left + MARGIN, top + MARGIN, w - 2 * MARGIN, top_h)
        width = min(640.0, (strip.width() - (opponents - 1) * GAP) / max(1, opponents))
        start = strip.center().x() - (opponents * width + (opponents - 1) * GAP) / 2
        others = tuple(QRectF(start + i * (width + GAP), strip.top(), width, top_h) for i in range(opponents))

        # the shown seat's row along the bottom
        row = QRectF(left + MARGIN, top + h - MARGIN - bottom_h, w - 2 * MARGIN, bottom_h)
        me = QRectF(row.left(), row.top(), 360.0 if compact else 440.0, row.height())
        buttons = QRectF(row.right() - 220, row.top(), 220, row.height())
        hand = QRectF(me.right() + GAP, row.top(), buttons.left() - GAP - me.right() - GAP, row.height())

        # the middle band: decks and tables, the prompt under the tables; centred when there is room to spare
        band_top = strip.bottom() + GAP
        band_bottom = row.top() - GAP
        most = 560.0 if compact else 620.0
        band_h = min(band_bottom - band_top, most + GAP + prompt_h)
        band_top += (band_bottom - band_top - band_h) / 2
        tables_h = band_h - GAP - prompt_h
        decks = QRectF(left + MARGIN, band_top, deck_w, tables_h)
        region = QRectF(decks.right() + GAP, band_top, left + w - MARGIN - decks.right() - GAP, tables_h)
        t_w = min(440.0 if compact else 520.0, (region.width() - (tables - 1) * GAP) / max(1, tables))
        t_start = region.center().x() - (tables * t_w + (tables - 1) * GAP) / 2
        card_h = 84.0 if compact else 96.0
        track_h = 34.0
        spots = []
        for i in range(tables):
            whole = QRectF(t_start + i * (t_w + GAP), band_top, t_w, tables_h)
            card = QRectF(whole.left() + 8, whole.top(), t_w - 16, card_h)
            track = QRectF(whole.left() + 8, card.bottom() + 6, t_w - 16, track_h)
            cloth = QRectF(whole.left(), track.bottom() + 8, t_w, whole.bottom() - track.bottom() - 8)
            spots.append(TableSpots(whole, card, track, cloth))
        prompt = QRectF(region.left(), band_top + tables_h + GAP, region.width(), prompt_h)
        return Layout(area, compact, hand_card, deck_card, 28.0, others, decks, tuple(spots), prompt, me, hand,
                      buttons)
