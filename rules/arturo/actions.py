"""Arturo's moves: typed action values with their notation, and the moves a table builds in parts.

Notation (records, logs, the CLI):

- ``activate 3`` — activate the top Party card of deck 3, taking the copies of the wanted objects that
  have waited longest; ``activate 3 clean cake`` takes the other kind of copy instead, where a wanted
  object lies there both clean and cobwebbed (one word pair per such object, in object order);
- ``ivo 2 copy nonna`` (optionally followed by copies, as above) or ``ivo 2 flip`` for Grandpa Ivo;
- ``prep KIND …`` — take a Preparation card with every choice it allows (see `Prepare`).

`Activating` and `Preparing` are moves in the making (`rules.core.Partial`): a table asks the rules
which whole actions they can still become, and why not.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rules.core import Action, BadNotation

from .data import (
    ALL_AT_PARTY,
    EXCUSE_ME,
    IVO,
    LIFE_OF_PARTY,
    MEMBER_IDS,
    MEMBER_INDEX,
    MY_PLACE,
    NUM_DECKS,
    OBJECT_IDS,
    PLAN_SIZE,
    PREP_CARDS,
    PREP_INDEX,
    REALLY_GOOD,
    STAY_CLOSE,
    SWAP_PLACES,
    WILD_DANCE,
)
from .plan import LEFT, RIGHT, swap_pairs

#: The rulebook's sections a refusal cites.
RULE_ACTIVATE = "Playing the Game: 1. Activate a Party Card"
RULE_NANNY = "Playing the Game: the Nanny"
RULE_IVO = "Playing the Game: Grandpa Ivo"
RULE_PREP = "Playing the Game: 2. Take a Preparation Card"
RULE_PREP_CARDS = "Preparation Cards"

# --- actions ------------------------------------------------------------------------------

CLEAN, COBWEBBED = "clean", "cobwebbed"


@dataclass(frozen=True, order=True)
class Pick:
    """Which copy of a wanted object to take: the clean one or the cobwebbed one."""

    obj: int
    cobwebbed: bool

    def __str__(self) -> str:
        return f"{COBWEBBED if self.cobwebbed else CLEAN} {OBJECT_IDS[self.obj]}"


def _picks_text(picks: tuple[Pick, ...]) -> str:
    return "".join([f" {p}" for p in picks]) if picks else ""


@dataclass(frozen=True)
class Activate:
    """Activate the top Party card of deck `deck` (1-6); not for Grandpa Ivo.

    `picks` names the copies taken instead of those that have waited longest, for wanted objects
    lying there both clean and cobwebbed (in object order); empty: the oldest copies.
    """

    deck: int
    picks: tuple[Pick, ...] = ()

    def __str__(self) -> str:
        return f"activate {self.deck}{_picks_text(self.picks)}"


@dataclass(frozen=True)
class Ivo:
    """Activate Grandpa Ivo on top of `deck`: copy member `copy`, or turn him over (None)."""

    deck: int
    copy: int | None
    picks: tuple[Pick, ...] = ()

    def __str__(self) -> str:
        what = "flip" if self.copy is None else f"copy {MEMBER_IDS[self.copy]}"
        return f"ivo {self.deck} {what}{_picks_text(self.picks)}"


@dataclass(frozen=True)
class Prepare:
    """Take a Preparation card of `kind` with the choice `detail` (see plan.py)."""

    kind: str
    detail: tuple[int, ...] = field(default=())

    def __str__(self) -> str:
        k, d = self.kind, self.detail
        if k in (WILD_DANCE, STAY_CLOSE):
            return f"prep {k} " + ",".join(f"{a}-{a + 1}" for a in d)
        if k == MY_PLACE:
            return f"prep {k} swap {d[0]}-{d[1]}"
        if k == SWAP_PLACES:
            return f"prep {k} swap {MEMBER_IDS[d[0]]}-{MEMBER_IDS[d[1]]}"
        if k == EXCUSE_ME:
            return f"prep {k} move {d[0]} {'left' if d[1] == LEFT else 'right'} {d[2]}"
        if k == REALLY_GOOD:
            return f"prep {k} seat {d[0]}"
        if k == LIFE_OF_PARTY:
            return f"prep {k} crown {d[0]}"
        return f"prep {k}"


ArturoAction = Activate | Ivo | Prepare

NOTATION = ("'activate D', 'activate D clean OBJECT', 'ivo D copy MEMBER', 'ivo D flip' or 'prep CARD …'")


def card_matches(card_index: int, kind: str, detail: tuple[int, ...]) -> bool:
    """Is Preparation card `card_index` one that allows `Prepare(kind, detail)`'s printed part?"""
    card = PREP_CARDS[card_index]
    if card.kind != kind:
        return False
    if kind == MY_PLACE:
        return card.param == detail
    if kind == SWAP_PLACES:
        return set(card.param) == set(detail)
    if kind == EXCUSE_ME:
        return len(detail) == 3 and card.param[0] == detail[2]
    return True


# --- reading the notation -----------------------------------------------------------------


def parse_action(text: str) -> ArturoAction:
    """An action from its notation; BadNotation if it is none."""
    words = text.strip().lower().split()
    try:
        if len(words) >= 2 and words[0] == "activate":
            return Activate(_deck(words[1]), _picks(words[2:]))
        if len(words) >= 3 and words[0] == "ivo":
            deck = _deck(words[1])
            if words[2:] == ["flip"]:
                return Ivo(deck, None)
            if len(words) >= 4 and words[2] == "copy" and MEMBER_INDEX.get(words[3], IVO) != IVO:
                return Ivo(deck, MEMBER_INDEX[words[3]], _picks(words[4:]))
        if len(words) >= 2 and words[0] == "prep":
            return _parse_prep(words[1], words[2:])
    except ValueError:
        pass
    raise BadNotation(text, NOTATION)


def _deck(word: str) -> int:
    if not word.isdigit() or not 1 <= int(word) <= NUM_DECKS:
        raise ValueError(word)
    return int(word)


def _picks(words: list[str]) -> tuple[Pick, ...]:
    """"clean cake cobwebbed festoon" as picks in object order (each object at most once)."""
    if len(words) % 2:
        raise ValueError(" ".join(words))
    picks = []
    for kind, name in zip(words[::2], words[1::2], strict=True):
        if kind not in (CLEAN, COBWEBBED) or name not in OBJECT_IDS:
            raise ValueError(name)
        picks.append(Pick(OBJECT_IDS.index(name), kind == COBWEBBED))
    if len({p.obj for p in picks}) != len(picks):
        raise ValueError("an object named twice")
    return tuple(sorted(picks))


def _position(word: str) -> int:
    if not word.isdigit() or not 1 <= int(word) <= PLAN_SIZE:
        raise ValueError(word)
    return int(word)


def _parse_prep(kind: str, rest: list[str]) -> Prepare:
    if kind in (WILD_DANCE, STAY_CLOSE) and len(rest) == 1:
        lefts: list[int] = []
        for pair in rest[0].split(","):
            a, sep, b = pair.partition("-")
            if not sep or _position(b) != _position(a) + 1:
                raise ValueError(pair)
            lefts.append(int(a))
        return Prepare(kind, tuple(lefts))
    if kind == MY_PLACE and len(rest) == 2 and rest[0] == "swap":
        a, sep, b = rest[1].partition("-")
        two = sorted((_position(a), _position(b))) if sep else []
        if not two or two[0] == two[1]:
            raise ValueError(rest[1])
        return Prepare(kind, (two[0], two[1]))  # a swap reads the same both ways: "6-2" is the card's 2-6
    if kind == SWAP_PLACES and len(rest) == 2 and rest[0] == "swap":
        a, sep, b = rest[1].partition("-")
        two = sorted((MEMBER_INDEX.get(a, IVO), MEMBER_INDEX.get(b, IVO)))
        if sep and two[1] != IVO and two[0] != two[1]:
            return Prepare(kind, (two[0], two[1]))
        raise ValueError(rest[1])
    if kind == EXCUSE_ME and len(rest) == 4 and rest[0] == "move" and rest[2] in ("left", "right"):
        steps = rest[3]
        if not steps.isdigit() or not 1 <= int(steps) < PLAN_SIZE:
            raise ValueError(steps)
        return Prepare(kind, (_position(rest[1]), LEFT if rest[2] == "left" else RIGHT, int(steps)))
    if kind == REALLY_GOOD and len(rest) == 2 and rest[0] == "seat" and rest[1].isdigit() and int(rest[1]) < 5:
        return Prepare(kind, (int(rest[1]),))
    if kind == LIFE_OF_PARTY and len(rest) == 2 and rest[0] == "crown":
        return Prepare(kind, (_position(rest[1]),))
    if kind == ALL_AT_PARTY and not rest:
        return Prepare(kind, ())
    raise ValueError(kind)


# --- moves in the making --------------------------------------------------------------------


@dataclass(frozen=True)
class Activating:
    """A Party card on its way to being activated: its deck and, for Grandpa Ivo, what he does.

    `copy` is the member Grandpa Ivo copies (None: not said yet); `flip` that he is turned over.
    Its completions are the whole activations still open, one per choice of copies.
    """

    deck: int
    copy: int | None = None
    flip: bool = False

    def admits(self, action: Action) -> bool:
        if not isinstance(action, Activate | Ivo) or action.deck != self.deck:
            return False
        if self.flip:
            return isinstance(action, Ivo) and action.copy is None
        if self.copy is not None:
            return isinstance(action, Ivo) and action.copy == self.copy
        return True


#: How many drags on the plan carry out each Preparation card that is played on the plan.
DRAGS: dict[str, int] = {WILD_DANCE: 3, STAY_CLOSE: 1, MY_PLACE: 1, SWAP_PLACES: 1, EXCUSE_ME: 1}


@dataclass(frozen=True)
class Preparing:
    """A Preparation card on its way to being played, built the way a table plays it.

    `card` is the card's id and `plan` its taker's Family Plan before it (member ids, leftmost
    first). The card is put down somewhere: on a position of the plan (`onto_position`), which
    crowns that member for The Life of the Party and takes any other card; or on an opponent's
    place (`onto_seat`), which is how You Are Really Good! names them. Cards that rearrange the
    plan are then carried out one drag at a time; `drags` are the (from, onto) positions so far:

    - A Wild Dance: a card dropped on its neighbour swaps that pair (three drags, no card twice);
    - Can We Stay Close?: the first card of one pair dropped on the first card of the other
      (the card in the last position stands for the pair it ends);
    - That's My Place! and Shall We Swap Places?: one of the two cards dropped on the other;
    - Excuse Me!: the member dropped where it goes.

    Without a place or drags it stands for taking the card at all (any choice it allows).
    """

    card: str
    plan: tuple[str, ...] = ()
    drags: tuple[tuple[int, int], ...] = ()
    onto_position: int | None = None
    onto_seat: int | None = None

    @property
    def kind(self) -> str:
        return PREP_CARDS[PREP_INDEX[self.card]].kind

    @property
    def drags_needed(self) -> int:
        """Drags on the plan that complete this card's move (0: it is not played by dragging)."""
        return DRAGS.get(self.kind, 0)

    @property
    def complete(self) -> bool:
        """Are all the drags this card needs made?"""
        return self.drags_needed > 0 and len(self.drags) == self.drags_needed

    def dragged(self, start: int, onto: int) -> Preparing:
        """This move with one more drag."""
        return Preparing(self.card, self.plan, (*self.drags, (start, onto)), self.onto_position, self.onto_seat)

    def shown_plan(self) -> tuple[str, ...]:
        """The plan as it looks with the drags so far carried out (A Wild Dance's swaps so far)."""
        if self.kind != WILD_DANCE:
            return self.plan
        lefts = [min(a, b) for a, b in self.drags if abs(a - b) == 1]
        return tuple(swap_pairs(self.plan, lefts))

    def admits(self, action: Action) -> bool:
        if not isinstance(action, Prepare) or not card_matches(PREP_INDEX[self.card], action.kind, action.detail):
            return False
        if self.onto_seat is not None and not (action.kind == REALLY_GOOD and action.detail == (self.onto_seat,)):
            return False
        if self.onto_position is not None:
            if action.kind == REALLY_GOOD:
                return False
            if action.kind == LIFE_OF_PARTY and action.detail != (self.onto_position,):
                return False
        if self.kind == WILD_DANCE and len({min(a, b) for a, b in self.drags}) != len(self.drags):
            return False  # one pair swapped twice
        return all(self._means(start, onto, action.detail) for start, onto in self.drags)

    def _means(self, start: int, onto: int, detail: tuple[int, ...]) -> bool:
        """Is dragging `start` onto `onto` part of the choice `detail`?"""
        kind = self.kind
        if start == onto:
            return False
        if kind == WILD_DANCE:
            return abs(start - onto) == 1 and min(start, onto) in detail
        if kind == STAY_CLOSE:
            first = {min(start, PLAN_SIZE - 1), min(onto, PLAN_SIZE - 1)}
            return len(first) == 2 and first == set(detail)
        if kind == MY_PLACE:
            return {start, onto} == set(detail)
        if kind == SWAP_PLACES:
            if len(self.plan) != PLAN_SIZE:
                return False
            return {MEMBER_INDEX[self.plan[start - 1]], MEMBER_INDEX[self.plan[onto - 1]]} == set(detail)
        if kind == EXCUSE_ME:
            return detail == (start, RIGHT if onto > start else LEFT, abs(onto - start))
        return False


__all__ = [
    "CLEAN", "COBWEBBED", "DRAGS", "NOTATION", "Activate", "Activating", "ArturoAction", "Ivo", "Pick", "Prepare",
    "Preparing", "card_matches", "parse_action",
]
