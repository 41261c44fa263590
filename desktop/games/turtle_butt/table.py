"""The Turtle Butt table (basic, rococo and liar's game).

Layout (design space 1920×1080): the other players' areas along the top, the
middle band with the deck (and set-aside cards) on the left, the three shared
cards in the centre and an information board on the right (the last hand's
scoring, the rococo scoring round with its growing prize, or the liar's-game
claim and last challenge), and the shown seat's area along the bottom with its
cards, its suit tracker and its buttons.

Every player's area has a live suit tracker: the six suit glyphs, lit for each
suit their shared + own cards already show (six lit is Turtle Butt). "Hit me" is
dragging the deck's top card onto your row, the button, or the H key; "I'll
stay" is the button or S. In the liar's game only the holder sees the hand (other
seats see backs); the claim is set with a spin control that only offers legal
claims (+/- keys), then Announce; the next player Challenges (C) or Accepts (A).
"""

from __future__ import annotations

import contextlib
import math
from collections.abc import Callable
from types import SimpleNamespace
from typing import Any, cast

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPainterPath, QPen

from desktop.games.turtle_butt.decktet_art import (
    IVORY,
    SUIT_COLOURS,
    SUIT_SHAPES,
    back_item,
    card_item,
    paint_face,
    paint_suit,
)
from desktop.table import theme
from desktop.table.base import GameTable
from desktop.table.items import ButtonItem, CardItem, LabelItem, TableItem, TokenItem
from desktop.table.panels import InfoBoard, SeatPanel, ValueSpinner
from desktop.table.text import translator
from desktop.table.zones import DropZone, row_positions
from rules.core import Action, Event, View
from rules.turtle_butt.actions import ACCEPT, CHALLENGE, DRAW, HIT, STAY, TAKE, Claim, Move
from rules.turtle_butt.deck import SUITS, card
from rules.turtle_butt.game import PAWN_WARNING
from rules.turtle_butt.scoring import score_breakdown
from rules.turtle_butt.state import LIARS, ROCOCO

CARD_W, CARD_H = 120, 170
SMALL_W, SMALL_H = 70, 99
MAT = QColor("#2f5d50")
PAPER = QColor(255, 250, 238, 238)
BUTT_RED = QColor("#b2342b")
VARIANT_TITLES = {"basic": "the basic game", "rococo": "the rococo game", "liars": "the liar's game"}


_tr = translator("TurtleButtTable")


def _points(n: int) -> str:
    return (_tr("{n} point") if n == 1 else _tr("{n} points")).format(n=n)


# --- what the suit tracker shows ---------------------------------------------------


def seat_cards(view: Any, seat: int) -> list[str]:
    """The cards that count for ``seat`` as the view shows them (shared + own, or the held hand)."""
    if view.variant == LIARS:
        return list(view.hand) if view.hand is not None and view.holder == seat == view.seat else []
    return list(view.shared) + list(view.seats[seat].own)


def tracked_suits(cards: list[str]) -> frozenset[str]:
    """The suits the cards show, read from each card's printed suits."""
    return frozenset(s for name in cards for s in card(name).suits)


def breakdown_text(parts: list[tuple[str, int]] | list[list[Any]]) -> str:
    """Scorepad lines in one row: "Pair of 6s 6 · Run 6-7 2"."""
    return " · ".join(f"{label} {points}" for label, points in parts)


# --- table pieces ------------------------------------------------------------------


class SuitTracker(TableItem):
    """Six suit glyphs in a row: lit when shown, pale outline when still missing."""

    def __init__(self, shown: frozenset[str], radius: float, key: str = "") -> None:
        super().__init__(radius * 2.5 * 6 + radius * 3.2, radius * 2.4, key)
        self.shown = shown
        self.radius = radius
        missing = [s for s in SUITS if s not in shown]
        tip = _tr("Suits shown: {n} of 6").format(n=len(shown))
        if missing:
            tip += _tr("; missing {suits}").format(suits=", ".join(missing))
        self.setToolTip(tip + " (" + ", ".join(f"{s}: {SUIT_SHAPES[s]}" for s in SUITS) + ")")

    @property
    def count(self) -> int:
        return len(self.shown)

    def paint_body(self, painter: QPainter) -> None:
        r = self.radius
        full = len(self.shown) == 6
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 220, 215) if full else QColor(255, 252, 244, 235))
        painter.drawRoundedRect(self.body(), r * 1.2, r * 1.2)
        x0 = -self.w / 2 + r * 1.35
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
        painter.setFont(theme.text_font(max(12, int(r * 1.1)), bold=True))
        box = QRectF(x0 + 6 * r * 2.5 - r * 1.2, -self.h / 2, r * 3.2, self.h)
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


class TurtleButtTable(GameTable):
    """Draws a Turtle Butt view and turns drags, buttons and keys into moves."""

    def __init__(self, host: Any, scene: Any) -> None:
        super().__init__(host, scene)
        record = getattr(host, "record", None)
        self.options: dict[str, Any] = dict(record.options) if record is not None else {}
        self.claim_value = 0
        self.anchor: dict[int, QPointF] = {}
        self.rows: dict[int, tuple[list[QPointF], float, float]] = {}
        self.boxes: dict[int, QRectF] = {}
        self.deck_pos = QPointF(150, 590)
        self.spinner: ValueSpinner | None = None

    # --- helpers ------------------------------------------------------------------

    def me(self, view: Any) -> int:
        return view.seat if view.seat is not None else 0

    def legal(self) -> list[Action]:
        return list(self.host.legal_actions())

    def claims(self) -> list[int]:
        return sorted(a.points for a in self.legal() if isinstance(a, Claim))

    # --- building -----------------------------------------------------------------

    def build(self, view: View) -> None:
        v: Any = view
        self.view = view
        me = self.me(v)
        self.anchor, self.rows, self.boxes = {}, {}, {}
        self.spinner = None
        claims = self.claims()
        if claims and self.claim_value not in claims:
            self.claim_value = claims[0]
        self._build_opponents(v, me)
        self._build_middle(v)
        self._build_me(v, me)
        self._build_dealer(v)
        self.add_thinking_label()

    def _opponent_rects(self, count: int) -> list[QRectF]:
        rows = 1 if count <= 3 else 2
        per_row = -(-count // rows)
        height = 300.0 if rows == 1 else 215.0
        top = 20.0 if rows == 2 else 60.0
        rects = []
        for i in range(count):
            r, c = divmod(i, per_row)
            in_row = min(per_row, count - r * per_row)
            width = min(640.0, (1880 - 16 * (in_row - 1)) / in_row)
            left = 960 - (in_row * width + 16 * (in_row - 1)) / 2 + c * (width + 16)
            rects.append(QRectF(left, top + r * (height + 12), width, height))
        return rects

    def _status(self, v: Any, seat: int) -> tuple[str, QColor]:
        p = v.seats[seat]
        if v.variant == LIARS:
            if p.out:
                place = v.out_order.index(seat) + 1 if seat in v.out_order else 0
                return (_tr("OUT ({place} out)").format(place=_ordinal(place)), QColor("#6b6b6b"))
            if v.claimant == seat and v.phase == "respond":
                return (_tr("holds the hand and claims {n}").format(n=v.claim), QColor("#1f5f8b"))
            if v.holder == seat:
                return (_tr("holds the hand"), QColor("#1f5f8b"))
            return (_tr("in"), theme.INK)
        if p.turtle_butt:
            return (_tr("TURTLE BUTT!"), BUTT_RED)
        if v.phase == "scoring" and v.scorer == seat:
            return (_tr("scoring round"), QColor("#1f5f8b"))
        if p.stopped:
            return (_tr("stayed"), QColor("#3e6b2f"))
        return (_tr("still in"), theme.INK)

    def _seat_header(self, v: Any, seat: int, box: QRectF, mine: bool) -> None:
        names = self.host.seat_names()
        colour = self.host.seat_colour(seat)
        status, status_colour = self._status(v, seat)
        p = v.seats[seat]
        active = seat in v.to_act()
        self.add(SeatPanel(box, colour, active, p.out, p.turtle_butt))
        badge = self.add(TokenItem(30, colour.qcolor, f"badge:{seat}", symbol=colour.shape))
        badge.setPos(box.left() + 26, box.top() + 26)
        title = self.add(
            LabelItem(names[seat] + (_tr(" (you)") if mine and v.seat is not None else ""), 22, display=True)
        )
        title.setPos(box.left() + 50 + title.boundingRect().width() / 2 - 8, box.top() + 26)
        tag = self.add(LabelItem(status, 17, bold=True, colour=status_colour))
        tag.setPos(
            title.pos().x() + title.boundingRect().width() / 2 + tag.boundingRect().width() / 2 + 6, box.top() + 27
        )
        self.anchor[seat] = QPointF(box.center().x(), box.center().y())
        self.boxes[seat] = QRectF(box)
        if v.variant != LIARS:
            total = self.add(LabelItem(_tr("{n} pts").format(n=p.total), 22, bold=True))
            total.setPos(box.right() - 20 - total.boundingRect().width() / 2, box.top() + 26)

    def _build_opponents(self, v: Any, me: int) -> None:
        n = len(v.seats)
        others = [(me + k) % n for k in range(1, n)]
        rects = self._opponent_rects(len(others))
        big = len(others) <= 3
        cw, ch = (SMALL_W * 1.3, SMALL_H * 1.3) if big else (SMALL_W, SMALL_H)
        for seat, box in zip(others, rects, strict=True):
            self._seat_header(v, seat, box, mine=False)
            p = v.seats[seat]
            tracker_y = box.top() + 62
            if v.variant != LIARS or (v.sees_hand and v.holder == seat):
                tracker = self.add(SuitTracker(tracked_suits(seat_cards(v, seat)), 12, f"tracker:{seat}"))
                tracker.setPos(box.left() + 16 + tracker.w / 2, tracker_y)
            cards = list(p.own) if v.variant != LIARS else []
            row_y = box.top() + (box.height() - 40 + 76) / 2 + 4
            row_y = min(row_y, box.bottom() - 40 - ch / 2)
            width = box.width() - 40
            if v.variant == LIARS and v.holder == seat:
                positions = row_positions(QPointF(box.center().x(), row_y), max(1, v.hand_size), cw, 8, width)
                for i in range(v.hand_size):
                    back = self.add(back_item(cw, ch, f"hand:{seat}:{i}"))
                    back.setPos(positions[i])
                    back.setZValue(i)
            else:
                count = max(len(cards), 1)
                positions = row_positions(QPointF(box.left() + 20 + width / 2, row_y), count, cw, 8, width)
                if len(cards) * (cw + 8) < width:  # short rows start at the left
                    positions = [QPointF(box.left() + 20 + cw / 2 + i * (cw + 8), row_y) for i in range(count)]
                for i, name in enumerate(cards):
                    item = self.add(card_item(name, cw, ch, f"own:{seat}:{i}"))
                    item.setPos(positions[i])
                    item.setZValue(i)
            if v.variant == LIARS and p.out:
                stamp = self.add(
                    LabelItem(
                        _tr("OUT"), 44, display=True, colour=QColor("#8b1e1e"), backdrop=QColor(255, 255, 255, 150)
                    )
                )
                stamp.setPos(box.center().x(), row_y)
                stamp.setRotation(-8)
            elif v.variant == LIARS and v.holder != seat:
                said = self._last_word(seat)
                if said:
                    self.add(LabelItem(said, 17, colour=QColor("#5a4a3a"))).setPos(box.center().x(), row_y)
            self.rows[seat] = (self._row_slots(box.left() + 20, row_y, width, cw), cw, ch)
            self._score_line(v, seat, QPointF(box.center().x(), box.bottom() - 20), box.width() - 30, 15)

    def _last_word(self, seat: int) -> str:
        """What a liar's-game player last did, for their area ("announced 3", "accepted 2", …)."""
        for e in reversed(self._public_events()):
            if e.kind == "claim" and e.data.get("seat") == seat:
                return _tr("last announced {n}").format(n=e.data["claim"])
            if e.kind == "accept" and e.data.get("seat") == seat:
                return _tr("last accepted a claim of {n}").format(n=e.data["claim"])
            if e.kind == "reveal" and e.data.get("challenger") == seat:
                return _tr("last challenged a claim of {n}").format(n=e.data["claim"])
        return ""

    def _row_slots(self, left: float, y: float, width: float, card_w: float) -> list[QPointF]:
        step = card_w + 8
        slots = int(max(1, (width - card_w) // step + 1))
        return [QPointF(left + card_w / 2 + i * step, y) for i in range(slots)]

    def _score_line(self, v: Any, seat: int, at: QPointF, width: float, size: int) -> None:
        if v.variant == LIARS:
            if v.sees_hand and v.holder == seat and v.hand is not None:
                parts = score_breakdown(v.hand)
                p = v.seats[seat]
                text = (
                    _tr("Turtle Butt: the hand scores nothing")
                    if p.turtle_butt
                    else (
                        _tr("The hand scores {n}").format(n=p.hand_score)
                        + (f":  {breakdown_text(parts)}" if parts else "")
                    )
                )
                self.add(LabelItem(text, size, width=width)).setPos(at)
            return
        p = v.seats[seat]
        if p.turtle_butt:
            text = _tr("Turtle Butt: no points this hand")
        else:
            parts = score_breakdown(seat_cards(v, seat))
            text = _tr("Hand now {n}").format(n=p.hand_score) + (
                f":  {breakdown_text(parts)}" if parts else _tr(" (nothing scores yet)")
            )
        self.add(LabelItem(text, size, width=width, colour=BUTT_RED if p.turtle_butt else theme.INK)).setPos(at)

    def _build_middle(self, v: Any) -> None:
        legal = self.legal()
        can_draw = HIT in legal or DRAW in legal
        mid = 590.0
        # the deck
        self.add(LabelItem(_tr("Deck: {n}").format(n=v.deck_size), 18, bold=True, colour=QColor("white"))).setPos(
            150, mid - 108
        )
        for i in range(min(4, max(0, v.deck_size - 1))):
            under = self.add(back_item(CARD_W, CARD_H))
            under.setPos(150 - i * 1.5, mid + i * 2.5)
        if v.deck_size:
            top = self.add(back_item(CARD_W, CARD_H, "deck:top"))
            top.setPos(150, mid)
            top.setZValue(10)
            top.set_interactive(draggable=can_draw, clickable=can_draw)
            top.setToolTip(_tr("Drag the top card to your row (or press H / D)") if can_draw else _tr("The deck"))
        self.deck_pos = QPointF(150, mid)
        if v.variant != LIARS:
            if v.set_aside:
                self.add(
                    LabelItem(_tr("Set aside: {n}").format(n=len(v.set_aside)), 14, colour=QColor("white"))
                ).setPos(330, mid - 108)
                for i, name in enumerate(v.set_aside[-6:]):
                    item = self.add(card_item(name, SMALL_W, SMALL_H, f"aside:{i}"))
                    item.setPos(300 + (i % 3) * 24, mid - 20 + (i // 3) * 60)
            self.add(
                LabelItem(_tr("Shared cards — they count for everyone"), 18, bold=True, colour=QColor("white"))
            ).setPos(790, mid - 108)
            for i, (name, pos) in enumerate(
                zip(v.shared, row_positions(QPointF(790, mid + 6), 3, CARD_W, 18), strict=False)
            ):
                item = self.add(card_item(name, CARD_W, CARD_H, f"shared:{i}"))
                item.setPos(pos)
            hand = (_tr("Hand {n} of {m}") if v.hands_limit else _tr("Hand {n}")).format(
                n=v.hand_no + 1, m=v.hands_limit
            )
            target = _tr(" · first to {n}").format(n=v.target) if v.target else ""
            title = _tr("Turtle Butt — {variant}").format(variant=_tr(VARIANT_TITLES[v.variant]))
            self.add(
                LabelItem(f"{title} · {hand}{target}", 16, colour=QColor("white"), backdrop=QColor(0, 0, 0, 70))
            ).setPos(790, mid + 112)
        else:
            self._build_claim(v, mid)
        extras = self._deck_extras()
        if extras:
            note = self.add(LabelItem(extras, 14, colour=QColor("white"), width=240, backdrop=QColor(0, 0, 0, 70)))
            note.setPos(150, mid + 114)
            if self.options.get("pawns"):
                note.setToolTip(PAWN_WARNING)
        self._build_board(v, mid)

    def _deck_extras(self) -> str:
        """A note on the extended-deck cards in play (the Pawns with the rulebook's warning)."""
        parts = []
        if self.options.get("excuse"):
            parts.append(_tr("the Excuse is in the deck"))
        if self.options.get("pawns"):
            parts.append(_tr("the Pawns are in (three suits each: risky!)"))
        return "; ".join(parts)

    def _build_claim(self, v: Any, mid: float) -> None:
        names = self.host.seat_names()
        box = QRectF(380, mid - 120, 800, 240)
        lines: list[str] = []
        if v.phase == "over":
            winner = next((s for s, p in enumerate(v.seats) if not p.out), None)
            title = (
                _tr("{name} is the last player standing!").format(name=names[winner])
                if winner is not None
                else _tr("The game is over")
            )
            lines.append(_tr("Everyone else was caught out by a challenge."))
        else:
            holder = names[v.holder] if v.holder is not None else _tr("nobody")
            title = (
                _tr("{name} holds the hand: {n} card") if v.hand_size == 1 else _tr("{name} holds the hand: {n} cards")
            ).format(name=holder, n=v.hand_size)
            if v.claim:
                who = names[v.claimant] if v.claimant is not None else "?"
                lines.append(_tr("{name} announced that the hand scores {n}.").format(name=who, n=v.claim))
                if v.phase == "respond":
                    lines.append(_tr("{name} must challenge it or accept the hand.").format(name=names[v.to_act()[0]]))
                else:
                    lines.append(
                        _tr("The next announcement must be more than {n} (at most {cap}).").format(
                            n=v.claim, cap=v.claim_cap
                        )
                    )
            else:
                lines.append(_tr("No announcement yet: the first must be at least 1."))
                lines.append(_tr("Only the holder may look at the hand."))
        board = self.add(
            InfoBoard(box.width() - 200 if v.claim else box.width(), box.height(), title, lines, "claim-board")
        )
        board.setPos(box.center() - (QPointF(100, 0) if v.claim else QPointF(0, 0)))
        if v.claim and v.phase != "over":
            disc = self.add(TokenItem(150, QColor("#dbe9f4"), "claim", text=str(v.claim)))
            disc.setPos(box.right() - 90, mid - 12)
            self.add(LabelItem(_tr("claimed"), 18, bold=True, colour=QColor("white"))).setPos(
                box.right() - 90, mid + 84
            )

    def _public_events(self) -> list[Event]:
        seat = self.host.perspective
        out: list[Event] = []
        for group in getattr(self.host, "events", []):
            out.extend(e for e in group if e.visible(seat))
        return out

    def _build_board(self, v: Any, mid: float) -> None:
        names = self.host.seat_names()
        box = QRectF(1220, mid - 120, 680, 240)
        if v.variant == ROCOCO and v.phase == "scoring" and v.scorer is not None:
            prize = v.bonus + 1
            lines = [
                _tr("{name} has the best hand and plays the scoring round.").format(name=names[v.scorer]),
                _tr(
                    "Take {points} now, or draw another card: no Turtle Butt and the prize grows to {n}; "
                    "Turtle Butt and it is lost."
                ).format(points=_points(prize), n=prize + 1),
            ]
            self.add(InfoBoard(box.width(), box.height(), _tr("Scoring round"), lines, "board")).setPos(box.center())
            for i in range(prize):
                token = self.add(TokenItem(46, QColor("#e3a21a"), f"prize:{i}", text="1"))
                token.setPos(box.left() + 50 + i * 52 if i < 12 else box.left() + 50 + 11 * 52, box.bottom() - 40)
            return
        events = self._public_events()
        if v.variant == LIARS:
            reveal = next((e for e in reversed(events) if e.kind == "reveal"), None)
            if reveal is None:
                lines = [
                    _tr("Only the holder sees the hand. Draw, then announce what it scores;"),
                    _tr("the next player challenges or accepts."),
                ]
                self.add(InfoBoard(box.width(), box.height(), _tr("How it goes"), lines, "board")).setPos(box.center())
                return
            d = reveal.data
            loser = d["claimant"] if d["turtle_butt"] or d["points"] < d["claim"] else d["challenger"]
            result = (
                _tr("The hand was Turtle Butt!")
                if d["turtle_butt"]
                else (
                    _tr("The hand scored {points}").format(points=_points(d["points"]))
                    + (f":  {breakdown_text(d['parts'])}." if d["parts"] else ".")
                )
            )
            lines = [
                _tr("{a} challenged {b}'s claim of {n}.").format(
                    a=names[d["challenger"]], b=names[d["claimant"]], n=d["claim"]
                ),
                result,
                _tr("{name} is out.").format(name=names[loser]),
            ]
            self.add(InfoBoard(box.width(), box.height(), _tr("Last challenge"), lines, "board")).setPos(box.center())
            for i, name in enumerate(d["cards"][:10]):
                item = self.add(card_item(name, 48, 68, f"revealed:{i}"))
                item.setPos(box.left() + 40 + i * 54, box.bottom() - 46)
            return
        scores = [e for e in events if e.kind == "hand_score"]
        if not scores:
            lines = [
                _tr("Take cards (Hit me) to build pairs, sets and a run with the shared cards;"),
                _tr("stay before your cards show all six suits — that is Turtle Butt and scores nothing."),
            ]
            self.add(InfoBoard(box.width(), box.height(), _tr("How it goes"), lines, "board")).setPos(box.center())
            return
        n = len(v.seats)
        last = scores[-n:]
        ends = [e for e in events if e.kind == "hand_end"]
        lines = []
        for e in last:
            d = e.data
            if d["turtle_butt"]:
                lines.append(_tr("{name}: Turtle Butt — 0").format(name=names[d["seat"]]))
            else:
                combos = breakdown_text(d["parts"]) or _tr("nothing scores")
                lines.append(f"{names[d['seat']]}: {combos} = {d['points']}")
        if v.variant == ROCOCO:
            tail = [
                e
                for e in events
                if e.kind in ("take", "no_winner", "turtle_butt") and events.index(e) > events.index(last[-1])
            ]
            if tail:
                t = tail[-1]
                if t.kind == "take":
                    lines.append(
                        _tr("→ {name} takes {points} in the scoring round").format(
                            name=names[t.data["seat"]], points=_points(t.data["points"])
                        )
                    )
                elif t.kind == "no_winner":
                    lines.append(
                        "→ "
                        + (
                            _tr("the best hands tie: nobody scores")
                            if t.data.get("reason") == "tie"
                            else _tr("everyone got Turtle Butt: nobody scores")
                        )
                    )
                else:
                    lines.append(
                        _tr("→ Turtle Butt in the scoring round: {name} scores nothing").format(
                            name=names[t.data["seat"]]
                        )
                    )
        if ends:
            totals = ends[-1].data["totals"]
            lines.append(_tr("Match: ") + ", ".join(f"{names[s]} {totals[s]}" for s in range(n)))
        title = _tr("Hand {n} scored").format(n=ends[-1].data["hand"]) if ends else _tr("Hand scored")
        self.add(InfoBoard(box.width(), box.height(), title, lines, "board")).setPos(box.center())

    def _build_me(self, v: Any, me: int) -> None:
        box = QRectF(20, 740, 1880, 326)
        self._seat_header(v, me, box, mine=True)
        p = v.seats[me]
        legal = self.legal()
        if v.variant != LIARS or (v.sees_hand and v.holder == me):
            tracker = self.add(SuitTracker(tracked_suits(seat_cards(v, me)), 18, f"tracker:{me}"))
            tracker.setPos(box.left() + 24 + tracker.w / 2, box.top() + 74)
            label = _tr("Suits your shared and own cards show") if v.variant != LIARS else _tr("Suits the hand shows")
            self.add(LabelItem(label, 14, colour=theme.INK)).setPos(
                box.left() + 24 + tracker.w + 20 + 130, box.top() + 74
            )
        cards: list[str] = list(p.own) if v.variant != LIARS else list(v.hand or [])
        row_y = box.top() + 200
        left, width = box.left() + 24, 1340.0
        row = QRectF(left - 10, row_y - CARD_H / 2 - 10, width + 20, CARD_H + 20)
        zone = self.add(DropZone(row, "row:me", "your cards", visible_frame=bool(HIT in legal or DRAW in legal)))
        zone.data_["seat"] = me
        slots = self._row_slots(left, row_y, width, CARD_W)
        if v.variant == LIARS and v.holder == me and not v.sees_hand:  # a spectator sees only backs
            for i, pos in enumerate(row_positions(QPointF(left + width / 2, row_y), v.hand_size, CARD_W, 10, width)):
                self.add(back_item(CARD_W, CARD_H, f"hand:{me}:{i}")).setPos(pos)
            cards = []
        positions = (
            slots
            if len(cards) <= len(slots)
            else row_positions(QPointF(left + width / 2, row_y), len(cards), CARD_W, 10, width)
        )
        for i, name in enumerate(cards):
            item = self.add(card_item(name, CARD_W, CARD_H, f"own:{me}:{i}" if v.variant != LIARS else f"mine:{i}"))
            item.setPos(positions[i])
            item.setZValue(i)
        if not cards and not (v.variant == LIARS and v.holder == me):
            hint = (
                _tr("Drag the deck's top card here to take a card")
                if (HIT in legal or DRAW in legal)
                else (_tr("No cards of your own yet"))
            )
            if v.variant == LIARS:
                hint = (
                    _tr("You do not hold the hand")
                    if v.seat is not None
                    else _tr("{name} does not hold the hand").format(name=self.host.seat_names()[me])
                )
            self.add(LabelItem(hint, 16, colour=QColor("#7a6a58"))).setPos(left + width / 2, row_y)
        self.rows[me] = (slots, CARD_W, CARD_H)
        self._score_line(v, me, QPointF(left + width / 2, box.bottom() - 22), width, 17)
        self._build_controls(v, me, legal, box)

    def _button(self, text: str, key: str, at: QPointF, enabled: bool, action: Any, width: float = 250) -> None:
        button = self.add(ButtonItem(text, width, 56, key=key))
        button.setPos(at)
        button.set_enabled(enabled)
        button.pressed.connect(lambda a=action: self.play(a))

    def _build_controls(self, v: Any, me: int, legal: list[Action], box: QRectF) -> None:
        x = 1625.0
        prompt = self._prompt(v, me, legal)
        self.add(LabelItem(prompt, 18, bold=True, width=470, backdrop=QColor(255, 246, 214, 235))).setPos(
            x, box.top() + 62
        )
        if v.variant == LIARS:
            claims = self.claims()
            draw_ok, chall_ok, acc_ok = DRAW in legal, CHALLENGE in legal, ACCEPT in legal
            if v.phase == "respond" and v.to_act() == (me,):
                self._button(_tr("Challenge  [C]"), "challenge", QPointF(x, box.top() + 130), chall_ok, CHALLENGE, 300)
                self._button(
                    _tr("Accept {n}  [A]").format(n=v.claim), "accept", QPointF(x, box.top() + 200), acc_ok, ACCEPT, 300
                )
                return
            self._button(_tr("Draw a card  [D]"), "draw", QPointF(x, box.top() + 120), draw_ok, DRAW, 300)
            if not claims:
                return
            self.spinner = ValueSpinner(
                self.add, "claim", claims, self.claim_value, QPointF(x - 50, box.top() + 190), self._claim_changed
            )
            self._button(_tr("Announce"), "announce", QPointF(x + 150, box.top() + 190), bool(claims), None, 170)
            self.add(LabelItem(_tr("claim (+/− keys)"), 13, colour=QColor("#5a4a3a"))).setPos(x - 50, box.top() + 236)
            return
        if v.phase == "scoring":
            prize = v.bonus + 1
            self._button(
                _tr("Take {points}  [T]").format(points=_points(prize)),
                "take",
                QPointF(x, box.top() + 130),
                TAKE in legal,
                TAKE,
                300,
            )
            self._button(_tr("Draw another  [D]"), "draw", QPointF(x, box.top() + 200), DRAW in legal, DRAW, 300)
            return
        self._button(_tr("Hit me  [H]"), "hit", QPointF(x, box.top() + 130), HIT in legal, HIT, 300)
        self._button(_tr("I'll stay  [S]"), "stay", QPointF(x, box.top() + 200), STAY in legal, STAY, 300)

    def _prompt(self, v: Any, me: int, legal: list[Action]) -> str:
        names = self.host.seat_names()
        if v.phase == "over":
            return _tr("The game is over.")
        if not legal:
            acting = v.to_act()
            return _tr("Waiting for {name}…").format(name=names[acting[0]]) if acting else _tr("Waiting…")
        if v.variant == LIARS:
            if v.phase == "respond":
                return _tr("{name} says the hand scores {n}: challenge, or accept and take it.").format(
                    name=names[v.claimant], n=v.claim
                )
            return _tr("Look at the hand: draw more cards, or set a claim and announce it.")
        if v.phase == "scoring":
            return _tr("Scoring round: take {points}, or draw for one more.").format(points=_points(v.bonus + 1))
        return _tr("Your turn: take a card (Hit me) or stop for this hand (I'll stay).")

    def _build_dealer(self, v: Any) -> None:
        if v.variant == LIARS or v.phase == "over":
            return
        anchor = self.anchor.get(v.dealer)
        if anchor is None:
            return
        token = self.add(TokenItem(44, QColor("#fff3c4"), "dealer", text="D"))
        token.setToolTip(_tr("The dealer: the dealer is offered a card last; the button moves left after each hand"))
        token.setPos(self._dealer_spot(v.dealer))
        token.setZValue(20)

    def _dealer_spot(self, seat: int) -> QPointF:
        box = self.boxes.get(seat)
        if box is None:
            return QPointF(960, 540)
        return QPointF(box.right() - 130, box.top() + 26)

    # --- acting -------------------------------------------------------------------

    def play(self, action: Any) -> None:
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
        v: Any = self.view
        if v is not None and v.phase in ("offer",):
            return self.host.why_illegal(HIT) or _tr("you cannot take a card now")
        return self.host.why_illegal(DRAW) or _tr("you cannot take a card now")

    def drop(self, item: TableItem, zone: DropZone) -> None:
        legal = self.legal()
        self.play(HIT if HIT in legal else DRAW)

    def key_pressed(self, event: QKeyEvent) -> bool:
        key = event.key()
        moves: dict[Any, Any] = {
            Qt.Key.Key_H: HIT,
            Qt.Key.Key_S: STAY,
            Qt.Key.Key_D: DRAW,
            Qt.Key.Key_T: TAKE,
            Qt.Key.Key_C: CHALLENGE,
            Qt.Key.Key_A: ACCEPT,
        }
        if key in moves:
            action = moves[key]
            if action in self.legal():
                self.play(action)
            else:
                reason = self.host.why_illegal(action)
                self.reason(reason or _tr("{move} is not possible now").format(move=action))
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
        keys = {HIT: "hit", STAY: "stay", DRAW: "draw", TAKE: "take", CHALLENGE: "challenge", ACCEPT: "accept"}
        target = "announce" if isinstance(action, Claim) else keys.get(action)  # type: ignore[call-overload]
        if isinstance(action, Claim):
            self.claim_value = action.points
            if self.view is not None:
                self.rebuild(self.view)
        for key, item in self.items.items():
            item.set_hint(key == target)
        words = {
            HIT: _tr("Hint: take another card (Hit me)"),
            STAY: _tr("Hint: stay with what you have"),
            DRAW: _tr("Hint: draw a card"),
            TAKE: _tr("Hint: take the prize"),
            CHALLENGE: _tr("Hint: challenge the claim"),
            ACCEPT: _tr("Hint: accept the claim"),
        }
        if isinstance(action, Claim):
            self.reason(_tr("Hint: announce a claim of {n}").format(n=action.points))
        elif isinstance(action, Move) and action in words:
            self.reason(words[action])
        else:
            self.reason(_tr("Hint: {move}").format(move=action))

    def score_lines(self, view: View) -> list[tuple[int, str]]:
        v: Any = view
        names = self.host.seat_names()
        if v.variant == LIARS:
            return [(s, f"{names[s]}: " + (_tr("out") if p.out else _tr("in"))) for s, p in enumerate(v.seats)]
        return [
            (s, _tr("{name}: {total} points (this hand {n})").format(name=names[s], total=p.total, n=p.hand_score))
            for s, p in enumerate(v.seats)
        ]

    def thinking_position(self, seat: int, label: LabelItem) -> QPointF:
        box = self.boxes.get(seat, QRectF(760, 200, 400, 200))
        if self.view is not None and seat == self.me(self.view):
            # the bottom area keeps its turn prompt on the right: the marker goes top centre
            return QPointF(box.center().x(), box.top() + 26)
        return QPointF(box.right() - 20 - label.boundingRect().width() / 2, box.top() + 64)

    # --- animation ------------------------------------------------------------------

    def animate(self, events: list[Event], view: View) -> None:
        a = self.animator
        added: dict[int, int] = {}
        names = self.host.seat_names()
        for event in events:
            d = event.data
            kind = event.kind
            if kind in ("hit", "scoring_draw") and d:
                self._fly_to_row(d["seat"], d["card"], added)
                if kind == "scoring_draw" and d.get("offer"):
                    self._grow_prize(d["offer"])
            elif kind == "draw":
                self._fly_to_row(event.seat if event.seat is not None else 0, d.get("card"), added)
            elif kind == "turtle_butt" and d:
                self._flourish(names[d["seat"]], d["seat"])
            elif kind == "stay" and d:
                self._pop_label(d["seat"], _tr("I'll stay!"), QColor("#3e6b2f"))
            elif kind == "claim" and d:
                self._pop_label(d["seat"], _tr("It scores {n}!").format(n=d["claim"]), QColor("#1f5f8b"))
            elif kind == "accept" and d:
                self._pop_label(d["seat"], _tr("I accept"), QColor("#1f5f8b"))
            elif kind == "reveal" and d:
                self._reveal(d)
            elif kind == "hand_end" and d:
                self._hand_board(events, names)
            elif kind == "new_dealer" and d:
                token = self.items.get("dealer")
                if token is not None:
                    with a.beat():
                        a.move(token, self._dealer_spot(d["dealer"]), ms=350)
            elif kind == "deal_shared" and d and self.items.get("shared:0") is not None:
                with a.beat():
                    for i in range(3):
                        item = self.items.get(f"shared:{i}")
                        if item is not None:
                            a.fade(item, 0.0, 200)
        a.call(lambda: self.rebuild(view))

    def _enter(self, *items: Any) -> None:
        """Animation-only pieces stay hidden until the queue reaches them."""
        for item in items:
            item.hide()

        def show() -> None:
            for item in items:
                with contextlib.suppress(RuntimeError):  # a rebuild may have removed it already
                    item.show()

        self.animator.call(show)

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
        flying.setPos(self.deck_pos)
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
        token = self.add(TokenItem(46, QColor("#e3a21a"), "", text="1"))
        token.setPos(self.deck_pos)
        token.setZValue(310)
        self._enter(token)
        with self.animator.beat():
            self.animator.move(token, last.pos() + QPointF(52, 0), ms=320)

    def _flourish(self, name: str, seat: int) -> None:
        banner = self.add(TurtleBanner(name))
        anchor = self.anchor.get(seat, QPointF(960, 540))
        banner.setPos(QPointF(min(max(anchor.x(), 260), 1660), min(max(anchor.y(), 100), 960)))
        banner.setOpacity(0.0)
        self.animator.fade(banner, 1.0, 200)
        self.animator.pause(900)
        self.animator.fade(banner, 0.0, 250)

    def _pop_label(self, seat: int, text: str, colour: QColor) -> None:
        label = self.add(LabelItem(text, 22, bold=True, colour=colour, backdrop=QColor(255, 255, 255, 235)))
        label.setPos(self.anchor.get(seat, QPointF(960, 540)) + QPointF(0, -30))
        label.setZValue(400)
        self._enter(label)
        self.animator.pause(350)
        self.animator.fade(label, 0.0, 200)

    def _reveal(self, d: Any) -> None:
        seat = d["claimant"]
        anchor = self.anchor.get(seat, QPointF(960, 540))
        cards = [self.add(card_item(name, SMALL_W, SMALL_H, "", face_up=False)) for name in d["cards"]]
        self._enter(*cards)
        with self.animator.beat():
            for item, pos in zip(cards, row_positions(QPointF(960, 590), len(cards), SMALL_W, 8, 760), strict=True):
                item.setPos(anchor)
                item.setZValue(300)
                self.animator.move(item, pos)
        with self.animator.beat():
            for item in cards:
                self.animator.flip(item, True)
        verdict = (
            _tr("Turtle Butt!")
            if d["turtle_butt"]
            else _tr("{points} (claimed {n})").format(points=_points(d["points"]), n=d["claim"])
        )
        label = self.add(
            LabelItem(
                verdict,
                28,
                display=True,
                colour=BUTT_RED if d["turtle_butt"] else theme.INK,
                backdrop=QColor(255, 255, 255, 240),
            )
        )
        label.setPos(960, 690)
        label.setZValue(320)
        label.setOpacity(0.0)
        self.animator.fade(label, 1.0, 150)
        self.animator.pause(1200)

    def _hand_board(self, events: list[Event], names: list[str]) -> None:
        lines = []
        for e in events:
            if e.kind == "hand_score" and e.data:
                d = e.data
                combos = (
                    _tr("Turtle Butt — 0")
                    if d["turtle_butt"]
                    else (f"{breakdown_text(d['parts']) or _tr('nothing scores')} = {d['points']}")
                )
                lines.append(f"{names[d['seat']]}: {combos}")
            elif e.kind == "hand_end" and e.data:
                lines.append(_tr("Match: ") + ", ".join(f"{names[s]} {t}" for s, t in enumerate(e.data["totals"])))
        board = self.add(InfoBoard(900, 60 + 30 * len(lines), _tr("The hand is scored"), lines))
        board.setPos(960, 540)
        board.setZValue(800)
        board.setOpacity(0.0)
        self.animator.fade(board, 1.0, 200)
        self.animator.pause(1800)
        self.animator.fade(board, 0.0, 200)


def _ordinal(n: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")


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
        paint_face(p, rect.adjusted(4, 4, -4, -4), cast(Any, SimpleNamespace(data_={"card": name})))
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

__all__ = ["SuitTracker", "TurtleButtTable", "rules_pictures", "seat_cards", "tracked_suits"]
