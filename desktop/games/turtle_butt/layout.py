"""Where everything goes on the Turtle Butt table, for the area the window gives it.

Three bands from top to bottom: the other players' places; the middle (deck, shared cards
or the liar's claim, and an information board); the shown seat's own place with its cards
and buttons. A short area (a 1280×720 or 1366×768 laptop) gets the compact sizes, so the
cards stay large enough to read instead of the whole design shrinking. Up to five other
players sit in one row; the liar's game seats up to eleven others in two rows.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSizeF

MARGIN = 16.0
GAP = 12.0
#: How wide another player's place grows: with two others there is room for a long row of cards; one
#: other player's place is as wide as the table, like the shown seat's.
WIDEST_PLACE = 640.0
WIDEST_FEW = 1000.0
#: What a place in one row needs besides its cards: the name, the suits, the hand's worth.
ONE_ROW_PLACE = 120.0
#: Another player's cards shrink to two rows no smaller than this share of their height (each card whole).
SMALLEST_TWO_ROWS = 0.6
#: The smallest text on the table, in units (15 units stay 12 px on a laptop screen).
MIN_TEXT = 15


@dataclass(frozen=True)
class Layout:
    area: QRectF
    compact: bool
    #: Card sizes: the shared cards and the shown seat's own; the other players' (at most).
    big: QSizeF
    small: QSizeF
    others: tuple[QRectF, ...]
    middle: QRectF
    me: QRectF
    #: In the middle band: the deck's centre, the shared cards' (or the claim's) centre, the board.
    deck: QPointF
    centre: QPointF
    board: QRectF
    #: Where the words just over and just under the middle's cards go (a tall middle keeps them close).
    over: float
    under: float
    #: In the shown seat's place: the card row and the column of prompt and buttons.
    row: QRectF
    controls: QRectF

    @staticmethod
    def of(area: QRectF, compact: bool, others: int, rows: int, liars: bool = False) -> Layout:
        big = QSizeF(112, 158) if compact else QSizeF(130, 184)
        x0, w = area.left() + MARGIN, area.width() - 2 * MARGIN
        me_h = big.height() + (136 if compact else 150)
        mid_h = big.height() + (64 if compact else 86)
        top_h = area.height() - 2 * MARGIN - me_h - mid_h - 2 * GAP
        if liars:  # the other places hold only a name, a word and the hand's backs: the middle takes the rest
            most = rows * 190 + (rows - 1) * GAP
        elif others == 1:  # one rival, as wide as the table: one row of full-size cards holds a long hand
            most = big.height() + ONE_ROW_PLACE
        else:
            most = top_h
        if top_h > most:
            mid_h += top_h - most
            top_h = most
        me = QRectF(x0, area.bottom() - MARGIN - me_h, w, me_h)
        middle = QRectF(x0, me.top() - GAP - mid_h, w, mid_h)
        top = QRectF(x0, area.top() + MARGIN, w, top_h)
        boxes = _seat_boxes(top, others, rows)
        box_h = boxes[0].height() if boxes else top.height()
        small_h = max(70.0, min(big.height(), box_h - (ONE_ROW_PLACE if rows == 1 else 70)))
        small = QSizeF(small_h * 0.7, small_h)
        # The cards sit a little low (the deck's count goes over it), no lower than leaves the caption under
        # them clear of them: the band's margin (14) and half the caption and a gap (15) below the cards.
        drop = min(8.0, (mid_h - big.height()) / 2 - 29)
        deck = QPointF(middle.left() + big.width() / 2 + 24, middle.center().y() + drop)
        # The liar's board holds the last challenge's words over its cards: wider, its words take fewer lines
        # and leave the cards more height (the claim's board beside it needs little).
        board_w = min(760.0, middle.width() * 0.42) if liars else min(680.0, middle.width() * 0.36)
        board = QRectF(middle.right() - board_w, middle.top(), board_w, middle.height())
        centre_left = deck.x() + big.width() / 2 + (150 if compact else 190)
        centre = QPointF((centre_left + board.left()) / 2, deck.y())
        controls_w = 330.0 if compact else 360.0
        controls = QRectF(me.right() - controls_w - 16, me.top() + 12, controls_w, me.height() - 24)
        row_top = me.top() + (94 if compact else 104)
        row = QRectF(me.left() + 24, row_top, controls.left() - me.left() - 48, big.height())
        over = max(middle.top() + 14, deck.y() - big.height() / 2 - 37)
        under = min(middle.bottom() - 14, deck.y() + big.height() / 2 + 21)
        return Layout(area, compact, big, small, tuple(boxes), middle, me, deck, centre, board, over, under, row,
                      controls)


def _seat_boxes(band: QRectF, count: int, rows: int) -> list[QRectF]:
    """`count` places in `rows` rows filling `band`, the first row fuller."""
    if count <= 0:
        return []
    per_row = -(-count // rows)
    height = (band.height() - GAP * (rows - 1)) / rows
    boxes = []
    for i in range(count):
        r, c = divmod(i, per_row)
        in_row = min(per_row, count - r * per_row)
        widest = WIDEST_PLACE if per_row > 2 else WIDEST_FEW if per_row == 2 else band.width()
        width = min(widest, (band.width() - GAP * (per_row - 1)) / per_row)
        left = band.center().x() - (in_row * width + GAP * (in_row - 1)) / 2 + c * (width + GAP)
        boxes.append(QRectF(left, band.top() + r * (height + GAP), width, height))
    return boxes


def rows_for(others: int, liars: bool) -> int:
    """One row of other players, two in a liar's game of more than six."""
    return 2 if liars and others > 5 else 1


def fan(left: float, right: float, y: float, count: int, card_w: float, gap: float = 8.0) -> list[QPointF]:
    """Centres for `count` cards from `left`, side by side while they fit, overlapping once they do not."""
    if count <= 0:
        return []
    room = right - left - card_w
    step = card_w + gap if count == 1 else min(card_w + gap, room / (count - 1))
    return [QPointF(left + card_w / 2 + i * step, y) for i in range(count)]


def open_widths(centres: list[QPointF], card_w: float) -> list[float]:
    """How much of each card's width shows in `centres` (laid out by `fan` or `rows_of_cards`, each card over
    the one before it): all of it, or what the next card in the same row leaves uncovered."""
    widths = [card_w] * len(centres)
    for i, (here, after) in enumerate(itertools.pairwise(centres)):
        if abs(after.y() - here.y()) < 1 and after.x() > here.x():
            widths[i] = min(card_w, after.x() - here.x())
    return widths


def rows_of_cards(left: float, right: float, top: float, bottom: float, count: int, card: QSizeF,
                  gap: float = 8.0) -> tuple[list[QPointF], QSizeF]:
    """Centres and size for `count` cards in the space from `top` to `bottom`: one row from the top while
    they fit side by side; else two rows, smaller if need be (down to `SMALLEST_TWO_ROWS` of their
    height) where that shows more of each card (a larger share of its width) than one overlapping row;
    else one overlapping row."""
    w, h = card.width(), card.height()
    width = right - left
    if count <= _side_by_side(width, w, gap):
        return fan(left, right, top + h / 2, count, w, gap), card
    h2 = min(h, (bottom - top - gap) / 2)
    w2 = w * h2 / h
    first = -(-count // 2)
    if h2 < h and (h2 < h * SMALLEST_TWO_ROWS or _shown(width, first, w2, gap) < _shown(width, count, w, gap)):
        return fan(left, right, top + h / 2, count, w, gap), card
    return [*fan(left, right, top + h2 / 2, first, w2, gap),
            *fan(left, right, top + h2 * 1.5 + gap, count - first, w2, gap)], QSizeF(w2, h2)


def _side_by_side(width: float, card_w: float, gap: float) -> int:
    return max(1, int((width + gap) // (card_w + gap)))


def _shown(width: float, count: int, card_w: float, gap: float) -> float:
    """The share of each card's width that shows in a row of `count` (`fan`): all, or what the next leaves."""
    if count <= 1:
        return 1.0
    return min(1.0, (width - card_w) / (count - 1) / card_w)
