"""The open question of an activation, asked over the Arturo table.

When the rules leave more than one way to play an activation, the table asks: whom Grandpa
Ivo copies (or whether he turns over), or which copies of the wanted objects are taken. Each
choice is a partial move the rules judge, or a whole action from the rules' completions.
"""

from __future__ import annotations

from desktop.games.arturo.art import BONE, CANDLE
from desktop.games.arturo.parts import PARTY_CARDS_BY_ID, ArturoParts
from desktop.games.arturo.pieces import ChoiceItem, night_mat
from desktop.table.items import ButtonItem, LabelItem
from desktop.table.text import translator
from rules.arturo import Activate, Activating, ArturoView, Ivo
from rules.arturo.data import IVO, MEMBER_IDS, PLAN_MEMBERS

_tr = translator("ArturoTable")


class Chooser(ArturoParts):
    """Draws the chooser: one choice per way the rules leave open, and Cancel."""

    def _build_chooser(self, v: ArturoView, question: Activating) -> None:
        """The open question of an activation: whom Grandpa Ivo copies, or which copy to take."""
        area = self.lay.chooser()
        self.add(night_mat(area, None, 255, edge=CANDLE, z=80))  # nothing of the table shows through
        ivo = question.copy is None and not question.flip and self._deck_member(v, question.deck) == IVO
        heading = _tr("Grandpa Ivo copies… (or turns over into an object)") if ivo else self._copy_heading(v, question)
        title = self.add(LabelItem(heading, 20, display=True, colour=BONE))
        title.setPos(area.center().x(), area.top() + 28)
        title.setZValue(81)
        choices: list[ChoiceItem] = []
        if ivo:
            for m in PLAN_MEMBERS:
                partial = Activating(question.deck, copy=m)
                legal = self.host.why_not_yet(partial) is None
                item = ChoiceItem(f"ivo:{MEMBER_IDS[m]}", self.names.member(m), legal, member=m,
                                  objects=self._taken_by(v, partial) if legal else ())
                item.partial = partial
                choices.append(item)
            flip = Activating(question.deck, flip=True)
            item = ChoiceItem("ivo:flip", _tr("Turn him over"), self.host.why_not_yet(flip) is None)
            item.partial = flip
            choices.append(item)
        else:
            for k, action in enumerate(self._arturo_actions(self.host.completions(question))):
                outcome = v.outcome(action) if isinstance(action, Activate | Ivo) else None
                taken = [PARTY_CARDS_BY_ID[c] for c in outcome.taken] if outcome is not None else []
                label = ", ".join(self.words.pick(c.back, c.cobwebs) for c in taken)
                item = ChoiceItem(f"copy:{k}", label, True, objects=tuple((c.back, c.cobwebs) for c in taken),
                                  width=200, height=140)
                item.action = action
                choices.append(item)
        step = min(140.0, (area.width() - 120) / max(1, len(choices)))
        step = max(step, choices[0].w + 16) if choices else step
        first = area.center().x() - step * (len(choices) - 1) / 2
        for i, item in enumerate(choices):
            self.add(item)
            item.setPos(first + i * step, area.top() + area.height() * 0.58)
            item.setZValue(82)
        cancel = self.add(ButtonItem(_tr("Cancel"), 130, 42, key="cancel-ivo"))
        cancel.setPos(area.right() - 80, area.top() + 28)
        cancel.setZValue(82)
        cancel.pressed.connect(self.cancel)

    def _taken_by(self, v: ArturoView, partial: Activating) -> tuple[tuple[int, bool], ...]:
        """The objects (kind, cobwebbed) Grandpa Ivo would take as the relative he copies: what the chooser hides
        of the available ones, shown on the choice itself (each kind once, whichever copies are taken)."""
        seen: dict[tuple[int, bool], None] = {}
        for action in self._arturo_actions(self.host.completions(partial)):
            outcome = v.outcome(action) if isinstance(action, Activate | Ivo) else None
            for card in (PARTY_CARDS_BY_ID[c] for c in outcome.taken) if outcome is not None else ():
                seen[(card.back, card.cobwebs)] = None
        return tuple(seen)[:4]

    def _copy_heading(self, v: ArturoView, question: Activating) -> str:
        member = question.copy if question.copy is not None else self._deck_member(v, question.deck)
        who = self.names.member(member) if member is not None else ""
        return _tr("Which copies does {member} take?").format(member=who)
