"""The Decktet as Turtle Butt uses it: the one data module of the game.

Every card has a unique name (its id), a rank and one to three suits. Suits are
bits of a 6-bit mask so "all six suits" is one comparison; every per-card fact is
precomputed in tables indexed by a small card number, which is what states store.

Ranks are coded 1 (Ace), 2-9 (number cards), 10 (Crown) for scoring and runs. A
Pawn has rank code PAWN and the Excuse has rank code NO_RANK; neither takes part in
runs (see the product ruling in `scoring`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.core import RulesError, Text, clip, say

#: The three games of the rulebook (the `variant` option).
BASIC, ROCOCO, LIARS = "basic", "rococo", "liars"

#: The six suits in their conventional order; suit i is bit (1 << i) of a mask.
SUITS: tuple[str, ...] = ("Moons", "Suns", "Waves", "Leaves", "Wyrms", "Knots")
SUIT_BIT: dict[str, int] = {s: 1 << i for i, s in enumerate(SUITS)}
ALL_SUITS = 0b111111

ACE = 1
CROWN = 10
PAWN = 11
NO_RANK = 0

RANK_NAMES: dict[int, str] = {ACE: "Ace", CROWN: "Crown", PAWN: "Pawn", NO_RANK: "no rank"}
RANK_NAMES.update({r: str(r) for r in range(2, 10)})


def rank_text(rank: int) -> Text | int:
    """A rank as a player reads it in a sentence: a number, or the translatable word."""
    if rank == ACE:
        return say("Ace")
    if rank == CROWN:
        return say("Crown")
    if rank == PAWN:
        return say("Pawn")
    return rank


def rank_plural(rank: int) -> Text:
    """The plural for scorepad labels ("Pair of 6s", "Three Aces")."""
    if rank == ACE:
        return say("Aces")
    if rank == CROWN:
        return say("Crowns")
    if rank == PAWN:
        return say("Pawns")
    return say("{n}s", n=rank)


@dataclass(frozen=True)
class Card:
    """One Decktet card. `id` is its index in CARDS; `name` is unique."""

    id: int
    name: str
    rank: int
    suits: tuple[str, ...]

    @property
    def mask(self) -> int:
        return MASKS[self.id]

    @property
    def rank_name(self) -> str:
        return RANK_NAMES[self.rank]

    @property
    def is_number(self) -> bool:
        return 2 <= self.rank <= 9

    def __str__(self) -> str:
        return self.name


# (name, rank, suits) in deck order: Aces, numbers 2-9, Crowns, then the extended cards. A name is a
# translatable text whose English is the card's id.
_BASIC: tuple[tuple[Text, int, tuple[str, ...]], ...] = (
    (say("Ace of Moons"), ACE, ("Moons",)),
    (say("Ace of Suns"), ACE, ("Suns",)),
    (say("Ace of Waves"), ACE, ("Waves",)),
    (say("Ace of Leaves"), ACE, ("Leaves",)),
    (say("Ace of Wyrms"), ACE, ("Wyrms",)),
    (say("Ace of Knots"), ACE, ("Knots",)),
    (say("Author"), 2, ("Moons", "Knots")),
    (say("Desert"), 2, ("Suns", "Wyrms")),
    (say("Origin"), 2, ("Waves", "Leaves")),
    (say("Journey"), 3, ("Moons", "Waves")),
    (say("Painter"), 3, ("Suns", "Knots")),
    (say("Savage"), 3, ("Leaves", "Wyrms")),
    (say("Mountain"), 4, ("Moons", "Suns")),
    (say("Sailor"), 4, ("Waves", "Leaves")),
    (say("Battle"), 4, ("Wyrms", "Knots")),
    (say("Forest"), 5, ("Moons", "Leaves")),
    (say("Discovery"), 5, ("Suns", "Waves")),
    (say("Soldier"), 5, ("Wyrms", "Knots")),
    (say("Lunatic"), 6, ("Moons", "Waves")),
    (say("Penitent"), 6, ("Suns", "Wyrms")),
    (say("Market"), 6, ("Leaves", "Knots")),
    (say("Chance Meeting"), 7, ("Moons", "Leaves")),
    (say("Castle"), 7, ("Suns", "Knots")),
    (say("Cave"), 7, ("Waves", "Wyrms")),
    (say("Diplomat"), 8, ("Moons", "Suns")),
    (say("Mill"), 8, ("Waves", "Leaves")),
    (say("Betrayal"), 8, ("Wyrms", "Knots")),
    (say("Pact"), 9, ("Moons", "Suns")),
    (say("Darkness"), 9, ("Waves", "Wyrms")),
    (say("Merchant"), 9, ("Leaves", "Knots")),
    (say("Huntress"), CROWN, ("Moons",)),
    (say("Bard"), CROWN, ("Suns",)),
    (say("Sea"), CROWN, ("Waves",)),
    (say("End"), CROWN, ("Leaves",)),
    (say("Calamity"), CROWN, ("Wyrms",)),
    (say("Windfall"), CROWN, ("Knots",)),
)
_EXCUSE: tuple[Text, int, tuple[str, ...]] = (say("Excuse"), NO_RANK, ())
_PAWNS: tuple[tuple[Text, int, tuple[str, ...]], ...] = (
    (say("Watchman"), PAWN, ("Moons", "Wyrms", "Knots")),
    (say("Light Keeper"), PAWN, ("Suns", "Waves", "Knots")),
    (say("Harvest"), PAWN, ("Moons", "Suns", "Leaves")),
    (say("Borderland"), PAWN, ("Waves", "Leaves", "Wyrms")),
)

CARDS: tuple[Card, ...] = tuple(
    Card(i, str(name), rank, suits) for i, (name, rank, suits) in enumerate((*_BASIC, _EXCUSE, *_PAWNS))
)
#: Per-card tables indexed by card id (the hot loops read these, not Card objects).
MASKS: tuple[int, ...] = tuple(sum(SUIT_BIT[s] for s in suits) for _, _, suits in (*_BASIC, _EXCUSE, *_PAWNS))
RANKS: tuple[int, ...] = tuple(c.rank for c in CARDS)
NAMES: tuple[str, ...] = tuple(c.name for c in CARDS)

#: Each card's name as players see it (a translatable text whose English is the name itself).
CARD_NAMES: tuple[Text, ...] = tuple(name for name, _, _ in (*_BASIC, _EXCUSE, *_PAWNS))

BASIC_IDS: tuple[int, ...] = tuple(range(len(_BASIC)))
EXCUSE_ID: int = len(_BASIC)
PAWN_IDS: tuple[int, ...] = tuple(range(EXCUSE_ID + 1, len(CARDS)))

_BY_NAME: dict[str, int] = {c.name.lower(): c.id for c in CARDS}


class UnknownCard(RulesError, KeyError):
    """A card the Decktet does not have (a record's setup may name one): the KeyError `card_id` promises, with
    a sentence a player can read in their language."""

    def __str__(self) -> str:
        return self.reason  # not a KeyError's repr of it


def card_id(card: str | Card | int) -> int:
    """The id of a card given by name (any case), Card object or id; UnknownCard (a KeyError) if unknown."""
    if isinstance(card, Card):
        return card.id
    if isinstance(card, int) and not isinstance(card, bool):
        if 0 <= card < len(CARDS):
            return card
        raise UnknownCard(say("there is no card number {number}", number=clip(card)))
    if isinstance(card, str):
        key = " ".join(card.split()).lower()
        if key in _BY_NAME:
            return _BY_NAME[key]
        raise UnknownCard(say("there is no Decktet card called {card}", card=clip(card)))
    raise TypeError(f"a card is given by its name, not {card!r}")


def card(name: str | Card | int) -> Card:
    """The Card for a name (any case), Card or id."""
    return CARDS[card_id(name)]


def deck_ids(excuse: bool = False, pawns: bool = False) -> list[int]:
    """The ids of the cards in play under the given options, in deck order."""
    ids = list(BASIC_IDS)
    if excuse:
        ids.append(EXCUSE_ID)
    if pawns:
        ids.extend(PAWN_IDS)
    return ids


def suit_names(mask: int) -> list[str]:
    """The suits in a mask, in the conventional suit order."""
    return [s for i, s in enumerate(SUITS) if mask >> i & 1]


def names_of(ids: Sequence[int]) -> list[str]:
    """The cards' names (ids), for views and event data."""
    return [NAMES[i] for i in ids]


def mask_of(ids: list[int] | tuple[int, ...]) -> int:
    m = 0
    for i in ids:
        m |= MASKS[i]
    return m
