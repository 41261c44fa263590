"""The Turtle Butt table's animations: each event of a move shown before the table is drawn afresh.

Cards fly from the deck to a row (face up, or a back for a card only its drawer sees), the
rococo prize gains a token, a stay, claim or acceptance pops up over its seat, Turtle Butt gets
its banner, a challenged hand is turned over in the middle and a scored hand is summed up.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor

from desktop.table import theme
from desktop.table.items import CardItem, TokenItem
from desktop.table.panels import InfoBoard
from desktop.table.text import shown, translator
from rules.core import Event
from rules.turtle_butt import Challenge, HandOutcome, TurtleButtView
from rules.turtle_butt.events import (
    Accepted,
    Challenged,
    Claimed,
    Drew,
    HandEnded,
    Hit,
    NewDealer,
    ScoringDraw,
    SharedDealt,
    Stayed,
    TurtleButtCalled,
)

from .decktet_art import back_item, card_item
from .layout import fan
from .parts import TurtleButtParts
from .pieces import BUTT_RED, CALM_BLUE, STAYED_GREEN, TurtleBanner
from .words import outcome_lines

_tr = translator("TurtleButtTable")


class Animations(TurtleButtParts):
    """Turns the events of a move into the table's animations."""

    def animate(self, events: list[Event], view: TurtleButtView) -> None:
        added: dict[int, int] = {}  # cards already flying to each seat's row in this batch
        for event in events:
            match event.payload:
                case Hit(seat=seat, card=card):
                    self._fly_to_row(seat, card, added)
                case ScoringDraw(seat=seat, card=card, offer=offer):
                    self._fly_to_row(seat, card, added)
                    if offer:
                        self._grow_prize(offer)
                case Drew(seat=seat, card=card):
                    self._fly_to_row(seat, card, added)
                case None if event.is_a(Drew):  # only the drawer sees the card; the others see its back fly
                    self._fly_to_row(event.actor, None, added)
                case TurtleButtCalled(seat=seat):
                    self._flourish(self.names()[seat], seat)
                case Stayed(seat=seat):
                    self._pop_label(seat, _tr("I'll stay!"), STAYED_GREEN)
                case Claimed(seat=seat, claim=claim):
                    self._pop_label(seat, _tr("It scores {n}!").format(n=claim), CALM_BLUE)
                case Accepted(seat=seat):
                    self._pop_label(seat, _tr("I accept"), CALM_BLUE)
                case Challenged():
                    self._reveal(view.last_challenge)
                case HandEnded():
                    self._hand_board(view.last_hand)
                case NewDealer(dealer=dealer):
                    self._pass_deal(dealer)
                case SharedDealt():
                    self._clear_shared()
        self.animator.call(lambda: self.rebuild(view))

    def _pass_deal(self, dealer: int) -> None:
        token = self.items.get("dealer")
        if token is not None:
            with self.animator.beat():
                self.animator.move(token, self._dealer_spot(dealer), ms=350)

    def _clear_shared(self) -> None:
        if self.items.get("shared:0") is None:
            return
        with self.animator.beat():
            for i in range(3):
                item = self.items.get(f"shared:{i}")
                if item is not None:
                    self.animator.fade(item, 0.0, 200)

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
        self.animator.appear(flying)
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
        self.animator.appear(token)
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
        self.animator.appear(label)
        self.animator.pause(350)
        self.animator.fade(label, 0.0, 200)

    def _reveal(self, challenge: Challenge | None) -> None:
        """The challenged hand flies to the middle, turns over, and the rules' verdict is shown."""
        if challenge is None or self.layout is None:
            return
        anchor = self.anchor.get(challenge.claimant, self.area.center())
        big = self.layout.big
        centre = self.layout.centre
        cards = [self.add(card_item(name, big.width() * 0.8, big.height() * 0.8, "", face_up=False))
                 for name in challenge.cards]
        self.animator.appear(*cards)
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

    def _hand_board(self, outcome: HandOutcome | None) -> None:
        if outcome is None:
            return
        lines = outcome_lines(outcome, self.names())
        width = min(900.0, self.area.width() - 80)
        board = self.add(InfoBoard(width, 70 + 26 * len(lines), _tr("The hand is scored"), lines))
        board.setPos(self.area.center())
        board.setZValue(800)
        board.setOpacity(0.0)
        self.animator.fade(board, 1.0, 200)
        self.animator.pause(1800)
        self.animator.fade(board, 0.0, 200)
