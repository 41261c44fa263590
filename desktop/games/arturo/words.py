"""What the Arturo table says about cards and moves: tooltips, hints and the Preparation prompts.

Kept apart from the drawing so the table reads as layout: every sentence here is built from the
rules' facts (the view, the printed cards) and the names in the chosen language; one function
per kind of Preparation card, looked up by kind rather than tested in a chain.
"""

from __future__ import annotations

from collections.abc import Callable

from desktop.games.arturo.art import Names
from desktop.table.text import listed, ordinal, shown, tidy_colon, translator
from rules.arturo import Activate, ArturoView, Ivo, Pick, Prepare, Preparing
from rules.arturo.data import (
    EXCUSE_ME,
    IVO,
    LIFE_OF_PARTY,
    MEMBER_IDS,
    MEMBER_INDEX,
    MEMBERS,
    MY_PLACE,
    OBJECTS_WANTED,
    PREP_CARDS,
    PREP_INDEX,
    PREP_KINDS,
    REALLY_GOOD,
    STAY_CLOSE,
    STEIN,
    SWAP_PLACES,
    WILD_DANCE,
    PrepCard,
)
from rules.arturo.scoring import COBWEBS, OBJECT, PAIRS, ValueLine
from rules.core import Action, say_n

_tr = translator("ArturoTable")

#: A Preparation card's move in words: (the card's title, the move's detail) -> the clause.
MoveClause = Callable[[str, tuple[int, ...]], str]


def position_tooltip(sign: int) -> str:
    """What a plan position does to the score at the end (its printed sign)."""
    if sign > 0:
        return _tr("Added to your score at the end")
    if sign < 0:
        return _tr("Subtracted from your score at the end")
    return _tr("Does not score (breaks ties)")


class Words:
    """Sentences about Arturo's cards and moves in the chosen language, naming players by seat."""

    def __init__(self, names: Names, player: Callable[[int], str]) -> None:
        self.names = names
        self.player = player
        #: How each Preparation card's move is said in a hint, by kind.
        self.moves: dict[str, MoveClause] = {
            WILD_DANCE: self._wild_dance,
            STAY_CLOSE: self._stay_close,
            MY_PLACE: self._my_place,
            SWAP_PLACES: self._swap_places,
            EXCUSE_ME: self._excuse_me,
            REALLY_GOOD: self._really_good,
            LIFE_OF_PARTY: self._life_of_party,
        }
        #: What the shown player does next with a Preparation card in use, by kind (None: no drag asked).
        self.asks: dict[str, Callable[[str, str, PrepCard, Preparing], str]] = {
            WILD_DANCE: self._ask_wild_dance,
            STAY_CLOSE: self._ask_stay_close,
            MY_PLACE: self._ask_my_place,
            SWAP_PLACES: self._ask_swap_places,
            EXCUSE_ME: self._ask_excuse_me,
        }
        #: What a line of a member's value counts, by the line's kind.
        #: What a value line counts, in the singular of a formula ("3 × balloon at 1 = 3"), whatever the count.
        self.counted: dict[str, Callable[[ValueLine], str]] = {
            OBJECT: lambda line: self.names.object(line.obj),
            PAIRS: lambda line: _tr("teddy-and-spring pair"),
            COBWEBS: lambda line: _tr("cobwebbed object cleaned"),
        }

    # --- tooltips ------------------------------------------------------------------------

    def prep_tooltip(self, card_id: str) -> str:
        kind = PREP_CARDS[PREP_INDEX[card_id]].kind
        name = self.names.prep(kind)
        return tidy_colon(f"{name}: {shown(PREP_KINDS[kind].effect)}", name, new_sentence=True)  # "Excuse Me! Move…"

    def deck_tooltip(self, number: int, member: int, back: int, cobwebs: bool) -> str:
        wanted = MEMBERS[member].desires
        if member == STEIN:
            wants = _tr("every available object, if one has cobwebs")
        elif member == IVO:
            wants = _tr("whatever the member he copies wants")
        else:
            wants = _tr("{first} and {second}").format(first=shown(OBJECTS_WANTED[wanted[0]]),
                                                       second=shown(OBJECTS_WANTED[wanted[1]]))
        template = (_tr("Deck {deck}: {member} wants {wants}; the back is a cobwebbed {back}") if cobwebs
                    else _tr("Deck {deck}: {member} wants {wants}; the back is a clean {back}"))
        return template.format(deck=number, member=self.names.member(member), wants=wants,
                               back=self.names.object(back))

    def member_tooltip(self, v: ArturoView, member: int, value: int) -> str:
        """A member's value now and the view's lines behind it (count × each = points)."""
        parts = []
        for line in v.value_lines(MEMBER_IDS[member]):
            what = self.counted.get(line.kind)
            if what is None:
                continue
            parts.append(_tr("{count} × {what} at {each} = {points}").format(count=line.count, what=what(line),
                                                                              each=line.each, points=line.points))
        return _tr("{member}: worth {value} now").format(member=self.names.member(member), value=value) + "\n" + \
            "\n".join(parts)

    def pick(self, obj: int, cobwebbed: bool) -> str:
        name = self.names.object(obj)
        return _tr("cobwebbed {object}").format(object=name) if cobwebbed else _tr("clean {object}").format(
            object=name)

    def picks(self, picks: tuple[Pick, ...]) -> str:
        if not picks:
            return ""
        return _tr(", taking the {copies}").format(copies=listed([self.pick(p.obj, p.cobwebbed) for p in picks]))

    # --- hints -----------------------------------------------------------------------------

    def hint(self, action: Action, deck_member: int | None, plan: tuple[str, ...] | None = None) -> str:
        """The suggestion in player words: whom to activate (and which copies), or which Preparation and how.

        `deck_member` is the member on top of the deck an `Activate` names; `plan` the hinted seat's own Family
        Plan, so a move on it names the relative moved, not only the position."""
        if isinstance(action, Activate):
            who = self.names.member(deck_member) if deck_member is not None else ""
            return _tr("activate {member} (the lit card)").format(member=who) + self.picks(action.picks)
        if isinstance(action, Ivo):
            if action.copy is None:
                return _tr("Grandpa Ivo: turn him over")
            move = _tr("Grandpa Ivo: copy {member}").format(member=self.names.member(action.copy))
            return move + self.picks(action.picks)
        if not isinstance(action, Prepare):
            return str(action)
        title = self.names.quoted_prep(action.kind)
        if action.kind == EXCUSE_ME and plan is not None:
            pos, direction, steps = action.detail
            member = self.names.member(MEMBER_INDEX[plan[pos - 1]])
            return _tr("take {card} and move {member} from {at} to {to} place").format(
                card=title, member=member, at=ordinal(pos), to=ordinal(pos + direction * steps))
        clause = self.moves.get(action.kind)
        return _tr("take {card}").format(card=clause(title, action.detail) if clause is not None else title)

    def _wild_dance(self, title: str, d: tuple[int, ...]) -> str:
        pairs = ", ".join(f"{a} ↔ {a + 1}" for a in d)
        return _tr("{card} and swap {pairs}").format(card=title, pairs=pairs)

    def _stay_close(self, title: str, d: tuple[int, ...]) -> str:
        return _tr("{card} and swap the pair {a}–{a2} with the pair {b}–{b2}").format(
            card=title, a=d[0], a2=d[0] + 1, b=d[1], b2=d[1] + 1)

    def _my_place(self, title: str, d: tuple[int, ...]) -> str:
        return _tr("{card} and swap positions {a} ↔ {b}").format(card=title, a=d[0], b=d[1])

    def _swap_places(self, title: str, d: tuple[int, ...]) -> str:
        return _tr("{card} and swap {a} ↔ {b}").format(card=title, a=self.names.member(d[0]),
                                                      b=self.names.member(d[1]))

    def _excuse_me(self, title: str, d: tuple[int, ...]) -> str:
        pos, direction, steps = d  # where the member is, and where it lands: the two numbers a player looks for
        return _tr("{card} and move the member at position {pos} to position {to}").format(
            card=title, pos=pos, to=pos + direction * steps)

    def _really_good(self, title: str, d: tuple[int, ...]) -> str:
        return _tr("{card} and name {name}").format(card=title, name=self.player(d[0]))

    def _life_of_party(self, title: str, d: tuple[int, ...]) -> str:
        return _tr("{card} and crown the member in position {pos}").format(card=title, pos=d[0])

    # --- the prompt while a Preparation card is in use -----------------------------------------

    def preparing(self, name: str, prep: Preparing) -> str | None:
        """What `name` does next with the Preparation card in use (None: the card asks no drag)."""
        card = PREP_CARDS[PREP_INDEX[prep.card]]
        ask = self.asks.get(card.kind)
        if ask is None:
            return None
        return ask(name, self.names.quoted_prep(card.kind), card, prep)

    def _ask_wild_dance(self, name: str, title: str, card: PrepCard, prep: Preparing) -> str:
        return _tr("{name} — {card}: drag a member onto a neighbour to swap them ({done} of {all} swaps)."
                   ).format(name=name, card=title, done=len(prep.drags), all=prep.drags_needed)

    def _ask_stay_close(self, name: str, title: str, card: PrepCard, prep: Preparing) -> str:
        return _tr("{name} — {card}: drag the first card of one pair onto the first card of the other pair."
                   ).format(name=name, card=title)

    def _ask_my_place(self, name: str, title: str, card: PrepCard, prep: Preparing) -> str:
        return _tr("{name} — {card}: drag your {a} relative onto your {b} to swap them.").format(
            name=name, card=title, a=ordinal(card.param[0]), b=ordinal(card.param[1]))

    def _ask_swap_places(self, name: str, title: str, card: PrepCard, prep: Preparing) -> str:
        return _tr("{name} — {card}: drag {a} onto {b}.").format(
            name=name, card=title, a=self.names.member(card.param[0]), b=self.names.member(card.param[1]))

    def _ask_excuse_me(self, name: str, title: str, card: PrepCard, prep: Preparing) -> str:
        return shown(say_n(card.param[0], "{name} — {card}: drag a member exactly {n} place left or right.",
                           "{name} — {card}: drag a member exactly {n} places left or right.", name=name,
                           card=title))
