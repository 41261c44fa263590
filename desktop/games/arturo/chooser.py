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
from desktop.table.text import listed, sentence, translator
from rules.arturo import Activate, Activating, ArturoAction, ArturoView, Ivo
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
                why = self.host.why_not_yet(partial)
                item = ChoiceItem(f"ivo:{MEMBER_IDS[m]}", self.names.member(m), why is None, member=m,
                                  objects=self._taken_by(v, partial) if why is None else ())
                item.partial = partial
                copy = _tr("Grandpa Ivo: copy {member}").format(member=self.names.member(m))
                ways = self._arturo_actions(self.host.completions(partial)) if why is None else []
                item.set_words(self._choice_words(v, copy, ways[0] if len(ways) == 1 else None, why))
                choices.append(item)
            flip = Activating(question.deck, flip=True)
            why = self.host.why_not_yet(flip)
            item = ChoiceItem("ivo:flip", _tr("Turn him over"), why is None)
            item.partial = flip
            item.set_words(self._choice_words(v, _tr("Grandpa Ivo: turn him over"), None, why))
            choices.append(item)
        else:
            for k, action in enumerate(self._arturo_actions(self.host.completions(question))):
                outcome = v.outcome(action) if isinstance(action, Activate | Ivo) else None
                taken = [PARTY_CARDS_BY_ID[c] for c in outcome.taken] if outcome is not None else []
                label = ", ".join(self.words.pick(c.back, c.cobwebs) for c in taken)
                item = ChoiceItem(f"copy:{k}", label, True, objects=tuple((c.back, c.cobwebs) for c in taken),
                                  width=200, height=140)
                item.action = action
                who = self.names.member(outcome.member) if outcome is not None else ""
                if isinstance(action, Ivo) and action.copy is not None:
                    who = _tr("Grandpa Ivo: copy {member}").format(member=self.names.member(action.copy))
                item.set_words(self._choice_words(v, who, action, None))
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

    def _choice_words(self, v: ArturoView, what: str, action: ArturoAction | None, why: str | None) -> str:
        """What a choice says to the keys (its name is only painted): what it is, the copies the one action it
        stands for takes (from the view's outcome), and for a refused one the rules' reason."""
        outcome = v.outcome(action) if isinstance(action, Activate | Ivo) else None
        if outcome is not None and outcome.taken:
            cards = [PARTY_CARDS_BY_ID[c] for c in outcome.taken]
            what += _tr(", taking the {copies}").format(copies=listed([self.words.pick(c.back, c.cobwebs)
                                                                        for c in cards]))
        return "\n".join(t for t in (sentence(what), sentence(why) if why else "") if t)

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
