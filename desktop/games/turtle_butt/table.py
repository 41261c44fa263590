"""The Turtle Butt table (basic, rococo and liar's game).

The table reflows (layout.py): the other players' places along the top, the middle band
with the deck (and set-aside cards) on the left, the three shared cards (or the liar's
claim) in the centre and an information board on the right (the last hand's scoring, the
rococo scoring round with its growing prize, or the last challenge), and the shown seat's
place along the bottom with its cards, its suit tracker, the prompt and the buttons.

Every player's place has a suit tracker: the six suit glyphs, lit for each suit their
cards already show (six lit is Turtle Butt). "Hit me" is dragging the deck's top card onto
your row, the button, or the H key; "I'll stay" is the button or S. In the liar's game
only the holder sees the hand (other seats see backs); the claim is set with a spin
control that only offers legal claims (+/- keys), then Announce; the next player
Challenges (C) or Accepts (A).

Everything shown comes from the seat's view: suits, scores and their parts, the last
hand's outcome, who lost a challenge and why, the prize of the scoring round. The table
lays it out and turns gestures into moves; it decides nothing.
"""

from __future__ import annotations

import contextlib
import math
from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QKeyEvent, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsScene

from desktop.table import theme
from desktop.table.base import GameTable, TableHost
from desktop.table.items import ButtonItem, CardItem, LabelItem, TableItem, TokenItem
from desktop.table.painting import fit_text
from desktop.table.panels import InfoBoard, SeatPanel, ValueSpinner
from desktop.table.text import shown, tidy_colon, translator
from desktop.table.zones import DropZone
from rules.core import Action, Event, Text, say_n
from rules.turtle_butt import (
    ACCEPT,
    CHALLENGE,
    DRAW,
    HIT,
    LIARS,
    PAWN_WARNING_TEXT,
    ROCOCO,
    STAY,
    SUITS,
    TAKE,
    Challenge,
    Claim,
    HandOutcome,
    Move,
    SeatView,
    TurtleButtView,
)

from .decktet_art import IVORY, SUIT_COLOURS, back_item, card_item, paint_face_named, paint_suit, suit_word
from .layout import MIN_TEXT, Layout, fan, rows_for

BUTT_RED = QColor("#b2342b")
CALM_BLUE = QColor("#1f5f8b")
STAYED_GREEN = QColor("#3e6b2f")
PLAIN_BROWN = QColor("#5a4a3a")
WHITE = QColor("white")
SHADE = QColor(0, 0, 0, 70)
#: Diameter of the dealer's "D" token.
DEALER_TOKEN = 48.0

_tr = translator("TurtleButtTable")


def _points(n: int) -> str:
    return shown(say_n(n, "{n} point", "{n} points"))



def parts_text(parts: Sequence[tuple[Text, int]]) -> str:
    """Scorepad lines in one row: "Pair of 6s 6 · Run 6-7 2" (labels are the rules' texts)."""
    return " · ".join(_tr("{label} {points}").format(label=shown(label), points=points) for label, points in parts)


def variant_title(variant: str) -> str:
    if variant == ROCOCO:
        return _tr("the rococo game")
    if variant == LIARS:
        return _tr("the liar's game")
    return _tr("the basic game")


def ordinal(n: int) -> str:
    return {1: _tr("1st"), 2: _tr("2nd"), 3: _tr("3rd")}.get(n, _tr("{n}th").format(n=n))


# --- table pieces ------------------------------------------------------------------


class SuitTracker(TableItem):
    """Six suit glyphs in a row, lit when shown and a pale outline while missing, then "n/6"."""

    def __init__(self, shown_suits: Sequence[str], radius: float, key: str = "") -> None:
        self.count_font = theme.text_font(max(16, int(radius * 1.1)), bold=True)
        self.count_w = QFontMetricsF(self.count_font).horizontalAdvance("6/6") + radius * 1.2
        super().__init__(radius * 2.5 * 6 + self.count_w + radius * 0.6, radius * 2.5, key)
        self.shown = frozenset(shown_suits)
        self.radius = radius
        missing = [suit_word(s) for s in SUITS if s not in self.shown]
        tip = _tr("Suits shown: {n} of 6").format(n=len(self.shown))
        if missing:
            tip += _tr("; missing {suits}").format(suits=", ".join(missing))
        self.setToolTip(tip)

    @property
    def count(self) -> int:
        return len(self.shown)

    def paint_body(self, painter: QPainter) -> None:
        r = self.radius
        full = len(self.shown) == 6
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 220, 215) if full else QColor(255, 252, 244, 235))
        painter.drawRoundedRect(self.body(), r * 1.2, r * 1.2)
        x0 = -self.w / 2 + r * 1.45
        for i, suit in enumerate(SUITS):
            c = QPointF(x0 + i * r * 2.5, 0)
            if suit in self.shown:
                painter.setPen(Qt.PenStyle.NoPen)
                tint = QColor(SUIT_COLOURS[suit])
                tint.setAlpha(45)
                painter.setBrush(tint)
                painter.drawEllipse(c, r * 1.12, r * 1.12)
            paint_suit(painter, suit, c, r * 0.82, faint=suit not in self.shown)
        painter.setPen(BUTT_RED if full else theme.INK)
        painter.setFont(self.count_font)
        box = QRectF(self.w / 2 - self.count_w - r * 0.3, -self.h / 2, self.count_w, self.h)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, f"{len(self.shown)}/6")


class TurtleBanner(TableItem):
    """The Turtle Butt announcement: a turtle seen from behind and the words, in a burst."""

    def __init__(self, name: str) -> None:
        super().__init__(460, 170, "")
        self.name = name
        self.setZValue(900)

    def paint_body(self, painter: QPainter) -> None:
        burst = QPainterPath()
        for i in range(28):
            rr = (self.w / 2) if i % 2 == 0 else (self.w / 2) * 0.86
            a = math.radians(i * 360 / 28)
            pt = QPointF(rr * math.cos(a), rr * math.sin(a) * self.h / self.w)
            burst.moveTo(pt) if i == 0 else burst.lineTo(pt)
        burst.closeSubpath()
        theme.soft_shadow(painter, burst, 5, 5)
        painter.setPen(QPen(QColor("#7a1f18"), 3))
        painter.setBrush(QColor("#ffd36b"))
        painter.drawPath(burst)
        # the turtle, from behind: a domed shell, two back feet and a little tail
        c = QPointF(-150, 14)
        painter.setPen(QPen(theme.INK, 2))
        painter.setBrush(QColor("#8cc084"))
        for dx in (-34, 34):
            painter.drawEllipse(c + QPointF(dx, 30), 16, 11)
        painter.drawPath(_tail(c))
        shell = QPainterPath(c + QPointF(-52, 26))
        shell.cubicTo(c + QPointF(-52, -50), c + QPointF(52, -50), c + QPointF(52, 26))
        shell.closeSubpath()
        painter.setBrush(QColor("#4f8a3c"))
        painter.drawPath(shell)
        painter.setPen(QPen(QColor("#2f5a22"), 2))
        for hx, hy in ((0, -8), (-26, 8), (26, 8)):
            painter.drawPath(theme.shape_path("hexagon", c + QPointF(hx, hy), 12))
        painter.setPen(QColor("#7a1f18"))
        painter.setFont(theme.display_font(40))
        painter.drawText(QRectF(-90, -60, 300, 70), Qt.AlignmentFlag.AlignCenter, _tr("Turtle Butt!"))
        painter.setPen(theme.INK)
        painter.setFont(theme.text_font(18, bold=True))
        painter.drawText(
            QRectF(-90, 8, 300, 40), Qt.AlignmentFlag.AlignCenter, _tr("{name}: all six suits").format(name=self.name)
        )


def _tail(c: QPointF) -> QPainterPath:
    tail = QPainterPath(c + QPointF(-5, 24))
    tail.lineTo(c + QPointF(0, 44))
    tail.lineTo(c + QPointF(5, 24))
    tail.closeSubpath()
    return tail


# --- the table ---------------------------------------------------------------------


class TurtleButtTable(GameTable[TurtleButtView]):
    """Draws a Turtle Butt view and turns drags, buttons and keys into moves."""


    def __init__(self, host: TableHost, scene: QGraphicsScene) -> None:
        super().__init__(host, scene)
        self.claim_value = 0
        self.anchor: dict[int, QPointF] = {}
        self.rows: dict[int, tuple[list[QPointF], float, float]] = {}
        self.boxes: dict[int, QRectF] = {}
        #: A rival's "still in" and the like: while it thinks, its thinking marker stands there instead.
        self.statuses: dict[int, LabelItem] = {}
        self.layout: Layout | None = None
        self.spinner: ValueSpinner | None = None

    # --- helpers ------------------------------------------------------------------

    def me(self, view: TurtleButtView) -> int:
        return view.seat if view.seat is not None else 0

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
        item: LabelItem = self.add(LabelItem(text, max(MIN_TEXT, size), bold=bold, display=display, colour=colour,
                                             width=width, backdrop=backdrop))
        half = item.boundingRect().width() / 2 - 8
        item.setPos(at + QPointF(half if anchor == "left" else -half if anchor == "right" else 0, 0))
        return item

    def fitted_label(self, text: str, size: int, room: QSizeF, at: QPointF, *, bold: bool = False,
                     display: bool = False, colour: QColor | None = None, anchor: str = "centre",
                     wrap: bool = False, tip: str | None = None) -> LabelItem:
        """A label shrunk to fit `room` on one line, or with `wrap` broken into lines when one line
        would be cut; when the text is cut even so, or `tip` is given, its tooltip holds the whole."""
        font = (theme.display_font if display else theme.text_font)(size, bold)
        fitted = fit_text(text, room, font, wrap=False)
        if fitted.cut and wrap:
            fitted = fit_text(text, room, font)
        item = self.label(fitted.text, fitted.font.pixelSize(), at, bold=bold, display=display, colour=colour,
                          anchor=anchor)
        if tip is not None or fitted.cut:
            item.setToolTip(tip if tip is not None else text)
        return item

    # --- building -----------------------------------------------------------------

    def build(self, view: TurtleButtView) -> None:
        v = view
        me = self.me(v)
        n = len(v.seats)
        liars = v.variant == LIARS
        self.layout = Layout.of(self.area, self.compact, n - 1, rows_for(n - 1, liars), liars)
        self.anchor, self.rows, self.boxes, self.statuses = {}, {}, {}, {}
        self.spinner = None
        claims = self.claims()
        if claims and self.claim_value not in claims:
            self.claim_value = claims[0]
        others = [(me + k) % n for k in range(1, n)]
        for seat, box in zip(others, self.layout.others, strict=True):
            self._build_other(v, seat, box)
        self._build_middle(v)
        self._build_me(v, me)
        self._build_dealer(v)
        self.add_thinking_label(size=15)

    def _status(self, v: TurtleButtView, p: SeatView) -> tuple[str, QColor]:
        if v.variant == LIARS:
            if p.out:
                place = v.out_order.index(p.seat) + 1 if p.seat in v.out_order else 0
                return (_tr("{place} out").format(place=ordinal(place)), QColor("#6b6b6b"))
            if v.winner == p.seat:
                return (_tr("the last player standing"), CALM_BLUE)
            if v.claimant == p.seat and v.phase == "respond":
                return (_tr("claims {n}").format(n=v.claim), CALM_BLUE)
            if v.holder == p.seat:
                return (_tr("holds the hand"), CALM_BLUE)
            return (_tr("in"), theme.INK)
        if p.turtle_butt:
            return (_tr("Turtle Butt!"), BUTT_RED)
        if v.phase == "scoring" and v.scorer == p.seat:
            return (_tr("scoring round"), CALM_BLUE)
        if p.stopped:
            return (_tr("stayed"), STAYED_GREEN)
        return (_tr("still in"), theme.INK)

    def _header(self, v: TurtleButtView, seat: int, box: QRectF, right: float, status: str = "",
                status_colour: QColor | None = None) -> None:
        """Seat mat, badge and name along the top of `box`; the total (and `status`) end at `right`."""
        p = v.seats[seat]
        mine = seat == v.seat
        colour = self.host.seat_colour(seat)
        active = seat in v.to_act()
        self.add(SeatPanel(box, colour, active, p.out, p.turtle_butt))
        badge = self.add(TokenItem(30, colour.qcolor, f"badge:{seat}", symbol=colour.shape))
        badge.setPos(box.left() + 26, box.top() + 26)
        if v.variant != LIARS:
            total = self.label(shown(say_n(p.total, "{n} pt", "{n} pts")), 21, QPointF(right, box.top() + 26),
                               anchor="right", bold=True)
            total.setToolTip(_tr("Match total"))
            right -= total.boundingRect().width() + 4
        if status:
            tag = self.label(status, 17, QPointF(right, box.top() + 27), anchor="right", bold=True,
                             colour=status_colour)
            right -= tag.boundingRect().width() + 4
        name = self.names()[seat] + (_tr(" (you)") if mine else "")
        room = max(40.0, right - (box.left() + 48))
        self.fitted_label(name, 22, QSizeF(room, 40), QPointF(box.left() + 46, box.top() + 26), anchor="left",
                          display=True)
        self.anchor[seat] = QPointF(box.center().x(), box.center().y())
        self.boxes[seat] = QRectF(box)

    def _build_other(self, v: TurtleButtView, seat: int, box: QRectF) -> None:
        assert self.layout is not None
        p = v.seats[seat]
        status, colour = self._status(v, p)
        small = self.layout.small
        cw, ch = small.width(), small.height()
        line2 = box.top() + 62
        if v.variant == LIARS:
            self._header(v, seat, box, box.right() - 18, status, colour)
            if p.said is not None and not p.out:
                self.label(shown(p.said, self.names()), 16, QPointF(box.left() + 18, line2), anchor="left",
                           colour=PLAIN_BROWN)
            ch = min(ch, box.height() - 84)
            cw = ch * 0.7
            row_y = box.bottom() - 10 - ch / 2
            if v.holder == seat:
                positions = fan(box.left() + 18, box.right() - 18, row_y, v.hand_size, cw, 6)
                for i, pos in enumerate(positions):
                    back = self.add(back_item(cw, ch, f"hand:{seat}:{i}"))
                    back.setPos(pos)
                    back.setZValue(i)
            elif p.out:
                stamp = self.label(_tr("OUT"), 40, QPointF(box.center().x(), (line2 + box.bottom()) / 2 + 8),
                                   display=True, colour=QColor("#8b1e1e"), backdrop=QColor(255, 255, 255, 150))
                stamp.setRotation(-8)
            self.rows[seat] = (fan(box.left() + 18, box.right() - 18, row_y, 12, cw, 6), cw, ch)
            return
        self._header(v, seat, box, box.right() - 18)
        # A narrow mat (five or six players on a laptop) keeps room beside the suits for "thinking…".
        tracker = self.add(SuitTracker(p.suits, 10 if box.width() >= 340 else 9, f"tracker:{seat}"))
        tracker.setPos(box.left() + 16 + tracker.w / 2, line2)
        room = self._status_room(seat)
        self.statuses[seat] = self.fitted_label(status, 17, room.size(), QPointF(room.right(), line2), bold=True,
                                                colour=colour, anchor="right", wrap=True)
        score_y = box.bottom() - 22
        row_y = min(line2 + 28 + ch / 2, score_y - 20 - ch / 2)
        positions = fan(box.left() + 16, box.right() - 16, row_y, len(p.own), cw)
        for i, (name, pos) in enumerate(zip(p.own, positions, strict=True)):
            item = self.add(card_item(name, cw, ch, f"own:{seat}:{i}"))
            item.setPos(pos)
            item.setZValue(i)
        self.rows[seat] = (fan(box.left() + 16, box.right() - 16, row_y, max(len(p.own) + 1, 6), cw), cw, ch)
        # The dealer's token sits in the mat's bottom right corner: the score line keeps clear of it.
        token = DEALER_TOKEN + 12 if self._dealer_shown(v, seat) else 0
        self._score_line(p, QPointF(box.center().x() - token / 2, score_y), box.width() - 28 - token, 16)

    def _score_line(self, p: SeatView, at: QPointF, width: float, size: int) -> None:
        """What the seat's cards score now, and how (the rules' parts)."""
        if p.turtle_butt:
            text = _tr("Turtle Butt: no points this hand")
        elif p.hand_score is None:
            return
        elif p.parts:
            text = _tr("Hand now {n}: {parts}").format(n=p.hand_score, parts=parts_text(p.parts))
        else:
            text = _tr("Hand now {n} (nothing scores yet)").format(n=p.hand_score)
        self.fitted_label(text, size, QSizeF(width, 40), at, colour=BUTT_RED if p.turtle_butt else theme.INK, tip=text)

    def _build_middle(self, v: TurtleButtView) -> None:
        assert self.layout is not None
        lay = self.layout
        legal = self.legal()
        can_draw = HIT in legal or DRAW in legal
        big = lay.big
        deck = lay.deck
        self.label(_tr("Deck: {n}").format(n=v.deck_size), 17, QPointF(deck.x(), deck.y() - big.height() / 2 - 18),
                   bold=True, colour=WHITE)
        for i in range(min(4, max(0, v.deck_size - 1))):
            under = self.add(back_item(big.width(), big.height()))
            under.setPos(deck.x() - i * 1.5, deck.y() + i * 2.5)
        if v.deck_size:
            top = self.add(back_item(big.width(), big.height(), "deck:top"))
            top.setPos(deck)
            top.setZValue(10)
            top.set_interactive(draggable=can_draw, clickable=can_draw)
            top.setToolTip(_tr("Drag the top card to your row (or press H / D)") if can_draw else _tr("The deck"))
        extras = self._deck_extras(v)
        if extras:
            note = self.label(extras, 15, QPointF(deck.x() + 40, lay.middle.bottom() - 14), colour=WHITE,
                              backdrop=SHADE)
            if v.pawns:
                note.setToolTip(shown(PAWN_WARNING_TEXT))
        if v.variant == LIARS:
            self._build_claim(v)
        else:
            self._build_shared(v)
        self._build_board(v)

    def _build_shared(self, v: TurtleButtView) -> None:
        assert self.layout is not None
        lay = self.layout
        big = lay.big
        if v.set_aside:
            small_w, small_h = big.width() * 0.5, big.height() * 0.5
            x = lay.deck.x() + big.width() / 2 + 20 + small_w / 2
            self.label(_tr("Set aside: {n}").format(n=len(v.set_aside)), 15, QPointF(x + 24, lay.middle.top() + 14),
                       colour=WHITE)
            for i, name in enumerate(v.set_aside[-6:]):
                item = self.add(card_item(name, small_w, small_h, f"aside:{i}"))
                item.setPos(x + (i % 3) * 24, lay.deck.y() - 30 + (i // 3) * (small_h * 0.6))
        centre = lay.centre
        self.label(_tr("Shared cards — they count for everyone"), 17, QPointF(centre.x(), lay.middle.top() + 14),
                   bold=True, colour=WHITE)
        gap = 18.0
        x0 = centre.x() - (3 * big.width() + 2 * gap) / 2 + big.width() / 2
        for i, name in enumerate(v.shared):
            item = self.add(card_item(name, big.width(), big.height(), f"shared:{i}"))
            item.setPos(x0 + i * (big.width() + gap), centre.y())
        if v.phase == "over":
            hand = shown(say_n(v.hand_no, "the match is over after {n} hand", "the match is over after {n} hands"))
        else:
            hand = (_tr("Hand {n} of {m}") if v.hands_limit else _tr("Hand {n}")).format(n=v.hand_no + 1,
                                                                                          m=v.hands_limit)
        target = _tr(" · first to {n}").format(n=v.target) if v.target else ""
        title = _tr("Turtle Butt — {variant}").format(variant=variant_title(v.variant))
        caption = _tr("{title} · {hand}{target}").format(title=title, hand=hand, target=target)
        self.label(caption, 16, QPointF(centre.x(), lay.middle.bottom() - 14), colour=WHITE, backdrop=SHADE)

    def _deck_extras(self, v: TurtleButtView) -> str:
        """A note on the extended-deck cards in play (the Pawns with the rulebook's warning)."""
        parts = []
        if v.excuse:
            parts.append(_tr("the Excuse is in"))
        if v.pawns:
            parts.append(_tr("the Pawns are in: risky!"))
        return "; ".join(parts)

    def _build_claim(self, v: TurtleButtView) -> None:
        assert self.layout is not None
        lay = self.layout
        names = self.names()
        left = lay.deck.x() + lay.big.width() / 2 + 40
        height = min(lay.middle.height() - 8, 240.0)
        box = QRectF(left, lay.middle.center().y() - height / 2, lay.board.left() - 24 - left, height)
        lines: list[str] = []
        disc = 0.0
        if v.phase == "over":
            winner = v.winner
            title = (_tr("{name} is the last player standing!").format(name=names[winner]) if winner is not None
                     else _tr("The game is over"))
            lines.append(_tr("Everyone else was caught out by a challenge."))
        else:
            holder = names[v.holder] if v.holder is not None else _tr("nobody")
            title = shown(say_n(v.hand_size, "{name} holds the hand: {n} card", "{name} holds the hand: {n} cards",
                                name=holder))
            if v.claim:
                who = names[v.claimant] if v.claimant is not None else "?"
                lines.append(_tr("{name} announced that the hand scores {n}.").format(name=who, n=v.claim))
                if v.phase == "respond":
                    lines.append(_tr("{name} must challenge it or accept the hand.").format(name=names[v.to_act()[0]]))
                else:
                    lines.append(_tr("The next announcement must be more than {n} (at most {cap}).").format(
                        n=v.claim, cap=v.claim_cap))
                disc = 170.0
            else:
                lines.append(_tr("No announcement yet: the first must be at least 1."))
                lines.append(_tr("Only the holder may look at the hand."))
        board = self.add(InfoBoard(box.width() - disc, box.height(), title, lines, "claim-board"))
        board.setPos(box.center() - QPointF(disc / 2, 0))
        if disc:
            d = min(130.0, box.height() - 50)
            token = self.add(TokenItem(d, QColor("#dbe9f4"), "claim", text=str(v.claim)))
            token.setPos(box.right() - disc / 2 + 8, box.center().y() - 14)
            self.label(_tr("claimed"), 17, QPointF(box.right() - disc / 2 + 8, box.center().y() + d / 2 + 2),
                       bold=True, colour=WHITE)

    def _build_board(self, v: TurtleButtView) -> None:
        assert self.layout is not None
        box = self.layout.board
        names = self.names()
        if v.variant == ROCOCO and v.phase == "scoring" and v.scorer is not None:
            lines = [
                _tr("{name} has the best hand and plays the scoring round.").format(name=names[v.scorer]),
                _tr("Take {points} now, or draw: no Turtle Butt and the prize grows to {n}; Turtle Butt and it "
                    "is lost.").format(points=_points(v.prize), n=v.prize + 1),
            ]
            self.add(InfoBoard(box.width(), box.height(), _tr("Scoring round"), lines, "board")).setPos(box.center())
            d = 48.0
            per_row = max(1, int((box.width() - 40) // (d + 6)))
            for i in range(v.prize):
                token = self.add(TokenItem(d, QColor("#e3a21a"), f"prize:{i}", text="1"))
                token.setPos(box.left() + 20 + d / 2 + (i % per_row) * (d + 6), box.bottom() - 16 - d / 2)
            return
        if v.variant == LIARS:
            self._challenge_board(v, box)
            return
        outcome = v.last_hand
        if outcome is None:
            lines = [
                _tr("Take cards (Hit me) to build pairs, sets and a run with the shared cards;"),
                _tr("stay before your cards show all six suits: that is Turtle Butt and scores nothing."),
            ]
            self.add(InfoBoard(box.width(), box.height(), _tr("How it goes"), lines, "board")).setPos(box.center())
            return
        lines = self._outcome_lines(outcome)
        self.add(InfoBoard(box.width(), box.height(), _tr("Hand {n} scored").format(n=outcome.number), lines,
                           "board", text_size=self._board_text(len(lines), box.height()))).setPos(box.center())

    def _board_text(self, lines: int, height: float) -> int:
        """The board's text size: as large as fits, never under the floor."""
        return max(MIN_TEXT, min(17, int((height - 60) / max(1, lines) / 1.3)))

    def _outcome_lines(self, outcome: HandOutcome) -> list[str]:
        """One line per player (what their cards scored and how), the rococo verdict, the match totals."""
        names = self.names()
        lines = []
        for c in outcome.cards:
            if c.turtle_butt:
                lines.append(tidy_colon(_tr("{name}: Turtle Butt — 0").format(name=names[c.seat]), names[c.seat]))
            else:
                lines.append(tidy_colon(_tr("{name}: {parts} = {n}").format(
                    name=names[c.seat], parts=parts_text(c.parts) or _tr("nothing scores"), n=c.points), names[c.seat]))
        if outcome.verdict is not None:
            lines.append(_tr("→ {verdict}").format(verdict=shown(outcome.verdict, names)))
        totals = ", ".join(_tr("{name} {total}").format(name=names[s], total=t) for s, t in enumerate(outcome.totals))
        lines.append(_tr("Match: {totals}").format(totals=totals))
        return lines

    def _challenge_board(self, v: TurtleButtView, box: QRectF) -> None:
        names = self.names()
        challenge = v.last_challenge
        if challenge is None:
            lines = [
                _tr("Only the holder sees the hand. Draw, then announce what it scores;"),
                _tr("the next player challenges or accepts."),
            ]
            self.add(InfoBoard(box.width(), box.height(), _tr("How it goes"), lines, "board")).setPos(box.center())
            return
        lines = [
            _tr("{a} challenged {b}'s claim of {n}.").format(a=names[challenge.challenger],
                                                            b=names[challenge.claimant], n=challenge.claim),
            _challenge_parts(challenge),
            _tr("{verdict}.").format(verdict=shown(challenge.verdict, names)),
        ]
        self.add(InfoBoard(box.width(), box.height(), _tr("Last challenge"), lines, "board",
                           text_size=16)).setPos(box.center())
        ch = max(56.0, min(self.layout.big.height() if self.layout else 80.0, box.height() - 130))
        cw = ch * 0.7
        for i, (name, pos) in enumerate(zip(challenge.cards, fan(box.left() + 18, box.right() - 18,
                                                                  box.bottom() - 12 - ch / 2, len(challenge.cards),
                                                                  cw, 6), strict=True)):
            item = self.add(card_item(name, cw, ch, f"revealed:{i}"))
            item.setPos(pos)
            item.setZValue(i)

    def _build_me(self, v: TurtleButtView, me: int) -> None:
        assert self.layout is not None
        lay = self.layout
        box = lay.me
        p = v.seats[me]
        legal = self.legal()
        big = lay.big
        status, colour = self._status(v, p)
        self._header(v, me, box, lay.row.right(), status, colour)
        line2 = box.top() + (64 if lay.compact else 70)
        holds = v.variant == LIARS and v.sees_hand
        if v.variant != LIARS or holds:
            tracker = self.add(SuitTracker(p.suits, 14, f"tracker:{me}"))
            tracker.setPos(box.left() + 24 + tracker.w / 2, line2)
            caption = _tr("suits shown by the shared cards and yours") if v.variant != LIARS else \
                _tr("suits the hand shows")
            self.label(caption, 16, QPointF(box.left() + 36 + tracker.w, line2), anchor="left", colour=PLAIN_BROWN)
        # The liar's hand someone else holds now: the cards this seat saw while it held it, faded.
        recalled = list(v.seen_in_hand) if v.variant == LIARS and not holds else []
        if recalled:
            drawn = v.hand_size - len(recalled)
            caption = shown(say_n(drawn, "The hand as you saw it; {n} card drawn since",
                                  "The hand as you saw it; {n} cards drawn since")) if drawn \
                else _tr("The hand as you saw it")
            self.label(caption, 16, QPointF(box.left() + 24, line2), anchor="left", colour=PLAIN_BROWN)
        row = lay.row
        row_y = row.center().y()
        cards = list(p.own) if v.variant != LIARS else list(v.hand or ()) or recalled
        zone_rect = row.adjusted(-10, -10, 10, 10)
        zone = self.add(DropZone(zone_rect, "row:me", _tr("your cards"), visible_frame=HIT in legal or DRAW in legal))
        zone.data_["seat"] = me
        slots = fan(row.left(), row.right(), row_y, max(len(cards) + 1, int(row.width() // (big.width() + 10))),
                    big.width(), 10)
        if v.variant == LIARS and v.holder == me and not v.sees_hand:  # a spectator sees only backs
            for i, pos in enumerate(fan(row.left(), row.right(), row_y, v.hand_size, big.width(), 10)):
                self.add(back_item(big.width(), big.height(), f"hand:{me}:{i}")).setPos(pos)
        positions = fan(row.left(), row.right(), row_y, len(cards), big.width(), 10)
        for i, name in enumerate(cards):
            key = f"own:{me}:{i}" if v.variant != LIARS else f"seen:{i}" if recalled else f"mine:{i}"
            item = self.add(card_item(name, big.width(), big.height(), key))
            item.setPos(positions[i])
            item.setZValue(i)
            if recalled:
                item.setOpacity(0.6)
        if not cards and not (v.variant == LIARS and v.holder == me):
            if v.variant == LIARS:
                hint = (_tr("You do not hold the hand") if v.seat is not None
                        else _tr("{name} does not hold the hand").format(name=self.names()[me]))
            elif HIT in legal or DRAW in legal:
                hint = _tr("Drag the deck's top card here to take a card")
            else:
                hint = _tr("No cards of your own yet")
            self.label(hint, 17, row.center(), colour=PLAIN_BROWN)
        self.rows[me] = (slots, big.width(), big.height())
        self._score_line(p, QPointF(row.center().x(), box.bottom() - 22), row.width(), 17)
        self._build_controls(v, me, legal)

    def _button(self, text: str, key: str, at: QPointF, enabled: bool, action: Action | None,
                width: float = 300) -> None:
        button = self.add(ButtonItem(text, width, 52, key=key))
        button.setPos(at)
        button.set_enabled(enabled)
        button.pressed.connect(lambda a=action: self.play(a))

    def _build_controls(self, v: TurtleButtView, me: int, legal: list[Action]) -> None:
        assert self.layout is not None
        col = self.layout.controls
        x = col.center().x()
        prompt = self.label(self._prompt(v, me, legal), 18, QPointF(x, col.top() + 36), bold=True,
                            width=col.width() - 16, backdrop=QColor(255, 246, 214, 235))
        prompt.setZValue(5)
        first = col.top() + (112 if self.compact else 124)
        step = 64.0
        if v.phase == "over" or v.seats[me].out:
            return
        if v.variant == LIARS:
            if v.phase == "respond" and v.to_act() == (me,):
                self._button(_tr("Challenge  [C]"), "challenge", QPointF(x, first), CHALLENGE in legal, CHALLENGE)
                self._button(_tr("Accept {n}  [A]").format(n=v.claim), "accept", QPointF(x, first + step),
                             ACCEPT in legal, ACCEPT)
                return
            self._button(_tr("Draw a card  [D]"), "draw", QPointF(x, first), DRAW in legal, DRAW)
            claims = self.claims()
            if not claims:
                return
            spin_y = first + step
            self.spinner = ValueSpinner(self.add, "claim", claims, self.claim_value, QPointF(x - 50, spin_y),
                                        self._claim_changed)
            self.label(_tr("claim (+/− keys)"), 15, QPointF(x + 56, spin_y), anchor="left", colour=PLAIN_BROWN,
                       width=100)
            self._button(_tr("Announce"), "announce", QPointF(x, spin_y + step), bool(claims), None)
            return
        if v.phase == "scoring":
            self._button(_tr("Take {points}  [T]").format(points=_points(v.prize)), "take", QPointF(x, first),
                         TAKE in legal, TAKE)
            self._button(_tr("Draw another  [D]"), "draw", QPointF(x, first + step), DRAW in legal, DRAW)
            return
        self._button(_tr("Hit me  [H]"), "hit", QPointF(x, first), HIT in legal, HIT)
        self._button(_tr("I'll stay  [S]"), "stay", QPointF(x, first + step), STAY in legal, STAY)

    def _prompt(self, v: TurtleButtView, me: int, legal: list[Action]) -> str:
        names = self.names()
        if v.phase == "over":
            return _tr("The game is over.")
        if not legal:
            acting = v.to_act()
            return _tr("Waiting for {name}…").format(name=names[acting[0]]) if acting else _tr("Waiting…")
        if v.variant == LIARS:
            if v.phase == "respond":
                what = _tr("{name} says the hand scores {n}: challenge, or accept it and take the hand.").format(
                    name=names[v.claimant] if v.claimant is not None else "?", n=v.claim)
            else:
                what = _tr("draw more cards, or set a claim and announce it.")
        elif v.phase == "scoring":
            what = _tr("take {points}, or draw for one more.").format(points=_points(v.prize))
        else:
            what = _tr("take a card (Hit me) or stop for this hand (I'll stay).")
        return _tr("{name} — your move: {what}").format(name=names[me], what=what)

    @staticmethod
    def _dealer_shown(v: TurtleButtView, seat: int) -> bool:
        return v.variant != LIARS and v.phase != "over" and v.dealer == seat

    def _build_dealer(self, v: TurtleButtView) -> None:
        if v.dealer not in self.boxes or not self._dealer_shown(v, v.dealer):
            return
        token = self.add(TokenItem(DEALER_TOKEN, QColor("#fff3c4"), "dealer", text="D"))
        token.setToolTip(_tr("The dealer: the dealer is offered a card last; the deal moves left after each hand"))
        token.setPos(self._dealer_spot(v.dealer))
        token.setZValue(20)

    def _dealer_spot(self, seat: int) -> QPointF:
        box = self.boxes.get(seat)
        if box is None:
            return self.area.center()
        return QPointF(box.right() - 30, box.bottom() - 30)

    # --- acting -------------------------------------------------------------------

    def play(self, action: Action | None) -> None:
        """Submit a move; ``None`` means the claim currently set on the spin control."""
        if action is None:
            if not self.claims():
                self.reason(_tr("you cannot announce now"))
                return
            action = Claim(self.claim_value)
        reason = self.host.submit(action)
        if reason is not None:
            self.reason(reason)

    def _claim_changed(self, value: int) -> None:
        self.claim_value = value

    def step_claim(self, delta: int) -> None:
        """Move the claim spinner (the + and − keys)."""
        if self.spinner is not None:
            try:
                self.spinner.step(delta)
            except RuntimeError:  # the spinner's items went with the last rebuild
                self.spinner = None

    def drop_verdict(self, item: TableItem, zone: DropZone) -> str | None:
        if item.key != "deck:top":
            return _tr("only the deck's top card can be moved")
        if zone.key != "row:me":
            return _tr("take the card to your own row")
        legal = self.legal()
        if HIT in legal or DRAW in legal:
            return None
        v = self.view
        wanted = HIT if v is not None and v.phase == "offer" else DRAW
        return self.host.why_illegal(wanted) or _tr("you cannot take a card now")

    def drop(self, item: TableItem, zone: DropZone) -> None:
        self.play(HIT if HIT in self.legal() else DRAW)

    def key_pressed(self, event: QKeyEvent) -> bool:
        key = event.key()
        moves: dict[Qt.Key, Move] = {
            Qt.Key.Key_H: HIT,
            Qt.Key.Key_S: STAY,
            Qt.Key.Key_D: DRAW,
            Qt.Key.Key_T: TAKE,
            Qt.Key.Key_C: CHALLENGE,
            Qt.Key.Key_A: ACCEPT,
        }
        if key in moves:
            action = moves[Qt.Key(key)]
            if action in self.legal():
                self.play(action)
            else:
                reason = self.host.why_illegal(action)
                self.reason(reason or _tr("{move} is not possible now").format(move=str(action)))
            return True
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal, Qt.Key.Key_PageUp):
            self.step_claim(1)
            return True
        if key in (Qt.Key.Key_Minus, Qt.Key.Key_PageDown):
            self.step_claim(-1)
            return True
        return super().key_pressed(event)

    # --- hints, scores, thinking ----------------------------------------------------

    def show_hint(self, action: Action) -> None:
        """Light the button (or the deck) that plays the suggested move and say it beside it."""
        if isinstance(action, Claim):
            self.claim_value = action.points
            if self.view is not None:
                self.rebuild(self.view)
        keys = {HIT: "hit", STAY: "stay", DRAW: "draw", TAKE: "take", CHALLENGE: "challenge", ACCEPT: "accept"}
        target_key = "announce" if isinstance(action, Claim) else keys.get(action, "") if isinstance(action, Move) \
            else ""
        for key, item in self.items.items():
            item.set_hint(key == target_key)
        words = {
            HIT: _tr("Take another card (Hit me)"),
            STAY: _tr("Stay with what you have"),
            DRAW: _tr("Draw a card"),
            TAKE: _tr("Take the prize"),
            CHALLENGE: _tr("Challenge the claim"),
            ACCEPT: _tr("Accept the claim"),
        }
        if isinstance(action, Claim):
            text = _tr("Announce a claim of {n}").format(n=action.points)
        elif isinstance(action, Move) and action in words:
            text = words[action]
        else:
            text = str(action)
        piece = self.items.get(target_key)
        deck = self.items.get("deck:top")
        row = self.zones.get("row:me")
        if action in (HIT, DRAW) and deck is not None and row is not None:
            deck.set_hint(True)
            top = deck.sceneBoundingRect()
            self.hint(text, QPointF(top.center().x(), top.top()), row.sceneBoundingRect().center())
        elif piece is not None:
            rect = piece.sceneBoundingRect()
            self.hint(text, QPointF(rect.center().x(), rect.top()))
        else:
            self.hint(text)

    def score_lines(self, view: TurtleButtView) -> list[tuple[int, str]]:
        v = view
        names = self.names()
        if v.variant == LIARS:
            return [(p.seat, (_tr("{name}: out") if p.out else _tr("{name}: in")).format(name=names[p.seat]))
                    for p in v.seats]
        lines = []
        for p in v.seats:
            now = _tr("Turtle Butt") if p.turtle_butt else _tr("this hand {n}").format(n=p.hand_score)
            lines.append((p.seat, _tr("{name}: {total} ({now})").format(name=names[p.seat], total=_points(p.total),
                                                                        now=now)))
        return lines

    def _status_room(self, seat: int) -> QRectF:
        """Where a rival's status text goes: the rest of the suits' line (its labels' margins kept
        clear of the tracker), two lines high, as the cards start below them."""
        item = self.items[f"tracker:{seat}"]
        box, tracker = self.boxes[seat], item.mapRectToScene(item.body())
        left = tracker.right() + 3 + LabelItem.PAD_X + 4
        return QRectF(left, tracker.center().y() - 20, box.right() - 18 - left, 40)

    def thinking_spot(self, seat: int, label: LabelItem) -> QPointF | None:
        if seat not in self.statuses:
            return None
        # In place of the status, right-aligned as it is; broken into lines as it may be.
        room = self._status_room(seat)
        fitted = fit_text(label.text, room.size(), label.font, floor=label.font.pixelSize())
        if fitted.cut:
            return None
        label.set_text(fitted.text)
        return QPointF(room.right() + label.PAD_X - label.boundingRect().width() / 2, room.center().y())

    def thinking_position(self, seat: int, label: LabelItem) -> QPointF:
        box = self.boxes.get(seat)
        if box is None:
            return self.area.center()
        if self.view is not None and seat == self.me(self.view):
            return QPointF(box.center().x(), box.top() + 26)
        return QPointF(box.center().x(), box.center().y() + 20)

    def show_thinking(self, seat: int, on: bool) -> None:
        super().show_thinking(seat, on)
        status = self.statuses.get(seat)
        if status is not None:
            status.setVisible(not on)

    # --- animation ------------------------------------------------------------------

    def animate(self, events: list[Event], view: TurtleButtView) -> None:
        v = view
        a = self.animator
        added: dict[int, int] = {}
        names = self.names()
        for event in events:
            kind = event.kind
            if kind in ("hit", "scoring_draw"):
                self._fly_to_row(event.need("seat"), str(event.need("card")), added)
                if kind == "scoring_draw" and event.need("offer"):
                    self._grow_prize(event.need("offer"))
            elif kind == "draw":  # only the drawer sees the card; the others see its back fly
                card = str(event.need("card")) if event.visible(self.host.perspective) else None
                self._fly_to_row(event.actor, card, added)
            elif kind == "turtle_butt":
                self._flourish(names[event.need("seat")], event.need("seat"))
            elif kind == "stay":
                self._pop_label(event.need("seat"), _tr("I'll stay!"), STAYED_GREEN)
            elif kind == "claim":
                self._pop_label(event.need("seat"), _tr("It scores {n}!").format(n=event.need("claim")), CALM_BLUE)
            elif kind == "accept":
                self._pop_label(event.need("seat"), _tr("I accept"), CALM_BLUE)
            elif kind == "reveal" and v.last_challenge is not None:
                self._reveal(v.last_challenge)
            elif kind == "hand_end" and v.last_hand is not None:
                self._hand_board(v.last_hand)
            elif kind == "new_dealer":
                token = self.items.get("dealer")
                if token is not None:
                    with a.beat():
                        a.move(token, self._dealer_spot(event.need("dealer")), ms=350)
            elif kind == "deal_shared" and self.items.get("shared:0") is not None:
                with a.beat():
                    for i in range(3):
                        item = self.items.get(f"shared:{i}")
                        if item is not None:
                            a.fade(item, 0.0, 200)
        a.call(lambda: self.rebuild(view))

    def _enter(self, *items: TableItem | LabelItem) -> None:
        """Animation-only pieces stay hidden until the queue reaches them."""
        for item in items:
            item.hide()

        def show() -> None:
            for item in items:
                with contextlib.suppress(RuntimeError):  # a rebuild may have removed it already
                    item.show()

        self.animator.call(show)

    def _deck_point(self) -> QPointF:
        return self.layout.deck if self.layout is not None else self.area.center()

    def _fly_to_row(self, seat: int, name: str | None, added: dict[int, int]) -> None:
        row = self.rows.get(seat)
        if row is None:
            return
        slots, w, h = row
        count = sum(1 for k in self.items if k.startswith((f"own:{seat}:", f"hand:{seat}:")))
        if self.view is not None and seat == self.me(self.view):
            count = max(count, sum(1 for k in self.items if k.startswith("mine:")))
        index = count + added.get(seat, 0)
        added[seat] = added.get(seat, 0) + 1
        target = slots[min(index, len(slots) - 1)]
        flying: CardItem = card_item(name, w, h, "", face_up=False) if name else back_item(w, h)
        self.add(flying)
        flying.setPos(self._deck_point())
        flying.setZValue(300)
        self._enter(flying)
        with self.animator.beat():
            self.animator.move(flying, target, ms=300)
        if name:
            self.animator.flip(flying, True)

    def _grow_prize(self, prize: int) -> None:
        """The rococo prize gains a point: a new token flies from the deck to the board."""
        last = self.items.get(f"prize:{prize - 2}")
        if last is None:
            return
        token = self.add(TokenItem(48, QColor("#e3a21a"), "", text="1"))
        token.setPos(self._deck_point())
        token.setZValue(310)
        self._enter(token)
        with self.animator.beat():
            self.animator.move(token, last.pos() + QPointF(54, 0), ms=320)

    def _flourish(self, name: str, seat: int) -> None:
        banner = self.add(TurtleBanner(name))
        anchor = self.anchor.get(seat, self.area.center())
        area = self.area
        banner.setPos(QPointF(min(max(anchor.x(), area.left() + 240), area.right() - 240),
                              min(max(anchor.y(), area.top() + 100), area.bottom() - 100)))
        banner.setOpacity(0.0)
        self.animator.fade(banner, 1.0, 200)
        self.animator.pause(900)
        self.animator.fade(banner, 0.0, 250)

    def _pop_label(self, seat: int, text: str, colour: QColor) -> None:
        label = self.label(text, 22, self.anchor.get(seat, self.area.center()) + QPointF(0, -30), bold=True,
                           colour=colour, backdrop=QColor(255, 255, 255, 235))
        label.setZValue(400)
        self._enter(label)
        self.animator.pause(350)
        self.animator.fade(label, 0.0, 200)

    def _reveal(self, challenge: Challenge) -> None:
        """The challenged hand flies to the middle, turns over, and the rules' verdict is shown."""
        assert self.layout is not None
        anchor = self.anchor.get(challenge.claimant, self.area.center())
        big = self.layout.big
        centre = self.layout.centre
        cards = [self.add(card_item(name, big.width() * 0.8, big.height() * 0.8, "", face_up=False))
                 for name in challenge.cards]
        self._enter(*cards)
        half = big.width() * 2.6
        with self.animator.beat():
            for item, pos in zip(cards, fan(centre.x() - half, centre.x() + half, centre.y(), len(cards),
                                            big.width() * 0.8), strict=True):
                item.setPos(anchor)
                item.setZValue(300)
                self.animator.move(item, pos)
        with self.animator.beat():
            for item in cards:
                self.animator.flip(item, True)
        label = self.label(shown(challenge.verdict, self.names()), 24, QPointF(centre.x(), centre.y() + big.height()
                                                                               * 0.5), display=True,
                           colour=BUTT_RED if challenge.turtle_butt else theme.INK,
                           backdrop=QColor(255, 255, 255, 240))
        label.setZValue(320)
        label.setOpacity(0.0)
        self.animator.fade(label, 1.0, 150)
        self.animator.pause(1200)

    def _hand_board(self, outcome: HandOutcome) -> None:
        lines = self._outcome_lines(outcome)
        width = min(900.0, self.area.width() - 80)
        board = self.add(InfoBoard(width, 70 + 26 * len(lines), _tr("The hand is scored"), lines))
        board.setPos(self.area.center())
        board.setZValue(800)
        board.setOpacity(0.0)
        self.animator.fade(board, 1.0, 200)
        self.animator.pause(1800)
        self.animator.fade(board, 0.0, 200)


def _challenge_parts(challenge: Challenge) -> str:
    """What the shown hand scores, with its parts."""
    if challenge.turtle_butt:
        return _tr("The hand was Turtle Butt!")
    if challenge.parts:
        return _tr("The hand scored {points}: {parts}.").format(points=_points(challenge.points),
                                                                parts=parts_text(challenge.parts))
    return _tr("The hand scored {points}.").format(points=_points(challenge.points))


def _decktet_picture(name: str) -> Callable[[QPainter, QRectF], None]:
    """A painter for the rules viewer drawing one Decktet card exactly as the table does."""

    def paint(p: QPainter, rect: QRectF) -> None:
        path = QPainterPath()
        path.addRoundedRect(rect, rect.width() * 0.08, rect.width() * 0.08)
        p.setPen(QPen(IVORY.darker(160), 1.6))
        p.setBrush(IVORY)
        p.drawPath(path)
        p.save()
        p.setClipPath(path)
        paint_face_named(p, rect.adjusted(4, 4, -4, -4), name)
        p.restore()

    return paint


def _suit_picture(suit: str) -> Callable[[QPainter, QRectF], None]:
    def paint(p: QPainter, rect: QRectF) -> None:
        paint_suit(p, suit, rect.center(), min(rect.width(), rect.height()) * 0.42)

    return paint


def rules_pictures() -> dict[str, tuple[Callable[[QPainter, QRectF], None], tuple[int, int]]]:
    """The card and suit glyphs the in-app rules show, drawn as the table draws them."""
    pictures = {"decktet-card": (_decktet_picture("Chance Meeting"), (150, 210))}
    for suit in SUITS:
        pictures[f"suit-{suit.lower()}"] = (_suit_picture(suit), (56, 56))
    return pictures


__all__ = ["SuitTracker", "TurtleBanner", "TurtleButtTable", "rules_pictures"]
