"""The Arturo table's animations: each event of a move shown before the table is drawn afresh.

A deck's top card flips into an object, objects fly to the Birthday card or are swept by the
broom to the Cleaning card, Preparation cards travel to their player and plans reshuffle;
at the end the scorepad is filled in one column after another.
"""

from __future__ import annotations

import contextlib
import functools

from PySide6.QtCore import QPointF

from desktop.games.arturo.parts import ArturoParts
from desktop.games.arturo.pieces import BroomItem, FamilyCardItem, PartyCardItem
from desktop.games.arturo.scorepad import LAST_STEP, Scorepad
from rules.arturo import ArturoView
from rules.arturo.activation import CLEANING
from rules.arturo.data import MEMBER_INDEX, PLAN_SIZE
from rules.arturo.events import Collected, Discarded, Flipped, PartyOver, PlanChanged, Prepared
from rules.core import Event


class Animations(ArturoParts):
    """Turns the events of a move into the table's animations."""

    def animate(self, events: list[Event], view: ArturoView) -> None:
        a = self.animator
        for event in events:
            match event.payload:
                case Flipped(deck=deck):
                    self._animate_flip(deck)
                case Collected() as collected:
                    self._animate_collect(collected)
                case Discarded(deck=deck):
                    self._animate_discard(deck)
                case Prepared() as prepared:
                    self._animate_prepare(event.actor, prepared)
                case PlanChanged(plan=plan):  # only its seat sees the new plan
                    self._animate_my_plan(list(plan))
        if any(event.is_a(PartyOver) for event in events):  # the scorepad is filled in step by step
            a.call(functools.partial(self._build_scorepad, view, 0))
            for step in range(1, LAST_STEP + 1):
                a.pause(260)
                a.call(functools.partial(self._pad_step, step))
        a.call(lambda: self.rebuild(view))

    def _animate_discard(self, deck: int) -> None:
        card = self.items.get(f"deck:{deck}")
        if card is not None:
            with self.animator.beat():
                self.animator.move(card, self.lay.discard, ms=280)
                self.animator.fade(card, 0.0, 280)

    def _pad_step(self, step: int) -> None:
        pad = self.items.get("scorepad")
        if isinstance(pad, Scorepad):
            with contextlib.suppress(RuntimeError):
                pad.set_step(step)

    def _animate_flip(self, deck: int) -> None:
        card = self.items.get(f"deck:{deck}")
        if not isinstance(card, PartyCardItem):
            return
        count = len([k for k in self.items if k.startswith("obj:")]) + 1
        target = self.lay.object_positions(count)[-1]
        with self.animator.beat():
            card.setZValue(60)
            self.animator.move(card, target, ms=320)
        self.animator.flip(card, False)
        self.animator.pause(120)

    def _animate_collect(self, event: Collected) -> None:
        a = self.animator
        card = self.items.get(f"deck:{event.deck}")
        to_cleaning = event.pile == CLEANING
        pile = self.lay.cleaning if to_cleaning else self.lay.birthday
        if card is not None:
            card.setZValue(60)
            with a.beat():
                a.move(card, QPointF(pile.x() - 120, pile.y() - 10), ms=280)
        movers = [m for m in (self.items.get(f"obj:{c}") for c in event.taken) if m is not None]
        if to_cleaning and movers:
            broom = self.add(BroomItem())
            broom.setPos(min(m.x() for m in movers) - 60, self.lay.objects.y())
            for m in movers:  # the sweep: one object after another, the broom following
                m.setZValue(65)
                with a.beat():
                    a.move(broom, QPointF(m.x(), m.y()), ms=140)
                    a.move(m, pile, ms=360)
            a.fade(broom, 0.0, 160)
        else:
            with a.beat():
                for m in movers:
                    m.setZValue(65)
                    a.move(m, pile, ms=380)
        a.pause(100)

    def _animate_prepare(self, seat: int, event: Prepared) -> None:
        a = self.animator
        v = self.view
        me = self.me(v) if v is not None else 0
        card = self.items.get(f"prep:{event.card}")
        if card is None and seat == me:
            card = self.items.get("using")  # the card that was being carried out on my plan
        if card is not None:
            anchor = self.seat_anchor.get(seat, self.area.center())
            card.setZValue(60)
            with a.beat():
                a.move(card, self.lay.held(2) if seat == me else anchor, ms=320)
        if seat != me:
            moves = event.moves
            with a.beat():
                for src, dst in moves:
                    item = self.items.get(f"opp:{seat}:{src}")
                    goal = self.items.get(f"opp:{seat}:{dst}")
                    if item is not None and goal is not None:
                        a.move(item, QPointF(goal.x(), goal.y() - 18), ms=300)
            if moves:  # lifted cards settle into their new places
                home = {src: self.items[f"opp:{seat}:{dst}"].pos() for src, dst in moves
                        if f"opp:{seat}:{dst}" in self.items}
                with a.beat():
                    for src, pos in home.items():
                        item = self.items.get(f"opp:{seat}:{src}")
                        if item is not None:
                            a.move(item, pos, ms=200)

    def _animate_my_plan(self, plan: list[str]) -> None:
        """Slide my Family cards to their new positions (the event is private to me)."""
        where = {MEMBER_INDEX[m]: i + 1 for i, m in enumerate(plan) if m in MEMBER_INDEX}
        with self.animator.beat():
            for pos in range(1, PLAN_SIZE + 1):
                item = self.items.get(f"mine:{pos}")
                member = item.member if isinstance(item, FamilyCardItem) else None
                if item is None or member is None or member not in where:
                    continue
                item.set_hint(False)
                self.animator.move(item, self.lay.plan(where[member]), ms=380)
