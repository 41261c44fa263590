"""Gestures on the Arturo table: what may go where, and what a drop, click or key plays.

Every question goes to the rules as a partial move (`Activating`, `Preparing`): the verdicts
are the rules' reasons, and a drop plays the one action the move in the making stands for,
or keeps it open (and asks) while the rules leave more than one.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent

from desktop.games.arturo.parts import ArturoParts
from desktop.games.arturo.pieces import ChoiceItem, PartyCardItem
from desktop.table.items import TableItem
from desktop.table.text import ordinal, translator
from desktop.table.zones import DropZone
from rules.arturo import Activate, Activating, ArturoAction, Preparing
from rules.arturo.activation import BIRTHDAY, CLEANING
from rules.arturo.data import IVO, LIFE_OF_PARTY, MEMBER_INDEX, PLAN_SIZE, PREP_CARDS, PREP_INDEX, REALLY_GOOD, STEIN

_tr = translator("ArturoTable")


class Gestures(ArturoParts):
    """Judges and carries out drags, clicks and keys through the rules' partial moves."""

    # --- what is legal where -----------------------------------------------------------------

    def drop_verdict(self, item: TableItem, zone: DropZone) -> str | None:
        kind = item.data_.get("kind")
        if kind == "deck" and isinstance(item, PartyCardItem):
            return self._deck_verdict(int(item.data_["deck"]), item.member, zone.key)
        if kind == "prep":
            return self._prep_verdict(self._prep_partial(str(item.data_["card"]), zone))
        if kind == "member" and zone.key.startswith("slot:"):
            return self._member_verdict(int(item.data_["pos"]), int(zone.data_["pos"]))
        if kind == "member":
            return _tr("your Family Plan changes only through a Preparation card")
        return _tr("that cannot go there")

    def _deck_verdict(self, deck: int, member: int, key: str) -> str | None:
        v = self.view
        if self.preparing is not None:
            return _tr("finish (or cancel) the Preparation card first")
        is_ivo = member == IVO
        if key == "birthday":
            return self.host.why_not_yet(Activating(deck))
        if key == "cleaning":
            if is_ivo:
                return self.host.why_not_yet(Activating(deck, copy=STEIN))
            outcome = v.outcome(Activate(deck)) if v is not None else None
            if outcome is not None and outcome.pile != CLEANING:
                who = self.names.member(member)
                if outcome.pile == BIRTHDAY:
                    return _tr("{member} takes objects for the Birthday card: put the card there").format(member=who)
                return _tr("{member} finds nothing to take and turns over: put the card on the Birthday card").format(
                    member=who)
            return self.host.why_not_yet(Activating(deck))
        if key == "objects":
            if is_ivo:
                return self.host.why_not_yet(Activating(deck, flip=True))
            return _tr("put the card on the Birthday card: the rules decide whether it takes objects or turns over")
        return _tr("put the card on the Birthday card to activate it")

    def _prep_partial(self, card_id: str, zone: DropZone) -> Preparing | None:
        """The Preparation card `card_id` put down on `zone`, as a move in the making (None: not a place for it)."""
        if zone.key.startswith("seat:"):
            return Preparing(card_id, self._plan_now(), onto_seat=int(zone.data_["seat"]))
        if zone.key.startswith("slot:"):
            return Preparing(card_id, self._plan_now(), onto_position=int(zone.data_["pos"]))
        return None

    def _prep_verdict(self, partial: Preparing | None) -> str | None:
        if self.preparing is not None or self.activating is not None:
            return _tr("finish (or cancel) the Preparation card in use first")
        if partial is None:
            return _tr("Preparation cards go on your Family Plan")
        return self.host.why_not_yet(partial)

    def _member_verdict(self, pos: int, target: int) -> str | None:
        """Is dragging the member at `pos` onto `target` an allowed step of the card in use?"""
        if self.preparing is None:
            return _tr("your Family Plan changes only through a Preparation card")
        if pos == target:
            return _tr("drop it on another position")
        return self.host.why_not_yet(self.preparing.dragged(pos, target))

    def place_words(self, item: TableItem, zone: DropZone) -> str:
        """A place that takes the piece in hand, as a player names it: the rival You Are Really Good! names, or the
        position of the plan and the relative there (for The Life of the Party, the one it crowns)."""
        v = self.view
        if v is None:
            return ""
        card = str(item.data_.get("card", "")) if item.data_.get("kind") == "prep" else ""
        kind = PREP_CARDS[PREP_INDEX[card]].kind if card in PREP_INDEX else None
        if zone.key.startswith("seat:") and kind == REALLY_GOOD:
            return _tr("Name {name}").format(name=self._player(int(zone.data_["seat"])))
        plan = self._shown_plan(v, self.me(v))
        if not zone.key.startswith("slot:") or not plan:
            return ""
        pos = int(zone.data_["pos"])
        member = self.names.member(MEMBER_INDEX[plan[pos - 1]])
        if kind == LIFE_OF_PARTY:
            return _tr("{place} place: crown {member}").format(place=ordinal(pos), member=member)
        return _tr("{place} place: {member}").format(place=ordinal(pos), member=member)

    def _light_movable(self) -> None:
        """While a Preparation card is carried out, the members with at least one allowed move glow."""
        for pos in range(1, PLAN_SIZE + 1):
            item = self.items.get(f"mine:{pos}")
            if item is None:
                continue
            movable = any(self._member_verdict(pos, t) is None for t in range(1, PLAN_SIZE + 1) if t != pos)
            item.set_interactive(draggable=movable)
            if movable:
                item.set_hint(True)

    # --- carrying them out --------------------------------------------------------------------

    def drop(self, item: TableItem, zone: DropZone) -> None:
        kind = item.data_.get("kind")
        if kind == "deck" and isinstance(item, PartyCardItem):
            deck = int(item.data_["deck"])
            if item.member == IVO:
                if zone.key == "cleaning":
                    self._advance(Activating(deck, copy=STEIN))
                elif zone.key == "objects":
                    self._advance(Activating(deck, flip=True))
                else:
                    self._ask(Activating(deck))
                return
            self._advance(Activating(deck))
        elif kind == "prep":
            partial = self._prep_partial(str(item.data_["card"]), zone)
            if partial is None:
                return
            if partial.drags_needed and partial.onto_position is not None:
                self._carry_out(Preparing(partial.card, partial.plan))
                return
            self._finish(partial)
        elif kind == "member" and self.preparing is not None:
            step = self.preparing.dragged(int(item.data_["pos"]), int(zone.data_["pos"]))
            if step.complete:
                self._finish(step)
            else:
                self._carry_out(step)

    def _advance(self, partial: Activating) -> None:
        """Play an activation if the rules leave one way to do it, else ask the remaining question."""
        actions = self._arturo_actions(self.host.completions(partial))
        if len(actions) == 1:
            self._submit(actions[0])
            return
        if not actions:
            reason = self.host.why_not_yet(partial)
            self.reason(reason or _tr("that cannot become a legal move now"))
            return
        self._ask(partial)

    def _ask(self, question: Activating) -> None:
        """Open the chooser of an activation's question; the keyboard's ring goes on to its first allowed choice
        (not to Cancel, where the next Enter would throw the move away)."""
        self.activating = question
        self._refresh()
        choices = [item for item in self.items.values() if isinstance(item, ChoiceItem)]
        first = next((item for item in choices if item.legal), choices[0] if choices else None)
        if first is not None:
            self.ring_onward(first.key)

    def _carry_out(self, preparing: Preparing) -> None:
        """Carry out a Preparation card on the plan, drag by drag; the keyboard's ring goes on to the first relative
        that may move (not to Cancel, where the next Enter would throw the card's move away)."""
        self.preparing = preparing
        self._refresh()
        first = next((item for key, item in self.items.items() if key.startswith("mine:") and item.draggable), None)
        if first is not None:
            self.ring_onward(first.key)

    def _finish(self, partial: Preparing) -> None:
        """Play the one action a finished move in the making stands for (or show why there is none)."""
        actions = self._arturo_actions(self.host.completions(partial))
        if len(actions) == 1:
            self._submit(actions[0])
        else:
            self.reason(self.host.why_not_yet(partial) or _tr("that choice is not yet complete"))

    def _submit(self, action: ArturoAction) -> None:
        kept = self.preparing, self.activating
        self.preparing, self.activating = None, None
        reason = self.host.submit(action)
        if reason is not None:
            self.preparing, self.activating = kept
            self.reason(reason)
            self._refresh()

    def item_activated(self, item: TableItem) -> None:
        if not isinstance(item, ChoiceItem):
            return
        if item.action is not None:
            self._submit(item.action)
        elif item.partial is not None:
            reason = self.host.why_not_yet(item.partial)
            if reason is not None:
                self.reason(reason, item.sceneBoundingRect().center())
                return
            self._advance(item.partial)

    def select(self, item: TableItem | None) -> None:
        """While a member is picked up only its allowed targets glow; the movable-member hints rest."""
        super().select(item)
        if self.preparing is None:
            return
        picked = item is not None and item.data_.get("kind") == "member"
        for pos in range(1, PLAN_SIZE + 1):
            card = self.items.get(f"mine:{pos}")
            if card is not None:
                card.set_hint(not picked and card.draggable)

    def key_pressed(self, event: QKeyEvent) -> bool:
        if event.key() == Qt.Key.Key_Escape and (self.preparing is not None or self.activating is not None):
            self.cancel()
            return True
        return super().key_pressed(event)
